import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../app/api/client';
import { CLIENT_TYPE_HEADER, CLIENT_TYPE_WEB } from '../../contract/constants';

/** Photo uploads: multipart bodies through the same client (header, same-origin, no retry of a POST). */
describe('apiFetch with a form', () => {
  function harness(answers: Response[]) {
    const calls: RequestInit[] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push(init ?? {});
      return answers.shift() ?? new Response('{}', { status: 200 });
    });
    return { client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => {} }), calls, fetch };
  }

  it('sends the FormData itself, leaving the content type (with its boundary) to fetch', async () => {
    const { client, calls } = harness([new Response('{"ok":true}', { status: 200 })]);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'me.png');
    await expect(client.apiFetch('/api/photos.php', { method: 'POST', form })).resolves.toEqual({ ok: true });
    const headers = calls[0]?.headers as Record<string, string>;
    expect(calls[0]?.body).toBe(form);
    expect(headers['content-type']).toBeUndefined();
    expect(headers[CLIENT_TYPE_HEADER]).toBe(CLIENT_TYPE_WEB);
    expect(calls[0]?.credentials).toBe('same-origin');
    // What fetch makes of it: a multipart body with a boundary.
    const request = new Request('http://localhost/api/photos.php', { method: 'POST', body: calls[0]?.body ?? null });
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('does not repeat an upload that failed with 5xx (a POST is not idempotent)', async () => {
    const { client, fetch } = harness([new Response('', { status: 503 })]);
    await expect(client.apiFetch('/api/photos.php', { method: 'POST', form: new FormData() })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
