import { z } from 'zod';
import { chatMessageSchema } from './chat';
import { LANGUAGES } from './constants';
import { CURRENCIES, DISCOUNT_STATUSES, DISCOUNT_VALIDITIES, PACKAGE_KINDS, PAYMENT_METHODS } from './credits';
import { interestKeys } from './interests';
import { memberCardSchema, profileViewSchema } from './members';
import { companyInfoSchema, countryCode, languageSchema, nicheSchema, settingsSchema, type SiteText } from './settings';
import type { StaffEndpointDef } from './staff';

/**
 * The back office's white-label sites editor and fictional-profile operators (issue 8, parts 3 and 4).
 *
 * Sites (`/api/staff/sites…`): admins see and edit every site and create new ones; a partner sees and edits only its
 * own sites (another site answers 404 `not_found`, exactly like a missing one, so ids do not leak) and may change
 * neither a site's `domain` nor its `company_id`; other roles get 403 `staff_forbidden`. Every change is written to
 * the audit log with its before and after, and takes effect at once (the site cache is dropped on every instance).
 *
 * Operators (`/api/staff/operators…`, roles operator and admin): the inbox of conversations between a real member and
 * a fictional profile, claims (one operator per conversation at a time: 409 `claim_taken` with the holder's `name` in
 * `params`), the conversation with the member's public profile, and replies that go through the members' message path.
 *
 * Money is an integer in minor units with its currency, as everywhere (contract/credits.ts).
 */

// ---------------------------------------------------------------------------------------------------------------
// Sites
// ---------------------------------------------------------------------------------------------------------------

export const BACKOFFICE_LIMITS = {
  nameMax: 100,
  titleMax: 200,
  descriptionMax: 1000,
  fictionalWarningMax: 2000,
  fictionalWordMax: 100,
  iconMax: 16,
  phoneMax: 50,
  emailMax: 254,
  cdnPrefixMax: 500,
  fieldNamesMax: 50,
  creditsMax: 100_000,
  messageLengthMax: 20_000,
  refundDaysMax: 365,
  /** A package's price, in minor units (100 000.00). */
  priceMax: 10_000_000,
  codeMax: 64,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A partner text per language (SPEC §3 fictional wording), as the editor sends it: `{ "<language>": "<text>" }`, empty
 * languages dropped, at least one written. A single string (an older client) is kept as it is: the server answers it
 * as the domain language's text.
 */
const siteText = (max: number) =>
  z.union([
    text(max),
    z
      .partialRecord(languageSchema, z.string().trim().max(max))
      .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined && value !== '')) as SiteText)
      .refine((texts) => Object.keys(texts).length > 0, { message: 'required' }),
  ]);
const credits = z.number().int().min(0).max(BACKOFFICE_LIMITS.creditsMax);
const fieldName = z.string().regex(/^[a-z][a-z_]{0,39}$/);

function uniqueList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate' });
}

/**
 * A site's domain as typed: trimmed and lower-cased, a trailing dot and a leading `www.` dropped (the host rule of
 * server/sites/host.ts, which must agree); then checked as a host name.
 */
export function normalizeSiteDomain(raw: string): string {
  let domain = raw.trim().toLowerCase().replace(/\.$/, '');
  if (domain.startsWith('www.')) domain = domain.slice(4);
  return domain;
}

export const siteDomainSchema = z
  .string()
  .max(253)
  .transform(normalizeSiteDomain)
  .pipe(z.string().min(1).max(253).regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/));

/** The languages a site offers: at least one, each once. */
export const siteLanguagesSchema = uniqueList(languageSchema, LANGUAGES.length).pipe(z.array(languageSchema).min(1));

/**
 * Whose members a site's members meet (issue 16, SEC-29): `network`, the members of every network site (filtered by
 * the niche's audience), or `site`, only those who signed up on this site (and fictional profiles).
 */
export const MEMBER_POOLS = ['network', 'site'] as const;
export type MemberPool = (typeof MEMBER_POOLS)[number];
export const memberPoolSchema = z.enum(MEMBER_POOLS);

/** Every SPEC §3 Settings field a site stores, as the editor sends it (each optional in a PATCH). */
const siteFieldShape = {
  domain: siteDomainSchema,
  domain_language: languageSchema,
  languages: siteLanguagesSchema,
  active: z.boolean(),
  name: text(BACKOFFICE_LIMITS.nameMax),
  index_title: text(BACKOFFICE_LIMITS.titleMax),
  description: text(BACKOFFICE_LIMITS.descriptionMax),
  niche: nicheSchema,
  countries: uniqueList(countryCode, 250),
  cdn_prefix: z.string().trim().max(BACKOFFICE_LIMITS.cdnPrefixMax),
  visible_profile_fields: uniqueList(fieldName, BACKOFFICE_LIMITS.fieldNamesMax),
  visible_profile_notes: z.boolean(),
  search_fields: uniqueList(fieldName, BACKOFFICE_LIMITS.fieldNamesMax),
  message_credits: credits,
  signup_credits: credits,
  photo_credits: credits,
  gift_credits: credits,
  message_length: z.number().int().min(1).max(BACKOFFICE_LIMITS.messageLengthMax),
  minimum_message_costs: settingsSchema.shape.minimum_message_costs,
  support_email: z.email().max(BACKOFFICE_LIMITS.emailMax),
  support_phone: text(BACKOFFICE_LIMITS.phoneMax),
  enable_site_entry_popup: settingsSchema.shape.enable_site_entry_popup,
  fictional_warning: siteText(BACKOFFICE_LIMITS.fictionalWarningMax),
  fictional_singular: siteText(BACKOFFICE_LIMITS.fictionalWordMax),
  fictional_plural: siteText(BACKOFFICE_LIMITS.fictionalWordMax),
  fictional_icon: text(BACKOFFICE_LIMITS.iconMax),
  refund_days: z.number().int().min(0).max(BACKOFFICE_LIMITS.refundDaysMax),
  signups: settingsSchema.shape.signups,
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  member_resell: z.boolean(),
  company_id: z.number().int().positive(),
  mail_name: text(BACKOFFICE_LIMITS.nameMax),
  interests: uniqueList(z.enum(interestKeys), interestKeys.length),
  member_pool: memberPoolSchema,
};

/** The site fields a staff member edits (the settings of the request are computed from these). */
export type SiteField = keyof typeof siteFieldShape;
export const SITE_FIELDS = Object.keys(siteFieldShape) as SiteField[];
/** Fields only an admin may change. */
export const ADMIN_ONLY_SITE_FIELDS: readonly SiteField[] = ['domain', 'company_id'];

/** A site as the editor shows it: every stored field, as stored. */
export const staffSiteSchema = z.strictObject({
  id: z.number().int(),
  ...settingsSchema.omit({ geoip_country: true, geoip_selected_country: true, region_data: true, push_public_key: true }).shape,
  languages: z.array(languageSchema),
  active: z.boolean(),
  member_pool: memberPoolSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffSite = z.infer<typeof staffSiteSchema>;

/** The company behind a site (SPEC §3 company info); `site_count` sites share it, so an edit changes all of them. */
export const staffCompanySchema = z.strictObject({
  id: z.number().int(),
  ...companyInfoSchema.shape,
  site_count: z.number().int().nonnegative(),
});
export type StaffCompany = z.infer<typeof staffCompanySchema>;

export const companyUpdateSchema = z.strictObject({
  name: text(BACKOFFICE_LIMITS.nameMax).optional(),
  address: text(200).optional(),
  kvk: text(50).optional(),
  city: text(100).optional(),
  country: text(100).optional(),
  tradenames: uniqueList(text(BACKOFFICE_LIMITS.nameMax), 50).optional(),
  vat_numbers: uniqueList(text(50), 20).optional(),
  support_phone: text(BACKOFFICE_LIMITS.phoneMax).optional(),
  delete_discount: z.number().int().min(0).max(100).optional(),
});
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

export const packagePriceSchema = z.strictObject({
  currency: z.enum(CURRENCIES),
  amount_minor: z.number().int().min(1).max(BACKOFFICE_LIMITS.priceMax),
});
export type PackagePrice = z.infer<typeof packagePriceSchema>;

/** A credit package or premium offer with its price in every currency it is sold in. */
export const staffPackageSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(PACKAGE_KINDS),
  credits: z.number().int().positive(),
  bonus_credits: z.number().int().nonnegative(),
  discount_percentage: z.number().int().min(0).max(90),
  popular: z.boolean(),
  one_time: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
  prices: z.array(packagePriceSchema),
});
export type StaffPackage = z.infer<typeof staffPackageSchema>;

const packagePrices = z
  .array(packagePriceSchema)
  .min(1)
  .max(CURRENCIES.length)
  .refine((prices) => new Set(prices.map((price) => price.currency)).size === prices.length, { message: 'duplicate' });

export const packageCreateSchema = z.strictObject({
  kind: z.enum(PACKAGE_KINDS),
  credits: z.number().int().min(1).max(BACKOFFICE_LIMITS.creditsMax),
  bonus_credits: credits.default(0),
  discount_percentage: z.number().int().min(0).max(90).default(0),
  popular: z.boolean().default(false),
  one_time: z.boolean().default(false),
  /** Where it shows among the site's packages of its kind (unique per kind); after the last when absent. */
  position: z.number().int().min(1).max(1000).optional(),
  active: z.boolean().default(true),
  prices: packagePrices,
});
export type PackageCreate = z.infer<typeof packageCreateSchema>;

/** A PATCH: `prices` replaces the whole price list when given. */
export const packageUpdateSchema = z.strictObject({
  credits: z.number().int().min(1).max(BACKOFFICE_LIMITS.creditsMax).optional(),
  bonus_credits: credits.optional(),
  discount_percentage: z.number().int().min(0).max(90).optional(),
  popular: z.boolean().optional(),
  one_time: z.boolean().optional(),
  position: z.number().int().min(1).max(1000).optional(),
  active: z.boolean().optional(),
  prices: packagePrices.optional(),
});
export type PackageUpdate = z.infer<typeof packageUpdateSchema>;

export const DISCOUNT_KINDS = ['standard', 'welcome', 'time_bonus'] as const;

/** SPEC §3 discount code, as stored for the site. */
export const staffDiscountCodeSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  country: countryCode.nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  value_percentage: z.number().int().min(1).max(100),
  minimum_order_value_minor: z.number().int().nonnegative().nullable(),
  expires: z.string().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  validity: z.enum(DISCOUNT_VALIDITIES),
  /** null: every payment method. */
  paymentmethods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
  /** A personal code: only this member may use it. */
  user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type StaffDiscountCode = z.infer<typeof staffDiscountCodeSchema>;

const discountCode = z
  .string()
  .trim()
  .min(1)
  .max(BACKOFFICE_LIMITS.codeMax)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/));
/** An ISO-8601 date-time with its zone (UTC `Z` or an offset); stored as UTC. */
const expiresAt = z.iso.datetime({ offset: true });

const discountFields = {
  kind: z.enum(DISCOUNT_KINDS),
  country: countryCode.nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  value_percentage: z.number().int().min(1).max(100),
  minimum_order_value_minor: z.number().int().min(0).max(BACKOFFICE_LIMITS.priceMax).nullable(),
  expires: expiresAt.nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  validity: z.enum(DISCOUNT_VALIDITIES),
  paymentmethods: uniqueList(z.enum(PAYMENT_METHODS), PAYMENT_METHODS.length).pipe(z.array(z.enum(PAYMENT_METHODS)).min(1)).nullable(),
  user_id: z.number().int().positive().nullable(),
};

/** A minimum order value is an amount, so it needs its currency. */
function minimumHasCurrency(value: { minimum_order_value_minor?: number | null | undefined; currency?: string | null | undefined }): boolean {
  return value.minimum_order_value_minor === undefined || value.minimum_order_value_minor === null || (value.currency ?? null) !== null;
}
const minimumNeedsCurrency = { message: 'minimum_needs_currency', path: ['currency'] };

export const discountCodeCreateSchema = z
  .strictObject({
    code: discountCode,
    kind: discountFields.kind.default('standard'),
    country: discountFields.country.default(null),
    currency: discountFields.currency.default(null),
    value_percentage: discountFields.value_percentage,
    minimum_order_value_minor: discountFields.minimum_order_value_minor.default(null),
    expires: discountFields.expires.default(null),
    status: discountFields.status.default('active'),
    validity: discountFields.validity,
    paymentmethods: discountFields.paymentmethods.default(null),
    user_id: discountFields.user_id.default(null),
  })
  .refine(minimumHasCurrency, minimumNeedsCurrency);
export type DiscountCodeCreate = z.infer<typeof discountCodeCreateSchema>;

/** A PATCH (the code itself is fixed once created: payments name it). The currency rule is checked on the result. */
export const discountCodeUpdateSchema = z.strictObject({
  kind: discountFields.kind.optional(),
  country: discountFields.country.optional(),
  currency: discountFields.currency.optional(),
  value_percentage: discountFields.value_percentage.optional(),
  minimum_order_value_minor: discountFields.minimum_order_value_minor.optional(),
  expires: discountFields.expires.optional(),
  status: discountFields.status.optional(),
  validity: discountFields.validity.optional(),
  paymentmethods: discountFields.paymentmethods.optional(),
  user_id: discountFields.user_id.optional(),
});
export type DiscountCodeUpdate = z.infer<typeof discountCodeUpdateSchema>;

export const staffSiteSummarySchema = z.strictObject({
  id: z.number().int(),
  domain: z.string(),
  name: z.string(),
  niche: nicheSchema,
  domain_language: languageSchema,
  languages: z.array(languageSchema),
  active: z.boolean(),
});
export type StaffSiteSummary = z.infer<typeof staffSiteSummarySchema>;

export const staffSitesResponseSchema = z.strictObject({ sites: z.array(staffSiteSummarySchema) });
export type StaffSitesResponse = z.infer<typeof staffSitesResponseSchema>;

export const staffSiteResponseSchema = z.strictObject({
  site: staffSiteSchema,
  company: staffCompanySchema,
  packages: z.array(staffPackageSchema),
  discount_codes: z.array(staffDiscountCodeSchema),
});
export type StaffSiteResponse = z.infer<typeof staffSiteResponseSchema>;

/**
 * A new site (admin): the domain, niche and languages; every other field is copied from the template site (by default
 * the default site), and so are its packages with their prices and its public discount codes.
 */
export const siteCreateSchema = z
  .strictObject({
    domain: siteDomainSchema,
    niche: nicheSchema,
    languages: siteLanguagesSchema,
    /** Defaults to the template's when it is among `languages`, else the first of `languages`. */
    domain_language: languageSchema.optional(),
    /** Defaults to the template's name. */
    name: siteFieldShape.name.optional(),
    template_site_id: z.number().int().positive().optional(),
  })
  .refine((site) => site.domain_language === undefined || site.languages.includes(site.domain_language), {
    message: 'domain_language_not_offered',
    path: ['domain_language'],
  });
export type SiteCreate = z.infer<typeof siteCreateSchema>;

/** A PATCH of a site: any subset of its fields, and of its company's (an empty one changes nothing). */
export const siteUpdateSchema = z.strictObject({
  ...Object.fromEntries(SITE_FIELDS.map((field) => [field, siteFieldShape[field].optional()])),
  company: companyUpdateSchema.optional(),
}) as z.ZodType<SiteUpdate>;
export type SiteUpdate = { [K in SiteField]?: z.output<(typeof siteFieldShape)[K]> } & { company?: CompanyUpdate };
export type SiteUpdateInput = { [K in SiteField]?: z.input<(typeof siteFieldShape)[K]> } & { company?: z.input<typeof companyUpdateSchema> };

export const staffPackageResponseSchema = z.strictObject({ package: staffPackageSchema });
export const staffDiscountCodeResponseSchema = z.strictObject({ discount_code: staffDiscountCodeSchema });
/** `deleted` false: it was in use (ordered, redeemed) and is deactivated instead, so its history stays readable. */
export const staffDeletedResponseSchema = z.strictObject({ id: z.number().int(), deleted: z.boolean(), deactivated: z.boolean() });

// ---------------------------------------------------------------------------------------------------------------
// Operators
// ---------------------------------------------------------------------------------------------------------------

export const OPERATORS = {
  /** A claim lasts this long; every reply or claim call renews it. */
  claimMs: 10 * 60 * 1000,
  inboxPageSize: 50,
  excerptLength: 140,
} as const;

export const operatorInboxQuerySchema = z.object({
  /** Only conversations of members of this site. */
  site_id: z.coerce.number().int().positive().optional(),
  /** Keyset page of `filter=all` (newest first): conversations whose last message id is below this (`next_before`). */
  before: z.coerce.number().int().positive().optional(),
  /**
   * Keyset page of the default list (waiting for an answer, the longest waiting first): conversations whose last
   * message id is above this (`next_after` of the previous page).
   */
  after: z.coerce.number().int().positive().optional(),
  /** `all`: answered conversations too, newest first (default: only those waiting for an answer, longest waiting first). */
  filter: z.enum(['unanswered', 'all']).default('unanswered'),
});
export type OperatorInboxQuery = z.infer<typeof operatorInboxQuerySchema>;

export const operatorClaimSchema = z.strictObject({
  staff_id: z.number().int(),
  /** The holder's display name. */
  staff_name: z.string(),
  /** The caller holds it. */
  mine: z.boolean(),
  expires_at: z.string(),
});
export type OperatorClaim = z.infer<typeof operatorClaimSchema>;

const photoPath = z.string().nullable();

export const operatorInboxItemSchema = z.strictObject({
  conversation_id: z.number().int(),
  fictional: z.strictObject({ id: z.number().int(), name: z.string(), photo: photoPath }),
  member: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int().nullable(),
    country: z.string(),
    site: z.strictObject({ id: z.number().int(), domain: z.string(), name: z.string() }),
  }),
  last_message: z.strictObject({
    /** The first characters of a text; null for a gift or photo (see `kind`). */
    excerpt: z.string().nullable(),
    kind: chatMessageSchema.shape.kind,
    from_member: z.boolean(),
    created_at: z.string(),
  }),
  /** The member's messages since the profile last answered. */
  unanswered: z.number().int().nonnegative(),
  /** null: nobody holds it (or the claim has expired). */
  claim: operatorClaimSchema.nullable(),
});
export type OperatorInboxItem = z.infer<typeof operatorInboxItemSchema>;

export const operatorInboxResponseSchema = z.strictObject({
  conversations: z.array(operatorInboxItemSchema),
  /** With `filter=all`: pass as `before` for the next page; null on the last page (and on the default list). */
  next_before: z.number().int().nullable(),
  /** On the default list: pass as `after` for the next page; null on the last page (and with `filter=all`). */
  next_after: z.number().int().nullable(),
});
export type OperatorInboxResponse = z.infer<typeof operatorInboxResponseSchema>;

export const operatorClaimResponseSchema = z.strictObject({ conversation_id: z.number().int(), claim: operatorClaimSchema });
export type OperatorClaimResponse = z.infer<typeof operatorClaimResponseSchema>;

export const operatorReleaseResponseSchema = z.strictObject({ conversation_id: z.number().int(), released: z.boolean() });

export const operatorConversationQuerySchema = z.object({
  /** Keyset page: messages with a smaller id (the `oldest_id` of the page shown). */
  before: z.coerce.number().int().positive().optional(),
});

export const operatorConversationResponseSchema = z.strictObject({
  conversation_id: z.number().int(),
  claim: operatorClaimSchema,
  /** The member's profile as a visitor of the member's site sees it (no coordinates, no private photos). */
  member: profileViewSchema,
  member_site: z.strictObject({ id: z.number().int(), domain: z.string(), name: z.string() }),
  fictional: memberCardSchema,
  /** One page, oldest first. */
  messages: z.array(chatMessageSchema),
  has_more: z.boolean(),
});
export type OperatorConversationResponse = z.infer<typeof operatorConversationResponseSchema>;

export const operatorReplyRequestSchema = z.strictObject({
  text: z.string().max(20_000),
  /** The operator's idempotency key: a retried reply returns the message it stored. */
  key: z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/),
});
export type OperatorReplyRequest = z.infer<typeof operatorReplyRequestSchema>;

export const operatorReplyResponseSchema = z.strictObject({ message: chatMessageSchema, claim: operatorClaimSchema });
export type OperatorReplyResponse = z.infer<typeof operatorReplyResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------------

export const BACKOFFICE_ENDPOINTS = {
  staffSites: { method: 'GET', path: '/api/staff/sites', summary: 'The sites the staff member may edit', response: staffSitesResponseSchema },
  staffSite: { method: 'GET', path: '/api/staff/sites/:id', summary: 'One site: settings, company, packages, discount codes', response: staffSiteResponseSchema },
  staffSiteCreate: { method: 'POST', path: '/api/staff/sites', summary: 'Creates a site from a template (admin)', body: siteCreateSchema, response: staffSiteResponseSchema },
  staffSiteUpdate: { method: 'PATCH', path: '/api/staff/sites/:id', summary: 'Changes any subset of a site\'s fields and its company', body: siteUpdateSchema, response: staffSiteResponseSchema },
  staffPackageCreate: { method: 'POST', path: '/api/staff/sites/:id/packages', summary: 'Adds a package', body: packageCreateSchema, response: staffPackageResponseSchema },
  staffPackageUpdate: { method: 'PATCH', path: '/api/staff/sites/:id/packages/:pid', summary: 'Changes a package', body: packageUpdateSchema, response: staffPackageResponseSchema },
  staffPackageDelete: { method: 'DELETE', path: '/api/staff/sites/:id/packages/:pid', summary: 'Removes a package (one that was paid for is deactivated instead)', response: staffDeletedResponseSchema },
  staffDiscountCreate: { method: 'POST', path: '/api/staff/sites/:id/discount-codes', summary: 'Adds a discount code', body: discountCodeCreateSchema, response: staffDiscountCodeResponseSchema },
  staffDiscountUpdate: { method: 'PATCH', path: '/api/staff/sites/:id/discount-codes/:cid', summary: 'Changes a discount code', body: discountCodeUpdateSchema, response: staffDiscountCodeResponseSchema },
  staffDiscountDelete: { method: 'DELETE', path: '/api/staff/sites/:id/discount-codes/:cid', summary: 'Removes a discount code (one that was used is deactivated instead)', response: staffDeletedResponseSchema },
  operatorInbox: { method: 'GET', path: '/api/staff/operators/inbox', summary: 'Conversations of members with fictional profiles waiting for an answer, the longest waiting first (filter=all: every one, newest first)', query: operatorInboxQuerySchema, response: operatorInboxResponseSchema },
  operatorClaim: { method: 'POST', path: '/api/staff/operators/conversations/:id/claim', summary: 'Claims (or renews) a conversation for 10 minutes', response: operatorClaimResponseSchema },
  operatorRelease: { method: 'POST', path: '/api/staff/operators/conversations/:id/release', summary: 'Releases a claimed conversation', response: operatorReleaseResponseSchema },
  operatorConversation: { method: 'GET', path: '/api/staff/operators/conversations/:id', summary: 'A claimed conversation: the member, the profile and the history', query: operatorConversationQuerySchema, response: operatorConversationResponseSchema },
  operatorReply: { method: 'POST', path: '/api/staff/operators/conversations/:id/messages', summary: 'Answers as the fictional profile', body: operatorReplyRequestSchema, response: operatorReplyResponseSchema },
} as const satisfies Record<string, StaffEndpointDef>;
