import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { beforeAll, expect } from 'vitest';
import { AUTH_COOKIE_NAME, CLIENT_TYPE_HEADER } from '../../../contract/constants';
import { errorBodySchema } from '../../../contract/errors';
import { setBalance } from '../credits-support';
import type { DbKind, ServerHandle } from '../harness';
import { createMember, sessionOf, type TestMember } from '../members-support';
import { fuzzModels, groupOf, type FuzzGroup, type FuzzModel } from './models';
import { requestArbitrary, type FuzzRequest } from './requests';

/**
 * The fuzzing runner (SEC-25): per endpoint, `runs` generated requests in concurrent batches through `inject`, as a
 * visitor, a free member, a premium member with credits, a junk cookie and a member on another site's host. Every
 * answer must be below 500 and free of stack traces and internal paths; /api error answers must be contract error
 * bodies. Each request comes from a fresh address, so per-IP rate limits do not cut the run short.
 */

export const MIN_RUNS = 10_000;

/** Requests per endpoint: FUZZ_RUNS may raise it, never below 10,000 on SQLite. PostgreSQL runs a subset (FUZZ_PG_RUNS). */
export function fuzzRuns(kind: DbKind): number {
  if (kind === 'postgres') return Math.max(1, Number(process.env.FUZZ_PG_RUNS) || 1_000);
  return Math.max(MIN_RUNS, Number(process.env.FUZZ_RUNS) || MIN_RUNS);
}

/** How long one endpoint may take: generous, as the machine is shared; the figure is not an assertion. */
export const FUZZ_TIMEOUT_MS = 600_000;

const BATCH = 25;

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

/** Why an answer is not acceptable, or null. */
export function answerProblem(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 600)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('image/')) return null;
  const body = response.body;
  if (STACK_FRAME.test(body)) return `a stack trace in the answer: ${body.slice(0, 600)}`;
  const root = process.cwd();
  if (body.includes(root)) return `an internal path (${root}) in the answer`;
  const internal = INTERNALS.find((marker) => body.includes(marker));
  if (internal) return `"${internal}" in the answer: ${body.slice(0, 600)}`;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/api/') && response.statusCode >= 400 && request.method !== 'HEAD' && body.length > 0) {
    if (!type.includes('application/json')) return `an /api error answered as ${type}: ${body.slice(0, 300)}`;
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    if (!parsed.success) return `an /api error that is not a contract error body: ${body.slice(0, 300)}`;
  }
  return null;
}

interface Sessions {
  free: string;
  premium: string;
}

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
  const token =
    request.identity === 'free' || request.identity === 'free-on-other-site'
      ? sessions.free
      : request.identity === 'premium'
        ? sessions.premium
        : request.identity === 'junk-cookie'
          ? request.junkCookie
          : null;
  if (token !== null) headers.cookie = `${AUTH_COOKIE_NAME}=${token}`;
  if (request.identity === 'free-on-other-site') headers.host = 'bdsm.localhost:3000';
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

/** Members for the identities (created once per suite) and the runner. Call inside a describe block after useServer. */
export function useFuzzer(server: ServerHandle): Fuzzer {
  let free: TestMember | undefined;
  let premium: TestMember | undefined;
  beforeAll(async () => {
    free = await createMember(server, { name: 'Fuzz Free' });
    premium = await createMember(server, { name: 'Fuzz Premium', premium: true });
    await setBalance(server, premium.id, 1_000);
  });

  return {
    async run(model, runs) {
      if (!free || !premium) throw new Error('members not created yet');
      const members = { free, premium };
      const statuses: Record<number, number> = {};
      const started = process.cpuUsage();
      const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
      await fc.assert(
        fc.asyncProperty(fc.array(requestArbitrary(model), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
          // Fresh sessions per batch: a fuzzed logout or password change may end the previous ones.
          const sessions = { free: await sessionOf(server, members.free), premium: await sessionOf(server, members.premium) };
          const options = batch.map((request) => injectOptions(request, sessions));
          const responses = await Promise.all(options.map((option) => server.app.inject(option)));
          responses.forEach((response, index) => {
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            const request = batch[index] as FuzzRequest;
            const problem = answerProblem(request, response);
            if (problem) throw new Error(`${describeRequest(request, options[index] as InjectOptions)}\n→ ${problem}`);
          });
        }),
        { numRuns: Math.ceil(runs / BATCH), endOnFailure: true, ...(seed !== undefined ? { seed } : {}) },
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
