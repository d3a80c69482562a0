import type { ReactElement } from 'react';
import type { PaymentMethod } from '../../../contract/credits';

/**
 * Simple marks for the payment methods, drawn for this project on the icon grid (24 × 24, 2-unit stroke in
 * `currentColor`). They hint at each method's kind (card, wallet, bank, phone); they are not the brands' logos.
 */
const BANK = (
  <>
    <path d="M3 9.5 12 4l9 5.5" />
    <path d="M4 20h16" />
    <path d="M6 10v7M10 10v7M14 10v7M18 10v7" />
  </>
);

const PHONE = <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />;

export const PAYMENT_METHOD_MARKS: Record<PaymentMethod, ReactElement> = {
  card: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 9.5h19" />
      <path d="M6 15h4" />
    </>
  ),
  paypal: (
    <>
      <path d="M4 7.5h14a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
      <path d="M4 7.5V6a2 2 0 0 1 2-2h9.5" />
      <path d="M16 14h.01" />
    </>
  ),
  ideal: (
    <>
      <circle cx="6.5" cy="6" r="1" fill="currentColor" />
      <path d="M6.5 10v8" />
      <path d="M11 5v13h2.5a6.5 6.5 0 0 0 0-13z" />
    </>
  ),
  bancontact: (
    <>
      <rect x="2.5" y="6" width="12" height="9" rx="2" />
      <rect x="9.5" y="10" width="12" height="9" rx="2" />
    </>
  ),
  sofort: <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />,
  klarna: (
    <>
      <path d="M7 4v16" />
      <path d="M16.5 4c0 4-2.5 7-6.5 8 4 1 7 4.5 7 8" />
    </>
  ),
  eps: BANK,
  przelewy24: (
    <>
      <path d="M4 8h14l-3.5-3.5" />
      <path d="M20 16H6l3.5 3.5" />
    </>
  ),
  mobilepay: (
    <>
      {PHONE}
      <path d="m9.5 12 2 2 3.5-4" />
    </>
  ),
  swish: (
    <>
      {PHONE}
      <path d="M14.5 9c-1-1.5-5-1.3-5 .8 0 2.6 5 1.6 5 4.4 0 2.1-4 2.3-5 .8" />
    </>
  ),
  vipps: (
    <>
      {PHONE}
      <path d="M9.5 13.5c1.2 1.6 3.8 1.6 5 0" />
      <path d="M10 9.5h.01M14 9.5h.01" />
    </>
  ),
  twint: (
    <>
      {PHONE}
      <path d="M12 8.5v7M8.5 12h7" />
    </>
  ),
  sepa_dd: (
    <>
      {BANK}
      <path d="M12 6.5h.01" />
    </>
  ),
};

export function PaymentMethodMark({ method }: { method: PaymentMethod }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.5em"
      height="1.5em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-method-mark={method}
    >
      {PAYMENT_METHOD_MARKS[method]}
    </svg>
  );
}
