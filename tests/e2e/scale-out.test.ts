import { randomBytes } from 'node:crypto';
import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as httpsRequest } from 'node:https';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { MAINTENANCE_JOB } from '../../server/accounts/jobs';
import { REALTIME_PATH, realtimeServerFrameSchema, type RealtimeServerFrame } from '../../contract/realtime';
import { chatDb } from '../../server/chat/tables';
import { creditsDb } from '../../server/credits/tables';
import { TableJobQueue } from '../../server/jobs/queue';
import { withJobs } from '../../server/jobs/tables';
import { insertOutboxRow, withOutbox } from '../../server/mail/queries';
import { DEFAULT_RETRY_DELAYS_MS, MAIL_JOB } from '../../server/mail/service';
import { loadWs, type ClientSocket } from '../../server/realtime/socket';
import { spaHeaders } from '../server/harness';
import { multipartBody, sampleJpeg } from '../server/members-support';
import { type LocalS3Server, startS3Server } from '../support/s3-server';
import { type ProductionAnswer, type ProductionRequest, type ProductionSite, send, startProductionSite } from './production';
import { findNginx, type ReverseProxy, startDeployNginx, startNginx } from './proxy';

/**
 * Several instances behind a real reverse proxy (issue 16 item 4; docs/DEPLOYMENT.md): two `npm start` processes on
 * one PostgreSQL database and one Redis, behind nginx from Debian (tests/e2e/proxy.ts: a balanced port over both, and
 * a port pinned to each). Through the proxy:
 *  a. a message sent on one instance reaches a member's WebSocket held by the other;
 *  b. a photo uploaded through one instance is served by the other (MEDIA_STORE=s3 on a local s3rver; each instance
 *     has its own MEDIA_DIR, so nothing is shared but the bucket);
 *  c. a job runs once: the hourly maintenance that both instances schedule has one row for the hour, run once by one
 *     of them; 30 mail jobs both workers compete for are each delivered once to a local SMTP sink (smtp-server), by
 *     both instances together;
 *  d. killing one instance (SIGKILL) in the middle of a stream of sends and purchases loses nothing that was
 *     acknowledged and duplicates nothing, and the member's socket reconnects through the proxy to the survivor.
 * Also a rolling restart: SIGTERM to one instance under load (reads never fail, sends are stored once, its sockets
 * reconnect to the other) and a replacement on its port taken back into the rotation.
 * And the production configuration shipped in deploy/nginx.conf works as it is (tests/e2e/proxy.ts startDeployNginx):
 * TLS terminated by nginx, a Secure session cookie, the WebSocket over wss, plain http redirected.
 * Needs TEST_DATABASE_URL (PostgreSQL), TEST_REDIS_URL, nginx and openssl; `.ci/run` provides them.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
// On CI a missing nginx is a failure (.ci/run installs it), not a reason to skip.
const reason = !databaseUrl
  ? 'TEST_DATABASE_URL (PostgreSQL) is not set'
  : !redisUrl
    ? 'TEST_REDIS_URL is not set'
    : !findNginx() && !process.env.CI
      ? 'nginx is not installed (apt-get install nginx)'
      : null;

const DEMO_PASSWORD = 'flirtlane-demo-2025';

type Frame = RealtimeServerFrame;
type MessageFrame = Extract<Frame, { type: 'message' }>;
const isMessage = (frame: Frame): frame is MessageFrame => frame.type === 'message';

interface Member {
  readonly id: number;
  readonly cookie: string;
}

/** A member's socket through a proxy port, recording its frames; `upstream` is the instance nginx chose. */
interface Tab {
  readonly socket: ClientSocket;
  readonly upstream: string;
  readonly frames: Frame[];
  readonly closed: Promise<void>;
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  close(): Promise<void>;
}

const key = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;

const HOUR_MS = 60 * 60 * 1000;
/** server/accounts/jobs.ts: the maintenance runs at minute 17 of every hour. */
const MAINTENANCE_OFFSET_MS = 17 * 60 * 1000;

/**
 * A local SMTP server (smtp-server, as in tests/server/mail-smtp.test.ts; no TLS, no AUTH) where every instance's
 * SMTP_URL points: it keeps the recipients of each accepted message. `holdUntil(count)` makes it hold its answers to
 * the next messages until `count` of them wait at once, then answer them all; it resolves with how many waited.
 */
interface SmtpSink {
  readonly url: string;
  readonly received: string[];
  holdUntil(count: number): Promise<number>;
  /** Answers whatever is held (the test ends). */
  release(): void;
  close(): Promise<void>;
}

async function startSmtpSink(): Promise<SmtpSink> {
  const received: string[] = [];
  let hold: { count: number; waiting: (() => void)[]; resolve: (count: number) => void } | null = null;
  const release = () => {
    const current = hold;
    hold = null;
    if (!current) return;
    current.resolve(current.waiting.length);
    for (const answer of current.waiting) answer();
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const answer = () => {
          received.push(...session.envelope.rcptTo.map((address) => address.address));
          callback();
        };
        if (!hold) return answer();
        hold.waiting.push(answer);
        if (hold.waiting.length >= hold.count) release();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    holdUntil(count) {
      release();
      return new Promise((resolve) => (hold = { count, waiting: [], resolve }));
    },
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(reason !== null)(`two instances behind nginx${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let siteA: ProductionSite | undefined;
  let siteB: ProductionSite | undefined;
  let proxy: ReverseProxy | undefined;
  let s3: LocalS3Server | undefined;
  let smtp: SmtpSink | undefined;
  let robin: Member; // premium, with a saved card (the demo's repeat order)
  let alex: Member;
  const tabs: Tab[] = [];

  const sites = () => {
    if (!siteA || !siteB || !proxy) throw new Error('not started');
    return { a: siteA, b: siteB, proxy };
  };

  /** A request through the proxy port `port`, as the site's own page would send it (same origin, client type). */
  function via(port: number, request: ProductionRequest & { member?: Member }): Promise<ProductionAnswer> {
    const headers: Record<string, string> = { ...spaHeaders(`localhost:${port}`), ...request.headers };
    if (request.member) headers.cookie = request.member.cookie;
    return send(port, { ...request, headers });
  }

  async function logIn(port: number, email: string): Promise<Member> {
    const answer = await via(port, { method: 'POST', path: '/api/user.php', payload: { email, password: DEMO_PASSWORD } });
    expect(answer.statusCode, answer.body).toBe(200);
    const cookie = [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${AUTH_COOKIE_NAME}=`))?.split(';')[0];
    expect(cookie).toBeTruthy();
    return { id: answer.json().user.id, cookie: cookie ?? '' };
  }

  /** Opens `member`'s socket through proxy port `port`, as a tab of the site would, and waits for `ready`. */
  async function openTab(port: number, member: Member, options: { tls?: boolean } = {}): Promise<Tab> {
    const { WebSocket } = loadWs();
    const host = `localhost:${port}`;
    const socket = new WebSocket(`${options.tls ? 'wss' : 'ws'}://127.0.0.1:${port}${REALTIME_PATH}`, {
      headers: { host, origin: `${options.tls ? 'https' : 'http'}://${host}`, cookie: member.cookie },
      perMessageDeflate: false,
      // The test's self-signed certificate (ws passes TLS options on to node:https).
      ...(options.tls ? { rejectUnauthorized: false } : {}),
    } as ConstructorParameters<ReturnType<typeof loadWs>['WebSocket']>[1]);
    const frames: Frame[] = [];
    const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
    socket.on('message', (data) => {
      const frame = realtimeServerFrameSchema.parse(JSON.parse(String(data)));
      frames.push(frame);
      for (const waiter of [...waiters]) {
        if (!waiter.match(frame)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // ws's handshake events, which server/realtime/socket.ts does not type.
    const events = socket as unknown as NodeJS.EventEmitter;
    const upstream = await new Promise<string>((resolve, reject) => {
      events.once('upgrade', (response: IncomingMessage) => resolve(String(response.headers['x-upstream'] ?? '')));
      events.once('error', reject);
      events.once('unexpected-response', (request: ClientRequest, response: IncomingMessage) => {
        request.destroy();
        reject(new Error(`handshake refused: ${response.statusCode}`));
      });
    });
    const tab: Tab = {
      socket,
      // After a retry nginx lists every instance it tried ("a, b"): the last one answered.
      upstream: upstream.split(',').at(-1)?.trim() ?? '',
      frames,
      closed,
      next(match, timeoutMs = 15_000) {
        const seen = frames.find(match);
        if (seen) return Promise.resolve(seen);
        return new Promise<Frame>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames).slice(0, 2000)}`)), timeoutMs);
          waiters.push({ match, resolve: (frame) => (clearTimeout(timer), resolve(frame)) });
        });
      },
      async close() {
        if (socket.readyState !== 3) socket.close(); // 3: CLOSED
        await closed;
      },
    };
    tabs.push(tab);
    await tab.next((frame) => frame.type === 'ready');
    return tab;
  }

  /**
   * What the app does when its socket drops: open a new one through the same (balanced) proxy port, again after a
   * short back-off while the proxy or the instances refuse, until one is ready. Bounded in attempts.
   */
  async function reconnect(port: number, member: Member): Promise<Tab> {
    let lastError: unknown;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        return await openTab(port, member);
      } catch (error) {
        lastError = error;
        await new Promise((wait) => setTimeout(wait, Math.min(100 * 2 ** attempt, 1_000)));
      }
    }
    throw new Error(`the socket did not reconnect: ${String(lastError)}`);
  }

  async function sendText(port: number, from: Member, to: Member, text: string, idempotencyKey = key('send')): Promise<ProductionAnswer> {
    return via(port, { method: 'POST', path: '/api/message.php', member: from, payload: { member_id: to.id, kind: 'text', text, idempotency_key: idempotencyKey } });
  }

  const upstreamOf = (site: ProductionSite) => `127.0.0.1:${site.port}`;

  /** Robin buys the site's largest credit pack again with the card saved by the demo's purchase (sandbox provider). */
  async function repeatOrder(port: number, idempotencyKey: string): Promise<ProductionAnswer> {
    const saved = await via(port, { path: '/api/saved-methods.php', member: robin });
    expect(saved.statusCode, saved.body).toBe(200);
    const packages = await via(port, { path: '/api/packages.php', member: robin });
    expect(packages.statusCode, packages.body).toBe(200);
    const credits = (packages.json().packages as { id: number; kind: string; total_credits: number }[]).filter((entry) => entry.kind === 'credits');
    const largest = credits.reduce((best, entry) => (entry.total_credits > best.total_credits ? entry : best));
    return via(port, {
      method: 'POST',
      path: '/api/repeat-order.php',
      member: robin,
      payload: { package_id: largest.id, saved_method_id: saved.json().saved_methods[0].id, idempotency_key: idempotencyKey },
    });
  }

  /** Buys credit packs until Robin can send `messages` more texts to Alex (bounded). */
  async function topUp(messages: number): Promise<void> {
    const { proxy } = sites();
    const pricing = await via(proxy.port, { path: '/api/pricing.php', member: robin });
    expect(pricing.statusCode, pricing.body).toBe(200);
    // The minimum message cost of the member's country can raise a text's price above message_credits: a margin.
    const needed = messages * Math.max(pricing.json().message_credits, 1) * 3;
    for (let round = 0; round < 20; round += 1) {
      const user = await via(proxy.port, { path: '/api/user.php', member: robin });
      expect(user.statusCode, user.body).toBe(200);
      if (user.json().user.credits >= needed) return;
      const bought = await repeatOrder(proxy.port, key('topup'));
      expect(bought.statusCode, bought.body).toBe(200);
    }
    throw new Error(`could not buy ${needed} credits`);
  }


  /** Every instance's settings (docs/DEPLOYMENT.md "The instances"), plus what makes the demo quick to start. */
  const instanceEnv = (): Record<string, string> => ({
    ...s3?.env,
    REDIS_URL: redisUrl ?? '',
    // Mail leaves through SMTP (the test reads no development outbox): a local sink.
    SMTP_URL: smtp?.url ?? '',
    // The instances see the proxy's loopback address; the client's is in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    DEMO_HISTORY: '0',
    PHOTO_AUTO_APPROVE: '1',
    SITE_CACHE_TTL_MS: '0',
  });

  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'scale-out' });
    smtp = await startSmtpSink();
    const env = instanceEnv();
    // One after the other: A creates the database's tables and the demo content, B finds them there.
    siteA = await startProductionSite({ kind: 'postgres', env });
    siteB = await startProductionSite({ database: siteA, env });
    proxy = await startNginx([
      { name: 'a', port: siteA.port },
      { name: 'b', port: siteB.port },
    ]);
    robin = await logIn(proxy.port, 'premium@demo.localhost');
    alex = await logIn(proxy.port, 'free@demo.localhost');
  });

  afterAll(async () => {
    smtp?.release();
    await Promise.all(tabs.map((tab) => tab.close().catch(() => undefined)));
    await proxy?.close();
    await siteB?.close();
    await siteA?.close();
    await s3?.stop();
    await smtp?.close();
  });

  it('balances requests over both instances and passes the client address on', async () => {
    const { a, b, proxy } = sites();
    const answers = await Promise.all([0, 1, 2, 3].map(() => via(proxy.port, { path: '/api/health' })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.headers['x-upstream']))).toEqual(new Set([upstreamOf(a), upstreamOf(b)]));
    // The pinned ports reach one instance each.
    expect((await via(proxy.pinned.a!, { path: '/api/health' })).headers['x-upstream']).toBe(upstreamOf(a));
    expect((await via(proxy.pinned.b!, { path: '/api/health' })).headers['x-upstream']).toBe(upstreamOf(b));

    // The instance sees the client's address (here 127.0.0.2), not the proxy's and not what the client claims in its
    // own X-Forwarded-For: the request's log line says so.
    const probe = randomBytes(6).toString('hex');
    const status = await new Promise<number>((resolveStatus, reject) => {
      const call = httpRequest(
        { host: '127.0.0.1', port: proxy.pinned.a!, localAddress: '127.0.0.2', path: `/api/health?probe=${probe}`, headers: { host: `localhost:${proxy.pinned.a!}`, 'x-forwarded-for': '203.0.113.9' } },
        (response) => {
          response.resume();
          response.on('end', () => resolveStatus(response.statusCode ?? 0));
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(status).toBeLessThan(500);
    await expect.poll(() => a.log().split('\n').find((line) => line.includes(probe) && line.includes('remoteAddress')) ?? '').toContain('"remoteAddress":"127.0.0.2"');
  });

  it('a. delivers a message sent on one instance to a socket held by the other', async () => {
    const { proxy } = sites();
    const alexOnB = await openTab(proxy.pinned.b!, alex);
    const robinOnA = await openTab(proxy.pinned.a!, robin);
    const sent = await sendText(proxy.pinned.a!, robin, alex, 'sent through instance A');
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json().message;
    expect(((await alexOnB.next((frame) => isMessage(frame) && frame.message.id === message.id)) as MessageFrame).message).toEqual(message);

    // And back: Alex answers through B, Robin's socket on A hears it.
    const reply = await via(proxy.pinned.b!, {
      method: 'POST',
      path: '/api/message.php',
      member: alex,
      payload: { conversation_id: message.conversation_id, kind: 'text', text: 'answered through instance B', idempotency_key: key('reply') },
    });
    // A free member may answer within the free conversation limit; either way nothing is a 5xx.
    expect(reply.statusCode, reply.body).toBeLessThan(500);
    if (reply.statusCode === 200) {
      const answerId = reply.json().message.id;
      await robinOnA.next((frame) => isMessage(frame) && frame.message.id === answerId);
    }
    await alexOnB.close();
    await robinOnA.close();
  });

  it('b. serves a photo uploaded through one instance from the other (S3 media store), with the same access checks', async () => {
    const { proxy } = sites();
    const image = await sampleJpeg(800, 600);
    const { payload, contentType } = multipartBody({ data: image }, { visibility: 'private' });
    const uploaded = await via(proxy.pinned.a!, { method: 'POST', path: '/api/photos.php', member: robin, headers: { 'content-type': contentType }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { urls } = uploaded.json().photo as { urls: { thumb: string; full: string; blurred: string } };

    const fromA = await via(proxy.pinned.a!, { path: urls.full, member: robin });
    const fromB = await via(proxy.pinned.b!, { path: urls.full, member: robin });
    expect(fromB.statusCode, fromB.body.slice(0, 300)).toBe(200);
    expect(fromB.headers['content-type']).toMatch(/^image\//);
    expect(fromB.headers['x-upstream']).toBe(upstreamOf(sites().b));
    expect(fromB.body).toBe(fromA.body);
    expect((await via(proxy.pinned.b!, { path: urls.thumb, member: robin })).statusCode).toBe(200);

    // A free member on the other instance gets the blurred copy of a private photo, never the original.
    expect((await via(proxy.pinned.b!, { path: urls.blurred, member: alex })).statusCode).toBe(200);
    expect([403, 404]).toContain((await via(proxy.pinned.b!, { path: urls.full, member: alex })).statusCode);
  });

  it('c. runs a job once with two instances: the hourly maintenance, and mail jobs both workers compete for', async () => {
    const { a, b } = sites();
    const jobs = withJobs(a.db);

    // 1. The hourly account maintenance. Each instance's worker schedules the current slot when it starts (a run at
    // minute 17 of every hour, overdue at once after a start) under the slot's singleton key: one row per slot, run by
    // whichever worker claims it first. The run's log line names the instance that ran it.
    const maintenanceRuns = (site: ProductionSite) => site.log().split('\n').filter((line) => line.includes('account maintenance done')).length;
    const slotKey = () => {
      const now = Date.now();
      const slot = Math.floor((now - MAINTENANCE_OFFSET_MS) / HOUR_MS) * HOUR_MS + MAINTENANCE_OFFSET_MS;
      return `${MAINTENANCE_JOB}@${new Date(slot).toISOString()}`;
    };
    const maintenanceRows = () => jobs.selectFrom('jobs').selectAll().where('name', '=', MAINTENANCE_JOB).orderBy('id').execute();
    await expect
      .poll(async () => (await maintenanceRows()).find((row) => row.singleton_key === slotKey())?.state, { timeout: 30_000 })
      .toBe('completed');
    // Both instances have been up (and scheduling) since before this test; the hour's slot of each is one row.
    await expect.poll(() => maintenanceRuns(a) + maintenanceRuns(b), { timeout: 30_000 }).toBe((await maintenanceRows()).length);
    const rows = await maintenanceRows();
    expect(rows.filter((row) => row.singleton_key === slotKey())).toHaveLength(1);
    for (const row of rows) expect({ key: row.singleton_key, state: row.state, attempts: row.attempts }).toEqual({ key: row.singleton_key, state: 'completed', attempts: 1 });
    // Unless the run crossed minute 17 of an hour (then there are two slots), exactly one instance's log has the run.
    if (rows.length === 1) expect([maintenanceRuns(a), maintenanceRuns(b)].sort()).toEqual([0, 1]);

    // 2. Mail jobs contended by both workers. 30 mails are queued directly in the tables, as MailService.enqueue does
    // (an outbox row and its `mail.deliver` job, due now, in one transaction), so neither instance makes a first
    // attempt of its own: both background workers poll for them. The SMTP sink holds its answers until at least four
    // deliveries wait at once, which one instance cannot cause (its SMTP pool has at most three connections): both
    // workers run these jobs at the same time.
    const siteId = await a.siteId('localhost');
    const run = randomBytes(4).toString('hex');
    const addresses = Array.from({ length: 30 }, (_, index) => `scale-${run}-${index}@example.com`);
    const released = smtp!.holdUntil(4);
    const queue = new TableJobQueue({ db: a.db, dialect: 'postgres', log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
    const now = new Date().toISOString();
    const queued = await a.db.transaction().execute(async (trx) => {
      const entries: { outboxId: number; jobId: number }[] = [];
      for (const [index, recipient] of addresses.entries()) {
        const outboxId = await insertOutboxRow(withOutbox(trx), {
          site_id: siteId,
          recipient,
          language: 'en',
          from_name: 'Scale-out',
          from_address: 'noreply@localhost',
          reply_to: null,
          subject: `Scale-out mail ${index}`,
          text: `Mail ${index} of ${run}`,
          html: `<p>Mail ${index} of ${run}</p>`,
          template: 'reset_password',
          params: '{}',
          delivery: 'pending',
          created_at: now,
        });
        const job = await queue.enqueue(trx, MAIL_JOB, { outboxId }, { maxAttempts: DEFAULT_RETRY_DELAYS_MS.length + 1 });
        entries.push({ outboxId, jobId: job!.id });
      }
      return entries;
    });
    const jobIds = queued.map((entry) => entry.jobId);
    const outboxIds = queued.map((entry) => entry.outboxId);
    // Both workers together reached four deliveries waiting at once (bounded, so that a failure is reported, not a hang).
    let guard: NodeJS.Timeout | undefined;
    const waited = await Promise.race([released, new Promise<number>((resolve) => (guard = setTimeout(() => resolve(-1), 30_000)))]);
    clearTimeout(guard);
    smtp!.release();
    expect(waited, 'the SMTP sink never saw four deliveries waiting at once').toBeGreaterThanOrEqual(4);
    await expect
      .poll(async () => (await jobs.selectFrom('jobs').select('state').where('id', 'in', jobIds).execute()).filter((row) => row.state === 'completed').length, {
        timeout: 60_000,
      })
      .toBe(jobIds.length);

    // Each job ran once (one attempt, completed), each outbox row was sent once, each address got exactly one mail.
    const finished = await jobs.selectFrom('jobs').select(['id', 'state', 'attempts', 'last_error']).where('id', 'in', jobIds).execute();
    for (const row of finished) expect(row).toEqual({ id: row.id, state: 'completed', attempts: 1, last_error: null });
    const outbox = await withOutbox(a.db).selectFrom('outbox').select(['id', 'delivery', 'attempts']).where('id', 'in', outboxIds).execute();
    for (const row of outbox) expect(row).toEqual({ id: row.id, delivery: 'sent', attempts: 1 });
    for (const address of addresses) expect(smtp!.received.filter((recipient) => recipient === address), address).toHaveLength(1);

    // Both instances delivered some of them, and no mail was delivered by both (their logs' `mail delivered` lines).
    const delivered = (site: ProductionSite) =>
      new Set(
        site
          .log()
          .split('\n')
          .filter((line) => line.includes('"mail delivered"'))
          .map((line) => (JSON.parse(line) as { outboxId: number }).outboxId)
          .filter((id) => outboxIds.includes(id)),
      );
    const byA = delivered(a);
    const byB = delivered(b);
    expect(byA.size).toBeGreaterThan(0);
    expect(byB.size).toBeGreaterThan(0);
    expect([...byA].filter((id) => byB.has(id))).toEqual([]);
    expect(byA.size + byB.size).toBe(outboxIds.length);
  });

  /** An https request to nginx's TLS port as the site's page would send it (self-signed certificate accepted). */
  function viaTls(port: number, request: ProductionRequest & { member?: Member }): Promise<ProductionAnswer> {
    const host = `localhost:${port}`;
    const payload = request.payload === undefined ? undefined : Buffer.from(typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload));
    const headers: Record<string, string> = {
      host,
      origin: `https://${host}`,
      'sec-fetch-site': 'same-origin',
      'x-client-type': 'web',
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
      ...(request.member ? { cookie: request.member.cookie } : {}),
      ...request.headers,
    };
    return new Promise((resolveAnswer, reject) => {
      const call = httpsRequest({ host: '127.0.0.1', port, method: request.method ?? 'GET', path: request.path, headers, rejectUnauthorized: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolveAnswer({ statusCode: response.statusCode ?? 0, headers: response.headers, body, json: () => JSON.parse(body) });
        });
        response.on('error', reject);
      });
      call.on('error', reject);
      call.end(payload);
    });
  }

  it('works behind the shipped deploy/nginx.conf as it is: TLS at nginx, a Secure session cookie, the socket over wss', async () => {
    const { a, b } = sites();
    const deploy = await startDeployNginx([a.port, b.port]);
    try {
      const plain = await send(deploy.httpPort, { path: '/members?x=1' });
      expect(plain.statusCode).toBe(301);
      // To the same host on the standard https port (a real deployment listens on 443).
      expect(plain.headers.location).toBe('https://localhost/members?x=1');

      expect((await viaTls(deploy.httpsPort, { path: '/api/health' })).json()).toEqual({ ok: true, db: 'postgres' });
      const login = await viaTls(deploy.httpsPort, { method: 'POST', path: '/api/user.php', payload: { email: 'free@demo.localhost', password: DEMO_PASSWORD } });
      expect(login.statusCode, login.body).toBe(200);
      // X-Forwarded-Proto https and TRUST_PROXY: the instance knows the visitor is on https.
      const cookie = [login.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${AUTH_COOKIE_NAME}=`)) ?? '';
      expect(cookie).toMatch(/;\s*Secure/i);
      const member = { id: login.json().user.id, cookie: cookie.split(';')[0] ?? '' };
      expect((await viaTls(deploy.httpsPort, { path: '/api/chats.php', member })).statusCode).toBe(200);

      // The realtime socket through TLS, and a message sent through the other proxy reaching it.
      const tab = await openTab(deploy.httpsPort, member, { tls: true });
      const sent = await sendText(sites().proxy.port, robin, member, 'over wss');
      expect(sent.statusCode, sent.body).toBe(200);
      await tab.next((frame) => isMessage(frame) && frame.message.id === sent.json().message.id);
      await tab.close();
    } finally {
      await deploy.close();
    }
  });

  it('restarts an instance gracefully (SIGTERM) under load: reads never fail, sends are stored once, its sockets move on', async () => {
    const { a, b, proxy } = sites();
    await topUp(25);
    const alexOnB = await openTab(proxy.pinned.b!, alex);
    const closedCode = new Promise<number>((resolve) => alexOnB.socket.once('close', (code) => resolve(code)));
    let stopping: Promise<void> | undefined;
    const reads: number[] = [];
    const sends: { key: string; answers: (number | string)[]; id?: number }[] = [];
    const readLoop = (async () => {
      for (let index = 0; index < 40; index += 1) {
        const answer = await via(proxy.port, { path: '/api/chats.php', member: robin });
        reads.push(answer.statusCode);
        if (index === 10) stopping = b.kill('SIGTERM');
      }
    })();
    const sendLoop = (async () => {
      for (let index = 0; index < 20; index += 1) {
        const entry = { key: key('roll'), answers: [] as (number | string)[] } as (typeof sends)[number];
        sends.push(entry);
        // A POST cut off by the instance closing is answered 502 and not passed on by nginx: sent again, same key.
        for (let tries = 0; tries < 10 && entry.id === undefined; tries += 1) {
          const answer = await sendText(proxy.port, robin, alex, `rolling ${index}`, entry.key).catch((error: unknown) => String(error));
          if (typeof answer === 'string') entry.answers.push(answer);
          else {
            entry.answers.push(answer.statusCode);
            if (answer.statusCode === 200) entry.id = answer.json().message.id;
            else expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(500);
          }
        }
      }
    })();
    await Promise.all([readLoop, sendLoop]);
    await stopping;
    expect(b.log()).toMatch(/shutting down[\s\S]*"stopped"/);
    await b.close(); // its folder; the process has ended
    // Reads: nginx moves an idempotent request on to the other instance, so none failed.
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    for (const entry of sends) expect(entry.id, entry.answers.join(', ')).toBeDefined();
    const stored = await chatDb(a.db).selectFrom('messages').select(['client_key', 'id']).where('client_key', 'in', sends.map((entry) => entry.key)).execute();
    expect(stored).toHaveLength(sends.length);
    for (const entry of sends) expect(stored.find((row) => row.client_key === entry.key)?.id).toBe(entry.id);

    // The instance closed its sockets properly (not a dropped connection, 1006); the tab reconnects to the other.
    expect(await closedCode).not.toBe(1006);
    const moved = await reconnect(proxy.port, alex);
    expect(moved.upstream).toBe(upstreamOf(a));
    await moved.close();

    // The new version starts where the old one was; nginx takes it back into the rotation.
    siteB = await startProductionSite({ database: a, port: b.port, env: instanceEnv() });
    await expect.poll(async () => (await via(proxy.port, { path: '/api/health' })).headers['x-upstream'], { timeout: 30_000 }).toBe(upstreamOf(siteB));
  });

  it('d. loses nothing acknowledged when an instance is killed mid-stream, and the socket reconnects through the proxy', async () => {
    const { a, b, proxy } = sites();
    // Alex's tab through the balanced port: whichever instance it landed on is the one killed.
    let alexTab = await openTab(proxy.port, alex);
    const victim = alexTab.upstream === upstreamOf(a) ? a : b;
    const survivor = victim === a ? b : a;
    expect(alexTab.upstream).toBe(upstreamOf(victim));

    // Credits for the stream's messages first (each send below costs the same).
    await topUp(70);
    const purchase = (idempotencyKey: string) => repeatOrder(proxy.port, idempotencyKey);

    /**
     * One operation of the stream, as a client sends it: the same idempotency key on every try, tried again after a
     * 5xx or a dropped connection (bounded). `acknowledged`: the first 2xx answer.
     */
    interface Operation {
      readonly kind: 'send' | 'purchase';
      readonly key: string;
      readonly answers: (number | string)[];
      acknowledged?: ProductionAnswer;
    }
    const operations: Operation[] = [];
    let killed = false;
    const killAfter = 12;
    let killing: Promise<void> | undefined;
    const run = async (operation: Operation, attempt: () => Promise<ProductionAnswer>) => {
      operations.push(operation);
      for (let tries = 0; tries < 30 && !operation.acknowledged; tries += 1) {
        try {
          const answer = await attempt();
          operation.answers.push(answer.statusCode);
          if (answer.statusCode >= 200 && answer.statusCode < 300) operation.acknowledged = answer;
          else if (answer.statusCode < 500) throw new Error(`${operation.kind} refused: ${answer.statusCode} ${answer.body}`);
        } catch (error) {
          if (error instanceof Error && error.message.includes('refused:')) throw error;
          operation.answers.push(String(error));
        }
        if (!operation.acknowledged) await new Promise((wait) => setTimeout(wait, 100));
      }
      expect(operation.acknowledged, `${operation.kind} ${operation.key}: ${operation.answers.join(', ')}\n${proxy.errorLog().slice(-3000)}`).toBeTruthy();
      // The kill lands in the middle of the stream: once enough operations were acknowledged, while others run.
      if (!killed && operations.filter((entry) => entry.acknowledged).length >= killAfter) {
        killed = true;
        killing = victim.kill('SIGKILL');
      }
    };
    const sends = (async () => {
      for (let index = 0; index < 30; index += 1) {
        const sendKey = key('send');
        // Two in flight at a time, so that some are under way when the instance dies.
        await Promise.all([0, 1].map((lane) => run({ kind: 'send', key: `${sendKey}${lane}`, answers: [] }, () => sendText(proxy.port, robin, alex, `stream ${index}.${lane}`, `${sendKey}${lane}`))));
      }
    })();
    const purchases = (async () => {
      for (let index = 0; index < 8; index += 1) {
        const purchaseKey = key('buy');
        await run({ kind: 'purchase', key: purchaseKey, answers: [] }, () => purchase(purchaseKey));
      }
    })();
    await Promise.all([sends, purchases]);
    expect(killed).toBe(true);
    await killing;

    // Every acknowledged send is stored, once, as the message its answer named.
    const sendOperations = operations.filter((operation) => operation.kind === 'send');
    const stored = await chatDb(survivor.db).selectFrom('messages').select(['client_key', 'id']).where('sender_id', '=', robin.id).where('text', 'like', 'stream %').execute();
    expect(stored.map((row) => row.client_key).sort()).toEqual(sendOperations.map((operation) => operation.key).sort());
    for (const operation of sendOperations) {
      expect(stored.find((row) => row.client_key === operation.key)?.id).toBe(operation.acknowledged?.json().message.id);
    }
    // Every acknowledged purchase is stored once, in the state its answer told (completed, or still pending when the
    // instance died between opening it and the charge: the provider's webhook settles it), and credited only when
    // completed, once.
    const purchaseOperations = operations.filter((operation) => operation.kind === 'purchase');
    const payments = await creditsDb(survivor.db)
      .selectFrom('payments')
      .select(['idempotency_key', 'status', 'public_id'])
      .where('user_id', '=', robin.id)
      .where('idempotency_key', 'in', purchaseOperations.map((operation) => operation.key))
      .execute();
    expect(payments.map((row) => row.idempotency_key).sort()).toEqual(purchaseOperations.map((operation) => operation.key).sort());
    const grants = await creditsDb(survivor.db)
      .selectFrom('credit_entries')
      .select('reference')
      .where('user_id', '=', robin.id)
      .where('reason', '=', 'purchase')
      .where('reference', 'in', payments.map((row) => row.public_id))
      .execute();
    for (const operation of purchaseOperations) {
      const told = operation.acknowledged?.json().payment;
      const row = payments.find((payment) => payment.idempotency_key === operation.key);
      expect(row?.public_id).toBe(told.payment_id);
      // As answered; a payment answered pending may have been settled since, never the other way round.
      expect(told.status === 'completed' ? ['completed'] : [told.status, 'completed']).toContain(row?.status);
      expect(grants.filter((grant) => grant.reference === row?.public_id)).toHaveLength(row?.status === 'completed' ? 1 : 0);
    }
    // The tab on the killed instance was closed; the app's reconnect goes through the proxy to the survivor.
    await alexTab.closed;
    alexTab = await reconnect(proxy.port, alex);
    expect(alexTab.upstream).toBe(upstreamOf(survivor));
    // The reconnected tab hears what is sent afterwards, through the balanced port (whichever instance takes it).
    for (const text of ['after the crash', 'and once more']) {
      const later = await sendText(proxy.port, robin, alex, text);
      expect(later.statusCode, later.body).toBe(200);
      const id = later.json().message.id;
      await alexTab.next((frame) => isMessage(frame) && frame.message.id === id);
    }
  });
});
