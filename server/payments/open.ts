import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Currency, PaymentKind, PaymentMethod } from '../../contract/credits';
import { discountedAmount } from '../credits/currency';
import {
  discountRefusal,
  redemptionState,
  refusalError,
  selectCode,
  selectCodeOfKind,
} from '../credits/discounts';
import { lockUserRow, type LockedUser } from '../credits/ledger';
import { selectPricedPackage, totalCredits } from '../credits/packages';
import type { CreditsTrx, DiscountCodeRow, PaymentRow } from '../credits/tables';
import { isTimeBonusActive, type BonusUser } from '../credits/timeBonus';
import { HttpError } from '../errors/http-error';
import { isUniqueViolation } from '../accounts/db-errors';
import { selectPaymentByIdempotencyKey, type PaymentView } from './records';
import { recordCreation, transitionPayment } from './transitions';

/**
 * Opening a payment, shared by checkout, repeat orders and direct debit: in one transaction that first locks the
 * user row, (1) a payment with the same idempotency key is answered instead of a new one, (2) the package is priced
 * in the payer's currency, (3) the discount code is checked with every rule and held for this payment (unique per
 * user and code, SEC-22), (4) the pending payment is stored with its status history.
 */

/** Who pays, as the request knows them. */
export interface Payer {
  readonly userId: number;
  readonly siteId: number;
  /** Profile country (or geo-IP, or the site's first country). */
  readonly country: string;
  readonly currency: Currency;
  /** For formatted amounts in field errors. */
  readonly language: string;
}

export interface OpenPaymentSpec {
  readonly kind: PaymentKind;
  readonly method: PaymentMethod;
  readonly packageId: number;
  readonly currency: Currency;
  readonly discountCode: string | undefined;
  /** Apply the running time bonus when no code is given (SPEC §4: applied at checkout while the bonus runs). */
  readonly automaticDiscount: boolean;
  readonly idempotencyKey: string;
  readonly provider: string;
  readonly savedMethodId?: number;
  readonly now: Date;
  readonly log: FastifyBaseLogger;
}

export type OpenPaymentResult =
  | { readonly kind: 'existing'; readonly payment: PaymentView }
  | { readonly kind: 'created'; readonly payment: PaymentRow; readonly locked: LockedUser; readonly supersededRefs: readonly string[] };

export function newPublicPaymentId(): string {
  return `pay_${randomBytes(16).toString('base64url')}`;
}

interface ChosenDiscount {
  readonly row: DiscountCodeRow;
  readonly supersededRefs: string[];
}

async function chooseDiscount(
  trx: CreditsTrx,
  payer: Payer,
  locked: LockedUser,
  spec: OpenPaymentSpec,
  amountMinor: number,
): Promise<ChosenDiscount | null> {
  const user: BonusUser = { created_at: locked.created_at, paid_user: locked.paid_user === 1 };
  const timeBonusRuns = isTimeBonusActive(user, spec.now);
  let row: DiscountCodeRow | undefined;
  if (spec.discountCode !== undefined) {
    row = await selectCode(trx, payer.siteId, spec.discountCode);
    if (!row) throw refusalError('not_found', null, 'discount_code', payer.language);
    // While the time bonus runs it takes priority over the welcome discount (SPEC §4).
    if (row.kind === 'welcome' && timeBonusRuns) row = (await selectCodeOfKind(trx, payer.siteId, 'time_bonus')) ?? row;
  } else if (spec.automaticDiscount && timeBonusRuns) {
    row = await selectCodeOfKind(trx, payer.siteId, 'time_bonus');
  }
  if (!row) return null;

  const state = await redemptionState(trx, payer.userId, row.id, spec.now);
  const refusal = discountRefusal(
    row,
    { userId: payer.userId, user, country: payer.country, currency: spec.currency, now: spec.now, amountMinor, method: spec.method },
    state,
  );
  if (refusal) {
    // An automatic discount that does not apply (used, or held by another open payment of this member) is simply not
    // applied: the answer carries the amount actually charged, and the checkout shows it before anything is paid.
    if (spec.discountCode === undefined) return null;
    throw refusalError(refusal, row, 'discount_code', payer.language);
  }
  const supersededRefs: string[] = [];
  if (state.staleHolder) {
    // An abandoned checkout past its hold: cancel it so the code moves to this payment.
    const { payment } = await transitionPayment(trx, state.staleHolder.paymentId, 'cancelled', {
      source: 'superseded',
      eventId: null,
      now: spec.now,
      log: spec.log,
    });
    if (payment.provider_ref) supersededRefs.push(payment.provider_ref);
  }
  return { row, supersededRefs };
}

function sameRequest(existing: PaymentView, spec: OpenPaymentSpec): boolean {
  return existing.package_id === spec.packageId && existing.method === spec.method && existing.kind === spec.kind;
}

export async function openPayment(trx: CreditsTrx, payer: Payer, spec: OpenPaymentSpec): Promise<OpenPaymentResult> {
  const locked = await lockUserRow(trx, payer.userId);
  if (!locked) throw new HttpError('authentication_required');

  const existing = await selectPaymentByIdempotencyKey(trx, payer.userId, spec.idempotencyKey);
  if (existing) {
    // The same key for another order is a client bug: refuse rather than answer an unrelated payment.
    if (!sameRequest(existing, spec)) throw new HttpError('conflict', { fields: { idempotency_key: { code: 'invalid_value' } } });
    return { kind: 'existing', payment: existing };
  }

  const pkg = await selectPricedPackage(trx, payer.siteId, spec.packageId, spec.currency);
  if (!pkg) throw new HttpError('not_found', { fields: { package_id: { code: 'invalid_value' } } });
  // Premium does not expire (SPEC §1: the first purchase makes a member premium): there is nothing to renew, so a
  // premium offer is never sold to a premium member again (they buy credit packages).
  if (pkg.row.kind === 'premium' && locked.paid_user === 1) {
    throw new HttpError('already_premium', { fields: { package_id: { code: 'invalid_value' } } });
  }

  const discount = await chooseDiscount(trx, payer, locked, spec, pkg.amountMinor);
  const percentage = discount?.row.value_percentage ?? 0;
  const stamp = spec.now.toISOString();
  const payment = await trx
    .insertInto('payments')
    .values({
      public_id: newPublicPaymentId(),
      user_id: payer.userId,
      site_id: payer.siteId,
      package_id: pkg.row.id,
      kind: spec.kind,
      credits: totalCredits(pkg.row),
      amount_minor: discountedAmount(pkg.amountMinor, percentage),
      currency: spec.currency,
      method: spec.method,
      status: 'pending',
      provider: spec.provider,
      provider_ref: null,
      checkout_url: null,
      discount_code_id: discount?.row.id ?? null,
      discount_code: discount?.row.code ?? null,
      discount_percentage: percentage,
      saved_method_id: spec.savedMethodId ?? null,
      idempotency_key: spec.idempotencyKey,
      created_at: stamp,
      updated_at: stamp,
      completed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordCreation(trx, payment, spec.now);

  if (discount && discount.row.validity === 'once_per_user') {
    try {
      await trx
        .insertInto('discount_redemptions')
        .values({ user_id: payer.userId, code_id: discount.row.id, payment_id: payment.id, redeemed_at: null, created_at: stamp })
        .execute();
    } catch (error) {
      // The user row lock makes this unreachable in practice; the unique index is the guarantee.
      if (isUniqueViolation(error)) throw new HttpError('discount_used', { fields: { discount_code: { code: 'discount_used' } }, cause: error });
      throw error;
    }
  }
  return { kind: 'created', payment, locked, supersededRefs: discount?.supersededRefs ?? [] };
}
