import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DbDialect } from '../db/dialect';
import { withTransaction } from '../db/transaction';
import type { RateRule } from './limits';

export interface RateDecision {
  readonly allowed: boolean;
  /** Events in the window, this one included when it was recorded. */
  readonly count: number;
  /** When refused: how long until one more event fits. 0 when allowed. */
  readonly retryAfterMs: number;
  /** The recorded event (hit only), so a caller can take it back. */
  readonly eventId: number | null;
}

/** Keys name addresses and IPs: only their SHA-256 is stored. */
function keyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A 52-bit lock number from the key hash, for PostgreSQL advisory locks. */
function lockNumber(hash: string): number {
  return Number.parseInt(hash.slice(0, 13), 16);
}

/**
 * Sliding-window rate limits kept in the database (`rate_events`), so they hold across restarts and across several
 * server instances, on SQLite and PostgreSQL alike.
 * `hit` checks and records atomically: on SQLite the transaction starts with BEGIN IMMEDIATE; on PostgreSQL a
 * transaction-scoped advisory lock on the key serialises concurrent hits, so N parallel requests cannot all slip
 * under the limit.
 */
export class RateLimiter {
  readonly #db: Kysely<Database>;
  readonly #dialect: DbDialect;

  constructor(db: Kysely<Database>, dialect: DbDialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** Counts without recording. */
  async check(key: string, rules: RateRule | readonly RateRule[], now: Date): Promise<RateDecision> {
    const list = toList(rules);
    const times = await this.#eventTimes(this.#db, keyHash(key), longest(list), now);
    return decideAll(times, list, now, null);
  }

  /**
   * Records an event when it fits in every rule (one key may have several windows, such as 3 an hour and 10 a day);
   * refuses, recording nothing, otherwise.
   */
  async hit(key: string, rules: RateRule | readonly RateRule[], now: Date): Promise<RateDecision> {
    const list = toList(rules);
    const hash = keyHash(key);
    return withTransaction(this.#db, async (trx) => {
      if (this.#dialect === 'postgres') await sql`select pg_advisory_xact_lock(${lockNumber(hash)})`.execute(trx);
      const times = await this.#eventTimes(trx, hash, longest(list), now);
      const refused = decideAll(times, list, now, null);
      if (!refused.allowed) return refused;
      const row = await trx
        .insertInto('rate_events')
        .values({ key: hash, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { allowed: true, count: countIn(times, longest(list), now) + 1, retryAfterMs: 0, eventId: row.id };
    });
  }

  /** Takes back one recorded event (an attempt that turned out fine). */
  async remove(eventId: number): Promise<void> {
    await this.#db.deleteFrom('rate_events').where('id', '=', eventId).execute();
  }

  /** Forgets every event of a key (a successful login or a password reset lifts the block). */
  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom('rate_events').where('key', '=', keyHash(key)).execute();
  }

  /** Deletes events older than any window. */
  async prune(olderThan: Date): Promise<number> {
    const result = await this.#db.deleteFrom('rate_events').where('created_at', '<', olderThan.toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async #eventTimes(db: Kysely<Database>, hash: string, rule: RateRule, now: Date): Promise<string[]> {
    const since = new Date(now.getTime() - rule.windowMs).toISOString();
    const rows = await db
      .selectFrom('rate_events')
      .select('created_at')
      .where('key', '=', hash)
      .where('created_at', '>', since)
      .orderBy('created_at', 'asc')
      .execute();
    return rows.map((row) => row.created_at);
  }
}

function toList(rules: RateRule | readonly RateRule[]): readonly RateRule[] {
  return Array.isArray(rules) ? rules : [rules as RateRule];
}

function longest(rules: readonly RateRule[]): RateRule {
  return rules.reduce((a, b) => (b.windowMs > a.windowMs ? b : a));
}

function inWindow(times: readonly string[], rule: RateRule, now: Date): string[] {
  const since = now.getTime() - rule.windowMs;
  return times.filter((time) => Date.parse(time) > since);
}

function countIn(times: readonly string[], rule: RateRule, now: Date): number {
  return inWindow(times, rule, now).length;
}

/** Allowed when every rule has room; otherwise refused with the longest wait among the full rules. */
function decideAll(times: readonly string[], rules: readonly RateRule[], now: Date, eventId: number | null): RateDecision {
  let retryAfterMs = 0;
  for (const rule of rules) {
    const recent = inWindow(times, rule, now);
    if (recent.length < rule.limit) continue;
    // One more event fits once the oldest events that keep the count at the limit have left the window.
    const freeing = recent[recent.length - rule.limit] ?? now.toISOString();
    retryAfterMs = Math.max(retryAfterMs, Math.max(1, Date.parse(freeing) + rule.windowMs - now.getTime()));
  }
  const count = countIn(times, longest(rules), now);
  return retryAfterMs > 0 ? { allowed: false, count, retryAfterMs, eventId: null } : { allowed: true, count, retryAfterMs: 0, eventId };
}

/** The brief's shape: `rateLimit(key, limit, windowMs)` recording one event when allowed. */
export function rateLimit(limiter: RateLimiter, key: string, limit: number, windowMs: number, now: Date): Promise<RateDecision> {
  return limiter.hit(key, { limit, windowMs }, now);
}
