import { createHash } from 'node:crypto';
import type { ServerHandle } from '../harness';

/**
 * A fingerprint of the database: the row count of every table, plus a hash of the rows that tests name (the acting
 * member's account and profile). Two equal snapshots mean a request changed nothing that matters.
 */
export interface StateSnapshot {
  readonly counts: Readonly<Record<string, number>>;
  readonly rows: string;
}

/** Tables that requests may touch without changing state: session last-seen times, throttling counters. */
const VOLATILE = new Set(['rate_events', 'kysely_migration', 'kysely_migration_lock']);

export async function snapshot(server: ServerHandle, userIds: readonly number[] = []): Promise<StateSnapshot> {
  const db = server.app.db;
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !VOLATILE.has(name)).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table as never)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number((row as { n: number | string }).n);
  }
  const hash = createHash('sha256');
  for (const id of userIds) {
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    const profile = await db.selectFrom('profiles').selectAll().where('user_id', '=', id).executeTakeFirst();
    const { last_active_at: _seen, ...stableProfile } = (profile ?? {}) as Record<string, unknown>;
    hash.update(JSON.stringify(user ?? null)).update(JSON.stringify(stableProfile));
  }
  return { counts, rows: hash.digest('hex') };
}
