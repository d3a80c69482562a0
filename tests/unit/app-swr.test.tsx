// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { setCredits } from '../../app/data/chats';
import { SiteSWRConfig } from '../../app/data/swr';
import { USER_KEY } from '../../app/data/viewer';
import type { Bootstrap } from '../../contract/bootstrap';
import type { User } from '../../contract/entities';
import { companyInfo, siteSettingsAnswer as siteSettings } from '../../stories/fixtures/site';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const container = document.createElement('div');
afterEach(() => {
  container.innerHTML = '';
});

/** Mounts the site's SWR configuration and hands out its mutate and cache. */
async function mount(bootstrap: Bootstrap, serverAnswers?: Record<string, unknown>) {
  let config: { mutate: ScopedMutator; cache: { get(key: string): { data?: unknown } | undefined } } | undefined;
  function Probe() {
    config = useSWRConfig() as unknown as typeof config;
    return null;
  }
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <SiteSWRConfig bootstrap={bootstrap} serverAnswers={serverAnswers}>
        <Probe />
      </SiteSWRConfig>,
    ),
  );
  if (!config) throw new Error('not mounted');
  return { ...config, unmount: () => act(async () => root.unmount()) };
}

describe('the site SWR cache', () => {
  const user: User = {
    id: 7,
    status: 'confirmed',
    credits: 3,
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
  const bootstrap: Bootstrap = { settings: siteSettings, company: companyInfo, language: 'en', user };

  it('starts with the inlined user, so that a balance update after a message reaches it on a fresh page', async () => {
    const swr = await mount(bootstrap);
    expect((swr.cache.get(USER_KEY)?.data as User).credits).toBe(3);
    await act(async () => void (await setCredits(swr.mutate, 2)));
    expect((swr.cache.get(USER_KEY)?.data as User).credits).toBe(2);
    await swr.unmount();
  });

  it('starts with the answers of a server-rendered page too', async () => {
    const swr = await mount(bootstrap, { '/api/chats.php': { chats: [] } });
    expect(swr.cache.get('/api/chats.php')?.data).toEqual({ chats: [] });
    await swr.unmount();
  });
});
