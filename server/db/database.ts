import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { DbDialect } from './dialect';
import type { Database } from './schema';

export interface DbHandle {
  readonly db: Kysely<Database>;
  readonly dialect: DbDialect;
  /** Closes the SQLite file or ends the PostgreSQL pool. */
  readonly close: () => Promise<void>;
}

interface DbLogger {
  error: (obj: object, msg: string) => void;
}

/**
 * Kysely's SQLite driver starts transactions with a plain (deferred) `BEGIN`. A deferred transaction that reads and
 * then writes must upgrade its lock, and if another connection (a second process, a CLI) wrote in between, SQLite
 * answers SQLITE_BUSY at once: busy_timeout cannot retry a lock upgrade. `BEGIN IMMEDIATE` takes the write lock up
 * front, waiting for it through busy_timeout, so read-then-write transactions (balances, quotas) are safe.
 *
 * Kysely has no per-transaction switch for this, so the driver issues `begin immediate` for every transaction.
 * Inside one process this costs nothing: the SQLite dialect has a single connection behind a mutex, so queries and
 * transactions already run one at a time. Keep transactions short and free of network I/O for the same reason.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #driverConfig: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#driverConfig = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.#driverConfig);
  }
}

function openSqlite(config: Extract<DatabaseConfig, { kind: 'sqlite' }>): SQLite.Database {
  if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL: readers do not block the writer, and committed work survives a crash of the process.
  if (config.file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // NORMAL is durable against process crashes in WAL mode; FULL also against power loss (SQLITE_SYNCHRONOUS=FULL).
  sqlite.pragma(`synchronous = ${config.synchronous}`);
  return sqlite;
}

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles SQL on each prepare. Queries are the same few hundred
 * texts over and over, so the compiled statement of a text is kept and reused (least recently used out beyond `limit`;
 * better-sqlite3 runs one statement at a time, and nothing here iterates a statement while it runs another).
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500): SqliteDialectConfig['database'] {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > limit) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

const INT8_OID = 20;

function createPgPool(config: Extract<DatabaseConfig, { kind: 'postgres' }>, logger: DbLogger): pg.Pool {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: config.poolTimeoutMs ?? 10_000,
    application_name: 'white-label-dating',
    types: {
      // count(*) and bigint columns arrive as strings by default; our ids and counts fit a JS number.
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client whose server went away (PostgreSQL restart) emits 'error'; without a listener that would crash
  // the process. The pool drops that client and opens a fresh connection on the next query.
  pool.on('error', (err) => logger.error({ err }, 'postgres idle client error'));
  // A client in use (checked out) whose server goes away emits 'error' too, and the listener above covers idle clients
  // only: without this one the process would crash. The query in flight fails on its own (503, server/db/unavailable.ts)
  // and the pool discards the client when it is released (pg-pool checks that it is still queryable).
  pool.on('connect', (client) => client.on('error', (err) => logger.error({ err }, 'postgres client error')));
  return pool;
}

export function createDatabase(config: DatabaseConfig, logger: DbLogger): DbHandle {
  if (config.kind === 'postgres') {
    const pool = createPgPool(config, logger);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const sqlite = openSqlite(config);
  const db = new Kysely<Database>({ dialect: new ImmediateTransactionSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
