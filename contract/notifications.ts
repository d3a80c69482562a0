import { z } from 'zod';
import type { EndpointDef } from './api';
import { NOTIFICATION_TYPES, type NotificationType } from './constants';

/**
 * Web push and notification settings (issue 6 parts 8 and 9; SPEC §3 notification types, notifications_disabled and
 * push subscription, §4 push states and alerts, §7 `POST /api/user.php?push=1`, §8 emails disabled by a spam mark, a
 * bounce or a list-unsubscribe).
 *
 * Every SPEC §3 notification type comes by email and by push, each switchable. `all_disabled` pauses everything.
 * The user answer's `notifications_disabled` lists the types that reach the member by neither channel (all of them
 * while paused): what the disabled-notifications alert counts.
 */

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** SPEC §8: why notification mails stopped: a spam mark (feedback loop), a bounce, or the List-Unsubscribe link. */
export const EMAIL_BLOCK_REASONS = ['fbl', 'bounce', 'list_unsubscribe'] as const;
export type EmailBlockReason = (typeof EMAIL_BLOCK_REASONS)[number];

export const NOTIFICATIONS = {
  /** Push devices (browsers) kept per account; saving one more forgets the least recently saved. */
  maxPushDevices: 10,
  /** A notification mail of one type goes out at most once in this time (a busy chat is one mail, not fifty). */
  emailIntervalMs: 15 * 60 * 1000,
  /** How long a push service keeps an undelivered notification (seconds). */
  pushTtlS: 24 * 60 * 60,
  /** The push worker's URL (SPEC §7). */
  workerUrl: '/sw-push.js?v=2',
} as const;

const channelSwitchesSchema = z.strictObject({ email: z.boolean(), push: z.boolean() });

/** Per SPEC §3 notification type, whether it comes by email and by push (every type present). */
export const notificationPreferencesSchema = z.record(z.enum(NOTIFICATION_TYPES), channelSwitchesSchema);
export type NotificationPreferences = Record<NotificationType, Record<NotificationChannel, boolean>>;

/** GET and PUT /api/notifications.php answer. */
export const notificationSettingsSchema = z.strictObject({
  preferences: notificationPreferencesSchema,
  /** The master switch: every notification paused. */
  all_disabled: z.boolean(),
  /** The types that reach the member by neither channel (SPEC §3 `notifications_disabled`, as in the user answer). */
  notifications_disabled: z.array(z.enum(NOTIFICATION_TYPES)),
  /** Notification mails are stopped for the account's current address, and why (SPEC §8); null: mails go out. */
  email_blocked: z.enum(EMAIL_BLOCK_REASONS).nullable(),
  /** Browsers with an active push subscription on this account. */
  push_devices: z.number().int().nonnegative(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = z.strictObject({ notifications: notificationSettingsSchema });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/**
 * PUT /api/notifications.php: any of the switches (types and channels left out stay as they are), the master switch,
 * and `resume_email` ("send me emails again" after a spam mark or an unsubscribe; a bounce needs a new address).
 */
export const notificationSettingsUpdateSchema = z.strictObject({
  preferences: z.partialRecord(z.enum(NOTIFICATION_TYPES), z.strictObject({ email: z.boolean().optional(), push: z.boolean().optional() })).optional(),
  all_disabled: z.boolean().optional(),
  resume_email: z.literal(true).optional(),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (min: number, max: number) => z.string().min(min).max(max).regex(/^[A-Za-z0-9_-]+$/);

/**
 * POST /api/user.php?push=1: the browser's `PushSubscription.toJSON()`. `p256dh` is an uncompressed P-256 point (65
 * bytes, 87 characters), `auth` a 16-byte secret (22 characters). The endpoint must be an https push service (SEC-23:
 * the server refuses anything else, so it can never be made to post to an internal address).
 */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.string().min(12).max(2048),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscribeResponseSchema = z.strictObject({
  ok: z.literal(true),
  /** Browsers with an active push subscription on this account, this one included. */
  push_devices: z.number().int().positive(),
});
export type PushSubscribeResponse = z.infer<typeof pushSubscribeResponseSchema>;

/** The query of the one-click unsubscribe URL in the List-Unsubscribe header (a signed token, no session needed). */
export const unsubscribeQuerySchema = z.strictObject({ token: z.string().min(20).max(200).regex(/^[A-Za-z0-9_.-]+$/) });
/** RFC 8058: the mail provider POSTs exactly `List-Unsubscribe=One-Click` (form-encoded). */
export const unsubscribeRequestSchema = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });
export const unsubscribeResponseSchema = z.strictObject({ ok: z.literal(true) });

/**
 * What the push worker receives (the encrypted payload of one push message): the texts are already translated into
 * the member's language; `url` is a same-site path the click opens; `tag` groups notifications about one thing.
 */
export const pushPayloadSchema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
  icon: z.string().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** What the push worker posts to the site's open tabs when a push arrives: reload chats and likes (SPEC §4). */
export const PUSH_RELOAD_MESSAGE = 'push-received';

/**
 * What the push worker posts to an open tab of the site when a notification is clicked: open the message's page in
 * the app (no reload). The tab answers on the message's port; without an answer the worker navigates the tab itself.
 */
export const PUSH_OPEN_MESSAGE = 'push-open';

/**
 * SPEC §3 push state's "last message": a push message as the worker hands it to the tabs (on arrival and on a
 * click), with when it arrived (ms since the epoch).
 */
export const pushMessageSchema = pushPayloadSchema.pick({ type: true, title: true, body: true, url: true, tag: true }).extend({
  received_at: z.number(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** The worker's messages to the tabs (app/public/sw-push.js writes them; keep the two in step). */
export const pushWorkerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(PUSH_RELOAD_MESSAGE), message: pushMessageSchema.nullable().catch(null) }),
  z.object({ type: z.literal(PUSH_OPEN_MESSAGE), message: pushMessageSchema }),
]);
export type PushWorkerMessage = z.infer<typeof pushWorkerMessageSchema>;

export const NOTIFICATION_ENDPOINTS = {
  notificationSettings: {
    method: 'GET',
    path: '/api/notifications.php',
    summary: 'The notification settings: each SPEC §3 type by email and push, the master switch, why mails stopped',
    response: notificationSettingsResponseSchema,
    auth: true,
  },
  notificationSettingsUpdate: {
    method: 'PUT',
    path: '/api/notifications.php',
    summary: 'Change notification switches, the master switch, or turn stopped mails back on',
    body: notificationSettingsUpdateSchema,
    response: notificationSettingsResponseSchema,
    auth: true,
  },
  pushSubscribe: {
    method: 'POST',
    path: '/api/user.php?push=1',
    summary: "Save this browser's push subscription on the account (SPEC §7); one account keeps several browsers",
    body: pushSubscriptionSchema,
    response: pushSubscribeResponseSchema,
    auth: true,
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/unsubscribe.php',
    summary: 'RFC 8058 one-click unsubscribe from notification mails: the signed token of the List-Unsubscribe URL, no session',
    query: unsubscribeQuerySchema,
    body: unsubscribeRequestSchema,
    response: unsubscribeResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;
