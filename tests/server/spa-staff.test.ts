import { describe, expect, it } from 'vitest';
import { DATABASES, useServer } from './harness';

/** The back office's pages (contract/staffRoutes.ts) come from the same SPA: known pages 200, never rendered or indexed. */
describe.each(DATABASES)('back-office pages on %s', (kind) => {
  const server = useServer(kind, {}, { renderer: null });
  const get = (url: string) => server.app.inject({ url, headers: { host: 'localhost:3000' } });

  it('answers the back office’s pages with the SPA shell, marked noindex', async () => {
    for (const url of ['/staff', '/staff/login', '/staff/sites/3', '/staff/moderation/members/42', '/staff/operators/7?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('answers unknown paths under /staff with 404', async () => {
    for (const url of ['/staff/nothing-here', '/staff/sites/3/more']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('keeps crawlers out of the back office in robots.txt', async () => {
    const lines = (await get('/robots.txt')).body.split('\n');
    expect(lines).toContain('Disallow: /staff');
  });
});
