import type { InfoPage } from '../../../contract/infoPages';

/**
 * The shape of each info page: its sections in reading order and what each holds. The words are in the `pages`
 * namespace (`pages:<page>.<section>.heading`, `.p1`, `.items.<item>`); the shape lives here so every language has
 * the same structure and the locale test can hold each language to it.
 */

/** Where an in-text link goes; the screen's `hrefs` prop resolves each. */
export type InfoLinkTarget =
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'ban'
  | 'returnPolicy'
  | 'faq'
  | 'service'
  | 'complaints'
  | 'pricing'
  | 'settings'
  | 'notifications';

export type InfoBlock =
  /** A paragraph; with `count`, a plural key counted by that value (refund days, reactivation days). */
  | { readonly kind: 'p'; readonly key: string; readonly count?: 'refundDays' | 'reactivationDays' }
  /** A bulleted list: `items.<item>` keys, in this order. */
  | { readonly kind: 'list'; readonly items: readonly string[] }
  /** The operator's company details (name, address, registration and VAT numbers, trade names). */
  | { readonly kind: 'company' }
  /** The support address and phone number, as links. */
  | { readonly kind: 'contact' }
  /** A link to another page, labelled `pages:links.<to>`. */
  | { readonly kind: 'link'; readonly to: InfoLinkTarget };

export interface InfoSection {
  /** The section's key in the namespace. */
  readonly key: string;
  /** The fragment the section can be linked by (the footer links `#your-privacy-choices` and the like). */
  readonly anchor: string;
  readonly blocks: readonly InfoBlock[];
}

export interface FaqQuestion {
  readonly key: string;
  /** A plural answer counted by this value; `messageCredits` questions show only once the price is known. */
  readonly count?: 'reactivationDays' | 'messageCredits';
  readonly link?: InfoLinkTarget;
}

export interface FaqGroup {
  readonly key: string;
  readonly questions: readonly FaqQuestion[];
}

const p = (key = 'p1', count?: 'refundDays' | 'reactivationDays'): InfoBlock => (count ? { kind: 'p', key, count } : { kind: 'p', key });
const list = (...items: string[]): InfoBlock => ({ kind: 'list', items });
const link = (to: InfoLinkTarget): InfoBlock => ({ kind: 'link', to });
const section = (key: string, blocks: readonly InfoBlock[], anchor: string = key): InfoSection => ({ key, anchor, blocks });

export const INFO_PAGE_SECTIONS: Readonly<Record<Exclude<InfoPage, 'faq'>, readonly InfoSection[]>> = {
  terms: [
    section('provider', [p(), { kind: 'company' }]),
    section('agreement', [p()]),
    section('eligibility', [p()]),
    section('account', [p(), p('p2'), link('settings')]),
    section('credits', [p(), p('p2'), link('pricing')]),
    section('entertainment', [p()]),
    section('conduct', [p(), list('minors', 'harass', 'money', 'ads', 'illegal', 'privacy'), p('p2'), link('ban')]),
    section('content', [p()]),
    section('liability', [p()]),
    section('changes', [p()]),
    section('law', [p(), link('complaints'), p('p2')]),
    section('records', [p()], 'record-keeping-2257'),
  ],
  privacy: [
    section('controller', [p(), { kind: 'company' }]),
    section('data', [p(), list('account', 'profile', 'activity', 'payments', 'technical')]),
    section('purposes', [p(), list('service', 'payments', 'safety', 'mail', 'law')]),
    section('sharing', [p()]),
    section('retention', [p()]),
    section('rights', [p(), list('access', 'correct', 'erase', 'restrict', 'portability', 'withdraw'), p('p2')]),
    section('choices', [p(), link('notifications')], 'your-privacy-choices'),
    section('health', [p()], 'consumer-health-data'),
    section('security', [p()]),
  ],
  cookies: [
    section('what', [p()]),
    section('necessary', [p(), list('session', 'language')]),
    section('storage', [p()]),
    section('tracking', [p()]),
    section('control', [p()]),
  ],
  ban: [
    section('reasons', [p(), list('minor', 'fake', 'money', 'harassment', 'spam', 'illegal', 'evasion')]),
    section('process', [p()]),
    section('credits', [p()]),
    section('appeal', [p(), link('complaints')]),
    section('report', [p()]),
  ],
  'return-policy': [
    section('withdrawal', [p('p1', 'refundDays')]),
    section('used', [p()]),
    section('how', [p(), list('email', 'date', 'package'), link('complaints')]),
    section('processing', [p()]),
    section('premium', [p()]),
  ],
  service: [
    section('contact', [p(), { kind: 'contact' }]),
    section('phone', [p()]),
    section('faq', [p(), link('faq')]),
    section('complaints', [p(), link('complaints')]),
    section('company', [p(), { kind: 'company' }]),
  ],
};

/** SPEC issue 7: the FAQ answers questions about credits, premium, fictional profiles, privacy and deletion. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  { key: 'credits', questions: [{ key: 'what', link: 'pricing' }, { key: 'cost', count: 'messageCredits', link: 'pricing' }, { key: 'expire' }, { key: 'buy' }] },
  { key: 'premium', questions: [{ key: 'what' }, { key: 'become' }] },
  { key: 'fictional', questions: [{ key: 'real' }, { key: 'why' }] },
  { key: 'privacy', questions: [{ key: 'who' }, { key: 'hide' }, { key: 'photos' }] },
  { key: 'deletion', questions: [{ key: 'how', link: 'settings' }, { key: 'undo', count: 'reactivationDays' }] },
];

/** The footer's order of the info pages, for the "related pages" list. */
export const RELATED_PAGES: readonly { page: InfoPage; target: InfoLinkTarget }[] = [
  { page: 'terms', target: 'terms' },
  { page: 'privacy', target: 'privacy' },
  { page: 'cookies', target: 'cookies' },
  { page: 'ban', target: 'ban' },
  { page: 'return-policy', target: 'returnPolicy' },
  { page: 'faq', target: 'faq' },
  { page: 'service', target: 'service' },
];
