import { createECDH, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { client, latestMail, PASSWORD, NEW_PASSWORD, sessionCookie, tokenOf, uniqueEmail, userOf } from './accounts-support';
import { firstPackageId, idem, sandboxPress, setBalance, setCountry, startCheckout } from './credits-support';
import { DATABASES, useServer } from './harness';
import { createMember } from './members-support';
import { nextFuzzIp } from './security-support/fuzz';

/**
 * SEC-25: no secret, token or password hash in any log line or API answer. A member's whole life runs with the log
 * captured at trace level: signup, activation, a failed and a good login, a password reset, a purchase through the
 * sandbox (signed webhook), a chat message and a push subscription. Then every log line and every answer body is
 * searched for the session tokens issued, the passwords typed, argon2 hashes, the mailed tokens, and the server's
 * secrets (session, webhook, unsubscribe and VAPID private keys, TOTP secrets of staff accounts when there are any).
 */

const LOG_LINES: string[] = [];
const logStream = { write: (line: string) => void LOG_LINES.push(line) };

interface Answer {
  readonly label: string;
  readonly response: LightMyRequestResponse;
}

/** A push subscription as a browser makes one: a real P-256 public key and a 16-byte auth secret. */
function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe.each(DATABASES)('secrets stay out of logs and answers on %s', (kind) => {
  const server = useServer(kind, { LOG_LEVEL: 'trace' }, { logStream });

  it('never logs or answers a session token, password, argon2 hash, mailed token or server secret', async () => {
    const api = client(server);
    const answers: Answer[] = [];
    const record = (label: string, response: LightMyRequestResponse) => {
      answers.push({ label, response });
      return response;
    };
    const tokens: string[] = [];
    const passwords = [PASSWORD, NEW_PASSWORD, 'wrong-but-secret-guess-17'];
    const email = uniqueEmail('leak');

    // Signup and activation.
    const signup = record('signup', await api.post('/api/signup.php', { email, name: 'Leak Test', password: PASSWORD, date_of_birth: '1990-05-17' }));
    const user = userOf(signup);
    let session = sessionCookie(signup)?.value ?? '';
    tokens.push(session);
    const activationToken = tokenOf(await latestMail(server, email, 'activation'));
    tokens.push(activationToken);
    record('activate', await api.post('/api/activate.php', { token: activationToken }, { session }));
    record('complete signup', await api.post('/api/complete-signup.php', { gender: 'man', seeking: 'woman', country: 'NL', region: null }, { session }));

    // A failed and a good login.
    record('failed login', await api.post('/api/user.php', { email, password: passwords[2] }));
    const login = record('login', await api.post('/api/user.php', { email, password: PASSWORD }));
    session = sessionCookie(login)?.value ?? '';
    tokens.push(session);

    // Password reset.
    record('reset request', await api.post('/api/password-reset.php', { email }));
    const resetToken = tokenOf(await latestMail(server, email, 'reset_password'));
    tokens.push(resetToken);
    record('reset', await api.post('/api/password-reset-do.php', { token: resetToken, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD }));
    const relogin = record('login after reset', await api.post('/api/user.php', { email, password: NEW_PASSWORD }));
    session = sessionCookie(relogin)?.value ?? '';
    tokens.push(session);
    expect(session).toBeTruthy();

    // A purchase through the sandbox: checkout, the hosted page's pay button, the signed webhook.
    await setCountry(server, user.id, 'NL');
    const packageId = await firstPackageId(api, session);
    const checkout = await startCheckout(api, session, { package_id: packageId, method: 'card' });
    const paid = record('sandbox pay', await sandboxPress(server, checkout.payment_id, 'pay'));
    expect(paid.statusCode).toBe(303);
    record('payment', await api.get(`/api/payment.php?id=${checkout.payment_id}`, { session }));
    record('transactions', await api.get('/api/transactions.php', { session }));

    // A chat message to another member.
    await setBalance(server, user.id, 200);
    const other = await createMember(server, { name: 'Leak Partner', gender: 'woman', seeking: 'man' });
    const sent = record('message', await api.post('/api/message.php', { kind: 'text', member_id: other.id, text: 'Hello there', idempotency_key: idem('msg') }, { session }));
    expect(sent.statusCode, sent.body).toBe(200);

    // A push subscription.
    const subscription = browserSubscription();
    tokens.push(subscription.keys.auth);
    const pushed = record('push subscribe', await api.post('/api/user.php?push=1', subscription, { session, ip: nextFuzzIp() }));
    expect(pushed.statusCode, pushed.body).toBeLessThan(300);

    // Reads that answer the account.
    for (const url of ['/api/user.php', '/api/profile.php', '/api/notifications.php', '/api/settings.php']) record(url, await api.get(url, { session }));

    // The secrets the server holds.
    const { secrets } = server.app;
    const serverSecrets: Record<string, string> = {
      'session key': secrets.sessionKey,
      'webhook key': secrets.webhookKey,
      'unsubscribe key': secrets.unsubscribeKey,
      'VAPID private key': secrets.vapid.privateKey,
    };
    const stored = await server.app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    const staffTotp = await server.app.db
      .selectFrom('staff_accounts' as never)
      .select('totp_secret' as never)
      .execute()
      .then((rows) => (rows as { totp_secret: string | null }[]).map((row) => row.totp_secret).filter((value): value is string => Boolean(value)))
      .catch(() => [] as string[]);

    const needles: [string, string][] = [
      ...tokens.filter(Boolean).map((token, index) => [`token #${index + 1}`, token] as [string, string]),
      ...passwords.map((password) => ['a typed password', password] as [string, string]),
      ['the password hash', stored.password_hash ?? ''],
      ...Object.entries(serverSecrets),
      ...staffTotp.map((secret) => ['a staff TOTP secret', secret] as [string, string]),
    ];

    expect(LOG_LINES.length).toBeGreaterThan(20);
    const log = LOG_LINES.join('\n');
    for (const [what, needle] of needles) {
      expect(needle.length, what).toBeGreaterThan(7);
      expect(log.includes(needle), `${what} in the log`).toBe(false);
    }
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toMatch(new RegExp(`${AUTH_COOKIE_NAME}=`));

    for (const { label, response } of answers) {
      expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(400);
      const headers = Object.entries(response.headers)
        .filter(([name]) => name !== 'set-cookie')
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join('\n');
      for (const [what, needle] of needles) {
        expect(response.body.includes(needle), `${what} in the ${label} answer`).toBe(false);
        expect(headers.includes(needle), `${what} in the ${label} headers`).toBe(false);
      }
      expect(response.body, label).not.toContain('$argon2id$');
      expect(response.body, label).not.toMatch(/password_hash|totp_secret|token_hash/);
    }
  });
});
