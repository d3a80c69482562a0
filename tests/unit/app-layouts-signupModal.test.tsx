// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { DefaultLayoutRoute } from '../../app/layouts/DefaultLayoutRoute';
import { EmptyLayoutRoute } from '../../app/layouts/EmptyLayoutRoute';
import type { Bootstrap } from '../../contract/bootstrap';
import { createI18n } from '../../locales/i18n';
import { allResources } from '../../locales/resources';
import { companyInfo, siteSettingsAnswer as siteSettings } from '../../stories/fixtures/site';

// SPEC §2: the empty layout mounts the signup modal like the default layout (`?signup=1` on desktop opens it over the page).

const resources = allResources();
const missingKeys: string[] = [];
let root: Root | null = null;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.scrollTo = () => undefined;
});

/** Every call answers as to a visitor (403 authentication_required). */
function answerAsVisitor() {
  vi.stubGlobal('fetch', async () => {
    const body = { error: 'authentication_required', status: 403, message: 'Please log in to continue.' };
    return new Response(JSON.stringify(body), { status: 403 });
  });
}

beforeEach(() => {
  answerAsVisitor();
  localStorage.clear();
  missingKeys.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  vi.unstubAllGlobals();
  root = null;
  container.remove();
  document.body.innerHTML = '';
});

function bootstrapFor(overrides: Partial<Bootstrap['settings']> = {}): Bootstrap {
  return { settings: { ...siteSettings, ...overrides }, company: companyInfo, language: 'en' };
}

async function renderAt(path: string, bootstrap: Bootstrap = bootstrapFor({ enable_site_entry_popup: 'no' })) {
  // A page in each layout, alone: on desktop the real signup routes send a visitor to the modal over the home page.
  const page = <h1>A page</h1>;
  const router = createMemoryRouter(
    [
      { element: <EmptyLayoutRoute />, children: [{ path: '/empty', element: page }] },
      { element: <DefaultLayoutRoute />, children: [{ path: '/default', element: page }] },
    ],
    { initialEntries: [path] },
  );
  const i18n = createI18n({
    language: bootstrap.language,
    resources,
    strict: true,
    onMissingKey: (language, namespace, key) => missingKeys.push(`${language}:${namespace}:${key}`),
  });
  await act(async () => {
    root = createRoot(container);
    root.render(<App bootstrap={bootstrap} i18n={i18n} router={router} />);
  });
  // Lazy route modules resolve after the first render: up to 20 s on a machine loaded by the other test groups.
  const until = Date.now() + 20_000;
  while (Date.now() < until && !document.querySelector('main h1, main h2')) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return router;
}


/** The open signup dialog: the one that holds the signup form's email field. */
const signupDialog = () => [...document.querySelectorAll('[role="dialog"]')].find((dialog) => dialog.querySelector('input[type="email"]'));

async function waitForDialog() {
  for (let tries = 0; tries < 500 && !signupDialog(); tries += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

describe('the signup modal in the layouts (SPEC §2)', { timeout: 30_000 }, () => {
  it('opens over a page of the empty layout', async () => {
    await renderAt('/empty?signup=1');
    await waitForDialog();
    expect(signupDialog()).toBeDefined();
    // The empty layout: no navigation, no footer around the page.
    expect(document.querySelector('footer')).toBeNull();
    expect(document.querySelector('main h1')?.textContent).toBe('A page');
    expect(missingKeys).toEqual([]);
  });

  it('opens over a page of the default layout, as before', async () => {
    await renderAt('/default?signup=1');
    await waitForDialog();
    expect(signupDialog()).toBeDefined();
  });

  it('stays closed without ?signup=1', async () => {
    await renderAt('/empty');
    expect(document.querySelector('main h1')?.textContent).toBe('A page');
    expect(signupDialog()).toBeUndefined();
  });
});
