import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsResponseSchema } from '../../contract/settings';
import { buildServer } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { staffCall, staffWithSession } from './backoffice-sites-support';
import { createTestDatabase, DATABASES, spaHeaders, testConfig, type ServerHandle, type TestDatabase } from './harness';

/**
 * Site changes reach every instance at once (issue 8, part 3): two instances on one database and one Redis, each with
 * a ten-minute site cache. An edit through instance A is in instance B's very next settings answer, because A tells B
 * through Redis to drop its copy. Needs TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl).each(DATABASES)(`site changes across instances on %s${redisUrl ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`, (kind) => {
  let database: TestDatabase | undefined;
  let first: FastifyInstance | undefined;
  let second: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const env = { SITE_CACHE_TTL_MS: '600000', REDIS_URL: redisUrl ?? '' };
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

  async function nameOn(server: ServerHandle, host: string): Promise<string> {
    const response = await server.app.inject({ url: '/api/settings.php', headers: spaHeaders(host) });
    return settingsResponseSchema.parse(response.json()).settings.name;
  }

  it('drops the other instance\'s cached copy of a changed site', async () => {
    const admin = await staffWithSession(a, 'admin');
    const id = (await a.app.sites.resolve('gay.localhost')).id;
    expect(await nameOn(b, 'gay.localhost')).toBe('HarborMen');
    expect(await nameOn(b, 'she.localhost')).toBe('SheFlirts');

    const response = await staffCall(a).patch(`/api/staff/sites/${id}`, { name: 'HarborMen Plus' }, { staff: admin });
    expect(response.statusCode, response.body).toBe(200);

    // Redis delivers asynchronously: wait for B to answer the new name (it would keep the old one for ten minutes).
    await expect.poll(() => nameOn(b, 'gay.localhost'), { timeout: 5_000, interval: 50 }).toBe('HarborMen Plus');
    // Only the changed site is dropped: another site's row changed behind the cache's back, and B still has the old.
    await a.app.db.updateTable('sites').set({ name: 'Changed behind the cache' }).where('domain', '=', 'she.localhost').execute();
    expect(await nameOn(b, 'she.localhost')).toBe('SheFlirts');
  });
});
