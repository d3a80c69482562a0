import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { sharedPlugin } from '../http/plugin';
import { selectSessionByTokenHash, touchSession } from './queries';
import { SESSION_TOUCH_INTERVAL_MS, sessionTokenOf } from './service';
import { hashToken } from './tokens';

export interface Viewer {
  readonly userId: number;
  readonly sessionId: number;
  /** The user row as it was when the request started. */
  readonly user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of this request, or null. Set by the sessions plugin before the handlers run. */
    viewer: Viewer | null;
    /**
     * SEC-8: cookies of this request's answer carry `Secure`: the public URL is https (TLS ends at a proxy that may not
     * be trusted for X-Forwarded-Proto) or the request itself came over https (honouring TRUST_PROXY).
     */
    secureCookies: boolean;
  }
}

export interface SessionsPluginOptions {
  /** PUBLIC_URL: an https one makes every session cookie Secure, with or without TRUST_PROXY. */
  readonly publicUrl?: URL | null;
}

/** Statuses whose sessions are honoured; deletion and bans also delete the sessions, this is the second lock. */
const SESSION_STATUSES: ReadonlySet<UserRow['status']> = new Set(['not_confirmed', 'confirmed']);

/**
 * Resolves `request.viewer` from the `auth.session` cookie (SEC-7…9): the token's SHA-256 is looked up; the session
 * must not be expired, must belong to the request's site (sites are isolated) and its user must be active.
 * Registered after the sites plugin, whose hook sets `request.site`.
 */
export const sessionsPlugin = sharedPlugin<SessionsPluginOptions>('sessions', async (app, options) => {
  const httpsSite = options.publicUrl?.protocol === 'https:';
  app.decorateRequest('viewer', null);
  app.decorateRequest('secureCookies', false);
  app.addHook('onRequest', async (request) => {
    request.secureCookies = httpsSite || request.protocol === 'https';
    if (request.url.startsWith('/assets/')) return;
    const token = sessionTokenOf(request);
    if (!token) return;
    const found = await selectSessionByTokenHash(app.db, hashToken(token));
    if (!found) return;
    const { session, user } = found;
    const now = app.clock();
    if (session.expires_at <= now.toISOString()) return;
    if (session.site_id !== request.site.id || user.site_id !== request.site.id) return;
    if (!SESSION_STATUSES.has(user.status)) return;
    if (now.getTime() - Date.parse(session.last_seen_at) >= SESSION_TOUCH_INTERVAL_MS) {
      await touchSession(app.db, session.id, now.toISOString());
    }
    request.viewer = { userId: user.id, sessionId: session.id, user };
  });
});

/** preHandler of calls that need a logged-in user: 403 `authentication_required` otherwise (SPEC §8). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw new HttpError('authentication_required');
}

/** The viewer of a request that passed `requireUser`. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new HttpError('authentication_required');
  return request.viewer;
}
