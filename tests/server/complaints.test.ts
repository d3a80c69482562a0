import { describe, expect, it } from 'vitest';
import { COMPLAINT_LIMITS, complaintResponseSchema, type ComplaintRequest } from '../../contract/complaints';
import { settingsResponseSchema } from '../../contract/settings';
import { complaintsDb } from '../../server/complaints/tables';
import { newComplaintReference } from '../../server/complaints/service';
import { client, DAY_MS, errorOf, mailsTo, MINUTE_MS, nextIp, signUp, TestClock, uniqueEmail, type CallOptions } from './accounts-support';
import { DATABASES, useServer, type ServerHandle } from './harness';

const MESSAGE = 'I was charged twice for the same credit package on 12 March. Please refund one of the payments.';

function complaint(overrides: Partial<ComplaintRequest> = {}): ComplaintRequest {
  return { name: 'Ann Jansen', email: uniqueEmail('complainant'), category: 'billing', subject: 'Order of 12 March', message: MESSAGE, ...overrides };
}

async function storedComplaints(server: ServerHandle, email: string) {
  return complaintsDb(server.app.db).selectFrom('complaints').selectAll().where('email', '=', email.toLowerCase()).orderBy('id').execute();
}

describe('complaint references', () => {
  it('are two groups of four unambiguous characters', () => {
    for (let i = 0; i < 200; i += 1) expect(newComplaintReference()).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });
  it('are drawn at random', () => {
    const references = new Set(Array.from({ length: 500 }, () => newComplaintReference()));
    expect(references.size).toBe(500);
  });
});

describe.each(DATABASES)('POST /api/complaint.php on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);
  const send = (body: unknown, options: CallOptions = {}) => api.post('/api/complaint.php', body, options);

  async function supportAddress(host = 'localhost:3000'): Promise<string> {
    const response = await api.get('/api/settings.php', { host });
    return settingsResponseSchema.parse(response.json()).settings.support_email;
  }

  it('stores the complaint, answers its reference and mails the sender a confirmation and support the complaint', async () => {
    const body = complaint({ email: uniqueEmail('Mixed.Case') });
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(200);
    const { reference } = complaintResponseSchema.parse(response.json());
    expect(reference).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

    const [row, ...others] = await storedComplaints(server, body.email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      reference,
      name: 'Ann Jansen',
      email: body.email.toLowerCase(),
      category: 'billing',
      subject: 'Order of 12 March',
      message: MESSAGE,
      language: 'en',
      status: 'open',
      user_id: null,
    });

    const [confirmation] = await mailsTo(server, body.email, 'complaint_received');
    expect(confirmation?.params).toEqual({ reference, days: COMPLAINT_LIMITS.answerWorkingDays });
    expect(confirmation?.text).toContain(reference);
    expect(confirmation?.text).toContain(`within ${COMPLAINT_LIMITS.answerWorkingDays} working days`);

    const support = await supportAddress();
    const notice = (await mailsTo(server, support, 'complaint_notice')).find((mail) => mail.params.reference === reference);
    expect(notice?.text).toContain(MESSAGE);
    expect(notice?.text).toContain(body.email.toLowerCase());
    expect(notice?.subject).toContain(reference);
  });

  it('repeats nothing the sender typed in the mail to the given address, so the form cannot message a stranger', async () => {
    const body = complaint({ name: 'Visit cheap-pills.example now', message: `${MESSAGE} Buy at cheap-pills.example today!` });
    expect((await send(body)).statusCode).toBe(200);
    const [confirmation] = await mailsTo(server, body.email, 'complaint_received');
    for (const part of [confirmation?.subject, confirmation?.text, confirmation?.html]) expect(part).not.toContain('cheap-pills');
  });

  it("writes the confirmation in the visitor's language", async () => {
    const body = complaint();
    expect((await send(body, { headers: { cookie: 'i18n_redirected=nl' } })).statusCode).toBe(200);
    const [confirmation] = await mailsTo(server, body.email, 'complaint_received');
    expect(confirmation?.subject).toContain('We hebben je klacht ontvangen');
    expect((await storedComplaints(server, body.email))[0]?.language).toBe('nl');
  });

  it('keeps the complaint with the site it was sent on', async () => {
    const body = complaint();
    expect((await send(body, { host: 'bdsm.localhost:3000' })).statusCode).toBe(200);
    const [row] = await storedComplaints(server, body.email);
    const site = await server.app.sites.resolve('bdsm.localhost');
    expect(row?.site_id).toBe(site.id);
    const notices = await mailsTo(server, await supportAddress('bdsm.localhost:3000'), 'complaint_notice');
    expect(notices.some((mail) => mail.params.reference === row?.reference)).toBe(true);
  });

  it("links a logged-in member's complaint to the account", async () => {
    const member = await signUp(api);
    const body = complaint({ email: member.email });
    expect((await send(body, { session: member.session })).statusCode).toBe(200);
    expect((await storedComplaints(server, member.email))[0]?.user_id).toBe(member.user.id);
  });

  it('refuses an incomplete complaint with translated field errors, storing and mailing nothing', async () => {
    const email = uniqueEmail('incomplete');
    const response = await send({ name: ' ', email: 'not-an-address', category: 'billing', message: 'Too short' });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.error).toBe('validation_failed');
    expect(error.message).toBe('Some fields are not filled in correctly. Please check them and try again.');
    expect(error.fields).toEqual({
      name: { code: 'required' },
      email: { code: 'email_invalid' },
      message: { code: 'too_short', params: { count: COMPLAINT_LIMITS.messageMin } },
    });

    const dutch = await send({ ...complaint({ email }), message: '' }, { headers: { cookie: 'i18n_redirected=nl' } });
    expect(errorOf(dutch).message).toBe('Niet alle velden zijn goed ingevuld. Controleer ze en probeer het opnieuw.');
    expect(errorOf(dutch).fields).toEqual({ message: { code: 'required' } });
    expect(await storedComplaints(server, email)).toEqual([]);
    expect(await mailsTo(server, email)).toEqual([]);
  });

  it('refuses unknown categories, unknown keys, over-long fields and hostile JSON without a server error', async () => {
    const wrongCategory = await send({ ...complaint(), category: 'spam' });
    expect(errorOf(wrongCategory).fields?.category?.code).toBe('invalid_value');
    const extra = await send({ ...complaint(), is_admin: true });
    expect(errorOf(extra).fields).toEqual({ is_admin: { code: 'unknown_field' } });
    const long = await send(complaint({ message: 'x'.repeat(COMPLAINT_LIMITS.messageMax + 1), subject: 'y'.repeat(COMPLAINT_LIMITS.subjectMax + 1) }));
    expect(errorOf(long).fields).toEqual({
      subject: { code: 'too_long', params: { count: COMPLAINT_LIMITS.subjectMax } },
      message: { code: 'too_long', params: { count: COMPLAINT_LIMITS.messageMax } },
    });
    const poisoned = await server.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      headers: { ...{ host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'x-client-type': 'web' }, 'content-type': 'application/json' },
      remoteAddress: nextIp(),
      payload: `{"name":"Ann","email":"ann@example.com","category":"other","message":"${MESSAGE}","__proto__":{"polluted":true}}`,
    });
    expect(poisoned.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const body of [null, 'text', [], 42]) expect((await send(body)).statusCode).toBe(400);
  });

  it('refuses a cross-site post (SEC-11)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      headers: { host: 'localhost:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-client-type': 'web' },
      remoteAddress: nextIp(),
      payload: complaint(),
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).error).toBe('cross_site_request');
  });

  it(`takes ${COMPLAINT_LIMITS.perAddressPerDay} complaints per address a day; the next gets 429 complaints_too_many and changes nothing`, async () => {
    const email = uniqueEmail('frequent');
    for (let i = 0; i < COMPLAINT_LIMITS.perAddressPerDay; i += 1) {
      // Upper case is the same address.
      expect((await send(complaint({ email: i === 1 ? email.toUpperCase() : email }))).statusCode).toBe(200);
    }
    const refused = await send(complaint({ email }));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).error).toBe('complaints_too_many');
    expect(errorOf(refused).message).toMatch(/several complaints today/);
    expect(await storedComplaints(server, email)).toHaveLength(COMPLAINT_LIMITS.perAddressPerDay);
    expect(await mailsTo(server, email, 'complaint_received')).toHaveLength(COMPLAINT_LIMITS.perAddressPerDay);

    // The same address on another site is counted apart.
    expect((await send(complaint({ email }), { host: 'gay.localhost:3000' })).statusCode).toBe(200);

    clock.advance(DAY_MS + MINUTE_MS);
    expect((await send(complaint({ email }))).statusCode).toBe(200);
  });

  it(`takes ${COMPLAINT_LIMITS.perIpPerHour} complaints per IP address an hour; the next gets 429 rate_limited (SEC-23)`, async () => {
    const ip = nextIp();
    for (let i = 0; i < COMPLAINT_LIMITS.perIpPerHour; i += 1) expect((await send(complaint(), { ip })).statusCode).toBe(200);
    const email = uniqueEmail('limited');
    const refused = await send(complaint({ email }), { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).error).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await storedComplaints(server, email)).toEqual([]);
    // Another address is not affected.
    expect((await send(complaint())).statusCode).toBe(200);
  });

  it('stores concurrent complaints from one address up to the limit and no more', async () => {
    const email = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(complaint({ email }))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(COMPLAINT_LIMITS.perAddressPerDay);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - COMPLAINT_LIMITS.perAddressPerDay);
    expect(await storedComplaints(server, email)).toHaveLength(COMPLAINT_LIMITS.perAddressPerDay);
  });
});
