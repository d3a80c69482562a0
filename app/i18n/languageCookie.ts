import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../../contract/constants';

/** The i18n_redirected cookie's value, or null (SPEC §9). */
export function readLanguageCookie(cookieHeader: string = document.cookie): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** SPEC §9: the language choice is kept for 365 days, for the whole site. */
export function languageCookie(language: string, secure: boolean): string {
  const attributes = [`${LOCALE_COOKIE}=${encodeURIComponent(language)}`, 'Path=/', `Max-Age=${LOCALE_COOKIE_MAX_AGE_S}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function writeLanguageCookie(language: string): void {
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
}
