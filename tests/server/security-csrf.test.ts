import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE_REASONS } from '../../contract/accounts';
import { ENDPOINTS, type EndpointDef } from '../../contract/api';
import { AUTH_COOKIE_NAME, CLIENT_TYPE_HEADER } from '../../contract/constants';
import { hashPassword } from '../../server/accounts/passwords';
import { DATABASES, spaHeaders, useServer } from './harness';
import { createMember, sessionOf, type TestMember } from './members-support';
import { jsonSchemaOf, validish } from './security-support/arbitraries';
import { routeTable } from './security-support/models';
import { snapshot } from './security-support/state';

/**
 * SEC-11: every unsafe /api route refuses a request that a foreign page could make a browser send (foreign Origin,
 * Sec-Fetch-Site cross-site or same-site, the opaque origin, or no client-type header) with 403 cross_site_request,
 * before it changes anything; GET changes nothing. Routes are read from the server's route table, so routes added
 * later (the back office) are checked too.
 */

const PASSWORD = 'velvet-harbour-lantern-42!';
const HOST = 'localhost:3000';

/** Routes that take cross-site posts on purpose, each authenticated by something a foreign page cannot have. */
const CROSS_SITE_ALLOWED: Readonly<Record<string, string>> = {
  'POST /api/webhooks/sandbox.php': 'signed by the payment provider (SEC-20)',
  'POST /api/unsubscribe.php': 'RFC 8058 one-click unsubscribe from mail clients, with a signed token',
};

/**
 * Routes a page calls with navigator.sendBeacon, which cannot send the client-type header: the same-origin check is
 * what guards them (a beacon from our page carries Sec-Fetch-Site same-origin).
 */
const BEACONS: ReadonlySet<string> = new Set(['POST /api/page-hidden.php']);

const HOSTILE: readonly { label: string; headers: Record<string, string> }[] = [
  { label: 'a foreign Origin', headers: { origin: 'https://evil.example', [CLIENT_TYPE_HEADER]: 'web' } },
  { label: 'a look-alike Origin', headers: { origin: 'http://localhost:3000.evil.example', [CLIENT_TYPE_HEADER]: 'web' } },
  { label: 'Sec-Fetch-Site cross-site', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', [CLIENT_TYPE_HEADER]: 'web' } },
  { label: 'Sec-Fetch-Site same-site (another white-label subdomain)', headers: { origin: 'http://bdsm.localhost:3000', 'sec-fetch-site': 'same-site', [CLIENT_TYPE_HEADER]: 'web' } },
  { label: 'the opaque Origin null', headers: { origin: 'null', [CLIENT_TYPE_HEADER]: 'web' } },
  { label: 'no client-type header', headers: { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' } },
];

const endpointsByName = new Map((Object.values(ENDPOINTS) as EndpointDef[]).map((endpoint) => [`${endpoint.method} ${endpoint.path.split('?')[0]}`, endpoint]));

describe.each(DATABASES)('cross-site requests on %s', (kind) => {
  const server = useServer(kind);
  let member: TestMember;
  let target: TestMember;
  let session: string;

  /** A body that would be accepted from our own pages: the actions a forged request would want to trigger. */
  function bodyFor(name: string): unknown {
    const meaningful: Record<string, unknown> = {
      'POST /api/block.php': { id: target.id },
      'POST /api/like.php': { id: target.id },
      'POST /api/message.php': { kind: 'text', member_id: target.id, text: 'forged', idempotency_key: 'csrf-forged-0001' },
      'POST /api/account-delete.php': { password: PASSWORD, reason: DELETE_REASONS[0] },
      'POST /api/password.php': { current_password: PASSWORD, password: 'quiet-meadow-copper-kettle-7', password_confirm: 'quiet-meadow-copper-kettle-7' },
      'POST /api/mail-change.php': { password: PASSWORD, new_email: 'attacker@example.com' },
      'PUT /api/profile.php': { name: 'Forged Name' },
      'PUT /api/user.php': { language: 'de' },
    };
    if (name in meaningful) return meaningful[name];
    const schema = endpointsByName.get(name.replace(/\?.*$/, ''))?.body;
    return schema ? fc.sample(validish(jsonSchemaOf(schema)), { numRuns: 1, seed: 7 })[0] : {};
  }

  beforeAll(async () => {
    member = await createMember(server, { name: 'Csrf Victim' });
    target = await createMember(server, { name: 'Csrf Target' });
    await server.app.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', member.id).execute();
    session = await sessionOf(server, member);
  });

  it('refuses every unsafe /api route with 403 cross_site_request, and nothing changes', async () => {
    const unsafe = routeTable(server.app).filter((entry) => entry.path.startsWith('/api/') && entry.method !== 'GET');
    expect(unsafe.length).toBeGreaterThan(30);
    const before = await snapshot(server, [member.id, target.id]);
    const refused: string[] = [];
    for (const entry of unsafe) {
      const push = entry.constraint?.includes('pushQuery') ? '?push=1' : '';
      const name = `${entry.method} ${entry.path}`;
      if (CROSS_SITE_ALLOWED[name] && !push) continue;
      const url = entry.path.replace(/:(\w+)/g, '1') + push;
      for (const hostile of HOSTILE) {
        if (BEACONS.has(name) && hostile.label === 'no client-type header') continue;
        const response = await server.app.inject({
          method: entry.method as 'POST',
          url,
          headers: { host: HOST, cookie: `${AUTH_COOKIE_NAME}=${session}`, ...hostile.headers },
          payload: bodyFor(name) as Record<string, unknown>,
        });
        expect(response.statusCode, `${name}${push} with ${hostile.label}: ${response.body}`).toBe(403);
        expect(response.json().error, `${name} with ${hostile.label}`).toBe('cross_site_request');
        expect(response.headers['set-cookie'], `${name} with ${hostile.label}`).toBeUndefined();
      }
      refused.push(name + push);
    }
    expect(refused).toContain('POST /api/account-delete.php');
    expect(refused).toContain('POST /api/user.php?push=1');
    expect(refused).toContain('POST /api/page-hidden.php');
    expect(await snapshot(server, [member.id, target.id])).toEqual(before);
    // The victim is still logged in and nothing about them changed.
    const still = await server.app.inject({ url: '/api/user.php', headers: { ...spaHeaders(), cookie: `${AUTH_COOKIE_NAME}=${session}` } });
    expect(still.statusCode).toBe(200);
    expect(still.json().user.language).toBe('en');
  });

  it('exempts only routes authenticated by a signature or a mailed token, and those refuse forged requests', async () => {
    const exempt: string[] = [];
    for (const entry of routeTable(server.app).filter((route) => route.path.startsWith('/api/') && route.method !== 'GET' && !route.constraint)) {
      const response = await server.app.inject({
        method: entry.method as 'POST',
        url: entry.path,
        headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: { 'List-Unsubscribe': 'One-Click' },
      });
      if (response.statusCode === 403 && response.json().error === 'cross_site_request') continue;
      exempt.push(`${entry.method} ${entry.path}`);
      expect(response.statusCode, `${entry.method} ${entry.path} without a signature or token`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(exempt.sort()).toEqual(Object.keys(CROSS_SITE_ALLOWED).sort());
  });

  it('refuses a cross-site press of the sandbox checkout buttons (outside /api)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/sandbox/checkout/pay_anything',
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(response.statusCode).toBe(403);
  });

  it('does not log out on a GET that a foreign page can send (an image or a link)', async () => {
    const victim = await sessionOf(server, member);
    for (const headers of [
      { host: HOST, 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
      { host: HOST, 'sec-fetch-site': 'cross-site', [CLIENT_TYPE_HEADER]: 'web' },
      { host: HOST },
    ]) {
      const response = await server.app.inject({ url: '/api/logout.php', headers: { ...headers, cookie: `${AUTH_COOKIE_NAME}=${victim}` } });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const still = await server.app.inject({ url: '/api/user.php', headers: { ...spaHeaders(), cookie: `${AUTH_COOKIE_NAME}=${victim}` } });
    expect(still.statusCode).toBe(200);
  });

  it('changes nothing on GET: every GET /api route read as a member leaves the database as it was', async () => {
    const reader = await sessionOf(server, member);
    const gets = routeTable(server.app).filter((entry) => entry.path.startsWith('/api/') && entry.method === 'GET' && entry.path !== '/api/logout.php');
    // Warm-up: the first reads may fill caches and lazily created rows (settings defaults), which is not a state change.
    const call = (path: string) => {
      const query = path === '/api/profile.php' ? `?id=${target.id}` : path === '/api/chat.php' ? `?member_id=${target.id}` : '';
      return server.app.inject({ url: `${path}${query}`, headers: { ...spaHeaders(), cookie: `${AUTH_COOKIE_NAME}=${reader}` } });
    };
    for (const entry of gets) await call(entry.path);
    const before = await snapshot(server, [member.id, target.id]);
    for (const entry of gets) {
      const response = await call(entry.path);
      expect(response.statusCode, `${entry.path}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(await snapshot(server, [member.id, target.id])).toEqual(before);
  });
});
