import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type AuthFailure =
  | 'login_failed'
  | 'login_blocked'
  | 'login_refused_status'
  | 'reauth_failed'
  | 'reauth_blocked'
  | 'token_invalid';

/**
 * SEC-25: authentication failures as structured log lines. Never the password, token, hash, cookie or the typed
 * address (people type passwords into the email field): an address appears only as a short fingerprint, enough to
 * correlate attempts on one account.
 */
export function logAuthFailure(
  request: FastifyRequest,
  event: AuthFailure,
  details: { userId?: number; email?: string; kind?: string } = {},
): void {
  request.log.warn(
    {
      auth: event,
      site: request.site?.id,
      ip: request.ip,
      ...(details.userId !== undefined ? { userId: details.userId } : {}),
      ...(details.email !== undefined ? { account: fingerprint(details.email) } : {}),
      ...(details.kind !== undefined ? { kind: details.kind } : {}),
    },
    'authentication failure',
  );
}

function fingerprint(email: string): string {
  return createHash('sha256').update(email, 'utf8').digest('hex').slice(0, 12);
}
