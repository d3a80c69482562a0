import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../contract/constants';
import type { User } from '../../contract/entities';
import type { Database } from '../db/schema';
import type { DbDialect } from '../db/dialect';
import { HttpError } from '../errors/http-error';
import type { MailRequest, Mailer } from '../mail/types';
import { ownMainImage } from '../media/photos';
import type { SiteRecord } from '../sites/service';
import type { AuthFailure } from './audit';
import type { RateRule } from './limits';
import { selectProfile, selectUserById } from './queries';
import type { RateLimiter } from './rate-events';
import { userAnswer, userCounts } from './user-answer';

/** What the account services need from the server. */
export interface AccountDeps {
  readonly db: Kysely<Database>;
  readonly dialect: DbDialect;
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}

/** What they need from the request (the routes build it). */
export interface AccountContext {
  readonly site: SiteRecord;
  /** Origin of mailed links (see links.ts). */
  readonly origin: string;
  readonly ip: string;
  readonly userAgent: string | undefined;
  /** The request's language: a new account's language. */
  readonly language: Language;
  /** The visitor's country from geo-IP when known. */
  readonly geoCountry: string | null;
  readonly audit: (event: AuthFailure, details?: { userId?: number; email?: string; kind?: string }) => void;
}

/**
 * The contract User of an account, read fresh after a change. Its `main_image` is the member's own main photo (pending
 * ones included, as the owner sees them): the nav avatar and the SPEC §4 profile-photo alert read it.
 */
export async function loadUser(db: Kysely<Database>, userId: number): Promise<User> {
  const user = await selectUserById(db, userId);
  const profile = user ? await selectProfile(db, userId) : undefined;
  if (!user || !profile) throw new HttpError('authentication_required');
  const answer = userAnswer(user, profile, await userCounts(db, userId));
  return { ...answer, profile: { ...answer.profile, main_image: await ownMainImage(db, userId) } };
}

/**
 * Sends after the caller's transaction committed. A failure to record or send is logged, not thrown: the change has
 * happened, and every mail can be asked for again (resend, reset, reactivation mail).
 */
export async function sendMail(deps: AccountDeps, request: MailRequest): Promise<void> {
  try {
    await deps.mailer.send(request);
  } catch (error) {
    deps.log.error({ err: error, template: request.template, site: request.site.id }, 'mail could not be sent');
  }
}

/** Records one event under a limit, or answers 429 `rate_limited` with the seconds to wait. */
export async function throttle(deps: AccountDeps, key: string, rule: RateRule | readonly RateRule[], now: Date): Promise<number> {
  const decision = await deps.limiter.hit(key, rule, now);
  if (!decision.allowed) throw rateLimited(decision.retryAfterMs);
  return decision.eventId ?? 0;
}

export function rateLimited(retryAfterMs: number): HttpError {
  return new HttpError('rate_limited', { params: { seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } });
}

export function minutesLeft(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** Keys of the limits: per site, so one address on two sites is two accounts. */
export const limitKeys = {
  loginAccount: (siteId: number, email: string) => `login:account:${siteId}:${email}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  loginIpAccount: (ip: string, siteId: number, email: string) => `login:ip-account:${ip}:${siteId}:${email}`,
  reauth: (userId: number) => `reauth:user:${userId}`,
  signupIp: (ip: string) => `signup:ip:${ip}`,
  activationMail: (userId: number) => `activation:user:${userId}`,
  resetAddress: (siteId: number, email: string) => `reset:address:${siteId}:${email}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  reactivationAddress: (siteId: number, email: string) => `reactivation:address:${siteId}:${email}`,
  reactivationIp: (ip: string) => `reactivation:ip:${ip}`,
  mailChange: (userId: number) => `mail-change:user:${userId}`,
};
