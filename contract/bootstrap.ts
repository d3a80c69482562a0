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
