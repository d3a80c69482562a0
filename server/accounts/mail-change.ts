import { emailError, normalizeEmail, type MailChangeRequest } from '../../contract/accounts';
import type { User } from '../../contract/entities';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { isLanguage } from '../i18n/request-language';
import type { Viewer } from '../sessions/plugin';
import { consumeToken, createAccountToken, findUsableToken, tokenData } from './account-tokens';
import { limitKeys, loadUser, sendMail, throttle, type AccountContext, type AccountDeps } from './context';
import { isUniqueViolation } from './db-errors';
import { RATE_LIMITS } from './limits';
import { accountLink } from './links';
import { selectProfile, selectUserByEmail, selectUserById, setProfileStatus } from './queries';
import { reauthenticate } from './reauth';

/** `j•••@example.com`: enough for the owner to recognise, not a full address in a mail to the old mailbox. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  const local = email.slice(0, at);
  const first = [...local][0] ?? '';
  return `${first}•••${email.slice(at)}`;
}

const emailTaken = () => new HttpError('email_taken', { fields: { new_email: { code: 'email_taken' } } });

/**
 * POST /api/mail-change.php: with the current password (SEC-10). The new address gets a confirmation link (24 hours);
 * the old address is told (SEC-10, without the full new address). Nothing changes until the link is used.
 */
export async function requestMailChange(deps: AccountDeps, ctx: AccountContext, viewer: Viewer, input: MailChangeRequest): Promise<void> {
  const invalid = emailError(input.new_email, 'new_email_invalid');
  if (invalid) throw new HttpError('validation_failed', { fields: { new_email: invalid.code === 'required' ? invalid : { code: 'new_email_invalid' } } });
  await reauthenticate(deps, ctx, viewer.user, input.password, 'password');
  const now = deps.now();
  const newEmail = input.new_email.trim();
  const normalized = normalizeEmail(newEmail);
  if (normalized === viewer.user.email_normalized || (await selectUserByEmail(deps.db, ctx.site.id, normalized))) throw emailTaken();
  await throttle(deps, limitKeys.mailChange(viewer.userId), RATE_LIMITS.mailChangePerAccount, now);

  const token = await createAccountToken(deps.db, { userId: viewer.userId, kind: 'mail_change', now, data: { email: newEmail } });
  const profile = await selectProfile(deps.db, viewer.userId);
  const name = profile?.name ?? '';
  const language = isLanguage(viewer.user.language) ? viewer.user.language : ctx.language;
  await sendMail(deps, {
    to: newEmail,
    language,
    site: ctx.site,
    template: 'mail_change_confirm',
    params: { name, link: accountLink(ctx.origin, 'mailChange', token) },
  });
  await sendMail(deps, {
    to: viewer.user.email,
    language,
    site: ctx.site,
    template: 'mail_change_notice',
    params: { name, new_email_masked: maskEmail(newEmail) },
  });
}

/**
 * POST /api/mail-change-do.php: the link from the new mailbox switches the address. Following it proves the new
 * address, so a not yet confirmed account becomes confirmed too.
 */
export async function confirmMailChange(deps: AccountDeps, ctx: AccountContext, token: string): Promise<User> {
  const now = deps.now();
  const row = await findUsableToken(deps.db, 'mail_change', token, now);
  const owner = row ? await selectUserById(deps.db, row.user_id) : undefined;
  const newEmail = row ? tokenData(row).email : undefined;
  if (!row || !owner || typeof newEmail !== 'string' || owner.site_id !== ctx.site.id || (owner.status !== 'not_confirmed' && owner.status !== 'confirmed')) {
    ctx.audit('token_invalid', { kind: 'mail_change' });
    throw new HttpError('mail_change_failed');
  }
  try {
    const changed = await withTransaction(deps.db, async (trx) => {
      if (!(await consumeToken(trx, row, now))) return false;
      await trx
        .updateTable('users')
        .set({
          email: newEmail,
          email_normalized: normalizeEmail(newEmail),
          ...(owner.status === 'not_confirmed' ? { status: 'confirmed' as const, confirmed_at: now.toISOString() } : {}),
        })
        .where('id', '=', owner.id)
        .execute();
      if (owner.status === 'not_confirmed') await setProfileStatus(trx, owner.id, 'active');
      return true;
    });
    if (!changed) throw new HttpError('mail_change_failed');
  } catch (error) {
    // Someone signed up with the new address since the link was sent.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return loadUser(deps.db, owner.id);
}
