import { describe, expect, it } from 'vitest';
import { DATABASES, useServer } from './harness';
import { client, DAY_MS, errorOf, HOUR_MS, latestMail, mailsTo, MINUTE_MS, signUp, TestClock, tokenOf, userOf } from './accounts-support';

describe.each(DATABASES)('activation on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  const activate = (token: string, host?: string) => api.post('/api/activate.php', { token }, host ? { host } : {});

  describe('POST /api/activate.php', () => {
    it('confirms the account and activates its profile, once', async () => {
      const member = await signUp(api);
      expect(member.user).toMatchObject({ status: 'not_confirmed', profile: { status: 'disabled' } });
      const token = tokenOf(await latestMail(server, member.email, 'activation'));
      const user = userOf(await activate(token));
      expect(user).toMatchObject({ id: member.user.id, status: 'confirmed', profile: { status: 'active' } });
      expect(userOf(await api.get('/api/user.php', { session: member.session })).status).toBe('confirmed');

      const again = await activate(token);
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).error).toBe('activation_failed');
    });

    it('answers "Activeren mislukt." in Dutch for a bad link', async () => {
      const response = await api.post('/api/activate.php', { token: 'nonsense' }, { headers: { cookie: 'i18n_redirected=nl' } });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ error: 'activation_failed', status: 400, message: 'Activeren mislukt.' });
    });

    it('expires after 7 days', async () => {
      const member = await signUp(api);
      const token = tokenOf(await latestMail(server, member.email, 'activation'));
      clock.advance(7 * DAY_MS + MINUTE_MS);
      expect(errorOf(await activate(token)).error).toBe('activation_failed');
    });

    it('works only on the site the account belongs to', async () => {
      const member = await signUp(api);
      const token = tokenOf(await latestMail(server, member.email, 'activation'));
      expect(errorOf(await activate(token, 'she.localhost')).error).toBe('activation_failed');
      expect(userOf(await activate(token)).status).toBe('confirmed');
    });
  });

  describe('POST /api/activation.php (send again)', () => {
    it('mails a new working link', async () => {
      const member = await signUp(api);
      const first = tokenOf(await latestMail(server, member.email, 'activation'));
      expect((await api.post('/api/activation.php', {}, { session: member.session })).json()).toEqual({ ok: true });
      const second = tokenOf(await latestMail(server, member.email, 'activation'));
      expect(second).not.toBe(first);
      expect(userOf(await activate(second)).status).toBe('confirmed');
      // Using one link retires the other.
      expect(errorOf(await activate(first)).error).toBe('activation_failed');
    });

    it('allows 3 an hour and 10 a day, then 429 rate_limited', async () => {
      const member = await signUp(api);
      const resend = () => api.post('/api/activation.php', {}, { session: member.session });
      for (let i = 0; i < 3; i += 1) expect((await resend()).statusCode).toBe(200);
      const fourth = await resend();
      expect(fourth.statusCode).toBe(429);
      expect(errorOf(fourth).error).toBe('rate_limited');
      expect(Number(errorOf(fourth).params?.seconds)).toBeGreaterThan(59 * 60);

      for (let hour = 0; hour < 3; hour += 1) {
        clock.advance(HOUR_MS + MINUTE_MS);
        const budget = hour < 2 ? 3 : 1;
        for (let i = 0; i < budget; i += 1) expect((await resend()).statusCode, `hour ${hour + 1} mail ${i + 1}`).toBe(200);
      }
      clock.advance(HOUR_MS + MINUTE_MS);
      const dayLimit = await resend();
      expect(dayLimit.statusCode).toBe(429);
      expect(Number(errorOf(dayLimit).params?.seconds)).toBeGreaterThan(HOUR_MS / 1000);
      // The signup mail plus 10 resends.
      expect(await mailsTo(server, member.email, 'activation')).toHaveLength(11);
    });

    it('sends nothing to a confirmed account, and needs a session', async () => {
      const member = await signUp(api);
      await activate(tokenOf(await latestMail(server, member.email, 'activation')));
      expect((await api.post('/api/activation.php', {}, { session: member.session })).statusCode).toBe(200);
      expect(await mailsTo(server, member.email, 'activation')).toHaveLength(1);
      expect(errorOf(await api.post('/api/activation.php')).error).toBe('authentication_required');
    });
  });
});
