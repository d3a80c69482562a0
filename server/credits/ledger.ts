import type { CreditReason, SpendReason } from '../../contract/credits';
import { HttpError } from '../errors/http-error';
import type { CreditEntryRow, CreditsDb, CreditsTrx } from './tables';

/**
 * The credits ledger (SEC-19). `users.credits` changes only here, and only together with a `credit_entries` row:
 * - the same idempotency key never applies twice: a repeat answers the first result and changes nothing;
 * - a debit is a conditional `UPDATE … SET credits = credits + :amount WHERE credits + :amount >= 0`: under
 *   concurrency (PostgreSQL Read Committed, or SQLite's one-writer `BEGIN IMMEDIATE`) it either applies or
 *   touches no row, and the CHECK (credits >= 0) is the last line of defence;
 * - every entry records the balance after it, so the balance always equals the sum of the entries (`auditLedger`).
 *
 * Order inside the transaction: look for the key, then update the user row (which also locks it, so a user's
 * balance changes one at a time), then insert the entry. Money transactions elsewhere lock the user row first too,
 * which keeps lock order the same everywhere (no deadlocks).
 */

export interface ApplyCreditsInput {
  readonly userId: number;
  /** Signed, never 0: positive adds credits, negative takes them. */
  readonly amount: number;
  readonly reason: CreditReason;
  /** What the entry is about (a payment id, a message id …), for people reading the ledger. */
  readonly reference: string | null;
  /** Unique over the whole ledger: compose it from what makes the change unique (`payment:42`, `signup:7`). */
  readonly idempotencyKey: string;
  readonly now?: Date;
}

export interface LedgerResult {
  /** false: this key was applied before; nothing changed and the first entry is answered. */
  readonly applied: boolean;
  readonly entryId: number;
  readonly amount: number;
  /** The user's balance right after this entry. */
  readonly balanceAfter: number;
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

function checkInput(input: ApplyCreditsInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new RangeError(`credit amount must be a non-zero integer, got ${input.amount}`);
  if (!input.idempotencyKey || input.idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw new RangeError('idempotency key missing or too long');
}

function repeatOf(entry: CreditEntryRow, input: ApplyCreditsInput): LedgerResult {
  // The same key for a different change is a caller bug or a forged retry: refuse rather than guess.
  if (entry.user_id !== input.userId || entry.amount !== input.amount || entry.reason !== input.reason) {
    throw new HttpError('conflict', { cause: new Error(`idempotency key ${input.idempotencyKey} was used for another ledger change`) });
  }
  return { applied: false, entryId: entry.id, amount: entry.amount, balanceAfter: entry.balance_after };
}

async function applyInTransaction(trx: CreditsTrx, input: ApplyCreditsInput): Promise<LedgerResult> {
  const existing = await trx.selectFrom('credit_entries').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
  if (existing) return repeatOf(existing, input);

  const updated = await trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', input.amount) }))
    .where('id', '=', input.userId)
    .where((eb) => eb(eb('credits', '+', input.amount), '>=', 0))
    .returning('credits')
    .executeTakeFirst();
  if (!updated) {
    const user = await trx.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
    if (!user) throw new Error(`applyCredits: no user ${input.userId}`);
    throw new HttpError('insufficient_credits', { params: { required: Math.abs(input.amount) } });
  }

  const inserted = await trx
    .insertInto('credit_entries')
    .values({
      user_id: input.userId,
      amount: input.amount,
      reason: input.reason,
      reference: input.reference,
      idempotency_key: input.idempotencyKey,
      balance_after: updated.credits,
      created_at: (input.now ?? new Date()).toISOString(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { applied: true, entryId: inserted.id, amount: input.amount, balanceAfter: updated.credits };

  // PostgreSQL only (SQLite runs one transaction at a time): a concurrent transaction applied the same key after our
  // look-up and committed first. Ours must not count: undo the update (we still hold the row) and answer theirs.
  await trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '-', input.amount) }))
    .where('id', '=', input.userId)
    .execute();
  const winner = await trx.selectFrom('credit_entries').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirstOrThrow();
  return repeatOf(winner, input);
}

/**
 * Applies one ledger change. Given a transaction it runs inside it (the caller's other writes commit or roll back
 * with it); given the database it opens its own. A debit that would go below zero throws `insufficient_credits`
 * having written nothing, so a caller may catch it and go on.
 */
export async function applyCredits(db: CreditsDb | CreditsTrx, input: ApplyCreditsInput): Promise<LedgerResult> {
  checkInput(input);
  if (db.isTransaction) return applyInTransaction(db as CreditsTrx, input);
  return db.transaction().execute((trx) => applyInTransaction(trx, input));
}

export interface SpendInput {
  readonly userId: number;
  /** What the credits pay for. */
  readonly reason: SpendReason;
  /** Credits to take (> 0), usually a site setting: message_credits, photo_credits, gift_credits. */
  readonly cost: number;
  readonly reference: string | null;
  /** Unique per spend, e.g. `message:<client message id>`: a retried send is charged once. */
  readonly idempotencyKey: string;
  readonly now?: Date;
}

/**
 * The spend API for features that cost credits (messages, photos in chat, gifts). Call it inside the transaction
 * that stores the message or gift, so the spend and the thing bought commit together; `insufficient_credits`
 * (402) when the balance is too low.
 */
export async function spendCredits(db: CreditsDb | CreditsTrx, input: SpendInput): Promise<LedgerResult> {
  if (!Number.isSafeInteger(input.cost) || input.cost <= 0) throw new RangeError(`spend cost must be a positive integer, got ${input.cost}`);
  return applyCredits(db, {
    userId: input.userId,
    amount: -input.cost,
    reason: input.reason,
    reference: input.reference,
    idempotencyKey: `spend:${input.userId}:${input.idempotencyKey}`,
    ...(input.now ? { now: input.now } : {}),
  });
}

export interface LedgerAudit {
  readonly userId: number;
  readonly balance: number;
  readonly ledgerSum: number;
  readonly entries: number;
  /** balance_after of the newest entry (0 without entries). */
  readonly lastBalanceAfter: number;
  /** balance == sum of entries == the newest entry's balance_after. */
  readonly consistent: boolean;
}

/** Checks one user's ledger against the balance (tests, and an operator's consistency check). */
export async function auditLedger(db: CreditsDb | CreditsTrx, userId: number): Promise<LedgerAudit> {
  const user = await db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow();
  const sums = await db
    .selectFrom('credit_entries')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'), eb.fn.countAll<number>().as('entries')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('credit_entries')
    .select('balance_after')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const ledgerSum = Number(sums.total);
  const lastBalanceAfter = last?.balance_after ?? 0;
  return {
    userId,
    balance: user.credits,
    ledgerSum,
    entries: Number(sums.entries),
    lastBalanceAfter,
    consistent: user.credits === ledgerSum && lastBalanceAfter === ledgerSum,
  };
}

export interface LockedUser {
  readonly credits: number;
  readonly paid_user: number;
  readonly created_at: string;
}

/**
 * Locks a user's row for the rest of the transaction and reads the balance: a no-op update, which takes the row lock
 * on PostgreSQL (SQLite's BEGIN IMMEDIATE already holds the only write lock). Every money transaction locks the user
 * first, then touches payments: one lock order, no deadlocks, and a user's payment changes happen one at a time.
 */
export async function lockUserRow(trx: CreditsTrx, userId: number): Promise<LockedUser | undefined> {
  return trx
    .updateTable('users')
    .set((eb) => ({ credits: eb.ref('credits') }))
    .where('id', '=', userId)
    .returning(['credits', 'paid_user', 'created_at'])
    .executeTakeFirst();
}
