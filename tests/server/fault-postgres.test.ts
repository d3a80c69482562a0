import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME, LOCALE_COOKIE } from '../../contract/constants';
import { isDatabaseUnavailable } from '../../server/db/unavailable';
import { postgresUnavailableReason, startPrivatePostgres, type PrivatePostgres } from './fault-support/postgres';
import { REPO_ROOT, dump, eventually, startServerProcess, killServerProcesses, troubleIn, type LogLine, type ServerProcess } from './fault-support/process';
import { call, expectNothingLost, openDatabase, prepare, replaySends, startStream } from './fault-support/stream';

/**
 * Fault test (issue 9 part 6): the real server (a child process) on a PRIVATE PostgreSQL cluster started by this test,
 * never the machine's shared one. The database is stopped and started again in the middle of a stream of messages and
 * purchases; the server is not restarted. While the database is away requests fail cleanly (503 `unavailable`,
 * translated); afterwards the pool reconnects by itself, and nothing acknowledged is lost.
 */
const reason = postgresUnavailableReason();

const nlMessages = JSON.parse(readFileSync(path.join(REPO_ROOT, 'locales/nl/errors.json'), 'utf8')) as Record<string, string>;

/** The logged error, rebuilt enough for isDatabaseUnavailable (pino serialises its type, message, code and cause). */
function loggedError(value: unknown): Error | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { message, code, cause } = value as { message?: unknown; code?: unknown; cause?: unknown };
  const error = new Error(typeof message === 'string' ? message : '', { cause: loggedError(cause) });
  if (typeof code === 'string') Object.assign(error, { code });
  return error;
}

/**
 * Database-outage log lines are expected: 503 answers, the pool's dropped clients, background work (notifications)
 * that failed because the database was away. A 500, an unhandled rejection or any other error is not.
 */
const outageLine = (line: LogLine) =>
  line.code === 'unavailable' ||
  (line.res as { statusCode?: number } | undefined)?.statusCode === 503 ||
  isDatabaseUnavailable(loggedError(line.err));

describe('isDatabaseUnavailable (pure)', () => {
  const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('knows a database that is away from a fault in the request', () => {
    expect(isDatabaseUnavailable(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(coded('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(coded('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: coded('database is locked', 'SQLITE_BUSY') }))).toBe(true);

    expect(isDatabaseUnavailable(coded('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(coded('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe.skipIf(reason !== null)(`PostgreSQL restarted under a running server${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let database: PrivatePostgres | undefined;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await startPrivatePostgres();
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await killServerProcesses();
    database?.destroy();
  });

  it('answers 503 while the database is away, reconnects by itself and loses nothing acknowledged', async () => {
    if (!database) throw new Error('no database');
    const url = database.url;
    const fixture = await prepare(url);
    const server = await startServerProcess({ databaseUrl: url });
    servers.push(server);
    const stream = startStream(fixture, () => server.base);
    const viewer = fixture.members[1];
    if (!viewer) throw new Error('no member');

    await eventually(async () => (stream.record.messages.length >= 20 && stream.record.completed.length >= 2 ? true : undefined), 'stream under way');
    database.stop();
    const before = stream.record.messages.length;

    // While it is away: a clean, translated 503 (the member reads Dutch), never a 500.
    const answer = await call(server.base, 'GET', '/api/user.php', {
      headers: { cookie: `${AUTH_COOKIE_NAME}=${viewer.session}; ${LOCALE_COOKIE}=nl` },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body).toMatchObject({ error: 'unavailable', status: 503, message: nlMessages.unavailable });
    expect((await call(server.base, 'GET', '/api/health')).status).toBe(503);

    database.start();
    // The same process (not restarted) serves again once its pool has fresh connections.
    await eventually(async () => ((await call(server.base, 'GET', '/api/health')).status === 200 ? true : undefined), 'health after the restart');
    expect(server.child.exitCode).toBeNull();
    await eventually(async () => (stream.record.messages.length >= before + 8 ? true : undefined), 'stream resumed after the database came back');
    await stream.stop();
    await replaySends(server.base, fixture, stream.record);

    expect(stream.record.failures.filter((failure) => failure.status >= 500 && failure.status !== 503), 'only 503s during the outage').toEqual([]);
    expect(stream.record.failures.filter((failure) => failure.status === 503).every((failure) => (failure.body as { error?: string }).error === 'unavailable')).toBe(true);
    const trouble = troubleIn(server.logs, outageLine);
    expect(trouble.map((line) => `${String(line.msg)}: ${JSON.stringify(line.err ?? '')}`).slice(0, 5), dump(trouble, 5)).toEqual([]);

    const { db, close } = openDatabase(url);
    try {
      await expectNothingLost(db, fixture, stream.record);
    } finally {
      await close();
    }
  }, 300_000);
});
