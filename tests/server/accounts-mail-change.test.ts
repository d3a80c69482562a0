import { describe, expect, it } from 'vitest';
import { DATABASES, useServer } from './harness';
import { client, errorOf, HOUR_MS, latestMail, linkOf, logIn, mailsTo, signUp, TestClock, tokenOf, uniqueEmail, userOf } from './accounts-support';

describe.each(DATABASES)('mail change on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  const requestChange = (session: string, password: string, newEmail: string, headers: Record<string, string> = {}) =>
    api.post('/api/mail-change.php', { password, new_email: newEmail }, { session, headers });

  it('mails a 24-hour confirmation link to the new address and tells the old one (SEC-10)', async () => {
    const member = await signUp(api);
    const newEmail = uniqueEmail('new');
    const response = await requestChange(member.session, member.password, newEmail);
    expect(response.json()).toEqual({ ok: true });

    const confirm = await latestMail(server, newEmail, 'mail_change_confirm');
    expect(linkOf(confirm).pathname).toBe('/mail-change/do');
    const notice = await latestMail(server, member.email, 'mail_change_notice');
    expect(notice.params.name).toBe(member.name);
    expect(String(notice.params.new_email_masked)).toMatch(/^n•••@example\.com$/);
    expect(notice.text).not.toContain(newEmail);

    // Nothing changed yet.
    expect(userOf(await api.get('/api/user.php', { session: member.session })).email).toBe(member.email);

    const done = await api.post('/api/mail-change-do.php', { token: tokenOf(confirm) });
    const user = userOf(done);
    expect(user.email).toBe(newEmail);
    expect(user.status).toBe('confirmed');
    expect((await logIn(api, newEmail, member.password)).statusCode).toBe(200);
    expect((await logIn(api, member.email, member.password)).statusCode).toBe(401);
    expect(errorOf(await api.post('/api/mail-change-do.php', { token: tokenOf(confirm) })).error).toBe('mail_change_failed');
  });

  it('needs the current password: 403 reauth_failed, nothing mailed', async () => {
    const member = await signUp(api);
    const newEmail = uniqueEmail('new');
    const response = await requestChange(member.session, 'not my password', newEmail);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({ error: 'reauth_failed', fields: { password: { code: 'password_incorrect' } } });
    expect(await mailsTo(server, newEmail)).toHaveLength(0);
  });

  it('"Nieuw e-mailadres invalide" and "Dit e-mailadres heeft al een account op deze site" as field errors', async () => {
    const member = await signUp(api);
    const other = await signUp(api);
    const invalid = await requestChange(member.session, member.password, 'not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).fields).toEqual({ new_email: { code: 'new_email_invalid' } });
    const taken = await requestChange(member.session, member.password, other.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ error: 'email_taken', fields: { new_email: { code: 'email_taken' } } });
    expect(errorOf(await requestChange(member.session, member.password, member.email)).error).toBe('email_taken');
  });

  it('refuses the link when the address was taken in the meantime, and after 24 hours', async () => {
    const member = await signUp(api);
    const newEmail = uniqueEmail('contested');
    await requestChange(member.session, member.password, newEmail);
    const token = tokenOf(await latestMail(server, newEmail, 'mail_change_confirm'));
    await signUp(api, { email: newEmail });
    const taken = await api.post('/api/mail-change-do.php', { token });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).error).toBe('email_taken');

    const later = uniqueEmail('later');
    await requestChange(member.session, member.password, later);
    const lateToken = tokenOf(await latestMail(server, later, 'mail_change_confirm'));
    clock.advance(24 * HOUR_MS + 1000);
    expect(errorOf(await api.post('/api/mail-change-do.php', { token: lateToken })).error).toBe('mail_change_failed');
  });

  it('is limited per account', async () => {
    const member = await signUp(api);
    for (let i = 0; i < 5; i += 1) expect((await requestChange(member.session, member.password, uniqueEmail('many'))).statusCode).toBe(200);
    const sixth = await requestChange(member.session, member.password, uniqueEmail('many'));
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).error).toBe('rate_limited');
  });

  it('needs a session', async () => {
    expect(errorOf(await api.post('/api/mail-change.php', { password: 'x', new_email: uniqueEmail() })).error).toBe('authentication_required');
  });
});
