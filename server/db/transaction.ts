import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
 * On SQLite the transaction starts with `BEGIN IMMEDIATE` (see ImmediateTransactionSqliteDriver in database.ts), so
 * use this for every read-then-write change such as balance debits. On PostgreSQL it is a Read Committed
 * transaction, where a conditional `UPDATE … WHERE balance >= cost` is safe against concurrent debits.
 * Keep the work short and do no network I/O inside: on SQLite every other query waits for it.
 */
export function withTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
