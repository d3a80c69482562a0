import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { z } from 'zod';
import { ENDPOINTS } from '../../../contract/api';
import { BACKOFFICE_ENDPOINTS } from '../../../contract/backoffice';
import { CHAT_PHOTO_VARIANTS } from '../../../contract/chat';
import { PHOTO_VARIANTS } from '../../../contract/members';
import { MODERATION_ENDPOINTS } from '../../../contract/moderation';
import { STAFF_ENDPOINTS, type StaffEndpointDef } from '../../../contract/staff';
import { urlHostileString } from './arbitraries';

/**
 * What the fuzzer knows about each route: its input shapes. Contract endpoints get theirs from the contract (member
 * API, back office, moderation, staff accounts); the other routes (pages, media, the sandbox checkout, the outbox) are
 * described here. `routeTable()` lists what the server really registered, so a route added later without a model
 * fails the coverage test (security-fuzz-coverage.test.ts).
 */

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

export type BodyModel =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly schema: z.ZodType | null }
  | { readonly kind: 'multipart'; readonly fileField: string; readonly fields: Readonly<Record<string, readonly string[]>> }
  | { readonly kind: 'form'; readonly fields: Readonly<Record<string, readonly string[]>> };

export interface FuzzModel {
  /** `METHOD /path` as in the route table (`:param` placeholders kept). */
  readonly name: string;
  readonly method: Method;
  readonly path: string;
  /** Query keys every request carries so that the route's constraint matches (e.g. `push=1`). */
  readonly fixedQuery?: Readonly<Record<string, string>>;
  /** The query schema, or null for "anything" (the route ignores or parses it itself). */
  readonly query: z.ZodType | null;
  readonly body: BodyModel;
  readonly params?: Readonly<Record<string, fc.Arbitrary<string>>>;
  /** The route answers loopback clients only (development outbox): some requests come from 127.0.0.1. */
  readonly loopback?: boolean;
}

const NO_BODY: BodyModel = { kind: 'none' };

function contractModel(endpoint: StaffEndpointDef): FuzzModel {
  const [path, search] = endpoint.path.split('?') as [string, string | undefined];
  const fixedQuery = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
  const body: BodyModel = endpoint.body ? { kind: 'json', schema: endpoint.body } : endpoint.method === 'GET' ? NO_BODY : { kind: 'json', schema: null };
  const params = [...path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, idParam] as const);
  return {
    name: `${endpoint.method} ${path}${search ? `?${search}` : ''}`,
    method: endpoint.method,
    path,
    ...(fixedQuery ? { fixedQuery } : {}),
    query: endpoint.query ?? null,
    body,
    ...(params.length > 0 ? { params: Object.fromEntries(params) } : {}),
  };
}

const idParam = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 80 }).map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-1', '00001', '1e3', '0x1', '9'.repeat(40), '1.5', '%2e%2e', '..', '1%00', '%2F', 'NaN') },
  { weight: 1, arbitrary: urlHostileString.map((s) => encodeSegment(s.slice(0, 400))) },
);

function variantParam(variants: readonly string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...variants) },
    { weight: 1, arbitrary: fc.constantFrom('original', 'FULL', 'thumb.jpg', '..%2f..%2fsite.db', 'blurred%00', '') },
    { weight: 1, arbitrary: urlHostileString.map((s) => encodeSegment(s.slice(0, 200))) },
  );
}

/** Percent-encodes a path segment, keeping lone surrogates (which encodeURIComponent refuses) as raw escapes. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value) || 'x';
  } catch {
    return Buffer.from(value, 'utf8').toString('hex').replace(/(..)/g, '%$1');
  }
}

const PAYMENT_ID = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{10,40}$/),
  fc.constantFrom('pay_does_not_exist', '0', '-1'),
  urlHostileString.map((s) => encodeSegment(s.slice(0, 300))),
);

const SANDBOX_FORM = { action: ['pay', 'fail', 'cancel', 'pending', 'confirm', 'x'], card: ['visa', 'mastercard', 'amex'], save_card: ['1', '0'] };

/** The routes outside the contract: pages, files, media, the sandbox checkout and development tools. */
const EXTRA_MODELS: readonly FuzzModel[] = [
  { name: 'GET /api/unsubscribe.php', method: 'GET', path: '/api/unsubscribe.php', query: ENDPOINTS.unsubscribe.query, body: NO_BODY },
  { name: 'GET /api/ws.php', method: 'GET', path: '/api/ws.php', query: null, body: NO_BODY },
  { name: 'GET /api/openapi.json', method: 'GET', path: '/api/openapi.json', query: null, body: NO_BODY },
  { name: 'GET /dev/outbox', method: 'GET', path: '/dev/outbox', query: null, body: NO_BODY, loopback: true },
  { name: 'GET /dev/outbox.json', method: 'GET', path: '/dev/outbox.json', query: null, body: NO_BODY, loopback: true },
  { name: 'GET *', method: 'GET', path: '*', query: null, body: NO_BODY },
  { name: 'GET /app-icon-192.png', method: 'GET', path: '/app-icon-192.png', query: null, body: NO_BODY },
  { name: 'GET /app-icon-512.png', method: 'GET', path: '/app-icon-512.png', query: null, body: NO_BODY },
  { name: 'GET /app-icon-maskable-512.png', method: 'GET', path: '/app-icon-maskable-512.png', query: null, body: NO_BODY },
  { name: 'GET /apple-touch-icon.png', method: 'GET', path: '/apple-touch-icon.png', query: null, body: NO_BODY },
  { name: 'GET /manifest.webmanifest', method: 'GET', path: '/manifest.webmanifest', query: null, body: NO_BODY },
  { name: 'GET /sitemap.xml', method: 'GET', path: '/sitemap.xml', query: null, body: NO_BODY },
  { name: 'GET /robots.txt', method: 'GET', path: '/robots.txt', query: null, body: NO_BODY },
  {
    name: 'GET /media/photos/:id/:variant',
    method: 'GET',
    path: '/media/photos/:id/:variant',
    query: null,
    body: NO_BODY,
    params: { id: idParam, variant: variantParam(PHOTO_VARIANTS) },
  },
  {
    name: 'GET /media/chat/:id/:variant',
    method: 'GET',
    path: '/media/chat/:id/:variant',
    query: null,
    body: NO_BODY,
    params: { id: idParam, variant: variantParam(CHAT_PHOTO_VARIANTS) },
  },
  { name: 'GET /sandbox/checkout/:paymentId', method: 'GET', path: '/sandbox/checkout/:paymentId', query: null, body: NO_BODY, params: { paymentId: PAYMENT_ID } },
  {
    name: 'POST /sandbox/checkout/:paymentId',
    method: 'POST',
    path: '/sandbox/checkout/:paymentId',
    query: null,
    body: { kind: 'form', fields: SANDBOX_FORM },
    params: { paymentId: PAYMENT_ID },
  },
];

/** Multipart routes of the contract (no JSON body): their file field and form fields. */
const MULTIPART: Readonly<Record<string, BodyModel>> = {
  'POST /api/photos.php': { kind: 'multipart', fileField: 'photo', fields: { visibility: ['public', 'private', 'secret', ''] } },
  'POST /api/message-photo.php': {
    kind: 'multipart',
    fileField: 'photo',
    fields: { conversation_id: ['1', '2', '3', '-1', 'x'], member_id: ['1', '5', '9', '0'], idempotency_key: ['fuzz-key-0001', 'fuzz-key-0002', 'short'] },
  },
};

/** The sandbox webhook reads the raw body and checks its signature: any body and content type. */
const RAW_BODY: ReadonlySet<string> = new Set(['POST /api/webhooks/sandbox.php']);

/**
 * Routes registered only with another configuration than the fuzzed server's (PAYMENT_PROVIDER=sandbox): the Stripe
 * webhook exists only with PAYMENT_PROVIDER=stripe; its signature checks are tested in payments-stripe.test.ts.
 */
const OTHER_CONFIGURATION: ReadonlySet<string> = new Set(['POST /api/webhooks/stripe.php']);

/** Every route with a model, contract endpoints first. */
export function fuzzModels(): FuzzModel[] {
  const contract = [ENDPOINTS, STAFF_ENDPOINTS, BACKOFFICE_ENDPOINTS, MODERATION_ENDPOINTS]
    .flatMap((endpoints) => Object.values(endpoints) as StaffEndpointDef[])
    .filter((endpoint) => !OTHER_CONFIGURATION.has(`${endpoint.method} ${endpoint.path}`));
  const models = contract.map((endpoint) => {
    const model = contractModel(endpoint);
    const multipart = MULTIPART[model.name];
    if (multipart) return { ...model, body: multipart };
    if (RAW_BODY.has(model.name)) return { ...model, body: { kind: 'json', schema: null } as const };
    return model;
  });
  return [...models, ...EXTRA_MODELS];
}

export interface RouteEntry {
  readonly method: string;
  readonly path: string;
  /** Constraint label when the route is one of several on the same path (`{"pushQuery":"1"}`). */
  readonly constraint: string | null;
}

/**
 * The routes the server registered, from Fastify's route tree (`printRoutes`), one entry per method. HEAD routes that
 * Fastify adds for every GET are left out: GET models send HEAD requests too.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const text = app.printRoutes({ commonPrefix: false });
  const entries: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│ ]*)(?:[├└]── |(?=\S))?(\S.*?) \(([A-Z, ]+)\)(?: (\{.*\}))?$/.exec(line.replace(/\s+$/, ''));
    if (!match) continue;
    const [, indent = '', segment = '', methods = '', constraint] = match;
    // A continuation line (the same node with another constraint) has no branch mark, one indent deeper than its node.
    const isContinuation = !/[├└]── /.test(line);
    const depth = Math.floor(indent.length / 4) - (isContinuation ? 1 : 0);
    const path = `${stack.slice(0, Math.max(0, depth)).join('')}${segment}`;
    if (!isContinuation) {
      stack.length = depth;
      stack[depth] = segment;
    }
    for (const method of methods.split(',').map((m) => m.trim())) {
      if (method === 'HEAD') continue;
      entries.push({ method, path, constraint: constraint ?? null });
    }
  }
  return entries;
}

/** The model name a route entry needs. */
export function modelNameOf(entry: RouteEntry): string {
  const push = entry.constraint && /pushQuery/.test(entry.constraint) ? `?push=${JSON.parse(entry.constraint).pushQuery}` : '';
  return `${entry.method} ${entry.path}${push}`;
}

/** The fuzz test file that covers each model: by path, so that new routes land in a file without editing this list. */
export type FuzzGroup = 'accounts' | 'members' | 'payments' | 'social' | 'staff' | 'site';

const GROUP_PATHS: Readonly<Record<Exclude<FuzzGroup, 'site'>, readonly string[]>> = {
  accounts: [
    '/api/settings.php', '/api/companyinfo.php', '/api/interests.php', '/api/regions.php', '/api/health', '/api/user.php', '/api/logout.php',
    '/api/signup.php', '/api/complete-signup.php', '/api/activation.php', '/api/activate.php', '/api/password-reset.php',
    '/api/password-reset-do.php', '/api/password.php', '/api/mail-change.php', '/api/mail-change-do.php', '/api/account-delete.php',
    '/api/reactivate.php', '/api/reactivation-mail.php',
  ],
  members: ['/api/search.php', '/api/signup-matches.php', '/api/profile.php', '/api/photos.php', '/api/block.php', '/api/blocks.php', '/api/geocode.php', '/media/'],
  payments: [
    '/api/packages.php', '/api/pricing.php', '/api/retention-discount.php', '/api/timebonus.php', '/api/discountcode.php', '/api/payment.php', '/api/transactions.php',
    '/api/saved-methods.php', '/api/repeat-order.php', '/api/directdebit.php', '/api/directdebit-confirm.php', '/api/webhooks/', '/sandbox/',
  ],
  social: [
    '/api/like.php', '/api/likes.php', '/api/auto-like.php', '/api/match-finder.php', '/api/swipe.php', '/api/chats.php', '/api/chat.php',
    '/api/message.php', '/api/first-message.php', '/api/message-photo.php', '/api/read.php', '/api/typing.php', '/api/icebreakers.php', '/api/complaint.php',
    '/api/notifications.php', '/api/unsubscribe.php', '/api/report.php',
  ],
  staff: ['/api/staff/'],
};

export function groupOf(model: FuzzModel): FuzzGroup {
  if (model.name === 'POST /api/user.php?push=1') return 'social';
  for (const [group, paths] of Object.entries(GROUP_PATHS) as [FuzzGroup, readonly string[]][]) {
    if (paths.some((path) => (path.endsWith('/') ? model.path.startsWith(path) : model.path === path))) return group;
  }
  return 'site';
}

/** The models of the running server: every registered route with its model, and the routes without one. */
export function modelsOfServer(app: FastifyInstance): { models: FuzzModel[]; missing: RouteEntry[] } {
  const known = new Map(fuzzModels().map((model) => [model.name, model]));
  const models: FuzzModel[] = [];
  const missing: RouteEntry[] = [];
  const seen = new Set<string>();
  for (const entry of routeTable(app)) {
    const name = modelNameOf(entry);
    if (seen.has(name)) continue;
    seen.add(name);
    const model = known.get(name);
    if (model) models.push(model);
    else missing.push(entry);
  }
  return { models, missing };
}
