import fc from 'fast-check';
import { hostileString, hostileValue, jsonSchemaOf, mutated, urlHostileString, urlHostileValue, validish, NASTY_STRINGS, OVERSIZE_BODY } from './arbitraries';
import { encodeSegment, groupOf, type BodyModel, type FuzzModel, type Method } from './models';

/**
 * One generated request, before the runner turns identities into cookies: method, URL, headers, body, client address.
 */

/** Staff members with a full session (TOTP done), by role. */
export const STAFF_IDENTITIES = ['admin', 'partner', 'moderator'] as const;
export type StaffIdentity = (typeof STAFF_IDENTITIES)[number];

export type Identity = 'visitor' | 'free' | 'premium' | 'junk-cookie' | 'free-on-other-site' | StaffIdentity;

/** Who sends the requests: mostly members on member routes, mostly staff on back-office routes. */
const MEMBER_SIDE: readonly Identity[] = ['visitor', 'visitor', 'free', 'free', 'free', 'premium', 'premium', 'junk-cookie', 'free-on-other-site', 'moderator'];
const STAFF_SIDE: readonly Identity[] = ['visitor', 'free', 'junk-cookie', 'admin', 'admin', 'admin', 'admin', 'partner', 'partner', 'moderator', 'moderator'];

export type CsrfShape = 'same-origin' | 'origin-only' | 'cross-site' | 'no-client-type' | 'foreign-origin' | 'none';

export interface FuzzRequest {
  readonly method: Method;
  readonly url: string;
  readonly host: string;
  readonly identity: Identity;
  readonly junkCookie: string;
  readonly csrf: CsrfShape;
  readonly extraHeaders: Readonly<Record<string, string>>;
  readonly contentType: string | null;
  readonly payload: string | Buffer | null;
  readonly loopback: boolean;
}

const METHODS: readonly Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

const HOSTS = ['localhost:3000', 'localhost:3000', 'localhost:3000', 'bdsm.localhost:3000', 'LocalHost.:3000', 'www.localhost', 'unknown.example', 'xn--nicode-wxa.example', '[::1]:3000', '127.0.0.1'];

/** Encodes a query key or value; lone surrogates (which encodeURIComponent refuses) go out as raw escapes. */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeSegment(value);
  }
}

function stringifyQueryValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => stringifyQueryValue(item));
  if (value === null || value === undefined) return [''];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

const BROKEN_QUERY_PIECES = ['%', '%zz', '%E0%A4%A', '%00', '&&&', '=', 'a[b]=1', 'a[__proto__][x]=1', '__proto__[polluted]=1', 'constructor[prototype][x]=1', '%F0%9F%98%80=%F0%9F'];

/** Node refuses request heads above 16 KiB (431) before any route runs: generated query strings stay below. */
const MAX_QUERY = 12_000;

function queryArbitrary(model: FuzzModel): fc.Arbitrary<string> {
  const shaped = model.query ? validish(jsonSchemaOf(model.query)) : fc.dictionary(fc.constantFrom('id', 'page', 'lang', 'to', 'token', 'q', 'cursor'), urlHostileValue, { maxKeys: 3 });
  const values = fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: mutated(shaped, urlHostileValue) },
    { weight: 1, arbitrary: fc.dictionary(urlHostileString, urlHostileValue, { maxKeys: 3 }) },
  );
  return fc
    .tuple(values, fc.boolean(), fc.constantFrom(0, 0, 0, 1, 2), fc.subarray([...BROKEN_QUERY_PIECES], { maxLength: 2 }), fc.nat(9))
    .map(([value, duplicate, lang, broken, coin]) => {
      const pairs: string[] = [];
      const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { v: value };
      for (const [key, item] of Object.entries(object)) {
        for (const text of stringifyQueryValue(item)) pairs.push(`${encodePart(key)}=${encodePart(text)}`);
        // Duplicated keys: ?id=1&id=2 parses as an array.
        if (duplicate) pairs.push(`${encodePart(key)}=${encodePart(stringifyQueryValue(item)[0] ?? '')}`);
      }
      if (lang === 1) pairs.push('lang=de');
      if (lang === 2) pairs.push(`lang=${encodePart(NASTY_STRINGS[coin] ?? 'xx')}`);
      if (coin < 2) pairs.push(...broken);
      for (const [key, fixed] of Object.entries(model.fixedQuery ?? {})) pairs.unshift(coin === 9 ? `${key}=${fixed}&${key}=2` : `${key}=${fixed}`);
      // Within what Node lets through (MAX_QUERY): later pairs are left off.
      let length = 0;
      return pairs.filter((pair) => (length += pair.length + 1) <= MAX_QUERY).join('&');
    });
}

/** A SPA path for the catch-all route: real routes, near misses and traversal attempts. */
const spaPath = fc.oneof(
  fc.constantFrom('/', '/members', '/members/1', '/members/99999999', '/chat/1', '/likes', '/settings', '/profile', '/credits', '/terms', '/voorwaarden', '/lander/1', '/activate/done', '/a/b/c/d', '/..%2f..%2fetc%2fpasswd', '/%00', '/index.html', '/assets/nope.js', '/api', '/api/', '/API/USER.PHP', '/media/photos/1', '//evil.example', '/%E0%A4%A'),
  fc.array(urlHostileString.map((s) => encodeSegment(s.slice(0, 120))), { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
  // fc.webPath() may be empty or relative; a request target starts with a slash.
  fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)),
);

function pathArbitrary(model: FuzzModel): fc.Arbitrary<string> {
  if (model.path === '*') return spaPath;
  const params = model.params ?? {};
  const names = [...model.path.matchAll(/:(\w+)/g)].map(([, name]) => name as string);
  if (names.length === 0) return fc.constant(model.path);
  return fc.tuple(...names.map((name) => params[name] ?? fc.string({ minLength: 1 }).map(encodeSegment))).map((values) => {
    let path = model.path;
    names.forEach((name, index) => {
      path = path.replace(`:${name}`, values[index] ?? 'x');
    });
    return path;
  });
}

interface Body {
  readonly contentType: string | null;
  readonly payload: string | Buffer | null;
}

/** A prototype-poisoning JSON text: Fastify must refuse it, and nothing may be polluted. */
function poisoned(json: string, key: '__proto__' | 'constructor'): string {
  const injected = key === '__proto__' ? '"__proto__":{"polluted":"yes","isAdmin":true}' : '"constructor":{"prototype":{"polluted":"yes"}}';
  if (json.startsWith('{') && json.length > 2) return `{${injected},${json.slice(1)}`;
  return `{${injected}}`;
}

function deepNesting(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/octet-stream',
  'image/png',
  ';;;',
  'application/json, text/plain',
];

function jsonBody(schema: FuzzModel['body'] & { kind: 'json' }): fc.Arbitrary<Body> {
  const valid = schema.schema ? validish(jsonSchemaOf(schema.schema)) : fc.jsonValue({ maxDepth: 3 });
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' }));
  return fc.oneof(
    { weight: 6, arbitrary: json(valid) },
    { weight: 6, arbitrary: json(mutated(valid)) },
    { weight: 2, arbitrary: json(hostileValue) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom('__proto__', 'constructor') as fc.Arbitrary<'__proto__' | 'constructor'>).map(([value, key]) => ({
        contentType: 'application/json',
        payload: poisoned(JSON.stringify(value) ?? '{}', key),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 20, max: 20_000 }), fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>).map(([depth, kind]) => ({
        contentType: 'application/json',
        payload: deepNesting(depth, kind),
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.nat()).map(([value, cut]) => {
        const text = JSON.stringify(value) ?? '{';
        return { contentType: 'application/json', payload: text.slice(0, cut % Math.max(1, text.length)) };
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([value, contentType]) => ({ contentType, payload: JSON.stringify(value) ?? 'x' })),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), hostileString).map(([contentType, payload]) => ({ contentType, payload })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { contentType: 'application/json', payload: '' },
        { contentType: null, payload: null },
        { contentType: null, payload: '{"a":1}' },
        { contentType: 'application/json', payload: OVERSIZE_BODY },
      ),
    },
  );
}

/** A tiny valid PNG (1×1), so that some uploads pass the content check and reach the image pipeline. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FILE_STARTS = [TINY_PNG, Buffer.from('GIF89a'), Buffer.from('\xff\xd8\xff\xe0', 'latin1'), Buffer.from('<svg onload="alert(1)"/>'), Buffer.from('%PDF-1.4'), Buffer.alloc(0)];

function multipartBody(model: BodyModel & { kind: 'multipart' }): fc.Arbitrary<Body> {
  const fields = Object.entries(model.fields);
  return fc
    .tuple(
      fc.constantFrom(...FILE_STARTS),
      fc.uint8Array({ maxLength: 256 }),
      fc.boolean(),
      fc.tuple(...fields.map(([, values]) => fc.oneof(fc.constantFrom(...values), hostileString.map((s) => s.slice(0, 300))))),
      fc.constantFrom('photo.jpg', '../../../etc/passwd', 'x.php', '', 'ü.png', 'a'.repeat(300)),
      fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/octet-stream', ''),
      fc.constantFrom(model.fileField, model.fileField, 'file', '__proto__', ''),
      fc.nat(9),
    )
    .map(([start, tail, keepTail, values, filename, type, field, shape]) => {
      const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
      const file = keepTail ? Buffer.concat([start, Buffer.from(tail)]) : start;
      const parts: Buffer[] = fields.map(([name], index) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${values[index] ?? ''}\r\n`),
      );
      if (shape !== 0) {
        parts.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
          file,
          Buffer.from('\r\n'),
        );
      }
      if (shape === 2) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="b.png"\r\n\r\n`), file, Buffer.from('\r\n'));
      // Shape 3: no closing boundary (a truncated upload).
      if (shape !== 3) parts.push(Buffer.from(`--${boundary}--\r\n`));
      const contentType = shape === 4 ? 'multipart/form-data' : shape === 5 ? 'application/json' : `multipart/form-data; boundary=${boundary}`;
      return { contentType, payload: Buffer.concat(parts) };
    });
}

function formBody(model: BodyModel & { kind: 'form' }): fc.Arbitrary<Body> {
  const fields = Object.entries(model.fields);
  return fc
    .tuple(fc.tuple(...fields.map(([, values]) => fc.oneof(fc.constantFrom(...values), hostileString.map((s) => s.slice(0, 200))))), fc.subarray(fields.map(([name]) => name)), fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'))
    .map(([values, keep, contentType]) => {
      const object = Object.fromEntries(fields.filter(([name]) => keep.includes(name)).map(([name], index) => [name, values[index] ?? '']));
      const payload = contentType === 'application/json' ? JSON.stringify(object) : Object.entries(object).map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join('&');
      return { contentType, payload };
    });
}

function bodyArbitrary(model: FuzzModel): fc.Arbitrary<Body> {
  switch (model.body.kind) {
    case 'json':
      return jsonBody(model.body);
    case 'multipart':
      return multipartBody(model.body);
    case 'form':
      return formBody(model.body);
    default:
      return fc.oneof({ weight: 8, arbitrary: fc.constant<Body>({ contentType: null, payload: null }) }, { weight: 1, arbitrary: jsonBody({ kind: 'json', schema: null }) });
  }
}

const EXTRA_HEADERS = fc.dictionary(
  fc.constantFrom('accept-language', 'accept', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'if-none-match', 'range', 'user-agent', 'cf-ipcountry', 'x-real-ip', 'sec-websocket-version', 'referer', 'cookie2'),
  fc.oneof(fc.constantFrom('de-DE,de;q=0.9', '*', 'xx', ';q=', 'bytes=0-1', 'bytes=-1', 'websocket', 'Upgrade', '127.0.0.1', 'https', 'evil.example', 'NL', 'ZZ', '"x"', '*/*'), fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''))),
  { maxKeys: 3 },
);

/** Requests for one model: mostly its own method and well-formed headers (so the code behind the checks runs). */
export function requestArbitrary(model: FuzzModel): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof({ weight: 24, arbitrary: fc.constant(model.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      path: pathArbitrary(model),
      query: fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 3, arbitrary: queryArbitrary(model) }),
      host: fc.constantFrom(...HOSTS),
      identity: fc.constantFrom<Identity>(...(groupOf(model) === 'staff' ? STAFF_SIDE : MEMBER_SIDE)),
      junkCookie: fc.oneof(fc.constantFrom('', 'x', 'a'.repeat(5000), '%', '"', 'null', '__proto__'), fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x21-\x7e]/g, ''))),
      csrf: fc.constantFrom<CsrfShape>('same-origin', 'same-origin', 'same-origin', 'same-origin', 'same-origin', 'same-origin', 'origin-only', 'cross-site', 'no-client-type', 'foreign-origin', 'none'),
      extraHeaders: EXTRA_HEADERS,
      body: bodyArbitrary(model),
      loopback: model.loopback ? fc.boolean() : fc.constant(false),
    })
    .map(({ method, path, query, host, identity, junkCookie, csrf, extraHeaders, body, loopback }) => ({
      method,
      url: query ? `${path}?${query}` : path,
      host,
      identity,
      junkCookie,
      csrf,
      extraHeaders,
      contentType: body.contentType,
      payload: method === 'GET' || method === 'HEAD' ? null : body.payload,
      loopback,
    }));
}
