import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/schema';
import { insertSecretIfAbsent, selectSecret } from './queries';

/** Secrets the embedded default generates on first start and keeps in the database (never in the repository). */
export interface ServerSecrets {
  /** Keys session-related MACs (session tokens themselves are random and stored hashed). */
  readonly sessionKey: string;
  /** Signs the sandbox payment provider's webhooks. */
  readonly webhookKey: string;
  /** Signs the one-click List-Unsubscribe links of notification mails (RFC 8058). */
  readonly unsubscribeKey: string;
  /** The VAPID key pair (RFC 8292) web push is sent with; the public key goes to browsers in the settings. */
  readonly vapid: VapidKeys;
}

export interface VapidKeys {
  /** base64url, uncompressed P-256 point: the `applicationServerKey` of PushManager.subscribe. */
  readonly publicKey: string;
  readonly privateKey: string;
}

const SECRET_KEYS = { sessionKey: 'session_key', webhookKey: 'webhook_key', unsubscribeKey: 'unsubscribe_key', vapid: 'vapid_keys' } as const;

/** Both halves in one secret, so concurrent first starts can never pair one instance's public key with another's private key. */
function parseVapidKeys(stored: string): VapidKeys {
  const parsed = JSON.parse(stored) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') throw new Error('stored VAPID keys are malformed');
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

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
    unsubscribeKey: await getOrCreateSecret(db, SECRET_KEYS.unsubscribeKey),
    vapid: parseVapidKeys(await getOrCreateSecret(db, SECRET_KEYS.vapid, () => JSON.stringify(webpush.generateVAPIDKeys()))),
  };
}
