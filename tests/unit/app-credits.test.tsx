// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig, useSWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_BONUS_KEY, useTimeBonus, useWelcomeDiscount, WELCOME_DISCOUNT_KEY } from '../../app/data/credits';
import { USER_KEY } from '../../app/data/viewer';
import type { User } from '../../contract/entities';

// The time-bonus hook in a DOM with a fake clock: it ticks each second, is not restarted by a later answer, is cleared
// at zero and on logout; the welcome request's failure is ignored.

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const requests: string[] = [];
let root: Root | null = null;
let container: HTMLElement;
let serverEndsAt: string | null = null;
let mutateCache: ReturnType<typeof useSWRConfig>['mutate'] | null = null;

function member(secondsSinceSignup: number, paid = false): User {
  return {
    id: 7,
    status: 'confirmed',
    credits: 0,
    paid_user: paid,
    notifications_disabled: [],
    fictional_icon: false,
    language: 'en',
    profile: { id: 7, name: 'Sophie', country: 'NL', status: 'active', main_image: null },
    email: 'sophie@example.com',
    created_at: new Date(NOW - secondsSinceSignup * 1000).toISOString(),
    signup_completed: true,
    new_likes: 0,
    unread_messages: 0,
  };
}

function Probe({ welcome = false }: { welcome?: boolean }) {
  mutateCache = useSWRConfig().mutate;
  const { secondsLeft } = useTimeBonus();
  const discount = useWelcomeDiscount(welcome);
  return (
    <p>
      <span data-testid="left">{secondsLeft === null ? 'none' : String(secondsLeft)}</span>
      <span data-testid="welcome">{discount ? discount.code : 'none'}</span>
    </p>
  );
}

const left = () => container.querySelector('[data-testid="left"]')?.textContent;

async function render(user: User | null, welcome = false) {
  await act(async () => {
    root = createRoot(container);
    root.render(
      <SWRConfig value={{ provider: () => new Map(), fallback: { [USER_KEY]: user }, shouldRetryOnError: false }}>
        <Probe welcome={welcome} />
      </SWRConfig>,
    );
  });
  // Let SWR's request settle.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function seconds(count: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(count * 1000);
  });
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  requests.length = 0;
  serverEndsAt = null;
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(String(url));
    if (String(url).startsWith(TIME_BONUS_KEY)) {
      const body = { time_bonus: { active: serverEndsAt !== null, ends_at: serverEndsAt, code: 'TIMEBONUS25', value_percentage: 25 } };
      return new Response(JSON.stringify(body), { status: 200 });
    }
    // The welcome discount: not found.
    const body = { error: 'discount_not_found', status: 404, message: 'Code niet gevonden' };
    return new Response(JSON.stringify(body), { status: 404 });
  });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useTimeBonus (SPEC §4)', () => {
  it('counts down each second from 4 hours after signup', async () => {
    serverEndsAt = new Date(NOW + 14_390_000).toISOString();
    await render(member(10));
    expect(requests).toContain(TIME_BONUS_KEY);
    expect(left()).toBe('14390');
    await seconds(1);
    expect(left()).toBe('14389');
    await seconds(5);
    expect(left()).toBe('14384');
  });

  it('is not restarted by an answer with another end while it runs', async () => {
    // The server (or a refresh) says a later end; the running countdown keeps its own.
    serverEndsAt = new Date(NOW + 20_000_000).toISOString();
    await render(member(100));
    expect(left()).toBe('14300');
    await seconds(2);
    expect(left()).toBe('14298');
  });

  it('is cleared at zero and stays cleared', async () => {
    serverEndsAt = new Date(NOW + 2_000).toISOString();
    await render(member(14_398));
    expect(left()).toBe('2');
    await seconds(1);
    expect(left()).toBe('1');
    await seconds(1);
    expect(left()).toBe('none');
    await seconds(10);
    expect(left()).toBe('none');
  });

  it('follows the server when it says the bonus is over', async () => {
    serverEndsAt = null;
    await render(member(10));
    expect(left()).toBe('none');
  });

  it('is cleared on logout', async () => {
    serverEndsAt = new Date(NOW + 14_000_000).toISOString();
    await render(member(400));
    expect(left()).toBe('14000');
    await act(async () => {
      await mutateCache?.(USER_KEY, null, { revalidate: false });
    });
    expect(left()).toBe('none');
  });

  it('is not asked for, and not shown, for visitors, paid members and members past the 4 hours', async () => {
    await render(null);
    expect(left()).toBe('none');
    await act(async () => root?.unmount());
    await render(member(10, true));
    expect(left()).toBe('none');
    await act(async () => root?.unmount());
    await render(member(14_400));
    expect(left()).toBe('none');
    expect(requests.filter((url) => url.startsWith(TIME_BONUS_KEY))).toEqual([]);
  });
});

describe('useWelcomeDiscount (SPEC §7)', () => {
  it('asks GET /api/discountcode.php?welcome=true and ignores its failure', async () => {
    await render(member(5 * 3600), true);
    expect(requests).toContain(WELCOME_DISCOUNT_KEY);
    expect(container.querySelector('[data-testid="welcome"]')?.textContent).toBe('none');
  });
});
