import { z } from 'zod';
import { userSchema } from './entities';
import { companyInfoSchema, languageSchema, settingsSchema } from './settings';

/**
 * What the server inlines into the HTML it serves, so the first paint has the site's niche theme,
 * language and title. The SPA reads it from `<script type="application/json" id="site-bootstrap">`;
 * when it is absent (Vite dev server) the SPA fetches /api/settings.php instead.
 */
export const BOOTSTRAP_ELEMENT_ID = 'site-bootstrap';
/** Placeholders in app/index.html that the server replaces. */
export const HTML_HEAD_PLACEHOLDER = '<!--ssr-head-->';
export const HTML_BOOTSTRAP_PLACEHOLDER = '<!--ssr-bootstrap-->';

export const bootstrapSchema = z.strictObject({
  settings: settingsSchema,
  company: companyInfoSchema.nullable(),
  /** The language chosen for this request: the i18n_redirected cookie, else the domain language. */
  language: languageSchema,
  /**
   * The logged-in user of the request, or null for a visitor, so the first paint shows the right navigation and a
   * visitor's page makes no user call at all. Absent when the server did not resolve sessions (Vite dev).
   */
  user: userSchema.nullable().optional(),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/**
 * Server rendering (README "Server rendering"): the public pages come with their HTML, rendered by
 * app/entry-server.tsx (built into dist/server). `fallback` holds the answers the page was rendered with, keyed by
 * SWR key, so the client's first render — the hydration — reads the same data and produces the same markup.
 */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';
export const ssrDataSchema = z.strictObject({
  /** The route name (SPEC §2) the server rendered. */
  route: z.string(),
  fallback: z.record(z.string(), z.unknown()),
});
export type SsrData = z.infer<typeof ssrDataSchema>;

/** What the page tells the head: the server adds the canonical URL, language alternates and Open Graph tags. */
export interface ServerPageHead {
  readonly title: string;
  readonly description: string;
  readonly type: 'website' | 'profile';
  /** The share image (a path or URL), only when it may be shared (SPEC §4: an active main image). */
  readonly image: string | null;
  /** The page's own path when the request's path is an alias (`/voorwaarden` → `/pages/terms`). */
  readonly canonicalPath: string | null;
}

export interface ServerRenderRequest {
  /** The page's absolute URL. */
  readonly url: string;
  readonly bootstrap: Bootstrap;
  /** How long the page may wait for its data (ms); what is not there by then renders as loading. */
  readonly dataBudgetMs: number;
}

export type ServerRenderResult =
  | {
      readonly kind: 'page';
      readonly route: string;
      /** The markup inside `#root`. */
      readonly html: string;
      /** The page's `<style>` tags (styled-components). */
      readonly styles: string;
      readonly data: SsrData;
      readonly head: ServerPageHead;
    }
  /** The page's own data says there is no such page (an unknown member): the SPA shows its 404. */
  | { readonly kind: 'not-found' }
  /** Not a server-rendered page (members only, a private page, a failure): the plain SPA shell. */
  | { readonly kind: 'shell'; readonly reason: string };

/** The module dist/server/entry-server.js (app/entry-server.tsx). */
export interface ServerRenderer {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}
