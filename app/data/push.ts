import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import { NOTIFICATIONS, PUSH_RELOAD_MESSAGE, type PushMessage } from '../../contract/notifications';
import type { PushSubscriptionState } from '../../src/components/PushNotificationAlert';
import { apiFetch } from '../api/client';
import { isPushOpen, lastPushMessage, pushOpenPath, readPushWorkerMessage } from '../rules/pushMessages';
import { applicationServerKey, isPushReloadKey, pushCapable, pushSubscriptionState, sameApplicationServerKey } from '../rules/pushState';
import { useSettings } from './site';
import { useViewer } from './viewer';

/**
 * Web push in this browser (SPEC §3 push: capable, subscribed; §4 states; §7 `/sw-push.js?v=2` and
 * `POST /api/user.php?push=1`): what the browser can do and has, turning it on, and keeping the server's copy of the
 * subscription with the account that is logged in now.
 */

/**
 * The SWR key of this browser's push state: read from the browser, not an API path, and the same whoever is logged in
 * (an array key, so the session change that forgets the previous member's answers keeps it).
 */
const PUSH_STATE_KEY = 'browser:push-state';

interface PushSnapshot {
  readonly capable: boolean;
  readonly subscription: PushSubscriptionState;
}

const UNKNOWN: PushSnapshot = { capable: false, subscription: 'none' };

function browserCan(publicKey: string | null): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  return pushCapable({ serviceWorker: 'serviceWorker' in navigator, pushManager: 'PushManager' in window, notification: 'Notification' in window, publicKey });
}

/** The push worker's subscription in this browser, if any (the worker is registered for the whole site). */
async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

async function readPushState(publicKey: string | null): Promise<PushSnapshot> {
  if (!publicKey || !browserCan(publicKey)) return UNKNOWN;
  const subscription = await browserSubscription().catch(() => null);
  return {
    capable: true,
    subscription: pushSubscriptionState({
      permission: Notification.permission,
      subscribed: subscription !== null,
      keyMatches: subscription ? sameApplicationServerKey(subscription.options.applicationServerKey, publicKey) : false,
    }),
  };
}

function saveSubscription(subscription: PushSubscription) {
  return apiFetch(ENDPOINTS.pushSubscribe.path, {
    method: 'POST',
    body: subscription.toJSON(),
    // Saving the same subscription twice is the same as once.
    idempotent: true,
    schema: ENDPOINTS.pushSubscribe.response,
  });
}

/** Subscriptions saved for an account during this page's life (`<user id> <endpoint>`), so each is sent once. */
const savedThisPage = new Set<string>();

export interface PushController {
  /** The browser can do web push and the site offers it. */
  readonly capable: boolean;
  readonly subscription: PushSubscriptionState;
  /** The state is still being read from the browser. */
  readonly loading: boolean;
  /** The permission prompt is open or the subscription is being made and saved. */
  readonly enabling: boolean;
  /** Why the last `enable` failed (the browser's push service or the save), or null. */
  readonly error: unknown;
  /** Asks the browser's permission, subscribes through the push worker and saves it on the account. */
  enable(): Promise<PushSubscriptionState>;
  /** Forgets `error` (its message was dismissed). */
  clearError(): void;
}

/** This browser's push state and the way to turn it on. */
export function usePush(): PushController {
  const { push_public_key: publicKey } = useSettings();
  const { account } = useViewer();
  const userId = account?.id ?? null;
  const { data, isLoading, mutate } = useSWR([PUSH_STATE_KEY, publicKey], () => readPushState(publicKey), {
    revalidateOnFocus: true,
    revalidateIfStale: false,
  });
  const [enabling, setEnabling] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const snapshot = data ?? UNKNOWN;

  // A browser that is subscribed already (an earlier visit, another account before this login) is saved for the
  // account logged in now: the server keeps one account per browser, and logging out forgets it there.
  useEffect(() => {
    if (userId === null || snapshot.subscription !== 'active') return;
    void (async () => {
      const subscription = await browserSubscription().catch(() => null);
      if (!subscription) return;
      const entry = `${userId} ${subscription.endpoint}`;
      if (savedThisPage.has(entry)) return;
      savedThisPage.add(entry);
      try {
        // Keeps the worker current too (a new /sw-push.js is installed in the background).
        await navigator.serviceWorker.register(NOTIFICATIONS.workerUrl, { scope: '/' });
        await saveSubscription(subscription);
      } catch {
        savedThisPage.delete(entry);
      }
    })();
  }, [userId, snapshot.subscription]);

  const enable = useCallback(async (): Promise<PushSubscriptionState> => {
    if (!publicKey || !browserCan(publicKey)) return 'none';
    setEnabling(true);
    setError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return (await mutate())?.subscription ?? 'none';
      await navigator.serviceWorker.register(NOTIFICATIONS.workerUrl, { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      let subscription = await registration.pushManager.getSubscription();
      // Made with an older server key: it can no longer receive this server's pushes.
      if (subscription && !sameApplicationServerKey(subscription.options.applicationServerKey, publicKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
      await saveSubscription(subscription);
      if (userId !== null) savedThisPage.add(`${userId} ${subscription.endpoint}`);
      return (await mutate())?.subscription ?? 'none';
    } catch (failure) {
      setError(failure);
      return (await mutate())?.subscription ?? 'none';
    } finally {
      setEnabling(false);
    }
  }, [publicKey, userId, mutate]);

  const clearError = useCallback(() => setError(null), []);
  return { capable: snapshot.capable, subscription: snapshot.subscription, loading: isLoading, enabling, error, enable, clearError };
}

// SPEC §3 push state: the last push message received (this tab's copy; the worker hands it over on arrival and click).
let lastMessage: PushMessage | null = null;
const lastMessageListeners = new Set<() => void>();

function keepPushMessage(message: PushMessage | null): void {
  const next = lastPushMessage(lastMessage, message);
  if (next === lastMessage) return;
  lastMessage = next;
  for (const listener of lastMessageListeners) listener();
}

/** SPEC §3 push state's last message received, or null before any. */
export function useLastPushMessage(): PushMessage | null {
  return useSyncExternalStore(
    (listener) => {
      lastMessageListeners.add(listener);
      return () => lastMessageListeners.delete(listener);
    },
    () => lastMessage,
    () => null,
  );
}

/**
 * SPEC §4: when a push arrives, chats and likes are reloaded. The push worker posts `push-received` with the message
 * to the site's open tabs; each keeps it as the last message and reads its chats, likes and user (the badges) again.
 */
export function usePushReload(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = readPushWorkerMessage(event.data);
      if (message?.type !== PUSH_RELOAD_MESSAGE) return;
      keepPushMessage(message.message);
      void mutate(isPushReloadKey);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [mutate]);
}

/**
 * A clicked notification opens its page in this tab, through the router (no reload): the worker posts `push-open`
 * with the notification's message and waits for the answer on the port, else it navigates the tab itself. Mounted for
 * visitors too (a member logged out since gets the login page, then the conversation).
 */
export function usePushOpen(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = readPushWorkerMessage(event.data);
      if (!isPushOpen(message)) return;
      keepPushMessage(message.message);
      void navigate(pushOpenPath(message.message));
      event.ports[0]?.postMessage('opened');
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
