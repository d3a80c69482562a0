import { createHash } from 'node:crypto';
import type { PackageKind, PaymentKind, PaymentMethod, PaymentStatus } from '../../../contract/credits';
import { formatMoney } from '../../credits/currency';
import type { MailTemplate } from '../../mail/types';

/**
 * Which payment mail a state change sends, and what it says: pure functions (unit-tested in
 * tests/unit/payment-mails.test.ts). The queue and the sending live in ./queue.ts and ./dispatcher.ts.
 */

export const PAYMENT_MAIL_KINDS = ['receipt', 'charge_failed', 'mandate'] as const;
export type PaymentMailKind = (typeof PAYMENT_MAIL_KINDS)[number];

export const PAYMENT_MAIL_TEMPLATES: Readonly<Record<PaymentMailKind, MailTemplate>> = {
  receipt: 'payment.receipt',
  charge_failed: 'payment.charge_failed',
  mandate: 'payment.mandate',
};

export interface PaymentTransition {
  readonly from: PaymentStatus;
  readonly to: PaymentStatus;
  readonly kind: PaymentKind;
  readonly method: PaymentMethod;
  /** A direct debit whose mandate the payer confirmed with the SDD code (so the bank was asked to pay). */
  readonly mandateConfirmed: boolean;
}

/**
 * The mail a payment's move from `from` to `to` sends, if any:
 * - completed (any method, any kind): the receipt;
 * - failed, for a recurring charge (a repeat order on a saved card, or a debit on a confirmed mandate): what failed
 *   and what to do. A first checkout the payer failed or cancelled on the provider's page sends nothing: they saw it.
 * Cancelled, superseded and reversed payments send nothing.
 */
export function mailForTransition(transition: PaymentTransition): PaymentMailKind | null {
  if (transition.from !== 'pending') return null;
  if (transition.to === 'completed') return 'receipt';
  if (transition.to === 'failed' && isRecurringCharge(transition)) return 'charge_failed';
  return null;
}

function isRecurringCharge(transition: PaymentTransition): boolean {
  if (transition.kind === 'repeat') return true;
  return transition.method === 'sepa_dd' && transition.mandateConfirmed;
}

/**
 * The SEPA mandate reference of a direct debit: unique per payment, stable, at most 35 characters from the SEPA
 * character set (letters, digits, `-`), and not the payment id itself (no `_`, and it names the mandate, not the order).
 */
export function mandateReference(paymentPublicId: string): string {
  return `MDT-${createHash('sha256').update(`mandate:${paymentPublicId}`).digest('hex').slice(0, 20).toUpperCase()}`;
}

/** A moment as the member reads it: date and time in UTC (the zone is named), in their language. */
export function formatMailDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A day as the member reads it (the debit date of a pre-notification). */
export function formatMailDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/** How a saved card is shown: brand and last four digits only (SEC-24 masks the same way for IBANs). */
export function maskedCard(brand: string, last4: string): string {
  return `${brand} •••• ${last4}`;
}

export interface PaymentMailFacts {
  readonly kind: PaymentMailKind;
  readonly language: string;
  readonly memberName: string;
  readonly payment: {
    readonly public_id: string;
    readonly amount_minor: number;
    readonly currency: string;
    readonly credits: number;
    readonly package_kind: PackageKind;
    readonly method: PaymentMethod;
    readonly discount_code: string | null;
    readonly discount_percentage: number;
  };
  /** The masked card (card payments) or IBAN (direct debit) at the time of the event, when known. */
  readonly methodDetail: string | null;
  /** When the event happened (completed, failed, mandate given). */
  readonly at: string;
  /** The creditor of a mandate: the company's name (the site's name when it has no company record). */
  readonly creditor: string;
  /** Where a member whose charge failed goes to pay again. */
  readonly retryLink: string;
}

/** The mail parameters of a payment mail (templates.ts: payment.*), every value formatted for the member's language. */
export function paymentMailParams(facts: PaymentMailFacts): Record<string, string | number> {
  const { payment, language } = facts;
  const amount = formatMoney(payment.amount_minor, payment.currency, language);
  const common: Record<string, string | number> = {
    name: facts.memberName,
    product: payment.package_kind,
    credits: payment.credits,
    amount,
    date: formatMailDate(facts.at, language),
    reference: payment.public_id,
  };
  if (facts.kind === 'mandate') {
    return {
      ...common,
      mandate: mandateReference(payment.public_id),
      creditor: facts.creditor,
      iban: facts.methodDetail ?? '',
      // The debit is submitted to the bank when the mandate is given.
      debit_date: formatMailDay(facts.at, language),
    };
  }
  const params: Record<string, string | number> = { ...common, method: payment.method };
  if (payment.discount_code && payment.discount_percentage > 0) {
    params.discount = payment.discount_code;
    params.percent = payment.discount_percentage;
  }
  if (facts.methodDetail) {
    if (payment.method === 'sepa_dd') params.iban = facts.methodDetail;
    else if (payment.method === 'card') params.card = facts.methodDetail;
  }
  if (facts.kind === 'charge_failed') params.link = facts.retryLink;
  return params;
}
