import { describe, expect, it } from 'vitest';
import {
  OPERATORS,
  operatorClaimResponseSchema,
  operatorConversationResponseSchema,
  operatorInboxResponseSchema,
  operatorReplyResponseSchema,
  type OperatorInboxResponse,
} from '../../contract/backoffice';
import type { RealtimeServerFrame } from '../../contract/realtime';
import { TestClock, MINUTE_MS } from './accounts-support';
import { auditRows, staffCall, staffWithSession, type TestStaff } from './backoffice-sites-support';
import { chatMember, chatsOf, key, listen, openSocket, sendText, type ChatMember } from './chat-support';
import { DATABASES, useServer, type ServerHandle } from './harness';
import { errorOf } from './members-support';

/**
 * Operators of fictional profiles (issue 8, part 4): who may use the inbox, that it holds only conversations of real
 * members with fictional profiles, claims (exclusive under concurrency, expiring, released), the conversation view,
 * and replies that reach the member live through the members' message path (socket event, unread count, no cost).
 */

const isMessage = (frame: RealtimeServerFrame): frame is Extract<RealtimeServerFrame, { type: 'message' }> => frame.type === 'message';

async function fictionalConversation(server: ServerHandle, text = 'Hi gorgeous, are you online?'): Promise<{ member: ChatMember; profile: ChatMember; conversationId: number }> {
  const profile = await chatMember(server, { fictional: true, name: 'Lola', gender: 'woman' });
  const member = await chatMember(server, { premium: true, credits: 50, name: 'Ben', gender: 'man', seeking: 'woman', age: 41, country: 'DE' });
  const sent = await sendText(server, member, { member_id: profile.id }, text);
  return { member, profile, conversationId: sent.message.conversation_id };
}

async function inbox(server: ServerHandle, staff: TestStaff, query = ''): Promise<OperatorInboxResponse> {
  const response = await staffCall(server).get(`/api/staff/operators/inbox${query}`, { staff });
  expect(response.statusCode, response.body).toBe(200);
  return operatorInboxResponseSchema.parse(response.json());
}

describe.each(DATABASES)('fictional-profile operators on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, { SITE_CACHE_TTL_MS: '0' }, { clock: clock.now });
  const call = () => staffCall(server);

  it('lets only operators and admins in', async () => {
    const { conversationId, member } = await fictionalConversation(server);
    const moderator = await staffWithSession(server, 'moderator');
    const partner = await staffWithSession(server, 'partner', { siteIds: [member.siteId] });
    const routes = [
      (o: { staff?: TestStaff; member?: string }) => call().get('/api/staff/operators/inbox', o),
      (o: { staff?: TestStaff; member?: string }) => call().post(`/api/staff/operators/conversations/${conversationId}/claim`, {}, o),
      (o: { staff?: TestStaff; member?: string }) => call().post(`/api/staff/operators/conversations/${conversationId}/release`, {}, o),
      (o: { staff?: TestStaff; member?: string }) => call().get(`/api/staff/operators/conversations/${conversationId}`, o),
      (o: { staff?: TestStaff; member?: string }) => call().post(`/api/staff/operators/conversations/${conversationId}/messages`, { text: 'Hello', key: key() }, o),
    ];
    for (const route of routes) {
      const visitor = await route({});
      expect([visitor.statusCode, errorOf(visitor).error]).toEqual([401, 'staff_authentication_required']);
      const asMember = await route({ member: member.session });
      expect([asMember.statusCode, errorOf(asMember).error]).toEqual([401, 'staff_authentication_required']);
      for (const staff of [moderator, partner]) {
        const refused = await route({ staff });
        expect([refused.statusCode, errorOf(refused).error]).toEqual([403, 'staff_forbidden']);
      }
    }
    const admin = await staffWithSession(server, 'admin');
    const operator = await staffWithSession(server, 'operator');
    expect((await call().get('/api/staff/operators/inbox', { staff: admin })).statusCode).toBe(200);
    expect((await call().get('/api/staff/operators/inbox', { staff: operator })).statusCode).toBe(200);
    expect(await auditRows(server, { targetType: 'conversation', targetId: conversationId })).toEqual([]);
  });

  it('lists only conversations of real members with fictional profiles, the longest waiting first', async () => {
    const operator = await staffWithSession(server, 'operator');
    const older = await fictionalConversation(server, 'First!');
    const newer = await fictionalConversation(server, `A long message that goes on and on ${'and on '.repeat(40)}until the end`);
    // Two real members talking: private, never in the inbox.
    const anna = await chatMember(server, { premium: true, credits: 10 });
    const bert = await chatMember(server, { premium: true, credits: 10 });
    const privateChat = (await sendText(server, anna, { member_id: bert.id }, 'just us')).message.conversation_id;

    // Every page of the default list (waiting for an answer), following `next_after`.
    const conversations: OperatorInboxResponse['conversations'] = [];
    for (let query = ''; ; ) {
      const next = await inbox(server, operator, query);
      conversations.push(...next.conversations);
      expect(next.next_before).toBeNull();
      if (next.next_after === null) break;
      query = `?after=${next.next_after}`;
    }
    const page = { conversations };
    const ids = page.conversations.map((item) => item.conversation_id);
    expect(ids).toContain(older.conversationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(older.conversationId)).toBeLessThan(ids.indexOf(newer.conversationId));
    expect(ids).not.toContain(privateChat);
    // With `filter=all`: newest first.
    const all = (await inbox(server, operator, '?filter=all')).conversations.map((item) => item.conversation_id);
    expect(all.indexOf(newer.conversationId)).toBeLessThan(all.indexOf(older.conversationId));
    const item = page.conversations.find((entry) => entry.conversation_id === newer.conversationId);
    expect(item).toMatchObject({
      fictional: { id: newer.profile.id, name: 'Lola' },
      member: { id: newer.member.id, name: 'Ben', age: 41, country: 'DE', site: { domain: 'localhost' } },
      last_message: { kind: 'text', from_member: true },
      unanswered: 1,
      claim: null,
    });
    expect(Array.from(item?.last_message.excerpt ?? '').length).toBeLessThanOrEqual(OPERATORS.excerptLength);
    expect(item?.last_message.excerpt?.endsWith('…')).toBe(true);

    // Two more member messages: three unanswered.
    await sendText(server, newer.member, { conversation_id: newer.conversationId }, 'Hello?');
    await sendText(server, newer.member, { conversation_id: newer.conversationId }, 'Anyone?');
    expect((await inbox(server, operator)).conversations.find((entry) => entry.conversation_id === newer.conversationId)?.unanswered).toBe(3);

    // A private conversation cannot be claimed or opened: it does not exist for operators.
    const claim = await call().post(`/api/staff/operators/conversations/${privateChat}/claim`, {}, { staff: operator });
    expect([claim.statusCode, errorOf(claim).error]).toEqual([404, 'not_found']);
    const open = await call().get(`/api/staff/operators/conversations/${privateChat}`, { staff: operator });
    expect(open.statusCode).toBe(404);

    // By the member's site.
    const otherSite = (await server.app.sites.resolve('gay.localhost')).id;
    expect((await inbox(server, operator, `?site_id=${otherSite}`)).conversations).toEqual([]);
  });

  it('gives a conversation to exactly one of two operators claiming it at once', async () => {
    const { conversationId } = await fictionalConversation(server);
    const first = await staffWithSession(server, 'operator', { name: 'Olga Operator' });
    const second = await staffWithSession(server, 'operator', { name: 'Otto Operator' });
    const [a, b] = await Promise.all([
      call().post(`/api/staff/operators/conversations/${conversationId}/claim`, {}, { staff: first }),
      call().post(`/api/staff/operators/conversations/${conversationId}/claim`, {}, { staff: second }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const winner = a.statusCode === 200 ? first : second;
    expect(operatorClaimResponseSchema.parse(won.json()).claim).toMatchObject({ staff_id: winner.id, mine: true });
    expect(errorOf(lost)).toMatchObject({ error: 'claim_taken', params: { name: winner.name } });

    const rows = await auditRows(server, { targetType: 'conversation', targetId: conversationId });
    expect(rows.map((row) => [row.action, row.staff_id])).toEqual([['operator.claim', winner.id]]);

    // The inbox shows who holds it.
    const item = (await inbox(server, first)).conversations.find((entry) => entry.conversation_id === conversationId);
    expect(item?.claim).toMatchObject({ staff_id: winner.id, staff_name: winner.name, mine: winner.id === first.id });
  });

  it('lets a claim expire after 10 minutes unless renewed, and frees it on release', async () => {
    const { conversationId } = await fictionalConversation(server);
    const olga = await staffWithSession(server, 'operator', { name: 'Olga' });
    const otto = await staffWithSession(server, 'operator', { name: 'Otto' });
    const claimUrl = `/api/staff/operators/conversations/${conversationId}/claim`;
    expect((await call().post(claimUrl, {}, { staff: olga })).statusCode).toBe(200);

    clock.advance(9 * MINUTE_MS);
    // Renewed by the holder: another 10 minutes from now.
    const renewed = operatorClaimResponseSchema.parse((await call().post(claimUrl, {}, { staff: olga })).json());
    expect(Date.parse(renewed.claim.expires_at)).toBe(clock.now().getTime() + OPERATORS.claimMs);
    clock.advance(9 * MINUTE_MS);
    const stillHers = await call().post(claimUrl, {}, { staff: otto });
    expect([stillHers.statusCode, errorOf(stillHers).params?.name]).toEqual([409, 'Olga']);
    const view = await call().get(`/api/staff/operators/conversations/${conversationId}`, { staff: otto });
    expect([view.statusCode, errorOf(view).error]).toEqual([409, 'claim_taken']);

    clock.advance(OPERATORS.claimMs + 1);
    expect((await inbox(server, otto, '?filter=all')).conversations.find((entry) => entry.conversation_id === conversationId)?.claim).toBeNull();
    expect((await call().post(claimUrl, {}, { staff: otto })).statusCode).toBe(200);

    const release = await call().post(`/api/staff/operators/conversations/${conversationId}/release`, {}, { staff: otto });
    expect(release.json()).toEqual({ conversation_id: conversationId, released: true });
    expect((await call().post(claimUrl, {}, { staff: olga })).statusCode).toBe(200);
    const actions = (await auditRows(server, { targetType: 'conversation', targetId: conversationId })).map((row) => row.action);
    expect(actions).toEqual(['operator.claim', 'operator.claim', 'operator.release', 'operator.claim']);
  });

  it('shows the claimed conversation: the member profile, the fictional profile and the history oldest first', async () => {
    const { conversationId, member, profile } = await fictionalConversation(server, 'one');
    await sendText(server, member, { conversation_id: conversationId }, 'two');
    const operator = await staffWithSession(server, 'operator');
    const response = await call().get(`/api/staff/operators/conversations/${conversationId}`, { staff: operator });
    expect(response.statusCode, response.body).toBe(200);
    const view = operatorConversationResponseSchema.parse(response.json());
    expect(view.claim).toMatchObject({ staff_id: operator.id, mine: true });
    expect(view.member).toMatchObject({ id: member.id, name: 'Ben', age: 41, country: 'DE', fictional: false, distance_km: null });
    expect(view.fictional).toMatchObject({ id: profile.id, name: 'Lola', fictional: true });
    expect(view.member_site.domain).toBe('localhost');
    expect(view.messages.map((message) => message.text)).toEqual(['one', 'two']);
    expect(view.has_more).toBe(false);
    // No coordinate or e-mail of the member reaches the operator.
    expect(response.body).not.toContain(member.email);
    expect(response.body).not.toMatch(/"lat"|"lon"/);
  });

  it('delivers a reply to the member live, through the message path, at no cost, audited', async () => {
    const { conversationId, member, profile } = await fictionalConversation(server);
    const operator = await staffWithSession(server, 'operator');
    const port = await listen(server.app);
    const socket = await openSocket(port, { session: member.session });
    const unreadBefore = (await chatsOf(server, member)).num_unread_messages;
    const creditsBefore = await server.app.db.selectFrom('users').select(['id', 'credits']).where('id', 'in', [member.id, profile.id]).orderBy('id').execute();

    // Replying claims the conversation (it was free).
    const replyKey = key('op');
    const response = await call().post(`/api/staff/operators/conversations/${conversationId}/messages`, { text: '  Hey Ben, I am here 😊 ', key: replyKey }, { staff: operator });
    expect(response.statusCode, response.body).toBe(200);
    const reply = operatorReplyResponseSchema.parse(response.json());
    expect(reply.message).toMatchObject({ conversation_id: conversationId, sender_id: profile.id, kind: 'text', text: 'Hey Ben, I am here 😊' });
    expect(reply.claim).toMatchObject({ staff_id: operator.id, mine: true });

    const event = await socket.next(isMessage);
    expect(event.message).toEqual(reply.message);
    const counts = await socket.next((frame) => frame.type === 'counts' && frame.unread_messages === unreadBefore + 1);
    expect(counts).toMatchObject({ type: 'counts', unread_messages: unreadBefore + 1 });
    await socket.close();

    const chats = await chatsOf(server, member);
    expect(chats.num_unread_messages).toBe(unreadBefore + 1);
    // The member still sees the profile as fictional (the site's icon and warning follow from this flag).
    expect(chats.chats.find((chat) => chat.conversation.id === conversationId)).toMatchObject({ profile: { id: profile.id, fictional: true }, num_unread_messages: 1 });
    expect(await server.app.db.selectFrom('users').select(['id', 'credits']).where('id', 'in', [member.id, profile.id]).orderBy('id').execute()).toEqual(creditsBefore);

    // A retry with the same key stores nothing new.
    const retry = await call().post(`/api/staff/operators/conversations/${conversationId}/messages`, { text: 'Hey Ben, I am here 😊', key: replyKey }, { staff: operator });
    expect(operatorReplyResponseSchema.parse(retry.json()).message.id).toBe(reply.message.id);
    expect((await chatsOf(server, member)).num_unread_messages).toBe(unreadBefore + 1);

    const rows = await auditRows(server, { action: 'operator.reply' });
    const row = rows.find((entry) => entry.target_id === String(reply.message.id));
    expect(row).toMatchObject({ staff_id: operator.id, target_type: 'message', site_id: member.siteId });
    expect(row?.after).toMatchObject({ message_id: reply.message.id, conversation_id: conversationId });
    expect(JSON.stringify(row)).not.toContain('I am here');
    expect(rows.filter((entry) => entry.target_id === String(reply.message.id))).toHaveLength(1);

    // Answered: off the waiting list, still in the full list with nothing unanswered.
    expect((await inbox(server, operator)).conversations.map((item) => item.conversation_id)).not.toContain(conversationId);
    const all = (await inbox(server, operator, '?filter=all')).conversations.find((item) => item.conversation_id === conversationId);
    expect(all).toMatchObject({ unanswered: 0, last_message: { from_member: false } });

    // Bad input changes nothing.
    const empty = await call().post(`/api/staff/operators/conversations/${conversationId}/messages`, { text: '   ', key: key('op') }, { staff: operator });
    expect([empty.statusCode, errorOf(empty).error]).toEqual([400, 'validation_failed']);
    const other = await staffWithSession(server, 'operator');
    const taken = await call().post(`/api/staff/operators/conversations/${conversationId}/messages`, { text: 'Me too', key: key('op') }, { staff: other });
    expect([taken.statusCode, errorOf(taken).error]).toEqual([409, 'claim_taken']);
    expect((await chatsOf(server, member)).num_unread_messages).toBe(unreadBefore + 1);
  });
});
