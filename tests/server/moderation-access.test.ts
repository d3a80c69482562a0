import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_ENDPOINTS } from '../../contract/moderation';
import { DATABASES, useServer } from './harness';
import { createMember, errorOf, sessionOf } from './members-support';
import { staffApi, staffSession } from './moderation-support';

/** Every moderation route by role: only admin and moderator (with TOTP done) get in; nothing else does (issue 8). */

const MISSING = 999_999;

/** Each route with a valid request for a target that does not exist: allowed roles get 200 (lists) or 404. */
const ROUTES: { name: keyof typeof MODERATION_ENDPOINTS; method: 'GET' | 'POST'; url: string; body?: unknown; allowed: number }[] = [
  { name: 'photoQueue', method: 'GET', url: '/api/staff/moderation/photos', allowed: 200 },
  { name: 'photoApprove', method: 'POST', url: `/api/staff/moderation/photos/${MISSING}/approve`, allowed: 404 },
  { name: 'photoReject', method: 'POST', url: `/api/staff/moderation/photos/${MISSING}/reject`, body: { reason: 'low_quality' }, allowed: 404 },
  { name: 'textFlags', method: 'GET', url: '/api/staff/moderation/texts', allowed: 200 },
  { name: 'textFlagClear', method: 'POST', url: `/api/staff/moderation/texts/${MISSING}/clear`, allowed: 404 },
  { name: 'textFlagRemove', method: 'POST', url: `/api/staff/moderation/texts/${MISSING}/remove`, body: { reason: 'Phone number' }, allowed: 404 },
  { name: 'complaints', method: 'GET', url: '/api/staff/moderation/complaints?status=open', allowed: 200 },
  { name: 'complaintReply', method: 'POST', url: `/api/staff/moderation/complaints/${MISSING}/reply`, body: { text: 'Hello there' }, allowed: 404 },
  { name: 'complaintClose', method: 'POST', url: `/api/staff/moderation/complaints/${MISSING}/close`, allowed: 404 },
  { name: 'reports', method: 'GET', url: '/api/staff/moderation/reports', allowed: 200 },
  { name: 'reportReply', method: 'POST', url: `/api/staff/moderation/reports/${MISSING}/reply`, body: { text: 'Hello there' }, allowed: 404 },
  { name: 'reportClose', method: 'POST', url: `/api/staff/moderation/reports/${MISSING}/close`, allowed: 404 },
  { name: 'memberSearch', method: 'GET', url: '/api/staff/moderation/members?query=someone', allowed: 200 },
  { name: 'memberView', method: 'GET', url: `/api/staff/moderation/members/${MISSING}`, allowed: 404 },
  { name: 'memberBan', method: 'POST', url: `/api/staff/moderation/members/${MISSING}/ban`, body: { reason: 'Spam' }, allowed: 404 },
  { name: 'memberUnban', method: 'POST', url: `/api/staff/moderation/members/${MISSING}/unban`, body: {}, allowed: 404 },
  {
    name: 'creditCorrection',
    method: 'POST',
    url: `/api/staff/moderation/members/${MISSING}/credits`,
    body: { delta: 5, reason: 'Goodwill', key: 'access-test-key' },
    allowed: 404,
  },
];

describe.each(DATABASES)('moderation routes by role on %s', (kind) => {
  const server = useServer(kind);
  const call = staffApi(server);
  const cookies: Record<string, { staff?: string; member?: string }> = {};

  beforeAll(async () => {
    cookies.visitor = {};
    cookies.member = { member: await sessionOf(server, await createMember(server)) };
    cookies.operator = { staff: (await staffSession(server, 'operator')).cookie };
    cookies.partner = { staff: (await staffSession(server, 'partner')).cookie };
    cookies.enrolmentOnly = { staff: (await staffSession(server, 'moderator', { enrolmentOnly: true })).cookie };
    cookies.moderator = { staff: (await staffSession(server, 'moderator')).cookie };
    cookies.admin = { staff: (await staffSession(server, 'admin')).cookie };
  });

  it('covers every moderation endpoint', () => {
    expect(ROUTES.map((route) => route.name).sort()).toEqual(Object.keys(MODERATION_ENDPOINTS).sort());
  });

  const refused: [string, number, string][] = [
    ['visitor', 401, 'staff_authentication_required'],
    ['member', 401, 'staff_authentication_required'],
    ['operator', 403, 'staff_forbidden'],
    ['partner', 403, 'staff_forbidden'],
    ['enrolmentOnly', 403, 'staff_totp_enrolment_required'],
  ];

  it.each(refused)('refuses %s on every route (%i %s) and changes nothing', async (role, status, code) => {
    for (const route of ROUTES) {
      const response = route.method === 'GET' ? await call.get(route.url, cookies[role]) : await call.post(route.url, route.body, cookies[role]);
      expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(status);
      expect(errorOf(response).error).toBe(code);
    }
    const audit = await server.app.db.selectFrom('audit_log').select('id').where('action', 'not like', 'staff.%').execute();
    expect(audit).toEqual([]);
  });

  it.each(['moderator', 'admin'])('lets %s through on every route', async (role) => {
    for (const route of ROUTES) {
      const response = route.method === 'GET' ? await call.get(route.url, cookies[role]) : await call.post(route.url, route.body, cookies[role]);
      expect(response.statusCode, `${role} ${route.method} ${route.url}: ${response.body}`).toBe(route.allowed);
    }
  });

  it('refuses a cross-site POST even with a moderator session', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/staff/moderation/members/${MISSING}/ban`,
      headers: { host: 'localhost:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-client-type': 'web', cookie: cookies.moderator?.staff ?? '' },
      payload: { reason: 'Spam' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers bad input with translated field errors', async () => {
    const response = await call.post(`/api/staff/moderation/photos/${MISSING}/reject`, { reason: 'ugly', extra: 1 }, cookies.moderator);
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.fields?.reason?.code).toBe('invalid_value');
    expect(body.fields?.extra?.code).toBe('unknown_field');
    expect(body.message).not.toBe('validation_failed');
    const nonNumeric = await call.post('/api/staff/moderation/photos/abc/approve', {}, cookies.moderator);
    expect(nonNumeric.statusCode).toBe(404);
  });
});
