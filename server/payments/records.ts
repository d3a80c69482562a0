import type { Currency, Payment, PaymentMethod } from '../../contract/credits';
import type { CreditsDb, CreditsTrx, PaymentRow } from '../credits/tables';

/** Payments as stored, read with their package's kind, and their contract answer. */

export type PaymentView = PaymentRow & { readonly package_kind: 'credits' | 'premium' };

function viewQuery(db: CreditsDb | CreditsTrx) {
  return db
    .selectFrom('payments')
    .innerJoin('credit_packages', 'credit_packages.id', 'payments.package_id')
    .selectAll('payments')
    .select('credit_packages.kind as package_kind');
}

export function selectPaymentById(db: CreditsDb | CreditsTrx, id: number): Promise<PaymentView | undefined> {
  return viewQuery(db).where('payments.id', '=', id).executeTakeFirst();
}

export function selectPaymentByPublicId(db: CreditsDb | CreditsTrx, publicId: string): Promise<PaymentView | undefined> {
  return viewQuery(db).where('payments.public_id', '=', publicId).executeTakeFirst();
}

/** A payment of this user on this site (object-level authorisation: anything else is not found). */
export function selectOwnPayment(db: CreditsDb | CreditsTrx, userId: number, siteId: number, publicId: string): Promise<PaymentView | undefined> {
  return viewQuery(db)
    .where('payments.public_id', '=', publicId)
    .where('payments.user_id', '=', userId)
    .where('payments.site_id', '=', siteId)
    .executeTakeFirst();
}

export function selectPaymentByIdempotencyKey(db: CreditsDb | CreditsTrx, userId: number, key: string): Promise<PaymentView | undefined> {
  return viewQuery(db).where('payments.user_id', '=', userId).where('payments.idempotency_key', '=', key).executeTakeFirst();
}

export const TRANSACTIONS_LIMIT = 100;

export function selectPaymentHistory(db: CreditsDb, userId: number, siteId: number): Promise<PaymentView[]> {
  return viewQuery(db)
    .where('payments.user_id', '=', userId)
    .where('payments.site_id', '=', siteId)
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(TRANSACTIONS_LIMIT)
    .execute();
}

export function paymentAnswer(view: PaymentView): Payment {
  return {
    payment_id: view.public_id,
    status: view.status,
    kind: view.kind,
    package_id: view.package_id,
    package_kind: view.package_kind,
    credits: view.credits,
    amount: { amount_minor: view.amount_minor, currency: view.currency as Currency },
    method: view.method as PaymentMethod,
    discount: view.discount_code && view.discount_percentage > 0 ? { code: view.discount_code, value_percentage: view.discount_percentage } : null,
    created_at: view.created_at,
    updated_at: view.updated_at,
    completed_at: view.completed_at,
  };
}
