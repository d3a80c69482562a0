import {
  emailError,
  newPasswordFieldErrors,
  normalizeEmail,
  type PasswordChangeRequest,
  type PasswordResetDoRequest,
} from '../../contract/accounts';
import type { FieldError } from '../../contract/errors';
import { withTransaction } from '../db/transaction';
import type { UserRow } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { isLanguage } from '../i18n/request-language';
import type { Viewer } from '../sessions/plugin';
import { deleteSessionsOfUser } from '../sessions/queries';
import { consumeToken, createAccountToken, findUsableToken } from './account-tokens';
import { limitKeys, sendMail, throttle, type AccountContext, type AccountDeps } from './context';
import { canReactivate, mailReactivationLink } from './deletion';
import { RATE_LIMITS, TOKEN_TTL_MS } from './limits';
import { accountLink } from './links';
import { COMMON_PASSWORDS, hashPassword } from './passwords';
import { selectProfile, selectUserByEmail, selectUserById, updatePasswordHash } from './queries';
import { reauthenticate } from './reauth';

/** The new password's field errors: the contract's rule, common passwords included, as the client applies it. */
function newPasswordErrors(input: { password: string; password_confirm: string }): Record<string, FieldError> {
  return newPasswordFieldErrors(input, COMMON_PASSWORDS);
}

async function mailPasswordChanged(deps: AccountDeps, ctx: AccountContext, user: UserRow): Promise<void> {
  const profile = await selectProfile(deps.db, user.id);
  await sendMail(deps, {
    to: user.email,
    language: isLanguage(user.language) ? user.language : ctx.language,
    site: ctx.site,
    template: 'password_changed',
    params: { name: profile?.name ?? '' },
  });
}

/**
 * POST /api/password-reset.php. SEC-4: the same answer for every address, in the same time: the request path only
 * validates and counts (the same work whatever the address); looking the address up and mailing happen after the
 * answer (`mailPasswordReset`, run by the route once the answer is out). A known address gets a link (1 hour, single
 * use); an unknown one a mail saying there is no account with it (SPEC §8 "email not found", told to the mailbox's
 * owner rather than to whoever typed it). At most 3 per address a day, counted whether or not the address has an
 * account, so the 429 `reset_too_many` tells nothing either. A login block does not stop a reset (SEC-3).
 * Answers what the job that mails after the answer needs.
 */
export async function requestPasswordReset(deps: AccountDeps, ctx: AccountContext, rawEmail: string): Promise<{ readonly email: string; readonly at: Date }> {
  const invalid = emailError(rawEmail);
  if (invalid) throw new HttpError('validation_failed', { fields: { email: invalid } });
  const now = deps.now();
  const email = normalizeEmail(rawEmail);
  await throttle(deps, limitKeys.resetIp(ctx.ip), RATE_LIMITS.resetMailPerIp, now);
  const perAddress = await deps.limiter.hit(limitKeys.resetAddress(ctx.site.id, email), RATE_LIMITS.resetMailPerAddress, now);
  if (!perAddress.allowed) throw new HttpError('reset_too_many');
  return { email: rawEmail, at: now };
}

/**
 * The second half of a reset request, as a job after the answer (server/accounts/routes.ts): the link, the
 * reactivation link or the "no account" mail.
 */
export async function mailPasswordReset(deps: AccountDeps, ctx: AccountContext, rawEmail: string, now: Date): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const user = await selectUserByEmail(deps.db, ctx.site.id, email);
  if (user && (user.status === 'not_confirmed' || user.status === 'confirmed')) {
    const token = await createAccountToken(deps.db, { userId: user.id, kind: 'reset', now });
    const profile = await selectProfile(deps.db, user.id);
    await sendMail(deps, {
      to: user.email,
      language: isLanguage(user.language) ? user.language : ctx.language,
      site: ctx.site,
      template: 'reset_password',
      params: { name: profile?.name ?? '', link: accountLink(ctx.origin, 'reset', token), minutes: TOKEN_TTL_MS.reset / 60_000 },
    });
    return;
  }
  if (user && canReactivate(user, now)) {
    // A deleted account cannot use a new password; the way back is the reactivation link.
    await mailReactivationLink(deps, ctx, user, now);
    return;
  }
  if (user) return; // banned or purged: nothing to offer
  await sendMail(deps, {
    to: rawEmail.trim(),
    language: ctx.language,
    site: ctx.site,
    template: 'reset_password_unknown',
    params: { email: rawEmail.trim(), site: ctx.site.settings.name },
  });
}

/** The reset token's row and its account, when the link can still set a password on this site; else undefined. */
async function usableReset(deps: AccountDeps, ctx: AccountContext, token: string, now: Date) {
  const row = await findUsableToken(deps.db, 'reset', token, now);
  const owner = row ? await selectUserById(deps.db, row.user_id) : undefined;
  if (!row || !owner || owner.site_id !== ctx.site.id || (owner.status !== 'not_confirmed' && owner.status !== 'confirmed')) return undefined;
  return { row, owner };
}

/**
 * GET /api/password-reset-do.php?token=…: the page asks before showing the form, so a used or expired link says so
 * at once instead of after the new password is typed. Changes nothing; the same test as the POST below.
 */
export async function checkPasswordReset(deps: AccountDeps, ctx: AccountContext, token: string): Promise<void> {
  if (!(await usableReset(deps, ctx, token, deps.now()))) throw new HttpError('reset_link_invalid');
}

/**
 * POST /api/password-reset-do.php: a new password with the mailed token. Ends every session (SEC-9), lifts the login
 * block, retires the other reset links and mails `password_changed`. Answers the account's user id.
 */
export async function resetPassword(deps: AccountDeps, ctx: AccountContext, input: PasswordResetDoRequest): Promise<number> {
  const now = deps.now();
  const usable = await usableReset(deps, ctx, input.token, now);
  if (!usable) {
    ctx.audit('token_invalid', { kind: 'reset' });
    throw new HttpError('reset_link_invalid');
  }
  const { row, owner } = usable;
  const fields = newPasswordErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', { fields });

  const passwordHash = await hashPassword(input.password);
  const changed = await withTransaction(deps.db, async (trx) => {
    if (!(await consumeToken(trx, row, now))) return false;
    await updatePasswordHash(trx, owner.id, passwordHash);
    await deleteSessionsOfUser(trx, owner.id);
    return true;
  });
  if (!changed) throw new HttpError('reset_link_invalid');
  await deps.limiter.clear(limitKeys.loginAccount(ctx.site.id, owner.email_normalized));
  await mailPasswordChanged(deps, ctx, owner);
  return owner.id;
}

/** POST /api/password.php: with the current password (SEC-10); the other sessions end, this one stays. */
export async function changePassword(deps: AccountDeps, ctx: AccountContext, viewer: Viewer, input: PasswordChangeRequest): Promise<void> {
  await reauthenticate(deps, ctx, viewer.user, input.current_password, 'current_password');
  const fields = newPasswordErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', { fields });
  const passwordHash = await hashPassword(input.password);
  await withTransaction(deps.db, async (trx) => {
    await updatePasswordHash(trx, viewer.userId, passwordHash);
    await deleteSessionsOfUser(trx, viewer.userId, viewer.sessionId);
  });
  await mailPasswordChanged(deps, ctx, viewer.user);
}
