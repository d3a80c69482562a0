import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../locales/i18n';
import type { Language } from '../locales/languages';
import { loadLanguage } from '../locales/loaders';
import { EmptyLayout } from '../src/layout/EmptyLayout';
import { ErrorPage } from '../src/layout/ErrorPage';
import { ThemeProvider } from '../theme/ThemeProvider';
import { App, serverAnswersConfig } from './App';
import { loadBootstrap, readServerRendered } from './boot';
import { readLanguageCookie } from './i18n/languageCookie';
import { setDocumentLanguage } from './i18n/setDocumentLanguage';
import { createAppRouter, createHydratingRouter } from './router';
import { chooseLanguage } from './rules/chooseLanguage';

async function createSiteI18n(language: Language) {
  // Only the active language's messages are fetched (SPEC §9); a later switch loads the next one.
  const messages = await loadLanguage(language);
  setDocumentLanguage(language);
  return createI18n({ language, resources: { [language]: messages } });
}

/** No settings, so no site: say so in the visitor's language, in the default theme. */
async function renderStartupFailure(root: Root, error: unknown) {
  console.error('The site could not start', error);
  const i18n = await createSiteI18n(chooseLanguage({ bootstrap: null, cookie: readLanguageCookie(), domainLanguage: null }));
  root.render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider niche={1}>
        <EmptyLayout>
          <ErrorPage status={503} message={i18n.t('shell:startup_failed')} homeHref={window.location.pathname} />
        </EmptyLayout>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

/**
 * A server-rendered page (README "Server rendering"): the route's module and the messages are loaded, then React
 * hydrates the server's markup with the answers it was rendered with, so the first client render is the same page —
 * no flash, no second request for its data. False when there is nothing to hydrate or loading failed (the caller starts afresh).
 */
async function hydrateServerPage(container: HTMLElement): Promise<boolean> {
  const rendered = readServerRendered(container);
  if (!rendered) return false;
  try {
    const bootstrap = await loadBootstrap();
    const [router, i18n] = await Promise.all([createHydratingRouter(), createSiteI18n(bootstrap.language)]);
    hydrateRoot(
      container,
      <StrictMode>
        <App bootstrap={bootstrap} i18n={i18n} router={router} serverAnswers={serverAnswersConfig(rendered.fallback)} />
      </StrictMode>,
    );
    return true;
  } catch (error) {
    console.warn('The server-rendered page could not be taken over; rendering it afresh', error);
    return false;
  }
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('app/index.html has no #root');
  if (await hydrateServerPage(container)) return;
  const root = createRoot(container);
  try {
    // Created first: the router starts fetching the current page's chunk while the messages load.
    const router = createAppRouter();
    const bootstrap = await loadBootstrap();
    const i18n = await createSiteI18n(bootstrap.language);
    root.render(
      <StrictMode>
        <App bootstrap={bootstrap} i18n={i18n} router={router} />
      </StrictMode>,
    );
  } catch (error) {
    await renderStartupFailure(root, error);
  }
}

void start();
