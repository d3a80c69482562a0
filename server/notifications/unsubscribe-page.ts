import type { Language } from '../../locales/languages';
import { escapeHtml } from '../mail/html';
import type { NotificationTexts } from './texts';

/**
 * The page a person sees who opens the List-Unsubscribe URL in a browser instead of the mailbox's one-click button.
 * A GET never changes anything (SEC-11), so it asks for a click; the form POSTs what a mailbox provider would
 * (`List-Unsubscribe=One-Click`) to the same URL. Styles are inline (allowed by the site's CSP), no script.
 */
export type UnsubscribePageState = 'confirm' | 'done' | 'invalid';

export interface UnsubscribePageInput {
  readonly language: Language;
  readonly siteName: string;
  readonly state: UnsubscribePageState;
  /** The form's target: this URL with its token (confirm only). */
  readonly action?: string;
  readonly texts: NotificationTexts;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function renderUnsubscribePage({ language, siteName, state, action, texts }: UnsubscribePageInput): string {
  const t = (key: string) => escapeHtml(texts.t(language, `unsubscribe_page.${key}`, { site: siteName }));
  const title = state === 'confirm' ? t('title') : state === 'done' ? t('done_title') : t('invalid_title');
  const body = state === 'confirm' ? t('intro') : state === 'done' ? t('done') : t('invalid');
  const form =
    state === 'confirm' && action
      ? `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit" style="padding:12px 24px;font:700 16px ${FONT};color:#fff;background:#1d4ed8;border:0;border-radius:6px;cursor:pointer;">${t('button')}</button></form>`
      : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${escapeHtml(siteName)}</title>
</head>
<body style="margin:0;padding:32px 16px;background:#f4f4f5;font-family:${FONT};color:#27272a;">
<main style="max-width:520px;margin:0 auto;padding:32px;background:#fff;border:1px solid #e4e4e7;border-radius:8px;">
<p style="margin:0 0 16px;font-weight:700;">${escapeHtml(siteName)}</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;">${title}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;">${body}</p>
${form}
</main>
</body>
</html>
`;
}
