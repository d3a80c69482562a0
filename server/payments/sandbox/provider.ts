import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type {
  ChargeInput,
  ChargeResult,
  CheckoutInput,
  CheckoutSession,
  HeaderMap,
  PaymentProvider,
  ProviderEvent,
  ProviderEventType,
  SavedMethodDetails,
} from '../provider';
import { WebhookVerificationError } from '../provider';
import { SANDBOX_SIGNATURE_HEADER, checkSandboxSignature, sandboxSignatureHeader } from './signature';

/**
 * The built-in sandbox payment provider: a hosted checkout page of our own (./page.ts, ./routes.ts) where the payer
 * chooses pay, fail, cancel or leave pending, and signed webhooks to /api/webhooks/sandbox.php. No money moves. Its
 * wire format mirrors real providers: an event id, a type, a creation time and the payment's amount and currency.
 */

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';

export const SANDBOX_EVENT_TYPES = ['payment.pending', 'payment.completed', 'payment.failed', 'payment.cancelled', 'payment.reversed'] as const;
export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number];

const savedMethodSchema = z.strictObject({
  token: z.string().regex(/^tok_sandbox_[a-z]+_[A-Za-z0-9_-]{16,64}$/),
  brand: z.string().min(1).max(32),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
});

export const sandboxEventSchema = z.strictObject({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{8,64}$/),
  type: z.enum(SANDBOX_EVENT_TYPES),
  created: z.number().int().nonnegative(),
  data: z.strictObject({
    payment_id: z.string().max(64),
    provider_ref: z.string().max(64).nullable(),
    amount_minor: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    saved_method: savedMethodSchema.nullable(),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** The sandbox's test cards: one that repeat orders can charge, one whose repeat charges are declined. */
export const SANDBOX_CARDS = {
  visa: { brand: 'Visa', last4: '4242', declinesRepeats: false },
  mastercard: { brand: 'Mastercard', last4: '0341', declinesRepeats: true },
} as const;
export type SandboxCard = keyof typeof SANDBOX_CARDS;

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

/** A new saved-card token for a test card; the token itself says whether its repeat charges are declined. */
export function sandboxCardToken(card: SandboxCard, now: Date): SavedMethodDetails {
  const details = SANDBOX_CARDS[card];
  return {
    token: `tok_sandbox_${details.declinesRepeats ? 'declining' : 'ok'}_${randomBytes(16).toString('base64url')}`,
    brand: details.brand,
    last4: details.last4,
    expMonth: 12,
    expYear: now.getUTCFullYear() + 3,
  };
}

export interface SandboxEventInput {
  readonly type: SandboxEventType;
  readonly paymentId: string;
  readonly providerRef: string | null;
  readonly amountMinor: number;
  readonly currency: string;
  readonly savedMethod?: SavedMethodDetails | null;
  readonly now: Date;
  /** A fixed event id (tests replaying one event); random by default. */
  readonly eventId?: string;
}

export function sandboxEvent(input: SandboxEventInput): SandboxEvent {
  const saved = input.savedMethod ?? null;
  return {
    id: input.eventId ?? randomId('evt'),
    type: input.type,
    created: Math.floor(input.now.getTime() / 1000),
    data: {
      payment_id: input.paymentId,
      provider_ref: input.providerRef,
      amount_minor: input.amountMinor,
      currency: input.currency,
      saved_method: saved
        ? { token: saved.token, brand: saved.brand, last4: saved.last4, exp_month: saved.expMonth, exp_year: saved.expYear }
        : null,
    },
  };
}

const EVENT_TYPES: Record<SandboxEventType, ProviderEventType> = {
  'payment.pending': 'pending',
  'payment.completed': 'completed',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
  'payment.reversed': 'reversed',
};

function headerValue(headers: HeaderMap, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface SandboxProvider extends PaymentProvider {
  /** The signed request the sandbox sends for an event: the raw body and its headers. */
  signedDelivery(event: SandboxEvent): { readonly body: string; readonly headers: Record<string, string> };
}

export function createSandboxProvider(options: { readonly secret: string; readonly now: () => Date }): SandboxProvider {
  const { secret, now } = options;
  return {
    name: SANDBOX_PROVIDER,

    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      return { redirectUrl: `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(input.paymentId)}`, providerRef: randomId('sbx') };
    },

    async cancelCheckout(): Promise<void> {
      // The sandbox page reads the payment's status and offers nothing once it is no longer pending.
    },

    async charge(input: ChargeInput): Promise<ChargeResult> {
      const providerRef = `sbx_charge_${input.idempotencyKey}`;
      if (input.token.startsWith('tok_sandbox_declining_')) return { status: 'failed', providerRef, reason: 'card_declined' };
      if (!input.token.startsWith('tok_sandbox_')) return { status: 'failed', providerRef, reason: 'unknown_token' };
      return { status: 'succeeded', providerRef };
    },

    verifyWebhook(rawBody: string, headers: HeaderMap): ProviderEvent {
      const problem = checkSandboxSignature(secret, rawBody, headerValue(headers, SANDBOX_SIGNATURE_HEADER), now());
      if (problem) throw new WebhookVerificationError(`sandbox webhook signature ${problem}`);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookVerificationError('sandbox webhook body is not JSON');
      }
      const parsed = sandboxEventSchema.safeParse(json);
      if (!parsed.success) throw new WebhookVerificationError('sandbox webhook body does not match the event schema');
      const event = parsed.data;
      const saved = event.data.saved_method;
      return {
        id: event.id,
        type: EVENT_TYPES[event.type],
        paymentId: event.data.payment_id,
        providerRef: event.data.provider_ref,
        amountMinor: event.data.amount_minor,
        currency: event.data.currency,
        savedMethod: saved ? { token: saved.token, brand: saved.brand, last4: saved.last4, expMonth: saved.exp_month, expYear: saved.exp_year } : null,
      };
    },

    signedDelivery(event: SandboxEvent) {
      const body = JSON.stringify(event);
      return {
        body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandboxSignatureHeader(secret, body, now()) },
      };
    },
  };
}
