import type { PaymentMethod } from '../../contract/credits';
import { pathFor } from '../../contract/routes';

/** The typed discount code travels with the payer from the packages to the payment page in this query parameter. */
export const DISCOUNT_CODE_PARAM = 'code';
/** `/directdebit?package=…` and `/credits/repeat-order?package=…`: the package being paid. */
export const PACKAGE_PARAM = 'package';

function withParams(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A credits page (`/credits`, `/premium`) keeping a typed discount code. */
export function withCodePath(path: string, discountCode: string | null): string {
  return withParams(path, { [DISCOUNT_CODE_PARAM]: discountCode });
}

/** The payment-method page of a package (`/credits/{id}/{paymentmethod?}`), keeping a typed discount code. */
export function packagePath(packageId: number, discountCode: string | null, method?: PaymentMethod): string {
  return withParams(pathFor('credits-id-paymentmethod', { id: packageId, paymentmethod: method }), { [DISCOUNT_CODE_PARAM]: discountCode });
}

/** The direct-debit form for a package (SEPA direct debit has no hosted checkout). */
export function directDebitPath(packageId: number): string {
  return withParams(pathFor('directdebit'), { [PACKAGE_PARAM]: String(packageId) });
}

/** Repeat order with a package chosen first (after a declined saved card, "try again"). */
export function repeatOrderPath(packageId: number | null): string {
  return withParams(pathFor('credits-repeat-order'), { [PACKAGE_PARAM]: packageId === null ? null : String(packageId) });
}

/** A package id from a query parameter or path segment: a positive integer, else null. */
export function packageIdParam(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The page's query with the typed discount code set (or removed with null), other parameters kept. */
export function withDiscountCode(current: URLSearchParams, code: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (code) next.set(DISCOUNT_CODE_PARAM, code);
  else next.delete(DISCOUNT_CODE_PARAM);
  return next;
}
