import { describe, expect, it } from 'vitest';
import { savedMethodsResponseSchema, type Payment } from '../../contract/credits';
import { withOutbox } from '../../server/mail/queries';
import type { OutboxEntry } from '../../server/mail/types';
import { PaymentMailDispatcher } from '../../server/payments/receipts/dispatcher';
import { paymentMailsDb } from '../../server/payments/receipts/queue';
import { mandateReference } from '../../server/payments/receipts/rules';
import { client, mailsTo } from './accounts-support';
import { DATABASES, useServer } from './harness';
import {
  NL_PHONE,
  eventFor,
  firstPackageId,
  freshIban,
  idem,
  payingMember,
  sandboxPress,
  sendWebhook,
  startCheckout,
  startDirectDebit,
  type PayingMember,
} from './credits-support';

/**
 * Payment mails (server/payments/receipts), driven through the sandbox provider's real flow: its hosted page and its
 * signed webhooks. Each mail is queued in the transaction of the payment's state change, so it goes out exactly once.
 */
describe.each(DATABASES)('payment mails on %s', (kind) => {
  const server = useServer(kind);
  const api = client(server);

  async function member(language: 'en' | 'nl' = 'en'): Promise<PayingMember> {
    const paying = await payingMember(server, api, 'NL');
    await server.app.db.updateTable('users').set({ language }).where('id', '=', paying.id).execute();
    return paying;
  }

  function paymentMails(to: string, template: OutboxEntry['template']) {
    return mailsTo(server, to, template);
  }

  /** Waits until `count` mails of a template reached the outbox, then answers them. */
  async function awaitMails(to: string, template: OutboxEntry['template'], count = 1): Promise<OutboxEntry[]> {
    await expect.poll(async () => (await paymentMails(to, template)).length, { timeout: 10_000 }).toBe(count);
    return paymentMails(to, template);
  }

  async function queuedFor(paymentId: string) {
    return paymentMailsDb(server.app.db)
      .selectFrom('payment_mails')
      .innerJoin('payments', 'payments.id', 'payment_mails.payment_id')
      .select(['payment_mails.kind', 'payment_mails.status'])
      .where('payments.public_id', '=', paymentId)
      .execute();
  }

  async function company() {
    const site = await server.app.sites.resolve('localhost');
    expect(site.company, 'the default site has a company record').not.toBeNull();
    return site.company ?? { name: '', address: '', kvk: '', vat_numbers: [] as string[] };
  }

  function money(payment: Payment, language: string): string {
    return new Intl.NumberFormat(language, { style: 'currency', currency: payment.amount.currency }).format(payment.amount.amount_minor / 100);
  }

  async function paidCheckout(paying: PayingMember, method = 'ideal') {
    const started = await startCheckout(api, paying.session, { package_id: await firstPackageId(api, paying.session), method });
    expect((await sandboxPress(server, started.payment_id, 'pay')).statusCode).toBe(303);
    return started.payment;
  }

  it('a completed credits purchase sends one receipt in English with amount, credits, reference, method and company', async () => {
    const paying = await member('en');
    const payment = await paidCheckout(paying);
    const [mail] = await awaitMails(paying.email, 'payment.receipt');
    const seller = await company();
    expect(mail?.subject).toContain('Your receipt from');
    for (const part of [mail?.text ?? '', mail?.html ?? '']) {
      expect(part).toContain(money(payment, 'en'));
      expect(part).toContain(payment.payment_id);
      expect(part).toContain(`${payment.credits} credits`);
      expect(part).toContain('iDEAL');
      expect(part).toContain(seller.name);
      expect(part).toContain(seller.kvk);
      for (const vat of seller.vat_numbers) expect(part).toContain(vat);
    }
    expect(mail?.text).toContain(`Amount: ${money(payment, 'en')}\n`);
    expect(mail?.text).toContain(`Payment reference: ${payment.payment_id}\n`);
    expect(mail?.params).toMatchObject({ reference: payment.payment_id, credits: payment.credits, amount: money(payment, 'en'), method: 'ideal' });
  });

  it('a Dutch member gets the receipt in Dutch, with the amount formatted the Dutch way', async () => {
    const paying = await member('nl');
    const payment = await paidCheckout(paying);
    const [mail] = await awaitMails(paying.email, 'payment.receipt');
    expect(mail?.subject).toMatch(/^Je betaalbewijs van /);
    expect(mail?.text).toContain(`Bedrag: ${money(payment, 'nl')}\n`);
    expect(money(payment, 'nl')).not.toBe(money(payment, 'en'));
    expect(mail?.text).toContain(`Aankoop: ${payment.credits} credits\n`);
    expect(mail?.text).toContain(`Betalingskenmerk: ${payment.payment_id}\n`);
    expect(mail?.text).toContain('KvK-nummer');
  });

  it('a replayed webhook and racing deliveries still send one receipt', async () => {
    const paying = await member('en');
    const started = await startCheckout(api, paying.session, { package_id: await firstPackageId(api, paying.session), method: 'card' });
    const event = eventFor(server, started.payment, 'payment.completed');
    const first = await sendWebhook(server, event);
    expect(first.statusCode, first.body).toBe(200);
    // The same event replayed, and other completion events for the same payment, all at once.
    await Promise.all([
      ...Array.from({ length: 5 }, () => sendWebhook(server, event)),
      ...Array.from({ length: 5 }, () => sendWebhook(server, eventFor(server, started.payment, 'payment.completed'))),
    ]);
    await awaitMails(paying.email, 'payment.receipt', 1);
    await expect.poll(() => queuedFor(started.payment_id)).toEqual([{ kind: 'receipt', status: 'sent' }]);
    expect(await paymentMails(paying.email, 'payment.receipt')).toHaveLength(1);
  });

  it('racing first deliveries of different completion events send one receipt', async () => {
    const paying = await member('en');
    const started = await startCheckout(api, paying.session, { package_id: await firstPackageId(api, paying.session), method: 'card' });
    await Promise.all(Array.from({ length: 10 }, () => sendWebhook(server, eventFor(server, started.payment, 'payment.completed'))));
    await expect.poll(() => queuedFor(started.payment_id)).toEqual([{ kind: 'receipt', status: 'sent' }]);
    expect(await paymentMails(paying.email, 'payment.receipt')).toHaveLength(1);
  });

  it('a failed or cancelled first payment sends no receipt', async () => {
    const paying = await member('en');
    const packageId = await firstPackageId(api, paying.session);
    const failed = await startCheckout(api, paying.session, { package_id: packageId, method: 'ideal' });
    expect((await sandboxPress(server, failed.payment_id, 'fail')).statusCode).toBe(303);
    const cancelled = await startCheckout(api, paying.session, { package_id: packageId, method: 'card' });
    expect((await sandboxPress(server, cancelled.payment_id, 'cancel')).statusCode).toBe(303);
    expect(await queuedFor(failed.payment_id)).toEqual([]);
    expect(await queuedFor(cancelled.payment_id)).toEqual([]);
    // A later completed payment's receipt is the only mail: nothing was waiting for the other two.
    const paid = await paidCheckout(paying);
    const mails = await awaitMails(paying.email, 'payment.receipt', 1);
    expect(mails[0]?.params.reference).toBe(paid.payment_id);
    expect(await mailsTo(server, paying.email, 'payment.charge_failed')).toEqual([]);
  });

  it('a declined repeat order on a saved card sends one failure mail with the card and a link to pay again', async () => {
    const paying = await member('en');
    const packageId = await firstPackageId(api, paying.session);
    const started = await startCheckout(api, paying.session, { package_id: packageId, method: 'card' });
    await sandboxPress(server, started.payment_id, 'pay', { card: 'mastercard', save_card: '1' });
    const [receipt] = await awaitMails(paying.email, 'payment.receipt', 1);
    // The card saved with the first payment is on its receipt, masked.
    expect(receipt?.text).toContain('Card: Mastercard •••• 0341');
    const saved = savedMethodsResponseSchema.parse((await api.get('/api/saved-methods.php', { session: paying.session })).json()).saved_methods;
    const key = idem();
    const body = { package_id: packageId, saved_method_id: saved[0]?.id, idempotency_key: key };
    const declined = await api.post('/api/repeat-order.php', body, { session: paying.session });
    expect(declined.statusCode).toBe(402);
    // A double-clicked retry of the same order is answered from the same payment: still one mail.
    expect((await api.post('/api/repeat-order.php', body, { session: paying.session })).statusCode).toBe(402);
    const [mail] = await awaitMails(paying.email, 'payment.charge_failed', 1);
    expect(mail?.subject).toContain('did not go through');
    expect(mail?.text).toContain('the card issuer declined the charge');
    expect(mail?.text).toContain('Card: Mastercard •••• 0341');
    expect(mail?.text).toContain('Nothing has been charged');
    expect(String(mail?.params.link)).toMatch(/^http:\/\/localhost(:\d+)?\/credits$/);
    expect(mail?.html).toContain(`href="${String(mail?.params.link)}"`);
    expect(await paymentMails(paying.email, 'payment.receipt')).toHaveLength(1);
  });

  it('a mail a stopped instance left queued is sent by the next drain, once, however many instances drain at the same time', async () => {
    const paying = await member('en');
    const payment = await paidCheckout(paying);
    await awaitMails(paying.email, 'payment.receipt', 1);
    // As if the instance had stopped between committing the payment and recording the mail: the row is still queued.
    const db = paymentMailsDb(server.app.db);
    const { id } = await db.selectFrom('payments').select('id').where('public_id', '=', payment.payment_id).executeTakeFirstOrThrow();
    await db.updateTable('payment_mails').set({ status: 'queued', sent_at: null }).where('payment_id', '=', id).execute();
    await withOutbox(server.app.db).deleteFrom('outbox').where('recipient', '=', paying.email).execute();
    const instances = Array.from(
      { length: 3 },
      () =>
        new PaymentMailDispatcher({
          db: server.app.db,
          mailer: server.app.mailer,
          siteByDomain: (domain) => server.app.sites.resolve(domain),
          origin: () => 'http://localhost',
          now: () => server.app.clock(),
          log: server.app.log,
        }),
    );
    await Promise.all(instances.map((instance) => instance.drain()));
    const mails = await paymentMails(paying.email, 'payment.receipt');
    expect(mails.map((mail) => mail.params.reference)).toEqual([payment.payment_id]);
    expect(await queuedFor(payment.payment_id)).toEqual([{ kind: 'receipt', status: 'sent' }]);
  });

  describe('SEPA direct debit', () => {
    async function confirmedDebit(paying: PayingMember) {
      const started = await startDirectDebit(api, paying.session, { iban: freshIban(), phone: NL_PHONE, package_id: await firstPackageId(api, paying.session) });
      const confirm = () => api.post('/api/directdebit-confirm.php', { payment_id: started.payment.payment_id, code: started.dev_code }, { session: paying.session });
      expect((await confirm()).statusCode).toBe(200);
      // Confirming twice (a double click) gives one mandate.
      expect((await confirm()).statusCode).toBe(200);
      return started;
    }

    it('a new mandate sends one mandate mail with reference, creditor, masked IBAN and the pre-notification', async () => {
      const paying = await member('en');
      const started = await confirmedDebit(paying);
      const [mail] = await awaitMails(paying.email, 'payment.mandate', 1);
      const seller = await company();
      expect(mail?.text).toContain(`Mandate reference: ${mandateReference(started.payment.payment_id)}\n`);
      expect(mail?.text).toContain(`Creditor: ${seller.name}\n`);
      expect(mail?.text).toContain(`Account (IBAN): ${started.iban_masked}\n`);
      expect(mail?.text).toContain(`will collect ${money(started.payment, 'en')} from your account ${started.iban_masked} on or shortly after`);
      expect(mail?.text).not.toMatch(/NL\d\d[A-Z]{4}\d{10}/);
      expect(await mailsTo(server, paying.email, 'payment.receipt')).toEqual([]);
    });

    it('a debit the bank settles sends the receipt; one it refuses sends one failure mail', async () => {
      const settledBy = await member('nl');
      const settled = await confirmedDebit(settledBy);
      await sandboxPress(server, settled.payment.payment_id, 'settle');
      const [receipt] = await awaitMails(settledBy.email, 'payment.receipt', 1);
      expect(receipt?.text).toContain('Betaalmethode: SEPA-incasso\n');
      expect(receipt?.text).toContain(`Rekening (IBAN): ${settled.iban_masked}\n`);

      const refusedBy = await member('en');
      const refused = await confirmedDebit(refusedBy);
      await sandboxPress(server, refused.payment.payment_id, 'return');
      await sendWebhook(server, eventFor(server, refused.payment, 'payment.failed'));
      const [failure] = await awaitMails(refusedBy.email, 'payment.charge_failed', 1);
      expect(failure?.text).toContain('your bank did not accept the debit');
      expect(await mailsTo(server, refusedBy.email, 'payment.receipt')).toEqual([]);
    });

    it('a debit that ends at the code step (before any mandate) sends nothing', async () => {
      const paying = await member('en');
      const started = await startDirectDebit(api, paying.session, { iban: freshIban(), phone: NL_PHONE, package_id: await firstPackageId(api, paying.session) });
      const wrong = started.dev_code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await api.post('/api/directdebit-confirm.php', { payment_id: started.payment.payment_id, code: wrong }, { session: paying.session });
      }
      expect(await queuedFor(started.payment.payment_id)).toEqual([]);
    });
  });
});
