import type { CheckoutInfo, PaymentMethod } from '../../contract/credits';
import type { PaymentsConfig, SeedMode } from '../config';
import { STRIPE_METHOD_TYPES } from './stripe/methods';

/**
 * Which payment provider takes the money (PAYMENT_PROVIDER, SEC-27), as the rest of the server needs to know it:
 * whether buying is possible at all, whether the checkout pages must say "test mode", which of our methods the
 * provider can take, and whether SEPA direct debit is our own form (/directdebit) or the provider's hosted page.
 */
export interface PaymentsSetup {
  readonly config: PaymentsConfig;
  readonly checkout: CheckoutInfo;
  /** The methods the provider takes (null: every method). */
  readonly supported: ReadonlySet<PaymentMethod> | null;
}

/** The provider configured, or the default when a config was built without one (sandbox only with the demo). */
export function paymentsConfigOf(config: { readonly payments?: PaymentsConfig; readonly seed: SeedMode }): PaymentsConfig {
  return config.payments ?? (config.seed === 'demo' ? { provider: 'sandbox' } : { provider: 'none' });
}

export function paymentsSetup(config: PaymentsConfig): PaymentsSetup {
  switch (config.provider) {
    case 'none':
      return { config, checkout: { mode: 'unavailable', direct_debit: 'form', card_saving: 'provider' }, supported: null };
    case 'sandbox':
      return { config, checkout: { mode: 'test', direct_debit: 'form', card_saving: 'provider' }, supported: null };
    case 'stripe':
      return {
        config,
        checkout: { mode: config.testMode ? 'test' : 'live', direct_debit: 'hosted', card_saving: 'checkout' },
        supported: new Set(Object.keys(STRIPE_METHOD_TYPES) as PaymentMethod[]),
      };
  }
}
