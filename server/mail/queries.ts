import type { Generated, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Queries of the mail area (the `outbox` table of migration 0003_mail). Rows in, rows out.
 * The table type lives here rather than in db/schema.ts so the mail module is self-contained; `withOutbox` widens
 * the shared Kysely instance to know it.
 */

/**
 * Each row is delivered by a `mail.deliver` job (server/jobs): pending → outbox (no SMTP_URL: the development outbox is
 * the destination), or pending → sending → sent | failed (SMTP, back to pending between attempts).
 */
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
  delivery: 'pending';
  created_at: string;
  list_unsubscribe?: string | null;
}

export async function insertOutboxRow(db: Kysely<MailDatabase>, row: NewOutboxRow): Promise<number> {
  const inserted = await db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Newest first; `recipient` matches case-insensitively; `delivered` keeps only mails whose delivery job ran. */
export async function selectOutboxRows(
  db: Kysely<MailDatabase>,
  options: { recipient?: string | undefined; limit: number; delivered?: boolean },
): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll();
  if (options.delivered) query = query.where('delivery', '=', 'outbox');
  if (options.recipient !== undefined) query = query.where(sql<string>`lower(recipient)`, '=', options.recipient.toLowerCase());
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

export async function selectOutboxRow(db: Kysely<MailDatabase>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Starts one delivery attempt of a row (its `mail.deliver` job holds the claim, server/jobs): pending → sending. A row
 * left `sending` by a worker that died is taken again. False when the row is already delivered or given up.
 */
export async function startOutboxAttempt(db: Kysely<MailDatabase>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({ delivery: 'sending', attempts: eb('attempts', '+', 1), last_attempt_at: now }))
    .where('id', '=', id)
    .where('delivery', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Without SMTP the development outbox is the destination: the row is delivered once its job ran. */
export async function markOutboxDelivered(db: Kysely<MailDatabase>, id: number): Promise<void> {
  await db.updateTable('outbox').set({ delivery: 'outbox' }).where('id', '=', id).where('delivery', '=', 'pending').execute();
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

/** Its job is dead (the last attempt failed, or its worker died): the row says so. */
export async function failOutboxRow(db: Kysely<MailDatabase>, id: number): Promise<void> {
  await db.updateTable('outbox').set({ delivery: 'failed' }).where('id', '=', id).where('delivery', 'in', ['pending', 'sending']).execute();
}
