import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { sharedPlugin } from '../http/plugin';
import { createDatabase } from './database';
import type { DbDialect } from './dialect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DbDialect;
  }
}

/** Opens the database, applies pending migrations before the server answers, and closes it on shutdown. */
export const dbPlugin = sharedPlugin<{ database: DatabaseConfig }>('db', async (app, { database }) => {
  const handle = createDatabase(database, app.log);
  try {
    const results = await migrateToLatest(handle.db, handle.dialect);
    for (const result of results) app.log.info({ migration: result.migrationName, status: result.status }, 'migration applied');
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.decorate('db', handle.db);
  app.decorate('dbDialect', handle.dialect);
  // Runs after in-flight requests finished (Fastify closes the listener first).
  app.addHook('onClose', async () => {
    await handle.close();
  });
});
