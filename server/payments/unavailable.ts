import { HttpError } from '../errors/http-error';
import type { PaymentProvider } from './provider';
import { WebhookVerificationError } from './provider';

/**
 * No payment provider configured (SEED=none without PAYMENT_PROVIDER, SEC-27): packages can be shown, but every way to
 * pay answers 503 `payments_unavailable` before a payment is opened, so nothing is ever handed out for free.
 */
export const NO_PROVIDER = 'none';

export function paymentsUnavailable(): HttpError {
  return new HttpError('payments_unavailable');
}

export function createUnavailableProvider(): PaymentProvider {
  return {
    name: NO_PROVIDER,
    async createCheckout() {
      throw paymentsUnavailable();
    },
    async cancelCheckout() {
      // Nothing was ever opened.
    },
    async charge() {
      throw paymentsUnavailable();
    },
    verifyWebhook() {
      throw new WebhookVerificationError('no payment provider is configured');
    },
  };
}
