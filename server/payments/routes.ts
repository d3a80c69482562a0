import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import { creditsDb } from '../credits/tables';
import { HttpError } from '../errors/http-error';
import { registerEndpoint } from '../http/endpoint';
import { canReadOutbox } from '../mail/dev-access';
import { getOrCreateSecret } from '../secrets/service';
import { requireUser, viewerOf } from '../sessions/plugin';
import { confirmDirectDebit, startDirectDebit, type DirectDebitDeps } from './directdebit';
import { payerOf } from './payer';
import { startPaymentMails } from './receipts/hooks';
import { WebhookVerificationError, type PaymentProvider } from './provider';
import type { PaymentsSetup } from './mode';
import { paymentAnswer, selectOwnPayment, selectPaymentHistory } from './records';
import { sandboxRoutes } from './sandbox/routes';
import { createSandboxProvider, type SandboxProvider } from './sandbox/provider';
import { repeatOrder, startCheckout, type PaymentsDeps } from './service';
import { createStripeProvider } from './stripe/provider';
import { createUnavailableProvider, paymentsUnavailable } from './unavailable';
import { handleProviderEvent } from './webhooks';

export interface PaymentsRoutesOptions {
  readonly trustProxy: boolean;
  readonly publicUrl: URL | null;
  /** Development and test servers answer the SDD code (there is no SMS gateway in the embedded default). */
  readonly exposeDevCodes: boolean;
  /**
   * DEV_OUTBOX=1. With no SMS gateway, the SDD code is also answered to whoever may read the development outbox (this
   * machine, not through a proxy; anyone with DEV_OUTBOX=1), so the direct debit can be tried under `npm start`.
   */
  readonly devOutbox?: boolean;
  /** PAYMENT_PROVIDER and what follows from it (server/payments/mode.ts). */
  readonly payments: PaymentsSetup;
}

const DIRECT_DEBIT_HASH_SECRET = 'directdebit_hash_key';

/** The provider's webhook, in its own context: the JSON body stays the raw string the signature covers. */
async function webhookRoutes(app: FastifyInstance, options: { readonly deps: PaymentsDeps; readonly endpoint: typeof ENDPOINTS.sandboxWebhook | typeof ENDPOINTS.stripeWebhook }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  registerEndpoint(
    app,
    options.endpoint,
    async ({ request }) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      let event;
      try {
        event = await options.deps.provider.verifyWebhook(raw, request.headers);
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) {
          // A genuine event whose details could not be fetched from the provider (Stripe unreachable): answered 503,
          // so the provider delivers it again later.
          request.log.error({ err: error }, 'payment webhook could not be read from the provider');
          throw new HttpError('unavailable', { cause: error });
        }
        request.log.warn({ reason: error.message }, 'payment webhook refused');
        throw new HttpError('bad_request', { cause: error });
      }
      // A genuine event of a kind we do not act on (payment_intent.created, a partial refund…).
      if (event === null) return { received: true as const, outcome: 'ignored' as const };
      const outcome = await handleProviderEvent(options.deps, event);
      return { received: true as const, outcome };
    },
    // Server to server and signed: exempt from the browser same-origin check (SEC-11 / SEC-20).
    { config: { crossSite: 'allow' } },
  );
}

/** Checkout, payment results, history, saved cards, repeat orders, direct debit, the webhook and the sandbox (issue 5). */
export async function paymentsRoutes(app: FastifyInstance, options: PaymentsRoutesOptions): Promise<void> {
  const db = creditsDb(app.db);
  const now = () => app.clock();
  const chosen = options.payments.config;
  const sandbox: SandboxProvider | null = chosen.provider === 'sandbox' ? createSandboxProvider({ secret: app.secrets.webhookKey, now }) : null;
  const provider: PaymentProvider =
    chosen.provider === 'stripe'
      ? createStripeProvider({ secretKey: chosen.secretKey, webhookSecret: chosen.webhookSecret, apiBase: chosen.apiBase, now })
      : (sandbox ?? createUnavailableProvider());
  const available = chosen.provider !== 'none';
  const deps: DirectDebitDeps = {
    db,
    provider,
    supported: options.payments.supported,
    hostedDirectDebit: options.payments.checkout.direct_debit === 'hosted',
    now,
    log: app.log,
    hashKey: await getOrCreateSecret(app.db, DIRECT_DEBIT_HASH_SECRET),
    exposeDevCodes: options.exposeDevCodes,
  };
  // Receipts, failed-charge and mandate mails, sent once the request's transaction committed.
  startPaymentMails(app, { publicUrl: options.publicUrl });
  const authenticated = { preHandler: requireUser };
  const limited = (max: number) => ({ preHandler: requireUser, config: { rateLimit: { max, timeWindow: '1 minute' } } });
  /** SEC-27: with no provider, nothing is opened, charged or debited (checked before any payment row exists). */
  const assertAvailable = () => {
    if (!available) throw paymentsUnavailable();
  };
  /** The site as the payer sees it, for the provider's return address. */
  const originOf = (request: FastifyRequest) => `${options.publicUrl?.protocol === 'https:' ? 'https' : request.protocol}://${request.host}`;

  registerEndpoint(
    app,
    ENDPOINTS.paymentCreate,
    async ({ body, request }) => {
      assertAvailable();
      const payer = await payerOf(db, request, options.trustProxy);
      const { payment, redirectUrl } = await startCheckout(deps, payer, body, request.site.settings.name, { origin: originOf(request) });
      return { payment_id: payment.public_id, redirect_url: redirectUrl, payment: paymentAnswer(payment) };
    },
    limited(60),
  );

  registerEndpoint(
    app,
    ENDPOINTS.payment,
    async ({ query, request }) => {
      const payment = await selectOwnPayment(db, viewerOf(request).userId, request.site.id, query.id);
      if (!payment) throw new HttpError('not_found');
      return { payment: paymentAnswer(payment) };
    },
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.transactions,
    async ({ query, request }) => {
      const userId = viewerOf(request).userId;
      if (query.id) {
        const payment = await selectOwnPayment(db, userId, request.site.id, query.id);
        if (!payment) throw new HttpError('not_found');
        return { transactions: [paymentAnswer(payment)] };
      }
      return { transactions: (await selectPaymentHistory(db, userId, request.site.id)).map(paymentAnswer) };
    },
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.savedMethods,
    async ({ request }) => {
      const rows = await db
        .selectFrom('saved_methods')
        .select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'created_at'])
        .where('user_id', '=', viewerOf(request).userId)
        .where('provider', '=', provider.name)
        .orderBy('id', 'desc')
        .execute();
      return { saved_methods: rows };
    },
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.savedMethodDelete,
    async ({ body, request }) => {
      const deleted = await db.deleteFrom('saved_methods').where('id', '=', body.id).where('user_id', '=', viewerOf(request).userId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new HttpError('not_found');
      return { ok: true as const };
    },
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.repeatOrder,
    async ({ body, request }) => {
      assertAvailable();
      return { payment: paymentAnswer(await repeatOrder(deps, await payerOf(db, request, options.trustProxy), body)) };
    },
    limited(30),
  );

  registerEndpoint(
    app,
    ENDPOINTS.directDebit,
    async ({ body, request }) => {
      assertAvailable();
      // With a provider that collects the IBAN and mandate on its own page (Stripe), direct debit is a hosted checkout.
      if (deps.hostedDirectDebit) throw new HttpError('validation_failed', { fields: { method: { code: 'invalid_value' } } });
      const exposeDevCodes = deps.exposeDevCodes || canReadOutbox(request, { delivers: false, devOutbox: options.devOutbox ?? false });
      return startDirectDebit({ ...deps, exposeDevCodes }, await payerOf(db, request, options.trustProxy), body);
    },
    limited(10),
  );

  registerEndpoint(
    app,
    ENDPOINTS.directDebitConfirm,
    async ({ body, request }) => {
      assertAvailable();
      return { payment: paymentAnswer(await confirmDirectDebit(deps, await payerOf(db, request, options.trustProxy), body)) };
    },
    limited(20),
  );

  if (sandbox) {
    await app.register(webhookRoutes, { deps, endpoint: ENDPOINTS.sandboxWebhook });
    await app.register(sandboxRoutes, { deps, provider: sandbox, publicUrl: options.publicUrl, webhookPath: ENDPOINTS.sandboxWebhook.path });
  } else if (chosen.provider === 'stripe') {
    await app.register(webhookRoutes, { deps, endpoint: ENDPOINTS.stripeWebhook });
  }
}
