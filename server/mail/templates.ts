import type { MailTemplate } from './types';

/**
 * The shape of each mail: which parameters it needs and which `mail` namespace keys make up its body, in order.
 * Every template has `<template>.subject` and `<template>.heading`. A paragraph with `count` is a plural key whose
 * count is that parameter. Adding a mail: a MailTemplate member, an entry here and its keys in all 11 languages.
 */
export interface Paragraph {
  readonly key: string;
  /** The parameter that selects the plural form (and fills `{{count}}`). */
  readonly count?: string;
  /** The parameter whose value selects the i18next context (`<key>_<value>`), e.g. the payment method. */
  readonly context?: string;
}

/**
 * One row of a details table (a receipt's amount, reference, method…): a label (a full `mail` key) and either a
 * parameter shown as it is (`param`: a formatted amount, a reference) or a full `mail` key translated with the
 * parameters (`value`, with `count` and `context` as for a paragraph). A row with `when` is left out when that
 * optional parameter is not given.
 */
export interface Detail {
  readonly label: string;
  readonly param?: string;
  readonly value?: string;
  readonly count?: string;
  readonly context?: string;
  readonly when?: string;
}

export interface TemplateSpec {
  readonly params: readonly string[];
  /** `name`: "Hi {{name}},"; `anonymous`: a greeting without a name (the recipient may have no account). */
  readonly greeting: 'name' | 'anonymous';
  readonly before: readonly Paragraph[];
  /** Parameters that may be left out (rows and paragraphs that use them say so with `when`). */
  readonly optional?: readonly string[];
  /** A table of label/value rows after the `before` paragraphs. */
  readonly details?: readonly Detail[];
  /** The seller's details (the site's company record: name, address, registration and VAT numbers, support contact). */
  readonly seller?: boolean;
  /** A call to action: `<template>.button` as a big button linking to the `link` parameter, and the link as text. */
  readonly action: boolean;
  readonly after: readonly Paragraph[];
}

const p = (key: string, count?: string): Paragraph => (count ? { key, count } : { key });

/** The rows every payment mail shows (server/payments/receipts): what, how much, when, which payment, how paid. */
const PAYMENT_ROWS: readonly Detail[] = [
  { label: 'payment.row.product_label', value: 'payment.row.product', count: 'credits', context: 'product' },
  { label: 'payment.row.amount_label', param: 'amount' },
  { label: 'payment.row.discount_label', value: 'payment.row.discount', when: 'discount' },
  { label: 'payment.row.date_label', param: 'date' },
  { label: 'payment.row.reference_label', param: 'reference' },
  { label: 'payment.row.method_label', value: 'payment.row.method', context: 'method' },
  { label: 'payment.row.card_label', param: 'card', when: 'card' },
  { label: 'payment.row.iban_label', param: 'iban', when: 'iban' },
];
const PAYMENT_PARAMS = ['name', 'product', 'credits', 'amount', 'date', 'reference', 'method'] as const;
const PAYMENT_OPTIONAL = ['discount', 'percent', 'card', 'iban'] as const;

export const MAIL_TEMPLATES: Readonly<Record<MailTemplate, TemplateSpec>> = {
  activation: { params: ['name', 'link'], greeting: 'name', before: [p('intro')], action: true, after: [p('ignore')] },
  reset_password: {
    params: ['name', 'link', 'minutes'],
    greeting: 'name',
    before: [p('intro')],
    action: true,
    after: [p('expiry', 'minutes'), p('ignore')],
  },
  reset_password_unknown: {
    params: ['email', 'site'],
    greeting: 'anonymous',
    before: [p('intro'), p('no_account')],
    action: false,
    after: [p('ignore')],
  },
  password_changed: { params: ['name'], greeting: 'name', before: [p('intro'), p('not_you')], action: false, after: [] },
  mail_change_confirm: { params: ['name', 'link'], greeting: 'name', before: [p('intro')], action: true, after: [p('ignore')] },
  mail_change_notice: {
    params: ['name', 'new_email_masked'],
    greeting: 'name',
    before: [p('intro'), p('not_you')],
    action: false,
    after: [],
  },
  account_deleted: {
    params: ['name', 'link', 'days'],
    greeting: 'name',
    before: [p('intro'), p('window', 'days')],
    action: true,
    after: [p('final')],
  },
  account_reactivated: { params: ['name'], greeting: 'name', before: [p('intro'), p('not_you')], action: false, after: [] },
  account_purged: { params: ['name'], greeting: 'name', before: [p('intro'), p('goodbye')], action: false, after: [] },
  // To the sender of a complaint, whose address nobody has confirmed: nothing they typed is repeated in it (no name, no
  // text), so the form cannot be used to send someone else a message.
  complaint_received: {
    params: ['reference', 'days'],
    greeting: 'anonymous',
    before: [p('intro'), p('answer', 'days')],
    action: false,
    after: [p('not_you')],
  },
  // To the site's support address: the complaint itself.
  complaint_notice: {
    params: ['reference', 'name', 'email', 'category', 'subject', 'message'],
    greeting: 'anonymous',
    before: [p('intro'), p('sender'), p('category'), p('concerning'), p('message')],
    action: false,
    after: [p('reply')],
  },
  // Notification mails (server/notifications): who did what, a button to it, and why the mail came (the settings
  // link). They carry the one-click List-Unsubscribe headers. Never the message text itself: mail is not private.
  notify_message: { params: ['name', 'member', 'link', 'settings'], greeting: 'name', before: [p('intro')], action: true, after: [p('why')] },
  notify_conversation: { params: ['name', 'member', 'link', 'settings'], greeting: 'name', before: [p('intro')], action: true, after: [p('why')] },
  notify_like: { params: ['name', 'member', 'link', 'settings'], greeting: 'name', before: [p('intro')], action: true, after: [p('why')] },
  notify_match: { params: ['name', 'member', 'link', 'settings'], greeting: 'name', before: [p('intro')], action: true, after: [p('why')] },
  // Moderation (server/moderation): the member is told what a moderator decided, in their language. `reason` is the
  // translated reason (plus the moderator's note); replies carry the staff member's text, escaped like any value.
  'moderation.photo_approved': { params: ['name'], greeting: 'name', before: [p('intro')], action: false, after: [] },
  'moderation.photo_rejected': { params: ['name', 'reason'], greeting: 'name', before: [p('intro'), p('reason')], action: false, after: [p('next')] },
  'moderation.text_removed': { params: ['name', 'reason'], greeting: 'name', before: [p('intro'), p('reason')], action: false, after: [p('next')] },
  'moderation.complaint_reply': {
    params: ['reference', 'reply'],
    greeting: 'anonymous',
    before: [p('intro'), p('reply')],
    action: false,
    after: [p('closing')],
  },
  'moderation.report_reply': { params: ['name', 'reply'], greeting: 'name', before: [p('intro'), p('reply')], action: false, after: [p('closing')] },
  // Payment mails (server/payments/receipts), each once per payment: the receipt of a completed payment, a failed
  // recurring charge (a repeat order on a saved card, a debit on a confirmed mandate) with what to do next, and the
  // confirmation of a new SEPA direct-debit mandate with its pre-notification. Amounts come formatted for the language.
  'payment.receipt': {
    params: [...PAYMENT_PARAMS],
    optional: [...PAYMENT_OPTIONAL],
    greeting: 'name',
    before: [p('intro')],
    details: PAYMENT_ROWS,
    seller: true,
    action: false,
    after: [p('keep')],
  },
  'payment.charge_failed': {
    params: [...PAYMENT_PARAMS, 'link'],
    optional: [...PAYMENT_OPTIONAL],
    greeting: 'name',
    before: [{ key: 'intro', context: 'method' }, p('nothing_charged')],
    details: PAYMENT_ROWS,
    seller: true,
    action: true,
    after: [p('next')],
  },
  'payment.mandate': {
    params: ['name', 'product', 'credits', 'amount', 'date', 'reference', 'mandate', 'creditor', 'iban', 'debit_date'],
    greeting: 'name',
    before: [p('intro'), p('prenotification')],
    details: [
      { label: 'payment.row.mandate_label', param: 'mandate' },
      { label: 'payment.row.creditor_label', param: 'creditor' },
      { label: 'payment.row.iban_label', param: 'iban' },
      { label: 'payment.row.signed_label', param: 'date' },
      { label: 'payment.row.product_label', value: 'payment.row.product', count: 'credits', context: 'product' },
      { label: 'payment.row.reference_label', param: 'reference' },
    ],
    seller: true,
    action: false,
    after: [p('rights')],
  },
};

export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_TEMPLATES) as MailTemplate[];

export function isMailTemplate(value: string): value is MailTemplate {
  return Object.hasOwn(MAIL_TEMPLATES, value);
}
