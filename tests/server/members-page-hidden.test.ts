import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { DATABASES, useServer } from './harness';
import { createMember, sessionOf } from './members-support';

/**
 * SPEC §7 POST /api/page-hidden.php: the beacon a member's page sends when it becomes hidden. navigator.sendBeacon
 * sends no header of ours (no client type), only the browser's own (Sec-Fetch-Site, Origin) and an empty JSON body.
 */
describe.each(DATABASES)('the page-hidden beacon on %s', (kind) => {
  const server = useServer(kind);
  const beacon = (headers: Record<string, string>, payload = '{}') =>
    server.app.inject({ method: 'POST', url: '/api/page-hidden.php', headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers }, payload });
  const lastActive = async (id: number) =>
    (await server.app.db.selectFrom('profiles').select('last_active_at').where('user_id', '=', id).executeTakeFirstOrThrow()).last_active_at;

  it("records a member's last-seen time, as a browser's beacon sends it", async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const member = await createMember(server, { lastActiveAt: hourAgo });
    const session = await sessionOf(server, member);
    const before = Date.now();
    const answer = await beacon({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', cookie: `${AUTH_COOKIE_NAME}=${session}` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect(Date.parse(await lastActive(member.id))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('writes at most once a minute per member', async () => {
    const member = await createMember(server, { lastActiveAt: new Date(Date.now() - 3_600_000).toISOString() });
    const cookie = `${AUTH_COOKIE_NAME}=${await sessionOf(server, member)}`;
    await beacon({ 'sec-fetch-site': 'same-origin', cookie });
    const first = await lastActive(member.id);
    await server.app.db.updateTable('profiles').set({ last_active_at: new Date(Date.now() - 30_000).toISOString() }).where('user_id', '=', member.id).execute();
    const marked = await lastActive(member.id);
    await beacon({ 'sec-fetch-site': 'same-origin', cookie });
    expect(await lastActive(member.id)).toBe(marked);
    expect(first).not.toBe(marked);
  });

  it("answers a visitor's beacon and records nothing", async () => {
    const answer = await beacon({ 'sec-fetch-site': 'same-origin' });
    expect(answer.statusCode).toBe(200);
  });

  it('refuses a cross-site beacon and a body that is not empty', async () => {
    const member = await createMember(server, { lastActiveAt: new Date(Date.now() - 3_600_000).toISOString() });
    const cookie = `${AUTH_COOKIE_NAME}=${await sessionOf(server, member)}`;
    const before = await lastActive(member.id);
    expect((await beacon({ 'sec-fetch-site': 'cross-site', cookie })).statusCode).toBe(403);
    expect((await beacon({ origin: 'https://evil.example', cookie })).statusCode).toBe(403);
    expect((await beacon({ 'sec-fetch-site': 'same-origin', cookie }, '{"status":"x"}')).statusCode).toBe(400);
    expect(await lastActive(member.id)).toBe(before);
  });
});
