import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { createTestDatabase, DATABASES, testConfig } from './harness';

describe.each(DATABASES)('logging on %s', (kind) => {
  it('writes JSON lines without cookies, authorization headers or secrets', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase(kind);
    const app = await buildServer(testConfig(database.url, { LOG_LEVEL: 'trace' }), { logStream: { write: (line) => lines.push(line) } });
    try {
      await app.inject({
        url: '/api/settings.php',
        headers: { host: 'localhost', cookie: 'auth.session=topsecretcookie', authorization: 'Bearer topsecrettoken' },
      });
      await app.inject({ url: '/api/nope', headers: { host: 'localhost', cookie: 'auth.session=topsecretcookie' } });
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
      const all = lines.join('\n');
      expect(all).toContain('"url":"/api/settings.php"');
      expect(all).not.toContain('topsecretcookie');
      expect(all).not.toContain('topsecrettoken');
      expect(all).not.toContain(app.secrets.sessionKey);
      expect(all).not.toContain(app.secrets.webhookKey);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
