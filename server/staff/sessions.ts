import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { secureCookieOf } from '../sessions/service';
import { hashToken, newToken } from '../sessions/tokens';

type Db = Kysely<Database> | Transaction<Database>;

/** The staff session cookie: separate from the member's `auth.session`, so neither grants the other. */
export const STAFF_COOKIE_NAME = 'staff.session';
/** Staff sessions last 12 hours (shared back-office brief). */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface StartedStaffSession {
  readonly id: number;
  /** Goes into the cookie only; the database keeps its SHA-256. */
  readonly token: string;
}

/** A new session with a fresh random token (SEC-7). */
export async function startStaffSession(db: Db, input: { staffId: number; now: Date; totpPassed: boolean; ip: string | null }): Promise<StartedStaffSession> {
  const token = newToken();
  const row = await db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashToken(token),
      staff_id: input.staffId,
      created_at: input.now.toISOString(),
      expires_at: new Date(input.now.getTime() + STAFF_SESSION_TTL_MS).toISOString(),
      totp_passed: input.totpPassed ? 1 : 0,
      ip: input.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

function cookieOptions(request: FastifyRequest) {
  // HttpOnly, SameSite=Strict (the back office is never reached by a cross-site link that needs the session), host-only.
  return { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: secureCookieOf(request) };
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE_NAME, token, { ...cookieOptions(request), maxAge: STAFF_SESSION_TTL_MS / 1000 });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE_NAME, cookieOptions(request));
}

export function staffTokenOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[STAFF_COOKIE_NAME];
  return value && value.length <= 256 ? value : undefined;
}
