import { ENDPOINTS } from '../../contract/api';
import { REFRESH } from '../../contract/constants';
import type { PushSubscriptionState } from '../../src/components/PushNotificationAlert';

/**
 * SPEC §4 push states, as pure functions of what the browser reports: capable or not; subscription none, active or
 * denied. The data hook (app/data/push.ts) reads the browser and calls these.
 */

export interface PushEnvironment {
  /** `navigator.serviceWorker` exists (it does only in secure contexts: https or localhost). */
  readonly serviceWorker: boolean;
  /** `window.PushManager` exists. */
  readonly pushManager: boolean;
  /** `window.Notification` exists. */
  readonly notification: boolean;
  /** The site's VAPID public key (settings.push_public_key); null when the server offers no push. */
  readonly publicKey: string | null;
}

/** Web push can work here: the browser has the three APIs and the server a key. */
export function pushCapable(environment: PushEnvironment): boolean {
  return environment.serviceWorker && environment.pushManager && environment.notification && Boolean(environment.publicKey);
}

export interface SubscriptionFacts {
  /** `Notification.permission`. */
  readonly permission: NotificationPermission;
  /** The push worker's registration has a subscription. */
  readonly subscribed: boolean;
  /** That subscription was made with the server's current key (a new key needs a new subscription). */
  readonly keyMatches: boolean;
}

/** Denied when the browser refuses notifications; active with permission and a current subscription; else none. */
export function pushSubscriptionState({ permission, subscribed, keyMatches }: SubscriptionFacts): PushSubscriptionState {
  if (permission === 'denied') return 'denied';
  return permission === 'granted' && subscribed && keyMatches ? 'active' : 'none';
}

/** The `applicationServerKey` for PushManager.subscribe from the base64url public key. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(publicKey.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription's key (PushSubscription.options.applicationServerKey) is the server's public key. */
export function sameApplicationServerKey(subscriptionKey: ArrayBuffer | null, publicKey: string): boolean {
  if (!subscriptionKey) return false;
  const expected = applicationServerKey(publicKey);
  const actual = new Uint8Array(subscriptionKey);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}

/** SWR keys read again when a push arrives (SPEC §4: chats and likes reload; the user carries the badge counts). */
const PUSH_RELOAD_PATHS: readonly string[] = [ENDPOINTS.chats.path, ENDPOINTS.chat.path, ENDPOINTS.likes.path, ENDPOINTS.user.path];

export function isPushReloadKey(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const path = key.split('?', 1)[0];
  return PUSH_RELOAD_PATHS.includes(path ?? '');
}

/** SPEC §9: the user and chats refresh every 60 s, every 300 s while push is subscribed. */
export function refreshIntervalMs(subscription: PushSubscriptionState): number {
  return subscription === 'active' ? REFRESH.pushSubscribedIntervalMs : REFRESH.intervalMs;
}
