import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/constants';
import { settingsResponseSchema } from '../../contract/settings';
import { siteTextFromColumn } from '../../server/sites/service';
import { DATABASES, useServer } from './harness';

// SPEC §3: the partner's fictional wording is per language. The settings answer carries every language written; a
// site whose texts are still single strings answers them as its domain language's.

describe('siteTextFromColumn', () => {
  it('reads a per-language column, and a plain string as the domain language', () => {
    expect(siteTextFromColumn('{"en":"host","nl":"gastvrouw"}', 'en')).toEqual({ en: 'host', nl: 'gastvrouw' });
    expect(siteTextFromColumn('entertainment profile', 'nl')).toEqual({ nl: 'entertainment profile' });
    expect(siteTextFromColumn('{not json', 'de')).toEqual({ de: '{not json' });
  });
});

describe.each(DATABASES)('settings answer on %s', (kind) => {
  const server = useServer(kind);
  const settings = async () => {
    const response = await server.app.inject({ url: '/api/settings.php', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    return settingsResponseSchema.parse(response.json()).settings;
  };

  it('answers the fictional wording in all 11 languages for the seeded site', async () => {
    const answer = await settings();
    for (const field of ['fictional_warning', 'fictional_singular', 'fictional_plural'] as const) {
      expect(Object.keys(answer[field]).sort(), field).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) expect(answer[field][language]?.trim(), `${field} ${language}`).toBeTruthy();
    }
    expect(answer.fictional_singular.nl).toBe('amusementsprofiel');
    expect(answer.fictional_singular.en).toBe('entertainment profile');
    expect(answer.fictional_singular.de).not.toBe(answer.fictional_singular.en);
  });

  it('answers a single stored string as the domain language', async () => {
    await server.app.db.updateTable('sites').set({ fictional_plural: 'hosts' }).where('domain', '=', 'localhost').execute();
    server.app.sites.invalidate();
    const answer = await settings();
    expect(answer.fictional_plural).toEqual({ [answer.domain_language]: 'hosts' });
  });
});
