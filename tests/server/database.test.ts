import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { allMigrations } from '../../server/db/migrations';
import { withTransaction } from '../../server/db/transaction';
import { DEMO_SITES } from '../../server/sites/demo-sites';
import { createTestDatabase, DATABASES, testConfig } from './harness';

const silent = { error: () => undefined };

describe.each(DATABASES)('database on %s', (kind) => {
  it('migrates and seeds idempotently: a second start on the same database changes nothing', async () => {
    const database = await createTestDatabase(kind);
    try {
      const first = await buildServer(testConfig(database.url));
      const sitesBefore = await first.db.selectFrom('sites').select(['id', 'domain', 'updated_at']).orderBy('id').execute();
      const secretsBefore = first.secrets;
      await first.close();

      const second = await buildServer(testConfig(database.url));
      const sitesAfter = await second.db.selectFrom('sites').select(['id', 'domain', 'updated_at']).orderBy('id').execute();
      const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(second.db);
      expect(sitesAfter).toEqual(sitesBefore);
      expect(sitesAfter).toHaveLength(DEMO_SITES.length + 1);
      expect(second.secrets).toEqual(secretsBefore);
      expect(second.secrets.sessionKey).toMatch(/^[\w-]{43}$/);
      expect(second.secrets.webhookKey).not.toBe(second.secrets.sessionKey);
      // Every registered migration ran, once, in order.
      expect(migrations.rows.map((row) => row.name)).toEqual(Object.keys(allMigrations(kind)));
      expect((await second.inject({ url: '/api/settings.php', headers: { host: 'bbw.localhost' } })).json().settings.niche).toBe(4);
      await second.close();
    } finally {
      await database.drop();
    }
  });

  it('with SEED=none still creates the localhost default site, and only that', async () => {
    const database = await createTestDatabase(kind);
    try {
      const app = await buildServer(testConfig(database.url, { SEED: 'none' }));
      const domains = await app.db.selectFrom('sites').select('domain').execute();
      expect(domains).toEqual([{ domain: 'localhost' }]);
      const response = await app.inject({ url: '/api/settings.php', headers: { host: 'bdsm.localhost' } });
      expect(response.json().settings.domain).toBe('localhost');
      await app.close();
    } finally {
      await database.drop();
    }
  });

  it('enforces foreign keys, unique domains and checks', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildServer(testConfig(database.url));
    try {
      const site = await app.db.selectFrom('sites').selectAll().where('domain', '=', 'localhost').executeTakeFirstOrThrow();
      const { id: _id, ...row } = site;
      await expect(app.db.insertInto('sites').values({ ...row, domain: 'fk.localhost', company_id: 9999 }).execute()).rejects.toThrow();
      await expect(app.db.insertInto('sites').values({ ...row }).execute()).rejects.toThrow();
      await expect(app.db.insertInto('sites').values({ ...row, domain: 'Upper.localhost' }).execute()).rejects.toThrow();
      await expect(app.db.insertInto('sites').values({ ...row, domain: 'n.localhost', niche: 8 }).execute()).rejects.toThrow();
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('withTransaction commits on success and rolls back on error', async () => {
    const database = await createTestDatabase(kind);
    const handle = createDatabase(testConfig(database.url).database, silent);
    try {
      await migrateToLatest(handle.db, handle.dialect);
      const now = new Date().toISOString();
      await withTransaction(handle.db, (trx) => trx.insertInto('kv_secrets').values({ key: 'kept', value: '1', created_at: now }).execute());
      await expect(
        withTransaction(handle.db, async (trx) => {
          await trx.insertInto('kv_secrets').values({ key: 'dropped', value: '1', created_at: now }).execute();
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const keys = await handle.db.selectFrom('kv_secrets').select('key').orderBy('key').execute();
      expect(keys.map((row) => row.key)).toEqual(['kept']);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});

describe('SQLite specifics', () => {
  it('opens the file in WAL mode with foreign keys, busy timeout and synchronous as configured', async () => {
    const database = await createTestDatabase('sqlite');
    const handle = createDatabase(testConfig(database.url, { SQLITE_SYNCHRONOUS: 'FULL' }).database, silent);
    try {
      const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(handle.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('synchronous')).toBe(2); // FULL
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('starts transactions with BEGIN IMMEDIATE: the write lock is held from the first statement', async () => {
    const database = await createTestDatabase('sqlite');
    const handle = createDatabase(testConfig(database.url).database, silent);
    await migrateToLatest(handle.db, handle.dialect);
    const other = new SQLite(database.url, { timeout: 0 });
    try {
      let otherWriterBlocked: boolean | undefined;
      await withTransaction(handle.db, async (trx) => {
        // Only a read so far: a deferred BEGIN would hold no write lock yet.
        await trx.selectFrom('kv_secrets').selectAll().execute();
        try {
          other.exec('begin immediate');
          other.exec('rollback');
          otherWriterBlocked = false;
        } catch (error) {
          otherWriterBlocked = (error as { code?: string }).code === 'SQLITE_BUSY';
        }
      });
      expect(otherWriterBlocked).toBe(true);
      // Released at commit.
      other.exec('begin immediate');
      other.exec('rollback');
    } finally {
      other.close();
      await handle.close();
      await database.drop();
    }
  });
});
