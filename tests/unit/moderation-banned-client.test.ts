import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../app/api/client';
import { eventTargets } from '../../app/rules/realtimeCaches';

/** A banned member's tab learns it from any call answered account_banned (a login too) or the realtime event. */

function clientAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  return createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => undefined });
}

describe('account_banned in the API client', () => {
  it('tells the banned listeners when a call (the login, too) answers account_banned', async () => {
    const client = clientAnswering(403, { error: 'account_banned', status: 403, message: 'Banned' });
    const banned = vi.fn();
    const unauthenticated = vi.fn();
    client.onAccountBanned(banned);
    client.onUnauthenticated(unauthenticated);
    await expect(client.apiFetch('/api/user.php', { method: 'POST', body: { email: 'a@b.c', password: 'x' } })).rejects.toMatchObject({ code: 'account_banned' });
    expect(banned).toHaveBeenCalledTimes(1);
    expect(unauthenticated).not.toHaveBeenCalled();
  });

  it('stays silent for other refusals and after unsubscribing', async () => {
    const client = clientAnswering(403, { error: 'account_deleted', status: 403, message: 'Deleted' });
    const banned = vi.fn();
    client.onAccountBanned(banned);
    await expect(client.apiFetch('/api/user.php', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'account_deleted' });
    expect(banned).not.toHaveBeenCalled();

    const bannedClient = clientAnswering(403, { error: 'account_banned', status: 403, message: 'Banned' });
    const late = vi.fn();
    bannedClient.onAccountBanned(late)();
    await expect(bannedClient.apiFetch('/api/chats.php')).rejects.toMatchObject({ code: 'account_banned' });
    expect(late).not.toHaveBeenCalled();
  });

  it('lets the realtime event announce it, touching no cache', () => {
    const client = clientAnswering(200, {});
    const banned = vi.fn();
    client.onAccountBanned(banned);
    client.announceAccountBanned();
    expect(banned).toHaveBeenCalledTimes(1);
    expect(eventTargets({ type: 'account_banned' })).toEqual({ chats: false, conversation: null, likes: false, counts: false, typing: false, match: false });
  });
});
