import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { DIRECT_DEBIT, type DirectDebitConfirmRequest, type DirectDebitRequest, type DirectDebitResponse } from '../../contract/credits';
import type { FieldError } from '../../contract/errors';
import { lockUserRow } from '../credits/ledger';
import type { CreditsTrx, DirectDebitRow } from '../credits/tables';
import { HttpError } from '../errors/http-error';
import { openPayment, type Payer } from './open';
import { queueMandateMail } from './receipts/queue';
import { paymentAnswer, selectOwnPayment, selectPaymentById, selectPaymentByIdempotencyKey, type PaymentView } from './records';
import type { PaymentsDeps } from './service';
import { transitionPayment } from './transitions';

/**
 * SEPA direct debit (/directdebit, SPEC §8, SEC-21, SEC-24). The IBAN is checked with ibantools (format and mod-97)
 * and must be from a SEPA country; the phone with libphonenumber-js for the payer's country. The payer then confirms
 * the mandate with a 6-digit SDD code (at most 5 tries, 10 minutes). The debit is submitted and the payment stays
 * pending: credits come only when the bank settles it (the provider's completed event), and are taken back if the
 * debit is returned later (a reversal, which also blocks the account and the IBAN for direct debit).
 * IBANs are stored masked plus a keyed hash (to recognise a blocked account), never in full.
 */

export interface DirectDebitDeps extends PaymentsDeps {
  /** Keys the IBAN and SDD-code hashes (a server secret). */
  readonly hashKey: string;
  /** Development and test servers: answer the SDD code (no SMS gateway in the embedded default). */
  readonly exposeDevCodes: boolean;
}

/** The IBAN in electronic format (no spaces, upper case) when it is valid and from a SEPA country; else null. */
export function normalizeIban(raw: string): string | null {
  const iban = electronicFormatIBAN(raw);
  if (!iban || !isValidIBAN(iban)) return null;
  return isSEPACountry(iban.slice(0, 2)) ? iban : null;
}

/** SEC-24: country and check digits, then only the last four characters. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/** Number types an SMS can reach (libphonenumber cannot tell for some countries: undefined). */
const SMS_TYPES = new Set([undefined, 'MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The phone number in E.164 when libphonenumber-js (full metadata) finds it valid and able to receive the SMS with the
 * SDD code; national numbers are read for `country`.
 */
export function parsePhone(raw: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, country as CountryCode);
  if (!parsed || !parsed.isValid() || !SMS_TYPES.has(parsed.getType())) return null;
  return parsed.number;
}

export function maskPhone(e164: string): string {
  if (e164.length <= 6) return '•'.repeat(e164.length);
  return `${e164.slice(0, 3)}${'•'.repeat(e164.length - 6)}${e164.slice(-3)}`;
}

function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

function codeHash(key: string, paymentPublicId: string, code: string): string {
  return keyedHash(key, `sdd:${paymentPublicId}:${code}`);
}

function newCode(): string {
  return String(randomInt(0, 10 ** DIRECT_DEBIT.codeLength)).padStart(DIRECT_DEBIT.codeLength, '0');
}

async function assertNotBlocked(trx: CreditsTrx, userId: number, ibanHash: string): Promise<void> {
  const block = await trx
    .selectFrom('directdebit_blocks')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('iban_hash', '=', ibanHash)]))
    .limit(1)
    .executeTakeFirst();
  if (block) throw new HttpError('directdebit_blocked');
}

/**
 * SPEC §8 limit: at most `maxOpenDebits` submitted debits awaiting settlement, and at most `monthlyLimitMinor` euro
 * cents submitted or settled in 30 days. `adding` is the debit about to be submitted (already stored, not counted yet).
 */
async function assertWithinLimit(trx: CreditsTrx, userId: number, adding: { readonly id: number; readonly amountMinor: number }, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
  const rows = await trx
    .selectFrom('payments')
    .innerJoin('directdebits', 'directdebits.payment_id', 'payments.id')
    .select(['payments.id', 'payments.status', 'payments.amount_minor', 'payments.created_at'])
    .where('payments.user_id', '=', userId)
    .where('directdebits.stage', '=', 'confirmed')
    .where('payments.status', 'in', ['pending', 'completed'])
    .where('payments.id', '!=', adding.id)
    .execute();
  const open = rows.filter((row) => row.status === 'pending').length;
  const month = rows.filter((row) => row.created_at >= since).reduce((sum, row) => sum + row.amount_minor, 0);
  if (open >= DIRECT_DEBIT.maxOpenDebits || month + adding.amountMinor > DIRECT_DEBIT.monthlyLimitMinor) {
    throw new HttpError('directdebit_limit', { params: { count: DIRECT_DEBIT.maxOpenDebits } });
  }
}

function debitAnswer(view: PaymentView, debit: DirectDebitRow, devCode: string | null): DirectDebitResponse {
  return {
    payment: paymentAnswer(view),
    iban_masked: debit.iban_masked,
    phone_masked: maskPhone(debit.phone),
    code_length: DIRECT_DEBIT.codeLength,
    attempts_left: Math.max(0, DIRECT_DEBIT.codeAttempts - debit.code_attempts),
    code_expires_at: debit.code_expires_at,
    ...(devCode === null ? {} : { dev_code: devCode }),
  };
}

async function answerFor(deps: DirectDebitDeps, paymentId: number, devCode: string | null): Promise<DirectDebitResponse> {
  const view = await selectPaymentById(deps.db, paymentId);
  const debit = await deps.db.selectFrom('directdebits').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  if (!view || !debit) throw new HttpError('not_found');
  return debitAnswer(view, debit, devCode);
}

/** POST /api/directdebit.php: validates, checks blocks and limits, stores the pending debit and issues the SDD code. */
export async function startDirectDebit(deps: DirectDebitDeps, payer: Payer, input: DirectDebitRequest): Promise<DirectDebitResponse> {
  const fields: Record<string, FieldError> = {};
  const iban = normalizeIban(input.iban);
  if (!iban) fields.iban = { code: 'iban_invalid' };
  const phone = parsePhone(input.phone, payer.country);
  if (!phone) fields.phone = { code: 'phone_invalid' };
  if (!iban || !phone) throw new HttpError('validation_failed', { fields });

  const existing = await selectPaymentByIdempotencyKey(deps.db, payer.userId, input.idempotency_key);
  if (existing) {
    if (existing.kind !== 'directdebit' || existing.package_id !== input.package_id) throw new HttpError('conflict');
    return answerFor(deps, existing.id, null);
  }

  const ibanHash = keyedHash(deps.hashKey, iban);
  const code = newCode();
  const now = deps.now();
  const paymentId = await deps.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, payer.userId);
    await assertNotBlocked(trx, payer.userId, ibanHash);
    const opened = await openPayment(trx, payer, {
      kind: 'directdebit',
      method: 'sepa_dd',
      packageId: input.package_id,
      currency: DIRECT_DEBIT.currency,
      discountCode: undefined,
      automaticDiscount: true,
      idempotencyKey: input.idempotency_key,
      provider: deps.provider.name,
      now,
      log: deps.log,
    });
    if (opened.kind === 'existing') return opened.payment.id;
    await assertWithinLimit(trx, payer.userId, { id: opened.payment.id, amountMinor: opened.payment.amount_minor }, now);
    await trx
      .insertInto('directdebits')
      .values({
        payment_id: opened.payment.id,
        user_id: payer.userId,
        iban_masked: maskIban(iban),
        iban_hash: ibanHash,
        iban_country: iban.slice(0, 2),
        phone,
        code_hash: codeHash(deps.hashKey, opened.payment.public_id, code),
        code_expires_at: new Date(now.getTime() + DIRECT_DEBIT.codeValidForS * 1000).toISOString(),
        stage: 'awaiting_code',
        confirmed_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    return opened.payment.id;
  });
  // No SMS gateway in the embedded default: development and test servers hand the code to the client instead.
  return answerFor(deps, paymentId, deps.exposeDevCodes ? code : null);
}

type ConfirmOutcome =
  | { readonly kind: 'confirmed' | 'already' }
  | { readonly kind: 'wrong'; readonly attemptsLeft: number }
  | { readonly kind: 'locked' | 'expired' | 'closed' }
  | { readonly kind: 'limit' };

/** POST /api/directdebit-confirm.php: the SDD code step. A wrong code is `sdd_code_invalid` ('Code ongeldig'). */
export async function confirmDirectDebit(deps: DirectDebitDeps, payer: Payer, input: DirectDebitConfirmRequest): Promise<PaymentView> {
  const payment = await selectOwnPayment(deps.db, payer.userId, payer.siteId, input.payment_id);
  if (!payment || payment.method !== 'sepa_dd') throw new HttpError('not_found');
  const now = deps.now();

  const outcome = await deps.db.transaction().execute(async (trx): Promise<ConfirmOutcome> => {
    await lockUserRow(trx, payer.userId);
    const current = await trx.selectFrom('payments').select(['status', 'amount_minor']).where('id', '=', payment.id).executeTakeFirstOrThrow();
    const debit = await trx.selectFrom('directdebits').selectAll().where('payment_id', '=', payment.id).executeTakeFirstOrThrow();
    if (debit.stage === 'confirmed') return { kind: 'already' };
    if (current.status !== 'pending' || debit.stage !== 'awaiting_code') return { kind: 'closed' };

    const context = { source: 'directdebit' as const, eventId: null, now, log: deps.log };
    if (now.toISOString() >= debit.code_expires_at) {
      await transitionPayment(trx, payment.id, 'failed', context);
      return { kind: 'expired' };
    }
    const attempts = debit.code_attempts + 1;
    await trx.updateTable('directdebits').set({ code_attempts: attempts }).where('payment_id', '=', payment.id).execute();

    const given = Buffer.from(codeHash(deps.hashKey, payment.public_id, input.code), 'hex');
    const expected = Buffer.from(debit.code_hash, 'hex');
    if (!(given.length === expected.length && timingSafeEqual(given, expected))) {
      if (attempts >= DIRECT_DEBIT.codeAttempts) {
        await transitionPayment(trx, payment.id, 'failed', context);
        return { kind: 'locked' };
      }
      return { kind: 'wrong', attemptsLeft: DIRECT_DEBIT.codeAttempts - attempts };
    }
    try {
      await assertNotBlocked(trx, payer.userId, debit.iban_hash);
      await assertWithinLimit(trx, payer.userId, { id: payment.id, amountMinor: current.amount_minor }, now);
    } catch (error) {
      // Keep the attempt counted; the debit stays unconfirmed.
      if (error instanceof HttpError && error.code === 'directdebit_limit') return { kind: 'limit' };
      throw error;
    }
    await trx.updateTable('directdebits').set({ stage: 'confirmed', confirmed_at: now.toISOString() }).where('payment_id', '=', payment.id).execute();
    await queueMandateMail(trx, payment.id, now);
    return { kind: 'confirmed' };
  });

  switch (outcome.kind) {
    case 'wrong':
      throw new HttpError('sdd_code_invalid', {
        fields: { code: { code: 'sdd_code_invalid', params: { count: outcome.attemptsLeft } } },
        params: { count: outcome.attemptsLeft },
      });
    case 'locked':
      throw new HttpError('payment_failed', { fields: { code: { code: 'sdd_code_locked' } }, params: { payment_id: payment.public_id } });
    case 'expired':
      throw new HttpError('sdd_code_invalid', { fields: { code: { code: 'sdd_code_expired' } }, params: { count: 0 } });
    case 'closed':
      throw new HttpError('conflict');
    case 'limit':
      throw new HttpError('directdebit_limit', { params: { count: DIRECT_DEBIT.maxOpenDebits } });
    case 'confirmed':
    case 'already': {
      const view = await selectPaymentById(deps.db, payment.id);
      if (!view) throw new HttpError('not_found');
      return view;
    }
  }
}
