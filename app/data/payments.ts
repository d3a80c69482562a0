import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import useSWRImmutable from 'swr/immutable';
import { ENDPOINTS } from '../../contract/api';
import type {
  DirectDebitConfirmRequest,
  DirectDebitRequest,
  DirectDebitResponse,
  DiscountCode,
  RetentionDiscountResponse,
  PackageKind,
  PackagesResponse,
  Payment,
  PaymentCreateRequest,
  PaymentCreateResponse,
  PricingResponse,
  RepeatOrderRequest,
  SavedMethod,
} from '../../contract/credits';
import { apiFetch } from '../api/client';
import { checkoutDiscount, type CheckoutDiscount } from '../rules/checkoutDiscount';
import { paymentPollDelayMs } from '../rules/paymentPolling';
import { useCountdownClock, useWelcomeDiscount } from './credits';

// Credits, checkout and payment results (issue 5). SWR keys are the API paths with their query, so a login or logout
// (replaceSession) forgets every answer that depended on the member: prices, country, discounts, payments.

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface Loaded<T> {
  data: T | null;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

function loaded<T>(result: { data: T | undefined; isLoading: boolean; error: unknown; mutate: () => Promise<unknown> }): Loaded<T> {
  return {
    data: result.data ?? null,
    isLoading: result.isLoading,
    error: result.error,
    retry: () => void result.mutate(),
  };
}

/** GET /api/packages.php: packages priced in the payer's currency, the payer's methods and the running time bonus. */
export function usePackages(kind?: PackageKind): Loaded<PackagesResponse> {
  const key = withQuery(ENDPOINTS.packages.path, { kind });
  return loaded(useSWR(key, () => apiFetch(key, { schema: ENDPOINTS.packages.response }), { revalidateOnFocus: false }));
}

/**
 * GET /api/pricing.php: what a message, a photo and a gift cost the viewer's country (as the chat charges them) and
 * the credits a new member receives. Asked again when a page mounts (a member may have changed country since).
 */
export function usePricing(): Loaded<PricingResponse> {
  const key = ENDPOINTS.pricing.path;
  return loaded(useSWR(key, () => apiFetch(key, { schema: ENDPOINTS.pricing.response }), { revalidateOnFocus: false }));
}

/**
 * GET /api/discountcode.php?code=…: a typed code, checked by the server (null: none typed). A failure is the answer
 * ('Code niet gevonden', 'Code reeds gebruikt'), shown to the member; the code is checked again at payment.
 */
export function useDiscountCode(code: string | null): Loaded<DiscountCode> {
  const key = code ? withQuery(ENDPOINTS.discountCode.path, { code }) : null;
  const result = useSWRImmutable(key, (path: string) => apiFetch(path, { schema: ENDPOINTS.discountCode.response }));
  return loaded({ ...result, data: result.data?.discount_code ?? undefined });
}

export interface CheckoutDiscountState {
  /** The discount in force (app/rules/checkoutDiscount.ts), its countdown ticking each second. */
  discount: CheckoutDiscount | null;
  /** The typed code's look-up: loading while checked, `error` when refused. */
  typed: Loaded<DiscountCode>;
}

/**
 * The discount the credits pages show and send: a typed code (checked by the server), the running time bonus from the
 * packages answer, or the welcome discount (members only; its failure ignored).
 */
export function useCheckoutDiscount(options: {
  typedCode: string | null;
  packages: PackagesResponse | null;
  member: boolean;
}): CheckoutDiscountState {
  const typed = useDiscountCode(options.typedCode);
  const automatic = options.packages?.automatic_discount ?? null;
  const welcome = useWelcomeDiscount(options.member && options.packages !== null && !automatic);
  const ends = typed.data ? null : (automatic?.ends_at ?? welcome?.expires ?? null);
  const now = useCountdownClock(ends === null ? null : Date.parse(ends));
  return { discount: checkoutDiscount({ typed: typed.data, automatic, welcome, now: new Date(now) }), typed };
}

function paymentKey(paymentId: string): string {
  return withQuery(ENDPOINTS.payment.path, { id: paymentId });
}

/**
 * GET /api/payment.php?id=…: one payment of the member, asked again while it is pending (quickly at first, then
 * slower: app/rules/paymentPolling.ts) and no more once it is settled.
 */
export function usePayment(paymentId: string | null): Loaded<Payment> {
  const pendingAnswers = useRef(0);
  const key = paymentId ? paymentKey(paymentId) : null;
  const result = useSWR(key, (path: string) => apiFetch(path, { schema: ENDPOINTS.payment.response }), {
    // Evaluated after onSuccess has counted the latest answer: the first pending answer waits the first delay.
    refreshInterval: (latest) => paymentPollDelayMs(latest?.payment.status, pendingAnswers.current - 1),
    onSuccess: (answer) => {
      pendingAnswers.current = answer.payment.status === 'pending' ? pendingAnswers.current + 1 : 0;
    },
  });
  return loaded({ ...result, data: result.data?.payment });
}

/** GET /api/transactions.php: the member's payments, newest first (`enabled` false: not asked). */
export function useTransactions(enabled = true): Loaded<Payment[]> {
  const key = enabled ? ENDPOINTS.transactions.path : null;
  const result = useSWR(key, (path: string) => apiFetch(path, { schema: ENDPOINTS.transactions.response }));
  return loaded({ ...result, data: result.data?.transactions });
}

/** GET /api/saved-methods.php: saved cards (brand, last four, expiry; the token stays on the server). */
export function useSavedMethods(enabled = true): Loaded<SavedMethod[]> & { remove: (id: number) => Promise<void> } {
  const key = enabled ? ENDPOINTS.savedMethods.path : null;
  const result = useSWR(key, (path: string) => apiFetch(path, { schema: ENDPOINTS.savedMethods.response }));
  const { mutate } = result;
  const remove = useCallback(
    async (id: number) => {
      await apiFetch(ENDPOINTS.savedMethodDelete.path, { method: 'DELETE', body: { id }, schema: ENDPOINTS.savedMethodDelete.response });
      await mutate();
    },
    [mutate],
  );
  return { ...loaded({ ...result, data: result.data?.saved_methods }), remove };
}

// Money-moving calls carry an idempotency key, so the client may repeat them (network errors, 5xx) and a double click
// or a retry of the same attempt is answered with the same payment instead of a second charge.

/** POST /api/payment.php: a pending payment and the provider's hosted checkout URL to send the payer to. */
export function createPayment(request: PaymentCreateRequest): Promise<PaymentCreateResponse> {
  return apiFetch(ENDPOINTS.paymentCreate.path, {
    method: 'POST',
    body: request,
    idempotent: true,
    schema: ENDPOINTS.paymentCreate.response,
  });
}

/** POST /api/retention-discount.php: the member's personal "stay with X% off" code, once per member. */
export async function claimRetentionDiscount(): Promise<RetentionDiscountResponse> {
  return apiFetch(ENDPOINTS.retentionDiscount.path, { method: 'POST', body: {}, schema: ENDPOINTS.retentionDiscount.response });
}

/** POST /api/repeat-order.php: charges a saved card once per idempotency key. */
export async function repeatOrder(request: RepeatOrderRequest): Promise<Payment> {
  const { payment } = await apiFetch(ENDPOINTS.repeatOrder.path, {
    method: 'POST',
    body: request,
    idempotent: true,
    schema: ENDPOINTS.repeatOrder.response,
  });
  return payment;
}

/** POST /api/directdebit.php: stores the pending debit and sends the SDD code. */
export function startDirectDebit(request: DirectDebitRequest): Promise<DirectDebitResponse> {
  return apiFetch(ENDPOINTS.directDebit.path, { method: 'POST', body: request, idempotent: true, schema: ENDPOINTS.directDebit.response });
}

/** POST /api/directdebit-confirm.php: the SDD code step. Not repeated by the client: every try counts (5 at most). */
export async function confirmDirectDebit(request: DirectDebitConfirmRequest): Promise<Payment> {
  const { payment } = await apiFetch(ENDPOINTS.directDebitConfirm.path, {
    method: 'POST',
    body: request,
    schema: ENDPOINTS.directDebitConfirm.response,
  });
  return payment;
}

/** A random key for one attempt to pay (contract idempotencyKeySchema: 8–128 of A-Z a-z 0-9 _ . : -). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `pay-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The idempotency key of the current attempt: the same for every click and automatic retry of that attempt; `renew`
 * starts a new attempt (after a failure the payer chose to try again, or after changing the order).
 */
export function useAttemptKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
