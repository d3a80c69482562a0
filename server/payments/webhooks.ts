import type { WebhookResponse } from '../../contract/credits';
import type { CreditsTrx, WebhookOutcome } from '../credits/tables';
import type { ProviderEvent } from './provider';
import type { PaymentsDeps } from './service';
import { transitionPayment } from './transitions';

/**
 * Applying a verified provider event (SEC-20), in one transaction with the record of the event:
 * - an event id seen before changes nothing (`duplicate`), so replays grant nothing twice;
 * - the amount and currency must equal the order's, or the event is recorded as `rejected` and changes nothing;
 * - statuses only move forward (see status.ts): a late `pending` or a `completed` after a cancellation is `ignored`;
 * - a direct debit completes only after its mandate was confirmed with the SDD code.
 * If applying fails the transaction rolls back, the event is not recorded, and the provider's retry applies it.
 */
export async function handleProviderEvent(deps: PaymentsDeps, event: ProviderEvent): Promise<WebhookResponse['outcome']> {
  const provider = deps.provider.name;
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('webhook_events')
      .values({
        provider,
        event_id: event.id,
        type: event.type,
        payment_public_id: event.paymentId,
        outcome: 'processing',
        received_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';
    const outcome = await applyEvent(deps, trx, event, now);
    await trx.updateTable('webhook_events').set({ outcome }).where('id', '=', recorded.id).execute();
    return outcome;
  });
}

async function applyEvent(deps: PaymentsDeps, trx: CreditsTrx, event: ProviderEvent, now: Date): Promise<WebhookOutcome> {
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('public_id', '=', event.paymentId)
    .where('provider', '=', deps.provider.name)
    .executeTakeFirst();
  if (!payment) {
    deps.log.warn({ event: event.id, payment: event.paymentId }, 'payment event for an unknown payment');
    return 'ignored';
  }
  if (event.amountMinor !== payment.amount_minor || event.currency !== payment.currency) {
    deps.log.warn(
      { event: event.id, payment: payment.public_id, expected: [payment.amount_minor, payment.currency], got: [event.amountMinor, event.currency] },
      'payment event rejected: amount or currency differ from the order',
    );
    return 'rejected';
  }
  if (event.type === 'pending') return 'ignored';
  // Our own direct-debit form: the mandate must have been confirmed with the SDD code. (A provider that collects the
  // IBAN and mandate on its hosted page, Stripe, sends a checkout payment paid by sepa_dd: no code step there.)
  if (event.type === 'completed' && payment.kind === 'directdebit') {
    const debit = await trx.selectFrom('directdebits').select('stage').where('payment_id', '=', payment.id).executeTakeFirst();
    if (debit?.stage !== 'confirmed') {
      deps.log.warn({ event: event.id, payment: payment.public_id }, 'direct debit settled before its mandate was confirmed: ignored');
      return 'ignored';
    }
  }
  const result = await transitionPayment(trx, payment.id, event.type, {
    source: 'webhook',
    eventId: event.id,
    now,
    log: deps.log,
    savedMethod: event.savedMethod,
    provider: deps.provider.name,
  });
  if (!result.changed && event.type === 'completed' && (result.payment.status === 'cancelled' || result.payment.status === 'failed')) {
    // Money may have moved for a payment we closed: someone has to look at it.
    deps.log.error({ event: event.id, payment: payment.public_id, status: result.payment.status }, 'completed event for a closed payment');
  }
  return result.changed ? 'applied' : 'ignored';
}
