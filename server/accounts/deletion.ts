import { emailError, normalizeEmail, type AccountDeleteRequest } from '../../contract/accounts';
import { DELETE_GRACE_DAYS } from '../../contract/constants';
import { withTransaction } from '../db/transaction';
import type { UserRow } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { isLanguage } from '../i18n/request-language';
import { deleteSessionsOfUser } from '../sessions/queries';
import { startSession, type StartedSession } from '../sessions/service';
import { consumeToken, createAccountToken, findUsableToken, retireTokens } from './account-tokens';
import { limitKeys, loadUser, sendMail, throttle, type AccountContext, type AccountDeps } from './context';
import type { User } from '../../contract/entities';
import { DELETE_GRACE_MS, RATE_LIMITS } from './limits';
import { accountLink } from './links';
import { selectProfile, selectUserByEmail, selectUserById, setProfileStatus } from './queries';
import { reauthenticate } from './reauth';
import type { Viewer } from '../sessions/plugin';

const DAY_MS = 24 * 60 * 60 * 1000;

function mailLanguage(user: UserRow, fallback: AccountContext['language']) {
  return isLanguage(user.language) ? user.language : fallback;
}

/** A deleted account whose personal data is still here and whose window is open at `now`. */
export function canReactivate(user: UserRow, now: Date): boolean {
  return user.status === 'deleted' && user.purged_at === null && user.purge_after !== null && user.purge_after > now.toISOString();
}

/** Mails a fresh reactivation link, valid until the end of the window. No limit here: callers apply theirs. */
async function sendReactivationLink(deps: AccountDeps, ctx: AccountContext, user: UserRow, now: Date): Promise<void> {
  const purgeAfter = new Date(user.purge_after ?? now.toISOString());
  const token = await createAccountToken(deps.db, { userId: user.id, kind: 'reactivate', now, expiresAt: purgeAfter });
  const profile = await selectProfile(deps.db, user.id);
  await sendMail(deps, {
    to: user.email,
    language: mailLanguage(user, ctx.language),
    site: ctx.site,
    template: 'account_deleted',
    params: {
      name: profile?.name ?? '',
      link: accountLink(ctx.origin, 'reactivate', token),
      days: Math.max(1, Math.ceil((purgeAfter.getTime() - now.getTime()) / DAY_MS)),
    },
  });
}

/** The reactivation mail sent on the side of another flow (a login with the right password): silently limited. */
export async function mailReactivationLink(deps: AccountDeps, ctx: AccountContext, user: UserRow, now: Date): Promise<void> {
  const decision = await deps.limiter.hit(
    limitKeys.reactivationAddress(ctx.site.id, user.email_normalized),
    RATE_LIMITS.reactivationMailPerAddress,
    now,
  );
  if (decision.allowed) await sendReactivationLink(deps, ctx, user, now);
}

/**
 * POST /api/account-delete.php: SPEC §4/§9. The account and its profile disappear at once, every session ends
 * (SEC-9), and a reactivation link valid for the window is mailed. The purge job erases the data afterwards.
 */
export async function deleteAccount(deps: AccountDeps, ctx: AccountContext, viewer: Viewer, input: AccountDeleteRequest): Promise<void> {
  await reauthenticate(deps, ctx, viewer.user, input.password, 'password');
  const now = deps.now();
  const purgeAfter = new Date(now.getTime() + DELETE_GRACE_MS);
  const token = await withTransaction(deps.db, async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', viewer.userId).executeTakeFirst();
    if (!user || (user.status !== 'not_confirmed' && user.status !== 'confirmed')) throw new HttpError('authentication_required');
    await trx
      .updateTable('users')
      .set({
        status: 'deleted',
        status_before_delete: user.status,
        deleted_at: now.toISOString(),
        purge_after: purgeAfter.toISOString(),
        delete_reason: input.reason,
        delete_comment: input.comment ? input.comment : null,
      })
      .where('id', '=', user.id)
      .execute();
    await setProfileStatus(trx, user.id, 'disabled');
    await deleteSessionsOfUser(trx, user.id);
    await retireTokens(trx, user.id, 'activation', now);
    await retireTokens(trx, user.id, 'reset', now);
    await retireTokens(trx, user.id, 'mail_change', now);
    return createAccountToken(trx, { userId: user.id, kind: 'reactivate', now, expiresAt: purgeAfter });
  });
  const profile = await selectProfile(deps.db, viewer.userId);
  await sendMail(deps, {
    to: viewer.user.email,
    language: mailLanguage(viewer.user, ctx.language),
    site: ctx.site,
    template: 'account_deleted',
    params: { name: profile?.name ?? '', link: accountLink(ctx.origin, 'reactivate', token), days: DELETE_GRACE_DAYS },
  });
}

export interface Reactivated {
  readonly user: User;
  readonly session: StartedSession;
}

/** POST /api/reactivate.php: within the window, the mailed link brings the account back and logs it in. */
export async function reactivate(deps: AccountDeps, ctx: AccountContext, token: string): Promise<Reactivated> {
  const now = deps.now();
  const row = await findUsableToken(deps.db, 'reactivate', token, now);
  const owner = row ? await selectUserById(deps.db, row.user_id) : undefined;
  if (!row || !owner || owner.site_id !== ctx.site.id || !canReactivate(owner, now)) {
    ctx.audit('token_invalid', { kind: 'reactivate' });
    throw new HttpError('reactivation_failed');
  }
  const session = await withTransaction(deps.db, async (trx) => {
    if (!(await consumeToken(trx, row, now))) return null;
    const status = owner.status_before_delete ?? 'not_confirmed';
    const result = await trx
      .updateTable('users')
      .set({
        status,
        status_before_delete: null,
        deleted_at: null,
        purge_after: null,
        delete_reason: null,
        delete_comment: null,
        last_login_at: now.toISOString(),
      })
      .where('id', '=', owner.id)
      .where('status', '=', 'deleted')
      .where('purged_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    await setProfileStatus(trx, owner.id, status === 'confirmed' ? 'active' : 'disabled');
    return startSession(trx, { userId: owner.id, siteId: ctx.site.id, now, userAgent: ctx.userAgent });
  });
  if (!session) throw new HttpError('reactivation_failed');
  const user = await loadUser(deps.db, owner.id);
  await sendMail(deps, {
    to: owner.email,
    language: user.language,
    site: ctx.site,
    template: 'account_reactivated',
    params: { name: user.profile.name },
  });
  return { user, session };
}

/**
 * POST /api/reactivation-mail.php: always `{ ok: true }` (SEC-4); a fresh link goes out only when the address has a
 * deleted account in its window. Limited per address (known or not) and per IP.
 */
export async function requestReactivationMail(deps: AccountDeps, ctx: AccountContext, rawEmail: string): Promise<void> {
  const invalid = emailError(rawEmail);
  if (invalid) throw new HttpError('validation_failed', { fields: { email: invalid } });
  const now = deps.now();
  const email = normalizeEmail(rawEmail);
  await throttle(deps, limitKeys.reactivationIp(ctx.ip), RATE_LIMITS.reactivationMailPerIp, now);
  await throttle(deps, limitKeys.reactivationAddress(ctx.site.id, email), RATE_LIMITS.reactivationMailPerAddress, now);
  const user = await selectUserByEmail(deps.db, ctx.site.id, email);
  if (user && canReactivate(user, now)) await sendReactivationLink(deps, ctx, user, now);
}
