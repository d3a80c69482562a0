import type { UserRow } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { limitKeys, rateLimited, type AccountContext, type AccountDeps } from './context';
import { RATE_LIMITS } from './limits';
import { verifyPassword } from './passwords';

/**
 * SEC-10: the current password before changing the email or the password, or deleting the account. Wrong answers are
 * limited per account (a stolen session must not become a password oracle): 403 `reauth_failed` with a field error,
 * then 429 `rate_limited`.
 */
export async function reauthenticate(
  deps: AccountDeps,
  ctx: AccountContext,
  user: UserRow,
  password: string,
  field: 'password' | 'current_password',
): Promise<void> {
  const decision = await deps.limiter.hit(limitKeys.reauth(user.id), RATE_LIMITS.reauthPerAccount, deps.now());
  if (!decision.allowed) {
    ctx.audit('reauth_blocked', { userId: user.id });
    throw rateLimited(decision.retryAfterMs);
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    ctx.audit('reauth_failed', { userId: user.id });
    throw new HttpError('reauth_failed', { fields: { [field]: { code: 'password_incorrect' } } });
  }
  if (decision.eventId !== null) await deps.limiter.remove(decision.eventId);
}
