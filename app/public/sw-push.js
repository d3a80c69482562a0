/* global self, URL, fetch -- a service worker script: these are the worker's globals. */
/*
 * The push worker (SPEC §7: registered from /sw-push.js?v=2 with the whole site as its scope). It only does web push:
 * - `push`: shows the notification the server sent (title and body already in the member's language) and tells the
 *   site's open tabs, which reload their chats and likes (SPEC §4);
 * - `notificationclick`: focuses a tab already showing the notification's page, else navigates a tab of the site there,
 *   else opens one;
 * - `pushsubscriptionchange`: subscribes again with the same server key and saves the new subscription.
 * It caches nothing and handles no fetch, so the site works exactly as without it. Plain JavaScript: it is served as is
 * from app/public, not bundled. Keep the message name equal to PUSH_RELOAD_MESSAGE in contract/notifications.ts.
 */
const PUSH_RELOAD_MESSAGE = 'push-received';
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

async function tellTabs(type) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: PUSH_RELOAD_MESSAGE, notification: type });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    (async () => {
      await tellTabs(payload ? payload.type : null);
      if (!payload) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: typeof payload.tag === 'string' ? payload.tag : undefined,
        // A newer notification about the same chat replaces the older one, and still makes itself noticed.
        renotify: typeof payload.tag === 'string',
        icon: typeof payload.icon === 'string' ? sitePath(payload.icon) : DEFAULT_ICON,
        data: { url: sitePath(payload.url) },
        lang: self.navigator.language,
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (same) return same.focus();
      const tab = windows.find((client) => new URL(client.url).origin === target.origin && 'navigate' in client);
      if (tab) {
        try {
          // Only a tab this worker controls can be navigated; any other opens a new one below.
          const focused = await tab.focus();
          const navigated = await focused.navigate(target.href);
          if (navigated) return navigated;
        } catch {
          // Fall through to a new window.
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
