/**
 * Whether an error means the database cannot be reached right now (PostgreSQL restarting or gone, a connection
 * dropped under a query, SQLite locked past its busy timeout) rather than a fault in the request or the code. Such a
 * request is answered 503 `unavailable` (the client retries later); the pool replaces broken connections by itself.
 */

/** PostgreSQL SQLSTATEs of a server going away or not accepting connections yet (class 08, and 57P01–57P03). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** Node socket errors of a refused, reset or timed-out connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres says these in plain Error messages, without a code. */
const PG_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

function matches(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (code === 'SQLITE_BUSY') return true;
  }
  if (error instanceof AggregateError && error.errors.some(matches)) return true;
  return PG_MESSAGES.some((text) => error.message.startsWith(text));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (matches(current)) return true;
    current = current.cause;
  }
  return false;
}
