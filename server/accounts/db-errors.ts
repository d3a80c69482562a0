/** A unique-constraint violation on either database (SQLite: SQLITE_CONSTRAINT_UNIQUE; PostgreSQL: 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
