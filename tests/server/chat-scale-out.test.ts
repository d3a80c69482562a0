import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServerFrame } from '../../contract/realtime';
import { buildServer } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { createTestDatabase, testConfig, type ServerHandle, type TestDatabase } from './harness';
import { chatMember, listen, openSocket, sendText, settle } from './chat-support';

/**
 * Scale-out (issue 6, part 6; ARCHITECTURE "Growing past one machine"): two server instances on one PostgreSQL and one
 * Redis. A message sent through instance A reaches a socket held by instance B, and a socket of another user on B
 * gets nothing. Needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const reason = !databaseUrl
  ? 'TEST_DATABASE_URL (PostgreSQL) is not set'
  : !redisUrl
    ? 'TEST_REDIS_URL is not set'
    : null;

const isMessage = (frame: RealtimeServerFrame): frame is Extract<RealtimeServerFrame, { type: 'message' }> => frame.type === 'message';

describe.skipIf(reason !== null)(`two instances on one PostgreSQL and one Redis${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let database: TestDatabase | undefined;
  let first: FastifyInstance | undefined;
  let second: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = { SITE_CACHE_TTL_MS: '0', REDIS_URL: redisUrl ?? '' };
    // One after the other: the first runs the migrations, the second finds them done.
    first = await buildServer(testConfig(database.url, env));
    second = await buildServer(testConfig(database.url, env));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  const handle = (app: () => FastifyInstance | undefined): ServerHandle => ({
    get app() {
      const built = app();
      if (!built) throw new Error('not built');
      return built;
    },
    get database() {
      if (!database) throw new Error('no database');
      return database;
    },
    get config(): ServerConfig {
      throw new Error('unused');
    },
  });
  const a = handle(() => first);
  const b = handle(() => second);

  it('delivers a message sent through one instance to a socket on the other', async () => {
    const anna = await chatMember(a, { premium: true, credits: 20, country: 'FR' });
    const ben = await chatMember(a, { premium: true, credits: 20, country: 'FR' });
    const carl = await chatMember(a);
    const portB = await listen(b.app);
    const benOnB = await openSocket(portB, { session: ben.session });
    const carlOnB = await openSocket(portB, { session: carl.session });
    expect(a.app.realtime.socketCount()).toBe(0);

    const sent = await sendText(a, anna, { member_id: ben.id }, 'across instances');
    const event = await benOnB.next(isMessage);
    expect(event.message).toEqual(sent.message);
    await settle(300);
    expect(carlOnB.frames).toEqual([{ type: 'ready' }]);

    // And back: Ben answers through instance B, Anna listens on instance A.
    const portA = await listen(a.app);
    const annaOnA = await openSocket(portA, { session: anna.session });
    const reply = await sendText(b, ben, { conversation_id: sent.message.conversation_id }, 'got it');
    expect((await annaOnA.next(isMessage)).message).toEqual(reply.message);
    // An instance does not deliver its own events twice (once locally, once back from Redis).
    await benOnB.next((frame) => frame.type === 'message' && frame.message.id === reply.message.id);
    await settle(300);
    expect(benOnB.frames.filter((frame) => frame.type === 'message' && frame.message.id === reply.message.id)).toHaveLength(1);
    for (const tab of [benOnB, carlOnB, annaOnA]) await tab.close();
  });
});
