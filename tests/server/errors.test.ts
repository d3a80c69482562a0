import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/constants';
import { errorBodySchema, errorCodes } from '../../contract/errors';
import { HttpError } from '../../server/errors/http-error';
import { parseInput } from '../../server/errors/validation';
import { DATABASES, spaHeaders, useServer } from './harness';

/** A locales folder with known error messages, so these tests do not depend on the wording in locales/. */
function fixtureLocales(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-locales-'));
  const files: Record<string, Record<string, string>> = {
    en: { not_found: 'Not found', internal: 'Something went wrong', validation_failed: 'Check the form', rate_limited: 'Wait {{seconds}} seconds' },
    nl: { not_found: 'Niet gevonden', internal: 'Er is een fout opgetreden, probeer het later opnieuw.' },
    de: { not_found: 'Nicht gefunden' },
  };
  for (const [language, messages] of Object.entries(files)) {
    mkdirSync(path.join(dir, language));
    writeFileSync(path.join(dir, language, 'errors.json'), JSON.stringify(messages));
  }
  return dir;
}

const SECRET = 'db password is hunter2';

async function failingRoutes(app: FastifyInstance) {
  app.get('/api/test-crash', async () => {
    throw new Error(SECRET);
  });
  app.get('/api/test-async-crash', async () => {
    await Promise.resolve();
    (undefined as unknown as { boom: () => void }).boom();
  });
  app.post('/api/test-body', async (request) => {
    const body = parseInput(z.strictObject({ name: z.string().min(2), age: z.number().int().min(18) }), request.body);
    return { ok: true, name: body.name };
  });
  app.get('/api/test-limit', async () => {
    throw new HttpError('rate_limited', { params: { seconds: 30 } });
  });
}

describe.each(DATABASES)('errors on %s', (kind) => {
  const server = useServer(kind, {}, { routes: failingRoutes, localesDir: fixtureLocales() });

  it('answers an unknown /api path with a 404 contract body, never the SPA', async () => {
    for (const url of ['/api/nope', '/api/nope/deeper?x=1', '/api', '/api/']) {
      const response = await server.app.inject({ url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(errorBodySchema.parse(response.json())).toEqual({ error: 'not_found', status: 404, message: 'Not found' });
    }
  });

  it('answers an unknown path with another method with a 404 contract body', async () => {
    const response = await server.app.inject({ method: 'DELETE', url: '/members/1', headers: spaHeaders() });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('translates the message into the request language: cookie first, then the domain language, then English', async () => {
    const byCookie = await server.app.inject({ url: '/api/nope', headers: { host: 'localhost', cookie: 'i18n_redirected=de' } });
    expect(byCookie.json().message).toBe('Nicht gefunden');
    const byDomain = await server.app.inject({ url: '/api/nope', headers: { host: 'nl.localhost' } });
    expect(byDomain.json().message).toBe('Niet gevonden');
    const badCookie = await server.app.inject({ url: '/api/nope', headers: { host: 'nl.localhost', cookie: 'i18n_redirected=xx' } });
    expect(badCookie.json().message).toBe('Niet gevonden');
    const fallback = await server.app.inject({ url: '/api/test-crash', headers: { host: 'localhost', cookie: 'i18n_redirected=de' } });
    expect(fallback.json().message).toBe('Something went wrong');
  });

  it('interpolates params into the message', async () => {
    const response = await server.app.inject({ url: '/api/test-limit' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: 'rate_limited', status: 429, message: 'Wait 30 seconds', params: { seconds: 30 } });
  });

  it('never leaks an internal message or stack trace', async () => {
    for (const url of ['/api/test-crash', '/api/test-async-crash']) {
      const response = await server.app.inject({ url, headers: { host: 'nl.localhost' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal', status: 500, message: 'Er is een fout opgetreden, probeer het later opnieuw.' });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|TypeError/);
    }
  });

  it('answers invalid input with 400 validation_failed and one error per field', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-body',
      headers: spaHeaders(),
      payload: { name: 'A', age: 17, extra: true },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: 'validation_failed',
      status: 400,
      message: 'Check the form',
      fields: {
        name: { code: 'too_short', params: { count: 2 } },
        age: { code: 'too_small', params: { count: 18 } },
        extra: { code: 'unknown_field' },
      },
    });
    const missing = await server.app.inject({ method: 'POST', url: '/api/test-body', headers: spaHeaders(), payload: {} });
    expect(missing.json().fields).toEqual({ name: { code: 'required' }, age: { code: 'required' } });
  });

  it('answers malformed JSON and prototype poisoning with 400 bad_request', async () => {
    const headers = { ...spaHeaders(), 'content-type': 'application/json' };
    const malformed = await server.app.inject({ method: 'POST', url: '/api/test-body', headers, payload: '{"name":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('bad_request');
    const poisoned = await server.app.inject({ method: 'POST', url: '/api/test-body', headers, payload: '{"__proto__":{"admin":true}}' });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error).toBe('bad_request');
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-body',
      headers: { ...spaHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });

  it('keeps answering after errors (no request crashes the server)', async () => {
    await server.app.inject({ url: '/api/test-crash' });
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe.each(DATABASES)('error messages from locales/ on %s', (kind) => {
  const server = useServer(kind);

  it('answers in every language from locales/<lng>/errors.json', async () => {
    for (const language of LANGUAGES) {
      const messages = JSON.parse(readFileSync(new URL(`../../locales/${language}/errors.json`, import.meta.url), 'utf8')) as Record<string, string>;
      for (const code of errorCodes) expect(typeof messages[code], `${language}: errors:${code}`).toBe('string');
      const response = await server.app.inject({ url: '/api/nope', headers: { host: 'localhost', cookie: `i18n_redirected=${language}` } });
      expect(response.json().message, language).toBe(messages.not_found);
    }
  });
});
