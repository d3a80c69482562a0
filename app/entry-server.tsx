import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandler } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { ENDPOINTS } from '../contract/api';
import type { Bootstrap, ServerPageHead, ServerRenderRequest, ServerRenderResult } from '../contract/bootstrap';
import { INFO_PAGE_ROUTES, infoPageForToken } from '../contract/infoPages';
import { profileResponseSchema, type ProfileResponse } from '../contract/members';
import { LANDER_NAMES, pathFor } from '../contract/routes';
import { createI18n } from '../locales/i18n';
import type { Language } from '../locales/languages';
import { loadLanguage } from '../locales/loaders';
import { AppProviders } from './App';
import { isApiError } from './api/client';
import { ServerRouteTitleContext } from './hooks/useDocumentTitle';
import { basePageTitle, pageTitle, type TitleTranslate } from './rules/pageTitle';
import { buildRoutes } from './router';

/**
 * The server renderer (README "Server rendering"), built by `vite build --ssr` into dist/server/entry-server.js and
 * used by server/spa for the public pages a visitor or a crawler lands on: the home page, the landers, the info pages
 * and public profiles. It renders the same route tree as the browser (app/router.tsx under the same providers), so
 * the client hydrates the markup instead of replacing it.
 *
 * Data: the page's SWR hooks are recorded while it renders, their fetchers are called (server/spa routes the API
 * calls to the server itself, with the visitor's host and cookies) and the page is rendered again with the answers,
 * until it asks for nothing new. The answers go into the page as SSR data, so the client's first render has them too.
 */

/** The routes rendered on the server (SPEC §2 names); every other route gets the plain shell. */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  'index',
  'members-id',
  'members-id-landing',
  'members-id-landing2-slug',
  'members-id-landing3-slug',
  'landers-tinderswipe',
  ...LANDER_NAMES.map((lander) => `landers-${lander}-slug`),
  ...Object.values(INFO_PAGE_ROUTES),
  'token',
]);

/** Routes whose `:id` is a member shown on the page (their profile gives the share image and the description). */
const MEMBER_ROUTES: ReadonlySet<string> = new Set(['members-id', 'members-id-landing', 'members-id-landing2-slug', 'members-id-landing3-slug']);

/** Renders until the page asks for no new data; a chain of dependent requests longer than this renders as loading. */
const MAX_PASSES = 4;
/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

let handler: StaticHandler | null = null;
/** One i18n instance per language: rendering only reads it (nothing changes the language on the server). */
const i18nByLanguage = new Map<Language, Promise<I18n>>();

function siteI18n(language: Language): Promise<I18n> {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = loadLanguage(language).then((messages) => createI18n({ language, resources: { [language]: messages } }));
    // A failed load is not kept: the next request tries again.
    instance.catch(() => i18nByLanguage.delete(language));
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

/** One route table for the process; React Router loads each route module once, on its first request. */
function staticHandler(): StaticHandler {
  handler ??= createStaticHandler(buildRoutes());
  return handler;
}

type Fetcher = (...args: unknown[]) => unknown;

/** SWR keys that are API paths (app/data/swr.tsx); others name browser state (push, permissions) the server cannot know. */
const API_KEY = /^\/api\//;

/**
 * Records every API key the page reads, with the fetcher that would answer it — except the keys that already have an
 * answer (the bootstrap's settings, company and user, and the answers of earlier passes).
 */
function recordKeys(wanted: Map<string, () => Promise<unknown>>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    const fetch = (fetcher ?? config.fetcher) as Fetcher | null | undefined;
    const answered = Object.hasOwn(config.fallback ?? {}, serialized);
    if (API_KEY.test(serialized) && fetch && !answered && !wanted.has(serialized)) {
      wanted.set(serialized, async () => {
        const resolved: unknown = typeof key === 'function' ? (key as () => unknown)() : key;
        return fetch(...(Array.isArray(resolved) ? resolved : [resolved]));
      });
    }
    return useSWRNext(key, fetcher, config);
  };
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A Suspense boundary React could not finish synchronously (it is left for the client to render). */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup. renderToString is about ten times faster than the streaming renderers, but does not wait for
 * anything that suspends (a lazy component, suspending data): such a page is rendered again with `prerender`, which
 * waits, so the client never has to render a part the server left out (a hydration error).
 */
async function renderMarkup(element: ReactElement): Promise<string> {
  try {
    const html = renderToString(element);
    if (!html.includes(UNFINISHED_BOUNDARY)) return html;
  } catch {
    // Suspended outside any boundary: the streaming renderer waits for it.
  }
  const { prelude } = await prerenderToNodeStream(element);
  const html = await readAll(prelude);
  // Still unfinished: a part failed on the server. Its hydration would report an error; the shell is the better page.
  if (html.includes(UNFINISHED_BOUNDARY)) throw new Error('a part of the page could not be rendered on the server');
  return html;
}

interface Answers {
  readonly answered: Map<string, unknown>;
  /** Keys the server answered 404 (SPEC §6: hidden and blocked members answer 404 alike). */
  readonly notFound: string[];
}

/**
 * Calls each fetcher. An answer that failed, or did not come within the budget, is left out: the page renders that
 * part as loading, like the client before its answer, and the client asks again after hydrating.
 */
async function fetchAnswers(pending: ReadonlyMap<string, () => Promise<unknown>>, deadline: number): Promise<Answers> {
  const result: Answers = { answered: new Map(), notFound: [] };
  const remaining = Math.max(0, deadline - Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), remaining);
  });
  try {
    await Promise.all(
      [...pending].map(async ([key, fetch]) => {
        const outcome = await Promise.race([
          fetch().then(
            (data) => ({ data }),
            (error: unknown) => ({ error }),
          ),
          timeout,
        ]);
        if (outcome === 'timeout') return;
        if ('error' in outcome) {
          if (isApiError(outcome.error) && outcome.error.status === 404) result.notFound.push(key);
          return;
        }
        result.answered.set(key, outcome.data);
      }),
    );
  } finally {
    clearTimeout(timer);
  }
  return result;
}

/** Text for a meta description: whitespace collapsed, cut at a word near DESCRIPTION_MAX characters. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function memberProfile(answers: ReadonlyMap<string, unknown>, id: string | undefined): ProfileResponse | null {
  if (!id) return null;
  const parsed = profileResponseSchema.safeParse(answers.get(`${ENDPOINTS.profile.path}?id=${id}`));
  return parsed.success ? parsed.data : null;
}

/** The head facts of a rendered page; the server adds the addresses (server/seo/head.ts). */
export function pageHead(
  route: string,
  params: Readonly<Record<string, string | undefined>>,
  bootstrap: Bootstrap,
  routeTitle: string | null,
  answers: ReadonlyMap<string, unknown>,
  /** The page's language, for the route's own title when the page set none (app/rules/pageTitle.ts). */
  t?: TitleTranslate,
): ServerPageHead {
  const { settings } = bootstrap;
  const base = t
    ? basePageTitle({ routeName: route, ownTitle: routeTitle, siteName: settings.name, indexTitle: settings.index_title, t })
    : (routeTitle ?? settings.index_title);
  const title = pageTitle(base, 0, 0);
  const profile = MEMBER_ROUTES.has(route) ? memberProfile(answers, params.id)?.profile : null;
  // SPEC §4: a profile image is used as a share image only when its status is active.
  const image = profile?.main_image?.status === 'active' ? profile.main_image.filename : null;
  const infoPage = route === 'token' ? infoPageForToken(params.token) : null;
  return {
    title,
    description: metaDescription(profile?.about?.trim() ? profile.about : settings.description),
    type: route === 'members-id' ? 'profile' : 'website',
    image,
    canonicalPath: infoPage ? pathFor(INFO_PAGE_ROUTES[infoPage]) : null,
  };
}

export async function render({ url, bootstrap, dataBudgetMs }: ServerRenderRequest): Promise<ServerRenderResult> {
  // Members see their own data on these pages (likes, blocks, their photos unlocked): their page is rendered by the browser.
  if (bootstrap.user) return { kind: 'shell', reason: 'member' };
  const routes = staticHandler();
  // Decided before the query, which would load the route's module: only the public pages' modules are ever loaded here.
  const route = matchRoutes(routes.dataRoutes, new URL(url).pathname)?.at(-1)?.route.id;
  if (!route || !SERVER_RENDERED_ROUTES.has(route)) return { kind: 'shell', reason: 'not a server-rendered route' };
  const context = await routes.query(new Request(url));
  if (context instanceof Response) return { kind: 'shell', reason: 'redirect' };
  const leaf = context.matches.at(-1);
  if (!leaf || leaf.route.id !== route || context.errors) return { kind: 'shell', reason: 'route error' };
  if (route === 'token' && !infoPageForToken(leaf.params.token)) return { kind: 'not-found' };

  const router = createStaticRouter(routes.dataRoutes, context);
  const i18n = await siteI18n(bootstrap.language);
  const deadline = Date.now() + dataBudgetMs;
  // The one profile a profile page asks for is its member's.
  const isProfileKey = (key: string) => key.startsWith(`${ENDPOINTS.profile.path}?id=`);
  const answers = new Map<string, unknown>();
  const asked = new Set<string>();

  for (let pass = 1; ; pass += 1) {
    const wanted = new Map<string, () => Promise<unknown>>();
    const fallback = Object.fromEntries(answers);
    const serverAnswers: SWRConfiguration = { fallback, use: [recordKeys(wanted)] };
    const title = { title: null as string | null };
    const sheet = new ServerStyleSheet();
    let html: string;
    let styles: string;
    try {
      html = await renderMarkup(
        sheet.collectStyles(
          <ServerRouteTitleContext.Provider value={title}>
            <AppProviders bootstrap={bootstrap} i18n={i18n} serverAnswers={serverAnswers}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ServerRouteTitleContext.Provider>,
        ),
      );
      styles = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }

    const pending = new Map([...wanted].filter(([key]) => !asked.has(key)));
    if (pending.size === 0 || pass === MAX_PASSES || Date.now() >= deadline) {
      // A profile page that never asked for its profile: the address names no member (`/members/abc`).
      if (route === 'members-id' && ![...asked].some(isProfileKey)) return { kind: 'not-found' };
      return {
        kind: 'page',
        route,
        html,
        styles,
        data: { route, fallback },
        head: pageHead(route, leaf.params, bootstrap, title.title, answers, (key, options) => i18n.t(key, options)),
      };
    }
    for (const key of pending.keys()) asked.add(key);
    const { answered, notFound } = await fetchAnswers(pending, deadline);
    // A profile the server does not show is no page (the SPA shows its 404); a member lander invites to others instead.
    if (route === 'members-id' && notFound.some(isProfileKey)) return { kind: 'not-found' };
    for (const [key, data] of answered) answers.set(key, data);
  }
}
