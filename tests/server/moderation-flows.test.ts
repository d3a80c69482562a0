import { beforeAll, describe, expect, it } from 'vitest';
import {
  complaintCasesResponseSchema,
  memberSearchResponseSchema,
  memberViewSchema,
  photoQueueResponseSchema,
  reportCasesResponseSchema,
  textFlagsResponseSchema,
} from '../../contract/moderation';
import { LOCALE_COOKIE } from '../../contract/constants';
import { photoUploadResponseSchema, profileResponseSchema, searchResponseSchema } from '../../contract/members';
import { hashPassword } from '../../server/accounts/passwords';
import { auditLedger } from '../../server/credits/ledger';
import { creditsDb } from '../../server/credits/tables';
import { setBalance } from './credits-support';
import { DATABASES, spaHeaders, useServer, type ServerHandle } from './harness';
import { api, createMember, errorOf, okJson, sampleJpeg, sessionOf, upload, type TestMember } from './members-support';
import { auditRows, staffApi, staffSession, type StaffSession } from './moderation-support';

/** Moderation flows (issue 8 part 2) on a real database: photos, flagged texts, complaints and reports, bans, credits. */

async function outbox(server: ServerHandle, to: string, template: string) {
  return (await server.app.mailer.outbox(to)).filter((mail) => mail.template === template);
}

describe.each(DATABASES)('moderation on %s', (kind) => {
  // Uploads start pending: the default (no PHOTO_AUTO_APPROVE).
  const server = useServer(kind);
  const member = api(server);
  const staffCall = staffApi(server);
  let moderator: StaffSession;
  let admin: StaffSession;
  const asModerator = () => ({ staff: moderator.cookie });

  beforeAll(async () => {
    moderator = await staffSession(server, 'moderator');
    admin = await staffSession(server, 'admin');
  });

  describe('the photo queue', () => {
    let owner: TestMember;
    let ownerSession: string;
    let otherSession: string;
    const ids: number[] = [];

    beforeAll(async () => {
      owner = await createMember(server, { name: 'Greta', premium: true });
      await server.app.db.updateTable('users').set({ language: 'de' }).where('id', '=', owner.id).execute();
      ownerSession = await sessionOf(server, owner);
      otherSession = await sessionOf(server, await createMember(server, { premium: true }));
      for (const visibility of ['public', 'private', 'public']) {
        const answer = photoUploadResponseSchema.parse(okJson(await upload(server, ownerSession, await sampleJpeg(400, 300), { visibility })));
        expect(answer.photo.status).toBe('pending');
        ids.push(answer.photo.id);
      }
    });

    it('lists pending photos oldest first with the member, and staff may load every variant', async () => {
      const queue = photoQueueResponseSchema.parse(okJson(await staffCall.get('/api/staff/moderation/photos', asModerator())));
      const mine = queue.photos.filter((photo) => photo.member.id === owner.id);
      expect(mine.map((photo) => photo.id)).toEqual(ids);
      expect(mine[0]?.member).toMatchObject({ name: 'Greta', site_domain: 'localhost' });
      for (const variant of ['thumb', 'full', 'blurred'] as const) {
        const url = mine[1]?.urls[variant] ?? '';
        expect((await staffCall.get(url, asModerator())).statusCode, url).toBe(200);
        // A member who is not the owner gets nothing of a pending photo, by any URL.
        expect((await member.get(url, { session: otherSession })).statusCode, url).toBe(404);
      }
      // An operator's staff session gives no photo rights.
      const operator = await staffSession(server, 'operator');
      expect((await staffCall.get(mine[0]?.urls.full ?? '', { staff: operator.cookie })).statusCode).toBe(404);
    });

    it('pages with after_id', async () => {
      const first = photoQueueResponseSchema.parse(okJson(await staffCall.get(`/api/staff/moderation/photos?after_id=${(ids[0] ?? 0) - 1}`, asModerator())));
      expect(first.photos[0]?.id).toBe(ids[0]);
      const after = photoQueueResponseSchema.parse(okJson(await staffCall.get(`/api/staff/moderation/photos?after_id=${ids[0]}`, asModerator())));
      expect(after.photos.map((photo) => photo.id)).not.toContain(ids[0]);
      expect(after.next_after_id).toBeNull();
    });

    it('approves: the photo becomes active and visible to others, the member is mailed in German, one audit row', async () => {
      const id = ids[0] ?? 0;
      expect(okJson(await staffCall.post(`/api/staff/moderation/photos/${id}/approve`, {}, asModerator()))).toEqual({ id, status: 'active' });
      expect((await member.get(`/media/photos/${id}/full`, { session: otherSession })).statusCode).toBe(200);
      const profile = profileResponseSchema.parse(okJson(await member.get(`/api/profile.php?id=${owner.id}`, { session: otherSession }))).profile;
      expect(profile.photos.map((photo) => photo.id)).toEqual([id]);
      const mails = await outbox(server, owner.email, 'moderation.photo_approved');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('freigegeben');
      expect(mails[0]?.text).toContain('Greta');
      const audit = await auditRows(server, 'photo', id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'photo.approve', staff_id: moderator.id });
      expect(JSON.parse(audit[0]?.before_json ?? '{}')).toEqual({ status: 'pending' });
      expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({ status: 'active' });
      // Decided once: a second decision is refused and changes nothing.
      const again = await staffCall.post(`/api/staff/moderation/photos/${id}/reject`, { reason: 'other' }, asModerator());
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).error).toBe('moderation_already_decided');
      expect(await auditRows(server, 'photo', id)).toHaveLength(1);
    });

    it('rejects with a reason: never shown to others, the owner sees it rejected, the mail gives the reason in German', async () => {
      const id = ids[1] ?? 0;
      const answer = okJson(
        await staffCall.post(`/api/staff/moderation/photos/${id}/reject`, { reason: 'contact_details', note: 'Telefonnummer im Bild.' }, { staff: admin.cookie }),
      );
      expect(answer).toEqual({ id, status: 'rejected' });
      for (const variant of ['thumb', 'full', 'blurred']) {
        expect((await member.get(`/media/photos/${id}/${variant}`, { session: otherSession })).statusCode).toBe(404);
      }
      const own = okJson<{ photos: { id: number; status: string }[] }>(await member.get('/api/photos.php', { session: ownerSession }));
      expect(own.photos.find((photo) => photo.id === id)?.status).toBe('rejected');
      const mails = await outbox(server, owner.email, 'moderation.photo_rejected');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Das Foto zeigt Kontaktdaten. Telefonnummer im Bild.');
      const audit = await auditRows(server, 'photo', id);
      expect(audit.map((row) => [row.action, row.staff_id])).toEqual([['photo.reject', admin.id]]);
      expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ status: 'rejected', reason: 'contact_details' });
      const view = memberViewSchema.parse(okJson(await staffCall.get(`/api/staff/moderation/members/${owner.id}`, asModerator())));
      expect(view.photos.find((photo) => photo.id === id)).toMatchObject({ status: 'rejected', reject_reason: 'contact_details' });
    });

    it('lets exactly one of two simultaneous decisions win', async () => {
      const id = ids[2] ?? 0;
      const [a, b] = await Promise.all([
        staffCall.post(`/api/staff/moderation/photos/${id}/approve`, {}, asModerator()),
        staffCall.post(`/api/staff/moderation/photos/${id}/reject`, { reason: 'low_quality' }, { staff: admin.cookie }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(await auditRows(server, 'photo', id)).toHaveLength(1);
    });
  });

  describe('flagged profile texts', () => {
    it('flags a text with contact details on save, then clears or removes it with an audit row each', async () => {
      const writer = await createMember(server, { name: 'Writer' });
      const session = await sessionOf(server, writer);
      okJson(await member.put('/api/profile.php', { about: 'Love dogs and long walks.' }, { session }));
      okJson(await member.put('/api/profile.php', { about: 'Add me on W h a t s a p p: 06-1234 5678' }, { session }));
      const open = textFlagsResponseSchema.parse(okJson(await staffCall.get('/api/staff/moderation/texts', asModerator())));
      const flag = open.flags.find((candidate) => candidate.member.id === writer.id);
      expect(open.flags.filter((candidate) => candidate.member.id === writer.id)).toHaveLength(1);
      expect(flag).toMatchObject({ status: 'open', current: true, text: 'Add me on W h a t s a p p: 06-1234 5678' });
      expect(flag?.terms).toEqual(expect.arrayContaining(['phone', 'contact:whatsapp']));

      const short = await staffCall.post(`/api/staff/moderation/texts/${flag?.id}/remove`, { reason: 'x' }, asModerator());
      expect(errorOf(short).fields?.reason).toEqual({ code: 'too_short', params: { count: 3 } });
      okJson(await staffCall.post(`/api/staff/moderation/texts/${flag?.id}/remove`, { reason: 'Contact details are not allowed.' }, asModerator()));
      const profile = await server.app.db.selectFrom('profiles').select('about').where('user_id', '=', writer.id).executeTakeFirstOrThrow();
      expect(profile.about).toBe('');
      const audit = await auditRows(server, 'text_flag', flag?.id ?? 0);
      expect(audit.map((row) => row.action)).toEqual(['text_flag.remove']);
      expect(audit[0]?.reason).toBe('Contact details are not allowed.');
      expect((await outbox(server, writer.email, 'moderation.text_removed'))[0]?.text).toContain('Contact details are not allowed.');
      expect((await staffCall.post(`/api/staff/moderation/texts/${flag?.id}/clear`, {}, asModerator())).statusCode).toBe(409);

      okJson(await member.put('/api/profile.php', { about: 'Pay with paypal first' }, { session }));
      const second = textFlagsResponseSchema.parse(okJson(await staffCall.get('/api/staff/moderation/texts?status=open', asModerator()))).flags.find(
        (candidate) => candidate.member.id === writer.id,
      );
      okJson(await staffCall.post(`/api/staff/moderation/texts/${second?.id}/clear`, {}, asModerator()));
      expect((await server.app.db.selectFrom('profiles').select('about').where('user_id', '=', writer.id).executeTakeFirstOrThrow()).about).toBe('Pay with paypal first');
      expect((await auditRows(server, 'text_flag', second?.id ?? 0)).map((row) => row.action)).toEqual(['text_flag.clear']);
      const cleared = textFlagsResponseSchema.parse(okJson(await staffCall.get('/api/staff/moderation/texts?status=cleared', asModerator())));
      expect(cleared.flags.map((candidate) => candidate.id)).toContain(second?.id);
    });
  });

  describe('complaints and reports', () => {
    it('replies to a complaint in its language, then closes it', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/complaint.php',
        headers: { ...spaHeaders('localhost:3000'), cookie: `${LOCALE_COOKIE}=nl` },
        payload: { name: 'Anna de Vries', email: 'anna.complaint@example.com', category: 'billing', message: 'Ik ben twee keer betaald voor hetzelfde pakket, graag terugbetalen.' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const list = complaintCasesResponseSchema.parse(okJson(await staffCall.get('/api/staff/moderation/complaints?status=open', asModerator())));
      const complaint = list.complaints.find((item) => item.email === 'anna.complaint@example.com');
      expect(complaint).toMatchObject({ status: 'open', replies: [] });
      const id = complaint?.id ?? 0;

      expect(okJson(await staffCall.post(`/api/staff/moderation/complaints/${id}/reply`, { text: 'We hebben de dubbele betaling teruggestort.' }, asModerator()))).toEqual({
        id,
        status: 'answered',
      });
      const mail = (await outbox(server, 'anna.complaint@example.com', 'moderation.complaint_reply'))[0];
      expect(mail?.subject).toContain('Antwoord op je klacht');
      expect(mail?.text).toContain('We hebben de dubbele betaling teruggestort.');
      const answered = complaintCasesResponseSchema.parse(okJson(await staffCall.get('/api/staff/moderation/complaints?status=answered', asModerator())));
      expect(answered.complaints.find((item) => item.id === id)?.replies.map((reply) => reply.text)).toEqual(['We hebben de dubbele betaling teruggestort.']);

      okJson(await staffCall.post(`/api/staff/moderation/complaints/${id}/close`, {}, asModerator()));
      const late = await staffCall.post(`/api/staff/moderation/complaints/${id}/reply`, { text: 'Too late' }, asModerator());
      expect(errorOf(late).error).toBe('moderation_already_decided');
      expect((await auditRows(server, 'complaint', id)).map((row) => row.action)).toEqual(['complaint.reply', 'complaint.close']);
    });

    it('takes member reports (not of oneself, limited per day) into the queue with the same flow', async () => {
      const reporter = await createMember(server, { name: 'Reporter' });
      const reported = await createMember(server, { name: 'Reported' });
      const session = await sessionOf(server, reporter);
      expect((await member.post('/api/report.php', { member_id: reported.id, reason: 'scam' })).statusCode).toBe(403);
      const self = await member.post('/api/report.php', { member_id: reporter.id, reason: 'scam' }, { session });
      expect(errorOf(self).fields?.member_id?.code).toBe('report_self');
      expect((await member.post('/api/report.php', { member_id: 987_654, reason: 'scam' }, { session })).statusCode).toBe(404);
      okJson(await member.post('/api/report.php', { member_id: reported.id, reason: 'scam', note: 'Asked me for money' }, { session }));

      const reports = reportCasesResponseSchema.parse(okJson(await staffCall.get('/api/staff/moderation/reports?status=open', asModerator())));
      const report = reports.reports.find((item) => item.reporter.id === reporter.id);
      expect(report).toMatchObject({ member: { id: reported.id, name: 'Reported' }, reason: 'scam', note: 'Asked me for money', language: 'en' });
      okJson(await staffCall.post(`/api/staff/moderation/reports/${report?.id}/reply`, { text: 'Thanks, we removed the profile.' }, asModerator()));
      expect((await outbox(server, reporter.email, 'moderation.report_reply'))[0]?.text).toContain('Thanks, we removed the profile.');
      okJson(await staffCall.post(`/api/staff/moderation/reports/${report?.id}/close`, {}, asModerator()));
      expect((await auditRows(server, 'report', report?.id ?? 0)).map((row) => row.action)).toEqual(['report.reply', 'report.close']);
      const view = memberViewSchema.parse(okJson(await staffCall.get(`/api/staff/moderation/members/${reported.id}`, asModerator())));
      expect(view.reports.map((item) => item.id)).toEqual([report?.id]);

      for (let i = 1; i < 10; i += 1) okJson(await member.post('/api/report.php', { member_id: reported.id, reason: 'other' }, { session }));
      const over = await member.post('/api/report.php', { member_id: reported.id, reason: 'other' }, { session });
      expect(over.statusCode).toBe(429);
      expect(errorOf(over).error).toBe('reports_too_many');
    });
  });

  describe('bans', () => {
    it('ends every session, answers account_banned at login, hides the member from search, and unbans', async () => {
      const banned = await createMember(server, { name: 'Banned', gender: 'woman', seeking: 'man' });
      await server.app.db.updateTable('users').set({ password_hash: await hashPassword('velvet-harbour-lantern-42!') }).where('id', '=', banned.id).execute();
      const sessions = [await sessionOf(server, banned), await sessionOf(server, banned)];
      const searcher = await sessionOf(server, await createMember(server, { gender: 'man', seeking: 'woman' }));
      const found = async () =>
        searchResponseSchema.parse(okJson(await member.get('/api/search.php?gender=any', { session: searcher }))).results.some((card) => card.id === banned.id);
      expect(await found()).toBe(true);
      const events: unknown[] = [];
      const publish = server.app.realtime.publish.bind(server.app.realtime);
      server.app.realtime.publish = (userId, event) => {
        if (userId === banned.id) events.push(event);
        publish(userId, event);
      };

      const noReason = await staffCall.post(`/api/staff/moderation/members/${banned.id}/ban`, {}, asModerator());
      expect(errorOf(noReason).fields?.reason?.code).toBe('required');
      expect(okJson(await staffCall.post(`/api/staff/moderation/members/${banned.id}/ban`, { reason: 'Scamming members' }, asModerator()))).toEqual({
        id: banned.id,
        status: 'banned',
      });
      server.app.realtime.publish = publish;
      expect(events).toEqual([{ type: 'account_banned' }]);
      expect(await server.app.db.selectFrom('sessions').select('id').where('user_id', '=', banned.id).execute()).toEqual([]);
      for (const session of sessions) {
        const refused = await member.get('/api/photos.php', { session });
        expect(errorOf(refused).error).toBe('authentication_required');
      }
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { ...spaHeaders('localhost:3000'), 'x-forwarded-for': '10.9.8.7' },
        payload: { email: banned.email, password: 'velvet-harbour-lantern-42!' },
      });
      expect(errorOf(login).error).toBe('account_banned');
      expect(await found()).toBe(false);
      expect((await member.get(`/api/profile.php?id=${banned.id}`, { session: searcher })).statusCode).toBe(404);

      const view = memberViewSchema.parse(okJson(await staffCall.get(`/api/staff/moderation/members/${banned.id}`, asModerator())));
      expect(view.account).toMatchObject({ status: 'banned', ban: { reason: 'Scamming members' } });
      expect(view.sessions).toEqual([]);
      expect((await staffCall.post(`/api/staff/moderation/members/${banned.id}/ban`, { reason: 'Again' }, asModerator())).statusCode).toBe(409);

      okJson(await staffCall.post(`/api/staff/moderation/members/${banned.id}/unban`, { reason: 'Appeal accepted' }, asModerator()));
      expect(await found()).toBe(true);
      const audit = await auditRows(server, 'member', banned.id);
      expect(audit.filter((row) => row.action !== 'member.view').map((row) => [row.action, row.reason])).toEqual([
        ['member.ban', 'Scamming members'],
        ['member.unban', 'Appeal accepted'],
      ]);
      expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ status: 'banned', sessions_ended: 2 });
    });
  });

  describe('member view, search and credit corrections', () => {
    let target: TestMember;
    beforeAll(async () => {
      target = await createMember(server, { name: 'Ledger Lou' });
      await sessionOf(server, target);
    });

    it('finds members by id and by e-mail prefix (wildcards literal)', async () => {
      const byId = memberSearchResponseSchema.parse(okJson(await staffCall.get(`/api/staff/moderation/members?query=${target.id}`, asModerator())));
      expect(byId.members.map((hit) => hit.id)).toContain(target.id);
      const prefix = encodeURIComponent(target.email.slice(0, 12).toUpperCase());
      const byPrefix = memberSearchResponseSchema.parse(okJson(await staffCall.get(`/api/staff/moderation/members?query=${prefix}`, asModerator())));
      expect(byPrefix.members.map((hit) => hit.id)).toContain(target.id);
      const wildcard = memberSearchResponseSchema.parse(okJson(await staffCall.get('/api/staff/moderation/members?query=%25', asModerator())));
      expect(wildcard.members).toEqual([]);
      expect((await staffCall.get('/api/staff/moderation/members?query=', asModerator())).statusCode).toBe(400);
    });

    it('shows the member with sessions but never a token, and audits the view', async () => {
      const view = memberViewSchema.parse(okJson(await staffCall.get(`/api/staff/moderation/members/${target.id}`, asModerator())));
      expect(view.account).toMatchObject({ id: target.id, email: target.email, site_domain: 'localhost', status: 'confirmed' });
      expect(view.profile?.name).toBe('Ledger Lou');
      expect(view.sessions).toHaveLength(1);
      const hashes = await server.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', target.id).execute();
      const body = JSON.stringify(view);
      for (const { token_hash } of hashes) expect(body).not.toContain(token_hash);
      expect(body).not.toContain('password');
      const audit = await auditRows(server, 'member', target.id);
      expect(audit.map((row) => [row.action, row.staff_id])).toEqual([['member.view', moderator.id]]);
    });

    it('applies 20 concurrent corrections exactly, once per key, never below zero', async () => {
      // A starting balance that covers every negative correction, so that each is allowed in whatever order the
      // database applies them (from 0, a -2 applied before any +5 is rightly refused).
      await setBalance(server, target.id, 10);
      const corrections = Array.from({ length: 20 }, (_, i) => ({ delta: i % 4 === 3 ? -2 : 5, reason: `Goodwill ${i}`, key: `concurrent-${target.id}-${i}` }));
      const responses = await Promise.all(corrections.map((body) => staffCall.post(`/api/staff/moderation/members/${target.id}/credits`, body, asModerator())));
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const expected = 10 + corrections.reduce((sum, item) => sum + item.delta, 0);
      const ledger = await auditLedger(creditsDb(server.app.db), target.id);
      expect(ledger).toMatchObject({ balance: expected, consistent: true, entries: 21 });
      const audit = (await auditRows(server, 'member', target.id)).filter((row) => row.action === 'credits.correct');
      expect(audit).toHaveLength(20);
      for (const row of audit) {
        const before = (JSON.parse(row.before_json ?? '{}') as { credits: number }).credits;
        const after = JSON.parse(row.after_json ?? '{}') as { credits: number; delta: number };
        expect(after.credits - before).toBe(after.delta);
      }

      // A retried request (same key) applies nothing more.
      const retry = okJson<{ applied: boolean; balance_after: number }>(
        await staffCall.post(`/api/staff/moderation/members/${target.id}/credits`, corrections[0], asModerator()),
      );
      expect(retry.applied).toBe(false);
      expect((await auditLedger(creditsDb(server.app.db), target.id)).balance).toBe(expected);

      const below = await staffCall.post(`/api/staff/moderation/members/${target.id}/credits`, { delta: -(expected + 1), reason: 'Too much', key: `below-zero-${target.id}` }, asModerator());
      expect(below.statusCode).toBe(409);
      expect(errorOf(below).error).toBe('credits_correction_below_zero');
      expect(errorOf(below).message).toContain('below zero');
      const zero = await staffCall.post(`/api/staff/moderation/members/${target.id}/credits`, { delta: 0, reason: 'Nothing', key: `zero-delta-${target.id}` }, asModerator());
      expect(errorOf(zero).fields?.delta?.code).toBe('invalid_value');
      const noReason = await staffCall.post(`/api/staff/moderation/members/${target.id}/credits`, { delta: 1, reason: ' ', key: `blank-reason-${target.id}` }, asModerator());
      expect(errorOf(noReason).fields?.reason?.code).toBe('too_short');
      expect((await auditLedger(creditsDb(server.app.db), target.id)).balance).toBe(expected);

      const view = memberViewSchema.parse(okJson(await staffCall.get(`/api/staff/moderation/members/${target.id}`, asModerator())));
      expect(view.ledger).toHaveLength(21);
      expect(view.account.credits).toBe(expected);
    });
  });
});
