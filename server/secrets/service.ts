import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertSecretIfAbsent, selectSecret } from './queries';

/** Secrets the embedded default generates on first start and keeps in the database (never in the repository). */
export interface ServerSecrets {
  /** Keys session-related MACs (session tokens themselves are random and stored hashed). */
  readonly sessionKey: string;
  /** Signs the sandbox payment provider's webhooks. */
  readonly webhookKey: string;
}

const SECRET_KEYS = { sessionKey: 'session_key', webhookKey: 'webhook_key' } as const;

/**
 * Reads a secret, creating it with 256 random bits on first use. Concurrent first starts (several instances on one
 * PostgreSQL) converge on one value: the insert does nothing when another instance won, and everyone reads the winner.
 */
export async function getOrCreateSecret(db: Kysely<Database>, key: string, generate: () => string = () => randomBytes(32).toString('base64url')): Promise<string> {
  const existing = await selectSecret(db, key);
  if (existing !== undefined) return existing;
  await insertSecretIfAbsent(db, key, generate(), new Date().toISOString());
  const stored = await selectSecret(db, key);
  if (stored === undefined) throw new Error(`secret ${key} could not be stored`);
  return stored;
}

export async function loadServerSecrets(db: Kysely<Database>): Promise<ServerSecrets> {
  return {
    sessionKey: await getOrCreateSecret(db, SECRET_KEYS.sessionKey),
    webhookKey: await getOrCreateSecret(db, SECRET_KEYS.webhookKey),
  };
}
