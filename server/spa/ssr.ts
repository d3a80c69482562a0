import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerRenderer, ServerRenderRequest, ServerRenderResult } from '../../contract/bootstrap';
import { LOCALE_COOKIE, type Language } from '../../contract/constants';

/**
 * Server rendering (README "Server rendering"): loading the renderer that `vite build --ssr` builds from
 * app/entry-server.tsx, and answering the API calls a page makes while it renders on the server.
 */

/** The renderer sits next to the client build: `<dist>/server/entry-server.js` beside `<dist>/client`. */
export function rendererPathFor(clientDist: string): string | null {
  if (path.basename(path.resolve(clientDist)) !== 'client') return null;
  return path.join(path.resolve(clientDist), '..', 'server', 'entry-server.js');
}

function isRenderer(module: unknown): module is ServerRenderer {
  return typeof module === 'object' && module !== null && typeof (module as { render?: unknown }).render === 'function';
}

/**
 * The built renderer, or null (the plain SPA shell for every page) when there is none, when it is older than the
 * client build — its markup would not match the client's scripts, and the hydration would fail — or when it does not
 * load.
 */
export async function loadRenderer(clientDist: string, log: FastifyBaseLogger): Promise<ServerRenderer | null> {
  const file = rendererPathFor(clientDist);
  if (!file || !existsSync(file)) {
    log.info({ clientDist }, 'no server renderer built: pages are rendered in the browser only');
    return null;
  }
  const template = path.join(clientDist, 'index.html');
  if (existsSync(template) && statSync(file).mtimeMs < statSync(template).mtimeMs) {
    log.warn({ renderer: file }, 'the server renderer is older than the client build (run `npm run build`): server rendering is off');
    return null;
  }
  try {
    const module: unknown = await import(pathToFileURL(file).href);
    if (isRenderer(module)) {
      log.info({ renderer: file }, 'server renderer loaded');
      return module;
    }
    log.error({ renderer: file }, 'the server renderer exports no render function: server rendering is off');
  } catch (error) {
    log.error({ err: error, renderer: file }, 'the server renderer failed to load: server rendering is off');
  }
  return null;
}

type ApiDispatch = (path: string, init: RequestInit | undefined) => Promise<Response>;

/**
 * The page's data hooks call `fetch('/api/…')` as in the browser. While a page renders, such relative calls are
 * answered by this server through `inject()` — the request of the page's own visitor, with their host, cookies and
 * address — and every other call goes to the real fetch. AsyncLocalStorage keeps concurrent renders apart.
 */
const renderContext = new AsyncLocalStorage<ApiDispatch>();
let fetchRouted = false;

function routeRelativeFetch(): void {
  if (fetchRouted) return;
  fetchRouted = true;
  const networkFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const dispatch = renderContext.getStore();
    if (dispatch && typeof input === 'string' && input.startsWith('/') && !input.startsWith('//')) return dispatch(input, init);
    return networkFetch(input, init);
  };
}

/** Headers of the page request that the API calls keep: who is asking and from where. */
const FORWARDED_HEADERS = ['host', 'cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

function replaceCookie(header: string | undefined, name: string, value: string): string {
  const others = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split('=', 1)[0] !== name);
  return [...others, `${name}=${value}`].join('; ');
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Answers a page's API call from this server, as the page's visitor (GET only: rendering never changes anything). */
export function apiDispatcher(app: FastifyInstance, request: FastifyRequest, language: Language): ApiDispatch {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The language the page is rendered in (it may come from `?lang=`), so the answers speak it too.
  headers.cookie = replaceCookie(headers.cookie, LOCALE_COOKIE, language);
  // Country headers of a trusted proxy (geo-IP) go along too.
  for (const [name, value] of Object.entries(request.headers)) {
    if (/country/i.test(name) && typeof value === 'string') headers[name] = value;
  }
  return async (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A page rendering on the server called ${method} ${url}: rendering only reads`);
    const callHeaders = new Headers(init?.headers);
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { ...Object.fromEntries(callHeaders), ...headers },
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    const type = answer.headers['content-type'];
    if (typeof type === 'string') responseHeaders.set('content-type', type);
    const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}

/** Renders a page with its API calls answered by `dispatch`. */
export function renderWithApi(renderer: ServerRenderer, dispatch: ApiDispatch, input: ServerRenderRequest): Promise<ServerRenderResult> {
  routeRelativeFetch();
  return renderContext.run(dispatch, () => renderer.render(input));
}
