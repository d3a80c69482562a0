import { randomBytes, randomInt } from 'node:crypto';
import { composeIBAN, isValidIBAN } from 'ibantools';
import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  directDebitResponseSchema,
  packagesResponseSchema,
  paymentCreateResponseSchema,
  paymentResponseSchema,
  type DirectDebitResponse,
  type PackagesResponse,
  type Payment,
  type PaymentCreateResponse,
} from '../../contract/credits';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { costsFor } from '../../server/credits/actionCosts';
import { applyCredits, auditLedger, spendCredits } from '../../server/credits/ledger';
import { startSession } from '../../server/sessions/service';
import { creditsDb, type CreditsDb } from '../../server/credits/tables';
import { HttpError } from '../../server/errors/http-error';
import { sandboxEvent, type SandboxEventType } from '../../server/payments/sandbox/provider';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureHeader } from '../../server/payments/sandbox/signature';
import { signUp, type Client, type Member } from './accounts-support';
import type { ServerHandle } from './harness';

/** Helpers of the credits and payments tests: members with a balance, checkouts, the sandbox page and signed webhooks. */

export function idem(prefix = 'key'): string {
  return `${prefix}-${randomBytes(9).toString('base64url')}`;
}

export function dbOf(server: ServerHandle): CreditsDb {
  return creditsDb(server.app.db);
}

export async function balanceOf(server: ServerHandle, userId: number): Promise<number> {
  const row = await server.app.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.credits;
}

export async function expectLedgerConsistent(server: ServerHandle, userId: number): Promise<void> {
  const audit = await auditLedger(dbOf(server), userId);
  expect(audit, 'balance == sum of ledger entries == last balance_after').toMatchObject({ consistent: true });
}

/** Sets a member's balance to exactly `credits`, through the ledger. */
export async function setBalance(server: ServerHandle, userId: number, credits: number): Promise<void> {
  const current = await balanceOf(server, userId);
  if (current === credits) return;
  await applyCredits(dbOf(server), { userId, amount: credits - current, reason: 'adjustment', reference: 'test', idempotencyKey: idem('adjust') });
}

export async function setCountry(server: ServerHandle, userId: number, country: string): Promise<void> {
  await server.app.db.updateTable('profiles').set({ country }).where('user_id', '=', userId).execute();
}

export interface PayingMember extends Member {
  readonly id: number;
}

/** A fresh member (signed up through the API) from `country` (NL by default: euros, iDEAL, SEPA). */
export async function payingMember(server: ServerHandle, api: Client, country = 'NL'): Promise<PayingMember> {
  const member = await signUp(api);
  await setCountry(server, member.user.id, country);
  return { ...member, id: member.user.id };
}

export async function packagesFor(api: Client, session?: string, kind?: 'credits' | 'premium'): Promise<PackagesResponse> {
  const response = await api.get(`/api/packages.php${kind ? `?kind=${kind}` : ''}`, session ? { session } : {});
  expect(response.statusCode, response.body).toBe(200);
  return packagesResponseSchema.parse(response.json());
}

export async function firstPackageId(api: Client, session: string, kind: 'credits' | 'premium' = 'credits'): Promise<number> {
  const { packages } = await packagesFor(api, session, kind);
  const first = packages[0];
  expect(first).toBeDefined();
  return first?.id ?? 0;
}

export function createPayment(api: Client, session: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return api.post('/api/payment.php', { idempotency_key: idem('pay'), ...body }, { session });
}

export async function startCheckout(api: Client, session: string, body: Record<string, unknown>): Promise<PaymentCreateResponse> {
  const response = await createPayment(api, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return paymentCreateResponseSchema.parse(response.json());
}

export async function paymentOf(api: Client, session: string, paymentId: string): Promise<Payment> {
  const response = await api.get(`/api/payment.php?id=${paymentId}`, { session });
  expect(response.statusCode, response.body).toBe(200);
  return paymentResponseSchema.parse(response.json()).payment;
}

/**
 * The payer's session cookie for a payment (a fresh session of the member who owns it, as their browser would carry):
 * the sandbox page answers only the member who opened the checkout. Empty for an unknown payment.
 */
export async function payerCookie(server: ServerHandle, paymentId: string): Promise<Record<string, string>> {
  const payment = await dbOf(server).selectFrom('payments').select(['user_id', 'site_id']).where('public_id', '=', paymentId).executeTakeFirst();
  if (!payment) return {};
  const session = await startSession(server.app.db, { userId: payment.user_id, siteId: payment.site_id, now: server.app.clock(), userAgent: 'test' });
  return { cookie: `${AUTH_COOKIE_NAME}=${session.token}` };
}

/**
 * Presses a button on the sandbox's hosted checkout page, as the payer's browser does (a same-origin form post with the
 * payer's session cookie; pass `cookie` in `headers` to press it as someone else, or an empty one as a visitor).
 */
export async function sandboxPress(
  server: ServerHandle,
  paymentId: string,
  action: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const cookie = 'cookie' in headers ? {} : await payerCookie(server, paymentId);
  return server.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${paymentId}`,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...cookie,
      ...headers,
    },
    payload: new URLSearchParams({ action, ...extra }).toString(),
  });
}

export interface WebhookOptions {
  readonly secret?: string;
  /** The signing time (default: the server's clock). */
  readonly signedAt?: Date;
  readonly headers?: Record<string, string>;
  /** Sign this body instead of the event (tampering tests). */
  readonly rawBody?: string;
}

/** Sends a signed sandbox event to the webhook, as the provider does. */
export function sendWebhook(server: ServerHandle, event: object, options: WebhookOptions = {}): Promise<LightMyRequestResponse> {
  const body = options.rawBody ?? JSON.stringify(event);
  const signed = JSON.stringify(event);
  const signature = sandboxSignatureHeader(options.secret ?? server.app.secrets.webhookKey, signed, options.signedAt ?? server.app.clock());
  return server.app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox.php',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature, ...options.headers },
    payload: body,
  });
}

export interface EventOverrides {
  readonly amountMinor?: number;
  readonly currency?: string;
  readonly eventId?: string;
}

/** A sandbox event for a payment as the provider would send it (amount and currency from the payment). */
export function eventFor(server: ServerHandle, payment: Payment, type: SandboxEventType, overrides: EventOverrides = {}) {
  return sandboxEvent({
    type,
    paymentId: payment.payment_id,
    providerRef: null,
    amountMinor: overrides.amountMinor ?? payment.amount.amount_minor,
    currency: overrides.currency ?? payment.amount.currency,
    now: server.app.clock(),
    ...(overrides.eventId ? { eventId: overrides.eventId } : {}),
  });
}

export async function startDirectDebit(api: Client, session: string, body: Record<string, unknown>): Promise<DirectDebitResponse> {
  const response = await api.post('/api/directdebit.php', { idempotency_key: idem('dd'), ...body }, { session });
  expect(response.statusCode, response.body).toBe(200);
  return directDebitResponseSchema.parse(response.json());
}

/** A valid Dutch IBAN (the ibantools documentation example) and mobile number. */
export const NL_IBAN = 'NL91 ABNA 0417 1643 00';
export const NL_PHONE = '06 12345678';

/** A fresh valid Dutch IBAN (check digits computed by ibantools), for tests that must not share blocks. */
export function freshIban(): string {
  const iban = composeIBAN({ countryCode: 'NL', bban: `ABNA${String(randomInt(0, 10 ** 10)).padStart(10, '0')}` });
  if (!iban || !isValidIBAN(iban)) throw new Error('could not compose a test IBAN');
  return iban;
}

/** Test-only routes: a spend endpoint, so concurrent spends can be driven through inject() like real requests. */
export const spendTestRoutes: FastifyPluginAsync = async (app) => {
  app.post('/test/spend', async (request) => {
    const body = request.body as { userId: number; cost: number; key: string };
    try {
      const result = await spendCredits(creditsDb(app.db), { userId: body.userId, reason: 'message', cost: body.cost, reference: null, idempotencyKey: body.key });
      return { ok: true, applied: result.applied, balance: result.balanceAfter };
    } catch (error) {
      if (error instanceof HttpError && error.code === 'insufficient_credits') return { ok: false };
      throw error;
    }
  });
};

/**
 * What a text costs a member of `country` on the test site, as the ONE rule decides it (the country minimum at the
 * cheapest discounted price per credit): tests read it rather than hard-code a number.
 */
export async function messagePriceIn(server: ServerHandle, country: string, domain = 'localhost'): Promise<number> {
  return (await costsFor(dbOf(server), await server.app.sites.resolve(domain), country)).text;
}
