import { PAYMENT_METHODS, type PaymentMethod } from '../../contract/credits';

/** How a method is paid: on the provider's hosted checkout, or through our own direct-debit form (/directdebit). */
export type CheckoutFlow = 'hosted' | 'directdebit';

export function checkoutFlow(method: PaymentMethod, directDebit: 'form' | 'hosted' = 'form'): CheckoutFlow {
  return method === 'sepa_dd' && directDebit === 'form' ? 'directdebit' : 'hosted';
}

function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * The method chosen on `/credits/{id}/{paymentmethod?}`: the URL's method when the payer's country offers it, else
 * none (the payer picks one). A method from another country (an old link, a hand-edited URL) is not preselected.
 */
export function chosenMethod(offered: readonly PaymentMethod[], param: string | undefined): PaymentMethod | null {
  if (!param) return null;
  const method = param.toLowerCase();
  return isPaymentMethod(method) && offered.includes(method) ? method : null;
}

