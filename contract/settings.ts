import { z } from 'zod';
import { LANGUAGES } from './constants';

export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country code');
export const languageSchema = z.enum(LANGUAGES);
export const nicheSchema = z.number().int().min(1).max(7);

export const minimumMessageCostSchema = z.strictObject({
  costs: z.number().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/**
 * A text the site's partner writes (SPEC §3 fictional wording): one text per language. A site that still has a single
 * string has it in its domain language (the server answers it as `{ [domain_language]: text }`); app/rules/siteText.ts
 * picks the reader's language, falling back to the domain language.
 */
export const siteTextSchema = z.partialRecord(languageSchema, z.string());
export type SiteText = z.infer<typeof siteTextSchema>;

/** The settings fields that are partner texts per language. */
export const SITE_TEXT_FIELDS = ['fictional_warning', 'fictional_singular', 'fictional_plural'] as const;
export type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];

/** SPEC §3 Settings, loaded once per request for the request's domain. */
export const settingsSchema = z.strictObject({
  domain: z.string(),
  domain_language: languageSchema,
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  niche: nicheSchema,
  countries: z.array(countryCode),
  geoip_country: countryCode.nullable(),
  geoip_selected_country: countryCode.nullable(),
  cdn_prefix: z.string(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  search_fields: z.array(z.string()),
  message_credits: z.number().int().nonnegative(),
  signup_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  message_length: z.number().int().positive(),
  minimum_message_costs: z.record(countryCode, minimumMessageCostSchema),
  support_email: z.string(),
  support_phone: z.string(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  push_public_key: z.string().nullable(),
  fictional_warning: siteTextSchema,
  fictional_singular: siteTextSchema,
  fictional_plural: siteTextSchema,
  fictional_icon: z.string(),
  refund_days: z.number().int().nonnegative(),
  signups: z.enum(['all', 'with_trafficsource', 'other']),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  mail_name: z.string(),
  /** The visitor's region as far as geo-IP knows it; null when unknown. */
  region_data: z.strictObject({ country: countryCode, region: z.string().nullable() }).nullable(),
  /** Interest keys offered on this site (a subset of INTERESTS). */
  interests: z.array(z.string()),
});
export type Settings = z.infer<typeof settingsSchema>;
/** Settings as a page uses them: the partner texts in the reader's language (app/data/site.ts `useSettings`). */
export type SettingsInLanguage = Omit<Settings, SiteTextField> & Record<SiteTextField, string>;

/** SPEC §3 company info, shown in the footer and the info pages. */
export const companyInfoSchema = z.strictObject({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int().min(0).max(100),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const settingsResponseSchema = z.strictObject({ settings: settingsSchema, domain_language: languageSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const companyInfoResponseSchema = z.strictObject({ company: companyInfoSchema });
export type CompanyInfoResponse = z.infer<typeof companyInfoResponseSchema>;

/** SPEC §9: the support phone is used with dashes and spaces removed. */
export function dialablePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
