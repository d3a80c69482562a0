import type { CreateTableBuilder } from 'kysely';
import type { DbDialect } from '../dialect';

/**
 * The few places where SQLite and PostgreSQL need different DDL, kept in one file so migrations stay portable.
 * Migrations are factories taking the dialect, because Kysely's `autoIncrement()` is SQLite/MySQL syntax while
 * PostgreSQL wants an identity column.
 */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DbDialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
