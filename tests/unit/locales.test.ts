import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES as CONTRACT_LANGUAGES } from '../../contract/constants';
import { ERROR_STATUS } from '../../contract/errors';
import { INTERESTS } from '../../contract/interests';
import { COUNTRY_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGES } from '../../locales/languages';
import { NAMESPACES, SERVER_NAMESPACES } from '../../locales/namespaces';

const ALL_NAMESPACES: readonly string[] = [...NAMESPACES, ...SERVER_NAMESPACES];

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));
const REFERENCE = DEFAULT_LANGUAGE;
const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
/** Forms that name a single number, where a translation may spell the number out instead of using {{count}}. */
const SINGLE_NUMBER_FORMS = new Set(['zero', 'one', 'two']);

/** SPEC §9, in SPEC's order (the first language is the country's default). */
const SPEC_COUNTRY_LANGUAGES: Record<string, string[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
};

/** The Dutch strings quoted in SPEC §5 (validation) and §8 (errors), which `nl` must use character for character. */
const SPEC_DUTCH: ReadonlyArray<{ namespace: string; key: string; text: string; source: string }> = [
  { namespace: 'validation', key: 'name_equals_email', text: 'Je profielnaam moet anders zijn dan je e-mailadres.', source: '§5' },
  { namespace: 'validation', key: 'date_of_birth_invalid', text: 'Ongeldige geboortedatum', source: '§5' },
  { namespace: 'validation', key: 'email_invalid', text: 'Ongeldige e-mail', source: '§5' },
  { namespace: 'validation', key: 'passwords_differ', text: 'De opgegeven wachtwoorden zijn niet gelijk.', source: '§5' },
  { namespace: 'validation', key: 'new_email_invalid', text: 'Nieuw e-mailadres invalide', source: '§5' },
  { namespace: 'validation', key: 'email_taken', text: 'Dit e-mailadres heeft al een account op deze site', source: '§5' },
  { namespace: 'validation', key: 'discount_not_found', text: 'Code niet gevonden', source: '§5' },
  { namespace: 'validation', key: 'discount_used', text: 'Code reeds gebruikt', source: '§5' },
  { namespace: 'validation', key: 'sdd_code_invalid', text: 'Code ongeldig', source: '§5' },
  { namespace: 'errors', key: 'login_failed', text: 'Login mislukt, probeer opnieuw.', source: '§8' },
  { namespace: 'errors', key: 'activation_failed', text: 'Activeren mislukt.', source: '§8' },
  { namespace: 'errors', key: 'generic', text: 'Er is een fout opgetreden, probeer het later opnieuw.', source: '§8' },
  { namespace: 'errors', key: 'payment_failed', text: 'Betaling mislukt.', source: '§8' },
];

type Messages = Map<string, unknown>;

function isDirectory(path: string): boolean {
  return statSync(path).isDirectory();
}

function localeFolders(): string[] {
  return readdirSync(LOCALES_DIR).filter((entry) => isDirectory(join(LOCALES_DIR, entry)));
}

function namespaceFiles(language: string): string[] {
  const folder = join(LOCALES_DIR, language);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
}

/** Nested keys are joined with '.', as i18next's default key separator reads them. Leaves keep their raw value. */
function flatten(value: unknown, prefix: string, into: Messages): Messages {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

const cache = new Map<string, Messages | null>();
function load(language: string, namespace: string): Messages | null {
  const id = `${language}/${namespace}`;
  if (!cache.has(id)) {
    const path = join(LOCALES_DIR, language, `${namespace}.json`);
    cache.set(id, existsSync(path) ? flatten(JSON.parse(readFileSync(path, 'utf8')) as unknown, '', new Map()) : null);
  }
  return cache.get(id) ?? null;
}

function pluralRules(language: string, base: string): Intl.PluralRules {
  return new Intl.PluralRules(language, { type: base.endsWith('_ordinal') ? 'ordinal' : 'cardinal' });
}

/** Base keys the reference language pluralises: it has both `<base>_one` and `<base>_other`. */
function pluralBases(reference: Messages): Set<string> {
  const bases = new Set<string>();
  for (const key of reference.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match?.[1] && reference.has(`${match[1]}_one`) && reference.has(`${match[1]}_other`)) bases.add(match[1]);
  }
  return bases;
}

interface Shape {
  plain: Set<string>;
  plurals: Map<string, Set<string>>;
}

function shapeOf(messages: Messages, bases: Set<string>): Shape {
  const shape: Shape = { plain: new Set(), plurals: new Map() };
  for (const key of messages.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match?.[1];
    const form = match?.[2];
    if (base && form && bases.has(base)) {
      const forms = shape.plurals.get(base) ?? new Set<string>();
      forms.add(form);
      shape.plurals.set(base, forms);
    } else {
      shape.plain.add(key);
    }
  }
  return shape;
}

function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g)) if (match[1]) names.add(match[1]);
  return [...names].sort();
}

const sorted = (values: Iterable<string>): string[] => [...values].sort();

/** Problems with one language's copy of a namespace, compared with the reference language. */
function problems(language: string, namespace: string): string[] {
  const reference = load(REFERENCE, namespace);
  const messages = load(language, namespace);
  if (!reference) return [`${REFERENCE}/${namespace}.json is missing`];
  if (!messages) return [`${language}/${namespace}.json is missing`];
  const found: string[] = [];
  const bases = pluralBases(reference);
  const expected = shapeOf(reference, bases);
  const actual = shapeOf(messages, bases);

  for (const key of expected.plain) if (!actual.plain.has(key)) found.push(`missing key "${key}"`);
  for (const key of actual.plain) if (!expected.plain.has(key)) found.push(`key "${key}" is not in ${REFERENCE}`);

  for (const [base, referenceForms] of expected.plurals) {
    const needed = new Set<string>(pluralRules(language, base).resolvedOptions().pluralCategories);
    // i18next uses `_zero` for a count of 0 in any language; if the reference has it, every language needs it.
    if (referenceForms.has('zero')) needed.add('zero');
    const forms = actual.plurals.get(base) ?? new Set<string>();
    for (const form of needed) if (!forms.has(form)) found.push(`missing plural form "${base}_${form}"`);
    for (const form of forms) if (!needed.has(form)) found.push(`plural form "${base}_${form}" is not used in ${language}`);
  }

  for (const [key, value] of messages) {
    if (typeof value !== 'string') {
      found.push(`"${key}" is not a string`);
      continue;
    }
    if (value.trim() === '') {
      found.push(`"${key}" is empty`);
      continue;
    }
    const match = PLURAL_SUFFIX.exec(key);
    const base = match?.[1];
    const form = match?.[2];
    if (base && form && bases.has(base)) {
      const model = reference.get(`${base}_other`);
      if (typeof model !== 'string') continue;
      const wanted = placeholders(model).filter((name) => !(name === 'count' && SINGLE_NUMBER_FORMS.has(form)));
      const got = placeholders(value);
      const allowed = placeholders(model);
      if (wanted.some((name) => !got.includes(name)) || got.some((name) => !allowed.includes(name))) {
        found.push(`"${key}" has placeholders [${got.join(', ')}], ${REFERENCE} "${base}_other" has [${allowed.join(', ')}]`);
      }
    } else {
      const model = reference.get(key);
      if (typeof model !== 'string') continue;
      const got = placeholders(value);
      const wanted = placeholders(model);
      if (got.join() !== wanted.join()) {
        found.push(`"${key}" has placeholders [${got.join(', ')}], ${REFERENCE} has [${wanted.join(', ')}]`);
      }
    }
  }
  return found;
}

const referenceNamespaces = sorted(new Set([...namespaceFiles(REFERENCE), ...ALL_NAMESPACES]));

describe('language lists', () => {
  it('locales/languages.ts LANGUAGES equals contract/constants.ts LANGUAGES', () => {
    expect([...LANGUAGES]).toEqual([...CONTRACT_LANGUAGES]);
  });

  it('has exactly one folder per language', () => {
    expect(sorted(localeFolders())).toEqual(sorted(LANGUAGES));
  });

  it('maps countries to languages as SPEC §9 says, default language first', () => {
    expect(Object.fromEntries(Object.entries(COUNTRY_LANGUAGES).map(([country, list]) => [country, [...list]]))).toEqual(
      SPEC_COUNTRY_LANGUAGES,
    );
  });
});

describe('namespaces', () => {
  it.each(LANGUAGES.map((language) => [language]))('%s has a file for every namespace in NAMESPACES and SERVER_NAMESPACES', (language) => {
    const missing = ALL_NAMESPACES.filter((namespace) => !existsSync(join(LOCALES_DIR, language, `${namespace}.json`)));
    expect(missing).toEqual([]);
  });

  it('every JSON file under locales/ is a namespace listed in NAMESPACES or SERVER_NAMESPACES', () => {
    const unlisted = localeFolders().flatMap((folder) =>
      namespaceFiles(folder)
        .filter((namespace) => !ALL_NAMESPACES.includes(namespace))
        .map((namespace) => `${folder}/${namespace}.json`),
    );
    expect(unlisted).toEqual([]);
  });
});

describe.each(referenceNamespaces.map((namespace) => [namespace]))('namespace %s', (namespace) => {
  it.each(LANGUAGES.map((language) => [language]))(
    '%s has the reference keys and plural forms, no empty values, and the same placeholders',
    (language) => {
      expect(problems(language, namespace)).toEqual([]);
    },
  );
});

describe('SPEC §5 and §8 Dutch strings', () => {
  it.each(SPEC_DUTCH.map((entry) => [`${entry.namespace}:${entry.key} (${entry.source})`, entry]))(
    'nl %s is verbatim',
    (_label, { namespace, key, text }) => {
      expect(load('nl', namespace)?.get(key)).toBe(text);
    },
  );
});

describe('errors namespace', () => {
  it.each(LANGUAGES.map((language) => [language]))('%s has a message for every error code in ERROR_STATUS', (language) => {
    const messages = load(language, 'errors');
    const missing = Object.keys(ERROR_STATUS).filter((code) => typeof messages?.get(code) !== 'string');
    expect(missing).toEqual([]);
  });
});

describe('interests namespace', () => {
  it.each(LANGUAGES.map((language) => [language]))('%s names exactly the interests of contract/interests.ts', (language) => {
    const messages = load(language, 'interests');
    expect(sorted(messages?.keys() ?? [])).toEqual(sorted(INTERESTS.map((interest) => interest.key)));
  });
});
