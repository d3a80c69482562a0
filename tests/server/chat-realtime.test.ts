import { describe, expect, it } from 'vitest';
import type { RealtimeServerFrame } from '../../contract/realtime';
import { CLOSE_CODES } from '../../server/realtime/socket';
import { DATABASES, useServer } from './harness';
import { api, okJson } from './members-support';
import { chatMember, listen, openSocket, sendText, settle } from './chat-support';

/**
 * The realtime hub (issue 6, part 6) on every database: one socket per tab at /api/ws.php, authenticated by the
 * session cookie and same-origin checked; each socket receives its own user's events only; typing, read state,
 * removal and counts; sessions that end close their sockets.
 */
const isType =
  <T extends RealtimeServerFrame['type']>(type: T) =>
  (frame: RealtimeServerFrame): frame is Extract<RealtimeServerFrame, { type: T }> =>
    frame.type === type;

describe.each(DATABASES)('realtime on %s', (kind) => {
  const server = useServer(kind, { SITE_CACHE_TTL_MS: '0' });

  it('refuses a handshake without a session, from another site, or without an Origin', async () => {
    const port = await listen(server.app);
    const member = await chatMember(server);
    await expect(openSocket(port, {})).rejects.toThrow('handshake refused: 403');
    await expect(openSocket(port, { session: member.session, origin: 'https://evil.example' })).rejects.toThrow('handshake refused: 403');
    await expect(openSocket(port, { session: member.session, origin: null })).rejects.toThrow('handshake refused: 403');
    await expect(openSocket(port, { session: 'not-a-session' })).rejects.toThrow('handshake refused: 403');
    const ok = await openSocket(port, { session: member.session });
    expect(ok.frames[0]).toEqual({ type: 'ready' });
    expect(server.app.realtime.socketCount(member.id)).toBe(1);
    await ok.close();
  });

  it("delivers a message to the recipient's tabs and the sender's, and to nobody else", async () => {
    const port = await listen(server.app);
    const anna = await chatMember(server, { premium: true, credits: 20, country: 'FR' });
    const ben = await chatMember(server);
    const carl = await chatMember(server);
    const annaTab = await openSocket(port, { session: anna.session });
    const benTab1 = await openSocket(port, { session: ben.session });
    const benTab2 = await openSocket(port, { session: ben.session });
    const carlTab = await openSocket(port, { session: carl.session });

    const sent = await sendText(server, anna, { member_id: ben.id }, 'Hi Ben');
    for (const tab of [benTab1, benTab2, annaTab]) {
      const event = await tab.next(isType('message'));
      expect(event).toEqual({ type: 'message', conversation_id: sent.message.conversation_id, message: sent.message });
    }
    expect(await benTab1.next(isType('counts'))).toEqual({ type: 'counts', unread_messages: 1 });
    await settle();
    expect(carlTab.frames).toEqual([{ type: 'ready' }]);
    expect(annaTab.frames.filter((frame) => frame.type === 'counts')).toEqual([]);

    // The message is stored before it is delivered: what the socket got is what the API answers.
    const chats = okJson<{ chats: { last_message: unknown }[] }>(await api(server).get('/api/chats.php', { session: ben.session }));
    expect(chats.chats[0]?.last_message).toEqual(sent.message);
    for (const tab of [annaTab, benTab1, benTab2, carlTab]) await tab.close();
  });

  it('passes typing on (socket and HTTP) to the other member only, at most every 2 s', async () => {
    const port = await listen(server.app);
    const anna = await chatMember(server, { premium: true, credits: 20, country: 'FR' });
    const ben = await chatMember(server);
    const carl = await chatMember(server, { premium: true, credits: 20, country: 'FR' });
    const { message } = await sendText(server, anna, { member_id: ben.id });
    const other = await sendText(server, carl, { member_id: anna.id });
    const annaTab = await openSocket(port, { session: anna.session });
    const benTab = await openSocket(port, { session: ben.session });

    benTab.socket.send(JSON.stringify({ type: 'typing', conversation_id: message.conversation_id }));
    expect(await annaTab.next(isType('typing'))).toEqual({ type: 'typing', conversation_id: message.conversation_id, profile_id: ben.id });
    benTab.socket.send(JSON.stringify({ type: 'typing', conversation_id: message.conversation_id }));
    // Ben is not in Carl's conversation with Anna: nothing is passed on.
    benTab.socket.send(JSON.stringify({ type: 'typing', conversation_id: other.message.conversation_id }));
    await settle(300);
    expect(annaTab.frames.filter((frame) => frame.type === 'typing')).toHaveLength(1);
    expect(benTab.frames.filter((frame) => frame.type === 'typing')).toHaveLength(0);

    // Over HTTP as well (Anna's own notice, the other way round).
    okJson(await api(server).post('/api/typing.php', { conversation_id: message.conversation_id }, { session: anna.session }));
    expect(await benTab.next(isType('typing'))).toEqual({ type: 'typing', conversation_id: message.conversation_id, profile_id: anna.id });
    const notMine = await api(server).post('/api/typing.php', { conversation_id: other.message.conversation_id }, { session: ben.session });
    expect(notMine.statusCode).toBe(404);
    await annaTab.close();
    await benTab.close();
  });

  it('tells the sender when the message is read, and the reader\'s tabs the new counts', async () => {
    const port = await listen(server.app);
    const anna = await chatMember(server, { premium: true, credits: 20, country: 'FR' });
    const ben = await chatMember(server);
    const sent = await sendText(server, anna, { member_id: ben.id });
    const annaTab = await openSocket(port, { session: anna.session });
    const benTab = await openSocket(port, { session: ben.session });
    okJson(await api(server).post('/api/read.php', { conversation_id: sent.message.conversation_id }, { session: ben.session }));
    const read = await annaTab.next(isType('read'));
    expect(read).toMatchObject({ type: 'read', conversation_id: sent.message.conversation_id, reader_id: ben.id, up_to_message_id: sent.message.id });
    expect(await benTab.next(isType('counts'))).toEqual({ type: 'counts', unread_messages: 0 });

    okJson(await api(server).delete(`/api/chat.php?id=${sent.message.conversation_id}`, { session: ben.session }));
    expect(await benTab.next(isType('chat_deleted'))).toEqual({ type: 'chat_deleted', conversation_id: sent.message.conversation_id });
    await settle();
    expect(annaTab.frames.some((frame) => frame.type === 'chat_deleted')).toBe(false);
    await annaTab.close();
    await benTab.close();
  });

  it('answers a ping, ignores junk and closes a flooding socket', async () => {
    const port = await listen(server.app);
    const member = await chatMember(server);
    const tab = await openSocket(port, { session: member.session });
    tab.socket.send('not json');
    tab.socket.send(JSON.stringify({ type: 'message', text: 'forged' }));
    tab.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await tab.next(isType('pong'))).toEqual({ type: 'pong' });
    for (let n = 0; n < 40; n += 1) tab.socket.send(JSON.stringify({ type: 'ping' }));
    expect((await tab.closed).code).toBe(CLOSE_CODES.policy);
  });

  it('closes the sockets of a session that ended (logout) at the next heartbeat, and only those', async () => {
    const port = await listen(server.app);
    const member = await chatMember(server);
    const stays = await chatMember(server);
    const tab = await openSocket(port, { session: member.session });
    const otherTab = await openSocket(port, { session: stays.session });
    okJson(await api(server).get('/api/logout.php', { session: member.session }));
    await server.app.realtime.heartbeat();
    expect((await tab.closed).code).toBe(CLOSE_CODES.sessionEnded);
    await settle();
    expect(otherTab.socket.readyState).toBe(1);
    expect(server.app.realtime.socketCount(member.id)).toBe(0);
    await otherTab.close();
  });
});
