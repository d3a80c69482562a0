import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { accountsRoutes } from './accounts/routes';
import { complaintsRoutes } from './complaints/routes';
import { backofficeRoutes } from './backoffice/routes';
import { operatorsRoutes } from './operators/routes';
import { moderationRoutes } from './moderation/routes';
import { chatRoutes } from './chat/routes';
import { creditsRoutes } from './credits/routes';
import type { ServerRenderer } from '../contract/bootstrap';
import type { ServerConfig } from './config';
import { dbPlugin } from './db/plugin';
import { apiFallbackRoutes, errorsPlugin } from './errors/plugin';
import { languagePlugin } from './i18n/plugin';
import { mailPlugin } from './mail/plugin';
import { jobsPlugin } from './jobs/plugin';
import { likesArea } from './likes/plugin';
import { membersArea } from './members/plugin';
import { notificationsPlugin, type NotificationsPluginOptions } from './notifications/plugin';
import { paymentsConfigOf, paymentsSetup } from './payments/mode';
import { paymentsRoutes } from './payments/routes';
import { rateLimitPlugin } from './rate-limit/plugin';
import { realtimePlugin } from './realtime/plugin';
import { secretsPlugin } from './secrets/plugin';
import { securityPlugin } from './security/plugin';
import { clockPlugin } from './sessions/clock';
import { sessionsPlugin } from './sessions/plugin';
import { sitesPlugin } from './sites/plugin';
import { staffSessionsPlugin } from './staff/plugin';
import { staffRoutes } from './staff/routes';
import { staffPasswordsFile } from './staff/seed';
import { siteManifestRoutes } from './site-manifest/routes';
import { sitesRoutes } from './sites/routes';
import { spaPlugin } from './spa/plugin';
import { systemRoutes } from './system/routes';

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  readonly logStream?: { write: (line: string) => void };
  /** Directory of `<lng>/errors.json`; the repository's locales/ by default. */
  readonly localesDir?: string;
  /** Extra routes registered with the API routes, before the fallbacks (tests, dev-only tools). */
  readonly routes?: FastifyPluginAsync;
  /** The server's clock (`app.clock`): tests pass a controllable one to expire tokens and sessions. */
  readonly clock?: () => Date;
  /** The server renderer of public pages (app/entry-server.tsx); by default the build's, if any (server/spa/ssr.ts). */
  readonly renderer?: ServerRenderer | null;
  /** Web push towards a test push service (its TLS agent and `host:port`); production posts only to browsers' services. */
  readonly push?: NotificationsPluginOptions['push'];
}

/** Header and field paths that never reach the log (SEC-25). */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** Query parameters that carry a credential (mailed links, one-click unsubscribe): their values never reach the log. */
const SECRET_QUERY_KEYS = /^(token|code|secret|password)$/i;

/** A request URL for the log: the values of credential query parameters replaced (SEC-25). */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judged as written
      }
      return equals !== -1 && SECRET_QUERY_KEYS.test(name.trim()) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

function loggerOptions(config: ServerConfig, options: BuildOptions): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Fastify's own request serializer, with the URL's credentials redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        version: [request.headers['accept-version']].flat()[0],
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
}

/**
 * Builds the server (not listening): `server/main.ts` listens, tests call `inject()`.
 * Order matters: the error handler first (routes capture it when they are declared), then the plugins that add
 * hooks (security before sites, so refused requests never touch the database; sites before language), then routes.
 */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(config, options),
    // A hop count is supported at runtime (proxy-addr) though Fastify's types omit it.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    // Prototype-poisoning JSON bodies are refused (400), not cleaned.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // A URL refused before routing (a bad escape, an over-long parameter): a contract error, not Fastify's own body.
    frameworkErrors: (error, request, reply) => app.answerFrameworkError(error, request, reply),
    return503OnClosing: true,
    // Demo seeding on a first start runs inside plugin registration; slow or busy machines need more than 10 s.
    pluginTimeout: 60_000,
    routerOptions: { maxParamLength: 500 },
  });

  try {
    await app.register(errorsPlugin, { ...(options.localesDir ? { localesDir: options.localesDir } : {}) });
    await app.register(clockPlugin, { ...(options.clock ? { clock: options.clock } : {}) });
    await app.register(cookie);
    await app.register(securityPlugin, { publicUrl: config.publicUrl });
    await app.register(rateLimitPlugin);
    await app.register(dbPlugin, { database: config.database });
    // `app.jobs`, the persistent job queue (mail, push, notifications, maintenance); server/main.ts starts its worker.
    await app.register(jobsPlugin, { pollMs: config.jobs?.pollMs ?? 1_000, concurrency: config.jobs?.concurrency ?? 4, leaseMs: config.jobs?.leaseMs ?? 60_000 });
    await app.register(secretsPlugin);
    await app.register(sitesPlugin, { seed: config.seed, cacheTtlMs: config.siteCacheTtlMs });
    await app.register(languagePlugin);
    await app.register(sessionsPlugin, { publicUrl: config.publicUrl });
    // `request.staff` from the `staff.session` cookie (back office, issue 8); a member session never grants it.
    await app.register(staffSessionsPlugin);
    await app.register(mailPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, devOutbox: config.devOutbox });
    // `app.realtime` and GET /api/ws.php; after sessions (the handshake is authenticated by the session cookie).
    await app.register(realtimePlugin, { publicUrl: config.publicUrl, redisUrl: config.redisUrl, database: config.database });
    // `app.notify` (web push and notification mails); after mail and realtime, before the areas that notify.
    await app.register(notificationsPlugin, { publicUrl: config.publicUrl, ...(options.push ? { push: options.push } : {}) });

    const trustProxy = config.trustProxy !== false;
    await app.register(systemRoutes);
    await app.register(sitesRoutes, { trustProxy });
    await app.register(accountsRoutes, { publicUrl: config.publicUrl, trustProxy });
    await app.register(membersArea, { mediaDir: config.mediaDir, mediaStore: config.mediaStore, photoDecodeConcurrency: config.photoDecodeConcurrency, seed: config.seed, nodeEnv: config.nodeEnv, demoHistory: config.demoHistory ?? true, demoAvatarsInBackground: config.demoAvatarsInBackground ?? true });
    await app.register(likesArea, { publicUrl: config.publicUrl });
    await app.register(chatRoutes);
    // PAYMENT_PROVIDER: sandbox, stripe or none (buying unavailable), SEC-27.
    const payments = paymentsSetup(paymentsConfigOf(config));
    await app.register(creditsRoutes, { trustProxy, payments });
    await app.register(paymentsRoutes, { trustProxy, publicUrl: config.publicUrl, exposeDevCodes: config.nodeEnv !== 'production', devOutbox: config.devOutbox, payments });
    await app.register(complaintsRoutes);
    // The back office's staff sign-in, accounts and audit log (issue 8); seeds staff accounts on a first demo start.
    await app.register(staffRoutes, { seed: config.nodeEnv === 'test' ? false : config.seed, port: config.port, passwordsFile: staffPasswordsFile(config.database, config.mediaDir) });
    await app.register(moderationRoutes);
    await app.register(backofficeRoutes, { redisUrl: config.redisUrl, database: config.database });
    await app.register(operatorsRoutes);
    await app.register(siteManifestRoutes);
    if (options.routes) await app.register(options.routes);
    await app.register(apiFallbackRoutes);
    await app.register(spaPlugin, { clientDist: config.clientDist, trustProxy, publicUrl: config.publicUrl, ssrDataBudgetMs: config.ssrDataBudgetMs, ...(options.renderer !== undefined ? { renderer: options.renderer } : {}) });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
