import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../locales/languages';
import { DEFAULT_LOCALES_DIR } from '../i18n/messages';
import type { SiteRecord } from '../sites/service';
import { escapeHtml, isWebUrl } from './html';
import { MAIL_TEMPLATES, type Detail, type Paragraph } from './templates';
import type { MailRequest, MailTemplate } from './types';

export const MAIL_NAMESPACE = 'mail';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export type RenderInput = Pick<MailRequest, 'language' | 'site' | 'template' | 'params'>;

export interface MailRendererOptions {
  /** The language used for a key a translation lacks; false disables it (tests use that to find gaps). */
  readonly fallbackLanguage?: Language | false;
  /** Called for every key found in no language tried. */
  readonly onMissingKey?: (language: string, key: string) => void;
}

type Values = Record<string, string | number>;

/** A programming error of the caller (a missing or malformed parameter): thrown, never sent. */
export class MailParamsError extends Error {
  override name = 'MailParamsError';
}

const COLORS = {
  page: '#f4f4f5',
  card: '#ffffff',
  heading: '#18181b',
  text: '#27272a',
  muted: '#52525b',
  rule: '#e4e4e7',
  action: '#1d4ed8',
  onAction: '#ffffff',
} as const;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Marks where a value becomes a link in the HTML part; NUL never occurs in translations or in escaped text. */
const LINK_MARK = '\u0000';

function isGiven(value: string | number | undefined): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '';
}

function checkParams(template: MailTemplate, params: Values): void {
  const spec = MAIL_TEMPLATES[template];
  for (const name of spec.params) {
    if (!isGiven(params[name])) throw new MailParamsError(`mail template ${template} needs the parameter "${name}"`);
  }
  for (const name of spec.optional ?? []) {
    if (params[name] !== undefined && !isGiven(params[name])) throw new MailParamsError(`mail template ${template}: "${name}" is malformed`);
  }
  if (spec.action && !isWebUrl(String(params.link))) {
    throw new MailParamsError(`mail template ${template}: "link" must be an http(s) URL`);
  }
}

/** Subjects are one header line: no line breaks, whatever a member put in their name. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * Renders the mails of server/mail/templates.ts from the `mail` namespace with i18next (plurals per language),
 * branded for the site: its name, domain and support address, and the company's name and address in the footer.
 * Every value is escaped in the HTML part (the translated text is escaped as a whole, so no value can add markup).
 */
export class MailRenderer {
  readonly #i18n: i18n;

  constructor(resources: Partial<Record<Language, Record<string, unknown>>>, options: MailRendererOptions = {}) {
    const onMissingKey = options.onMissingKey;
    this.#i18n = i18next.createInstance();
    void this.#i18n.init({
      initAsync: false,
      resources: Object.fromEntries(Object.entries(resources).map(([language, messages]) => [language, { [MAIL_NAMESPACE]: messages }])),
      supportedLngs: [...LANGUAGES],
      lng: DEFAULT_LANGUAGE,
      fallbackLng: options.fallbackLanguage ?? DEFAULT_LANGUAGE,
      ns: [MAIL_NAMESPACE],
      defaultNS: MAIL_NAMESPACE,
      // The HTML part escapes whole sentences itself; the text part wants raw values.
      interpolation: { escapeValue: false, skipOnVariables: true },
      returnNull: false,
      returnEmptyString: false,
      returnObjects: false,
      ...(onMissingKey
        ? {
            saveMissing: true,
            missingKeyHandler: (languages: readonly string[], _ns: string, key: string) => {
              for (const language of languages) onMissingKey(language, key);
            },
          }
        : {}),
    });
  }

  static load(localesDir: string = DEFAULT_LOCALES_DIR, options: MailRendererOptions = {}): MailRenderer {
    const resources: Partial<Record<Language, Record<string, unknown>>> = {};
    for (const language of LANGUAGES) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(path.join(localesDir, language, `${MAIL_NAMESPACE}.json`), 'utf8'));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) resources[language] = parsed as Record<string, unknown>;
      } catch {
        // A missing or broken file leaves that language on the fallback; the locale tests catch it.
      }
    }
    return new MailRenderer(resources, options);
  }

  render({ language, site, template, params }: RenderInput): RenderedMail {
    checkParams(template, params);
    const spec = MAIL_TEMPLATES[template];
    const settings = site.settings;
    const values: Values = { site: settings.name, domain: settings.domain, support: settings.support_email, ...params };
    const t = (key: string, count?: number, context?: string): string =>
      this.#i18n.t(key, {
        lng: language,
        replace: count === undefined ? values : { ...values, count },
        ...(count === undefined ? {} : { count }),
        ...(context === undefined ? {} : { context }),
      });
    const translated = (key: string, item: { readonly count?: string; readonly context?: string }): string =>
      t(key, item.count === undefined ? undefined : Number(params[item.count]), item.context === undefined ? undefined : String(params[item.context]));
    const paragraph = (scope: string, item: Paragraph): string => translated(`${scope}.${item.key}`, item);
    const row = (item: Detail): DetailRow => ({
      label: t(item.label),
      value: item.param !== undefined ? String(params[item.param]) : translated(item.value ?? '', item),
    });
    const details = (spec.details ?? []).filter((item) => item.when === undefined || isGiven(params[item.when])).map(row);

    const subject = oneLine(t(`${template}.subject`));
    const heading = t(`${template}.heading`);
    const greeting = spec.greeting === 'name' ? t('common.greeting') : t('common.greeting_anonymous');
    const before = spec.before.map((item) => paragraph(template, item));
    const after = spec.after.map((item) => paragraph(template, item));
    const link = spec.action ? String(params.link) : null;
    const button = spec.action ? t(`${template}.button`) : null;
    const company = site.company;
    const companyLine = company
      ? this.#i18n.t('common.company', {
          lng: language,
          replace: { company: company.name, address: company.address, city: company.city, country: company.country },
        })
      : null;
    const seller = spec.seller ? sellerRows(site, (key, count) => t(key, count)) : [];
    const sellerHeading = spec.seller ? t('common.seller.heading') : null;
    const signature = t('common.signature');
    const sentBy = t('common.sent_by');
    const linkFallback = t('common.link_fallback');
    // The support address becomes a mailto: link in the HTML part.
    const supportMarked = this.#i18n.t('common.support', {
      lng: language,
      replace: { ...values, support: `${LINK_MARK}${LINK_MARK}` },
    });

    const text = [
      heading,
      '',
      greeting,
      '',
      ...before.flatMap((line) => [line, '']),
      ...(details.length > 0 ? [...details.map(({ label, value }) => `${label}: ${value}`), ''] : []),
      ...(link && button ? [button, link, ''] : []),
      ...after.flatMap((line) => [line, '']),
      signature,
      '',
      ...(sellerHeading ? [sellerHeading, ...seller.map(({ label, value }) => `${label}: ${value}`), ''] : []),
      '-- ',
      sentBy,
      t('common.support'),
      ...(companyLine ? [companyLine] : []),
      '',
    ].join('\n');

    const html = renderHtml({
      language,
      site,
      subject,
      heading,
      greeting,
      before,
      details,
      seller: sellerHeading ? { heading: sellerHeading, rows: seller } : null,
      after,
      action: link && button ? { link, button, fallback: linkFallback } : null,
      signature,
      sentBy,
      supportMarked,
      companyLine,
    });
    return { subject, text, html };
  }
}

interface DetailRow {
  readonly label: string;
  readonly value: string;
}

/**
 * The seller block of payment mails, from the site's company record (SPEC §3 company info): what the company record
 * has, nothing invented; the support address and phone are the site's.
 */
function sellerRows(site: SiteRecord, t: (key: string, count?: number) => string): DetailRow[] {
  const company = site.company;
  const settings = site.settings;
  const rows: DetailRow[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value && value.trim() !== '') rows.push({ label, value: value.trim() });
  };
  add(t('common.seller.name'), company?.name ?? settings.name);
  if (company && company.tradenames.length > 0) add(t('common.seller.tradenames', company.tradenames.length), company.tradenames.join(', '));
  if (company) add(t('common.seller.address'), [company.address, company.city, company.country].filter((part) => part.trim() !== '').join(', '));
  add(t('common.seller.registration'), company?.kvk);
  if (company && company.vat_numbers.length > 0) add(t('common.seller.vat', company.vat_numbers.length), company.vat_numbers.join(', '));
  add(t('common.seller.email'), settings.support_email);
  add(t('common.seller.phone'), company?.support_phone);
  return rows;
}

interface HtmlParts {
  readonly language: Language;
  readonly site: SiteRecord;
  readonly subject: string;
  readonly heading: string;
  readonly greeting: string;
  readonly before: readonly string[];
  readonly details: readonly DetailRow[];
  readonly seller: { readonly heading: string; readonly rows: readonly DetailRow[] } | null;
  readonly after: readonly string[];
  readonly action: { readonly link: string; readonly button: string; readonly fallback: string } | null;
  readonly signature: string;
  readonly sentBy: string;
  /** The support sentence with LINK_MARK LINK_MARK where the address goes. */
  readonly supportMarked: string;
  readonly companyLine: string | null;
}

const paragraphStyle = `margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.5;color:${COLORS.text};`;
const footerStyle = `margin:0 0 8px;font-family:${FONT};font-size:13px;line-height:1.5;color:${COLORS.muted};`;

function p(text: string, style = paragraphStyle): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

function actionHtml(action: NonNullable<HtmlParts['action']>): string {
  const href = escapeHtml(action.link);
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">',
    `<tr><td style="border-radius:6px;background-color:${COLORS.action};">`,
    `<a href="${href}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:17px;font-weight:700;line-height:1.2;color:${COLORS.onAction};text-decoration:none;border-radius:6px;">${escapeHtml(action.button)}</a>`,
    '</td></tr></table>',
    `<p style="margin:0 0 6px;font-family:${FONT};font-size:14px;line-height:1.5;color:${COLORS.muted};">${escapeHtml(action.fallback)}</p>`,
    `<p style="margin:0 0 24px;font-family:${FONT};font-size:14px;line-height:1.5;word-break:break-all;"><a href="${href}" style="color:${COLORS.action};text-decoration:underline;">${escapeHtml(action.link)}</a></p>`,
  ].join('\n');
}

function detailsHtml(rows: readonly DetailRow[], muted = false): string {
  const color = muted ? COLORS.muted : COLORS.text;
  const size = muted ? 13 : 15;
  const cells = rows
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:4px 16px 4px 0;font-family:${FONT};font-size:${size}px;font-weight:600;line-height:1.4;color:${COLORS.muted};">${escapeHtml(label)}</th>` +
        `<td valign="top" style="padding:4px 0;font-family:${FONT};font-size:${size}px;line-height:1.4;color:${color};">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 ${muted ? 8 : 24}px;border-collapse:collapse;">\n${cells}\n</table>`;
}

function supportHtml(marked: string, address: string): string {
  const [head = '', , tail = ''] = marked.split(LINK_MARK);
  const link = `<a href="mailto:${escapeHtml(address)}" style="color:${COLORS.muted};text-decoration:underline;">${escapeHtml(address)}</a>`;
  return `<p style="${footerStyle}">${escapeHtml(head)}${link}${escapeHtml(tail)}</p>`;
}

function renderHtml(parts: HtmlParts): string {
  const settings = parts.site.settings;
  return `<!doctype html>
<html lang="${parts.language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(parts.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};">
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(parts.subject)}" lang="${parts.language}" dir="ltr">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-family:${FONT};font-size:20px;font-weight:700;line-height:1.3;color:${COLORS.heading};">${escapeHtml(settings.name)}</td></tr>
<tr><td style="padding:32px;background-color:${COLORS.card};border:1px solid ${COLORS.rule};border-radius:8px;">
<h1 style="margin:0 0 20px;font-family:${FONT};font-size:24px;font-weight:700;line-height:1.3;color:${COLORS.heading};">${escapeHtml(parts.heading)}</h1>
${p(parts.greeting)}
${parts.before.map((line) => p(line)).join('\n')}
${parts.details.length > 0 ? detailsHtml(parts.details) : ''}
${parts.action ? actionHtml(parts.action) : ''}
${parts.after.map((line) => p(line)).join('\n')}
${p(parts.signature, paragraphStyle.replace('margin:0 0 16px', 'margin:24px 0 0'))}
</td></tr>
<tr><td style="padding:20px 8px 0;">
${parts.seller ? `${p(parts.seller.heading, footerStyle.replace('color:', 'font-weight:700;color:'))}\n${detailsHtml(parts.seller.rows, true)}` : ''}
${p(parts.sentBy, footerStyle)}
${supportHtml(parts.supportMarked, settings.support_email)}
${parts.companyLine ? p(parts.companyLine, footerStyle) : ''}
</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>
`;
}
