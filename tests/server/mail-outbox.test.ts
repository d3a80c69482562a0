import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../server/mail/html';
import type { MailRequest, OutboxEntry } from '../../server/mail/types';
import { DATABASES, useServer } from './harness';

const LINK = 'http://localhost:3000/activate?token=tok_123&next=%2Fmembers';

async function activationFor(app: ReturnType<typeof useServer>['app'], to: string, name = 'Ann'): Promise<MailRequest> {
  return { to, language: 'en', site: await app.sites.resolve('localhost'), template: 'activation', params: { name, link: LINK } };
}

describe.each(DATABASES)('development outbox on %s', (kind) => {
  const server = useServer(kind);

  it('records every mail, newest first, and filters by recipient case-insensitively', async () => {
    const { app } = server;
    await app.mailer.send(await activationFor(app, 'first@example.com'));
    await app.mailer.send(await activationFor(app, 'Second@Example.com'));
    const all = await app.mailer.outbox();
    expect(all.map((mail) => mail.to).slice(0, 2)).toEqual(['Second@Example.com', 'first@example.com']);
    const mine = await app.mailer.outbox('second@example.COM');
    expect(mine).toHaveLength(1);
    const [mail] = mine as [OutboxEntry];
    expect(mail).toMatchObject({ to: 'Second@Example.com', template: 'activation', params: { name: 'Ann', link: LINK } });
    expect(mail.subject).toMatch(/^Activate your account at /);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
    expect(new Date(mail.created_at).toISOString()).toBe(mail.created_at);
  });

  it('refuses a recipient that is not one plain address', async () => {
    const { app } = server;
    for (const to of ['a@example.com, b@example.com', 'Ann <a@example.com>', 'a@example.com\r\nBcc: b@example.com', 'nobody']) {
      await expect(app.mailer.send(await activationFor(app, to))).rejects.toThrow(/single email address/);
    }
  });

  it('answers GET /dev/outbox.json to loopback clients, filtered by ?to=', async () => {
    const { app } = server;
    await app.mailer.send(await activationFor(app, 'json@example.com'));
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const response = await app.inject({ url: '/dev/outbox.json?to=JSON@example.com', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      const mails = response.json<OutboxEntry[]>();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'json@example.com', template: 'activation', params: { link: LINK } });
    }
    const all = await app.inject({ url: '/dev/outbox.json', remoteAddress: '127.0.0.1' });
    expect(all.json<OutboxEntry[]>().length).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 to other clients and to requests a proxy forwarded', async () => {
    const { app } = server;
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=json@example.com']) {
      for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '192.168.1.20', '2001:db8::1', '::ffff:203.0.113.7']) {
        const response = await app.inject({ url, remoteAddress });
        expect(response.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(response.body).not.toContain('json@example.com');
      }
      // A reverse proxy on this machine connects from loopback on behalf of someone else.
      for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }]) {
        const response = await app.inject({ url, remoteAddress: '127.0.0.1', headers });
        expect(response.statusCode, `${url} with ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });

  it('shows the mails on GET /dev/outbox: escaped, the HTML part in a sandboxed iframe, the text links clickable', async () => {
    const { app } = server;
    await app.mailer.send(await activationFor(app, 'page@example.com', '<script>alert("x")</script>'));
    const response = await app.inject({ url: '/dev/outbox?to=page@example.com', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    const html = response.body;
    expect(html).toContain('<h1>Development outbox</h1>');
    expect(html).toContain('page@example.com');
    expect(html).not.toContain('<script>alert');
    // The whole mail document sits in srcdoc, escaped once more, in an iframe with an empty sandbox.
    const iframes = [...html.matchAll(/<iframe ([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(iframes).toHaveLength(1);
    expect(iframes[0]).toMatch(/\bsandbox=""/);
    expect(iframes[0]).toMatch(/\bsrcdoc="&lt;!doctype html&gt;/);
    expect(iframes[0]).toMatch(/\btitle="HTML part: Activate your account at /);
    expect(iframes[0]).not.toContain('<');
    // The activation link of the text part is a real link on the page.
    expect(html).toContain(`<a href="${escapeHtml(LINK)}">${escapeHtml(LINK)}</a>`);
  });

  it('says so when no mail matches the filter', async () => {
    const response = await server.app.inject({ url: '/dev/outbox?to=nobody@example.com', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No mails to nobody@example.com.');
    expect(response.body).not.toContain('<article');
  });
});

describe.each(DATABASES)('DEV_OUTBOX=1 on %s', (kind) => {
  const server = useServer(kind, { DEV_OUTBOX: '1' });

  it('answers the outbox to any client', async () => {
    const response = await server.app.inject({ url: '/dev/outbox.json', remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe.each(DATABASES)('outbox pages with SMTP_URL on %s', (kind) => {
  // Nothing listens on port 9 (discard) here; the mail is recorded and its delivery fails in the background.
  const server = useServer(kind, { SMTP_URL: 'smtp://127.0.0.1:9', DEV_OUTBOX: '1' });

  it('answer 404 even to loopback and with DEV_OUTBOX=1, while mail is still recorded', async () => {
    const { app } = server;
    await expect(app.mailer.send(await activationFor(app, 'smtp@example.com'))).resolves.toBeUndefined();
    expect(await app.mailer.outbox('smtp@example.com')).toHaveLength(1);
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await app.inject({ url, remoteAddress: '127.0.0.1' });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
