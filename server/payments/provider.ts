import type { Currency, PaymentMethod } from '../../contract/credits';

/**
 * What the payments area needs from a payment provider. The embedded default is the built-in sandbox
 * (./sandbox); a real provider is another implementation of this interface, registered instead.
 */

export interface CheckoutInput {
  /**
   * Our public payment id; the provider echoes it in its events. Adapters send it as the provider's idempotency key,
   * so a retried or concurrent call for one payment opens one hosted checkout.
   */
  readonly paymentId: string;
  readonly amountMinor: number;
  readonly currency: Currency;
  readonly method: PaymentMethod;
  /** Shown on the hosted page (package and site). */
  readonly description: string;
  /** Where the provider's page sends the payer back (our result page, absolute). */
  readonly returnUrl?: string;
  /** The payer asked to save the card for repeat orders (providers whose own page does not ask). */
  readonly saveMethod?: boolean;
}

export interface CheckoutSession {
  /** Where to send the payer: the provider's hosted checkout. */
  readonly redirectUrl: string;
  readonly providerRef: string;
}

export interface ChargeInput {
  /** The saved payment method's provider token (never card data). */
  readonly token: string;
  readonly amountMinor: number;
  readonly currency: Currency;
  /** Sent to the provider so a retried call charges once (our payment's public id). */
  readonly idempotencyKey: string;
  readonly paymentId: string;
}

export type ChargeResult =
  | { readonly status: 'succeeded'; readonly providerRef: string }
  | { readonly status: 'failed'; readonly providerRef: string; readonly reason: string };

export type ProviderEventType = 'pending' | 'completed' | 'failed' | 'cancelled' | 'reversed';

export interface SavedMethodDetails {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** A verified provider event, in our terms. */
export interface ProviderEvent {
  /** The provider's event id: a replay carries the same one. */
  readonly id: string;
  readonly type: ProviderEventType;
  readonly paymentId: string;
  readonly providerRef: string | null;
  readonly amountMinor: number;
  readonly currency: string;
  /** A card the payer chose to save, as the provider's token. */
  readonly savedMethod: SavedMethodDetails | null;
}

/** A webhook that is not from the provider (bad or missing signature), stale, or malformed. Answered 400. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export type HeaderMap = Readonly<Record<string, string | string[] | undefined>>;

export interface PaymentProvider {
  readonly name: string;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Closes a hosted checkout we no longer honour (its payment was superseded), so the payer cannot pay it. */
  cancelCheckout(providerRef: string): Promise<void>;
  /** Charges a saved method (repeat orders); the idempotency key makes a retried call charge once. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /**
   * Verifies the signature over the raw body (constant time) and the timestamp window; throws WebhookVerificationError.
   * null: a genuine event of a kind we do not act on (answered 200, recorded nowhere).
   */
  verifyWebhook(rawBody: string, headers: HeaderMap): ProviderEvent | null | Promise<ProviderEvent | null>;
}
