import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/errors';
import { DATABASES, spaHeaders, useServer } from './harness';

async function limitedRoutes(app: FastifyInstance) {
  app.post('/api/test-echo', async () => ({ ok: true }));
  app.post('/api/test-webhook', { config: { crossSite: 'allow' } }, async () => ({ ok: true }));
  app.get('/api/test-limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
}

describe.each(DATABASES)('security on %s', (kind) => {
  const server = useServer(kind, {}, { routes: limitedRoutes });

  describe('headers (SEC-12)', () => {
    it('sets the content security policy and hardening headers on HTML answers', async () => {
      const response = await server.app.inject({ url: '/members', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('sets the same headers plus no-store on API answers, errors included', async () => {
      for (const url of ['/api/settings.php', '/api/nope']) {
        const response = await server.app.inject({ url, headers: { host: 'localhost' } });
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('leaves out HSTS on plain http, even when a client claims https without a trusted proxy', async () => {
      const response = await server.app.inject({ url: '/', headers: { host: 'localhost', 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('unsafe methods (SEC-11)', () => {
    it('refuses a cross-site POST with 403 cross_site_request', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { host: 'localhost:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-client-type': 'web' },
        payload: {},
      });
      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json()).error).toBe('cross_site_request');
    });

    it('refuses a POST whose Origin is another host (older browsers without Sec-Fetch-Site)', async () => {
      for (const origin of ['http://evil.example', 'http://localhost.evil.example:3000', 'null']) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/test-echo',
          headers: { host: 'localhost:3000', origin, 'x-client-type': 'web' },
          payload: {},
        });
        expect(response.statusCode, origin).toBe(403);
      }
    });

    it('refuses a same-site POST without the client-type header', async () => {
      const { 'x-client-type': _omitted, ...headers } = spaHeaders();
      const response = await server.app.inject({ method: 'POST', url: '/api/test-echo', headers, payload: {} });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('cross_site_request');
    });

    it('refuses a same-site DELETE, PUT and PATCH without the client-type header', async () => {
      for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
        const response = await server.app.inject({ method, url: '/api/settings.php', headers: { host: 'localhost' } });
        expect(response.statusCode, method).toBe(403);
      }
    });

    it('accepts a same-origin POST from the SPA', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/api/test-echo', headers: spaHeaders(), payload: {} });
      expect(response.statusCode).toBe(200);
      const viaOrigin = await server.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { host: 'bdsm.localhost:3000', origin: 'http://bdsm.localhost:3000', 'x-client-type': 'web' },
        payload: {},
      });
      expect(viaOrigin.statusCode).toBe(200);
    });

    it('lets a route opt out for signed webhooks', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/test-webhook',
        headers: { host: 'localhost', origin: 'https://payments.example' },
        payload: {},
      });
      expect(response.statusCode).toBe(200);
    });

    it('never changes state on GET: the check does not apply, and a known GET path refuses POST with 405', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/api/settings.php', headers: spaHeaders(), payload: {} });
      expect(response.statusCode).toBe(405);
      expect(response.json().error).toBe('method_not_allowed');
    });
  });

  describe('rate limits', () => {
    it('are off unless a route opts in', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await server.app.inject({ url: '/api/interests.php' })).statusCode).toBe(200);
      }
    });

    it('answer 429 rate_limited with Retry-After once a route limit is passed', async () => {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 3; i += 1) {
        last = await server.app.inject({ url: '/api/test-limited', remoteAddress: '203.0.113.9' });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const body = errorBodySchema.parse(last?.json());
      expect(body.error).toBe('rate_limited');
      expect(body.params?.seconds).toBeGreaterThan(0);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own budget.
      expect((await server.app.inject({ url: '/api/test-limited', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
    });
  });
});

describe.each(DATABASES)('security behind a trusted https proxy on %s', (kind) => {
  const server = useServer(kind, { TRUST_PROXY: 'true', PUBLIC_URL: 'https://flirtlane.example' });

  it('sends HSTS on https answers', async () => {
    const response = await server.app.inject({ url: '/', headers: { host: 'localhost', 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await server.app.inject({ url: '/api/interests.php', headers: { host: 'localhost', 'x-forwarded-proto': 'https' } });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
