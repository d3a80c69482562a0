import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for the security fuzzing (SEC-25): values shaped by the contract's zod schemas (through their
 * JSON Schema, input side) and hostile values that no schema allows. "Valid-ish" values follow the schema's types,
 * enums, lengths and patterns, with a bias towards small ids so that they hit rows that exist.
 */

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Strings people and attackers type: unicode of every plane, control characters, markup, injections, traversal. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0041\u0042',
  '\uD800',
  '\uFEFF',
  '😀'.repeat(40),
  'ñ̴̛̬͎ǫ̴̧̥͉',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR '1'='1' --",
  '1; DROP TABLE users',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x7fffffff',
  '9007199254740993',
  '2147483648',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'a'.repeat(257),
  'http://127.0.0.1:22/',
  'file:///etc/passwd',
  'mailto:x@example.com',
  'x@example.com',
  '@',
  'a@b',
  '1990-02-31',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
];

/** A few long strings, as constants (generating them char by char would cost more than the requests). */
const HUGE = [5_000, 70_000].map((n) => 'ö'.repeat(n));

/**
 * Long strings for URLs. Node refuses a request line and headers above 16 KiB (431) before Fastify sees them, so
 * longer URLs cannot happen in production; through `inject` they only cost parsing time (an ö is 6 URL characters).
 */
const LONG_FOR_URL = ['ö'.repeat(1_000), 'a'.repeat(4_000)];

/** Above the 1 MiB body limit: answered 413 before parsing. */
export const OVERSIZE_BODY = `{"text":"${'x'.repeat(1_100_000)}"}`;

function hostileStringWith(long: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...long) },
  );
}

/** Hostile strings for bodies (up to 70,000 characters). */
export const hostileString: fc.Arbitrary<string> = hostileStringWith(HUGE);

/** Hostile strings for paths and query strings (at most 4,000 characters). */
export const urlHostileString: fc.Arbitrary<string> = hostileStringWith(LONG_FOR_URL);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, -2147483649, 2147483648, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function hostileValueWith(strings: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: strings },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { __proto__: null }) },
    { weight: 1, arbitrary: fc.constantFrom({ constructor: { prototype: { polluted: 1 } } }, { toString: 'x', valueOf: 1 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Any JSON value that a schema would not expect, including nested prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = hostileValueWith(hostileString);

/** The same, for query strings. */
export const urlHostileValue: fc.Arbitrary<unknown> = hostileValueWith(urlHostileString);

function resolve(root: JsonSchema, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  const target = root.$defs?.[name];
  return target ?? {};
}

/**
 * A string of a `pattern` within the schema's length bounds. A pattern that is one character class repeated
 * (`^[A-Za-z0-9_-]+$`, `{8,64}`) is built from that class at a length in bounds; any other pattern comes from
 * `fc.stringMatching`, cut to the maximum length. Never a `.filter` on the length: fast-check retries a filter
 * without end, and `stringMatching` rarely reaches a long minimum (80 characters for a push key), which hung the run.
 */
function patternString(source: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const repeated = /^\^(\[[^\]]+\]|\\d)(\+|\*|\{(\d+)(?:,(\d*))?\})\$$/.exec(source);
  if (repeated) {
    const [, unit = '', quantifier = '', low, high] = repeated;
    const min = Math.max(minLength, quantifier === '+' ? 1 : low !== undefined ? Number(low) : 0);
    const max = Math.min(maxLength, high !== undefined ? (high === '' ? Infinity : Number(high)) : low !== undefined && quantifier.startsWith('{') ? Number(low) : Infinity, 300);
    return fc.string({ unit: fc.stringMatching(new RegExp(`^${unit}$`)), minLength: min, maxLength: Math.max(min, max) });
  }
  return fc.stringMatching(new RegExp(source)).map((s) => s.slice(0, maxLength));
}

function stringFor(schema: JsonSchema, key: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  if (schema.pattern) return patternString(schema.pattern, minLength, schema.maxLength ?? maxLength);
  if (schema.format === 'email' || /email/.test(key)) {
    return fc.oneof(fc.emailAddress(), fc.string({ minLength, maxLength }));
  }
  if (/password/.test(key)) {
    return fc.oneof(fc.constant('velvet-harbour-lantern-42!'), fc.string({ unit: 'grapheme', minLength: 8, maxLength: 80 }), fc.constantFrom('password', 'short'));
  }
  if (/date|_at$|birth/.test(key) || schema.format === 'date') {
    return fc.oneof(
      fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('1990-05-17', '2010-01-01', '1990-13-40'),
    );
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function numberFor(schema: JsonSchema, key: string, integer: boolean): fc.Arbitrary<number> {
  const lowBound = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const highBound = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) {
    const min = Math.max(lowBound ?? -(2 ** 31), Number.MIN_SAFE_INTEGER);
    const max = Math.min(highBound ?? 2 ** 31, Number.MAX_SAFE_INTEGER);
    const full = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    // Ids that exist: the seeded members, packages, photos and conversations have small ids.
    const smallMin = Math.max(Math.ceil(min), 0);
    const smallMax = Math.min(Math.floor(max), 80);
    if (smallMin <= smallMax && /id$|ids$|^id|count|page|age|credits/.test(key)) {
      return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: smallMin, max: smallMax }) }, { weight: 1, arbitrary: full });
    }
    return full;
  }
  return fc.double({ min: lowBound ?? -1e6, max: highBound ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** A value of `schema`'s input type, close to valid (types, enums, lengths, patterns right; cross-field rules ignored). */
export function validish(root: JsonSchema, input: JsonSchema = root, key = '', depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(root, input);
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((alt) => validish(root, alt, key, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return validish(root, schema.allOf[0] as JsonSchema, key, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, key);
    case 'integer':
      return numberFor(schema, key, true);
    case 'number':
      return numberFor(schema, key, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? validish(root, schema.items, key, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 8) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) model[name] = validish(root, property, name, depth + 1);
      const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
      const record = Object.keys(model).length > 0 ? fc.record(model, { requiredKeys }) : fc.constant({});
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        const extra = fc.dictionary(fc.string({ maxLength: 12 }), validish(root, schema.additionalProperties, '', depth + 1), { maxKeys: 3 });
        return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...(known as object) }));
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A value close to `valid`: one key replaced by a hostile value, an unknown or prototype key added, a key dropped,
 * or the whole value swapped for something of another type.
 */
export function mutated(valid: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown> = hostileValue): fc.Arbitrary<unknown> {
  return fc.tuple(valid, hostile, fc.nat(), fc.constantFrom('replace', 'add', 'drop', 'swap', 'wrap')).map(([value, hostile, pick, how]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return how === 'wrap' ? [value, hostile] : hostile;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = keys.length > 0 ? (keys[pick % keys.length] as string) : 'id';
    switch (how) {
      case 'replace':
        copy[key] = hostile;
        return copy;
      case 'add':
        copy[['__proto__x', 'extra', 'isAdmin', 'role', 'user_id', 'site_id', 'premium', 'credits'][pick % 8] as string] = hostile;
        return copy;
      case 'drop':
        delete copy[key];
        return copy;
      case 'wrap':
        copy[key] = [copy[key], hostile];
        return copy;
      default:
        return hostile;
    }
  });
}
