import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PUSH_OPEN_MESSAGE, PUSH_RELOAD_MESSAGE, pushWorkerMessageSchema, type PushPayload } from '../../contract/notifications';

// The push worker (app/public/sw-push.js, plain JavaScript served as is) run in a VM with a stand-in `self`: what it
// hands the tabs on a push (SPEC §3 push state's last message) and which page a notification click opens.

const SOURCE = readFileSync(path.join(import.meta.dirname, '../../app/public/sw-push.js'), 'utf8');
const ORIGIN = 'https://flirt.example';

interface FakeTab {
  url: string;
  posted: unknown[];
  focused: number;
  navigatedTo: string[];
  /** Answers `push-open` on the port, as the app does (a tab still loading does not). */
  answers: boolean;
}

function tab(url: string, answers = true): FakeTab {
  return { url: `${ORIGIN}${url}`, posted: [], focused: 0, navigatedTo: [], answers };
}

function startWorker(tabs: FakeTab[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: { data: { url: string; message: unknown } } }[] = [];
  const opened: string[] = [];
  const clients = tabs.map((fake) => ({
    get url() {
      return fake.url;
    },
    postMessage(message: { type: string }, transfer?: MessagePort[]) {
      fake.posted.push(message);
      const port = transfer?.[0];
      if (message.type === PUSH_OPEN_MESSAGE && port) {
        if (fake.answers) port.postMessage('opened');
        port.close();
      }
    },
    async focus() {
      fake.focused += 1;
      return this;
    },
    async navigate(url: string) {
      fake.navigatedTo.push(url);
      fake.url = url;
      return this;
    },
  }));
  const self = {
    location: new URL(ORIGIN),
    navigator: { language: 'en' },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: {
      claim: async () => undefined,
      matchAll: async () => clients,
      openWindow: async (url: string) => void opened.push(url),
    },
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) => void shown.push({ title, options }),
    },
  };
  vm.runInNewContext(SOURCE, { self, URL, fetch, MessageChannel, setTimeout, clearTimeout, Date });

  async function dispatch(type: string, event: object): Promise<void> {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => void (work = promise) });
    await work;
  }
  return {
    shown,
    opened,
    push: (payload: unknown) => dispatch('push', { data: { json: () => payload } }),
    click: (data: unknown) => dispatch('notificationclick', { notification: { data, close: () => undefined } }),
  };
}

const chatPush: PushPayload = { type: 'new_messages', title: 'Anna', body: 'Hi there', url: '/chats/42', tag: 'chat-42', icon: null };

describe('push worker: a push', () => {
  it('hands every tab the message as the contract describes it, and shows the notification carrying it', async () => {
    const tabs = [tab('/members'), tab('/likes')];
    const worker = startWorker(tabs);
    await worker.push(chatPush);
    for (const fake of tabs) {
      expect(fake.posted).toHaveLength(1);
      const parsed = pushWorkerMessageSchema.parse(fake.posted[0]);
      expect(parsed).toMatchObject({ type: PUSH_RELOAD_MESSAGE, message: { type: 'new_messages', title: 'Anna', body: 'Hi there', url: '/chats/42', tag: 'chat-42' } });
    }
    expect(worker.shown).toHaveLength(1);
    expect(worker.shown[0]?.options.data).toMatchObject({ url: '/chats/42', message: { url: '/chats/42' } });
  });

  it('never lets a payload lead off the site', async () => {
    const worker = startWorker([]);
    await worker.push({ ...chatPush, url: '//evil.example/x' });
    expect(worker.shown[0]?.options.data.url).toBe('/');
  });

  it('tells the tabs of an unreadable push too (they reload), with no message', async () => {
    const tabs = [tab('/members')];
    const worker = startWorker(tabs);
    await worker.push('not a payload');
    expect(pushWorkerMessageSchema.parse(tabs[0]?.posted[0])).toEqual({ type: PUSH_RELOAD_MESSAGE, message: null });
    expect(worker.shown).toHaveLength(0);
  });
});

describe('push worker: a click opens the notification’s own conversation', () => {
  async function clickedAfterPush(tabs: FakeTab[]) {
    const worker = startWorker(tabs);
    await worker.push(chatPush);
    for (const fake of tabs) fake.posted.length = 0;
    await worker.click(worker.shown[0]?.options.data);
    return worker;
  }

  it('focuses a tab already showing that conversation, asking nothing', async () => {
    const tabs = [tab('/members'), tab('/chats/42')];
    const worker = await clickedAfterPush(tabs);
    expect(tabs[1]?.focused).toBe(1);
    expect(tabs[0]?.posted).toEqual([]);
    expect(worker.opened).toEqual([]);
  });

  it('asks an open tab to open it in the app, and focuses it; the tab is not reloaded', async () => {
    const tabs = [tab('/members')];
    const worker = await clickedAfterPush(tabs);
    expect(tabs[0]?.posted).toHaveLength(1);
    expect(pushWorkerMessageSchema.parse(tabs[0]?.posted[0])).toMatchObject({ type: PUSH_OPEN_MESSAGE, message: { url: '/chats/42', tag: 'chat-42' } });
    expect(tabs[0]?.focused).toBe(1);
    expect(tabs[0]?.navigatedTo).toEqual([]);
    expect(worker.opened).toEqual([]);
  });

  it('navigates a tab that does not answer (a page still loading) to the conversation', async () => {
    const tabs = [tab('/members', false)];
    const worker = await clickedAfterPush(tabs);
    expect(tabs[0]?.navigatedTo).toEqual([`${ORIGIN}/chats/42`]);
    expect(worker.opened).toEqual([]);
  });

  it('opens a new window at the conversation when no tab of the site is open', async () => {
    const worker = await clickedAfterPush([]);
    expect(worker.opened).toEqual([`${ORIGIN}/chats/42`]);
  });

  it('opens the clicked notification’s conversation, not the last one to arrive', async () => {
    const tabs: FakeTab[] = [];
    const worker = startWorker(tabs);
    await worker.push(chatPush);
    await worker.push({ ...chatPush, url: '/chats/7', tag: 'chat-7' });
    await worker.click(worker.shown[0]?.options.data);
    expect(worker.opened).toEqual([`${ORIGIN}/chats/42`]);
  });
});
