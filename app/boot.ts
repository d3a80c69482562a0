import { ENDPOINTS } from '../contract/api';
import { BOOTSTRAP_ELEMENT_ID, bootstrapSchema, SSR_DATA_ELEMENT_ID, ssrDataSchema, type Bootstrap, type SsrData } from '../contract/bootstrap';
import type { CompanyInfo } from '../contract/settings';
import { apiFetch } from './api/client';
import { readLanguageCookie } from './i18n/languageCookie';
import { chooseLanguage } from './rules/chooseLanguage';

/** What the server inlined into the page (settings, company, language), or null when absent or malformed. */
export function readInlinedBootstrap(): Bootstrap | null {
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = bootstrapSchema.safeParse(JSON.parse(element.textContent));
    if (parsed.success) return parsed.data;
    console.error('The inlined site bootstrap does not match the contract', parsed.error);
  } catch (error) {
    console.error('The inlined site bootstrap is not JSON', error);
  }
  return null;
}

/**
 * The data a server-rendered page came with (README "Server rendering"), or null when the server sent the plain shell
 * (or the page's markup is missing, so there is nothing to hydrate).
 */
export function readServerRendered(container: Element): SsrData | null {
  const element = document.getElementById(SSR_DATA_ELEMENT_ID);
  if (!element?.textContent || !container.firstElementChild) return null;
  try {
    const parsed = ssrDataSchema.safeParse(JSON.parse(element.textContent));
    if (parsed.success) return parsed.data;
    console.error('The server-rendered page data does not match the contract', parsed.error);
  } catch (error) {
    console.error('The server-rendered page data is not JSON', error);
  }
  return null;
}

/** Without an inlined bootstrap (the Vite dev server) the same facts come from the API. */
async function fetchBootstrap(): Promise<Bootstrap> {
  const query = window.location.search.length > 1 ? { route: window.location.search.slice(1) } : undefined;
  const [{ settings }, company] = await Promise.all([
    apiFetch(ENDPOINTS.settings.path, { query, schema: ENDPOINTS.settings.response }),
    apiFetch(ENDPOINTS.companyInfo.path, { schema: ENDPOINTS.companyInfo.response }).then(
      (answer): CompanyInfo | null => answer.company,
      // The footer can do without company info; the site cannot do without settings.
      (): CompanyInfo | null => null,
    ),
  ]);
  return { settings, company, language: settings.domain_language };
}

/** The page's settings, company and language: inlined by the server, else fetched; the language per SPEC §9. */
export async function loadBootstrap(): Promise<Bootstrap> {
  const inlined = readInlinedBootstrap();
  const bootstrap = inlined ?? (await fetchBootstrap());
  const language = chooseLanguage({
    bootstrap: inlined?.language,
    cookie: readLanguageCookie(),
    domainLanguage: bootstrap.settings.domain_language,
  });
  return { ...bootstrap, language };
}
