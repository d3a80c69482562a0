import helmet from 'helmet';
import { sharedPlugin } from '../http/plugin';
import { HttpError } from '../errors/http-error';
import { isApiPath } from '../errors/plugin';
import { UNSAFE_METHODS, hasClientTypeHeader, isSameOriginRequest } from './same-origin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `allow` exempts an unsafe /api route from the same-origin check (signed payment webhooks only). */
    crossSite?: 'allow';
    /**
     * `beacon`: a route the page calls with navigator.sendBeacon, which cannot add the client-type header; the
     * same-origin check still applies.
     */
    clientType?: 'beacon';
  }
}

export interface SecurityPluginOptions {
  readonly publicUrl: URL | null;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * SEC-11 and SEC-12. The content security policy allows what the built SPA needs: its own scripts, styles with
 * 'unsafe-inline' (styled-components injects <style> tags), images from self, data: and blob: (previews), and
 * connections to self (the API and, later, the same-origin WebSocket). The inlined bootstrap is a JSON data block,
 * which CSP does not treat as script.
 */
export const securityPlugin = sharedPlugin<SecurityPluginOptions>('security', async (app, options) => {
  // helmet's middleware, built once (@fastify/helmet built it anew on every request: a tenth of a small answer's time).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only on https answers (below): on plain http it would be ignored at best.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    if (request.routeOptions.config?.crossSite === 'allow') return;
    const clientTypeOk = hasClientTypeHeader(request.headers) || request.routeOptions.config?.clientType === 'beacon';
    if (!clientTypeOk || !isSameOriginRequest(request.headers, request.host, options.publicUrl)) {
      throw new HttpError('cross_site_request');
    }
  });

  // An https PUBLIC_URL means the site is served over TLS (often by a proxy that is not trusted for X-Forwarded-Proto):
  // HSTS goes on every answer then; browsers ignore it on plain http ones.
  const httpsSite = options.publicUrl?.protocol === 'https:';
  app.addHook('onSend', async (request, reply, payload) => {
    if (httpsSite || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers are per user and per site: never stored by browsers or shared caches.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
