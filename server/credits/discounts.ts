import { TIME_BONUS } from '../../contract/constants';
import {
  PAYMENT_METHODS,
  WELCOME_DISCOUNT,
  type Currency,
  type DiscountCode,
  type PaymentMethod,
} from '../../contract/credits';
import type { FieldError } from '../../contract/errors';
import { HttpError } from '../errors/http-error';
import { formatMoney } from './currency';
import type { CreditsDb, CreditsTrx, DiscountCodeRow } from './tables';
import { userRelativeExpiry, type BonusUser } from './timeBonus';

/**
 * Discount codes (SPEC §3, §5; SEC-22). A code belongs to a site; it may be limited to a country, a currency, a
 * minimum order value, an expiry, some payment methods, and one user (a personal code). `once_per_user` codes are
 * held for the payment that uses them by a `discount_redemptions` row, unique per (user, code): however many
 * requests race, one wins. The row is released when that payment fails or is cancelled, and marked redeemed inside
 * the payment's completion transaction.
 */

/** An open payment holds its code this long; after that a new payment may take the code over (the old one is cancelled). */
export const CHECKOUT_HOLD_MS = 15 * 60 * 1000;

export type DiscountRefusal = 'not_found' | 'used' | 'in_use' | 'expired' | 'not_available' | 'minimum' | 'method';

export interface DiscountContext {
  /** The logged-in user (null when logged out: user-relative and personal codes are then not found). */
  readonly userId: number | null;
  readonly user: BonusUser | null;
  readonly country: string;
  readonly currency: Currency;
  readonly now: Date;
  /** The order before the discount; unknown while only looking a code up. */
  readonly amountMinor?: number;
  readonly method?: PaymentMethod;
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

function parseMethods(json: string | null): PaymentMethod[] | null {
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return null;
    return parsed.filter((value): value is PaymentMethod => (PAYMENT_METHODS as readonly unknown[]).includes(value));
  } catch {
    return null;
  }
}

/** When the code ends for this user: its own date, or for the time bonus and welcome codes a time after signup. */
export function codeExpiry(code: DiscountCodeRow, user: BonusUser | null): Date | null {
  if (code.kind === 'standard') return code.expires ? new Date(code.expires) : null;
  return userRelativeExpiry(code.kind, user);
}

/**
 * Why a code cannot be used now (null: it can). Pure: `used` says whether the user redeemed it already (or an open
 * payment holds it: `heldByOpenPayment`). The amount and method are checked only when given (at payment time).
 */
export function discountRefusal(
  code: DiscountCodeRow,
  context: DiscountContext,
  used: { readonly redeemed: boolean; readonly heldByOpenPayment: boolean },
): DiscountRefusal | null {
  if (code.status !== 'active') return 'not_found';
  if (code.user_id !== null && code.user_id !== context.userId) return 'not_found';
  // Time bonus and welcome codes count from the user's signup and are not for paid users.
  if (code.kind !== 'standard' && (!context.user || context.userId === null)) return 'not_found';
  if (code.validity === 'once_per_user' && used.redeemed) return 'used';
  const expiry = codeExpiry(code, context.user);
  if (code.kind !== 'standard' && expiry === null) return 'expired';
  if (expiry && context.now.getTime() >= expiry.getTime()) return 'expired';
  if (code.country !== null && code.country !== context.country) return 'not_available';
  if (code.currency !== null && code.currency !== context.currency) return 'not_available';
  if (context.amountMinor !== undefined && code.minimum_order_value_minor !== null && context.amountMinor < code.minimum_order_value_minor) {
    return 'minimum';
  }
  const methods = parseMethods(code.paymentmethods);
  if (context.method !== undefined && methods !== null && !methods.includes(context.method)) return 'method';
  if (code.validity === 'once_per_user' && used.heldByOpenPayment) return 'in_use';
  return null;
}

/** The contract error of a refusal; `field` names the input that carried the code. */
export function refusalError(refusal: DiscountRefusal, code: DiscountCodeRow | null, field: string, language: string): HttpError {
  const fields = (error: FieldError) => ({ fields: { [field]: error } });
  switch (refusal) {
    case 'not_found':
      return new HttpError('discount_not_found', fields({ code: 'discount_not_found' }));
    case 'used':
      return new HttpError('discount_used', fields({ code: 'discount_used' }));
    case 'in_use':
      return new HttpError('discount_used', fields({ code: 'discount_in_use' }));
    case 'expired':
      return new HttpError('discount_invalid', fields({ code: 'discount_expired' }));
    case 'not_available':
      return new HttpError('discount_invalid', fields({ code: 'discount_not_available' }));
    case 'method':
      return new HttpError('discount_invalid', fields({ code: 'discount_method' }));
    case 'minimum': {
      const amount =
        code?.minimum_order_value_minor != null && code.currency ? formatMoney(code.minimum_order_value_minor, code.currency, language) : '';
      return new HttpError('discount_invalid', fields({ code: 'discount_minimum_order', params: { amount } }));
    }
  }
}

/** SPEC §3 discount code answer, with the expiry as it applies to this user. */
export function discountCodeAnswer(code: DiscountCodeRow, user: BonusUser | null, now: Date): DiscountCode {
  const expiry = codeExpiry(code, user);
  return {
    code: code.code,
    country: code.country,
    user_id: code.user_id,
    expires: expiry ? expiry.toISOString() : null,
    value_percentage: code.value_percentage,
    currency: code.currency as Currency | null,
    minimum_order_value: code.minimum_order_value_minor,
    status: code.status,
    validity: code.validity,
    expired: expiry !== null && now.getTime() >= expiry.getTime(),
    paymentmethods: parseMethods(code.paymentmethods),
  };
}

export async function selectCode(db: CreditsDb | CreditsTrx, siteId: number, code: string): Promise<DiscountCodeRow | undefined> {
  return db.selectFrom('discount_codes').selectAll().where('site_id', '=', siteId).where('code', '=', normalizeCode(code)).executeTakeFirst();
}

export async function selectCodeOfKind(db: CreditsDb | CreditsTrx, siteId: number, kind: 'time_bonus' | 'welcome'): Promise<DiscountCodeRow | undefined> {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export interface RedemptionState {
  readonly redeemed: boolean;
  /** An open payment younger than CHECKOUT_HOLD_MS holds the code. */
  readonly heldByOpenPayment: boolean;
  /** The open payment past its hold, which a new payment may take the code from. */
  readonly staleHolder: { readonly paymentId: number; readonly redemptionId: number } | null;
}

export async function redemptionState(db: CreditsDb | CreditsTrx, userId: number, codeId: number, now: Date): Promise<RedemptionState> {
  const row = await db
    .selectFrom('discount_redemptions')
    .innerJoin('payments', 'payments.id', 'discount_redemptions.payment_id')
    .select(['discount_redemptions.id', 'discount_redemptions.redeemed_at', 'payments.id as payment_id', 'payments.status', 'payments.created_at'])
    .where('discount_redemptions.user_id', '=', userId)
    .where('discount_redemptions.code_id', '=', codeId)
    .executeTakeFirst();
  if (!row) return { redeemed: false, heldByOpenPayment: false, staleHolder: null };
  if (row.redeemed_at !== null || row.status === 'completed' || row.status === 'reversed') {
    return { redeemed: true, heldByOpenPayment: false, staleHolder: null };
  }
  const fresh = now.getTime() - Date.parse(row.created_at) < CHECKOUT_HOLD_MS;
  return {
    redeemed: false,
    heldByOpenPayment: fresh,
    staleHolder: fresh ? null : { paymentId: row.payment_id, redemptionId: row.id },
  };
}

/** Whether the user has redeemed the site's time bonus and welcome codes (for the welcome offer). */
export async function usedWelcomeCodes(db: CreditsDb, siteId: number, userId: number): Promise<{ timeBonus: boolean; welcome: boolean }> {
  const rows = await db
    .selectFrom('discount_redemptions')
    .innerJoin('discount_codes', 'discount_codes.id', 'discount_redemptions.code_id')
    .select('discount_codes.kind')
    .where('discount_redemptions.user_id', '=', userId)
    .where('discount_codes.site_id', '=', siteId)
    .where('discount_redemptions.redeemed_at', 'is not', null)
    .execute();
  return { timeBonus: rows.some((row) => row.kind === 'time_bonus'), welcome: rows.some((row) => row.kind === 'welcome') };
}

interface SeedCode {
  readonly code: string;
  readonly kind: 'standard' | 'welcome' | 'time_bonus';
  readonly value_percentage: number;
  readonly validity: 'once_per_user' | 'multi';
}

/** Every site's codes: the SPEC §9 time bonus and welcome discount, and one open demo code. */
export const SITE_CODES: readonly SeedCode[] = [
  { code: TIME_BONUS.code, kind: 'time_bonus', value_percentage: TIME_BONUS.percentage, validity: 'once_per_user' },
  { code: WELCOME_DISCOUNT.code, kind: 'welcome', value_percentage: 25, validity: 'once_per_user' },
  { code: 'FLIRT10', kind: 'standard', value_percentage: 10, validity: 'multi' },
];

/** Adds the missing site codes to every site; existing codes (and an operator's edits of them) are left alone. */
export async function seedDiscountCodes(db: CreditsDb, now: Date = new Date()): Promise<void> {
  const sites = await db.selectFrom('sites').select('id').execute();
  if (sites.length === 0) return;
  await db
    .insertInto('discount_codes')
    .values(
      sites.flatMap((site) =>
        SITE_CODES.map((code) => ({
          site_id: site.id,
          code: code.code,
          kind: code.kind,
          country: null,
          currency: null,
          value_percentage: code.value_percentage,
          minimum_order_value_minor: null,
          expires: null,
          status: 'active' as const,
          validity: code.validity,
          paymentmethods: null,
          user_id: null,
          created_at: now.toISOString(),
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['site_id', 'code']).doNothing())
    .execute();
}

/** How long a claimed retention code can be used. */
export const RETENTION_CODE_DAYS = 30;

/** The retention code of a member: personal (bound to the user), so its predictable name gives nobody else anything. */
export function retentionCodeOf(userId: number): string {
  return `STAY-${userId}`;
}

/**
 * The delete-account flow's retention offer (SPEC §3 company info delete_discount): a personal, single-use code worth
 * the company's discount, claimed once per member. The unique (site, code) index is what makes it once: of two claims
 * at the same moment one inserts, the other is told it was claimed. 404 when the company offers no discount.
 */
export async function claimRetentionCode(db: CreditsDb, siteId: number, userId: number, percentage: number, now: Date): Promise<DiscountCodeRow> {
  if (percentage <= 0) throw new HttpError('not_found');
  const inserted = await db
    .insertInto('discount_codes')
    .values({
      site_id: siteId,
      code: retentionCodeOf(userId),
      kind: 'standard',
      country: null,
      currency: null,
      value_percentage: percentage,
      minimum_order_value_minor: null,
      expires: new Date(now.getTime() + RETENTION_CODE_DAYS * 24 * 60 * 60 * 1000).toISOString(),
      status: 'active',
      validity: 'once_per_user',
      paymentmethods: null,
      user_id: userId,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['site_id', 'code']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) throw new HttpError('retention_discount_claimed');
  return inserted;
}
