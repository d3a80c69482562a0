import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { DATABASES, spaHeaders, useServer, type ServerHandle } from './harness';
import { createMember, sampleJpeg, sessionOf, upload } from './members-support';

/**
 * SEC-12 on every kind of answer: HTML pages, API answers (success and error), media files, generated images,
 * the sandbox checkout and the unsubscribe page. tests/server/security.test.ts checks the full policy on one page;
 * this file checks that no kind of answer escapes it, and HSTS with an https PUBLIC_URL.
 */

function expectHardened(response: LightMyRequestResponse, label: string): void {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, `${label}: CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${label}: CSP`).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(['strict-origin-when-cross-origin', 'no-referrer'], `${label}: referrer policy`).toContain(response.headers['referrer-policy']);
  expect(response.headers['x-powered-by'], `${label}: X-Powered-By`).toBeUndefined();
  expect(String(response.headers.server ?? ''), `${label}: Server`).not.toMatch(/fastify|node/i);
}

/** A photo uploaded by a fresh member (the test servers have no demo content), and the owner's cookie. */
async function uploadedPhoto(server: ServerHandle): Promise<{ id: number; cookie: string }> {
  const member = await createMember(server);
  const session = await sessionOf(server, member);
  const uploaded = await upload(server, session, await sampleJpeg(), { visibility: 'public' });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const row = await server.app.db.selectFrom('photos').select('id').where('user_id', '=', member.id).executeTakeFirstOrThrow();
  return { id: row.id, cookie: `${AUTH_COOKIE_NAME}=${session}` };
}

describe.each(DATABASES)('security headers on every kind of answer on %s', (kind) => {
  const server = useServer(kind);

  it('hardens HTML pages, the 404 page and the SPA shell', async () => {
    for (const url of ['/', '/members', '/terms', '/a/b/c/no-such-page', '/api/unsubscribe.php?token=aaaaaaaaaaaaaaaaaaaaaaaa']) {
      const response = await server.app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(response.statusCode, url).toBeLessThan(500);
      expectHardened(response, url);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('hardens API answers, marks them no-store (per user, never cached), errors included', async () => {
    const member = await createMember(server);
    const session = await sessionOf(server, member);
    const calls: [string, Record<string, string>][] = [
      ['/api/settings.php', spaHeaders()],
      ['/api/user.php', { ...spaHeaders(), cookie: `auth.session=${session}` }],
      ['/api/user.php', spaHeaders()],
      ['/api/blocks.php', { ...spaHeaders(), cookie: `auth.session=${session}` }],
      ['/api/no-such-endpoint.php', spaHeaders()],
    ];
    for (const [url, headers] of calls) {
      const response = await server.app.inject({ url, headers });
      expectHardened(response, url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('hardens media answers: photos are private, no-cache and served as images with nosniff', async () => {
    const { id, cookie } = await uploadedPhoto(server);
    const response = await server.app.inject({ url: `/media/photos/${id}/thumb`, headers: { host: 'localhost:3000', cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expectHardened(response, 'photo');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const missing = await server.app.inject({ url: '/media/photos/999999999/full', headers: { host: 'localhost:3000' } });
    expect(missing.statusCode).toBe(404);
    expectHardened(missing, 'missing photo');
  });

  it('hardens generated files: icons, manifest, robots and sitemap', async () => {
    for (const url of ['/app-icon-192.png', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml']) {
      const response = await server.app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(response.statusCode, url).toBe(200);
      expectHardened(response, url);
    }
  });
});

describe.each(DATABASES)('HSTS with an https PUBLIC_URL on %s', (kind) => {
  const server = useServer(kind, { PUBLIC_URL: 'https://flirtlane.example' });

  it('sends Strict-Transport-Security on pages, API answers and media', async () => {
    const { id, cookie } = await uploadedPhoto(server);
    for (const url of ['/', '/api/settings.php', `/media/photos/${id}/thumb`, '/api/nope.php']) {
      const response = await server.app.inject({ url, headers: { host: 'localhost:3000', cookie } });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expectHardened(response, url);
    }
  });
});

describe.each(DATABASES)('no HSTS with an http PUBLIC_URL on %s', (kind) => {
  const server = useServer(kind, { PUBLIC_URL: 'http://localhost:3000' });

  it('leaves Strict-Transport-Security out', async () => {
    for (const url of ['/', '/api/settings.php']) {
      const response = await server.app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
