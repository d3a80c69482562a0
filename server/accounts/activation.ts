import type { User } from '../../contract/entities';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { isLanguage } from '../i18n/request-language';
import type { Viewer } from '../sessions/plugin';
import { consumeToken, createAccountToken, findUsableToken } from './account-tokens';
import { limitKeys, loadUser, sendMail, throttle, type AccountContext, type AccountDeps } from './context';
import { RATE_LIMITS } from './limits';
import { accountLink } from './links';
import { selectProfile, selectUserById, setProfileStatus } from './queries';

/**
 * POST /api/activation.php: the activation mail again, with a new link (earlier links keep working until used or
 * expired). At most 3 an hour and 10 a day per account. An account that is already confirmed gets nothing.
 */
export async function resendActivation(deps: AccountDeps, ctx: AccountContext, viewer: Viewer): Promise<void> {
  if (viewer.user.status !== 'not_confirmed') return;
  const now = deps.now();
  await throttle(
    deps,
    limitKeys.activationMail(viewer.userId),
    [RATE_LIMITS.activationMailPerAccountHour, RATE_LIMITS.activationMailPerAccountDay],
    now,
  );
  const token = await createAccountToken(deps.db, { userId: viewer.userId, kind: 'activation', now });
  const profile = await selectProfile(deps.db, viewer.userId);
  await sendMail(deps, {
    to: viewer.user.email,
    language: isLanguage(viewer.user.language) ? viewer.user.language : ctx.language,
    site: ctx.site,
    template: 'activation',
    params: { name: profile?.name ?? '', link: accountLink(ctx.origin, 'activation', token) },
  });
}

/**
 * POST /api/activate.php: single use, 7 days. The account moves from not_confirmed to confirmed and its profile
 * becomes active. Bad, used or expired links answer 400 `activation_failed` (SPEC §8 "Activeren mislukt.").
 */
export async function activate(deps: AccountDeps, ctx: AccountContext, token: string): Promise<User> {
  const now = deps.now();
  const row = await findUsableToken(deps.db, 'activation', token, now);
  const owner = row ? await selectUserById(deps.db, row.user_id) : undefined;
  if (!row || !owner || owner.site_id !== ctx.site.id || owner.status !== 'not_confirmed') {
    ctx.audit('token_invalid', { kind: 'activation' });
    throw new HttpError('activation_failed');
  }
  const activated = await withTransaction(deps.db, async (trx) => {
    if (!(await consumeToken(trx, row, now))) return false;
    const result = await trx
      .updateTable('users')
      .set({ status: 'confirmed', confirmed_at: now.toISOString() })
      .where('id', '=', owner.id)
      .where('status', '=', 'not_confirmed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await setProfileStatus(trx, owner.id, 'active');
    return true;
  });
  if (!activated) throw new HttpError('activation_failed');
  return loadUser(deps.db, owner.id);
}
