import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatus } from '../../contract/credits';
import { applyCredits, lockUserRow } from '../credits/ledger';
import type { CreditsTrx, PaymentRow, StatusChangeSource } from '../credits/tables';
import type { SavedMethodDetails } from './provider';
import { queueTransitionMail } from './receipts/queue';
import { canTransition } from './status';

/**
 * Moving a payment to its next status, with everything that goes with it, in the caller's transaction:
 * - completed: the credits through the ledger (key `payment:<id>`, so a replay grants nothing twice), premium
 *   (`paid_user`) on the first completed purchase, the discount code marked redeemed, a card saved if asked;
 * - failed / cancelled: the discount code released for another payment;
 * - reversed: the credits taken back as far as the balance allows (never below zero); what could not be taken back
 *   is recorded as a shortfall and logged; premium ends when no other completed purchase is left; a returned direct
 *   debit blocks the account and the IBAN for direct debit.
 */

export interface TransitionContext {
  readonly source: StatusChangeSource;
  readonly eventId: string | null;
  readonly now: Date;
  readonly log: FastifyBaseLogger;
  readonly savedMethod?: SavedMethodDetails | null;
  readonly provider?: string;
}

export interface TransitionResult {
  readonly changed: boolean;
  readonly payment: PaymentRow;
}

async function recordChange(trx: CreditsTrx, payment: PaymentRow, from: PaymentStatus | null, context: TransitionContext): Promise<void> {
  await trx
    .insertInto('payment_status_changes')
    .values({
      payment_id: payment.id,
      from_status: from,
      to_status: payment.status,
      source: context.source,
      event_id: context.eventId,
      created_at: context.now.toISOString(),
    })
    .execute();
}

export async function recordCreation(trx: CreditsTrx, payment: PaymentRow, now: Date): Promise<void> {
  await trx
    .insertInto('payment_status_changes')
    .values({ payment_id: payment.id, from_status: null, to_status: payment.status, source: 'created', event_id: null, created_at: now.toISOString() })
    .execute();
}

async function onCompleted(trx: CreditsTrx, payment: PaymentRow, context: TransitionContext): Promise<void> {
  const stamp = context.now.toISOString();
  await applyCredits(trx, {
    userId: payment.user_id,
    amount: payment.credits,
    reason: 'purchase',
    reference: payment.public_id,
    idempotencyKey: `payment:${payment.id}`,
    now: context.now,
  });
  // SPEC §1: a user becomes premium on the first completed purchase.
  await trx.updateTable('users').set({ paid_user: 1 }).where('id', '=', payment.user_id).where('paid_user', '=', 0).execute();

  if (payment.discount_code_id !== null) {
    const code = await trx.selectFrom('discount_codes').select(['validity']).where('id', '=', payment.discount_code_id).executeTakeFirst();
    if (code?.validity === 'once_per_user') {
      const confirmed = await trx
        .updateTable('discount_redemptions')
        .set({ redeemed_at: stamp })
        .where('payment_id', '=', payment.id)
        .executeTakeFirst();
      if (Number(confirmed.numUpdatedRows) === 0) {
        // The hold was released meanwhile: redeem here, still unique per (user, code) (SEC-22).
        await trx
          .insertInto('discount_redemptions')
          .values({ user_id: payment.user_id, code_id: payment.discount_code_id, payment_id: payment.id, redeemed_at: stamp, created_at: stamp })
          .onConflict((oc) => oc.columns(['user_id', 'code_id']).doNothing())
          .execute();
      }
    }
  }

  const saved = context.savedMethod;
  if (saved && payment.method === 'card') {
    await trx
      .insertInto('saved_methods')
      .values({
        user_id: payment.user_id,
        provider: context.provider ?? payment.provider,
        token: saved.token,
        brand: saved.brand,
        last4: saved.last4,
        exp_month: saved.expMonth,
        exp_year: saved.expYear,
        created_at: stamp,
      })
      .onConflict((oc) => oc.columns(['provider', 'token']).doNothing())
      .execute();
  }
}

async function onEndedUnpaid(trx: CreditsTrx, payment: PaymentRow): Promise<void> {
  await trx.deleteFrom('discount_redemptions').where('payment_id', '=', payment.id).where('redeemed_at', 'is', null).execute();
  await trx.updateTable('directdebits').set({ stage: 'failed' }).where('payment_id', '=', payment.id).execute();
}

async function onReversed(trx: CreditsTrx, payment: PaymentRow, balance: number, context: TransitionContext): Promise<PaymentRow> {
  const granted = await trx
    .selectFrom('credit_entries')
    .select('amount')
    .where('idempotency_key', '=', `payment:${payment.id}`)
    .executeTakeFirst();
  const owed = granted?.amount ?? 0;
  const taken = Math.min(owed, balance);
  if (taken > 0) {
    await applyCredits(trx, {
      userId: payment.user_id,
      amount: -taken,
      reason: 'reversal',
      reference: payment.public_id,
      idempotencyKey: `reversal:${payment.id}`,
      now: context.now,
    });
  }
  const shortfall = owed - taken;
  if (shortfall > 0) {
    context.log.warn({ payment: payment.public_id, user: payment.user_id, shortfall }, 'payment reversed after its credits were spent');
  }
  const updated = await trx
    .updateTable('payments')
    .set({ reversed_credits: taken, reversal_shortfall: shortfall })
    .where('id', '=', payment.id)
    .returningAll()
    .executeTakeFirstOrThrow();

  // Premium came with the first completed purchase (SPEC §1): with no completed purchase left, it goes with the money.
  const stillPaid = await trx
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', payment.user_id)
    .where('status', '=', 'completed')
    .where('id', '!=', payment.id)
    .limit(1)
    .executeTakeFirst();
  if (!stillPaid) await trx.updateTable('users').set({ paid_user: 0 }).where('id', '=', payment.user_id).execute();

  if (payment.method === 'sepa_dd') {
    const debit = await trx.selectFrom('directdebits').select('iban_hash').where('payment_id', '=', payment.id).executeTakeFirst();
    await trx
      .insertInto('directdebit_blocks')
      .values({
        user_id: payment.user_id,
        iban_hash: debit?.iban_hash ?? null,
        reason: 'returned_debit',
        payment_id: payment.id,
        created_at: context.now.toISOString(),
      })
      .execute();
  }
  return updated;
}

/**
 * Moves payment `paymentId` to `to` if that is a step forward; otherwise changes nothing (`changed: false`).
 * Locks the user row first (see lockUserRow), so concurrent events for one payment apply one at a time.
 */
export async function transitionPayment(
  trx: CreditsTrx,
  paymentId: number,
  to: PaymentStatus,
  context: TransitionContext,
): Promise<TransitionResult> {
  const before = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const locked = await lockUserRow(trx, before.user_id);
  if (!locked) throw new Error(`payment ${paymentId} has no user`);
  const current = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (!canTransition(current.status, to)) return { changed: false, payment: current };

  const stamp = context.now.toISOString();
  let payment = await trx
    .updateTable('payments')
    .set({ status: to, updated_at: stamp, ...(to === 'completed' ? { completed_at: stamp } : {}) })
    .where('id', '=', paymentId)
    .where('status', '=', current.status)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, payment, current.status, context);

  if (to === 'completed') await onCompleted(trx, payment, context);
  else if (to === 'failed' || to === 'cancelled') await onEndedUnpaid(trx, payment);
  else if (to === 'reversed') payment = await onReversed(trx, payment, locked.credits, context);
  // The receipt or failure mail, queued with this change (once per payment: replays never get here).
  await queueTransitionMail(trx, { payment, from: current.status, savedMethod: context.savedMethod ?? null, now: context.now });
  return { changed: true, payment };
}
