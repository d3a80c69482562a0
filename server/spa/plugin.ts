import { existsSync, readFileSync } from 'node:fs';
import { secureCookieOf } from '../sessions/service';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import type { Bootstrap, ServerRenderer, ServerRenderResult } from '../../contract/bootstrap';
import { infoPageForToken } from '../../contract/infoPages';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../../contract/constants';
import { isStaffPage, isStaffPath } from '../../contract/staffRoutes';
import { siteOrigin } from '../accounts/links';
import { SSR_DATA_BUDGET_MS } from '../config';
import { HttpError } from '../errors/http-error';
import { isApiPath } from '../errors/plugin';
import { canonicalPath, pageHeadTags } from '../seo/head';
import { queryLanguage } from '../seo/language';
import { seoRoutes, SEO_FILES } from '../seo/routes';
import { shellPageTitle } from '../seo/title';
import { Messages } from '../i18n/messages';
import { geoCountryFromHeaders, settingsFor } from '../sites/service';
import { loadUser } from '../accounts/context';
import { loadManifest, modulePreloads, pageModules, type Manifest } from './preload';
import { renderHtml, templateHasRoot } from './render';
import { isFileRequest, matchRoute } from './route-match';
import { apiDispatcher, loadRenderer, renderWithApi } from './ssr';
import { themeColorFor } from './theme-color';

export interface SpaPluginOptions {
  /** The `vite build` output (dist/client). */
  readonly clientDist: string;
  readonly trustProxy: boolean;
  /** PUBLIC_URL: the origin of absolute URLs (canonical, sitemap) when the request's host is not the site's domain. */
  readonly publicUrl?: URL | null;
  /**
   * The server renderer (app/entry-server.tsx). Undefined: the built one beside the client build, if any
   * (`<dist>/server/entry-server.js`); null: none, every page is the plain shell.
   */
  readonly renderer?: ServerRenderer | null;
  /** How long a server-rendered page may wait for its data; what is not there by then renders as loading. */
  readonly ssrDataBudgetMs?: number;
}

/** Source template, used when there is no build yet (tests, or a server started before `vite build`). */
export const SOURCE_TEMPLATE = fileURLToPath(new URL('../../app/index.html', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';


const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The page's encoding: brotli or gzip when the browser accepts it (a server-rendered page is 3–5 times smaller). */
export function htmlEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Per request, so a fast setting: brotli quality 5 is close to gzip's speed and still smaller. */
function compressHtml(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipped(html, { level: 6 });
}

export function loadTemplate(clientDist: string): { file: string; html: string } {
  const built = path.join(clientDist, 'index.html');
  const file = existsSync(built) ? built : SOURCE_TEMPLATE;
  return { file, html: readFileSync(file, 'utf8') };
}

/**
 * Serves the SPA: built files from dist/client (hashed /assets/ cached for a year, the rest revalidated), the per-site
 * robots.txt and sitemap.xml, and for every other GET outside /api the HTML template filled in for the request's site
 * and language. The public pages (home, landers, info pages, profiles) come server-rendered to visitors, with their
 * content, head and data (README "Server rendering"); every page gets its route's chunk and messages preloaded.
 * A path that matches no SPA route still gets the HTML (the SPA shows its 404 page) but with HTTP status 404, as
 * does a page whose data says it does not exist; a missing file is a 404 error body, never HTML, so a stale chunk
 * request fails cleanly.
 */
export async function spaPlugin(app: FastifyInstance, options: SpaPluginOptions): Promise<void> {
  const template = loadTemplate(options.clientDist);
  app.log.info({ template: template.file }, 'html template loaded');
  const manifest: Manifest | null = loadManifest(options.clientDist);
  const renderer = options.renderer !== undefined ? options.renderer : await loadRenderer(options.clientDist, app.log);
  const canRender = renderer !== null && templateHasRoot(template.html);
  const publicUrl = options.publicUrl ?? null;
  const pageMessages = Messages.load('pages');

  if (existsSync(options.clientDist)) {
    await app.register(fastifyStatic, {
      root: options.clientDist,
      // Routes for the files present at start (a build does not change under a running server); no catch-all.
      wildcard: false,
      index: false,
      // The template is only ever served filled in; robots.txt and sitemap.xml are the site's own (server/seo).
      globIgnore: ['index.html', ...SEO_FILES],
      decorateReply: false,
      cacheControl: false,
      // The build's .br and .gz copies (vite.config.ts) to browsers that accept them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(options.clientDist, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  await app.register(seoRoutes, { publicUrl });

  /** The server-rendered page, or why not; a renderer failure is logged and the shell served instead. */
  async function renderPage(request: FastifyRequest, bootstrap: Bootstrap): Promise<ServerRenderResult> {
    if (!renderer || !canRender) return { kind: 'shell', reason: 'no renderer' };
    try {
      const url = new URL(request.url, siteOrigin(request, publicUrl)).href;
      return await renderWithApi(renderer, apiDispatcher(app, request, bootstrap.language), { url, bootstrap, dataBudgetMs: options.ssrDataBudgetMs ?? SSR_DATA_BUDGET_MS });
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed: serving the shell');
      return { kind: 'shell', reason: 'render failed' };
    }
  }

  /** `?lang=xx` (server/seo/language.ts) shows the page in that language and keeps it, as a language switch would. */
  function keepQueryLanguage(request: FastifyRequest, reply: FastifyReply, language: string): void {
    if (request.cookies?.[LOCALE_COOKIE] === language) return;
    // Read by the SPA too (app/i18n/languageCookie.ts): not HttpOnly.
    reply.setCookie(LOCALE_COOKIE, language, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax', secure: secureCookieOf(request) });
  }

  /**
   * Whether the thing a page's address names exists for this visitor, decided here so that the status is right
   * whoever renders the page (the server for visitors, the browser for members, or the browser alone when there is no
   * renderer): an unknown info-page token, or a member the profile call does not show (the same rules as the API's).
   */
  async function addressedPageExists(request: FastifyRequest, route: string, pathname: string, language: Bootstrap['language']): Promise<boolean> {
    const segments = pathname.split('/').filter(Boolean);
    if (route === 'token') return infoPageForToken(segments[0]) !== null;
    if (route !== 'members-id') return true;
    const id = segments[1] ?? '';
    if (!/^[1-9]\d{0,15}$/.test(id)) return false;
    const answer = await apiDispatcher(app, request, language)(`${ENDPOINTS.profile.path}?id=${id}`, undefined);
    return answer.status !== 404;
  }

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // Hashed build files live under /assets/ and no page does: a missing one is a 404 error body, as is any missing file.
    if (isApiPath(pathname) || isFileRequest(pathname) || /^\/assets(\/|$)/i.test(pathname)) throw new HttpError('not_found');
    const { site } = request;
    // The back office (contract/staffRoutes.ts) is a members-free SPA area: never server-rendered, never indexed.
    const staff = isStaffPath(pathname);
    const route = staff ? null : matchRoute(pathname);
    const chosen = queryLanguage(request.query);
    if (chosen) keepQueryLanguage(request, reply, chosen);
    const settings = settingsFor(site, geoCountryFromHeaders(request.headers, options.trustProxy), app.secrets.vapid.publicKey);
    const bootstrap: Bootstrap = {
      settings,
      company: site.company,
      language: chosen ?? request.language,
      user: request.viewer ? await loadUser(app.db, request.viewer.userId) : null,
    };
    const rendered = route ? await renderPage(request, bootstrap) : null;
    const found =
      rendered?.kind === 'page' || (route !== null && rendered?.kind !== 'not-found' && (await addressedPageExists(request, route.name, pathname, bootstrap.language)));
    const preloads = manifest && route ? modulePreloads(manifest, pageModules(route.name, bootstrap.language)) : [];
    const page =
      rendered?.kind === 'page'
        ? {
            head: pageHeadTags({
              origin: siteOrigin(request, publicUrl),
              path: rendered.head.canonicalPath ?? canonicalPath(pathname),
              language: bootstrap.language,
              domainLanguage: settings.domain_language,
              siteName: settings.name,
              themeColor: themeColorFor(settings.niche),
              page: rendered.head,
            }),
            page: rendered,
          }
        : staff
          ? {}
          : {
              title: shellPageTitle({
                routeName: found ? (route?.name ?? null) : null,
                pathname,
                language: bootstrap.language,
                siteName: settings.name,
                indexTitle: settings.index_title,
                messages: pageMessages,
              }),
              // A 404 is never indexed.
              noindex: !found,
            };
    const html = renderHtml(template.html, bootstrap, { preloads, ...page });
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    reply
      .code(found || (staff && isStaffPage(pathname)) ? 200 : 404)
      .type('text/html; charset=utf-8')
      // Per host and per language cookie: revalidate every time, never share.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    if (staff) reply.header('x-robots-tag', 'noindex, nofollow');
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressHtml(html, encoding));
  });
}
