import type { Currency } from '../../../contract/credits';
import { formatMoney } from '../../credits/currency';
import type { DirectDebitStage } from '../../credits/tables';
import { escapeHtml } from '../../mail/html';
import type { PaymentView } from '../records';
import { SANDBOX_CARDS, SANDBOX_CHECKOUT_PATH } from './provider';

/**
 * The sandbox provider's hosted checkout page: it stands in for a real provider's page, server-rendered, with no
 * scripts and no external assets, in the payer's language (locales/<lng>/payments.json `sandbox.*`; money with
 * Intl.NumberFormat in that language). One form with the payer's choices; each button has a stable
 * `name="action" value="<action>"` (tests press those, never the translated text); the answer is a signed webhook to
 * our own API and a redirect to the result page.
 */

/** Inline styles only; no scripts at all. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export const SANDBOX_ACTIONS = ['pay', 'fail', 'cancel', 'pending', 'settle', 'return', 'reverse'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

/** Which choices the sandbox offers for a payment in its current state. */
export function sandboxActions(payment: Pick<PaymentView, 'status' | 'method'>, debitStage: DirectDebitStage | null): SandboxAction[] {
  if (payment.status === 'completed') return ['reverse'];
  if (payment.status !== 'pending') return [];
  if (payment.method === 'sepa_dd') return debitStage === 'confirmed' ? ['settle', 'return', 'pending'] : [];
  return ['pay', 'fail', 'cancel', 'pending'];
}

/** Translates a `payments` key in the page's language (Messages#translate bound to the payer's language). */
export type SandboxTranslate = (key: string, params?: Record<string, string | number>) => string;

export interface SandboxPageInput {
  readonly merchant: string;
  readonly payment: PaymentView;
  readonly debitStage: DirectDebitStage | null;
  readonly resultHref: string;
  /** The payer's language (BCP 47): the page's `lang`, and the money format. */
  readonly language: string;
  readonly t: SandboxTranslate;
}

function cardFields(t: SandboxTranslate): string {
  const options = Object.entries(SANDBOX_CARDS)
    .map(([key, card], index) => {
      const id = `card-${key}`;
      const note = t(card.declinesRepeats ? 'sandbox.repeat_declined' : 'sandbox.repeat_succeed');
      return `<div class="choice"><input type="radio" id="${id}" name="card" value="${key}"${index === 0 ? ' checked' : ''}><label for="${id}">${escapeHtml(card.brand)} •••• ${card.last4} <span class="hint">(${escapeHtml(note)})</span></label></div>`;
    })
    .join('\n');
  return `<fieldset>
<legend>${escapeHtml(t('sandbox.test_card'))}</legend>
${options}
<div class="choice"><input type="checkbox" id="save-card" name="save_card" value="1"><label for="save-card">${escapeHtml(t('sandbox.save_card'))}</label></div>
</fieldset>`;
}

export function renderSandboxPage(input: SandboxPageInput): string {
  const { payment, t, language } = input;
  const amount = formatMoney(payment.amount_minor, payment.currency as Currency, language);
  const actions = sandboxActions(payment, input.debitStage);
  const note =
    actions.length > 0 ? '' : t(payment.method === 'sepa_dd' && payment.status === 'pending' ? 'sandbox.awaiting_code' : 'sandbox.closed');
  const buttons = actions
    .map((action, index) => {
      const label = t(`sandbox.${action}`, { amount });
      return `<button type="submit" name="action" value="${action}" data-action="${action}" class="${index === 0 ? 'primary' : 'secondary'}">${escapeHtml(label)}</button>`;
    })
    .join('\n');
  const form =
    actions.length === 0
      ? `<p class="note">${escapeHtml(note ?? '')}</p>`
      : `<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(payment.public_id)}">
${actions.includes('pay') && payment.method === 'card' ? cardFields(t) : ''}
<div class="actions">
${buttons}
</div>
</form>`;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(payment.discount_percentage / 100);
  const discount = payment.discount_code
    ? `<dt>${escapeHtml(t('sandbox.discount'))}</dt><dd>${escapeHtml(t('sandbox.discount_value', { code: payment.discount_code, percent }))}</dd>`
    : '';
  const lang = escapeHtml(language);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<title>${escapeHtml(t('sandbox.title', { merchant: input.merchant }))}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.5; color: #18181b; background: #f4f4f5; }
  body { margin: 0; padding: 1rem; }
  main { max-width: 32rem; margin: 0 auto; background: #fff; border: 1px solid #d4d4d8; border-radius: 0.75rem; padding: 1.25rem; }
  .badge { display: inline-block; margin: 0 0 0.5rem; padding: 0.15rem 0.6rem; border-radius: 999px; background: #fef3c7; color: #713f12; font-size: 0.875rem; font-weight: 600; }
  .test-note { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-left: 4px solid #b45309; background: #fffbeb; color: #713f12; }
  h1 { margin: 0 0 1rem; font-size: 1.4rem; }
  h2 { margin: 1rem 0 0.5rem; font-size: 1.05rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  fieldset { margin: 1rem 0 0; border: 1px solid #d4d4d8; border-radius: 0.5rem; padding: 0.75rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  .choice { display: flex; gap: 0.5rem; align-items: baseline; margin: 0.35rem 0; }
  .hint { color: #52525b; font-size: 0.875rem; }
  .actions { display: flex; flex-direction: column; gap: 0.5rem; margin-top: 1.25rem; }
  button { font: inherit; min-height: 2.75rem; padding: 0.5rem 1rem; border-radius: 0.5rem; cursor: pointer; }
  button.primary { border: 0; background: #1d4ed8; color: #fff; font-weight: 600; }
  button.secondary { border: 1px solid #71717a; background: #fff; color: #18181b; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .note { margin: 1.25rem 0 0; padding: 0.75rem; background: #f4f4f5; border-radius: 0.5rem; }
  a { color: #1d4ed8; }
  footer { margin-top: 1.25rem; font-size: 0.875rem; color: #52525b; }
</style>
</head>
<body>
<main>
<p class="badge">${escapeHtml(t('test_mode.badge'))}</p>
<p class="test-note">${escapeHtml(t('test_mode.note'))} ${escapeHtml(t('sandbox.no_money'))}</p>
<h1>${escapeHtml(t('sandbox.heading', { merchant: input.merchant }))}</h1>
<h2>${escapeHtml(t('sandbox.order'))}</h2>
<dl>
<dt>${escapeHtml(t('sandbox.amount'))}</dt><dd>${escapeHtml(amount)}</dd>
<dt>${escapeHtml(t('sandbox.credits'))}</dt><dd>${escapeHtml(new Intl.NumberFormat(language).format(payment.credits))}</dd>
<dt>${escapeHtml(t('sandbox.method'))}</dt><dd>${escapeHtml(t(`method.${payment.method}.name`))}</dd>
${discount}
<dt>${escapeHtml(t('sandbox.status'))}</dt><dd>${escapeHtml(t(`status.${payment.status}`))}</dd>
<dt>${escapeHtml(t('sandbox.payment'))}</dt><dd><code>${escapeHtml(payment.public_id)}</code></dd>
</dl>
${form}
<footer><a href="${escapeHtml(input.resultHref)}">${escapeHtml(t('sandbox.back', { merchant: input.merchant }))}</a></footer>
</main>
</body>
</html>
`;
}
