import {
  hasTrafficSource,
  normalizeEmail,
  signupFieldErrors,
  type CompleteSignupRequest,
  type SignupClosedReason,
  type SignupRequest,
} from '../../contract/accounts';
import type { User } from '../../contract/entities';
import type { FieldError } from '../../contract/errors';
import { signupCreditsFor } from '../credits/actionCosts';
import { creditsDb } from '../credits/tables';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { startSession, type StartedSession } from '../sessions/service';
import { regionsForCountries } from '../sites/regions';
import type { SiteRecord } from '../sites/service';
import { createAccountToken } from './account-tokens';
import { limitKeys, loadUser, sendMail, throttle, type AccountContext, type AccountDeps } from './context';
import { grantSignupCredits } from './credits';
import { isUniqueViolation } from './db-errors';
import { RATE_LIMITS } from './limits';
import { accountLink } from './links';
import { COMMON_PASSWORDS, hashPassword } from './passwords';
import { purgeAccount } from './purge';
import { selectUserByEmail, insertUserWithProfile, updateCompletedSignup } from './queries';

/** SPEC §4: signup is open when `signups` is `all`, or `with_trafficsource` and the visit has a traffic source. */
export function signupClosedReason(site: SiteRecord, tracking: SignupRequest['tracking']): SignupClosedReason | null {
  switch (site.settings.signups) {
    case 'all':
      return null;
    case 'with_trafficsource':
      return hasTrafficSource(tracking) ? null : 'trafficsource';
    default:
      return 'closed';
  }
}

/** Only the tracking fields that were given, trimmed (SPEC §3: network, ref, sub1, sub2, sub3 and the lb flag). */
function trackingJson(tracking: SignupRequest['tracking']): string {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(tracking ?? {})) if (typeof value === 'string' && value !== '') kept[key] = value;
  return JSON.stringify(kept);
}

/** A new profile's country until /complete-signup: the visitor's geo-IP country when the site serves it. */
function initialCountry(site: SiteRecord, geoCountry: string | null): string {
  const countries = site.settings.countries;
  if (geoCountry && countries.includes(geoCountry)) return geoCountry;
  return countries[0] ?? 'NL';
}

export interface SignedUp {
  readonly user: User;
  readonly session: StartedSession;
}

export async function signup(deps: AccountDeps, ctx: AccountContext, input: SignupRequest): Promise<SignedUp> {
  const now = deps.now();
  const closed = signupClosedReason(ctx.site, input.tracking);
  if (closed) throw new HttpError('signup_closed', { params: { reason: closed } });

  const fields: Record<string, FieldError> = signupFieldErrors(input, now, COMMON_PASSWORDS);
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', { fields });

  // Every well-formed attempt counts, taken addresses included: probing for accounts costs the same budget.
  await throttle(deps, limitKeys.signupIp(ctx.ip), RATE_LIMITS.signupPerIp, now);

  const email = input.email.trim();
  const emailNormalized = normalizeEmail(email);
  const existing = await selectUserByEmail(deps.db, ctx.site.id, emailNormalized);
  const windowOpen = existing?.status === 'deleted' && existing.purged_at === null && (existing.purge_after ?? '') > now.toISOString();
  if (existing && windowOpen) {
    throw new HttpError('signup_email_deleted', { fields: { email: { code: 'email_deleted' } } });
  }
  const expiredDeletion = existing?.status === 'deleted' && existing.purged_at === null && !windowOpen;
  if (existing && !expiredDeletion) throw new HttpError('email_taken', { fields: { email: { code: 'email_taken' } } });

  const passwordHash = await hashPassword(input.password);
  // At least one first message's price in any country of the site (server/credits/actionCosts.ts): the promise holds.
  const signupCredits = await signupCreditsFor(creditsDb(deps.db), ctx.site);
  let created: { userId: number; session: StartedSession; activationToken: string };
  try {
    created = await withTransaction(deps.db, async (trx) => {
      // A deleted account whose window ended but which the purge job has not reached yet: erase it now, freeing the
      // address (the same thing the job would do).
      if (existing && expiredDeletion) await purgeAccount(trx, existing, now);
      const userId = await insertUserWithProfile(
        trx,
        {
          site_id: ctx.site.id,
          email,
          email_normalized: emailNormalized,
          password_hash: passwordHash,
          status: 'not_confirmed',
          status_before_delete: null,
          language: ctx.language,
          tracking: trackingJson(input.tracking),
          signup_ip: ctx.ip,
          created_at: now.toISOString(),
          confirmed_at: null,
          last_login_at: now.toISOString(),
          deleted_at: null,
          purge_after: null,
          purged_at: null,
          delete_reason: null,
          delete_comment: null,
        },
        {
          name: input.name.trim(),
          dateOfBirth: input.date_of_birth.trim(),
          country: initialCountry(ctx.site, ctx.geoCountry),
          signupMessage: input.signup_message ? input.signup_message : null,
          targetProfileId: input.target_profile_id ?? null,
          createdAt: now.toISOString(),
        },
      );
      await grantSignupCredits(trx, userId, signupCredits);
      const activationToken = await createAccountToken(trx, { userId, kind: 'activation', now });
      const session = await startSession(trx, { userId, siteId: ctx.site.id, now, userAgent: ctx.userAgent });
      return { userId, session, activationToken };
    });
  } catch (error) {
    // Two signups with one address at once: the unique index lets one through; the other is told it is taken.
    if (isUniqueViolation(error)) throw new HttpError('email_taken', { fields: { email: { code: 'email_taken' } }, cause: error });
    throw error;
  }

  await sendMail(deps, {
    to: email,
    language: ctx.language,
    site: ctx.site,
    template: 'activation',
    params: { name: input.name.trim(), link: accountLink(ctx.origin, 'activation', created.activationToken) },
  });
  return { user: await loadUser(deps.db, created.userId), session: created.session };
}

/** /complete-signup: gender, seeking, and a country the site serves with one of its regions. */
export async function completeSignup(deps: AccountDeps, ctx: AccountContext, userId: number, input: CompleteSignupRequest): Promise<User> {
  const fields: Record<string, FieldError> = {};
  if (!ctx.site.settings.countries.includes(input.country)) fields.country = { code: 'invalid_value' };
  const region = input.region ? input.region : null;
  if (region !== null && !fields.country) {
    const regions = regionsForCountries([input.country])[input.country] ?? [];
    if (!regions.some((candidate) => candidate.id === region)) fields.region = { code: 'invalid_value' };
  }
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', { fields });
  await updateCompletedSignup(deps.db, userId, { gender: input.gender, seeking: input.seeking, country: input.country, region });
  return loadUser(deps.db, userId);
}
