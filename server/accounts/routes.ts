import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import { HttpError } from '../errors/http-error';
import { registerEndpoint } from '../http/endpoint';
import { withTransaction } from '../db/transaction';
import type { EnqueuedJob } from '../jobs/types';
import { isLanguage } from '../i18n/request-language';
import { DEFAULT_LANGUAGE } from '../../contract/constants';
import { hasClientTypeHeader, isSameOriginRequest } from '../security/same-origin';
import { requireUser, viewerOf } from '../sessions/plugin';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../sessions/service';
import { geoCountryFromHeaders } from '../sites/service';
import { activate, resendActivation } from './activation';
import { logAuthFailure } from './audit';
import { loadUser, type AccountContext, type AccountDeps } from './context';
import { deleteAccount, reactivate, requestReactivationMail } from './deletion';
import { siteOrigin } from './links';
import { changeLanguage, login, logout } from './login';
import { confirmMailChange, requestMailChange } from './mail-change';
import { changePassword, checkPasswordReset, mailPasswordReset, requestPasswordReset, resetPassword } from './password';
import { RESET_MAIL_JOB } from './reset-job';
import { afterAnswerOf } from './after-answer';
import { RateLimiter } from './rate-events';
import { completeSignup, signup } from './signup';

export interface AccountsRoutesOptions {
  readonly publicUrl: URL | null;
  readonly trustProxy: boolean;
}

/** SPEC §7 account calls (issue 3). Handlers stay thin: the services in this folder decide. */
export async function accountsRoutes(app: FastifyInstance, options: AccountsRoutesOptions): Promise<void> {
  const deps: AccountDeps = {
    db: app.db,
    dialect: app.dbDialect,
    get mailer() {
      return app.mailer;
    },
    limiter: new RateLimiter(app.db, app.dbDialect),
    now: () => app.clock(),
    log: app.log,
  };

  const contextOf = (request: FastifyRequest): AccountContext => ({
    site: request.site,
    origin: siteOrigin(request, options.publicUrl),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: request.language,
    geoCountry: geoCountryFromHeaders(request.headers, options.trustProxy),
    audit: (event, details) => logAuthFailure(request, event, details),
  });
  const authenticated = { preHandler: requireUser };

  registerEndpoint(app, ENDPOINTS.user, async ({ request }) => ({ user: await loadUser(app.db, viewerOf(request).userId) }), authenticated);

  registerEndpoint(app, ENDPOINTS.login, async ({ body, request, reply }) => {
    const { user, session } = await login(deps, contextOf(request), body, sessionTokenOf(request));
    setSessionCookie(request, reply, session.token);
    return { user };
  });

  registerEndpoint(
    app,
    ENDPOINTS.userLanguage,
    async ({ body, request }) => ({ user: await changeLanguage(deps, viewerOf(request).userId, body.language) }),
    authenticated,
  );

  registerEndpoint(app, ENDPOINTS.logout, async ({ request, reply }) => {
    // SPEC §7 names GET for logout, while SEC-11 wants no state change on GET: this GET demands what the security
    // plugin demands of unsafe methods (the client-type header and a same-origin request), which an <img> or a link
    // on another site cannot send, so a cross-site page cannot log members out.
    if (!hasClientTypeHeader(request.headers) || !isSameOriginRequest(request.headers, request.host, options.publicUrl)) {
      throw new HttpError('cross_site_request');
    }
    await logout(deps, sessionTokenOf(request));
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  registerEndpoint(app, ENDPOINTS.signup, async ({ body, request, reply }) => {
    const { user, session } = await signup(deps, contextOf(request), body);
    setSessionCookie(request, reply, session.token);
    return { user };
  });

  registerEndpoint(
    app,
    ENDPOINTS.completeSignup,
    async ({ body, request }) => ({ user: await completeSignup(deps, contextOf(request), viewerOf(request).userId, body) }),
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.activationMail,
    async ({ request }) => {
      await resendActivation(deps, contextOf(request), viewerOf(request));
      return { ok: true as const };
    },
    authenticated,
  );

  registerEndpoint(app, ENDPOINTS.activate, async ({ body, request }) => ({ user: await activate(deps, contextOf(request), body.token) }));

  // SEC-4: the lookup and the mail run once the answer is out, so every address is answered in the same time. The
  // request only enqueues a job (the same insert for every address), so a reset asked for is mailed even when this
  // process dies right after answering: any instance's worker runs it.
  const afterAnswer = afterAnswerOf(app.db);
  const resetJobs = new WeakMap<FastifyRequest, EnqueuedJob>();
  app.addHook('onClose', async () => afterAnswer.idle());
  app.jobs.define(RESET_MAIL_JOB, {
    maxAttempts: 5,
    handler: async ({ payload }) => {
      const site = await app.sites.resolve(payload.domain);
      const ctx: AccountContext = {
        site,
        origin: payload.origin,
        ip: payload.ip,
        userAgent: undefined,
        language: isLanguage(payload.language) ? payload.language : DEFAULT_LANGUAGE,
        geoCountry: null,
        audit: () => undefined,
      };
      await mailPasswordReset(deps, ctx, payload.email, new Date(payload.at));
    },
  });
  registerEndpoint(
    app,
    ENDPOINTS.passwordReset,
    async ({ body, request }) => {
      const ctx = contextOf(request);
      const asked = await requestPasswordReset(deps, ctx, body.email);
      const payload = { domain: ctx.site.settings.domain, origin: ctx.origin, ip: ctx.ip, language: ctx.language, email: asked.email, at: asked.at.toISOString() };
      const job = await withTransaction(app.db, (trx) => app.jobs.enqueue(trx, RESET_MAIL_JOB, payload));
      if (job) resetJobs.set(request, job);
      return { ok: true as const };
    },
    {
      onResponse: async (request) => {
        const job = resetJobs.get(request);
        if (!job) return;
        resetJobs.delete(request);
        afterAnswer.run(async () => {
          await app.jobs.run(job.id);
        });
      },
    },
  );

  registerEndpoint(app, ENDPOINTS.passwordResetCheck, async ({ query, request }) => {
    await checkPasswordReset(deps, contextOf(request), query.token);
    return { ok: true as const };
  });

  registerEndpoint(app, ENDPOINTS.passwordResetDo, async ({ body, request, reply }) => {
    const userId = await resetPassword(deps, contextOf(request), body);
    // This browser's session, when it was the same account's, ended with all the others.
    if (request.viewer?.userId === userId) clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  registerEndpoint(
    app,
    ENDPOINTS.passwordChange,
    async ({ body, request }) => {
      await changePassword(deps, contextOf(request), viewerOf(request), body);
      return { ok: true as const };
    },
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.mailChange,
    async ({ body, request }) => {
      await requestMailChange(deps, contextOf(request), viewerOf(request), body);
      return { ok: true as const };
    },
    authenticated,
  );

  registerEndpoint(app, ENDPOINTS.mailChangeDo, async ({ body, request }) => ({ user: await confirmMailChange(deps, contextOf(request), body.token) }));

  registerEndpoint(
    app,
    ENDPOINTS.accountDelete,
    async ({ body, request, reply }) => {
      await deleteAccount(deps, contextOf(request), viewerOf(request), body);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
    authenticated,
  );

  registerEndpoint(app, ENDPOINTS.reactivate, async ({ body, request, reply }) => {
    const { user, session } = await reactivate(deps, contextOf(request), body.token);
    setSessionCookie(request, reply, session.token);
    return { user };
  });

  registerEndpoint(app, ENDPOINTS.reactivationMail, async ({ body, request }) => {
    await requestReactivationMail(deps, contextOf(request), body.email);
    return { ok: true as const };
  });
}
