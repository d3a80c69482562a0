import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildServer, type BuildOptions } from '../../server/app';
import { loadConfig, type Env, type ServerConfig } from '../../server/config';

/**
 * Server tests run against every available database: SQLite always (a temp file per suite), PostgreSQL when
 * TEST_DATABASE_URL is set (a fresh database with a random name per suite, created through that URL's database and
 * dropped afterwards). Use `describe.each(DATABASES)` so every test runs on both.
 */
export type DbKind = 'sqlite' | 'postgres';

export const DATABASES: readonly DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  readonly kind: DbKind;
  readonly url: string;
  readonly drop: () => Promise<void>;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
    return { kind, url: path.join(dir, 'site.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    drop: async () => {
      await withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** A directory that never exists, so tests use app/index.html whether or not a build is present. */
export const NO_CLIENT_DIST = path.join(tmpdir(), 'site-test-no-client-dist');

export function testConfig(databaseUrl: string, env: Env = {}): ServerConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    CLIENT_DIST: NO_CLIENT_DIST,
    MEDIA_DIR: path.join(tmpdir(), 'site-test-media'),
    // A thousand concurrent requests queue for 10 connections: on a loaded CI machine the production wait (10 s) runs
    // out and they are answered 503, which is right under overload but not what the concurrency tests look at.
    DATABASE_POOL_TIMEOUT_MS: '120000',
    // The built-in sandbox takes the test payments, whatever SEED says (tests of other providers override it).
    PAYMENT_PROVIDER: 'sandbox',
    ...env,
  });
}

export interface ServerHandle {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly config: ServerConfig;
}

/**
 * Builds a server for the enclosing describe block (beforeAll) and closes it and drops its database (afterAll).
 * `env` may be a function of the test database, for settings known only once it exists (its URL, a started sink).
 * Read `.app` inside tests only.
 */
export function useServer(
  kind: DbKind,
  env: Env | ((database: TestDatabase) => Env) = {},
  options: BuildOptions = {},
  prepare?: (database: TestDatabase) => Promise<void>,
): ServerHandle {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  let config: ServerConfig | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await prepare?.(database);
    config = testConfig(database.url, typeof env === 'function' ? env(database) : env);
    app = await buildServer(config, options);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return {
    get app() {
      if (!app) throw new Error('server not built yet: use .app inside a test');
      return app;
    },
    get database() {
      if (!database) throw new Error('database not created yet');
      return database;
    },
    get config() {
      if (!config) throw new Error('config not loaded yet');
      return config;
    },
  };
}

/** Headers of a same-origin call from our SPA. */
export function spaHeaders(host = 'localhost:3000'): Record<string, string> {
  return { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin', 'x-client-type': 'web' };
}
