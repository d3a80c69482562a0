import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuildOptions } from '../../server/app';
import { withJobs } from '../../server/jobs/tables';
import { notificationsDb } from '../../server/notifications/tables';
import { chatMember, listen, openSocket, sendRaw, sendText, settle, type ChatMember } from './chat-support';
import { setBalance } from './credits-support';
import { DATABASES, useServer, type ServerHandle } from './harness';
import { api, okJson } from './members-support';
import { startPushService, subscriptionJson, verifyVapid, type BrowserSubscription, type PushService } from './notifications-support';

/**
 * Delivery of notifications (issue 6 parts 8 and 9; SPEC §3, §4): a like, a match and chat messages reach the member by
 * web push — encrypted for the browser and VAPID-signed, through a real https push service — and by mail with the
 * RFC 8058 one-click List-Unsubscribe headers; nothing for disabled types or while paused; no push to a member with a
 * focused tab; subscriptions the push service answers 410 for are dropped; mails of one type are throttled.
 */

/** The push service starts before the server, which is built to trust it. */
function usePushServer(kind: (typeof DATABASES)[number], env: Record<string, string> = {}): { server: ServerHandle; push: () => PushService } {
  let service: PushService | undefined;
  const options: { -readonly [K in keyof BuildOptions]: BuildOptions[K] } = {};
  beforeAll(async () => {
    service = await startPushService();
    options.push = { agent: service.agent, extraHosts: [service.host] };
  });
  afterAll(async () => {
    await service?.close();
  });
  const server = useServer(kind, env, options);
  return {
    server,
    push: () => {
      if (!service) throw new Error('push service not started');
      return service;
    },
  };
}

async function subscribe(server: ServerHandle, member: ChatMember, subscription: BrowserSubscription): Promise<void> {
  okJson(await api(server).post('/api/user.php?push=1', subscriptionJson(subscription), { session: member.session }));
}

async function like(server: ServerHandle, from: ChatMember, to: ChatMember): Promise<void> {
  okJson(await api(server).post('/api/like.php', { id: to.id }, { session: from.session }));
  await server.app.notifications.flush();
}

async function setPreferences(server: ServerHandle, member: ChatMember, body: unknown): Promise<void> {
  okJson(await api(server).put('/api/notifications.php', body, { session: member.session }));
}

async function mails(server: ServerHandle, member: ChatMember, template?: string) {
  const all = await server.app.mailer.outbox(member.email);
  return template ? all.filter((mail) => mail.template === template) : all;
}

describe.each(DATABASES)('notification delivery on %s', (kind) => {
  const { server, push } = usePushServer(kind);

  const woman = (name: string) => chatMember(server, { gender: 'woman', seeking: 'man', name, credits: 100 });
  const man = (name: string) => chatMember(server, { gender: 'man', seeking: 'woman', name, credits: 100 });

  it('pushes a like to every browser of the liked member, encrypted for each and signed with the VAPID key', async () => {
    const [ann, bob] = [await woman('Ann Like'), await man('Bob Liker')];
    const [phone, laptop] = [push().subscribe(), push().subscribe()];
    await subscribe(server, ann, phone);
    await subscribe(server, ann, laptop);
    await like(server, bob, ann);

    for (const device of [phone, laptop]) {
      const [payload] = push().payloadsFor(device);
      expect(payload).toMatchObject({ type: 'like', url: '/likes', title: 'New like', body: 'Bob Liker likes you.' });
      const received = push().received.find((entry) => entry.path === device.path);
      if (!received) throw new Error('no push received');
      const { sub } = verifyVapid(received, server.app.secrets.vapid.publicKey, `https://${push().host}`);
      expect(sub).toMatch(/^mailto:/);
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(received.headers.ttl)).toBeGreaterThan(0);
    }
  });

  it('mails a like with the one-click List-Unsubscribe URL, and that URL works without a session', async () => {
    const [ann, bob] = [await woman('Ann Mail'), await man('Bob Mail')];
    await like(server, bob, ann);
    const [mail] = await mails(server, ann, 'notify_like');
    if (!mail) throw new Error('no like mail');
    expect(mail.subject).toContain('Bob Mail');
    expect(mail.text).toContain('/likes');
    expect(mail.text).toContain('/notifications');
    const unsubscribe = new URL(mail.list_unsubscribe ?? '');
    expect(unsubscribe.pathname).toBe('/api/unsubscribe.php');
    const response = await server.app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Unsubscribed: the next notification comes by push only.
    const carl = await man('Carl Mail');
    await like(server, carl, ann);
    expect(await mails(server, ann, 'notify_like')).toHaveLength(1);
  });

  it('tells both sides of a match apart: the liked member hears of the match', async () => {
    const [ann, bob] = [await woman('Ann Match'), await man('Bob Match')];
    const device = push().subscribe();
    await subscribe(server, bob, device);
    await like(server, bob, ann);
    await like(server, ann, bob);
    const payloads = push().payloadsFor(device);
    expect(payloads.map((payload) => payload.url)).toEqual([`/members/${ann.id}`]);
    expect(payloads[0]?.title).toBe("It's a match!");
    expect((await mails(server, bob, 'notify_match')).length).toBe(1);
  });

  it('sends nothing for a disabled type and nothing at all while paused', async () => {
    const [ann, bob, carl] = [await woman('Ann Quiet'), await man('Bob Quiet'), await man('Carl Quiet')];
    const device = push().subscribe();
    await subscribe(server, ann, device);
    await setPreferences(server, ann, { preferences: { like: { email: false, push: false } } });
    await like(server, bob, ann);
    expect(push().payloadsFor(device)).toEqual([]);
    expect(await mails(server, ann)).toEqual([]);

    // Messages still come...
    await setPreferences(server, ann, { all_disabled: true });
    await sendText(server, carl, { member_id: ann.id });
    await server.app.notifications.flush();
    // ...but not while everything is paused.
    expect(push().payloadsFor(device)).toEqual([]);
    expect(await mails(server, ann)).toEqual([]);

    await setPreferences(server, ann, { all_disabled: false });
    await sendText(server, carl, { member_id: ann.id }, 'Still there?');
    await server.app.notifications.flush();
    expect(push().payloadsFor(device).map((payload) => payload.type)).toEqual(['new_messages']);
  });

  it('pushes only by the channel left on', async () => {
    const [ann, bob] = [await woman('Ann Channel'), await man('Bob Channel')];
    const device = push().subscribe();
    await subscribe(server, ann, device);
    await setPreferences(server, ann, { preferences: { like: { push: false } } });
    await like(server, bob, ann);
    expect(push().payloadsFor(device)).toEqual([]);
    expect(await mails(server, ann, 'notify_like')).toHaveLength(1);
  });

  it('pushes no message to a member whose tab is open and focused, and does once it loses focus', async () => {
    const port = await listen(server.app);
    const [ann, bob] = [await woman('Ann Focus'), await man('Bob Focus')];
    const device = push().subscribe();
    await subscribe(server, ann, device);
    const tab = await openSocket(port, { session: ann.session });
    try {
      tab.socket.send(JSON.stringify({ type: 'focus', focused: true }));
      await settle(100);
      const first = await sendText(server, bob, { member_id: ann.id }, 'Hi Ann');
      await server.app.notifications.flush();
      // The open tab got the message itself; no push.
      await tab.next((frame) => frame.type === 'message');
      expect(push().payloadsFor(device)).toEqual([]);

      tab.socket.send(JSON.stringify({ type: 'focus', focused: false }));
      await settle(100);
      await sendText(server, bob, { conversation_id: first.message.conversation_id }, 'Are you there?');
      await server.app.notifications.flush();
      expect(push().payloadsFor(device)).toMatchObject([{ type: 'new_messages', url: `/chats/${first.message.conversation_id}` }]);
    } finally {
      await tab.close();
    }
    // A closed tab is not a focused one.
    await sendText(server, bob, { conversation_id: (await sendText(server, bob, { member_id: ann.id }, 'One more')).message.conversation_id }, 'And another');
    await server.app.notifications.flush();
    expect(push().payloadsFor(device).length).toBeGreaterThanOrEqual(3);
  });

  it('words the first message as a new conversation, links it, and throttles mails of one type', async () => {
    const [ann, bob] = [await woman('Ann Chat'), await man('Bob Chat')];
    const device = push().subscribe();
    await subscribe(server, ann, device);
    const first = await sendText(server, bob, { member_id: ann.id }, 'Hello Ann');
    await server.app.notifications.flush();
    await sendText(server, bob, { conversation_id: first.message.conversation_id }, 'Second');
    await server.app.notifications.flush();
    await sendText(server, bob, { conversation_id: first.message.conversation_id }, 'Third');
    await server.app.notifications.flush();

    const payloads = push().payloadsFor(device);
    expect(payloads.map((payload) => payload.type)).toEqual(['new_conversations', 'new_messages', 'new_messages']);
    expect(payloads[0]).toMatchObject({ url: `/chats/${first.message.conversation_id}`, tag: `chat-${first.message.conversation_id}`, body: 'Bob Chat wrote to you for the first time.' });
    // Pushes about one chat share a topic, so an offline browser gets the latest, not a pile.
    const topics = push().received.filter((entry) => entry.path === device.path).map((entry) => entry.headers.topic);
    expect(new Set(topics).size).toBe(1);
    // Never the message text in a push or a mail: lock screens and mailboxes are not private.
    expect(JSON.stringify(payloads)).not.toContain('Hello Ann');
    expect((await mails(server, ann, 'notify_conversation')).length).toBe(1);
    expect((await mails(server, ann, 'notify_message')).length).toBe(1);
    expect(JSON.stringify(await mails(server, ann))).not.toContain('Hello Ann');
  });

  it('commits a message’s notification job with the message itself, and a refused send leaves none', async () => {
    const [ann, bob] = [await woman('Ann Durable'), await man('Bob Durable')];
    const jobsAbout = async (messageId: number) =>
      (await withJobs(server.app.db).selectFrom('jobs').select(['payload', 'state']).where('name', '=', 'notifications.deliver').execute()).filter(
        (job) => (JSON.parse(job.payload) as { payload?: { messageId?: number } }).payload?.messageId === messageId,
      );
    // The process "dies" right after the commit: nothing that runs after it (the first attempt) happens.
    const afterCommit = vi.spyOn(server.app.notifications, 'start').mockImplementation(() => undefined);
    const sent = await sendText(server, bob, { member_id: ann.id }, 'Kept with its notification');
    afterCommit.mockRestore();
    // The job was written in the send's own transaction, so it is there, queued, for any worker.
    expect(await jobsAbout(sent.message.id)).toEqual([expect.objectContaining({ state: 'queued' })]);
    await server.app.jobs.runDue();
    await server.app.notifications.flush();
    await server.app.jobs.runDue();
    expect(await jobsAbout(sent.message.id)).toEqual([expect.objectContaining({ state: 'completed' })]);
    expect((await mails(server, ann, 'notify_conversation')).length).toBe(1);

    const broke = await man('Bob Broke');
    await setBalance(server, broke.id, 0);
    const refused = await sendRaw(server, broke, { member_id: ann.id, text: 'No credits' });
    expect(refused.statusCode).toBe(402);
    await server.app.notifications.flush();
    const all = await withJobs(server.app.db).selectFrom('jobs').select('payload').where('name', '=', 'notifications.deliver').execute();
    expect(all.filter((job) => (JSON.parse(job.payload) as { payload?: { senderId?: number } }).payload?.senderId === broke.id)).toEqual([]);
  });

  it('drops a subscription the push service answers 410 for, and keeps the member’s other browsers', async () => {
    const [ann, bob, carl] = [await woman('Ann Gone'), await man('Bob Gone'), await man('Carl Gone')];
    const [gone, alive] = [push().subscribe(), push().subscribe()];
    await subscribe(server, ann, gone);
    await subscribe(server, ann, alive);
    push().statusFor.set(gone.path, 410);
    await like(server, bob, ann);
    const rows = await notificationsDb(server.app.db).selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', ann.id).execute();
    expect(rows.map((row) => row.endpoint)).toEqual([alive.endpoint]);
    expect(push().payloadsFor(alive)).toHaveLength(1);

    // A push service error that is not "gone" keeps the subscription for the next time.
    push().statusFor.set(alive.path, 500);
    await like(server, carl, ann);
    expect(await notificationsDb(server.app.db).selectFrom('push_subscriptions').select('id').where('user_id', '=', ann.id).execute()).toHaveLength(1);
  });

  it('retries a push the push service did not take through its job, once, until the service takes it', async () => {
    const [ann, bob] = [await woman('Ann Retry'), await man('Bob Retry')];
    const device = push().subscribe();
    await subscribe(server, ann, device);
    push().statusFor.set(device.path, 503);
    await like(server, bob, ann);
    expect(push().payloadsFor(device)).toEqual([]);
    const subscription = await notificationsDb(server.app.db).selectFrom('push_subscriptions').select('id').where('endpoint', '=', device.endpoint).executeTakeFirstOrThrow();
    const pushJob = () =>
      withJobs(server.app.db)
        .selectFrom('jobs')
        .selectAll()
        .where('name', '=', 'push.send')
        .where('payload', 'like', `{"subscriptionId":${subscription.id},%`)
        .executeTakeFirstOrThrow();
    const waiting = await pushJob();
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, last_error: 'PushNotAccepted: push service answered 503' });
    expect(Date.parse(waiting.run_at)).toBeGreaterThan(Date.now());

    // The push service is back and the backoff has passed (moved here rather than waited for).
    push().statusFor.delete(device.path);
    await withJobs(server.app.db).updateTable('jobs').set({ run_at: new Date(Date.now() - 1_000).toISOString() }).where('id', '=', waiting.id).execute();
    expect(await server.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(push().payloadsFor(device)).toMatchObject([{ type: 'like', body: 'Bob Retry likes you.' }]);
    expect(await pushJob()).toMatchObject({ state: 'completed', attempts: 2 });
    expect(await server.app.jobs.runDue()).toBe(0);
    expect(push().payloadsFor(device)).toHaveLength(1);
  });

  it('mails no notification to an unconfirmed address, while pushes still come', async () => {
    const [ann, bob] = [await woman('Ann Unconfirmed'), await man('Bob Unconfirmed')];
    const device = push().subscribe();
    await subscribe(server, ann, device);
    const first = await sendText(server, bob, { member_id: ann.id });
    await server.app.notifications.flush();
    expect(await mails(server, ann, 'notify_conversation')).toHaveLength(1);
    // Her address changed and is not confirmed yet: it may be someone else's.
    await server.app.db.updateTable('users').set({ status: 'not_confirmed' }).where('id', '=', ann.id).execute();
    await sendText(server, bob, { conversation_id: first.message.conversation_id }, 'Another one');
    await server.app.notifications.flush();
    expect(await mails(server, ann, 'notify_message')).toEqual([]);
    expect(push().payloadsFor(device).map((payload) => payload.type)).toEqual(['new_conversations', 'new_messages']);
  });
  it('notifies nobody for the site’s own fictional profiles', async () => {
    const fictional = await chatMember(server, { gender: 'woman', seeking: 'man', name: 'Fiona Fictional', fictional: true });
    const bob = await man('Bob Fan');
    await like(server, bob, fictional);
    await sendText(server, bob, { member_id: fictional.id });
    await server.app.notifications.flush();
    expect(await mails(server, fictional)).toEqual([]);
    expect(await server.app.notifications.deliver(fictional.id, 'like', { kind: 'like', memberId: bob.id })).toMatchObject({ skipped: 'not_reachable' });
  });
});

describe.each(DATABASES)('notification mails over SMTP on %s', (kind) => {
  const received: string[] = [];
  let smtp: SMTPServer | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp?.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });
  const server = useServer(kind, env);

  it('carries the RFC 8058 List-Unsubscribe and List-Unsubscribe-Post headers', async () => {
    const ann = await chatMember(server, { gender: 'woman', seeking: 'man', name: 'Ann Smtp' });
    const bob = await chatMember(server, { gender: 'man', seeking: 'woman', name: 'Bob Smtp' });
    okJson(await api(server).post('/api/like.php', { id: ann.id }, { session: bob.session }));
    await server.app.notifications.flush();
    const deadline = Date.now() + 10_000;
    while (!received.some((raw) => raw.includes(ann.email)) && Date.now() < deadline) await settle(50);
    const raw = received.find((message) => message.includes(ann.email));
    if (!raw) throw new Error('the like mail did not arrive');
    // Unfold header continuation lines before reading them.
    const headers = raw.split(/\r?\n\r?\n/, 1)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/im.exec(headers)?.[1];
    expect(unsubscribe).toMatch(/\/api\/unsubscribe\.php\?token=\d+\.[A-Za-z0-9_-]{43}$/);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
  });
});
