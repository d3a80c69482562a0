import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_PATHS } from '../../contract/accounts';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { staffTotpEnrolResponseSchema } from '../../contract/staff';
import { signUnsubscribeToken } from '../../server/notifications/rules';
import { client, PASSWORD, NEW_PASSWORD, sessionCookie, uniqueEmail, userOf } from './accounts-support';
import { eventFor, firstPackageId, idem, paymentOf, sandboxPress, sendWebhook, setBalance, setCountry, startCheckout } from './credits-support';
import { DATABASES, useServer, type DbKind, type ServerHandle, type TestDatabase } from './harness';
import { createMember } from './members-support';
import { nextFuzzIp } from './security-support/fuzz';
import { createStaff, staffCookieOf, staffHeaders, totpCode } from './staff-support';

/**
 * SEC-25: no secret, token or password hash in any log line or API answer. A member's and a staff member's whole life
 * runs with the log captured at trace level (so every debug and info line is in it): signup, activation, a failed and a
 * good login, a password change, a password reset, a mail-address change, a purchase through the sandbox (its signed
 * webhook), a forged webhook, a chat message, a push subscription, logout; a staff sign-in, TOTP enrolment and a
 * sign-in with the code. Mail goes out through SMTP with a password, the PostgreSQL URL carries a password, and the
 * Redis URL too when TEST_REDIS_URL is set. Then every log line and every answer is searched for the session tokens
 * issued, the passwords typed, argon2 hashes, the mailed tokens, the TOTP secret and the server's keys and credentials.
 */

const LOG_LINES: string[] = [];
const logStream = { write: (line: string) => void LOG_LINES.push(line) };

const SMTP_USER = 'leak-mailer';
const SMTP_PASSWORD = 'smtp-pa55word-never-logged';
const DB_PASSWORD = 'db-pa55word-never-logged';
const REDIS_PASSWORD = 'redis-pa55word-never-logged';

interface Answer {
  readonly label: string;
  readonly response: LightMyRequestResponse;
  /** Labels of needles this answer carries by design (the TOTP enrolment answer shows its new secret once). */
  readonly allowed: readonly string[];
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

/** An in-process SMTP server that requires AUTH and keeps each message's recipients and decoded text. */
function useSmtpSink() {
  const received: { to: readonly string[]; text: string }[] = [];
  let smtp: SMTPServer | undefined;
  let port = 0;
  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          // Quoted-printable soft breaks and escapes undone: enough to find the links.
          const text = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          received.push({ to: session.envelope.rcptTo.map((address) => address.address), text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp?.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });
  return {
    url: () => `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    /** The token of the newest mailed link to `path` for `to` (mail leaves in the background: waits for it). */
    async token(to: string, path: string): Promise<string> {
      const pattern = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`);
      let found = '';
      await expect
        .poll(() => {
          const mail = [...received].reverse().find((message) => message.to.includes(to) && pattern.test(message.text));
          found = mail ? (pattern.exec(mail.text)?.[1] ?? '') : '';
          return found;
        }, { timeout: 20_000 })
        .not.toBe('');
      return found;
    },
  };
}

/** The database URL with a password in it: PostgreSQL here trusts local connections, so any password connects. */
function withPassword(database: TestDatabase): string {
  if (database.kind === 'sqlite') return database.url;
  const url = new URL(database.url);
  url.password = DB_PASSWORD;
  return url.toString();
}

/** Harness `useServer` with credentials in every URL of the configuration. */
function useLeakServer(kind: DbKind): { server: ServerHandle; sink: ReturnType<typeof useSmtpSink> } {
  const sink = useSmtpSink();
  const server = useServer(
    kind,
    (database) => {
      const redis = process.env.TEST_REDIS_URL ? new URL(process.env.TEST_REDIS_URL) : null;
      if (redis) {
        // Redis here has no password: its default user takes any (ACL nopass), so the URL can carry one.
        redis.username = 'default';
        redis.password = REDIS_PASSWORD;
      }
      return { DATABASE_URL: withPassword(database), LOG_LEVEL: 'trace', SMTP_URL: sink.url(), ...(redis ? { REDIS_URL: redis.toString() } : {}) };
    },
    { logStream },
  );
  return { server, sink };
}

describe.each(DATABASES)('secrets stay out of logs and answers on %s', (kind) => {
  const { server, sink } = useLeakServer(kind);

  it('never logs or answers a session token, password, argon2 hash, mailed token, TOTP secret or configured credential', async () => {
    LOG_LINES.length = 0;
    const api = client(server);
    const answers: Answer[] = [];
    const record = (label: string, response: LightMyRequestResponse, expected = 200, allowed: readonly string[] = []) => {
      expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(expected);
      answers.push({ label, response, allowed });
      return response;
    };
    const tokens: [string, string][] = [];
    /** The browser opens a mailed link: the page request carries the token in its query string. */
    const openLink = async (label: string, path: string, token: string, allowed: readonly string[] = []) =>
      record(
        label,
        await server.app.inject({ url: `${path}?token=${encodeURIComponent(token)}`, headers: { host: 'localhost:3000', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' }, remoteAddress: nextFuzzIp() }),
        200,
        allowed,
      );
    const THIRD_PASSWORD = 'silver-orchard-compass-58';
    const WRONG_PASSWORD = 'wrong-but-secret-guess-17';
    const passwords = [PASSWORD, NEW_PASSWORD, THIRD_PASSWORD, WRONG_PASSWORD];
    const email = uniqueEmail('leak');
    const newEmail = uniqueEmail('leak-new');

    // Signup and activation (the activation link comes by SMTP).
    const signup = record('signup', await api.post('/api/signup.php', { email, name: 'Leak Test', password: PASSWORD, date_of_birth: '1990-05-17' }));
    const user = userOf(signup);
    let session = sessionCookie(signup)?.value ?? '';
    tokens.push(['the signup session', session]);
    const activationToken = await sink.token(email, ACCOUNT_LINK_PATHS.activation);
    tokens.push(['the activation token', activationToken]);
    await openLink('activation link', ACCOUNT_LINK_PATHS.activation, activationToken);
    record('activate', await api.post('/api/activate.php', { token: activationToken }, { session }));
    record('complete signup', await api.post('/api/complete-signup.php', { gender: 'man', seeking: 'woman', country: 'NL', region: null }, { session }));

    // A failed and a good login.
    record('failed login', await api.post('/api/user.php', { email, password: WRONG_PASSWORD }), 401);
    const login = record('login', await api.post('/api/user.php', { email, password: PASSWORD }));
    session = sessionCookie(login)?.value ?? '';
    tokens.push(['the login session', session]);

    // A password change: a wrong current password, then the right one.
    record('password change (wrong)', await api.post('/api/password.php', { current_password: WRONG_PASSWORD, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD }, { session }), 403);
    const changed = record('password change', await api.post('/api/password.php', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD }, { session }));
    session = sessionCookie(changed)?.value ?? session;
    tokens.push(['the session after the password change', session]);

    // Password reset by mail.
    record('reset request', await api.post('/api/password-reset.php', { email }));
    const resetToken = await sink.token(email, ACCOUNT_LINK_PATHS.reset);
    tokens.push(['the reset token', resetToken]);
    await openLink('reset link', ACCOUNT_LINK_PATHS.reset, resetToken);
    record('reset', await api.post('/api/password-reset-do.php', { token: resetToken, password: THIRD_PASSWORD, password_confirm: THIRD_PASSWORD }));
    const relogin = record('login after reset', await api.post('/api/user.php', { email, password: THIRD_PASSWORD }));
    session = sessionCookie(relogin)?.value ?? '';
    tokens.push(['the session after the reset', session]);
    expect(session).toBeTruthy();

    // A mail-address change, confirmed from the new address.
    record('mail change', await api.post('/api/mail-change.php', { password: THIRD_PASSWORD, new_email: newEmail }, { session }));
    const mailToken = await sink.token(newEmail, ACCOUNT_LINK_PATHS.mailChange);
    tokens.push(['the mail-change token', mailToken]);
    await openLink('mail change link', ACCOUNT_LINK_PATHS.mailChange, mailToken);
    record('mail change confirm', await api.post('/api/mail-change-do.php', { token: mailToken }));

    // A purchase through the sandbox: checkout, the hosted page's pay button (which sends the signed webhook), a
    // replayed event and a forged one.
    await setCountry(server, user.id, 'NL');
    const packageId = await firstPackageId(api, session);
    const checkout = await startCheckout(api, session, { package_id: packageId, method: 'card' });
    record('sandbox pay', await sandboxPress(server, checkout.payment_id, 'pay'), 303);
    const payment = await paymentOf(api, session, checkout.payment_id);
    record('payment', await api.get(`/api/payment.php?id=${checkout.payment_id}`, { session }));
    record('webhook replay', await sendWebhook(server, eventFor(server, payment, 'payment.completed')));
    const forged = await sendWebhook(server, eventFor(server, payment, 'payment.completed'), { secret: 'not-the-webhook-key-at-all' });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    answers.push({ label: 'forged webhook', response: forged, allowed: [] });
    record('transactions', await api.get('/api/transactions.php', { session }));

    // A chat message to another member.
    await setBalance(server, user.id, 200);
    const other = await createMember(server, { name: 'Leak Partner', gender: 'woman', seeking: 'man' });
    record('message', await api.post('/api/message.php', { kind: 'text', member_id: other.id, text: 'Hello there', idempotency_key: idem('msg') }, { session }));

    // A push subscription.
    const subscription = browserSubscription();
    tokens.push(['the push auth secret', subscription.keys.auth]);
    record('push subscribe', await api.post('/api/user.php?push=1', subscription, { session, ip: nextFuzzIp() }));

    // The one-click unsubscribe link of a notification mail: opened in a browser, then pressed.
    const unsubscribeToken = signUnsubscribeToken(server.app.secrets.unsubscribeKey, user.id, newEmail);
    tokens.push(['the unsubscribe token', unsubscribeToken]);
    // The page's own form posts back to its URL, so that answer carries the token it was opened with.
    await openLink('unsubscribe page', '/api/unsubscribe.php', unsubscribeToken, ['the unsubscribe token']);
    record(
      'unsubscribe',
      await server.app.inject({
        method: 'POST',
        url: `/api/unsubscribe.php?token=${encodeURIComponent(unsubscribeToken)}`,
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
        remoteAddress: nextFuzzIp(),
      }),
    );

    // Reads that answer the account, then logout.
    for (const url of ['/api/user.php', '/api/profile.php', '/api/notifications.php', '/api/settings.php']) record(url, await api.get(url, { session }));
    record('logout', await api.get('/api/logout.php', { session }));

    // Staff: an admin without an authenticator signs in, enrols TOTP, confirms, and signs in again with a code.
    const staff = await createStaff(server, { role: 'admin', totp: false });
    const staffCall = (url: string, cookie?: string, payload?: Record<string, unknown>) =>
      server.app.inject({ method: payload ? 'POST' : 'GET', url, headers: staffHeaders(cookie), remoteAddress: nextFuzzIp(), ...(payload ? { payload } : {}) });
    record('staff login (wrong)', await staffCall('/api/staff/login', undefined, { email: staff.email, password: WRONG_PASSWORD }), 401);
    const staffLogin = record('staff login', await staffCall('/api/staff/login', undefined, { email: staff.email, password: staff.password }));
    let staffCookie = staffCookieOf(staffLogin) ?? '';
    tokens.push(['the enrolment staff session', staffCookie.split('=')[1] ?? '']);
    const enrol = record('staff TOTP enrol', await staffCall('/api/staff/totp/enrol', staffCookie, {}), 200, ['the TOTP secret']);
    const totpSecret = staffTotpEnrolResponseSchema.parse(enrol.json()).secret;
    record('staff TOTP confirm', await staffCall('/api/staff/totp/confirm', staffCookie, { code: totpCode(server, totpSecret) }));
    record('staff logout', await staffCall('/api/staff/logout', staffCookie, {}));
    const staffRelogin = record('staff login with code', await staffCall('/api/staff/login', undefined, { email: staff.email, password: staff.password, code: totpCode(server, totpSecret, 1) }));
    staffCookie = staffCookieOf(staffRelogin) ?? '';
    tokens.push(['the staff session', staffCookie.split('=')[1] ?? '']);
    for (const url of ['/api/staff/me', '/api/staff/accounts', '/api/staff/audit']) record(url, await staffCall(url, staffCookie));

    // What the server holds.
    const { secrets } = server.app;
    const serverSecrets: [string, string][] = [
      ['the session key', secrets.sessionKey],
      ['the webhook key', secrets.webhookKey],
      ['the unsubscribe key', secrets.unsubscribeKey],
      ['the VAPID private key', secrets.vapid.privateKey],
      ['the SMTP password', SMTP_PASSWORD],
      ...(kind === 'postgres' ? [['the database password', DB_PASSWORD] as [string, string]] : []),
      ...(process.env.TEST_REDIS_URL ? [['the Redis password', REDIS_PASSWORD] as [string, string]] : []),
    ];
    const stored = await server.app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    const staffRow = await server.app.db.selectFrom('staff_accounts').select(['password_hash', 'totp_secret']).where('id', '=', staff.id).executeTakeFirstOrThrow();

    const needles: [string, string][] = [
      ...tokens,
      ...passwords.map((password) => ['a typed password', password] as [string, string]),
      ['the staff password', staff.password],
      ['the password hash', stored.password_hash ?? ''],
      ['the staff password hash', staffRow.password_hash],
      ['the TOTP secret', totpSecret],
      ['the sealed TOTP secret', staffRow.totp_secret ?? ''],
      ...serverSecrets,
    ];

    expect(LOG_LINES.length).toBeGreaterThan(40);
    // Every request was logged (its URL included), at info level.
    expect(LOG_LINES.filter((line) => /"msg":"incoming request"/.test(line)).length).toBeGreaterThan(answers.length);
    const log = LOG_LINES.join('\n');
    for (const [what, needle] of needles) {
      expect(needle.length, what).toBeGreaterThan(7);
      expect(log.includes(needle), `${what} in the log`).toBe(false);
    }
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toMatch(new RegExp(`${AUTH_COOKIE_NAME}=|staff\\.session=`));

    for (const { label, response, allowed } of answers) {
      const headers = Object.entries(response.headers)
        .filter(([name]) => name !== 'set-cookie')
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join('\n');
      for (const [what, needle] of needles) {
        if (allowed.includes(what)) continue;
        expect(response.body.includes(needle), `${what} in the ${label} answer`).toBe(false);
        expect(headers.includes(needle), `${what} in the ${label} headers`).toBe(false);
      }
      expect(response.body, label).not.toContain('$argon2id$');
      expect(response.body, label).not.toMatch(/password_hash|totp_secret|token_hash/);
    }
  });
});
