import { normalizeEmail, type LoginRequest } from '../../contract/accounts';
import type { Language } from '../../contract/constants';
import type { User } from '../../contract/entities';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { deleteSession, selectSessionByTokenHash } from '../sessions/queries';
import { startSession, type StartedSession } from '../sessions/service';
import { hashToken } from '../sessions/tokens';
import { limitKeys, loadUser, minutesLeft, type AccountContext, type AccountDeps } from './context';
import { mailReactivationLink } from './deletion';
import { RATE_LIMITS } from './limits';
import { verifyPassword } from './passwords';
import { selectUserByEmail, updateLanguage } from './queries';

export interface LoggedIn {
  readonly user: User;
  readonly session: StartedSession;
}

/**
 * POST /api/user.php. SEC-3: every attempt is recorded before the password is checked, so parallel guesses cannot
 * slip past the limit; a success takes its attempts back. SEC-4: unknown addresses cost one argon2 verification and
 * get the same 401 as a wrong password. While an account is blocked even its right password is refused (a reset still
 * works). An IP address past its failure limit is not blocked (that would lock out everyone behind a shared address):
 * it gets `loginPerIpAccountWhenHot` attempts per account, so other accounts' correct passwords still sign in.
 */
export async function login(deps: AccountDeps, ctx: AccountContext, input: LoginRequest, previousToken: string | undefined): Promise<LoggedIn> {
  const now = deps.now();
  const email = normalizeEmail(input.email);
  const ipKey = limitKeys.loginIp(ctx.ip);
  const accountKey = limitKeys.loginAccount(ctx.site.id, email);

  const pairKey = limitKeys.loginIpAccount(ctx.ip, ctx.site.id, email);

  const perIp = await deps.limiter.hit(ipKey, RATE_LIMITS.loginPerIp, now);
  // A hot address (past its failure limit): this account's own attempts from it are counted instead.
  const perPair = perIp.allowed ? null : await deps.limiter.hit(pairKey, RATE_LIMITS.loginPerIpAccountWhenHot, now);
  if (perPair && !perPair.allowed) {
    ctx.audit('login_blocked', { email, kind: 'ip' });
    throw new HttpError('login_blocked', { params: { count: minutesLeft(perPair.retryAfterMs) } });
  }
  const giveBackAddress = async () => {
    if (perIp.eventId !== null) await deps.limiter.remove(perIp.eventId);
    if (perPair?.eventId != null) await deps.limiter.remove(perPair.eventId);
  };
  const perAccount = await deps.limiter.hit(accountKey, RATE_LIMITS.loginPerAccount, now);
  if (!perAccount.allowed) {
    // Not a password try: the address's own block answers, the IP budget is given back.
    await giveBackAddress();
    ctx.audit('login_blocked', { email, kind: 'account' });
    throw new HttpError('login_blocked', { params: { count: minutesLeft(perAccount.retryAfterMs) } });
  }

  const user = await selectUserByEmail(deps.db, ctx.site.id, email);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid) {
    ctx.audit('login_failed', { email, ...(user ? { userId: user.id } : {}) });
    throw new HttpError('login_failed');
  }

  await deps.limiter.clear(accountKey);
  await giveBackAddress();

  if (user.status === 'deleted') {
    ctx.audit('login_refused_status', { userId: user.id, kind: 'deleted' });
    // The right password proves the owner: tell them, and mail the way back while the window is open.
    if (user.purged_at === null && (user.purge_after ?? '') > now.toISOString()) {
      await mailReactivationLink(deps, ctx, user, now);
    }
    throw new HttpError('account_deleted');
  }
  if (user.status === 'banned') {
    ctx.audit('login_refused_status', { userId: user.id, kind: 'banned' });
    throw new HttpError('account_banned');
  }

  const session = await withTransaction(deps.db, async (trx) => {
    // SEC-7: the session the browser had before (if any) ends; the new one has a fresh token.
    if (previousToken) {
      const previous = await selectSessionByTokenHash(trx, hashToken(previousToken));
      if (previous) await deleteSession(trx, previous.session.id);
    }
    await trx.updateTable('users').set({ last_login_at: now.toISOString() }).where('id', '=', user.id).execute();
    return startSession(trx, { userId: user.id, siteId: ctx.site.id, now, userAgent: ctx.userAgent });
  });
  return { user: await loadUser(deps.db, user.id), session };
}

/** GET /api/logout.php: the session of the cookie ends (if there is one). */
export async function logout(deps: AccountDeps, token: string | undefined): Promise<void> {
  if (!token) return;
  await deps.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** PUT /api/user.php: SPEC §4, the language is also the language of the user's mails. */
export async function changeLanguage(deps: AccountDeps, userId: number, language: Language): Promise<User> {
  await updateLanguage(deps.db, userId, language);
  return loadUser(deps.db, userId);
}
