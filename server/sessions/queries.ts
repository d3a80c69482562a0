import type { Kysely, Transaction } from 'kysely';
import type { Database, SessionRow, UserRow } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewSession {
  readonly tokenHash: string;
  readonly userId: number;
  readonly siteId: number;
  readonly now: string;
  readonly expiresAt: string;
  readonly userAgent: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      site_id: session.siteId,
      created_at: session.now,
      expires_at: session.expiresAt,
      last_seen_at: session.now,
      user_agent: session.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SessionWithUser {
  readonly session: SessionRow;
  readonly user: UserRow;
}

export async function selectSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionWithUser | undefined> {
  const session = await db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!session) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  return user ? { session, user } : undefined;
}

export async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user, or every one but `exceptSessionId` (the one changing the password). */
export async function deleteSessionsOfUser(db: Db, userId: number, exceptSessionId?: number): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
