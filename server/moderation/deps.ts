import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ModerationMemberRef } from '../../contract/moderation';
import { DEFAULT_LANGUAGE, type Language } from '../../locales/languages';
import type { RateLimiter } from '../accounts/rate-events';
import type { Database } from '../db/schema';
import { isLanguage } from '../i18n/request-language';
import type { Mailer, MailTemplate } from '../mail/types';
import type { RealtimeHub } from '../realtime/hub';
import type { SiteDirectory, SiteRecord } from '../sites/service';
import type { ReasonTexts } from './reason-texts';
import { moderationDb, type ModerationDb, type ModerationTrx } from './tables';

/** What the moderation services need; server/moderation/routes.ts builds it from the app. */
export interface ModerationDeps {
  readonly db: Kysely<Database>;
  readonly mailer: Pick<Mailer, 'send'>;
  readonly realtime: Pick<RealtimeHub, 'publish'>;
  readonly sites: Pick<SiteDirectory, 'resolve'>;
  readonly reasons: ReasonTexts;
  readonly limiter: RateLimiter;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}

/** id, profile name (the address's local part without a profile), site id and domain of each member. */
export async function memberRefs(db: ModerationDb | ModerationTrx, userIds: readonly number[]): Promise<Map<number, ModerationMemberRef>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.site_id', 's.domain', 'p.name'])
    .where('u.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name ?? '', site_id: row.site_id, site_domain: row.domain }]));
}

export function refOf(refs: Map<number, ModerationMemberRef>, userId: number): ModerationMemberRef {
  return refs.get(userId) ?? { id: userId, name: '', site_id: 0, site_domain: '' };
}

export async function siteById(deps: ModerationDeps, siteId: number): Promise<SiteRecord | null> {
  const row = await deps.db.selectFrom('sites').select('domain').where('id', '=', siteId).executeTakeFirst();
  return row ? deps.sites.resolve(row.domain) : null;
}

export function languageOr(value: string | null | undefined, fallback: string): Language {
  if (isLanguage(value)) return value;
  return isLanguage(fallback) ? fallback : DEFAULT_LANGUAGE;
}

/**
 * Mails a decision to a member in their language on their own site, after the change committed. A mail that cannot
 * be queued is logged, never answered as a failure (the decision stands). Deleted and purged accounts get nothing.
 */
export async function mailMember(deps: ModerationDeps, userId: number, template: MailTemplate, params: Record<string, string | number>): Promise<void> {
  try {
    const user = await moderationDb(deps.db)
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.email', 'u.language', 'u.site_id', 'u.status', 'p.name'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!user || user.status === 'deleted') return;
    const site = await siteById(deps, user.site_id);
    if (!site) return;
    await deps.mailer.send({
      to: user.email,
      language: languageOr(user.language, site.settings.domain_language),
      site,
      template,
      params: { name: user.name?.trim() || user.email.split('@')[0] || user.email, ...params },
    });
  } catch (error) {
    deps.log.error({ err: error, template, userId }, 'moderation mail could not be sent');
  }
}

/** The next keyset cursor: the last id when the page is full (one more row was read), else null. */
export function pageOf<T extends { id: number }>(rows: readonly T[], size: number): { items: T[]; next: number | null } {
  const items = rows.slice(0, size);
  return { items, next: rows.length > size ? (items.at(-1)?.id ?? null) : null };
}

/** The language a member's mails are written in: theirs, else their site's. */
export async function memberLanguage(deps: ModerationDeps, userId: number): Promise<Language> {
  const row = await deps.db
    .selectFrom('users as u')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .select(['u.language', 's.domain_language'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return languageOr(row?.language, row?.domain_language ?? DEFAULT_LANGUAGE);
}
