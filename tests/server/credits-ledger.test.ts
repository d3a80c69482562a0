import { describe, expect, it } from 'vitest';
import { signupCreditsFor } from '../../server/credits/actionCosts';
import { applyCredits, auditLedger, spendCredits } from '../../server/credits/ledger';
import { HttpError } from '../../server/errors/http-error';
import { client } from './accounts-support';
import { DATABASES, useServer } from './harness';
import { balanceOf, dbOf, expectLedgerConsistent, idem, payingMember, setBalance, spendTestRoutes } from './credits-support';

describe.each(DATABASES)('credits ledger on %s', (kind) => {
  const server = useServer(kind, {}, { routes: spendTestRoutes });
  const api = client(server);

  async function entriesOf(userId: number) {
    return dbOf(server)
      .selectFrom('credit_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  it('grants the signup credits as one ledger entry keyed by the user', async () => {
    const member = await payingMember(server, api);
    // The site's signup credits, raised to one message's price in its dearest country (server/credits/actionCosts.ts).
    const signup_credits = await signupCreditsFor(dbOf(server), await server.app.sites.resolve('localhost'));
    const entries = await entriesOf(member.id);
    expect(entries).toEqual([
      expect.objectContaining({ amount: signup_credits, reason: 'signup', idempotency_key: `signup:${member.id}`, balance_after: signup_credits }),
    ]);
    await expectLedgerConsistent(server, member.id);
  });

  it('debits, records the balance after each entry, and refuses to go below zero without writing anything', async () => {
    const member = await payingMember(server, api);
    await setBalance(server, member.id, 5);
    const db = dbOf(server);
    const spent = await spendCredits(db, { userId: member.id, reason: 'gift', cost: 3, reference: 'gift:1', idempotencyKey: idem() });
    expect(spent).toMatchObject({ applied: true, amount: -3, balanceAfter: 2 });
    const before = await entriesOf(member.id);
    const refused = spendCredits(db, { userId: member.id, reason: 'gift', cost: 3, reference: 'gift:2', idempotencyKey: idem() });
    await expect(refused).rejects.toMatchObject({ code: 'insufficient_credits', statusCode: 402 });
    expect(await entriesOf(member.id)).toEqual(before);
    expect(await balanceOf(server, member.id)).toBe(2);
    await expectLedgerConsistent(server, member.id);
  });

  it('keeps the balance non-negative at the database level too (CHECK constraint)', async () => {
    const member = await payingMember(server, api);
    await expect(server.app.db.updateTable('users').set({ credits: -1 }).where('id', '=', member.id).execute()).rejects.toThrow();
  });

  it('applies one idempotency key once: a repeat answers the first result and changes nothing', async () => {
    const member = await payingMember(server, api);
    await setBalance(server, member.id, 10);
    const key = idem();
    const first = await spendCredits(dbOf(server), { userId: member.id, reason: 'message', cost: 4, reference: null, idempotencyKey: key });
    const again = await spendCredits(dbOf(server), { userId: member.id, reason: 'message', cost: 4, reference: null, idempotencyKey: key });
    expect(first).toMatchObject({ applied: true, balanceAfter: 6 });
    expect(again).toEqual({ ...first, applied: false });
    expect(await balanceOf(server, member.id)).toBe(6);
  });

  it('refuses an idempotency key reused for a different change', async () => {
    const member = await payingMember(server, api);
    await setBalance(server, member.id, 10);
    const key = idem();
    await spendCredits(dbOf(server), { userId: member.id, reason: 'message', cost: 1, reference: null, idempotencyKey: key });
    const reused = spendCredits(dbOf(server), { userId: member.id, reason: 'message', cost: 2, reference: null, idempotencyKey: key });
    await expect(reused).rejects.toBeInstanceOf(HttpError);
    await expect(reused).rejects.toMatchObject({ code: 'conflict' });
    expect(await balanceOf(server, member.id)).toBe(9);
  });

  it('rejects zero and fractional amounts', async () => {
    const member = await payingMember(server, api);
    const db = dbOf(server);
    await expect(applyCredits(db, { userId: member.id, amount: 0, reason: 'adjustment', reference: null, idempotencyKey: idem() })).rejects.toThrow(RangeError);
    await expect(applyCredits(db, { userId: member.id, amount: 1.5, reason: 'adjustment', reference: null, idempotencyKey: idem() })).rejects.toThrow(RangeError);
    await expect(spendCredits(db, { userId: member.id, reason: 'message', cost: 0, reference: null, idempotencyKey: idem() })).rejects.toThrow(RangeError);
  });

  it('runs inside a caller transaction: a rollback takes the entry and the balance change back together', async () => {
    const member = await payingMember(server, api);
    await setBalance(server, member.id, 10);
    const db = dbOf(server);
    await expect(
      db.transaction().execute(async (trx) => {
        await spendCredits(trx, { userId: member.id, reason: 'photo', cost: 2, reference: null, idempotencyKey: idem() });
        throw new Error('the message could not be stored');
      }),
    ).rejects.toThrow('the message could not be stored');
    expect(await balanceOf(server, member.id)).toBe(10);
    await expectLedgerConsistent(server, member.id);
  });

  it('1,000 concurrent spends of 1 against a balance of 100: exactly 100 succeed, never below zero, balance == ledger', async () => {
    const member = await payingMember(server, api);
    await setBalance(server, member.id, 100);
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        server.app.inject({ method: 'POST', url: '/test/spend', payload: { userId: member.id, cost: 1, key: `race-${index}` } }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const results = responses.map((response) => response.json() as { ok: boolean; balance?: number });
    expect(results.filter((result) => result.ok)).toHaveLength(100);
    expect(results.every((result) => result.balance === undefined || result.balance >= 0)).toBe(true);
    // Every balance from 99 down to 0 was reached exactly once.
    expect(new Set(results.filter((result) => result.ok).map((result) => result.balance)).size).toBe(100);
    expect(await balanceOf(server, member.id)).toBe(0);
    const audit = await auditLedger(dbOf(server), member.id);
    expect(audit).toMatchObject({ balance: 0, ledgerSum: 0, consistent: true });
  });

  it('one idempotency key sent 50 times at once applies once', async () => {
    const member = await payingMember(server, api);
    await setBalance(server, member.id, 100);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => server.app.inject({ method: 'POST', url: '/test/spend', payload: { userId: member.id, cost: 7, key: 'same-key' } })),
    );
    const results = responses.map((response) => response.json() as { ok: boolean; applied: boolean; balance: number });
    expect(results.every((result) => result.ok && result.balance === 93)).toBe(true);
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(await balanceOf(server, member.id)).toBe(93);
    await expectLedgerConsistent(server, member.id);
  });

  it('concurrent credits and debits of one user keep balance == ledger (direct calls on the pool)', async () => {
    const member = await payingMember(server, api);
    await setBalance(server, member.id, 50);
    const db = dbOf(server);
    const work = Array.from({ length: 200 }, (_, index) =>
      index % 2 === 0
        ? applyCredits(db, { userId: member.id, amount: 3, reason: 'adjustment', reference: null, idempotencyKey: `mix-in-${member.id}-${index}` })
        : spendCredits(db, { userId: member.id, reason: 'message', cost: 2, reference: null, idempotencyKey: `mix-out-${index}` }).catch((error: unknown) => {
            if (error instanceof HttpError && error.code === 'insufficient_credits') return null;
            throw error;
          }),
    );
    await Promise.all(work);
    expect(await balanceOf(server, member.id)).toBe(50 + 100 * 3 - 100 * 2);
    await expectLedgerConsistent(server, member.id);
  });
});
