import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors/http-error';
import { isApiPath } from '../errors/plugin';
import { geoCountryFromHeaders, settingsFor } from '../sites/service';
import { loadUser } from '../accounts/context';
import { renderHtml } from './render';
import { isFileRequest, isSpaRoute } from './route-match';

export interface SpaPluginOptions {
  /** The `vite build` output (dist/client). */
  readonly clientDist: string;
  readonly trustProxy: boolean;
}

/** Source template, used when there is no build yet (tests, or a server started before `vite build`). */
export const SOURCE_TEMPLATE = fileURLToPath(new URL('../../app/index.html', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export function loadTemplate(clientDist: string): { file: string; html: string } {
  const built = path.join(clientDist, 'index.html');
  const file = existsSync(built) ? built : SOURCE_TEMPLATE;
  return { file, html: readFileSync(file, 'utf8') };
}

/**
 * Serves the SPA: built files from dist/client (hashed /assets/ cached for a year, the rest revalidated), and for
 * every other GET outside /api the HTML template filled in for the request's site and language. A path that matches
 * no SPA route still gets the HTML (the SPA shows its 404 page) but with HTTP status 404; a missing file is a 404
 * error body, never HTML, so a stale chunk request fails cleanly.
 */
export async function spaPlugin(app: FastifyInstance, options: SpaPluginOptions): Promise<void> {
  const template = loadTemplate(options.clientDist);
  app.log.info({ template: template.file }, 'html template loaded');

  if (existsSync(options.clientDist)) {
    await app.register(fastifyStatic, {
      root: options.clientDist,
      // Routes for the files present at start (a build does not change under a running server); no catch-all.
      wildcard: false,
      index: false,
      // The template is only ever served filled in.
      globIgnore: ['index.html'],
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(options.clientDist, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(pathname) || isFileRequest(pathname)) throw new HttpError('not_found');
    const { site } = request;
    const html = renderHtml(template.html, {
      settings: settingsFor(site, geoCountryFromHeaders(request.headers, options.trustProxy)),
      company: site.company,
      language: request.language,
      user: request.viewer ? await loadUser(app.db, request.viewer.userId) : null,
    });
    return reply
      .code(isSpaRoute(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      // Per host and per language cookie: revalidate every time, never share.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie')
      .send(html);
  });
}
