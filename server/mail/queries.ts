import type { Generated, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Queries of the mail area (the `outbox` table of migration 0003_mail). Rows in, rows out.
 * The table type lives here rather than in db/schema.ts so the mail module is self-contained; `withOutbox` widens
 * the shared Kysely instance to know it.
 */

/** outbox: the only destination without SMTP_URL (final), else a queue: pending → sending → sent | failed. */
export type OutboxDelivery = 'outbox' | 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  site_id: number;
  recipient: string;
  language: string;
  from_name: string;
  from_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  template: string;
  /** JSON Record<string, string | number> */
  params: string;
  delivery: OutboxDelivery;
  attempts: Generated<number>;
  last_attempt_at: string | null;
  sent_at: string | null;
  created_at: string;
  /** Migration 0009_notifications: the one-click unsubscribe URL of a notification mail. */
  list_unsubscribe: string | null;
}

export type OutboxRow = Selectable<OutboxTable>;
export type MailDatabase = Database & { outbox: OutboxTable };

export function withOutbox(db: Kysely<Database>): Kysely<MailDatabase> {
  return db.withTables<{ outbox: OutboxTable }>();
}

export interface NewOutboxRow {
  site_id: number;
  recipient: string;
  language: string;
  from_name: string;
  from_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  template: string;
  params: string;
  delivery: 'outbox' | 'pending';
  created_at: string;
  list_unsubscribe?: string | null;
}

export async function insertOutboxRow(db: Kysely<MailDatabase>, row: NewOutboxRow): Promise<number> {
  const inserted = await db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Newest first; `recipient` matches case-insensitively. */
export async function selectOutboxRows(
  db: Kysely<MailDatabase>,
  options: { recipient?: string | undefined; limit: number },
): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll();
  if (options.recipient !== undefined) query = query.where(sql<string>`lower(recipient)`, '=', options.recipient.toLowerCase());
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

export async function selectOutboxRow(db: Kysely<MailDatabase>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims a pending row for one delivery attempt. The conditional update makes the claim atomic, so when several
 * instances resume the same queue only one of them sends each mail.
 */
export async function claimOutboxRow(db: Kysely<MailDatabase>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({ delivery: 'sending', attempts: eb('attempts', '+', 1), last_attempt_at: now }))
    .where('id', '=', id)
    .where('delivery', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After a successful delivery; the bodies and parameters are replaced by their redacted copies. */
export async function markOutboxSent(
  db: Kysely<MailDatabase>,
  id: number,
  now: string,
  redacted: { text: string; html: string; params: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ delivery: 'sent', sent_at: now, ...redacted })
    .where('id', '=', id)
    .execute();
}

export async function releaseOutboxRow(db: Kysely<MailDatabase>, id: number, delivery: 'pending' | 'failed'): Promise<void> {
  await db.updateTable('outbox').set({ delivery }).where('id', '=', id).where('delivery', '=', 'sending').execute();
}

/**
 * Rows to resume at start: pending ones, and ones left `sending` by an instance that stopped mid-attempt (claimed
 * more than `staleBefore` ago), both created after `since` (a mail that is days old is no longer worth sending).
 */
export async function selectResumableOutboxIds(
  db: Kysely<MailDatabase>,
  options: { since: string; staleBefore: string; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('created_at', '>=', options.since)
    .where((eb) =>
      eb.or([
        eb('delivery', '=', 'pending'),
        eb.and([eb('delivery', '=', 'sending'), eb('last_attempt_at', '<', options.staleBefore)]),
      ]),
    )
    .orderBy('id', 'asc')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Puts a stale `sending` row back to pending so it can be claimed again. */
export async function requeueStaleOutboxRow(db: Kysely<MailDatabase>, id: number, staleBefore: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ delivery: 'pending' })
    .where('id', '=', id)
    .where('delivery', '=', 'sending')
    .where('last_attempt_at', '<', staleBefore)
    .execute();
}
