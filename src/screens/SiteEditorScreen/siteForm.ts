import type { CreditPackage, Currency, PackageKind, PaymentMethod } from '../../../contract/credits';
import type { Language } from '../../../locales/languages';

export const SIGNUP_POLICIES = ['all', 'with_trafficsource', 'other'] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];

/** Whose members the site's members meet: every network site's (filtered by niche), or only the site's own. */
export const MEMBER_POOL_OPTIONS = ['network', 'site'] as const;
export type MemberPoolOption = (typeof MEMBER_POOL_OPTIONS)[number];

/** A partner text in each language it is written in. */
export type SiteTexts = Partial<Record<Language, string>>;
export const SITE_TEXT_FORM_FIELDS = ['fictional_warning', 'fictional_singular', 'fictional_plural'] as const;
export type SiteTextFormField = (typeof SITE_TEXT_FORM_FIELDS)[number];

export interface MinimumMessageCostValues {
  /** ISO country code, upper case. */
  country: string;
  /** Money, as typed ("1.50"). */
  costs: string;
  currency: string;
}

export interface SiteCompanyValues {
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  /** One per line. */
  tradenames: string;
  /** One per line. */
  vat_numbers: string;
  support_phone: string;
  /** Percentage 0–100, as typed. */
  delete_discount: string;
}

/**
 * The site form as typed: SPEC §3 Settings and company info, with numbers kept as the text typed (the container
 * parses them with the contract's schema and sends back field errors) and lists as comma- or line-separated text.
 */
export interface SiteFormValues {
  domain: string;
  name: string;
  niche: number;
  languages: Language[];
  domain_language: Language;
  index_title: string;
  description: string;
  mail_name: string;
  signups: SignupPolicy;
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  enable_site_entry_popup: boolean;
  member_resell: boolean;
  member_pool: MemberPoolOption;
  /** Comma-separated ISO country codes. */
  countries: string;
  message_credits: string;
  signup_credits: string;
  photo_credits: string;
  gift_credits: string;
  refund_days: string;
  minimum_message_costs: MinimumMessageCostValues[];
  message_length: string;
  /** Comma-separated profile field names. */
  visible_profile_fields: string;
  visible_profile_notes: boolean;
  /** Comma-separated search field names. */
  search_fields: string;
  interests: string[];
  /** Partner texts per language (SPEC §3); a language left empty falls back to the domain language's text. */
  fictional_warning: SiteTexts;
  fictional_singular: SiteTexts;
  fictional_plural: SiteTexts;
  fictional_icon: string;
  support_email: string;
  support_phone: string;
  cdn_prefix: string;
  company: SiteCompanyValues;
}

type TopField = Exclude<keyof SiteFormValues, 'company'>;
/** A field error's key: a settings field, or `company.<field>`. */
export type SiteFormField = TopField | `company.${keyof SiteCompanyValues}`;

export const SITE_EDITOR_TABS = ['general', 'settings', 'company', 'packages', 'codes'] as const;
export type SiteEditorTab = (typeof SITE_EDITOR_TABS)[number];

const GENERAL_FIELDS: readonly SiteFormField[] = ['domain', 'name', 'niche', 'languages', 'domain_language', 'index_title', 'description', 'mail_name'];

/** Which tab a field error belongs to, so the tab can show how many of its fields need attention. */
export function tabOfField(field: string): SiteEditorTab {
  if (field.startsWith('company.')) return 'company';
  return (GENERAL_FIELDS as readonly string[]).includes(field) ? 'general' : 'settings';
}

/** Splits a comma- or line-separated list, trimming and dropping empties. */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function sameValues(a: SiteFormValues, b: SiteFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface SitePackageRow {
  id: number;
  kind: PackageKind;
  credits: number;
  bonusCredits: number;
  /** Price in minor units (cents). */
  priceMinor: number;
  currency: Currency;
  /** The package's advertised saving (0–90). */
  discountPercentage: number;
  popular: boolean;
  oneTime: boolean;
  position: number;
}
export type SitePackageValues = Omit<SitePackageRow, 'id'>;

export const DISCOUNT_CODE_STATUSES = ['active', 'inactive'] as const;
export type DiscountCodeStatus = (typeof DISCOUNT_CODE_STATUSES)[number];

export interface SiteDiscountCodeRow {
  id: number;
  code: string;
  valuePercentage: number;
  /** Restricted to one country, or null for any. */
  country: string | null;
  /** Restricted to one currency, or null for any. */
  currency: Currency | null;
  /** Minimum order in minor units, or null. */
  minimumOrderValueMinor: number | null;
  /** Last valid day, `YYYY-MM-DD`, or null for no end. */
  expires: string | null;
  status: DiscountCodeStatus;
  /** Allowed payment methods; empty = every method. */
  paymentMethods: PaymentMethod[];
}
export type SiteDiscountCodeValues = Omit<SiteDiscountCodeRow, 'id'>;

/** A draft package as the site's pricing page would show it (no automatic discount in the preview). */
export function previewPackage(row: SitePackageRow): CreditPackage {
  return {
    id: row.id,
    kind: row.kind,
    credits: Math.max(1, row.credits),
    bonus_credits: row.bonusCredits,
    total_credits: Math.max(1, row.credits + row.bonusCredits),
    price: { amount_minor: row.priceMinor, currency: row.currency },
    discounted_price: null,
    discount_percentage: row.discountPercentage,
    popular: row.popular,
    one_time: row.oneTime,
    position: row.position,
  };
}

/** Minor units as a plain decimal for an input ("9.99"). */
export function minorToDecimal(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** A typed decimal amount ("9,99" or "9.99") in minor units, or null when it is not a non-negative amount. */
export function decimalToMinor(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

/** A typed whole number within bounds, or null. */
export function parseWhole(text: string, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}
