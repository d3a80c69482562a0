import path from 'node:path';

/**
 * Server configuration, read from environment variables with safe defaults so a fresh clone runs with no setup.
 * `loadConfig` is pure (env in, config out) so tests build configs without touching process.env.
 */

export type DatabaseConfig =
  | { readonly kind: 'sqlite'; readonly file: string | ':memory:'; readonly synchronous: 'NORMAL' | 'FULL' }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly poolSize: number;
      /** DATABASE_POOL_TIMEOUT_MS: how long a request waits for a free connection before it is answered 503. */
      readonly poolTimeoutMs?: number;
    };

export type SeedMode = 'demo' | 'none';
export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  /** The site's public base URL when known (https in production); used for the same-origin check and HSTS. */
  readonly publicUrl: URL | null;
  readonly mediaDir: string;
  readonly seed: SeedMode;
  /** SEED=demo: the demo accounts start with matches, likes and conversations (DEMO_HISTORY, default on; `0` off). */
  readonly demoHistory?: boolean;
  /**
   * SEED=demo: draw every demo photo in the background after start (DEMO_AVATARS=background, the default), or only
   * when a photo is first asked for (`on-demand`: the end-to-end tests, whose sites start many times).
   */
  readonly demoAvatarsInBackground?: boolean;
  readonly logLevel: LogLevel;
  readonly nodeEnv: NodeEnv;
  /** Built SPA (vite build output). Its index.html is the HTML template; app/index.html is the fallback. */
  readonly clientDist: string;
  /** Fastify's trustProxy: true, a hop count, or a comma list of proxy addresses. false when unset. */
  readonly trustProxy: boolean | number | string;
  /** How long a resolved site stays in the in-memory cache. */
  readonly siteCacheTtlMs: number;
  /** SSR_DATA_BUDGET_MS: how long a server-rendered page waits for its data; what is late renders as loading. */
  readonly ssrDataBudgetMs: number;
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): where mail goes. null: the development outbox only. Never logged. */
  readonly smtpUrl: URL | null;
  /** MAIL_FROM: the sender address; `{domain}` is replaced by the site's domain. Default `noreply@{domain}`. */
  readonly mailFrom: string;
  /** DEV_OUTBOX=1: the development outbox pages answer non-loopback clients too (still only without SMTP_URL). */
  readonly devOutbox: boolean;
  /** REDIS_URL (`redis://…`, `rediss://…`): realtime events go through Redis pub/sub so every instance delivers them. null: in-process. Never logged. */
  readonly redisUrl: URL | null;
  /** MEDIA_STORE: where photo files live (server/media/store.ts). Unset: the local directory MEDIA_DIR. */
  readonly mediaStore?: MediaStoreConfig;
  /** PHOTO_DECODE_CONCURRENCY: how many images are decoded at once in this process (server/media/pipeline.ts). */
  readonly photoDecodeConcurrency?: number;
}

/** How long a server-rendered page waits for its data by default (SSR_DATA_BUDGET_MS). */
export const SSR_DATA_BUDGET_MS = 1_500;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = text(env, key);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${key} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${key} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/**
 * DATABASE_URL: `postgres://…` or `postgresql://…` selects PostgreSQL; `sqlite::memory:` or `:memory:` an in-memory
 * SQLite database (tests); `sqlite:<path>`, `file:<path>` or a plain path a SQLite file. Default `data/site.db`.
 */
export function parseDatabaseUrl(raw: string | undefined, env: Env = {}, cwd = process.cwd()): DatabaseConfig {
  const value = raw?.trim() || 'data/site.db';
  if (/^postgres(ql)?:\/\//i.test(value)) {
    try {
      new URL(value);
    } catch {
      throw new ConfigError('DATABASE_URL is not a valid PostgreSQL URL');
    }
    return {
      kind: 'postgres',
      url: value,
      poolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
      poolTimeoutMs: integer(env, 'DATABASE_POOL_TIMEOUT_MS', 10_000, 100, 600_000),
    };
  }
  const syncRaw = (text(env, 'SQLITE_SYNCHRONOUS') ?? 'NORMAL').toUpperCase();
  if (syncRaw !== 'NORMAL' && syncRaw !== 'FULL') throw new ConfigError('SQLITE_SYNCHRONOUS must be NORMAL or FULL');
  const synchronous: 'NORMAL' | 'FULL' = syncRaw;
  if (value === ':memory:' || value === 'sqlite::memory:' || value === 'sqlite://:memory:') {
    return { kind: 'sqlite', file: ':memory:', synchronous };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !/^(sqlite|file):/i.test(value)) {
    throw new ConfigError(`DATABASE_URL scheme not supported: use postgres://… or a SQLite file path`);
  }
  const file = value.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
  if (!file) throw new ConfigError('DATABASE_URL names no SQLite file');
  return { kind: 'sqlite', file: path.resolve(cwd, file), synchronous };
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'true' || lower === 'yes' || lower === '1') return true;
  if (lower === 'false' || lower === 'no' || lower === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function parseSmtpUrl(raw: string | undefined): URL | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value may hold a password: never echo it.
    throw new ConfigError('SMTP_URL is not a URL (expected smtp://user:pass@host:port or smtps://…)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  if (!url.hostname) throw new ConfigError('SMTP_URL names no host');
  return url;
}

function parseMailFrom(raw: string | undefined): string {
  const value = raw ?? 'noreply@{domain}';
  if (!/^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+$/.test(value)) {
    throw new ConfigError(`MAIL_FROM must be a plain address such as noreply@{domain} or noreply@example.com, got "${value}"`);
  }
  return value;
}

function parseRedisUrl(raw: string | undefined): URL | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value may hold a password: never echo it.
    throw new ConfigError('REDIS_URL is not a URL (expected redis://host:6379 or rediss://…)');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  if (!url.hostname) throw new ConfigError('REDIS_URL names no host');
  return url;
}

function parsePublicUrl(raw: string | undefined): URL | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('PUBLIC_URL must be http(s)');
  return url;
}

export function loadConfig(env: Env, cwd = process.cwd()): ServerConfig {
  const nodeEnvRaw = text(env, 'NODE_ENV') ?? 'development';
  const nodeEnv: NodeEnv = nodeEnvRaw === 'production' || nodeEnvRaw === 'test' ? nodeEnvRaw : 'development';

  const seedRaw = (text(env, 'SEED') ?? 'demo').toLowerCase();
  if (seedRaw !== 'demo' && seedRaw !== 'none') throw new ConfigError(`SEED must be demo or none, got "${seedRaw}"`);

  const logRaw = (text(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')).toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logRaw)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    database: parseDatabaseUrl(text(env, 'DATABASE_URL'), env, cwd),
    publicUrl: parsePublicUrl(text(env, 'PUBLIC_URL')),
    mediaDir: path.resolve(cwd, text(env, 'MEDIA_DIR') ?? 'data/media'),
    seed: seedRaw,
    demoHistory: !['0', 'false', 'no'].includes((text(env, 'DEMO_HISTORY') ?? '').toLowerCase()),
    demoAvatarsInBackground: (text(env, 'DEMO_AVATARS') ?? 'background').toLowerCase() !== 'on-demand',
    logLevel: logRaw as LogLevel,
    nodeEnv,
    clientDist: path.resolve(cwd, text(env, 'CLIENT_DIST') ?? 'dist/client'),
    trustProxy: parseTrustProxy(text(env, 'TRUST_PROXY')),
    siteCacheTtlMs: integer(env, 'SITE_CACHE_TTL_MS', 30_000, 0, 3_600_000),
    ssrDataBudgetMs: integer(env, 'SSR_DATA_BUDGET_MS', SSR_DATA_BUDGET_MS, 0, 60_000),
    smtpUrl: parseSmtpUrl(text(env, 'SMTP_URL')),
    mailFrom: parseMailFrom(text(env, 'MAIL_FROM')),
    devOutbox: ['1', 'true', 'yes'].includes((text(env, 'DEV_OUTBOX') ?? '').toLowerCase()),
    redisUrl: parseRedisUrl(text(env, 'REDIS_URL')),
    mediaStore: parseMediaStore(env),
    photoDecodeConcurrency: integer(env, 'PHOTO_DECODE_CONCURRENCY', 1, 1, 16),
  };
}

/** MEDIA_STORE=local (default: files under MEDIA_DIR) or s3 (an S3-compatible bucket: AWS S3, MinIO, Cloudflare R2…). */
export type MediaStoreConfig =
  | { readonly kind: 'local' }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      readonly region: string;
      /** S3_ENDPOINT: a custom endpoint (MinIO, R2); null: AWS's own for the region. */
      readonly endpoint: URL | null;
      /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; null: the SDK's default chain (instance role, AWS_* variables). Never logged. */
      readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
      /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most local servers). */
      readonly forcePathStyle: boolean;
      /** S3_PREFIX: a folder inside the bucket, '' or ending in '/'. */
      readonly prefix: string;
    };

function flag(env: Env, key: string): boolean {
  const raw = (text(env, key) ?? '').toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false' || raw === 'no') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  throw new ConfigError(`${key} must be 1 or 0, got "${raw}"`);
}

export function parseMediaStore(env: Env): MediaStoreConfig {
  const kind = (text(env, 'MEDIA_STORE') ?? 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new ConfigError(`MEDIA_STORE must be local or s3, got "${kind}"`);
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('MEDIA_STORE=s3 needs S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET is not a bucket name: "${bucket}"`);
  let endpoint: URL | null = null;
  const rawEndpoint = text(env, 'S3_ENDPOINT');
  if (rawEndpoint !== undefined) {
    try {
      endpoint = new URL(rawEndpoint);
    } catch {
      throw new ConfigError(`S3_ENDPOINT is not a URL: "${rawEndpoint}"`);
    }
    if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') throw new ConfigError('S3_ENDPOINT must be http(s)');
  }
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials');
  }
  const rawPrefix = (text(env, 'S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, '');
  if (rawPrefix !== '' && (!/^[A-Za-z0-9._/-]{1,200}$/.test(rawPrefix) || rawPrefix.split('/').some((part) => part === '' || part === '.' || part === '..'))) {
    throw new ConfigError(`S3_PREFIX may hold letters, digits and . _ - / only, got "${rawPrefix}"`);
  }
  return {
    kind: 's3',
    bucket,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
    prefix: rawPrefix === '' ? '' : `${rawPrefix}/`,
  };
}
