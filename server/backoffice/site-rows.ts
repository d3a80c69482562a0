import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import {
  SITE_FIELDS,
  type CompanyUpdate,
  type SiteCreate,
  type SiteField,
  type SiteUpdate,
  type StaffCompany,
  type StaffSite,
} from '../../contract/backoffice';
import { languageSchema } from '../../contract/settings';
import type { FieldError } from '../../contract/errors';
import type { CompaniesTable, CompanyRow, NewSiteRow, SiteRow, SiteRowUpdate, SitesTable } from '../db/schema';
import { companyInfoFromRow, siteSettingsFromRow } from '../sites/service';

/**
 * Pure mapping between the sites and companies tables and the back office's contract: a row as the editor shows it, a
 * PATCH as the columns it changes (with the before and after the audit log keeps), a new site from its template, and
 * which cached sites a change touches. No database here; server/backoffice/sites.ts runs these inside transactions.
 */

type Column = Exclude<keyof SitesTable, 'id' | 'created_at' | 'updated_at'>;
type ColumnValue = string | number;

const languageList = z.array(languageSchema);

export function parsedLanguages(json: string): StaffSite['languages'] {
  try {
    return languageList.parse(JSON.parse(json));
  } catch {
    return [];
  }
}

/** A sites row as the editor shows it (every stored field). */
export function staffSiteFromRow(row: SiteRow): StaffSite {
  return {
    id: row.id,
    ...siteSettingsFromRow(row),
    languages: parsedLanguages(row.languages),
    active: row.active === 1,
    member_pool: row.member_pool,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function staffCompanyFromRow(row: CompanyRow, siteCount: number): StaffCompany {
  return { id: row.id, ...companyInfoFromRow(row), site_count: siteCount };
}

/** The column value of one field: booleans 0/1, lists and maps JSON text (db/schema.ts conventions). */
export function columnValue(field: SiteField, value: unknown): ColumnValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  throw new TypeError(`no column value for ${field}`);
}

export interface FieldChanges<T> {
  /** Only what differs from the current value. */
  readonly before: Partial<T>;
  readonly after: Partial<T>;
}

/** The fields of `patch` that change `current` (unchanged values are dropped, so the audit shows what really moved). */
export function changedFields<T extends object>(current: T, patch: Partial<T>): FieldChanges<T> {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const next = patch[key];
    if (next === undefined || isDeepStrictEqual(current[key], next)) continue;
    before[key] = current[key];
    after[key] = next as T[keyof T];
  }
  return { before, after };
}

/** The sites columns to write for a set of changed fields. */
export function siteColumns(after: Partial<StaffSite>): SiteRowUpdate {
  const columns: Partial<Record<Column, ColumnValue>> = {};
  for (const field of SITE_FIELDS) {
    if (field in after) columns[field] = columnValue(field, after[field]);
  }
  // Each field's value has its column's type (the contract and the table agree; staffSiteFromRow is the inverse).
  return columns as SiteRowUpdate;
}

/** The companies columns to write for a set of changed company fields. */
export function companyColumns(after: Partial<CompanyUpdate>): Partial<Pick<CompaniesTable, keyof CompanyUpdate>> {
  const columns: Partial<Record<keyof CompanyUpdate, string | number>> = {};
  for (const [key, value] of Object.entries(after) as [keyof CompanyUpdate, unknown][]) {
    if (value === undefined) continue;
    columns[key] = Array.isArray(value) ? JSON.stringify(value) : (value as string | number);
  }
  return columns as Partial<Pick<CompaniesTable, keyof CompanyUpdate>>;
}

/** The site fields of a PATCH (without the company part). */
export function siteFieldsOf(patch: SiteUpdate): Partial<StaffSite> {
  const fields: Partial<Record<SiteField, unknown>> = {};
  for (const field of SITE_FIELDS) if (patch[field] !== undefined) fields[field] = patch[field];
  return fields as Partial<StaffSite>;
}

/**
 * Rules across fields, checked on the site as it would be after the change (400 with field errors, nothing saved): the
 * domain language is one of the site's languages.
 */
export function siteFieldErrors(site: Pick<StaffSite, 'domain_language' | 'languages'>): Record<string, FieldError> | null {
  if (!site.languages.includes(site.domain_language)) return { domain_language: { code: 'domain_language_not_offered' } };
  return null;
}

/**
 * A new site's row: the template's every field, with the new domain, niche and languages, the given or template name
 * (the mail sender name follows it), and a domain language the site offers.
 */
export function newSiteRow(template: SiteRow, input: SiteCreate, now: string): NewSiteRow {
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = template;
  const name = input.name ?? template.name;
  const domainLanguage =
    input.domain_language ?? (input.languages.includes(template.domain_language as never) ? template.domain_language : input.languages[0]);
  return {
    ...fields,
    domain: input.domain,
    niche: input.niche,
    languages: JSON.stringify(input.languages),
    domain_language: domainLanguage ?? template.domain_language,
    name,
    mail_name: input.name ?? template.mail_name,
    active: 1,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Which cached host resolutions a change makes stale: a new domain, a site going on or off the air, or a company
 * (shared by several sites) moves or changes more than one site's answer, so everything goes; otherwise only the site.
 */
export function invalidationScope(siteId: number, changedSite: readonly string[], companyChanged: boolean): number | 'all' {
  if (companyChanged || changedSite.includes('domain') || changedSite.includes('active') || changedSite.includes('company_id')) return 'all';
  return siteId;
}
