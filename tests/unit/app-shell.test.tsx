// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { buildRoutes } from '../../app/router';
import type { Bootstrap } from '../../contract/bootstrap';
import type { User } from '../../contract/entities';
import { DISMISSAL_KEYS } from '../../contract/constants';
import { createI18n } from '../../locales/i18n';
import { allResources } from '../../locales/resources';
import { companyInfo, siteSettingsAnswer as siteSettings } from '../../stories/fixtures/site';

// The assembled shell in a DOM: routes land in their layouts, unknown ones on the 404 page, the entry warning obeys its rule.

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

const member: User = {
  id: 7,
  status: 'confirmed',
  credits: 20,
  paid_user: false,
  notifications_disabled: [],
  fictional_icon: false,
  language: 'en',
  profile: { id: 7, name: 'Sophie', country: 'NL', status: 'active', main_image: null },
  email: 'sophie@example.com',
  created_at: '2025-01-01T00:00:00Z',
  signup_completed: true,
  new_likes: 0,
  unread_messages: 0,
};

/**
 * GET /api/user.php: a member when given, else the visitor answer (403 authentication_required); `answers` gives other
 * paths their own answer.
 */
function answerUser(user: User | null, answers: Record<string, { status: number; body: unknown }> = {}) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (String(url).startsWith('/api/user.php') && user) return new Response(JSON.stringify({ user }), { status: 200 });
    const answer = Object.entries(answers).find(([path]) => String(url).split('?')[0] === path)?.[1];
    if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status });
    const body = { error: 'authentication_required', status: 403, message: 'Please log in to continue.' };
    return new Response(JSON.stringify(body), { status: 403 });
  });
}

beforeEach(() => {
  answerUser(null);
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
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
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

const heading = () => document.querySelector('main h1')?.textContent ?? document.querySelector('main h2')?.textContent;

describe('the app shell', { timeout: 30_000 }, () => {
  it('renders a page inside the default layout: navigation, main, footer', async () => {
    await renderAt('/members');
    expect(heading()).toBe('Find members');
    expect(document.querySelectorAll('nav').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelector('footer')).not.toBeNull();
    expect(missingKeys).toEqual([]);
  });

  it('sets the document title from settings.index_title', async () => {
    await renderAt('/');
    expect(document.title).toBe(siteSettings.index_title);
  });

  it('sends a visitor from a members-only route to the login page, which returns there', async () => {
    const router = await renderAt('/chats/1');
    // The redirect follows the viewer's answer, which may come after the first heading on a loaded machine.
    for (let tries = 0; tries < 500 && router.state.location.pathname !== '/login'; tries += 1) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/chats/1');
  });

  it('renders chat routes in the bare chat layout', async () => {
    answerUser(member, { '/api/chat.php': { status: 404, body: { error: 'not_found', status: 404, message: 'Not found.' } } });
    await renderAt('/chats/1');
    // The conversation screen itself (here: a conversation that is not there), with no navigation and no footer.
    expect(heading()).toBe('This conversation is not available');
    expect(document.querySelector('[data-state="not-found"]')).not.toBeNull();
    expect(document.querySelector('nav')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
    expect(missingKeys).toEqual([]);
  });

  it('renders lander routes with the lander layout footer', async () => {
    await renderAt('/landers/video/gay');
    expect(heading()).toBe('Your night starts here');
    expect(document.querySelector('footer')).not.toBeNull();
  });

  it('shows the 404 page for unknown routes', async () => {
    await renderAt('/nope/nope');
    expect(document.body.textContent).toContain('This page could not be found');
    const home = [...document.querySelectorAll('a')].find((link) => link.textContent?.includes('Back to the home page'));
    expect(home?.getAttribute('href')).toBe('/');
  });

  it('shows the site-entry warning to a new visitor from a configured country, and remembers the answer', async () => {
    await renderAt('/', bootstrapFor({ enable_site_entry_popup: 'yes', geoip_country: 'NL', countries: ['NL', 'BE'] }));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog).not.toBeNull();
    const enter = [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.includes('I am 18 or older'));
    expect(enter).toBeDefined();
    const before = Math.floor(Date.now() / 1000);
    await act(async () => enter?.click());
    const stored = Number(localStorage.getItem(DISMISSAL_KEYS.siteEntryWarning));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThan(before + 5);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('does not show the site-entry warning once dismissed', async () => {
    localStorage.setItem(DISMISSAL_KEYS.siteEntryWarning, '1700000000');
    await renderAt('/', bootstrapFor({ enable_site_entry_popup: 'yes', geoip_country: 'NL', countries: ['NL'] }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('on the lander layout shows the warning only to NL and DE visitors', async () => {
    await renderAt('/landers/video', bootstrapFor({ enable_site_entry_popup: 'yes', geoip_country: 'BE', countries: ['BE'] }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
