import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
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

export interface AppProps {
  bootstrap: Bootstrap;
  i18n: I18n;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ bootstrap, i18n, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteSWRConfig bootstrap={bootstrap}>
        <SiteTheme>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </SiteTheme>
      </SiteSWRConfig>
    </I18nextProvider>
  );
}
