export type DbDialect = 'sqlite' | 'postgres';
