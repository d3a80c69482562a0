import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import pg from 'pg';
import { beforeAll, expect } from 'vitest';
import { AUTH_COOKIE_NAME, CLIENT_TYPE_HEADER } from '../../../contract/constants';
import { errorBodySchema } from '../../../contract/errors';
import type { StaffRole } from '../../../contract/staff';
import { seedDemoMembers } from '../../../server/seed/demo-members';
import { startSession } from '../../../server/sessions/service';
import { hashToken } from '../../../server/sessions/tokens';
import { STAFF_COOKIE_NAME, startStaffSession } from '../../../server/staff/sessions';
import { setBalance } from '../credits-support';
import { useServer, type DbKind, type ServerHandle } from '../harness';
import { createMember, type TestMember } from '../members-support';
import { createStaff } from '../staff-support';
import { fuzzModels, groupOf, type FuzzGroup, type FuzzModel } from './models';
import { requestArbitrary, STAFF_IDENTITIES, type FuzzRequest, type StaffIdentity } from './requests';

/**
 * The fuzzing runner (SEC-25): per endpoint, `runs` generated requests in concurrent batches through `inject`, as a
 * visitor, a free member, a premium member with credits, a junk cookie, a member on another site's host and staff
 * members (admin, partner, moderator). Every answer must be below 500 and free of stack traces and internal paths;
 * /api error answers must be contract error bodies. Each request comes from a fresh address, so per-IP rate limits
 * do not cut the run short.
 *
 * Cheap by design (the whole set is ~1.3 million requests): argon2 is mocked in the fuzz files, sessions are created
 * once and checked per batch (a fuzzed logout or ban may end them; they are restored with a few queries), batches
 * are large, and URLs stay within what Node lets through.
 */

export const MIN_RUNS = 10_000;

/** Requests per endpoint: FUZZ_RUNS may raise it, never below 10,000 on SQLite. PostgreSQL runs a subset (FUZZ_PG_RUNS). */
export function fuzzRuns(kind: DbKind): number {
  if (kind === 'postgres') return Math.max(1, Number(process.env.FUZZ_PG_RUNS) || 300);
  return Math.max(MIN_RUNS, Number(process.env.FUZZ_RUNS) || MIN_RUNS);
}

/** How long one endpoint may take: generous, as the machine is shared; the figure is not an assertion. */
export const FUZZ_TIMEOUT_MS = 600_000;

/** Requests generated and sent together (one fast-check run). */
const BATCH = 100;

let ipCounter = 0;
/** A fresh client address per request (172.16.0.0/12, apart from the other suites' 10/8 addresses). */
export function nextFuzzIp(): string {
  ipCounter += 1;
  return `172.${16 + ((ipCounter >> 16) & 15)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

const STACK_FRAME = /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/)?\/[^\s)]+:\d+:\d+\)?/;
const INTERNALS = ['node_modules/', 'SqliteError', 'ResponseContractError', 'ZodError', 'FST_ERR', 'syntax error at or near', 'TypeError:', 'ReferenceError:', 'RangeError:'];

function describeRequest(request: FuzzRequest, options: InjectOptions): string {
  const payload = typeof request.payload === 'string' ? request.payload.slice(0, 400) : request.payload ? `<${request.payload.length} bytes>` : '';
  return `${options.method} ${String(options.url).slice(0, 400)} as ${request.identity} (csrf ${request.csrf}, host ${request.host}, content-type ${request.contentType}) ${payload}`;
}

/** /api paths that are pages for people by design: the unsubscribe link opened in a browser answers HTML, errors too. */
const HTML_API_PAGES: ReadonlySet<string> = new Set(['/api/unsubscribe.php']);

/**
 * Large bodies already found clean (the OpenAPI document, pages): scanning them again costs more than the request.
 * A Set compares whole strings, so only an identical body is skipped.
 */
const cleanLargeBodies = new Set<string>();
const LARGE_BODY = 4096;

/** Why an answer is not acceptable, or null. */
export function answerProblem(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 600)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('image/')) return null;
  const body = response.body;
  // What else the verdict depends on goes into the key with the body.
  const key = body.length >= LARGE_BODY ? `${response.statusCode} ${type} ${request.method} ${request.url.split('?')[0]}\n${body}` : null;
  if (key !== null && cleanLargeBodies.has(key)) return null;
  const problem = bodyProblem(request, response, type, body);
  if (!problem && key !== null && cleanLargeBodies.size < 1000) cleanLargeBodies.add(key);
  return problem;
}

function bodyProblem(request: FuzzRequest, response: LightMyRequestResponse, type: string, body: string): string | null {
  if (STACK_FRAME.test(body)) return `a stack trace in the answer: ${body.slice(0, 600)}`;
  const root = process.cwd();
  if (body.includes(root)) return `an internal path (${root}) in the answer`;
  const internal = INTERNALS.find((marker) => body.includes(marker));
  if (internal) return `"${internal}" in the answer: ${body.slice(0, 600)}`;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/api/') && response.statusCode >= 400 && request.method !== 'HEAD' && body.length > 0 && !HTML_API_PAGES.has(path)) {
    if (!type.includes('application/json')) return `an /api error answered as ${type}: ${body.slice(0, 300)}`;
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    if (!parsed.success) return `an /api error that is not a contract error body: ${body.slice(0, 300)}`;
  }
  return null;
}

/** Session tokens of the acting identities. */
export type Sessions = Readonly<Record<'free' | 'premium' | StaffIdentity, string>>;

export function injectOptions(request: FuzzRequest, sessions: Sessions): InjectOptions {
  const headers: Record<string, string> = { host: request.host, ...request.extraHeaders };
  const origin = `http://${request.host}`;
  switch (request.csrf) {
    case 'same-origin':
      Object.assign(headers, { origin, 'sec-fetch-site': 'same-origin', [CLIENT_TYPE_HEADER]: 'web' });
      break;
    case 'origin-only':
      Object.assign(headers, { origin, [CLIENT_TYPE_HEADER]: 'web' });
      break;
    case 'cross-site':
      Object.assign(headers, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', [CLIENT_TYPE_HEADER]: 'web' });
      break;
    case 'no-client-type':
      Object.assign(headers, { origin, 'sec-fetch-site': 'same-origin' });
      break;
    case 'foreign-origin':
      Object.assign(headers, { origin: 'http://localhost.evil.example:3000', [CLIENT_TYPE_HEADER]: 'web' });
      break;
    default:
      break;
  }
  const { identity } = request;
  if (identity === 'free' || identity === 'free-on-other-site') headers.cookie = `${AUTH_COOKIE_NAME}=${sessions.free}`;
  else if (identity === 'premium') headers.cookie = `${AUTH_COOKIE_NAME}=${sessions.premium}`;
  else if (identity === 'junk-cookie') headers.cookie = `${AUTH_COOKIE_NAME}=${request.junkCookie}`;
  else if ((STAFF_IDENTITIES as readonly string[]).includes(identity)) headers.cookie = `${STAFF_COOKIE_NAME}=${sessions[identity as StaffIdentity]}`;
  if (identity === 'free-on-other-site') headers.host = 'bdsm.localhost:3000';
  if (request.contentType) headers['content-type'] = request.contentType;
  return {
    method: request.method,
    url: request.url,
    headers,
    remoteAddress: request.loopback ? '127.0.0.1' : nextFuzzIp(),
    ...(request.payload !== null ? { payload: request.payload } : {}),
  };
}

export interface Fuzzer {
  /** Sends `runs` generated requests for `model`; fails with the first unacceptable answer. Returns the status counts. */
  run(model: FuzzModel, runs: number): Promise<Record<number, number>>;
}

const STAFF_ROLES: Readonly<Record<StaffIdentity, StaffRole>> = { admin: 'admin', partner: 'partner', moderator: 'moderator' };

interface Actors {
  readonly free: TestMember;
  readonly premium: TestMember;
  readonly staff: Readonly<Record<StaffIdentity, number>>;
}

/**
 * Content for the requests to hit: 60 demo members with photos (ids from 1 up, as the id arbitraries prefer), the
 * acting members, staff accounts, and conversations and likes between them.
 */
async function createActors(server: ServerHandle): Promise<Actors> {
  const db = server.app.db;
  await seedDemoMembers({ db, dialect: server.app.dbDialect, now: server.app.clock() }, 60);
  const free = await createMember(server, { name: 'Fuzz Free', gender: 'man', seeking: 'woman' });
  const premium = await createMember(server, { name: 'Fuzz Premium', gender: 'man', seeking: 'woman', premium: true });
  await setBalance(server, premium.id, 100_000);
  const staff = {} as Record<StaffIdentity, number>;
  for (const identity of STAFF_IDENTITIES) staff[identity] = (await createStaff(server, { role: STAFF_ROLES[identity], totp: false })).id;
  // A few conversations and likes, started through the API as members do.
  const session = (await startSession(db, { userId: premium.id, siteId: premium.siteId, now: server.app.clock(), userAgent: 'fuzz' })).token;
  const targets = await db.selectFrom('users').select('id').where('email', 'like', 'demo.member%').orderBy('id').limit(6).execute();
  for (const [index, { id }] of targets.entries()) {
    const headers = { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', [CLIENT_TYPE_HEADER]: 'web', cookie: `${AUTH_COOKIE_NAME}=${session}` };
    await server.app.inject({ method: 'POST', url: '/api/like.php', headers, payload: { id }, remoteAddress: nextFuzzIp() });
    await server.app.inject({ method: 'POST', url: '/api/message.php', headers, payload: { kind: 'text', member_id: id, text: `Hello ${index}`, idempotency_key: `fuzz-setup-${index}-0001` }, remoteAddress: nextFuzzIp() });
  }
  return { free, premium, staff };
}

/**
 * Keeps the identities usable between batches: fuzzed requests may log a member out, ban them (moderation), spend
 * their credits, or disable a staff account. A few conditional writes (nothing when nothing changed) and two selects.
 */
async function restore(server: ServerHandle, actors: Actors, sessions: Record<keyof Sessions, string>): Promise<void> {
  const db = server.app.db;
  const members = [actors.free, actors.premium];
  await db.updateTable('users').set({ status: 'confirmed' }).where('id', 'in', members.map((m) => m.id)).where('status', '!=', 'confirmed').execute();
  await db.updateTable('users').set({ paid_user: 1 }).where('id', '=', actors.premium.id).where('paid_user', '!=', 1).execute();
  const staffIds = Object.values(actors.staff);
  await db.updateTable('staff_accounts').set({ status: 'active' }).where('id', 'in', staffIds).where('status', '!=', 'active').execute();
  for (const identity of STAFF_IDENTITIES) {
    await db.updateTable('staff_accounts').set({ role: STAFF_ROLES[identity] }).where('id', '=', actors.staff[identity]).where('role', '!=', STAFF_ROLES[identity]).execute();
  }
  const now = server.app.clock();
  const live = new Set(
    (await db.selectFrom('sessions').select('token_hash').where('token_hash', 'in', [hashToken(sessions.free), hashToken(sessions.premium)]).execute()).map((row) => row.token_hash),
  );
  for (const key of ['free', 'premium'] as const) {
    if (live.has(hashToken(sessions[key]))) continue;
    const member = actors[key];
    sessions[key] = (await startSession(db, { userId: member.id, siteId: member.siteId, now, userAgent: 'fuzz' })).token;
  }
  const staffLive = new Set(
    (
      await db
        .selectFrom('staff_sessions')
        .select('token_hash')
        .where(
          'token_hash',
          'in',
          STAFF_IDENTITIES.map((identity) => hashToken(sessions[identity])),
        )
        .where('totp_passed', '=', 1)
        .execute()
    ).map((row) => row.token_hash),
  );
  for (const identity of STAFF_IDENTITIES) {
    if (staffLive.has(hashToken(sessions[identity]))) continue;
    sessions[identity] = (await startStaffSession(db, { staffId: actors.staff[identity], now, totpPassed: true, ip: null })).token;
  }
  if ((await db.selectFrom('users').select('credits').where('id', '=', actors.premium.id).executeTakeFirstOrThrow()).credits < 1_000) {
    await setBalance(server, actors.premium.id, 100_000);
  }
}

/**
 * Like harness `useServer`, for the fuzz files. On PostgreSQL the test database does not wait for the disk at each
 * commit (`synchronous_commit = off`, set on the database before the server connects): durability means nothing to a
 * throw-away database, and the fuzzed requests commit often.
 */
export function useFuzzServer(kind: DbKind): ServerHandle {
  return useServer(kind, {}, {}, async (database) => {
    if (kind !== 'postgres') return;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`alter database "${new URL(database.url).pathname.slice(1)}" set synchronous_commit = off`);
    } finally {
      await admin.end();
    }
  });
}

/** Members, staff and content for the identities (created once per suite) and the runner. Call inside a describe block after useServer. */
export function useFuzzer(server: ServerHandle): Fuzzer {
  let actors: Actors | undefined;
  const sessions: Record<keyof Sessions, string> = { free: '', premium: '', admin: '', partner: '', moderator: '' };
  beforeAll(async () => {
    actors = await createActors(server);
  });

  return {
    async run(model, runs) {
      const cast = actors;
      if (!cast) throw new Error('members not created yet');
      const statuses: Record<number, number> = {};
      const started = process.cpuUsage();
      // FUZZ_SEED (and FUZZ_PATH, both printed with a failure) replay a failing run: the same generated requests.
      const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
      const path = seed !== undefined ? process.env.FUZZ_PATH : undefined;
      await fc.assert(
        fc.asyncProperty(fc.array(requestArbitrary(model), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
          await restore(server, cast, sessions);
          const options = batch.map((request) => injectOptions(request, sessions));
          const responses = await Promise.all(options.map((option) => server.app.inject(option)));
          // SQLite answers synchronously, so nothing else would ever give the event loop a turn: the injected
          // requests' pending setImmediate callbacks (and the request objects they hold) would pile up for the
          // whole run, hundreds of megabytes by its end.
          await new Promise((resolve) => setImmediate(resolve));
          responses.forEach((response, index) => {
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            const request = batch[index] as FuzzRequest;
            const problem = answerProblem(request, response);
            if (problem) throw new Error(`${describeRequest(request, options[index] as InjectOptions)}\n→ ${problem}`);
          });
        }),
        { numRuns: Math.ceil(runs / BATCH), endOnFailure: true, ...(seed !== undefined ? { seed } : {}), ...(path ? { path } : {}) },
      );
      // Prototype-poisoning bodies were refused, not merged: nothing reached Object.prototype.
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.prototype).not.toHaveProperty('isAdmin');
      if (process.env.FUZZ_VERBOSE) {
        const cpu = process.cpuUsage(started);
        console.info(`${model.name}: ${runs} requests, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU, statuses ${JSON.stringify(statuses)}`);
      }
      return statuses;
    },
  };
}

/** The statically known models of one fuzz file. */
export function modelsOfGroup(group: FuzzGroup): FuzzModel[] {
  return fuzzModels().filter((model) => groupOf(model) === group);
}
