import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '../../contract/constants';
import type {
  EmailBlockReason,
  NotificationChannel,
  NotificationPreferences,
  NotificationSettingsUpdate,
} from '../../contract/notifications';

/**
 * The rules of notifications (issue 6; SPEC §3, §4, §8), as pure functions: defaults, what "disabled" means, who gets
 * a push or a mail, which push endpoints the server may post to, and the signed one-click unsubscribe token.
 */

/**
 * What a member gets before touching a switch: every type by email (a member who never wants mail turns it off, or
 * unsubscribes with one click), and push for what is about other members (messages, likes) — the rest would be noise
 * on a phone's lock screen. Every type reaches the member one way, so a new member has nothing "disabled".
 */
const PUSH_BY_DEFAULT: ReadonlySet<NotificationType> = new Set(['new_conversations', 'new_messages', 'like', 'unread_message_reminders']);

export function defaultPreferences(): NotificationPreferences {
  return Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, { email: true, push: PUSH_BY_DEFAULT.has(type) }])) as NotificationPreferences;
}

/** The stored rows over the defaults (a type without a row has its default switches). */
export function preferencesFrom(rows: readonly { type: NotificationType; email: number; push: number }[]): NotificationPreferences {
  const preferences = defaultPreferences();
  for (const row of rows) {
    if ((NOTIFICATION_TYPES as readonly string[]).includes(row.type)) preferences[row.type] = { email: row.email === 1, push: row.push === 1 };
  }
  return preferences;
}

/** The preferences after an update; types and channels the update leaves out keep their value. */
export function updatedPreferences(current: NotificationPreferences, patch: NotificationSettingsUpdate['preferences']): NotificationPreferences {
  const next = { ...current };
  for (const type of NOTIFICATION_TYPES) {
    const change = patch?.[type];
    if (!change) continue;
    next[type] = { email: change.email ?? current[type].email, push: change.push ?? current[type].push };
  }
  return next;
}

/**
 * SPEC §3 `notifications_disabled`: the types that reach the member by neither channel — every type while everything
 * is paused. What the disabled-notifications alert counts (SPEC §4).
 */
export function disabledTypes(preferences: NotificationPreferences, allDisabled: boolean): NotificationType[] {
  if (allDisabled) return [...NOTIFICATION_TYPES];
  return NOTIFICATION_TYPES.filter((type) => !preferences[type].email && !preferences[type].push);
}

/** Emails are stopped when a block was recorded for the account's current address (a new address starts clean). */
export function emailBlockOf(
  settings: { email_blocked_reason: EmailBlockReason | null; email_blocked_address: string | null } | undefined,
  currentAddress: string,
): EmailBlockReason | null {
  if (!settings?.email_blocked_reason || settings.email_blocked_address !== currentAddress) return null;
  return settings.email_blocked_reason;
}

export interface DeliveryInput {
  readonly type: NotificationType;
  readonly preferences: NotificationPreferences;
  readonly allDisabled: boolean;
  readonly emailBlocked: EmailBlockReason | null;
  /** Notification mails only go to confirmed addresses (an unconfirmed one may be someone else's). */
  readonly emailConfirmed: boolean;
  /** The member has a tab open and focused (the realtime hub knows): they see it happen, no push needed. */
  readonly focused: boolean;
  readonly pushDevices: number;
}

/** Which channels a notification goes out on (SPEC §4: push respects the preferences and skips a focused tab). */
export function deliveryPlan(input: DeliveryInput): Record<NotificationChannel, boolean> {
  if (input.allDisabled) return { email: false, push: false };
  const wanted = input.preferences[input.type];
  return {
    push: wanted.push && input.pushDevices > 0 && !input.focused,
    email: wanted.email && input.emailBlocked === null && input.emailConfirmed,
  };
}

/**
 * The browsers' push services (Chrome and most Chromium browsers: FCM; Firefox: Mozilla autopush; Safari: Apple; Edge:
 * Windows Push). The server only ever posts to these (SEC-23): a subscription is a URL a client chose, and without an
 * allowlist it could point the server at an internal address.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Whether the server may post to this push endpoint: https, the default port, no credentials, a known push service. */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  // Test push services are named with their port (`127.0.0.1:8443`); real ones use the default port.
  if (extraHosts.includes(url.host.toLowerCase())) return true;
  if (url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A push `topic` (base64url, at most 32 characters): a newer push with the same topic replaces an undelivered one. */
export function pushTopic(kind: string, id: number): string {
  return `${kind}-${id}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
}

// ---------------------------------------------------------------------------------------------------------------
// The one-click unsubscribe token (RFC 8058): `<user id>.<HMAC>` over the user id and the address it was mailed to, so
// it works without a session, cannot be forged for another member, and stops working when the address changes.
// ---------------------------------------------------------------------------------------------------------------

function unsubscribeMac(key: string, userId: number, address: string): Buffer {
  return createHmac('sha256', key).update(`list-unsubscribe\n${userId}\n${address}`).digest();
}

export function signUnsubscribeToken(key: string, userId: number, address: string): string {
  return `${userId}.${unsubscribeMac(key, userId, address).toString('base64url')}`;
}

/** The user id a token names, or null when it is not shaped like a token (not yet a proof of anything). */
export function unsubscribeTokenUser(token: string): number | null {
  const match = /^([1-9]\d{0,11})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether the token was signed with `key` for this member and address (constant-time). */
export function verifyUnsubscribeToken(key: string, token: string, userId: number, address: string): boolean {
  if (unsubscribeTokenUser(token) !== userId) return false;
  const given = Buffer.from(token.slice(token.indexOf('.') + 1), 'base64url');
  const expected = unsubscribeMac(key, userId, address);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
