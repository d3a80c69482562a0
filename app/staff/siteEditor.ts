import type {
  DiscountCodeCreate,
  PackageCreate,
  SiteUpdateInput,
  StaffDiscountCode,
  StaffPackage,
  StaffSiteResponse,
} from '../../contract/backoffice';
import type { Currency } from '../../contract/credits';
import type {
  SiteDiscountCodeRow,
  SiteDiscountCodeValues,
  SiteFormField,
  SiteFormValues,
  SitePackageRow,
  SitePackageValues,
} from '../../src/screens/SiteEditorScreen';
import { splitList } from '../../src/screens/SiteEditorScreen';

/**
 * The site editor's rules (issue 8): the staff API's site ↔ the form as typed. Numbers are typed text parsed here;
 * lists are comma- or line-separated; only the fields that changed are sent, so a partner's save never touches the
 * domain. A value that does not parse becomes a field error (a `validation` key) and nothing is sent.
 */

const CURRENCY_ORDER: readonly Currency[] = ['EUR', 'GBP', 'USD', 'DKK', 'SEK', 'NOK', 'PLN', 'CHF'] as Currency[];

export function siteFormValues(answer: StaffSiteResponse): SiteFormValues {
  const { site, company } = answer;
  return {
    domain: site.domain,
    name: site.name,
    niche: site.niche,
    languages: [...site.languages],
    domain_language: site.domain_language,
    index_title: site.index_title,
    description: site.description,
    mail_name: site.mail_name,
    signups: site.signups,
    logged_out_search: site.logged_out_search,
    logged_out_search_trafficsource: site.logged_out_search_trafficsource,
    enable_site_entry_popup: site.enable_site_entry_popup === 'yes',
    member_resell: site.member_resell,
    member_pool: site.member_pool,
    countries: site.countries.join(', '),
    message_credits: String(site.message_credits),
    signup_credits: String(site.signup_credits),
    photo_credits: String(site.photo_credits),
    gift_credits: String(site.gift_credits),
    refund_days: String(site.refund_days),
    minimum_message_costs: Object.entries(site.minimum_message_costs).map(([country, cost]) => ({
      country,
      costs: String(cost.costs),
      currency: cost.currency,
    })),
    message_length: String(site.message_length),
    visible_profile_fields: site.visible_profile_fields.join(', '),
    visible_profile_notes: site.visible_profile_notes,
    search_fields: site.search_fields.join(', '),
    interests: [...site.interests],
    fictional_warning: site.fictional_warning,
    fictional_singular: site.fictional_singular,
    fictional_plural: site.fictional_plural,
    fictional_icon: site.fictional_icon,
    support_email: site.support_email,
    support_phone: site.support_phone,
    cdn_prefix: site.cdn_prefix,
    company: {
      name: company.name,
      address: company.address,
      kvk: company.kvk,
      city: company.city,
      country: company.country,
      tradenames: company.tradenames.join('\n'),
      vat_numbers: company.vat_numbers.join('\n'),
      support_phone: company.support_phone,
      delete_discount: String(company.delete_discount),
    },
  };
}

export interface ParsedSiteForm {
  readonly update: SiteUpdateInput;
  /** Field → `validation` key; non-empty means nothing may be sent. */
  readonly errors: Partial<Record<SiteFormField, string>>;
}

function whole(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function decimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

const NUMBER_FIELDS = ['message_credits', 'signup_credits', 'photo_credits', 'gift_credits', 'refund_days', 'message_length'] as const;

/** The form as the API's PATCH: only the changed fields; numbers and lists parsed. */
export function siteUpdate(values: SiteFormValues, initial: SiteFormValues | null): ParsedSiteForm {
  const errors: Partial<Record<SiteFormField, string>> = {};
  const full: SiteUpdateInput = {
    domain: values.domain,
    name: values.name,
    niche: values.niche as SiteUpdateInput['niche'],
    languages: values.languages,
    domain_language: values.domain_language,
    index_title: values.index_title,
    description: values.description,
    mail_name: values.mail_name,
    signups: values.signups,
    logged_out_search: values.logged_out_search,
    logged_out_search_trafficsource: values.logged_out_search_trafficsource,
    enable_site_entry_popup: values.enable_site_entry_popup ? 'yes' : 'no',
    member_resell: values.member_resell,
    member_pool: values.member_pool,
    countries: splitList(values.countries).map((code) => code.toUpperCase()),
    visible_profile_fields: splitList(values.visible_profile_fields),
    visible_profile_notes: values.visible_profile_notes,
    search_fields: splitList(values.search_fields),
    interests: values.interests as SiteUpdateInput['interests'],
    fictional_warning: values.fictional_warning,
    fictional_singular: values.fictional_singular,
    fictional_plural: values.fictional_plural,
    fictional_icon: values.fictional_icon,
    support_email: values.support_email.trim(),
    support_phone: values.support_phone,
    cdn_prefix: values.cdn_prefix,
  };
  for (const field of NUMBER_FIELDS) {
    const parsed = whole(values[field]);
    if (parsed === null) errors[field] = 'invalid_value';
    else full[field] = parsed;
  }
  const costs: Record<string, { costs: number; currency: string }> = {};
  for (const row of values.minimum_message_costs) {
    const amount = decimal(row.costs);
    if (!row.country.trim()) continue;
    if (amount === null) errors.minimum_message_costs = 'invalid_value';
    else costs[row.country.trim().toUpperCase()] = { costs: amount, currency: row.currency.trim().toUpperCase() };
  }
  full.minimum_message_costs = costs as SiteUpdateInput['minimum_message_costs'];
  const deleteDiscount = whole(values.company.delete_discount);
  if (deleteDiscount === null) errors['company.delete_discount'] = 'invalid_value';
  const company = {
    name: values.company.name,
    address: values.company.address,
    kvk: values.company.kvk,
    city: values.company.city,
    country: values.company.country,
    tradenames: splitList(values.company.tradenames),
    vat_numbers: splitList(values.company.vat_numbers),
    support_phone: values.company.support_phone,
    ...(deleteDiscount !== null ? { delete_discount: deleteDiscount } : {}),
  };

  if (!initial) return { update: { ...full, company }, errors };
  const before = siteUpdate(initial, null).update;
  const update: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(full)) {
    if (JSON.stringify(value) !== JSON.stringify((before as Record<string, unknown>)[field])) update[field] = value;
  }
  const changedCompany: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(company)) {
    if (JSON.stringify(value) !== JSON.stringify((before.company as Record<string, unknown> | undefined)?.[field])) changedCompany[field] = value;
  }
  if (Object.keys(changedCompany).length > 0) update.company = changedCompany;
  return { update: update as SiteUpdateInput, errors };
}

/** The API's field paths (`company.name`, `minimum_message_costs.NL.costs`) as the form's fields. */
export function formField(path: string): SiteFormField {
  if (path.startsWith('company.')) return path.split('.').slice(0, 2).join('.') as SiteFormField;
  return path.split('.')[0] as SiteFormField;
}

/** The price a row shows: the site's first currency in a fixed order (EUR first). */
function mainPrice(pack: StaffPackage): { amount_minor: number; currency: Currency } {
  const sorted = [...pack.prices].sort((a, b) => CURRENCY_ORDER.indexOf(a.currency) - CURRENCY_ORDER.indexOf(b.currency));
  return sorted[0] ?? { amount_minor: 0, currency: 'EUR' };
}

export function packageRow(pack: StaffPackage): SitePackageRow {
  const price = mainPrice(pack);
  return {
    id: pack.id,
    kind: pack.kind,
    credits: pack.credits,
    bonusCredits: pack.bonus_credits,
    priceMinor: price.amount_minor,
    currency: price.currency,
    discountPercentage: pack.discount_percentage,
    popular: pack.popular,
    oneTime: pack.one_time,
    position: pack.position,
  };
}

/** A package as sent: the row's price replaces the price in its currency; prices in other currencies stay. */
export function packageBody(values: SitePackageValues, existing: StaffPackage | null): PackageCreate {
  const others = (existing?.prices ?? []).filter((price) => price.currency !== values.currency);
  return {
    kind: values.kind,
    credits: values.credits,
    bonus_credits: values.bonusCredits,
    discount_percentage: values.discountPercentage,
    popular: values.popular,
    one_time: values.oneTime,
    ...(values.position > 0 ? { position: values.position } : {}),
    active: existing?.active ?? true,
    prices: [{ currency: values.currency, amount_minor: values.priceMinor }, ...others],
  };
}

export function discountCodeRow(code: StaffDiscountCode): SiteDiscountCodeRow {
  return {
    id: code.id,
    code: code.code,
    valuePercentage: code.value_percentage,
    country: code.country,
    currency: code.currency,
    minimumOrderValueMinor: code.minimum_order_value_minor,
    expires: code.expires ? code.expires.slice(0, 10) : null,
    status: code.status,
    paymentMethods: code.paymentmethods ? [...code.paymentmethods] : [],
  };
}

/** The last valid day (`YYYY-MM-DD`) as the end of that day in UTC. */
export function expiresAt(day: string | null): string | null {
  return day ? `${day}T23:59:59Z` : null;
}

export function discountCodeBody(values: SiteDiscountCodeValues, existing: StaffDiscountCode | null): DiscountCodeCreate {
  return {
    code: values.code,
    kind: existing?.kind ?? 'standard',
    country: values.country,
    currency: values.currency,
    value_percentage: values.valuePercentage,
    minimum_order_value_minor: values.minimumOrderValueMinor,
    expires: expiresAt(values.expires),
    status: values.status,
    validity: existing?.validity ?? 'once_per_user',
    paymentmethods: values.paymentMethods.length > 0 ? values.paymentMethods : null,
    user_id: existing?.user_id ?? null,
  };
}
