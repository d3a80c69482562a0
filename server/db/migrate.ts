import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import type { Database } from './schema';
import type { DbDialect } from './dialect';
import { allMigrations } from './migrations/index';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies every pending migration. Safe to run on every start and from several instances at once (Kysely locks). */
export async function migrateToLatest(db: Kysely<Database>, dialect: DbDialect): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String((error as Error)?.message ?? error)}`, {
      cause: error,
    });
  }
  return results;
}
