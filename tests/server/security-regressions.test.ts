import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { errorBodySchema } from '../../contract/errors';
import { startStaffSession } from '../../server/staff/sessions';
import { DATABASES, spaHeaders, useServer } from './harness';
import { createMember, sessionOf } from './members-support';
import { createStaff } from './staff-support';

/**
 * Requests the fuzzer (security-fuzz-*.test.ts) found answered with 500 or with Fastify's own error body, kept as
 * plain cases: each must be a contract error below 500.
 */
describe.each(DATABASES)('requests the fuzzer found on %s', (kind) => {
  const server = useServer(kind);

  const expectContractError = (response: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(String(response.headers['content-type'])).toContain('application/json');
    expect(errorBodySchema.safeParse(JSON.parse(response.body)).success, response.body).toBe(true);
  };

  it('answers a malformed multipart body with 400, on uploads and the one-click unsubscribe', async () => {
    const member = await createMember(server);
    const cookie = `${AUTH_COOKIE_NAME}=${await sessionOf(server, member)}`;
    const part = '--a\r\nContent-Disposition: form-data; name="visibility"\r\n\r\npublic\r\n--a--\r\n';
    for (const url of ['/api/photos.php', '/api/message-photo.php']) {
      // No boundary in the content type.
      const noBoundary = await server.app.inject({ method: 'POST', url, headers: { ...spaHeaders(), cookie, 'content-type': 'multipart/form-data' }, payload: part });
      expectContractError(noBoundary, 400);
      // A boundary the body never uses: the body ends before any part.
      const cutShort = await server.app.inject({ method: 'POST', url, headers: { ...spaHeaders(), cookie, 'content-type': 'multipart/form-data; boundary=xyz' }, payload: '[1,2]' });
      expectContractError(cutShort, 400);
    }
    const unsubscribe = await server.app.inject({
      method: 'POST',
      url: '/api/unsubscribe.php?token=x',
      headers: { host: 'localhost:3000', 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '0',
    });
    expectContractError(unsubscribe, 400);
  });

  it('answers ids beyond the database integer range and NUL characters in text below 500 (PostgreSQL refuses both)', async () => {
    const member = await createMember(server);
    const cookie = `${AUTH_COOKIE_NAME}=${await sessionOf(server, member)}`;
    const staff = await createStaff(server, { role: 'admin', totp: false });
    const { token } = await startStaffSession(server.app.db, { staffId: staff.id, now: server.app.clock(), totpPassed: true, ip: null });
    const staffCookie = `staff.session=${token}`;
    const big = 2 ** 31;
    const huge = 4_799_063_558_831_460;
    const calls: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown>; cookie: string }[] = [
      { method: 'GET', url: `/api/profile.php?id=${huge}`, cookie },
      { method: 'POST', url: '/api/like.php', payload: { id: big }, cookie },
      { method: 'DELETE', url: '/api/saved-methods.php', payload: { id: huge }, cookie },
      { method: 'POST', url: '/api/block.php', payload: { id: huge }, cookie },
      { method: 'POST', url: '/api/report.php', payload: { member_id: huge, reason: 'harassment', note: 'x' }, cookie },
      { method: 'GET', url: `/api/staff/moderation/photos?after_id=${big}`, cookie: staffCookie },
      { method: 'GET', url: `/api/staff/moderation/members/${big}`, cookie: staffCookie },
      { method: 'POST', url: `/api/staff/moderation/complaints/${big}/close`, payload: {}, cookie: staffCookie },
      { method: 'GET', url: `/api/staff/operators/inbox?before=${huge}`, cookie: staffCookie },
      // A NUL character in text: PostgreSQL refuses it (the unban of a banned member stores its reason).
      { method: 'POST', url: `/api/staff/moderation/members/${member.id}/ban`, payload: { reason: 'Spam, again and again.' }, cookie: staffCookie },
      { method: 'POST', url: `/api/staff/moderation/members/${member.id}/unban`, payload: { reason: 'a\u0000b' }, cookie: staffCookie },
    ];
    for (const call of calls) {
      const response = await server.app.inject({ method: call.method, url: call.url, headers: { ...spaHeaders(), cookie: call.cookie }, ...(call.payload ? { payload: call.payload } : {}) });
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) expectContractError(response, response.statusCode);
    }
  });

  it('answers an unknown /api path with a * inside it as not found', async () => {
    const staff = await createStaff(server, { role: 'admin', totp: false });
    const { token } = await startStaffSession(server.app.db, { staffId: staff.id, now: server.app.clock(), totpPassed: true, ip: null });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/staff/operators/conversations/*%E1%BD%A0?before=1',
      headers: { ...spaHeaders(), cookie: `staff.session=${token}` },
    });
    expectContractError(response, 404);
    expectContractError(await server.app.inject({ method: 'DELETE', url: '/api/a*b/c', headers: spaHeaders() }), 404);
  });

  it('answers a URL refused before routing as a contract error, not with Fastify’s own body', async () => {
    for (const url of ['/%E0%A4%A', '/api/%E0%A4%A']) {
      const response = await server.app.inject({ url, headers: spaHeaders() });
      expectContractError(response, 400);
      expect(response.body).not.toContain('FST_ERR');
    }
    // A bad escape in the query string is the route's business (refused or ignored), never a 500.
    expect((await server.app.inject({ url: '/api/user.php?x=%E0%A4%A', headers: spaHeaders() })).statusCode).toBeLessThan(500);
    // Over Fastify's 100-character limit for a path parameter.
    expectContractError(await server.app.inject({ url: `/media/photos/${'1'.repeat(150)}/full`, headers: spaHeaders() }), 404);
  });
});
