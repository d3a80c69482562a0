import { describe, expect, it } from 'vitest';
import { DIRECT_DEBIT, paymentResponseSchema } from '../../contract/credits';
import { spendCredits } from '../../server/credits/ledger';
import { client, errorOf, MINUTE_MS, TestClock } from './accounts-support';
import { DATABASES, useServer } from './harness';
import {
  NL_IBAN,
  NL_PHONE,
  freshIban,
  balanceOf,
  dbOf,
  eventFor,
  expectLedgerConsistent,
  firstPackageId,
  idem,
  paymentOf,
  payingMember,
  sandboxPress,
  sendWebhook,
  startDirectDebit,
  type PayingMember,
} from './credits-support';

describe.each(DATABASES)('SEPA direct debit on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  /** Each test member pays from their own account, so a block on one IBAN stays in its test. */
  const ibans = new Map<number, string>();
  function ibanOf(member: PayingMember): string {
    const iban = ibans.get(member.id) ?? freshIban();
    ibans.set(member.id, iban);
    return iban;
  }

  async function debit(member: PayingMember, overrides: Record<string, unknown> = {}) {
    return startDirectDebit(api, member.session, { iban: ibanOf(member), phone: NL_PHONE, package_id: await firstPackageId(api, member.session), ...overrides });
  }

  function confirm(member: PayingMember, paymentId: string, code: string) {
    return api.post('/api/directdebit-confirm.php', { payment_id: paymentId, code }, { session: member.session });
  }

  /** A debit confirmed with its SDD code: submitted, waiting for the bank. */
  async function confirmedDebit(member: PayingMember) {
    const started = await debit(member);
    const response = await confirm(member, started.payment.payment_id, started.dev_code ?? '');
    expect(response.statusCode, response.body).toBe(200);
    return started;
  }

  describe('POST /api/directdebit.php', () => {
    it('checks the IBAN (mod-97) and the phone number for the payer country', async () => {
      const member = await payingMember(server, api, 'NL');
      const packageId = await firstPackageId(api, member.session);
      const response = await api.post(
        '/api/directdebit.php',
        { iban: 'NL91 ABNA 0417 1643 01', phone: '12345', package_id: packageId, idempotency_key: idem() },
        { session: member.session },
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ iban: { code: 'iban_invalid' }, phone: { code: 'phone_invalid' } });
      expect(await dbOf(server).selectFrom('payments').select('id').where('user_id', '=', member.id).execute()).toHaveLength(0);
    });

    it('stores the IBAN masked plus a hash, never in full, and answers it masked (SEC-24)', async () => {
      const member = await payingMember(server, api, 'NL');
      const started = await debit(member, { iban: NL_IBAN });
      expect(started).toMatchObject({ iban_masked: 'NL91 •••• 4300', phone_masked: '+31••••••678', code_length: 6, attempts_left: 5 });
      expect(started.payment).toMatchObject({ status: 'pending', method: 'sepa_dd', kind: 'directdebit' });
      expect(started.payment.amount.currency).toBe('EUR');
      expect(started.dev_code).toMatch(/^\d{6}$/);
      const row = await dbOf(server).selectFrom('directdebits').selectAll().where('user_id', '=', member.id).executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain('0417164300');
      expect(row.iban_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(started.dev_code ?? 'x');
    });

    it('answers the same debit for the same idempotency key', async () => {
      const member = await payingMember(server, api, 'NL');
      const key = idem();
      const first = await debit(member, { idempotency_key: key });
      const again = await debit(member, { idempotency_key: key });
      expect(again.payment.payment_id).toBe(first.payment.payment_id);
      expect(again.dev_code).toBeUndefined();
    });
  });

  describe('the SDD code step', () => {
    it("a wrong code is 'Code ongeldig' with the attempts left; the fifth wrong code ends the debit", async () => {
      const member = await payingMember(server, api, 'NL');
      const started = await debit(member);
      const wrong = started.dev_code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt < DIRECT_DEBIT.codeAttempts; attempt += 1) {
        const response = await api.post(
          '/api/directdebit-confirm.php',
          { payment_id: started.payment.payment_id, code: wrong },
          { session: member.session, headers: { cookie: `auth.session=${member.session}; i18n_redirected=nl` } },
        );
        expect(response.statusCode).toBe(400);
        const body = errorOf(response);
        expect(body).toMatchObject({ error: 'sdd_code_invalid', message: 'Code ongeldig.', fields: { code: { code: 'sdd_code_invalid' } } });
        expect(body.params?.count).toBe(DIRECT_DEBIT.codeAttempts - attempt);
      }
      const last = await confirm(member, started.payment.payment_id, wrong);
      expect(last.statusCode).toBe(402);
      expect(errorOf(last).fields?.code?.code).toBe('sdd_code_locked');
      // Even the right code is refused now.
      expect((await confirm(member, started.payment.payment_id, started.dev_code ?? '')).statusCode).toBe(409);
      expect((await paymentOf(api, member.session, started.payment.payment_id)).status).toBe('failed');
    });

    it('an expired code ends the debit', async () => {
      const member = await payingMember(server, api, 'NL');
      const started = await debit(member);
      clock.advance(11 * MINUTE_MS);
      const response = await confirm(member, started.payment.payment_id, started.dev_code ?? '');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.code?.code).toBe('sdd_code_expired');
      expect((await paymentOf(api, member.session, started.payment.payment_id)).status).toBe('failed');
    });

    it("only the payer can confirm their debit", async () => {
      const member = await payingMember(server, api, 'NL');
      const stranger = await payingMember(server, api, 'NL');
      const started = await debit(member);
      expect((await confirm(stranger, started.payment.payment_id, started.dev_code ?? '')).statusCode).toBe(404);
    });
  });

  describe('settlement', () => {
    it('grants credits only when the bank settles the debit', async () => {
      const member = await payingMember(server, api, 'NL');
      const before = await balanceOf(server, member.id);
      const started = await debit(member);
      // Not confirmed yet: the sandbox offers nothing and a completed event is ignored.
      await sendWebhook(server, eventFor(server, started.payment, 'payment.completed'));
      expect(await balanceOf(server, member.id)).toBe(before);

      const confirmed = paymentResponseSchema.parse((await confirm(member, started.payment.payment_id, started.dev_code ?? '')).json()).payment;
      expect(confirmed.status).toBe('pending');
      expect(await balanceOf(server, member.id)).toBe(before);

      const settled = await sandboxPress(server, started.payment.payment_id, 'settle');
      expect(settled.statusCode).toBe(303);
      expect((await paymentOf(api, member.session, started.payment.payment_id)).status).toBe('completed');
      expect(await balanceOf(server, member.id)).toBe(before + started.payment.credits);
      await expectLedgerConsistent(server, member.id);
    });

    it('a debit the bank refuses grants nothing', async () => {
      const member = await payingMember(server, api, 'NL');
      const before = await balanceOf(server, member.id);
      const started = await confirmedDebit(member);
      await sandboxPress(server, started.payment.payment_id, 'return');
      expect((await paymentOf(api, member.session, started.payment.payment_id)).status).toBe('failed');
      expect(await balanceOf(server, member.id)).toBe(before);
    });

    it('a debit returned after settlement takes back what is left (never below zero) and blocks direct debit', async () => {
      const member = await payingMember(server, api, 'NL');
      const started = await confirmedDebit(member);
      await sandboxPress(server, started.payment.payment_id, 'settle');
      const settledBalance = await balanceOf(server, member.id);
      await spendCredits(dbOf(server), { userId: member.id, reason: 'gift', cost: settledBalance - 1, reference: null, idempotencyKey: idem() });
      await sandboxPress(server, started.payment.payment_id, 'reverse');
      expect((await paymentOf(api, member.session, started.payment.payment_id)).status).toBe('reversed');
      expect(await balanceOf(server, member.id)).toBe(0);
      await expectLedgerConsistent(server, member.id);

      // SPEC §8: blocked for direct debit, by account and by IBAN.
      const again = await api.post('/api/directdebit.php', { iban: freshIban(), phone: NL_PHONE, package_id: await firstPackageId(api, member.session), idempotency_key: idem() }, { session: member.session });
      expect(again.statusCode).toBe(403);
      expect(errorOf(again).error).toBe('directdebit_blocked');
      const someoneElse = await payingMember(server, api, 'NL');
      const sameIban = await api.post('/api/directdebit.php', { iban: ibanOf(member), phone: NL_PHONE, package_id: await firstPackageId(api, someoneElse.session), idempotency_key: idem() }, { session: someoneElse.session });
      expect(errorOf(sameIban).error).toBe('directdebit_blocked');
    });
  });

  describe('limits (SPEC §8)', () => {
    function startRaw(member: PayingMember, packageId: number) {
      return api.post('/api/directdebit.php', { iban: ibanOf(member), phone: NL_PHONE, package_id: packageId, idempotency_key: idem() }, { session: member.session });
    }

    it('allows two open debits; a third is refused when started, and when confirmed', async () => {
      const member = await payingMember(server, api, 'NL');
      await confirmedDebit(member);
      await confirmedDebit(member);
      const third = await startRaw(member, await firstPackageId(api, member.session));
      expect(third.statusCode).toBe(409);
      expect(errorOf(third).error).toBe('directdebit_limit');

      // Started while nothing was open, confirmed once two are: refused at the code step.
      const other = await payingMember(server, api, 'NL');
      const waiting = [await debit(other), await debit(other), await debit(other)];
      for (const started of waiting.slice(0, 2)) expect((await confirm(other, started.payment.payment_id, started.dev_code ?? '')).statusCode).toBe(200);
      const late = await confirm(other, waiting[2]?.payment.payment_id ?? '', waiting[2]?.dev_code ?? '');
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).error).toBe('directdebit_limit');
    });

    it('caps the amount debited in 30 days', async () => {
      const member = await payingMember(server, api, 'NL');
      const response = await api.get('/api/packages.php?kind=credits', { session: member.session });
      const { packages } = response.json() as { packages: Array<{ id: number; price: { amount_minor: number } }> };
      const biggest = packages.reduce((max, pkg) => (pkg.price.amount_minor > max.price.amount_minor ? pkg : max));
      expect(biggest.price.amount_minor * 2).toBeGreaterThan(DIRECT_DEBIT.monthlyLimitMinor);
      const first = await debit(member, { package_id: biggest.id });
      await confirm(member, first.payment.payment_id, first.dev_code ?? '');
      await sandboxPress(server, first.payment.payment_id, 'settle');
      const second = await startRaw(member, biggest.id);
      expect(second.statusCode).toBe(409);
      expect(errorOf(second).error).toBe('directdebit_limit');
      // Once the settled debit is more than 30 days old it no longer counts.
      const stamp = new Date(clock.now().getTime() - 31 * 24 * 60 * MINUTE_MS).toISOString();
      await dbOf(server).updateTable('payments').set({ created_at: stamp }).where('public_id', '=', first.payment.payment_id).execute();
      expect((await startRaw(member, biggest.id)).statusCode).toBe(200);
    });
  });
});
