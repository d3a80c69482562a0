import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../locales/languages';
import { escapeHtml } from '../../server/mail/html';
import { linkifyText } from '../../server/mail/outbox-page';
import { MailParamsError, MailRenderer } from '../../server/mail/render';
import { MAIL_TEMPLATE_NAMES, MAIL_TEMPLATES } from '../../server/mail/templates';
import type { MailTemplate } from '../../server/mail/types';
import type { SiteRecord } from '../../server/sites/service';
import { loadConfig, ConfigError } from '../../server/config';

/** Only the fields the renderer reads; the rest of SiteSettings does not matter for mail. */
const SITE = {
  id: 1,
  settings: { name: 'FlirtLane', domain: 'flirtlane.example', support_email: 'support@flirtlane.example', mail_name: 'FlirtLane' },
  company: {
    name: 'Harbourlight Media B.V.',
    address: 'Keizersgracht 221',
    city: 'Amsterdam',
    country: 'Netherlands',
    kvk: '81234567',
    tradenames: ['FlirtLane'],
    vat_numbers: ['NL862345678B01'],
    support_phone: '+31 20 123 4567',
  },
} as unknown as SiteRecord;

const LINK = 'https://flirtlane.example/activate?token=abc123&lng=en';
/** A member-chosen name that tries markup, attribute breaking, i18next nesting and interpolation. */
const HOSTILE_NAME = `<img src=x onerror="alert(1)"> & 'Ann' $t(activation.subject) {{link}}`;

const PARAMS: Record<MailTemplate, Record<string, string | number>> = {
  activation: { name: 'Ann', link: LINK },
  reset_password: { name: 'Ann', link: LINK, minutes: 60 },
  reset_password_unknown: { email: 'someone@example.com', site: 'FlirtLane' },
  password_changed: { name: 'Ann' },
  mail_change_confirm: { name: 'Ann', link: LINK },
  mail_change_notice: { name: 'Ann', new_email_masked: 'a***@example.org' },
  account_deleted: { name: 'Ann', link: LINK, days: 14 },
  account_reactivated: { name: 'Ann' },
  account_purged: { name: 'Ann' },
  complaint_received: { reference: 'K7Q4-M2XD', days: 5 },
  complaint_notice: {
    reference: 'K7Q4-M2XD',
    name: 'Ann',
    email: 'ann@example.com',
    category: 'billing',
    subject: 'Payment of 12 March',
    message: 'I was charged twice for one package.',
  },
  notify_message: { name: 'Ann', member: 'Bob', link: LINK, settings: 'https://flirtlane.example/notifications' },
  notify_conversation: { name: 'Ann', member: 'Bob', link: LINK, settings: 'https://flirtlane.example/notifications' },
  notify_like: { name: 'Ann', member: 'Bob', link: LINK, settings: 'https://flirtlane.example/notifications' },
  notify_match: { name: 'Ann', member: 'Bob', link: LINK, settings: 'https://flirtlane.example/notifications' },
  'moderation.photo_approved': { name: 'Ann' },
  'moderation.photo_rejected': { name: 'Ann', reason: 'The photo is too blurry.' },
  'moderation.text_removed': { name: 'Ann', reason: 'Contact details are not allowed.' },
  'moderation.complaint_reply': { reference: 'K7Q4-M2XD', reply: 'We have refunded the second charge.' },
  'moderation.report_reply': { name: 'Ann', reply: 'We have looked at the profile and removed it.' },
  'payment.receipt': { name: 'Ann', product: 'credits', credits: 120, amount: '€ 24,99', date: '28 November 2026, 09:38 UTC', reference: 'pay_AbCdEfGhIjKlMnOpQrStUv', method: 'ideal' },
  'payment.charge_failed': {
    name: 'Ann',
    product: 'premium',
    credits: 60,
    amount: '€ 24,99',
    date: '28 November 2026, 09:38 UTC',
    reference: 'pay_AbCdEfGhIjKlMnOpQrStUv',
    method: 'card',
    link: LINK,
  },
  'payment.mandate': {
    name: 'Ann',
    product: 'credits',
    credits: 120,
    amount: '€ 24,99',
    date: '28 November 2026, 09:38 UTC',
    reference: 'pay_AbCdEfGhIjKlMnOpQrStUv',
    mandate: 'MDT-0123456789ABCDEF0123',
    creditor: 'Harbourlight Media B.V.',
    iban: 'NL91 •••• 4300',
    debit_date: '28 November 2026',
  },
};

function strictRenderer() {
  const missing: string[] = [];
  const renderer = MailRenderer.load(undefined, { fallbackLanguage: false, onMissingKey: (language, key) => missing.push(`${language}:${key}`) });
  return { renderer, missing };
}

const CASES = LANGUAGES.flatMap((language) => MAIL_TEMPLATE_NAMES.map((template) => [language, template] as [Language, MailTemplate]));

describe('mail templates', () => {
  it('covers every template with parameters', () => {
    expect(Object.keys(PARAMS).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
    for (const template of MAIL_TEMPLATE_NAMES) expect(Object.keys(PARAMS[template]).sort()).toEqual([...MAIL_TEMPLATES[template].params].sort());
  });

  it.each(CASES)('%s %s renders from its own language with no missing key or placeholder', (language, template) => {
    const { renderer, missing } = strictRenderer();
    const mail = renderer.render({ language, site: SITE, template, params: PARAMS[template] });
    expect(missing).toEqual([]);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\{\{|\}\}/);
      // A raw key (i18next returns the key when it finds nothing) would look like `activation.subject`.
      expect(part).not.toMatch(/\b(common|activation|reset_password|password_changed|mail_change|account_|payment)\w*\.\w+/);
    }
    expect(mail.subject).toContain('FlirtLane');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain(`<html lang="${language}"`);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    // Branding: site, domain, support address and company footer in both parts.
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('flirtlane.example');
      expect(part).toContain('support@flirtlane.example');
      expect(part).toContain('Harbourlight Media B.V.');
      expect(part).toContain('Keizersgracht 221');
    }
    expect(mail.html).toContain('href="mailto:support@flirtlane.example"');
    if (MAIL_TEMPLATES[template].action) {
      // The link as a big button and as plain text, in both parts.
      expect(mail.html.split(`href="${escapeHtml(LINK)}"`)).toHaveLength(3);
      expect(mail.text).toContain(LINK);
    } else {
      expect(mail.html).not.toContain('https://flirtlane.example/activate');
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en').map((language) => [language]))(
    '%s subjects and bodies are translated, not English copies',
    (language) => {
      const { renderer } = strictRenderer();
      for (const template of MAIL_TEMPLATE_NAMES) {
        const english = renderer.render({ language: 'en', site: SITE, template, params: PARAMS[template] });
        const translated = renderer.render({ language, site: SITE, template, params: PARAMS[template] });
        expect(translated.subject).not.toBe(english.subject);
        expect(translated.text).not.toBe(english.text);
      }
    },
  );

  it('uses the Dutch texts for a Dutch member', () => {
    const mail = MailRenderer.load().render({ language: 'nl', site: SITE, template: 'activation', params: PARAMS.activation });
    expect(mail.subject).toBe('Activeer je account bij FlirtLane');
    expect(mail.text).toContain('Hoi Ann,');
    expect(mail.html).toContain('Activeer mijn account</a>');
  });

  it('chooses plural forms per language', () => {
    const renderer = MailRenderer.load();
    const render = (language: Language, minutes: number) =>
      renderer.render({ language, site: SITE, template: 'reset_password', params: { ...PARAMS.reset_password, minutes } }).text;
    expect(render('en', 60)).toContain('expires in 60 minutes.');
    expect(render('en', 1)).toContain('expires in 1 minute.');
    expect(render('pl', 60)).toContain('wygasa za 60 minut.');
    expect(render('pl', 3)).toContain('wygasa za 3 minuty.');
    expect(render('pl', 1)).toContain('wygasa za 1 minutę.');
    const days = renderer.render({ language: 'de', site: SITE, template: 'account_deleted', params: PARAMS.account_deleted }).text;
    expect(days).toContain('innerhalb von 14 Tagen');
  });

  it('escapes member values in the HTML part and keeps them literal in the text part', () => {
    const renderer = MailRenderer.load();
    for (const template of ['activation', 'mail_change_notice', 'account_purged'] as const) {
      const mail = renderer.render({ language: 'en', site: SITE, template, params: { ...PARAMS[template], name: HOSTILE_NAME } });
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('onerror="');
      expect(mail.html).toContain(escapeHtml(HOSTILE_NAME));
      // Neither nesting ($t) nor interpolation inside a value is expanded.
      expect(mail.text).toContain(`Hi ${HOSTILE_NAME},`);
    }
    const unknown = renderer.render({
      language: 'en',
      site: SITE,
      template: 'reset_password_unknown',
      params: { email: '"><script>alert(1)</script>@example.com', site: 'FlirtLane' },
    });
    expect(unknown.html).not.toContain('<script>');
    expect(unknown.html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('keeps a hostile name out of the subject header', () => {
    const mail = MailRenderer.load().render({
      language: 'en',
      site: SITE,
      template: 'activation',
      params: { name: 'Ann\r\nBcc: victim@example.com', link: LINK },
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('escapes the link inside href and text', () => {
    const link = 'https://flirtlane.example/reset-password/do?token=a"b<c>&x=1';
    const mail = MailRenderer.load().render({ language: 'en', site: SITE, template: 'reset_password', params: { ...PARAMS.reset_password, link } });
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.html).not.toContain('a"b<c>');
  });

  it('refuses missing parameters and non-web links (a caller bug, thrown before anything is sent)', () => {
    const renderer = MailRenderer.load();
    expect(() => renderer.render({ language: 'en', site: SITE, template: 'activation', params: { name: 'Ann' } })).toThrow(MailParamsError);
    expect(() =>
      renderer.render({ language: 'en', site: SITE, template: 'activation', params: { name: 'Ann', link: 'javascript:alert(1)' } }),
    ).toThrow(MailParamsError);
    expect(() =>
      renderer.render({ language: 'en', site: SITE, template: 'reset_password', params: { name: 'Ann', link: LINK, minutes: Number.NaN } }),
    ).toThrow(MailParamsError);
  });

  it('leaves the company line out when the site has no company', () => {
    const mail = MailRenderer.load().render({ language: 'en', site: { ...SITE, company: null }, template: 'account_reactivated', params: PARAMS.account_reactivated });
    expect(mail.text).not.toContain('Harbourlight');
    expect(mail.text).toContain('support@flirtlane.example');
  });
});

describe('payment mails', () => {
  const renderer = MailRenderer.load();

  it('a receipt lists purchase, amount, date, reference and method, and the seller from the company record', () => {
    const mail = renderer.render({
      language: 'en',
      site: SITE,
      template: 'payment.receipt',
      params: { ...PARAMS['payment.receipt'], method: 'card', card: 'Visa •••• 4242', discount: 'WELCOME25', percent: 25 },
    });
    expect(mail.subject).toBe('Your receipt from FlirtLane');
    for (const line of [
      'Purchase: 120 credits',
      'Amount: € 24,99',
      'Discount: WELCOME25 (−25%)',
      'Date: 28 November 2026, 09:38 UTC',
      'Payment reference: pay_AbCdEfGhIjKlMnOpQrStUv',
      'Payment method: Credit or debit card',
      'Card: Visa •••• 4242',
      'Seller',
      'Company: Harbourlight Media B.V.',
      'Trade name: FlirtLane',
      'Address: Keizersgracht 221, Amsterdam, Netherlands',
      'Chamber of Commerce no.: 81234567',
      'VAT number: NL862345678B01',
      'Support email: support@flirtlane.example',
      'Phone: +31 20 123 4567',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<th scope="row" align="left" valign="top"');
    expect(mail.html).toContain('>Visa •••• 4242</td>');
    expect(mail.html).toContain('>NL862345678B01</td>');
  });

  it('leaves out rows whose optional value is missing, and says premium is a one-time payment', () => {
    const mail = renderer.render({
      language: 'en',
      site: SITE,
      template: 'payment.receipt',
      params: { ...PARAMS['payment.receipt'], product: 'premium', credits: 1 },
    });
    expect(mail.text).toContain('Purchase: Premium membership with 1 credit (one-time payment, no subscription)');
    expect(mail.text).toContain('Payment method: iDEAL');
    expect(mail.text).not.toContain('Card:');
    expect(mail.text).not.toContain('Discount:');
    expect(mail.text).not.toContain('Account (IBAN):');
  });

  it('a Dutch receipt is in Dutch, with Polish plurals in Polish', () => {
    const nl = renderer.render({ language: 'nl', site: SITE, template: 'payment.receipt', params: PARAMS['payment.receipt'] });
    expect(nl.subject).toBe('Je betaalbewijs van FlirtLane');
    expect(nl.text).toContain('Aankoop: 120 credits');
    expect(nl.text).toContain('KvK-nummer: 81234567');
    expect(nl.text).toContain('Betaalmethode: iDEAL');
    const pl = (credits: number) =>
      renderer.render({ language: 'pl', site: SITE, template: 'payment.receipt', params: { ...PARAMS['payment.receipt'], credits } }).text;
    expect(pl(1)).toContain('Zakup: 1 kredyt\n');
    expect(pl(3)).toContain('Zakup: 3 kredyty\n');
    expect(pl(120)).toContain('Zakup: 120 kredytów\n');
  });

  it('a failed charge says what failed for the method and links to paying again', () => {
    const card = renderer.render({ language: 'en', site: SITE, template: 'payment.charge_failed', params: PARAMS['payment.charge_failed'] });
    expect(card.text).toContain('the card issuer declined the charge');
    expect(card.text).toContain('Nothing has been charged');
    expect(card.text).toContain(`Choose a payment method\n${LINK}`);
    const debit = renderer.render({
      language: 'en',
      site: SITE,
      template: 'payment.charge_failed',
      params: { ...PARAMS['payment.charge_failed'], method: 'sepa_dd', iban: 'NL91 •••• 4300' },
    });
    expect(debit.text).toContain('your bank did not accept the debit');
    expect(debit.text).toContain('Account (IBAN): NL91 •••• 4300');
  });

  it('a mandate states reference, creditor, masked IBAN and the pre-notification of the debit', () => {
    const mail = renderer.render({ language: 'en', site: SITE, template: 'payment.mandate', params: PARAMS['payment.mandate'] });
    expect(mail.text).toContain('Mandate reference: MDT-0123456789ABCDEF0123');
    expect(mail.text).toContain('Creditor: Harbourlight Media B.V.');
    expect(mail.text).toContain('Account (IBAN): NL91 •••• 4300');
    expect(mail.text).toContain('Harbourlight Media B.V. will collect € 24,99 from your account NL91 •••• 4300 on or shortly after 28 November 2026');
    expect(mail.text).toContain('within 8 weeks');
  });
});

describe('outbox page text links', () => {
  it('links http(s) URLs, escapes the rest, and leaves trailing punctuation outside', () => {
    const html = linkifyText('Open https://a.example/x?t=1&u=2. <b>bold</b> javascript:alert(1)');
    expect(html).toBe(
      'Open <a href="https://a.example/x?t=1&amp;u=2">https://a.example/x?t=1&amp;u=2</a>. &lt;b&gt;bold&lt;/b&gt; javascript:alert(1)',
    );
  });
});

describe('mail configuration', () => {
  it('defaults to the development outbox and noreply@{domain}', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeNull();
    expect(config.mailFrom).toBe('noreply@{domain}');
    expect(config.devOutbox).toBe(false);
  });

  it('reads SMTP_URL, MAIL_FROM and DEV_OUTBOX', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example:587', MAIL_FROM: 'hello@example.com', DEV_OUTBOX: '1' });
    expect(config.smtpUrl?.hostname).toBe('mail.example');
    expect(config.mailFrom).toBe('hello@example.com');
    expect(config.devOutbox).toBe(true);
  });

  it('refuses a bad SMTP_URL without echoing its credentials', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example' })).toThrow(ConfigError);
    for (const value of ['http://user:secret@mail.example', 'smtp://user:secret@[bad']) {
      try {
        loadConfig({ SMTP_URL: value });
        expect.unreachable();
      } catch (error) {
        expect(String((error as Error).message)).not.toContain('secret');
      }
    }
  });

  it('refuses a MAIL_FROM that is not a plain address', () => {
    expect(() => loadConfig({ MAIL_FROM: 'Site <noreply@example.com>' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_FROM: 'noreply' })).toThrow(ConfigError);
  });
});
