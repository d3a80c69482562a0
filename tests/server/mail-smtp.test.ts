import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TableJobQueue } from '../../server/jobs/queue';
import { withJobs } from '../../server/jobs/tables';
import { escapeHtml } from '../../server/mail/html';
import { withOutbox } from '../../server/mail/queries';
import { MailRenderer } from '../../server/mail/render';
import { MailService } from '../../server/mail/service';
import { createSmtpTransport } from '../../server/mail/transport';
import type { MailRequest } from '../../server/mail/types';
import { DATABASES, useServer } from './harness';

/** Credentials of the in-process SMTP server; the password must never reach a log line. */
const USER = 'mailer';
const PASSWORD = 'pa55-w0rd-never-logged';
const LINK = 'http://localhost:3000/activate?token=smtp_token_1&x=1';

interface Received {
  readonly user: string | undefined;
  readonly mailFrom: string;
  readonly rcptTo: readonly string[];
  readonly raw: string;
}

/** An in-process SMTP server (plain TCP, AUTH required) that keeps what it receives; `rejectRcpt` fails RCPT TO. */
function useSmtpSink(options: { rejectRcpt?: () => boolean } = {}) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  beforeAll(async () => {
    const config: SMTPServerOptions = {
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: false,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onRcptTo(_address, _session, callback) {
        if (options.rejectRcpt?.()) callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = session.envelope;
          received.push({
            user: session.user as string | undefined,
            mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
            rcptTo: envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    };
    server = new SMTPServer(config);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return {
    received,
    url: (password = PASSWORD) => `smtp://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// --- a minimal MIME reader: enough to check the headers and the two alternative parts ---

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

interface MimeEntity {
  readonly headers: Map<string, string>;
  readonly body: string;
}

function parseEntity(raw: string): MimeEntity {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodedBody(entity: MimeEntity): string {
  const encoding = entity.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.body);
  return entity.body;
}

function alternativeParts(message: MimeEntity): Map<string, string> {
  const contentType = message.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!contentType.startsWith('multipart/alternative') || !boundary) throw new Error(`not multipart/alternative: ${contentType}`);
  const parts = new Map<string, string>();
  for (const chunk of message.body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const part = parseEntity(chunk.replace(/^\r\n/, ''));
    const type = (part.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    parts.set(type, decodedBody(part));
  }
  return parts;
}

interface LogLine {
  level: string;
  obj: object;
  msg: string;
}

function captureLog() {
  const lines: LogLine[] = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, obj, msg });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe.each(DATABASES)('SMTP delivery on %s', (kind) => {
  const sink = useSmtpSink();
  const env: Record<string, string> = {};
  beforeAll(() => {
    env.SMTP_URL = sink.url();
  });
  const server = useServer(kind, env);

  async function request(to: string, language: MailRequest['language'] = 'en'): Promise<MailRequest> {
    return { to, language, site: await server.app.sites.resolve('localhost'), template: 'activation', params: { name: 'Ann', link: LINK } };
  }

  async function outboxRow(to: string) {
    return withOutbox(server.app.db).selectFrom('outbox').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();
  }

  it('delivers through SMTP_URL with its credentials: recipient, subject, a text/plain and a text/html part', async () => {
    const { app } = server;
    const site = await app.sites.resolve('localhost');
    await app.mailer.send(await request('ann@example.com'));
    await (app.mailer as MailService).flush();

    const mail = sink.received.find((entry) => entry.rcptTo.includes('ann@example.com'));
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.user).toBe(USER);
    expect(mail.rcptTo).toEqual(['ann@example.com']);
    expect(mail.mailFrom).toBe('noreply@localhost');

    const message = parseEntity(mail.raw);
    expect(message.headers.get('to')).toBe('ann@example.com');
    expect(message.headers.get('subject')).toBe(`Activate your account at ${site.settings.name}`);
    expect(message.headers.get('from')).toContain('<noreply@localhost>');
    expect(message.headers.get('from')).toContain(site.settings.mail_name);
    expect(message.headers.get('reply-to')).toBe(site.settings.support_email);
    expect(message.headers.get('auto-submitted')).toBe('auto-generated');
    expect(message.headers.get('content-language')).toBe('en');

    const parts = alternativeParts(message);
    expect([...parts.keys()].sort()).toEqual(['text/html', 'text/plain']);
    expect(parts.get('text/plain')).toContain('Hi Ann,');
    expect(parts.get('text/plain')).toContain(LINK);
    expect(parts.get('text/html')).toContain(`href="${escapeHtml(LINK)}"`);
    expect(parts.get('text/html')).toContain('<html lang="en"');
  });

  it('sends in the member language, subject encoded and decoded intact', async () => {
    const { app } = server;
    await app.mailer.send(await request('ulla@example.com', 'de'));
    await (app.mailer as MailService).flush();
    const mail = sink.received.find((entry) => entry.rcptTo.includes('ulla@example.com'));
    if (!mail) throw new Error('not delivered');
    const message = parseEntity(mail.raw);
    expect(message.headers.get('content-language')).toBe('de');
    expect(message.headers.get('subject')).toMatch(/^Aktiviere dein Konto bei /);
    expect(alternativeParts(message).get('text/plain')).toContain('Bestätige deine E-Mail-Adresse');
  });

  it('records the delivered mail as sent and removes its single-use link from the database', async () => {
    const row = await outboxRow('ann@example.com');
    expect(row).toMatchObject({ delivery: 'sent', attempts: 1 });
    expect(row.sent_at).not.toBeNull();
    for (const stored of [row.text, row.html, row.params]) expect(stored).not.toContain('smtp_token_1');
    expect(row.text).toContain('[link removed after delivery]');
  });
});

describe.each(DATABASES)('SMTP failures on %s', (kind) => {
  let rejectNext = 0;
  const sink = useSmtpSink({ rejectRcpt: () => rejectNext-- > 0 });
  const server = useServer(kind);

  async function request(to: string): Promise<MailRequest> {
    return { to, language: 'en', site: await server.app.sites.resolve('localhost'), template: 'activation', params: { name: 'Ann', link: LINK } };
  }

  /** A job queue of its own on the suite's database (the server's own worker is not started in tests). */
  function queue(now?: () => Date): TableJobQueue {
    const quiet = () => undefined;
    return new TableJobQueue({ db: server.app.db, dialect: server.app.dbDialect, log: { info: quiet, warn: quiet, error: quiet }, pollMs: 10, ...(now ? { now } : {}) });
  }

  function service(url: string, retryDelaysMs: readonly number[], log = captureLog().log, jobs = queue()) {
    const mailer = new MailService({ db: server.app.db, renderer: MailRenderer.load(), transport: createSmtpTransport(new URL(url)), from: 'noreply@{domain}', log, retryDelaysMs, queue: jobs });
    return { mailer, jobs };
  }

  async function jobOf(outboxId: number) {
    return withJobs(server.app.db).selectFrom('jobs').selectAll().where('name', '=', 'mail.deliver').where('payload', '=', JSON.stringify({ outboxId })).executeTakeFirstOrThrow();
  }

  async function outboxRow(to: string) {
    return withOutbox(server.app.db).selectFrom('outbox').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();
  }

  it('retries a temporary refusal with backoff and then delivers once', async () => {
    rejectNext = 1;
    const { lines, log } = captureLog();
    const { mailer, jobs } = service(sink.url(), [20, 40], log);
    jobs.start();
    await mailer.send(await request('retry@example.com'));
    await vi.waitFor(async () => expect(await outboxRow('retry@example.com')).toMatchObject({ delivery: 'sent', attempts: 2 }), { timeout: 15_000 });
    await jobs.stop();
    await mailer.close();
    expect(sink.received.filter((entry) => entry.rcptTo.includes('retry@example.com'))).toHaveLength(1);
    expect(await jobOf((await outboxRow('retry@example.com')).id)).toMatchObject({ state: 'completed', attempts: 2 });
    expect(lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual(['mail delivery failed; will retry']);
  });

  it('never throws out of send when the SMTP server is unreachable, gives up after the retries, logs no secret', async () => {
    const { lines, log } = captureLog();
    const { mailer, jobs } = service(`smtp://${USER}:${PASSWORD}@127.0.0.1:${await closedPort()}`, [10, 20], log);
    jobs.start();
    await expect(mailer.send(await request('down@example.com'))).resolves.toBeUndefined();
    await vi.waitFor(async () => expect(await outboxRow('down@example.com')).toMatchObject({ delivery: 'failed', attempts: 3 }), { timeout: 15_000 });
    await jobs.stop();
    await mailer.close();
    // The job is kept, dead, for inspection: what failed, never to whom.
    const job = await jobOf((await outboxRow('down@example.com')).id);
    expect(job).toMatchObject({ state: 'dead', attempts: 3, max_attempts: 3 });
    expect(job.last_error).toContain('ESOCKET');
    expect(job.last_error).not.toContain('down@example.com');
    expect(lines.map((line) => `${line.level}: ${line.msg}`)).toEqual([
      'info: mail queued',
      'warn: mail delivery failed; will retry',
      'warn: mail delivery failed; will retry',
      'error: mail delivery failed; giving up',
    ]);
    expect(lines[3]?.obj).toMatchObject({ attempt: 3, err: { code: 'ESOCKET' } });
    expect(JSON.stringify(lines)).not.toContain(PASSWORD);
    expect(JSON.stringify(lines)).not.toContain('down@example.com');
  });

  it('logs a refused login without the password', async () => {
    const { lines, log } = captureLog();
    const { mailer } = service(sink.url('wrong-password-not-logged'), [], log);
    await mailer.send(await request('badauth@example.com'));
    await mailer.flush();
    await mailer.close();
    expect(await outboxRow('badauth@example.com')).toMatchObject({ delivery: 'failed', attempts: 1 });
    expect(lines.at(-1)?.obj).toMatchObject({ err: { code: 'EAUTH', responseCode: 535 } });
    expect(JSON.stringify(lines)).not.toContain('wrong-password-not-logged');
  });

  it('keeps an undelivered mail queued across a shutdown and delivers it after the next start', async () => {
    const offline = service(`smtp://127.0.0.1:${await closedPort()}`, [60_000]);
    await offline.mailer.send(await request('later@example.com'));
    // The first attempt fails; its job waits a minute for the next one, and the instance stops meanwhile.
    await offline.mailer.flush();
    await offline.jobs.stop();
    await offline.mailer.close();
    const row = await outboxRow('later@example.com');
    expect(row).toMatchObject({ delivery: 'pending', attempts: 1 });
    expect(await jobOf(row.id)).toMatchObject({ state: 'queued', attempts: 1 });

    // The next start (a minute later): its worker finds the job due.
    const next = service(sink.url(), [], captureLog().log, queue(() => new Date(Date.now() + 61_000)));
    expect(await next.jobs.runDue()).toBeGreaterThanOrEqual(1);
    await next.mailer.close();
    expect(await outboxRow('later@example.com')).toMatchObject({ delivery: 'sent', attempts: 2 });
    expect(sink.received.filter((entry) => entry.rcptTo.includes('later@example.com'))).toHaveLength(1);
  });
});
