import type { Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { sitesMigration } from './0001_sites';
import { accountsMigration } from './0002_accounts';
import { mailMigration } from './0003_mail';
import { membersMigration } from './0004_members';
import { creditsMigration } from './0005_credits';

/**
 * Every migration, in order, as a static object (no file-system scan, so it works under tsx and bundlers).
 * Add a migration: write `NNNN_name.ts` exporting a factory and add it here with the next number.
 * Never edit or renumber a migration that has shipped.
 */
export function allMigrations(dialect: DbDialect): Record<string, Migration> {
  return {
    '0001_sites': sitesMigration(dialect),
    '0002_accounts': accountsMigration(dialect),
    '0003_mail': mailMigration(dialect),
    '0004_members': membersMigration(dialect),
    '0005_credits': creditsMigration(dialect),
  };
}
