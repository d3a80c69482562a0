import { describe, expect, it } from 'vitest';
import type { ServerRenderer } from '../../contract/bootstrap';
import { DATABASES, useServer, type ServerHandle } from './harness';
import { createMember } from './members-support';

// Honest pages: a member lander never claims that a member wrote something they did not. The chat invitation
// (`/members/{id}/landing2`) quotes a line only for one of the site's entertainment profiles, marked with the site's
// fictional wording; for a real member it quotes nothing and invites the visitor to write first. Checked on the
// server-rendered page, the text a visitor and a crawler get first.
const renderer: ServerRenderer = await import('../../app/entry-server');

function mainText(server: ServerHandle, url: string) {
  return server.app.inject({ url, headers: { host: 'localhost:3000' } }).then((response) => {
    expect(response.statusCode).toBe(200);
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(response.body)?.[1] ?? '';
    return main
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

describe.each(DATABASES)('member landers on %s', (kind) => {
  const server = useServer(kind, {}, { renderer });

  it('quote nothing for a real member: no "sent you a message", no chat line, no typing', async () => {
    await mainText(server, '/');
    const member = await createMember(server, { name: 'Jolijn Verhoef' });
    for (const path of [`/members/${member.id}/landing2`, `/members/${member.id}/landing2/she-summer`]) {
      const text = await mainText(server, path);
      expect(text, path).toContain('Start a conversation with Jolijn Verhoef');
      expect(text, path).not.toContain('sent you a message');
      expect(text, path).not.toContain('Fancy a chat?');
      expect(text, path).not.toContain('entertainment profile');
    }
  });

  it("show an entertainment profile's line only with the site's fictional mark", async () => {
    await mainText(server, '/');
    const settings = (await server.app.inject({ url: '/api/settings.php', headers: { host: 'localhost:3000' } })).json().settings;
    const member = await createMember(server, { name: 'Fenna Operator', fictional: true });
    const text = await mainText(server, `/members/${member.id}/landing2`);
    expect(text).toContain('Fenna Operator sent you a message');
    expect(text).toContain('Fancy a chat?');
    expect(text).toContain(settings.fictional_singular.en);
  });
});
