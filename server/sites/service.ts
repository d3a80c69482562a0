import type { Kysely } from 'kysely';
import { z } from 'zod';
import { INTERESTS, type InterestsResponse, type RegionsResponse } from '../../contract/interests';
import {
  companyInfoSchema,
  settingsSchema,
  siteTextSchema,
  type CompanyInfo,
  type SiteText,
  type Settings,
  type SettingsResponse,
} from '../../contract/settings';
import type { Language } from '../../contract/constants';
import type { CompanyRow, Database, SiteRow } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { normalizeHost } from './host';
import { selectCompanyById, selectDefaultSite, selectSiteByDomain } from './queries';
import { regionsForCountries } from './regions';

/** The per-site part of SPEC §3 Settings; geo fields and the push key are filled in per request. */
export const siteSettingsSchema = settingsSchema.omit({
  geoip_country: true,
  geoip_selected_country: true,
  region_data: true,
  push_public_key: true,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export interface SiteRecord {
  readonly id: number;
  readonly settings: SiteSettings;
  readonly company: CompanyInfo | null;
}

const jsonText = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  }).pipe(schema);

const stringList = jsonText(z.array(z.string()));

/**
 * A partner text column (SPEC §3 fictional wording): JSON `{ "<language>": "<text>" }` since texts are per language;
 * a plain string written before that is the domain language's text, answered as such.
 */
export function siteTextFromColumn(column: string, domainLanguage: Language): SiteText {
  if (column.trimStart().startsWith('{')) {
    try {
      const parsed = siteTextSchema.safeParse(JSON.parse(column));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON after all: a plain text that starts with a brace.
    }
  }
  return { [domainLanguage]: column };
}

/** Maps a sites row to settings; a row that breaks the contract throws (a data error is a 500, loudly logged). */
export function siteSettingsFromRow(row: SiteRow): SiteSettings {
  return siteSettingsSchema.parse({
    domain: row.domain,
    domain_language: row.domain_language,
    name: row.name,
    index_title: row.index_title,
    description: row.description,
    niche: row.niche,
    countries: stringList.parse(row.countries),
    cdn_prefix: row.cdn_prefix,
    visible_profile_fields: stringList.parse(row.visible_profile_fields),
    visible_profile_notes: row.visible_profile_notes === 1,
    search_fields: stringList.parse(row.search_fields),
    message_credits: row.message_credits,
    signup_credits: row.signup_credits,
    photo_credits: row.photo_credits,
    gift_credits: row.gift_credits,
    message_length: row.message_length,
    minimum_message_costs: jsonText(siteSettingsSchema.shape.minimum_message_costs).parse(row.minimum_message_costs),
    support_email: row.support_email,
    support_phone: row.support_phone,
    enable_site_entry_popup: row.enable_site_entry_popup,
    fictional_warning: siteTextFromColumn(row.fictional_warning, row.domain_language as Language),
    fictional_singular: siteTextFromColumn(row.fictional_singular, row.domain_language as Language),
    fictional_plural: siteTextFromColumn(row.fictional_plural, row.domain_language as Language),
    fictional_icon: row.fictional_icon,
    refund_days: row.refund_days,
    signups: row.signups,
    logged_out_search: row.logged_out_search === 1,
    logged_out_search_trafficsource: row.logged_out_search_trafficsource === 1,
    member_resell: row.member_resell === 1,
    company_id: row.company_id,
    mail_name: row.mail_name,
    interests: stringList.parse(row.interests),
  });
}

export function companyInfoFromRow(row: CompanyRow): CompanyInfo {
  return companyInfoSchema.parse({
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: stringList.parse(row.tradenames),
    vat_numbers: stringList.parse(row.vat_numbers),
    support_phone: row.support_phone,
    delete_discount: row.delete_discount,
    added: row.added,
  });
}

interface CacheEntry {
  readonly expiresAt: number;
  readonly site: Promise<SiteRecord>;
  /** The id the host resolved to, once the lookup is done (null while it runs). */
  siteId: number | null;
}

export interface SiteDirectoryOptions {
  /** How long a resolution stays cached; 0 disables the cache. */
  readonly ttlMs: number;
  /** Bound on cached host names, so random Host headers cannot grow memory without limit. */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

/**
 * Resolves a request host to its site, with a short in-memory cache.
 * Rule: the host is matched case-insensitively, without port and without a leading `www.`; a host with no site of its
 * own, an inactive site's host (or no Host header) gets the default site: the one on `localhost`, else the oldest site.
 * Writes to sites or companies must call `invalidate()` after their commit; the back office also tells the other
 * instances through Redis when there is one (server/backoffice/site-cache-bus.ts), else they see the change when their
 * entries expire (SITE_CACHE_TTL_MS).
 */
export class SiteDirectory {
  readonly #db: Kysely<Database>;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #cache = new Map<string, CacheEntry>();

  constructor(db: Kysely<Database>, options: SiteDirectoryOptions) {
    this.#db = db;
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#now = options.now ?? Date.now;
  }

  resolve(rawHost: string | null | undefined): Promise<SiteRecord> {
    const key = normalizeHost(rawHost) ?? '';
    const now = this.#now();
    const cached = this.#cache.get(key);
    if (cached && cached.expiresAt > now) return cached.site;

    const site = this.#load(key);
    if (this.#ttlMs > 0) {
      this.#cache.delete(key);
      if (this.#cache.size >= this.#maxEntries) {
        const oldest = this.#cache.keys().next();
        if (!oldest.done) this.#cache.delete(oldest.value);
      }
      const entry: CacheEntry = { expiresAt: now + this.#ttlMs, site, siteId: null };
      this.#cache.set(key, entry);
      site.then(
        (record) => {
          entry.siteId = record.id;
        },
        // A failed lookup (database down) must not stay cached.
        () => {
          if (this.#cache.get(key)?.site === site) this.#cache.delete(key);
        },
      );
    }
    return site;
  }

  /**
   * Drops cached resolutions: all of them, or those that resolved to `siteId` (and lookups still running, which may
   * have read the old row). A change of domain or of `active`, or a new site, moves hosts between sites: drop all.
   */
  invalidate(siteId?: number): void {
    if (siteId === undefined) {
      this.#cache.clear();
      return;
    }
    for (const [key, entry] of this.#cache) {
      if (entry.siteId === null || entry.siteId === siteId) this.#cache.delete(key);
    }
  }

  async #load(host: string): Promise<SiteRecord> {
    const own = host ? await selectSiteByDomain(this.#db, host) : undefined;
    const row = (own && own.active === 1 ? own : undefined) ?? (await selectDefaultSite(this.#db));
    if (!row) throw new HttpError('unavailable', { cause: new Error('no site configured (not even localhost)') });
    const company = await selectCompanyById(this.#db, row.company_id);
    return { id: row.id, settings: siteSettingsFromRow(row), company: company ? companyInfoFromRow(company) : null };
  }
}

const GEO_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;
/** Cloudflare's codes for "unknown" and "Tor". */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/**
 * The visitor's country from the proxy's geo-IP header. Only trusted behind a proxy (TRUST_PROXY), because a
 * client can send these headers itself.
 */
export function geoCountryFromHeaders(headers: Record<string, string | string[] | undefined>, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  for (const name of GEO_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value)) return value;
  }
  return null;
}

/** SPEC §3 Settings of a site for one request. */
export function settingsFor(site: SiteRecord, geoCountry: string | null, pushPublicKey: string | null = null): Settings {
  return {
    ...site.settings,
    geoip_country: geoCountry,
    geoip_selected_country: geoCountry && site.settings.countries.includes(geoCountry) ? geoCountry : null,
    region_data: geoCountry ? { country: geoCountry, region: null } : null,
    push_public_key: pushPublicKey,
  };
}

export function settingsResponse(site: SiteRecord, geoCountry: string | null, pushPublicKey: string | null = null): SettingsResponse {
  return { settings: settingsFor(site, geoCountry, pushPublicKey), domain_language: site.settings.domain_language };
}

export function companyInfoResponse(site: SiteRecord): { company: CompanyInfo } {
  if (!site.company) throw new HttpError('not_found');
  return { company: site.company };
}

export function interestsResponse(): InterestsResponse {
  return { interests: INTERESTS.map((interest) => ({ ...interest })) };
}

export function regionsResponse(site: SiteRecord): RegionsResponse {
  return { regions: regionsForCountries(site.settings.countries) };
}
