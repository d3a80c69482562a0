import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { paymentIdSchema } from '../../../contract/credits';
import { HttpError } from '../../errors/http-error';
import { Messages } from '../../i18n/messages';
import { isSameOriginRequest } from '../../security/same-origin';
import { selectPaymentByPublicId, type PaymentView } from '../records';
import { resultPath, type PaymentsDeps } from '../service';
import { SANDBOX_ACTIONS, SANDBOX_PAGE_CSP, renderSandboxPage, sandboxActions, type SandboxAction } from './page';
import { SANDBOX_CHECKOUT_PATH, sandboxCardToken, sandboxEvent, type SandboxEventType, type SandboxProvider } from './provider';

export interface SandboxRoutesOptions {
  readonly deps: PaymentsDeps;
  readonly provider: SandboxProvider;
  readonly publicUrl: URL | null;
  readonly webhookPath: string;
}

const paramsSchema = z.strictObject({ paymentId: paymentIdSchema });
const formSchema = z.object({
  action: z.enum(SANDBOX_ACTIONS),
  card: z.enum(['visa', 'mastercard']).optional(),
  save_card: z.literal('1').optional(),
});

const EVENT_OF: Readonly<Record<SandboxAction, SandboxEventType>> = {
  pay: 'payment.completed',
  fail: 'payment.failed',
  cancel: 'payment.cancelled',
  pending: 'payment.pending',
  settle: 'payment.completed',
  return: 'payment.failed',
  reverse: 'payment.reversed',
};

function pageHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', SANDBOX_PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer');
}

/**
 * The sandbox's hosted checkout: GET shows the page, POST takes the payer's choice, sends the signed webhook to our
 * own webhook route (through the whole HTTP stack, signature check included) and redirects to the result page.
 */
export async function sandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions): Promise<void> {
  const { deps, provider } = options;
  // The whole page in the payer's language (locales/<lng>/payments.json: `sandbox.*`, `test_mode.*`, `method.*`, `status.*`).
  const messages = Messages.load('payments');

  // HTML forms post application/x-www-form-urlencoded, which Fastify does not parse by itself (this context only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /**
   * The payment behind the page, only for the member who opened it: the page stands in for the provider's checkout,
   * which a real provider binds to the payer's browser session; here that is the member's session cookie. A visitor
   * who is not signed in, or another member who learnt the payment id, cannot see, pay, fail or cancel it.
   */
  async function load(request: FastifyRequest): Promise<{ payment: PaymentView; stage: 'awaiting_code' | 'confirmed' | 'failed' | null }> {
    const parsed = paramsSchema.safeParse(request.params);
    if (!parsed.success) throw new HttpError('not_found');
    if (!request.viewer) throw new HttpError('authentication_required');
    const payment = await selectPaymentByPublicId(deps.db, parsed.data.paymentId);
    if (!payment || payment.site_id !== request.site.id || payment.provider !== provider.name || payment.user_id !== request.viewer.userId) {
      throw new HttpError('not_found');
    }
    const debit = await deps.db.selectFrom('directdebits').select('stage').where('payment_id', '=', payment.id).executeTakeFirst();
    return { payment, stage: debit?.stage ?? null };
  }

  app.get(`${SANDBOX_CHECKOUT_PATH}/:paymentId`, async (request, reply) => {
    const { payment, stage } = await load(request);
    const html = renderSandboxPage({
      merchant: request.site.settings.name,
      payment,
      debitStage: stage,
      resultHref: resultPath(payment.public_id),
      language: request.language,
      t: (key, params) => messages.translate(request.language, key, params),
    });
    return pageHeaders(reply).type('text/html; charset=utf-8').send(html);
  });

  app.post(`${SANDBOX_CHECKOUT_PATH}/:paymentId`, async (request, reply) => {
    // The page's own form only (SEC-11): a cross-site form cannot press the buttons.
    if (!isSameOriginRequest(request.headers, request.host, options.publicUrl)) throw new HttpError('cross_site_request');
    const { payment, stage } = await load(request);
    const form = formSchema.safeParse(request.body ?? {});
    if (!form.success) throw new HttpError('bad_request');
    const { action } = form.data;
    if (!sandboxActions(payment, stage).includes(action)) {
      // Stale page (the payment moved on): show it again as it is now.
      return reply.code(303).header('location', `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(payment.public_id)}`).send();
    }

    const now = deps.now();
    const savedMethod = action === 'pay' && payment.method === 'card' && form.data.save_card === '1' ? sandboxCardToken(form.data.card ?? 'visa', now) : null;
    const delivery = provider.signedDelivery(
      sandboxEvent({
        type: EVENT_OF[action],
        paymentId: payment.public_id,
        providerRef: payment.provider_ref,
        amountMinor: payment.amount_minor,
        currency: payment.currency,
        savedMethod,
        now,
      }),
    );
    const delivered = await app.inject({ method: 'POST', url: options.webhookPath, headers: delivery.headers, payload: delivery.body });
    if (delivered.statusCode !== 200) {
      request.log.error({ status: delivered.statusCode, payment: payment.public_id }, 'sandbox webhook was not accepted');
      throw new HttpError('unavailable');
    }
    return reply.code(303).header('location', resultPath(payment.public_id)).send();
  });
}
