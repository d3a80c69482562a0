import type { Language } from '../../locales/languages';

/**
 * The word list that flags profile texts for a moderator (issue 8): contact details (phone numbers, e-mail addresses,
 * URLs, messenger names), solicitation and payment words, and slurs. Pure: `flaggedTerms(text)` answers what matched.
 *
 * Members dodge filters, so the text is matched in normalised forms:
 * - case and diacritics folded (`WhätsApp` → `whatsapp`), full-width and other compatibility forms folded (NFKD);
 * - leet digits and signs read as letters (`sn4pch4t`, `p@yp@l`, `wh4t$app`) for word matching;
 * - spacing tricks undone: letters split by spaces, dots, dashes or stars (`w h a t s a p p`, `s.n.a.p`) are joined,
 *   and long terms are also found with every separator removed (`whats-app`, `pay pal`);
 * - digits written with separators (`06 - 12 34 56 78`, `+31 (6) 1234 5678`) are joined for phone numbers.
 * A flag is a prompt for a person, not a verdict: a moderator clears or removes it.
 */

export type FlagCategory = 'contact' | 'payment' | 'abuse';

interface TermList {
  readonly contact: readonly string[];
  readonly payment: readonly string[];
  readonly abuse: readonly string[];
}

/** Terms understood in every language (brand names, international words). */
const COMMON: TermList = {
  contact: [
    'whatsapp',
    'whatsap',
    'watsapp',
    'snapchat',
    'snap chat',
    'telegram',
    'instagram',
    'insta',
    'kik',
    'skype',
    'signal app',
    'wickr',
    'viber',
    'wechat',
    'line id',
    'facebook',
    'messenger',
    'tiktok',
    'onlyfans',
    'only fans',
    'fansly',
    'discord',
    'hotmail',
    'gmail',
    'yahoo',
    'icloud',
  ],
  payment: [
    'paypal',
    'bitcoin',
    'btc',
    'crypto',
    'western union',
    'moneygram',
    'cashapp',
    'cash app',
    'venmo',
    'revolut',
    'iban',
    'giftcard',
    'gift card',
    'steam card',
    'amazon card',
    'google play card',
    'itunes card',
    'paysafecard',
    'tikkie',
    'sugar daddy',
    'sugardaddy',
    'escort',
  ],
  abuse: ['nigger', 'nigga', 'faggot', 'retard', 'tranny', 'kike', 'spic', 'chink'],
};

/** Per-language phrases: asking to move off the site, asking for money, and common slurs. */
export const WORD_LISTS: Readonly<Record<Language, TermList>> = {
  en: {
    contact: ['call me', 'text me', 'my number', 'phone number', 'add me on', 'find me on', 'email me', 'mail me'],
    payment: ['send money', 'pay me', 'payment first', 'bank account', 'rates per hour', 'per hour'],
    abuse: ['whore', 'slut', 'cunt', 'kill yourself'],
  },
  nl: {
    contact: ['bel me', 'bel mij', 'app me', 'app mij', 'sms me', 'mijn nummer', 'mijn telefoonnummer', 'mail me', 'voeg me toe'],
    payment: ['geld overmaken', 'stuur geld', 'betaal eerst', 'bankrekening', 'per uur'],
    abuse: ['hoer', 'kankerhoer', 'kankerlijer', 'mongool', 'flikker'],
  },
  de: {
    contact: ['ruf mich an', 'schreib mir auf', 'meine nummer', 'handynummer', 'telefonnummer', 'meine mail', 'adde mich'],
    payment: ['geld senden', 'geld schicken', 'bankkonto', 'taschengeld', 'pro stunde'],
    abuse: ['hure', 'schlampe', 'fotze', 'schwuchtel', 'missgeburt'],
  },
  fr: {
    contact: ['appelle moi', 'appelez moi', 'mon numero', 'mon tel', 'ecris moi sur', 'mon mail', 'ajoute moi'],
    payment: ['envoie de l argent', 'envoyer de l argent', 'virement', 'compte bancaire', 'par heure'],
    abuse: ['pute', 'salope', 'connasse', 'pede', 'encule'],
  },
  es: {
    contact: ['llamame', 'escribeme', 'mi numero', 'mi telefono', 'mi correo', 'agregame'],
    payment: ['enviar dinero', 'manda dinero', 'transferencia', 'cuenta bancaria', 'por hora'],
    abuse: ['puta', 'zorra', 'maricon', 'subnormal'],
  },
  it: {
    contact: ['chiamami', 'scrivimi su', 'il mio numero', 'mio numero', 'la mia mail', 'aggiungimi'],
    payment: ['mandare soldi', 'manda soldi', 'bonifico', 'conto bancario', 'all ora'],
    abuse: ['puttana', 'troia', 'frocio', 'ricchione'],
  },
  pl: {
    contact: ['zadzwon', 'napisz na', 'moj numer', 'numer telefonu', 'moj mail', 'dodaj mnie'],
    payment: ['wyslij pieniadze', 'przelew', 'konto bankowe', 'za godzine'],
    abuse: ['kurwa', 'dziwka', 'pedale', 'ciota'],
  },
  sv: {
    contact: ['ring mig', 'sms:a mig', 'mitt nummer', 'telefonnummer', 'min mail', 'lagg till mig'],
    payment: ['skicka pengar', 'swish', 'bankkonto', 'per timme'],
    abuse: ['fitta', 'bog', 'horunge'],
  },
  da: {
    contact: ['ring til mig', 'skriv til mig pa', 'mit nummer', 'telefonnummer', 'min mail', 'tilfoj mig'],
    payment: ['send penge', 'mobilepay', 'bankkonto', 'i timen'],
    abuse: ['luder', 'kusse', 'bossekarl'],
  },
  nb: {
    contact: ['ring meg', 'skriv til meg pa', 'nummeret mitt', 'mitt nummer', 'telefonnummer', 'mailen min', 'legg meg til'],
    payment: ['send penger', 'vipps', 'bankkonto', 'i timen'],
    abuse: ['hore', 'fitte', 'homse', 'soperk'],
  },
  fi: {
    contact: ['soita minulle', 'numeroni', 'puhelinnumero', 'sahkopostini', 'lisaa minut'],
    payment: ['laheta rahaa', 'mobilepay', 'pankkitili', 'tunnilta'],
    abuse: ['huora', 'lutka', 'vammainen'],
  },
};

const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'l', '€': 'e' };

/** Case, diacritics and compatibility forms folded; `ß` and a few ligatures spelt out. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd');
}

/** Letters split by single separators (`w h a t s`, `s.n.a.p`, `k-i-k`) joined into one word. */
function joinSpacedLetters(text: string): string {
  return text.replace(/(?:\b[a-z]\b[\s.\-_*·,]+){2,}\b[a-z]\b/g, (run) => run.replace(/[^a-z]/g, ''));
}

/** Leet signs read as letters, but only inside a token that also holds a letter (`sn4pch4t`, not `180`). */
function readLeet(folded: string): string {
  return folded.replace(/[a-z0-9@$!|€]+/g, (token) => {
    if (!/[a-z]/.test(token)) return ' ';
    let letters = '';
    for (const char of token) letters += LEET[char] ?? char;
    return letters;
  });
}

/** The word form: folded, leet read as letters, anything else a single space, spaced letters joined. */
export function wordForm(text: string): string {
  const words = readLeet(foldText(text)).replace(/[^a-z]+/g, ' ').trim();
  return joinSpacedLetters(words);
}

/** The compact form: letters only (every separator dropped). */
export function compactForm(text: string): string {
  return wordForm(text).replace(/ /g, '');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Short terms only as whole words (`kik` is not in `kikker`); longer ones also with separators removed. */
const COMPACT_MIN_LENGTH = 6;

function termMatches(term: string, words: string, compact: string): boolean {
  const wordTerm = wordForm(term);
  if (new RegExp(`(?:^| )${escapeRegExp(wordTerm)}(?: |$)`).test(words)) return true;
  const compactTerm = wordTerm.replace(/ /g, '');
  return compactTerm.length >= COMPACT_MIN_LENGTH && compact.includes(compactTerm);
}

/** A phone number: 8 to 15 digits, maybe after a `+`, with spaces, dots, dashes, slashes or brackets between. */
const PHONE = /(?:\+|\b00)?\d(?:[\s.\-/()]{0,3}\d){7,14}/g;

const AT = String.raw`(?:\s?@\s?|\s*(?:\(at\)|\[at\]|\{at\})\s*|\s(?:at|apenstaartje|klammeraffe|arobase|arroba|chiocciola|malpa|snabel a)\s)`;
const DOT = String.raw`(?:\.|\s*(?:\(dot\)|\[dot\]|\{dot\}|\(punt\)|\(punkt\))\s*|\s(?:dot|punt|punkt|point|punto|kropka|prik|piste)\s)`;
/** An e-mail address, also written as `name (at) host (dot) com` or `name at host dot com` (dots without spaces). */
const EMAIL = new RegExp(String.raw`[a-z0-9._%+-]+${AT}[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}[a-z]{2,10}\b`);

// Bare domains only with endings that are not also common words (`.me`, `.it`, `.at` follow a missed space too often).
const TLDS = 'com|net|org|info|biz|io|nl|de|ch|fr|pt|pl|se|dk|fi|uk|eu|ru|xxx|tv|ly|gg|link|site|online|club|app';
/** A URL or a bare domain (`name.com`, `name dot com`, `name(dot)nl`). */
const URL_PATTERN = new RegExp(String.raw`(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]{2,}${DOT}(?:${TLDS})\b`);

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** Looks for phone numbers; a year range (`1990-2020`) or a height and age (`180 cm 35`) is too short to count. */
function hasPhoneNumber(text: string): boolean {
  // Letters that stand for digits in a number written to dodge filters (`O6-1234 5678`) count as digits here.
  const digits = foldText(text).replace(/(?<=[\d\s.\-/()])[oO](?=[\d\s.\-/()])/g, '0');
  for (const match of digits.matchAll(PHONE)) {
    const count = digitCount(match[0]);
    if (count >= 8 && count <= 15) return true;
  }
  return false;
}

export interface FlaggedTerm {
  readonly category: FlagCategory | 'phone' | 'email' | 'url';
  /** The list term that matched (absent for the patterns). */
  readonly term?: string;
}

/** `phone`, `email`, `url`, or `<category>:<term>`: how a match is stored and shown. */
export function termLabel(flag: FlaggedTerm): string {
  return flag.term ? `${flag.category}:${flag.term}` : flag.category;
}

function allLists(): TermList[] {
  return [COMMON, ...Object.values(WORD_LISTS)];
}

/**
 * What in `text` should make a moderator look: every pattern and list term found, each once, in a stable order
 * (patterns first, then the lists of every language — a member may write in any of them). Empty when nothing matched.
 */
export function flaggedTerms(text: string): string[] {
  const found = new Set<string>();
  const folded = foldText(text);
  if (hasPhoneNumber(text)) found.add('phone');
  if (EMAIL.test(folded)) found.add('email');
  if (URL_PATTERN.test(folded)) found.add('url');
  const words = wordForm(text);
  const compact = words.replace(/ /g, '');
  for (const list of allLists()) {
    for (const category of ['contact', 'payment', 'abuse'] as const) {
      for (const term of list[category]) {
        if (termMatches(term, words, compact)) found.add(termLabel({ category, term }));
      }
    }
  }
  return [...found];
}
