import { describe, expect, it } from 'vitest';
import { firstMessageResponseSchema, type FirstMessageResponse } from '../../contract/chat';
import { balanceOf, expectLedgerConsistent } from './credits-support';
import { DATABASES, useServer, type ServerHandle } from './harness';
import { api, errorOf } from './members-support';
import { chatMember, chatsOf, messageCount, type ChatMember } from './chat-support';

/**
 * The signup's first message (step 5): sent to the member signup started from through the normal send path (charged
 * what GET /api/first-message.php shows, once), otherwise kept as a draft the member sends to someone they choose.
 */

async function withDraft(server: ServerHandle, member: ChatMember, text: string, targetId: number | null): Promise<void> {
  await server.app.db.updateTable('profiles').set({ signup_message: text, target_profile_id: targetId }).where('user_id', '=', member.id).execute();
}

function answer(response: { statusCode: number; body: string; json: () => unknown }, status = 200): FirstMessageResponse {
  expect(response.statusCode, response.body).toBe(status);
  return firstMessageResponseSchema.parse(response.json());
}

describe.each(DATABASES)('first message on %s', (kind) => {
  const server = useServer(kind);
  const http = () => api(server);
  const get = (member: ChatMember) => http().get('/api/first-message.php', { session: member.session });
  const send = (member: ChatMember, body: Record<string, unknown> = {}) => http().post('/api/first-message.php', body, { session: member.session });

  it('goes to the member signup started from, charged as shown, and only once', async () => {
    const target = await chatMember(server, { name: 'Target Tessa', country: 'FR' });
    const newcomer = await chatMember(server, { gender: 'man', seeking: 'woman', country: 'FR', credits: 10 });
    await withDraft(server, newcomer, 'Hi Tessa, I loved your profile', target.id);

    const before = answer(await get(newcomer));
    expect(before.first_message).toEqual({ status: 'draft', text: 'Hi Tessa, I loved your profile', target: { id: target.id, name: 'Target Tessa' } });
    expect(before.cost).toBe(1);

    const sent = answer(await send(newcomer));
    expect(sent.first_message).toMatchObject({ status: 'sent', text: 'Hi Tessa, I loved your profile', to: { id: target.id, name: 'Target Tessa' } });
    expect(await balanceOf(server, newcomer.id)).toBe(10 - before.cost);
    const [chat] = (await chatsOf(server, target)).chats;
    expect(chat?.last_message?.text).toBe('Hi Tessa, I loved your profile');

    // A second tab, a retry, another member named: the message already sent, nothing charged again.
    const other = await chatMember(server, { country: 'FR' });
    expect(answer(await send(newcomer)).first_message).toEqual(sent.first_message);
    expect(answer(await send(newcomer, { member_id: other.id })).first_message).toEqual(sent.first_message);
    expect(await balanceOf(server, newcomer.id)).toBe(10 - before.cost);
    expect(await messageCount(server, newcomer.id)).toBe(1);
    expect(answer(await get(newcomer)).first_message).toEqual(sent.first_message);
    await expectLedgerConsistent(server, newcomer.id);
  });

  it('stays a draft without a target, until the member sends it to someone', async () => {
    const newcomer = await chatMember(server, { gender: 'woman', seeking: 'man', country: 'FR', credits: 5 });
    await withDraft(server, newcomer, 'Hello from the signup', null);
    const draft = answer(await send(newcomer));
    expect(draft.first_message).toEqual({ status: 'draft', text: 'Hello from the signup', target: null });
    expect(await messageCount(server, newcomer.id)).toBe(0);

    const chosen = await chatMember(server, { name: 'Chosen Carl', gender: 'man', country: 'FR' });
    const sent = answer(await send(newcomer, { member_id: chosen.id }));
    expect(sent.first_message).toMatchObject({ status: 'sent', to: { id: chosen.id, name: 'Chosen Carl' } });
    expect(await balanceOf(server, newcomer.id)).toBe(4);
  });

  it('keeps the draft and changes nothing when the send is refused', async () => {
    const target = await chatMember(server, { name: 'Target Tina', country: 'FR' });
    const poor = await chatMember(server, { country: 'FR', credits: 0 });
    await withDraft(server, poor, 'Hello Tina', target.id);
    const refused = await send(poor);
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused).error).toBe('insufficient_credits');
    expect(await messageCount(server, poor.id)).toBe(0);
    expect(answer(await get(poor)).first_message).toEqual({ status: 'draft', text: 'Hello Tina', target: { id: target.id, name: 'Target Tina' } });

    // The target blocked the newcomer meanwhile: no longer offered, and sending to them is a 404 like any send.
    const blocked = await chatMember(server, { country: 'FR', credits: 10 });
    await withDraft(server, blocked, 'Hello again', target.id);
    expect((await http().post('/api/block.php', { id: blocked.id }, { session: target.session })).statusCode).toBe(200);
    expect(answer(await get(blocked)).first_message).toEqual({ status: 'draft', text: 'Hello again', target: null });
    expect((await send(blocked)).statusCode).toBe(404);
    expect(await balanceOf(server, blocked.id)).toBe(10);
  });

  it('has nothing to send without a signup message, and refuses bad input and visitors', async () => {
    const plain = await chatMember(server, { country: 'FR', credits: 3 });
    const other = await chatMember(server, { country: 'FR' });
    expect(answer(await get(plain)).first_message).toBeNull();
    expect(answer(await send(plain, { member_id: other.id })).first_message).toBeNull();
    expect(await messageCount(server, plain.id)).toBe(0);
    expect((await send(plain, { member_id: 'x' })).statusCode).toBe(400);
    expect((await send(plain, { member_id: other.id, extra: 1 })).statusCode).toBe(400);
    expect((await http().get('/api/first-message.php')).statusCode).toBe(403);
  });
});
