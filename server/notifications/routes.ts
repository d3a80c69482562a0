import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import { unsubscribeQuerySchema, unsubscribeRequestSchema } from '../../contract/notifications';
import { HttpError } from '../errors/http-error';
import { parseInput } from '../errors/validation';
import { registerEndpoint } from '../http/endpoint';
import { isLanguage } from '../i18n/request-language';
import { DEFAULT_LANGUAGE } from '../../locales/languages';
import { requireUser, viewerOf } from '../sessions/plugin';
import {
  readNotificationSettings,
  savePushSubscription,
  unsubscribeTokenOwner,
  unsubscribeWithToken,
  updateNotificationSettings,
  type NotificationServiceDeps,
} from './service';
import type { NotificationTexts } from './texts';
import { renderUnsubscribePage, type UnsubscribePageState } from './unsubscribe-page';

export interface NotificationRoutesOptions {
  readonly texts: NotificationTexts;
  /** Push service hosts (`host:port`) allowed besides the browsers' ones: tests run their own push service. */
  readonly extraPushHosts: readonly string[];
}

/** Per-member and per-address limits (SEC-23). */
export const NOTIFICATION_RATE_LIMITS = {
  pushSubscribe: { max: 30, timeWindow: '1 hour' },
  unsubscribe: { max: 30, timeWindow: '1 minute' },
} as const;

/**
 * `POST /api/user.php` is the login; `POST /api/user.php?push=1` (SPEC §7) saves a push subscription. Fastify routes
 * by method and path only, so a route constraint derived from the query tells them apart: requests with `push=1` go
 * to the push route, everything else to the login as before.
 */
const PUSH_QUERY_CONSTRAINT = 'pushQuery';

function pushQueryValue(url: string): string | undefined {
  const start = url.indexOf('?');
  if (start < 0) return undefined;
  return new URLSearchParams(url.slice(start + 1)).get('push') === '1' ? '1' : undefined;
}

/** The path part of a contract path that names a query (`/api/user.php?push=1` → `/api/user.php`). */
function routePath(path: string): string {
  return path.split('?', 1)[0] ?? path;
}

/** Notification settings, push subscriptions and the one-click unsubscribe (issue 6). Handlers stay thin. */
export async function notificationRoutes(app: FastifyInstance, options: NotificationRoutesOptions): Promise<void> {
  const deps: NotificationServiceDeps = { db: app.db, now: () => app.clock() };
  const authenticated = { preHandler: requireUser };

  registerEndpoint(app, ENDPOINTS.notificationSettings, async ({ request }) => ({
    notifications: await readNotificationSettings(deps, viewerOf(request).userId),
  }), authenticated);

  registerEndpoint(app, ENDPOINTS.notificationSettingsUpdate, async ({ body, request }) => ({
    notifications: await updateNotificationSettings(deps, viewerOf(request).userId, body),
  }), authenticated);

  if (!app.hasConstraintStrategy(PUSH_QUERY_CONSTRAINT)) {
    app.addConstraintStrategy({
      name: PUSH_QUERY_CONSTRAINT,
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => (handlers.get(value) ?? null) as never,
          set: (value: string, store: unknown) => {
            handlers.set(value, store);
          },
        };
      },
      deriveConstraint: (request: { url?: string }) => pushQueryValue(request.url ?? '') as string,
      mustMatchWhenDerived: false,
    });
  }

  registerEndpoint(
    app,
    { ...ENDPOINTS.pushSubscribe, path: routePath(ENDPOINTS.pushSubscribe.path) },
    async ({ body, request }) => {
      const viewer = viewerOf(request);
      const devices = await savePushSubscription(deps, { userId: viewer.userId, sessionId: viewer.sessionId }, body, options.extraPushHosts);
      return { ok: true as const, push_devices: devices };
    },
    {
      constraints: { [PUSH_QUERY_CONSTRAINT]: '1' },
      preHandler: requireUser,
      config: {
        rateLimit: {
          ...NOTIFICATION_RATE_LIMITS.pushSubscribe,
          keyGenerator: (request: FastifyRequest) => (request.viewer ? `push-subscribe:${request.viewer.userId}` : request.ip),
        },
      },
    },
  );

  const unsubscribeKey = app.secrets.unsubscribeKey;
  const page = (request: FastifyRequest, reply: FastifyReply, state: UnsubscribePageState, language: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        renderUnsubscribePage({
          language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
          siteName: request.site.settings.name,
          state,
          action: request.url,
          texts: options.texts,
        }),
      );

  // A person who opens the link in a browser: a page that asks for the click (a GET changes nothing).
  app.get(ENDPOINTS.unsubscribe.path, async (request, reply) => {
    const parsed = unsubscribeQuerySchema.safeParse(request.query ?? {});
    const owner = parsed.success ? await unsubscribeTokenOwner(deps, unsubscribeKey, parsed.data.token, request.site.id) : null;
    if (!owner) return page(request, reply, 'invalid', request.language, 404);
    return page(request, reply, 'confirm', owner.language);
  });

  // RFC 8058 one-click: the mailbox provider POSTs `List-Unsubscribe=One-Click` (form-encoded or multipart) without
  // cookies from its own servers, so this route is exempt from the same-origin rule: the signed token is the proof.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fields: 4, fieldSize: 256, files: 0, parts: 4 } });
    scope.post(
      ENDPOINTS.unsubscribe.path,
      {
        config: {
          crossSite: 'allow',
          rateLimit: NOTIFICATION_RATE_LIMITS.unsubscribe,
        },
      },
      async (request, reply) => {
        const query = parseInput(unsubscribeQuerySchema, request.query ?? {});
        parseInput(unsubscribeRequestSchema, request.body ?? {});
        const owner = await unsubscribeWithToken(deps, unsubscribeKey, query.token, request.site.id);
        // The page's own form (a browser navigation) gets a page back; a mailbox provider gets the contract answer.
        const navigation = request.headers['sec-fetch-mode'] === 'navigate';
        if (!owner) {
          if (navigation) return page(request, reply, 'invalid', request.language, 404);
          throw new HttpError('not_found');
        }
        if (navigation) return page(request, reply, 'done', owner.language);
        const answer = ENDPOINTS.unsubscribe.response.parse({ ok: true });
        return reply.send(answer);
      },
    );
  });
}
