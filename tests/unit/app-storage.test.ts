import { describe, expect, it } from 'vitest';
import { languageCookie, readLanguageCookie } from '../../app/i18n/languageCookie';
import { readDismissal, writeDismissal } from '../../app/storage/dismissals';
import { DISMISSAL_KEYS, LOCALE_COOKIE_MAX_AGE_S } from '../../contract/constants';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('dismissal flags (SPEC §3: unix-second timestamps)', () => {
  const key = DISMISSAL_KEYS.siteEntryWarning;

  it('round-trips a timestamp, stored as whole seconds', () => {
    const storage = memoryStorage();
    writeDismissal(key, 1_700_000_000.7, storage);
    expect(storage.getItem(key)).toBe('1700000000');
    expect(readDismissal(key, storage)).toBe(1_700_000_000);
  });

  it('reads absent or garbled values as never dismissed', () => {
    const storage = memoryStorage();
    expect(readDismissal(key, storage)).toBeNull();
    storage.setItem(key, 'yes please');
    expect(readDismissal(key, storage)).toBeNull();
    storage.setItem(key, '  ');
    expect(readDismissal(key, storage)).toBeNull();
  });

  it('survives storage that throws (private mode, blocked cookies)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readDismissal(key, broken)).toBeNull();
    expect(() => writeDismissal(key, 1, broken)).not.toThrow();
  });
});

describe('the i18n_redirected cookie (SPEC §9)', () => {
  it('lasts 365 days for the whole site, SameSite=Lax', () => {
    const cookie = languageCookie('nl', false);
    expect(cookie).toContain('i18n_redirected=nl');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${LOCALE_COOKIE_MAX_AGE_S}`);
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(languageCookie('nl', true)).toContain('Secure');
  });

  it('is read from the cookie header among others', () => {
    expect(readLanguageCookie('a=1; i18n_redirected=de; auth.session=x')).toBe('de');
    expect(readLanguageCookie('a=1')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
  });
});
