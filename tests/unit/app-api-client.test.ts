import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, RETRY_CAP_MS, createApiClient, retryDelayMs } from '../../app/api/client';
import { CLIENT_TYPE_HEADER, CLIENT_TYPE_WEB, REQUEST_RETRIES } from '../../contract/constants';

type Answer = Response | Error;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const authRequired = () => json(403, { error: 'authentication_required', status: 403, message: 'Log in first' });

/** A fake fetch answering from a script, recording every call; a fake sleep recording every delay. */
function harness(answers: Answer[], random = () => 0.5) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const delays: number[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift() ?? json(200, {});
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, sleep, random });
  return { client, calls, delays };
}

describe('apiFetch', () => {
  it('sends the client-type header and same-origin credentials on every call, and answers JSON', async () => {
    const { client, calls } = harness([json(200, { ok: 1 }), json(200, { ok: 2 })]);
    await expect(client.apiFetch('/api/settings.php')).resolves.toEqual({ ok: 1 });
    await expect(client.apiFetch('/api/user.php', { method: 'PUT', body: { language: 'nl' } })).resolves.toEqual({ ok: 2 });
    for (const { init } of calls) {
      expect((init.headers as Record<string, string>)[CLIENT_TYPE_HEADER]).toBe(CLIENT_TYPE_WEB);
      expect(init.credentials).toBe('same-origin');
    }
    expect(calls[1]?.init.method).toBe('PUT');
    expect(calls[1]?.init.body).toBe('{"language":"nl"}');
    expect((calls[1]?.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('appends the query, leaving out empty values', async () => {
    const { client, calls } = harness([json(200, {})]);
    await client.apiFetch('/api/geocode.php', { query: { lat: 52.1, lon: 4.3, x: undefined, y: null } });
    expect(calls[0]?.url).toBe('/api/geocode.php?lat=52.1&lon=4.3');
  });

  it('parses the answer with a schema when given one', async () => {
    const { client } = harness([json(200, { n: 'not a number' })]);
    await expect(client.apiFetch('/x', { schema: z.object({ n: z.number() }) })).rejects.toThrow();
  });
});

describe('retries (SPEC §7: 5 retries with exponential delay)', () => {
  it('retries a GET on network errors, 5xx and 429, then answers', async () => {
    const { client, calls, delays } = harness([
      new TypeError('Failed to fetch'),
      json(503, undefined),
      json(429, undefined),
      json(200, { fine: true }),
    ]);
    await expect(client.apiFetch('/api/interests.php')).resolves.toEqual({ fine: true });
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([retryDelayMs(0, () => 0.5), retryDelayMs(1, () => 0.5), retryDelayMs(2, () => 0.5)]);
  });

  it('gives up after 5 retries (6 attempts) and throws the last error', async () => {
    const { client, calls, delays } = harness(Array.from({ length: 10 }, () => json(500, { error: 'internal', status: 500, message: 'Boom' })));
    const error = await client.apiFetch('/api/regions.php').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).code).toBe('internal');
    expect(calls).toHaveLength(REQUEST_RETRIES + 1);
    expect(delays).toHaveLength(REQUEST_RETRIES);
  });

  it('rethrows a network error after the last retry', async () => {
    const { client, calls } = harness(Array.from({ length: 10 }, () => new TypeError('Failed to fetch')));
    await expect(client.apiFetch('/api/settings.php')).rejects.toThrow('Failed to fetch');
    expect(calls).toHaveLength(REQUEST_RETRIES + 1);
  });

  it('waits exponentially longer, with jitter, up to a cap', () => {
    const low = () => 0;
    const high = () => 1;
    expect([0, 1, 2, 3, 4].map((n) => retryDelayMs(n, high))).toEqual([250, 500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3, 4].map((n) => retryDelayMs(n, low))).toEqual([125, 250, 500, 1000, 2000]);
    expect(retryDelayMs(20, high)).toBe(RETRY_CAP_MS);
  });

  it('honours Retry-After on 429 when it asks for longer', async () => {
    const { client, delays } = harness([json(429, undefined, { 'retry-after': '3' }), json(200, {})]);
    await client.apiFetch('/api/chats.php');
    expect(delays).toEqual([3000]);
  });

  it('does not retry other 4xx answers', async () => {
    const { client, calls } = harness([json(404, { error: 'not_found', status: 404, message: 'Not found' })]);
    await expect(client.apiFetch('/api/x.php')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(calls).toHaveLength(1);
  });

  it('retries PUT and DELETE, which are idempotent', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const { client, calls } = harness([json(502, undefined), json(200, {})]);
      await client.apiFetch('/api/chat.php', { method });
      expect(calls).toHaveLength(2);
    }
  });

  it('never retries a plain POST (it could be applied twice)', async () => {
    const { client, calls } = harness([json(503, undefined), json(200, {})]);
    await expect(client.apiFetch('/api/user.php', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    const network = harness([new TypeError('Failed to fetch'), json(200, {})]);
    await expect(network.client.apiFetch('/api/user.php', { method: 'POST', body: {} })).rejects.toThrow(TypeError);
    expect(network.calls).toHaveLength(1);
  });

  it('retries a POST marked idempotent', async () => {
    const { client, calls } = harness([json(503, undefined), json(200, { done: true })]);
    await expect(client.apiFetch('/api/page-hidden.php', { method: 'POST', body: {}, idempotent: true })).resolves.toEqual({ done: true });
    expect(calls).toHaveLength(2);
  });

  it('does not retry an aborted call', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, calls } = harness([new DOMException('aborted', 'AbortError'), json(200, {})]);
    await expect(client.apiFetch('/api/user.php', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(calls).toHaveLength(1);
  });
});

describe('403 authentication_required (SPEC §8)', () => {
  it('emits "unauthenticated" for any call but the user call, and throws', async () => {
    const { client } = harness([authRequired()]);
    const heard = vi.fn();
    client.onUnauthenticated(heard);
    await expect(client.apiFetch('/api/chats.php')).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    expect(heard).toHaveBeenCalledWith('/api/chats.php');
  });

  it('stays silent for the user call, with or without a query', async () => {
    const { client } = harness([authRequired(), authRequired()]);
    const heard = vi.fn();
    client.onUnauthenticated(heard);
    await expect(client.apiFetch('/api/user.php')).rejects.toBeInstanceOf(ApiError);
    await expect(client.apiFetch('/api/user.php?push=1', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(heard).not.toHaveBeenCalled();
  });

  it('stays silent for other 403s', async () => {
    const { client } = harness([json(403, { error: 'forbidden', status: 403, message: 'No' }), json(403, 'nope')]);
    const heard = vi.fn();
    client.onUnauthenticated(heard);
    await expect(client.apiFetch('/api/chats.php')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(client.apiFetch('/api/chats.php')).rejects.toMatchObject({ status: 403, body: null });
    expect(heard).not.toHaveBeenCalled();
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { client } = harness([authRequired()]);
    const heard = vi.fn();
    const unsubscribe = client.onUnauthenticated(heard);
    unsubscribe();
    await expect(client.apiFetch('/api/likes.php')).rejects.toBeInstanceOf(ApiError);
    expect(heard).not.toHaveBeenCalled();
  });
});
