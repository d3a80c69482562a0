import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { AUTH_COOKIE_MAX_AGE_S, AUTH_COOKIE_NAME } from '../../contract/constants';
import type { Database } from '../db/schema';
import { insertSession } from './queries';
import { hashToken, newToken } from './tokens';

type Db = Kysely<Database> | Transaction<Database>;

/** SPEC §9: sessions (and their cookie) last 30 days. */
export const SESSION_TTL_MS = AUTH_COOKIE_MAX_AGE_S * 1000;
/** last_seen_at is written at most this often, so a busy member does not cause a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
const USER_AGENT_MAX_LENGTH = 256;

export interface StartedSession {
  readonly id: number;
  /** Goes into the cookie only; the database keeps its SHA-256. */
  readonly token: string;
}

/** Starts a session with a fresh random token (SEC-7: a new token at every login, signup and reactivation). */
export async function startSession(
  db: Db,
  input: { userId: number; siteId: number; now: Date; userAgent: string | undefined },
): Promise<StartedSession> {
  const token = newToken();
  const id = await insertSession(db, {
    tokenHash: hashToken(token),
    userId: input.userId,
    siteId: input.siteId,
    now: input.now.toISOString(),
    expiresAt: new Date(input.now.getTime() + SESSION_TTL_MS).toISOString(),
    userAgent: input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  });
  return { id, token };
}

/** SEC-8: whether cookies set on this request's answer get `Secure` (set by the sessions plugin). */
export function secureCookieOf(request: FastifyRequest): boolean {
  return request.secureCookies === true || request.protocol === 'https';
}

function cookieOptions(request: FastifyRequest) {
  return {
    // SEC-8: host-only (no Domain), HttpOnly, SameSite=Lax, Secure on https: an https PUBLIC_URL, or an https request
    // (request.protocol honours TRUST_PROXY); see the sessions plugin.
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookieOf(request),
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(AUTH_COOKIE_NAME, token, { ...cookieOptions(request), maxAge: AUTH_COOKIE_MAX_AGE_S });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(AUTH_COOKIE_NAME, cookieOptions(request));
}

/** The raw session token of the request's cookie, if any. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[AUTH_COOKIE_NAME];
  return value && value.length <= 256 ? value : undefined;
}
