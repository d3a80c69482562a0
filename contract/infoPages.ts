/**
 * SPEC §2 info pages: `/pages/{terms, privacy, cookies, ban, return-policy, faq, service}` and the `{token}` route.
 *
 * SPEC names a `{token}` info route without saying what a token is. Here it is a short address of an info page: the
 * page's own slug (`/terms`, `/faq`) or a word a reader of one of the 11 languages would type or print on an invoice
 * (`/voorwaarden`, `/impressum`, `/kundeservice`). Each token opens the same page as its `/pages/...` route; any other
 * single segment is not an info page (the app shows its 404 page, and the server may answer 404).
 */
export const INFO_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** The SPEC §2 route name of each info page. */
export const INFO_PAGE_ROUTES = {
  terms: 'pages-terms',
  privacy: 'pages-privacy',
  cookies: 'pages-cookies',
  ban: 'pages-ban',
  'return-policy': 'pages-return-policy',
  faq: 'pages-faq',
  service: 'pages-service',
} as const satisfies Record<InfoPage, string>;

/**
 * Tokens per page besides the page's own slug, lower case, ASCII only (so they can be typed on any keyboard). A token
 * names one page only; a unit test keeps them unique and clear of the other SPEC §2 first segments.
 */
export const INFO_PAGE_TOKENS: Readonly<Record<InfoPage, readonly string[]>> = {
  terms: ['tos', 'voorwaarden', 'algemene-voorwaarden', 'agb', 'cgu', 'cgv', 'condiciones', 'termini', 'regulamin', 'vilkar', 'kayttoehdot', 'villkor'],
  privacy: ['privacybeleid', 'datenschutz', 'confidentialite', 'privacidad', 'prywatnosc', 'privatliv', 'tietosuoja', 'personvern', 'integritet'],
  cookies: ['cookie-policy', 'cookiebeleid', 'evasteet', 'informasjonskapsler', 'kakor'],
  ban: ['ban-policy', 'blokkering', 'sperrung', 'bannissement', 'bloqueo', 'blocco', 'blokada', 'estot', 'avstangning'],
  'return-policy': [
    'refund',
    'refunds',
    'retourbeleid',
    'herroeping',
    'widerruf',
    'remboursement',
    'reembolso',
    'rimborso',
    'zwrot',
    'fortrydelse',
    'palautus',
    'angrerett',
    'angerratt',
  ],
  faq: ['help', 'veelgestelde-vragen', 'hilfe', 'aide', 'ayuda', 'aiuto', 'pomoc', 'hjaelp', 'ohje', 'hjelp', 'hjalp'],
  service: [
    'contact',
    'support',
    'imprint',
    'klantenservice',
    'colofon',
    'impressum',
    'kontakt',
    'kundenservice',
    'mentions-legales',
    'contacto',
    'contatti',
    'kundeservice',
    'asiakaspalvelu',
    'kundtjanst',
  ],
};

const byToken: ReadonlyMap<string, InfoPage> = new Map(
  INFO_PAGES.flatMap((page) => [page, ...INFO_PAGE_TOKENS[page]].map((token) => [token, page] as const)),
);

/** The info page a `{token}` names (case-insensitive, a trailing slash ignored), or null when it names none. */
export function infoPageForToken(token: string | null | undefined): InfoPage | null {
  if (!token) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    return null;
  }
  return byToken.get(decoded.trim().replace(/\/+$/, '').toLowerCase()) ?? null;
}

/** Every token that opens an info page, each page's own slug first (for sitemaps and the server's 404 decision). */
export function allInfoPageTokens(): string[] {
  return [...byToken.keys()];
}
