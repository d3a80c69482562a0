import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../contract/constants';
import { userResponseSchema } from '../../contract/entities';
import { notificationSettingsResponseSchema, pushSubscribeResponseSchema, type NotificationSettings } from '../../contract/notifications';
import { settingsResponseSchema } from '../../contract/settings';
import { purgeDeletedAccounts } from '../../server/accounts/purge';
import { signUnsubscribeToken } from '../../server/notifications/rules';
import { notificationsDb } from '../../server/notifications/tables';
import { DATABASES, spaHeaders, useServer } from './harness';
import { api, createMember, errorOf, okJson, sessionOf, type TestMember } from './members-support';

/**
 * Notification settings, push subscriptions and the one-click unsubscribe on the server (issue 6 parts 8 and 9;
 * SPEC §3, §7 `POST /api/user.php?push=1`, §8): the preferences and the master switch, `notifications_disabled` in the
 * user answer, saving, replacing and refusing subscriptions, and RFC 8058 unsubscribe without a session.
 * Delivery (push, mail, focus, 410) is in notifications-delivery.test.ts.
 */

const PUSH_HOST = 'fcm.googleapis.com';

function browserSubscription(n: number, host = PUSH_HOST) {
  // Shaped like a real one: an 87-character P-256 point and a 22-character auth secret (the server does not post here).
  return {
    endpoint: `https://${host}/fcm/send/device-${n}-${Math.random().toString(36).slice(2)}`,
    expirationTime: null,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LWF1dGgtMTIzNA' },
  };
}

describe.each(DATABASES)('notification settings on %s', (kind) => {
  const server = useServer(kind);
  const call = api(server);

  interface Member extends TestMember {
    readonly session: string;
  }
  async function member(): Promise<Member> {
    const created = await createMember(server);
    return { ...created, session: await sessionOf(server, created) };
  }

  async function settingsOf(of: Member): Promise<NotificationSettings> {
    return notificationSettingsResponseSchema.parse(okJson(await call.get('/api/notifications.php', { session: of.session }))).notifications;
  }
  async function disabledInUser(of: Member) {
    return userResponseSchema.parse(okJson(await call.get('/api/user.php', { session: of.session }))).user.notifications_disabled;
  }
  const put = (of: Member, body: unknown) => call.put('/api/notifications.php', body, { session: of.session });
  const subscribe = (of: Member, body: unknown) => call.post('/api/user.php?push=1', body, { session: of.session });
  async function subscriptionRows(userId: number) {
    return notificationsDb(server.app.db).selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
  }

  describe('preferences', () => {
    it('starts with every type reaching the member, push for messages and likes, nothing disabled', async () => {
      const ann = await member();
      const settings = await settingsOf(ann);
      expect(Object.keys(settings.preferences).sort()).toEqual([...NOTIFICATION_TYPES].sort());
      for (const type of NOTIFICATION_TYPES) expect(settings.preferences[type].email).toBe(true);
      expect(settings.preferences.new_messages.push).toBe(true);
      expect(settings.preferences.like.push).toBe(true);
      expect(settings.preferences.promotions.push).toBe(false);
      expect(settings).toMatchObject({ all_disabled: false, notifications_disabled: [], email_blocked: null, push_devices: 0 });
      expect(await disabledInUser(ann)).toEqual([]);
    });

    it('changes only the switches given, keeps them, and lists fully disabled types in the user answer', async () => {
      const ann = await member();
      const changed = notificationSettingsResponseSchema.parse(okJson(await put(ann, { preferences: { like: { email: false, push: false }, news: { email: false } } }))).notifications;
      expect(changed.preferences.like).toEqual({ email: false, push: false });
      // news had push off by default: now it reaches the member by neither channel.
      expect(changed.preferences.news).toEqual({ email: false, push: false });
      expect(changed.preferences.new_messages).toEqual({ email: true, push: true });
      expect(changed.notifications_disabled.sort()).toEqual(['like', 'news']);
      expect(await settingsOf(ann)).toEqual(changed);
      expect((await disabledInUser(ann)).sort()).toEqual(['like', 'news']);

      okJson(await put(ann, { preferences: { like: { push: true } } }));
      expect((await settingsOf(ann)).preferences.like).toEqual({ email: false, push: true });
      expect(await disabledInUser(ann)).toEqual(['news']);
    });

    it('pauses everything with the master switch and restores the switches after', async () => {
      const ann = await member();
      okJson(await put(ann, { preferences: { promotions: { email: false } } }));
      const paused = notificationSettingsResponseSchema.parse(okJson(await put(ann, { all_disabled: true }))).notifications;
      expect(paused.all_disabled).toBe(true);
      expect(paused.notifications_disabled.sort()).toEqual([...NOTIFICATION_TYPES].sort());
      expect((await disabledInUser(ann)).length).toBe(NOTIFICATION_TYPES.length);
      const resumed = notificationSettingsResponseSchema.parse(okJson(await put(ann, { all_disabled: false }))).notifications;
      expect(resumed.notifications_disabled).toEqual(['promotions']);
      expect(resumed.preferences.new_messages).toEqual({ email: true, push: true });
    });

    it('refuses bad input with field errors and changes nothing', async () => {
      const ann = await member();
      const before = await settingsOf(ann);
      const cases: [unknown, string][] = [
        [{ preferences: { likes: { email: false } } }, 'preferences.likes'],
        [{ preferences: { like: { email: 'no' } } }, 'preferences.like.email'],
        [{ preferences: { like: { sms: true } } }, 'preferences.like.sms'],
        [{ all_disabled: 1 }, 'all_disabled'],
        [{ resume_email: false }, 'resume_email'],
        [{ surprise: true }, 'surprise'],
      ];
      for (const [body, field] of cases) {
        const response = await put(ann, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const error = errorOf(response);
        expect(error.error).toBe('validation_failed');
        expect(Object.keys(error.fields ?? {})).toContain(field);
      }
      // A `__proto__` key is refused (prototype poisoning), never merged.
      const poisoned = await server.app.inject({
        method: 'PUT',
        url: '/api/notifications.php',
        headers: { ...spaHeaders(), cookie: `auth.session=${ann.session}`, 'content-type': 'application/json' },
        payload: '{"preferences":{"__proto__":{"email":false}}}',
      });
      expect(poisoned.statusCode).toBe(400);
      expect(await settingsOf(ann)).toEqual(before);
    });

    it('needs a session and a same-origin call', async () => {
      expect(errorOf(await call.get('/api/notifications.php')).error).toBe('authentication_required');
      expect(errorOf(await call.put('/api/notifications.php', { all_disabled: true })).error).toBe('authentication_required');
      const ann = await member();
      const crossSite = await server.app.inject({
        method: 'PUT',
        url: '/api/notifications.php',
        headers: { host: 'localhost:3000', origin: 'https://evil.example', 'x-client-type': 'web', cookie: `auth.session=${ann.session}` },
        payload: { all_disabled: true },
      });
      expect(crossSite.statusCode).toBe(403);
      expect((await settingsOf(ann)).all_disabled).toBe(false);
    });
  });

  describe('push subscriptions (POST /api/user.php?push=1)', () => {
    it('answers the VAPID public key in the settings, the same on every call', async () => {
      const first = settingsResponseSchema.parse(okJson(await call.get('/api/settings.php'))).settings.push_public_key;
      expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
      const again = settingsResponseSchema.parse(okJson(await call.get('/api/settings.php'))).settings.push_public_key;
      expect(again).toBe(first);
      expect(first).toBe(server.app.secrets.vapid.publicKey);
    });

    it('saves several browsers per account and replaces one saved again', async () => {
      const ann = await member();
      const phone = browserSubscription(1);
      const laptop = browserSubscription(2, 'updates.push.services.mozilla.com');
      expect(pushSubscribeResponseSchema.parse(okJson(await subscribe(ann, phone))).push_devices).toBe(1);
      expect(pushSubscribeResponseSchema.parse(okJson(await subscribe(ann, laptop))).push_devices).toBe(2);
      const renewed = { ...phone, keys: { ...phone.keys, auth: 'bmV3LWF1dGgtc2VjcmV0LTk' } };
      expect(pushSubscribeResponseSchema.parse(okJson(await subscribe(ann, renewed))).push_devices).toBe(2);
      const rows = await subscriptionRows(ann.id);
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row.endpoint === phone.endpoint)?.auth).toBe('bmV3LWF1dGgtc2VjcmV0LTk');
      expect((await settingsOf(ann)).push_devices).toBe(2);
    });

    it('moves a browser to the account that saves it now (one browser, one account)', async () => {
      const [ann, bob] = [await member(), await member()];
      const shared = browserSubscription(3);
      okJson(await subscribe(ann, shared));
      okJson(await subscribe(bob, shared));
      expect(await subscriptionRows(ann.id)).toHaveLength(0);
      expect((await subscriptionRows(bob.id)).map((row) => row.endpoint)).toEqual([shared.endpoint]);
    });

    it('keeps the login on POST /api/user.php without the push query', async () => {
      const login = await call.post('/api/user.php', { email: 'nobody@example.com', password: 'not-the-password-1' });
      expect(login.statusCode).toBe(401);
      expect(errorOf(login).error).toBe('login_failed');
      // And a subscription body without ?push=1 is a malformed login, not a subscription.
      expect(errorOf(await call.post('/api/user.php', browserSubscription(4))).error).toBe('validation_failed');
    });

    it('refuses endpoints that are not an https push service (SEC-23) and malformed keys', async () => {
      const ann = await member();
      const refused = [
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://127.0.0.1/push/abc',
        'https://10.0.0.5/push/abc',
        'https://localhost:8443/push',
        'https://fcm.googleapis.com.evil.example/fcm/send/abc',
        'https://user:pass@fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com:8443/fcm/send/abc',
        'javascript:alert(1)',
      ];
      for (const endpoint of refused) {
        const response = await subscribe(ann, { ...browserSubscription(5), endpoint });
        expect(response.statusCode, endpoint).toBe(400);
        expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['endpoint']);
      }
      const badKeys = await subscribe(ann, { ...browserSubscription(6), keys: { p256dh: 'short', auth: 'x' } });
      expect(badKeys.statusCode).toBe(400);
      const extra = await subscribe(ann, { ...browserSubscription(7), extra: 1 });
      expect(extra.statusCode).toBe(400);
      const expired = await subscribe(ann, { ...browserSubscription(8), expirationTime: Date.now() - 1000 });
      expect(expired.statusCode).toBe(400);
      expect(await subscriptionRows(ann.id)).toHaveLength(0);
    });

    it('needs a session and a same-origin call', async () => {
      expect(errorOf(await call.post('/api/user.php?push=1', browserSubscription(9))).error).toBe('authentication_required');
      const ann = await member();
      const crossSite = await server.app.inject({
        method: 'POST',
        url: '/api/user.php?push=1',
        headers: { host: 'localhost:3000', origin: 'https://evil.example', cookie: `auth.session=${ann.session}` },
        payload: browserSubscription(10),
      });
      expect(crossSite.statusCode).toBe(403);
      expect(await subscriptionRows(ann.id)).toHaveLength(0);
    });

    it('keeps at most ten browsers, dropping the least recently saved', async () => {
      const ann = await member();
      const saved = [];
      for (let n = 0; n < 12; n += 1) {
        const subscription = browserSubscription(100 + n);
        saved.push(subscription.endpoint);
        okJson(await subscribe(ann, subscription));
        // Distinct save times (ISO strings sort by time).
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      const rows = await subscriptionRows(ann.id);
      expect(rows.map((row) => row.endpoint).sort()).toEqual(saved.slice(2).sort());
    });

    it('limits saves per member (SEC-23): the 31st within an hour gets 429', async () => {
      const ann = await member();
      const statuses: number[] = [];
      for (let n = 0; n < 31; n += 1) statuses.push((await subscribe(ann, browserSubscription(200 + n))).statusCode);
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it('ends pushes to a browser when its session logs out', async () => {
      const ann = await member();
      okJson(await subscribe(ann, browserSubscription(11)));
      expect(await subscriptionRows(ann.id)).toHaveLength(1);
      okJson(await call.get('/api/logout.php', { session: ann.session }));
      expect(await subscriptionRows(ann.id)).toHaveLength(0);
    });
  });

  it('erases the switches, the mail block (it names the address) and the subscriptions of a purged account', async () => {
    const ann = await member();
    okJson(await put(ann, { preferences: { like: { email: false } } }));
    okJson(await subscribe(ann, browserSubscription(12)));
    const { recordEmailBlock } = await import('../../server/notifications/service');
    await recordEmailBlock({ db: server.app.db, now: () => new Date() }, ann.id, 'fbl');
    const db = notificationsDb(server.app.db);
    const rows = async () => ({
      preferences: (await db.selectFrom('notification_preferences').select('type').where('user_id', '=', ann.id).execute()).length,
      settings: (await db.selectFrom('notification_settings').select('user_id').where('user_id', '=', ann.id).execute()).length,
      subscriptions: (await subscriptionRows(ann.id)).length,
    });
    expect(await rows()).toEqual({ preferences: NOTIFICATION_TYPES.length, settings: 1, subscriptions: 1 });
    const past = new Date(Date.now() - 1000).toISOString();
    await server.app.db.updateTable('users').set({ status: 'deleted', deleted_at: past, purge_after: past }).where('id', '=', ann.id).execute();
    expect(await purgeDeletedAccounts(server.app.db, new Date())).toContain(ann.id);
    expect(await rows()).toEqual({ preferences: 0, settings: 0, subscriptions: 0 });
  });

  describe('one-click unsubscribe (RFC 8058)', () => {
    const origin = 'http://localhost:3000';
    const tokenOf = (of: TestMember, email = of.email) => signUnsubscribeToken(server.app.secrets.unsubscribeKey, of.id, email);
    /** As a mailbox provider sends it: from its own servers, no cookie, no client-type header, form-encoded. */
    const oneClick = (token: string, host = 'localhost:3000', contentType = 'application/x-www-form-urlencoded', payload = 'List-Unsubscribe=One-Click') =>
      server.app.inject({ method: 'POST', url: `/api/unsubscribe.php?token=${encodeURIComponent(token)}`, headers: { host, 'content-type': contentType }, payload });

    it('stops notification mails without a session, and the settings explain why', async () => {
      const ann = await member();
      const response = await oneClick(tokenOf(ann));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect((await settingsOf(ann)).email_blocked).toBe('list_unsubscribe');
      // Repeating it is harmless.
      expect((await oneClick(tokenOf(ann))).statusCode).toBe(200);
      // "Send me emails again".
      const resumed = notificationSettingsResponseSchema.parse(okJson(await put(ann, { resume_email: true }))).notifications;
      expect(resumed.email_blocked).toBeNull();
    });

    it('takes the multipart form RFC 8058 recommends', async () => {
      const ann = await member();
      const boundary = '----unsubscribe42';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
      const response = await oneClick(tokenOf(ann), 'localhost:3000', `multipart/form-data; boundary=${boundary}`, body);
      expect(response.statusCode, response.body).toBe(200);
      expect((await settingsOf(ann)).email_blocked).toBe('list_unsubscribe');
    });

    it('refuses forged, foreign and malformed tokens and changes nothing', async () => {
      const [ann, bob] = [await member(), await member()];
      const valid = tokenOf(ann);
      const mac = valid.slice(valid.indexOf('.') + 1);
      const forged = [
        `${bob.id}.${mac}`,
        `${ann.id}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
        signUnsubscribeToken('another-key', ann.id, ann.email),
        tokenOf(ann, 'old-address@example.com'),
      ];
      for (const token of forged) expect((await oneClick(token)).statusCode, token).toBe(404);
      expect((await oneClick('not a token at all')).statusCode).toBe(400);
      // The right token on another site's host: sites are isolated.
      expect((await oneClick(valid, 'bdsm.localhost:3000')).statusCode).toBe(404);
      // The wrong body is not a one-click unsubscribe.
      expect((await oneClick(valid, 'localhost:3000', 'application/x-www-form-urlencoded', 'List-Unsubscribe=Yes')).statusCode).toBe(400);
      expect((await settingsOf(ann)).email_blocked).toBeNull();
      expect((await settingsOf(bob)).email_blocked).toBeNull();
    });

    it('shows a page on GET that asks for the click and changes nothing, and a page after the click', async () => {
      const ann = await member();
      const url = `/api/unsubscribe.php?token=${tokenOf(ann)}`;
      const page = await server.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<form method="post"');
      expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
      expect((await settingsOf(ann)).email_blocked).toBeNull();
      const invalid = await server.app.inject({ method: 'GET', url: '/api/unsubscribe.php?token=1.abc', headers: { host: 'localhost:3000' } });
      expect(invalid.statusCode).toBe(404);
      expect(invalid.body).not.toContain('<form');
      // The page's form, submitted by a browser.
      const done = await server.app.inject({
        method: 'POST',
        url,
        headers: { host: 'localhost:3000', origin, 'sec-fetch-mode': 'navigate', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode).toBe(200);
      expect(done.headers['content-type']).toMatch(/^text\/html/);
      expect(done.body).not.toContain('<form');
      expect((await settingsOf(ann)).email_blocked).toBe('list_unsubscribe');
    });

    it('keeps a bounce block until the address changes (resume is refused), and a new address starts clean', async () => {
      const ann = await member();
      const { recordEmailBlock } = await import('../../server/notifications/service');
      const deps = { db: server.app.db, now: () => new Date() };
      expect(await recordEmailBlock(deps, ann.id, 'bounce')).toBe(true);
      expect((await settingsOf(ann)).email_blocked).toBe('bounce');
      const resume = await put(ann, { resume_email: true });
      expect(resume.statusCode).toBe(400);
      expect((await settingsOf(ann)).email_blocked).toBe('bounce');
      // A later spam mark on the same address does not hide the bounce.
      await recordEmailBlock(deps, ann.id, 'fbl');
      expect((await settingsOf(ann)).email_blocked).toBe('bounce');
      await server.app.db.updateTable('users').set({ email: 'new.address@example.com', email_normalized: 'new.address@example.com' }).where('id', '=', ann.id).execute();
      expect((await settingsOf(ann)).email_blocked).toBeNull();
      // The old address's unsubscribe link no longer works; the new one's does.
      expect((await oneClick(tokenOf(ann))).statusCode).toBe(404);
      expect((await oneClick(tokenOf(ann, 'new.address@example.com'))).statusCode).toBe(200);
    });
  });
});
