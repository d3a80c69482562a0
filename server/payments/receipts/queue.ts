import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { PaymentStatus } from '../../../contract/credits';
import type { Database } from '../../db/schema';
import { creditsDb, type CreditsDatabase, type CreditsTrx, type PaymentRow } from '../../credits/tables';
import type { SavedMethodDetails } from '../provider';
import { mailForTransition, maskedCard, type PaymentMailKind } from './rules';

/**
 * The `payment_mails` table (migration 0013_payment_mails): one row per payment and kind, written in the transaction
 * of the state change that causes the mail. Queries only; deciding is in ./rules.ts, sending in ./dispatcher.ts.
 */

export type PaymentMailStatus = 'queued' | 'sending' | 'sent' | 'skipped' | 'failed';

export interface PaymentMailsTable {
  id: Generated<number>;
  payment_id: number;
  kind: PaymentMailKind;
  method_detail: string | null;
  status: Generated<PaymentMailStatus>;
  attempts: Generated<number>;
  claimed_at: string | null;
  sent_at: string | null;
  created_at: string;
}

export type PaymentMailRow = Selectable<PaymentMailsTable>;
type PaymentMailTables = { payment_mails: PaymentMailsTable };
export type PaymentMailsDb = Kysely<CreditsDatabase & PaymentMailTables>;
type PaymentMailsTrx = Transaction<CreditsDatabase & PaymentMailTables>;

export function paymentMailsDb(db: Kysely<Database>): PaymentMailsDb {
  return creditsDb(db).withTables<PaymentMailTables>();
}

function withMails(trx: CreditsTrx): PaymentMailsTrx {
  return trx.withTables<PaymentMailTables>();
}

async function insertPaymentMail(trx: CreditsTrx, paymentId: number, kind: PaymentMailKind, methodDetail: string | null, now: Date): Promise<void> {
  await withMails(trx)
    .insertInto('payment_mails')
    .values({ payment_id: paymentId, kind, method_detail: methodDetail, claimed_at: null, sent_at: null, created_at: now.toISOString() })
    // One mail per payment and kind, whatever replays or races the provider sends.
    .onConflict((oc) => oc.columns(['payment_id', 'kind']).doNothing())
    .execute();
}

async function maskedMethod(trx: CreditsTrx, payment: PaymentRow, savedMethod: SavedMethodDetails | null): Promise<string | null> {
  if (payment.method === 'sepa_dd') {
    const debit = await trx.selectFrom('directdebits').select('iban_masked').where('payment_id', '=', payment.id).executeTakeFirst();
    return debit?.iban_masked ?? null;
  }
  if (payment.method !== 'card') return null;
  if (savedMethod) return maskedCard(savedMethod.brand, savedMethod.last4);
  if (payment.saved_method_id === null) return null;
  const saved = await trx.selectFrom('saved_methods').select(['brand', 'last4']).where('id', '=', payment.saved_method_id).executeTakeFirst();
  return saved ? maskedCard(saved.brand, saved.last4) : null;
}

export interface TransitionForMail {
  /** The payment after the change. */
  readonly payment: PaymentRow;
  readonly from: PaymentStatus;
  /** A card the payer saved with this payment (the provider's event), for the masked card on the receipt. */
  readonly savedMethod: SavedMethodDetails | null;
  readonly now: Date;
}

/** Called by transitionPayment in its transaction: queues the mail this state change sends, if any. */
export async function queueTransitionMail(trx: CreditsTrx, transition: TransitionForMail): Promise<void> {
  const { payment } = transition;
  let mandateConfirmed = false;
  if (payment.method === 'sepa_dd') {
    const debit = await trx.selectFrom('directdebits').select('confirmed_at').where('payment_id', '=', payment.id).executeTakeFirst();
    mandateConfirmed = Boolean(debit?.confirmed_at);
  }
  const kind = mailForTransition({ from: transition.from, to: payment.status, kind: payment.kind, method: payment.method, mandateConfirmed });
  if (!kind) return;
  await insertPaymentMail(trx, payment.id, kind, await maskedMethod(trx, payment, transition.savedMethod), transition.now);
}

/** Called by confirmDirectDebit in its transaction: the mandate confirmation with its pre-notification. */
export async function queueMandateMail(trx: CreditsTrx, paymentId: number, now: Date): Promise<void> {
  const debit = await trx.selectFrom('directdebits').select('iban_masked').where('payment_id', '=', paymentId).executeTakeFirst();
  await insertPaymentMail(trx, paymentId, 'mandate', debit?.iban_masked ?? null, now);
}

/** Rows waiting to be sent: queued, or claimed by an instance that stopped before `staleBefore`. */
export function selectDueMailIds(db: PaymentMailsDb, staleBefore: string, limit: number): Promise<{ id: number }[]> {
  return db
    .selectFrom('payment_mails')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', staleBefore)])]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes one row for sending; false when another drain (here or on another instance) took it first. */
export async function claimMail(db: PaymentMailsDb, id: number, now: string, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_mails')
    .set((eb) => ({ status: 'sending', claimed_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', staleBefore)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function finishMail(db: PaymentMailsDb, id: number, status: Exclude<PaymentMailStatus, 'sending'>, now: string): Promise<unknown> {
  return db
    .updateTable('payment_mails')
    .set({ status, sent_at: status === 'sent' ? now : null, claimed_at: status === 'queued' ? null : now })
    .where('id', '=', id)
    .execute();
}

export interface MailFactsRow {
  readonly mail: PaymentMailRow;
  readonly payment: PaymentRow & { readonly package_kind: 'credits' | 'premium' };
  readonly user: { readonly email: string; readonly language: string; readonly status: string; readonly purged_at: string | null; readonly name: string | null };
  readonly siteDomain: string;
}

/** Everything a payment mail says: the mail row, its payment with the package kind, the member and the site's domain. */
export async function selectMailFacts(db: PaymentMailsDb, id: number): Promise<MailFactsRow | undefined> {
  const mail = await db.selectFrom('payment_mails').selectAll().where('id', '=', id).executeTakeFirst();
  if (!mail) return undefined;
  const payment = await db
    .selectFrom('payments')
    .innerJoin('credit_packages', 'credit_packages.id', 'payments.package_id')
    .selectAll('payments')
    .select('credit_packages.kind as package_kind')
    .where('payments.id', '=', mail.payment_id)
    .executeTakeFirst();
  if (!payment) return undefined;
  const user = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.email', 'users.language', 'users.status', 'users.purged_at', 'profiles.name'])
    .where('users.id', '=', payment.user_id)
    .executeTakeFirst();
  const site = await db.selectFrom('sites').select('domain').where('id', '=', payment.site_id).executeTakeFirst();
  if (!user || !site) return undefined;
  return { mail, payment, user, siteDomain: site.domain };
}
