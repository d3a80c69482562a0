// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../app/errors/RouteErrorPage';
import type * as ChunkReloadGuard from '../../app/shell/chunkReloadGuard';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../contract/constants';
import { createI18n } from '../../locales/i18n';
import { allResources } from '../../locales/resources';
import { ThemeProvider } from '../../theme/ThemeProvider';

// The browser's reload stands in for a function the test watches; the guard itself (session storage) is real.
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../../app/shell/chunkReloadGuard', async (importOriginal) => ({
  ...(await importOriginal<typeof ChunkReloadGuard>()),
  reloadPage,
}));

const i18n = createI18n({ language: 'en', resources: allResources() });
const CHUNK_ERROR = new TypeError('Failed to fetch dynamically imported module: https://site/assets/route-members-abc.js');
let root: Root | null = null;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  sessionStorage.clear();
  reloadPage.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
  vi.restoreAllMocks();
});

function Failing(): never {
  throw CHUNK_ERROR;
}

async function renderFailingPage() {
  const router = createMemoryRouter([{ path: '/', element: <Failing />, errorElement: <RouteErrorPage /> }]);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider niche={1}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>,
    );
  });
}

describe('SPEC §8 chunk-load failure', () => {
  it('says the page is reloading for a new version, and reloads once', async () => {
    await renderFailingPage();
    const notice = container.querySelector('[data-chunk-reload]');
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.textContent).toContain('A new version of the site is available. The page is reloading…');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();
  });

  it('within 60 s of the last reload shows the error page instead, with no notice and no reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - 10_000));
    await renderFailingPage();
    expect(container.querySelector('[data-chunk-reload]')).toBeNull();
    expect(container.textContent).toContain('An error occurred');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
