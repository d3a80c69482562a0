import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import type { Bootstrap } from '../contract/bootstrap';
import { ThemeProvider } from '../theme/ThemeProvider';
import { SiteSWRConfig } from './data/swr';
import { useSettings } from './data/site';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import type { createAppRouter } from './router';

/** The site's niche theme, from settings.niche (SPEC §3). */
function SiteTheme({ children }: { children: ReactNode }) {
  const settings = useSettings();
  return <ThemeProvider niche={settings.niche}>{children}</ThemeProvider>;
}

/**
 * How long the answers a server-rendered page came with count as fresh: a hook that mounts with one of them in this
 * time does not ask the server again (the server fetched it moments ago); later mounts revalidate as usual.
 */
export const SERVER_ANSWERS_FRESH_MS = 30_000;

/** SWR settings for the answers the server rendered the page with (`fallback`, keyed by SWR key). */
export function serverAnswersConfig(fallback: Record<string, unknown>, receivedAt = Date.now()): SWRConfiguration {
  const fresh: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const skip = Date.now() - receivedAt < SERVER_ANSWERS_FRESH_MS && Object.hasOwn(fallback, unstable_serialize(key));
    return useSWRNext(key, fetcher, skip ? { ...config, revalidateOnMount: false } : config);
  };
  return { fallback, use: [fresh] };
}

export interface AppProvidersProps {
  bootstrap: Bootstrap;
  i18n: I18n;
  /** The answers of a server-rendered page (SSR data), empty otherwise. */
  serverAnswers?: SWRConfiguration;
  children: ReactNode;
}

/** Everything around the router: messages, data, theme, the last-resort error boundary. The server renders inside it too. */
export function AppProviders({ bootstrap, i18n, serverAnswers, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteSWRConfig bootstrap={bootstrap} serverAnswers={serverAnswers?.fallback}>
        <SWRConfig value={serverAnswers ?? NO_SERVER_ANSWERS}>
          <SiteTheme>
            <AppErrorBoundary>{children}</AppErrorBoundary>
          </SiteTheme>
        </SWRConfig>
      </SiteSWRConfig>
    </I18nextProvider>
  );
}

const NO_SERVER_ANSWERS: SWRConfiguration = {};

export interface AppProps {
  bootstrap: Bootstrap;
  i18n: I18n;
  router: ReturnType<typeof createAppRouter>;
  serverAnswers?: SWRConfiguration;
}

export function App({ bootstrap, i18n, router, serverAnswers }: AppProps) {
  return (
    <AppProviders bootstrap={bootstrap} i18n={i18n} serverAnswers={serverAnswers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
