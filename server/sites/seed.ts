import type { Kysely } from 'kysely';
import type { SeedMode } from '../config';
import type { Database, NewSiteRow } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { DEFAULT_SITE, DEMO_COMPANY, DEMO_SITES, type SeedCompany, type SeedSite } from './demo-sites';
import { insertSiteIfAbsent, upsertCompanyByName } from './queries';

export interface SeedResult {
  /** Domains created by this run (empty when everything existed). */
  readonly createdSites: string[];
}

function companyRow(company: SeedCompany, now: string) {
  return {
    name: company.name,
    address: company.address,
    kvk: company.kvk,
    city: company.city,
    country: company.country,
    tradenames: JSON.stringify(company.tradenames),
    vat_numbers: JSON.stringify(company.vat_numbers),
    support_phone: company.support_phone,
    delete_discount: company.delete_discount,
    added: company.added,
    created_at: now,
    updated_at: now,
  };
}

function siteRow(site: SeedSite, companyId: number, now: string): NewSiteRow {
  return {
    domain: site.domain,
    domain_language: site.domain_language,
    name: site.name,
    index_title: site.index_title,
    description: site.description,
    niche: site.niche,
    countries: JSON.stringify(site.countries),
    cdn_prefix: site.cdn_prefix,
    visible_profile_fields: JSON.stringify(site.visible_profile_fields),
    visible_profile_notes: site.visible_profile_notes ? 1 : 0,
    search_fields: JSON.stringify(site.search_fields),
    message_credits: site.message_credits,
    signup_credits: site.signup_credits,
    photo_credits: site.photo_credits,
    gift_credits: site.gift_credits,
    message_length: site.message_length,
    minimum_message_costs: JSON.stringify(site.minimum_message_costs),
    support_email: site.support_email,
    support_phone: site.support_phone,
    enable_site_entry_popup: site.enable_site_entry_popup,
    fictional_warning: JSON.stringify(site.fictional_warning),
    fictional_singular: JSON.stringify(site.fictional_singular),
    fictional_plural: JSON.stringify(site.fictional_plural),
    fictional_icon: site.fictional_icon,
    refund_days: site.refund_days,
    signups: site.signups,
    logged_out_search: site.logged_out_search ? 1 : 0,
    logged_out_search_trafficsource: site.logged_out_search_trafficsource ? 1 : 0,
    member_resell: site.member_resell ? 1 : 0,
    company_id: companyId,
    mail_name: site.mail_name,
    interests: JSON.stringify(site.interests),
    created_at: now,
    updated_at: now,
  };
}

/**
 * Creates the starting company and sites, idempotently: rows that exist (matched by company name and site domain)
 * are left as they are, so an operator's edits survive restarts.
 * - always: the company and the `localhost` default site, so a fresh server answers every host (SEED=none too);
 * - SEED=demo: the demo sites for all 7 niches on `*.localhost`. Later areas add their demo content here.
 */
export async function seedSites(db: Kysely<Database>, mode: SeedMode, now = new Date()): Promise<SeedResult> {
  const stamp = now.toISOString();
  const sites = mode === 'demo' ? [DEFAULT_SITE, ...DEMO_SITES] : [DEFAULT_SITE];
  return withTransaction(db, async (trx) => {
    const companyId = await upsertCompanyByName(trx, companyRow(DEMO_COMPANY, stamp));
    const createdSites: string[] = [];
    for (const site of sites) {
      if (await insertSiteIfAbsent(trx, siteRow(site, companyId, stamp))) createdSites.push(site.domain);
    }
    return { createdSites };
  });
}
