import { z } from 'zod';
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
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
