/* global self, URL, fetch, MessageChannel, setTimeout, clearTimeout -- a service worker script: these are the worker's globals. */
/*
 * The push worker (SPEC §7: registered from /sw-push.js?v=2 with the whole site as its scope). It only does web push:
 * - `push`: shows the notification the server sent (title and body already in the member's language) and tells the
 *   site's open tabs, handing them the message (SPEC §3 push state: the last message), which reload their chats and
 *   likes (SPEC §4); the notification keeps its message for the click;
 * - `notificationclick`: opens the clicked notification's page (the right conversation): focuses a tab already showing
 *   it, else asks a tab of the site to open it in the app (`push-open`, answered on a port) and focuses it, else
 *   navigates that tab there, else opens a new one;
 * - `pushsubscriptionchange`: subscribes again with the same server key and saves the new subscription.
 * It caches nothing and handles no fetch, so the site works exactly as without it. Plain JavaScript: it is served as is
 * from app/public, not bundled. Keep the message names and shapes equal to PUSH_RELOAD_MESSAGE, PUSH_OPEN_MESSAGE and
 * pushWorkerMessageSchema in contract/notifications.ts (tests/unit/app-sw-push.test.ts checks them).
 */
const PUSH_RELOAD_MESSAGE = 'push-received';
const PUSH_OPEN_MESSAGE = 'push-open';
/** How long a tab has to answer `push-open` before the worker navigates it itself (a page still loading, say). */
const OPEN_ANSWER_MS = 1500;
const SUBSCRIBE_PATH = '/api/user.php?push=1';
const DEFAULT_ICON = '/favicon.svg';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** A same-site path, never another origin or a `javascript:` URL, whatever the payload says. */
function sitePath(value) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

function readPayload(data) {
  if (!data) return null;
  try {
    const payload = data.json();
    if (!payload || typeof payload.title !== 'string' || typeof payload.body !== 'string') return null;
    return payload;
  } catch {
    return null;
  }
}

/** SPEC §3 push state's last message, as the tabs get it: what it says, where it leads, when it came. */
function messageOf(payload, receivedAt) {
  return {
    type: payload.type,
    title: payload.title,
    body: payload.body,
    url: sitePath(payload.url),
    tag: typeof payload.tag === 'string' ? payload.tag : '',
    received_at: receivedAt,
  };
}

async function tellTabs(message) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: PUSH_RELOAD_MESSAGE, message });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const message = payload ? messageOf(payload, Date.now()) : null;
  event.waitUntil(
    (async () => {
      await tellTabs(message);
      if (!payload) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: typeof payload.tag === 'string' ? payload.tag : undefined,
        // A newer notification about the same chat replaces the older one, and still makes itself noticed.
        renotify: typeof payload.tag === 'string',
        icon: typeof payload.icon === 'string' ? sitePath(payload.icon) : DEFAULT_ICON,
        // The click opens this notification's own page (its conversation), whatever came after it.
        data: { url: message.url, message },
        lang: self.navigator.language,
      });
    })(),
  );
});

/** Asks a tab to open the message in the app; true once it answers on the port, false after OPEN_ANSWER_MS. */
function askTabToOpen(client, message) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), OPEN_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    try {
      client.postMessage({ type: PUSH_OPEN_MESSAGE, message }, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve(false);
    }
  });
}

/** The clicked notification's message; a notification shown by an older worker has only its URL. */
function clickedMessage(data) {
  const url = sitePath(data && data.url);
  const message = data && data.message && typeof data.message === 'object' ? data.message : null;
  return message ? { ...message, url } : null;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  const target = new URL(sitePath(data && data.url), self.location.origin);
  const message = clickedMessage(data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => {
        const url = new URL(client.url);
        return url.origin === target.origin && url.pathname === target.pathname;
      });
      if (same) return same.focus();
      const tab = windows.find((client) => new URL(client.url).origin === target.origin);
      if (tab) {
        // The app opens the conversation itself (no reload, its state kept); a tab that does not answer is navigated.
        if (message && (await askTabToOpen(tab, message))) return tab.focus();
        if ('navigate' in tab) {
          try {
            // Only a tab this worker controls can be navigated; any other opens a new one below.
            const focused = await tab.focus();
            const navigated = await focused.navigate(target.href);
            if (navigated) return navigated;
          } catch {
            // Fall through to a new window.
          }
        }
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  const applicationServerKey = old && old.options ? old.options.applicationServerKey : null;
  if (!applicationServerKey) return;
  event.waitUntil(
    (async () => {
      const subscription = event.newSubscription || (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
      await fetch(SUBSCRIBE_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-client-type': 'web' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })(),
  );
});
