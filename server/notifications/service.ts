import type { Kysely } from 'kysely';
import {
  NOTIFICATIONS,
  type EmailBlockReason,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type PushSubscriptionInput,
} from '../../contract/notifications';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import {
  countPushSubscriptions,
  ensureSettingsRow,
  selectPreferenceRows,
  selectRecipient,
  selectSettingsRow,
  setEmailBlock,
  trimPushSubscriptions,
  updateAllDisabled,
  updateDisabledList,
  upsertPreferences,
  upsertPushSubscription,
} from './queries';
import {
  disabledTypes,
  emailBlockOf,
  isAllowedPushEndpoint,
  preferencesFrom,
  unsubscribeTokenUser,
  updatedPreferences,
  verifyUnsubscribeToken,
} from './rules';
import { notificationsDb, type NotificationsDb, type NotificationsTrx } from './tables';

/** Notification settings, push subscriptions and mail blocks (issue 6; SPEC §3, §7, §8). */

export interface NotificationServiceDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
}

async function settingsOf(db: NotificationsDb | NotificationsTrx, userId: number, now: Date): Promise<NotificationSettings> {
  const [recipient, rows, settings, devices] = await Promise.all([
    selectRecipient(db, userId),
    selectPreferenceRows(db, userId),
    selectSettingsRow(db, userId),
    countPushSubscriptions(db, userId, now.toISOString()),
  ]);
  if (!recipient) throw new HttpError('authentication_required');
  const preferences = preferencesFrom(rows);
  const allDisabled = settings?.all_disabled === 1;
  return {
    preferences,
    all_disabled: allDisabled,
    notifications_disabled: disabledTypes(preferences, allDisabled),
    email_blocked: emailBlockOf(settings, recipient.email_normalized),
    push_devices: devices,
  };
}

/** GET /api/notifications.php. */
export async function readNotificationSettings(deps: NotificationServiceDeps, userId: number): Promise<NotificationSettings> {
  return settingsOf(notificationsDb(deps.db), userId, deps.now());
}

/**
 * PUT /api/notifications.php: the switches given change, the rest stay. In one transaction with the user answer's
 * `notifications_disabled`, so the alert and the settings never disagree. `resume_email` lifts a spam-mark or
 * unsubscribe block (the member asks for mail again); a bounce is lifted by a working address, not by a wish.
 */
export async function updateNotificationSettings(deps: NotificationServiceDeps, userId: number, update: NotificationSettingsUpdate): Promise<NotificationSettings> {
  const now = deps.now();
  const stamp = now.toISOString();
  return withTransaction(deps.db, async (transaction) => {
    const trx = notificationsDb(transaction);
    const recipient = await selectRecipient(trx, userId);
    if (!recipient) throw new HttpError('authentication_required');
    await ensureSettingsRow(trx, userId, stamp);
    const [rows, settings] = await Promise.all([selectPreferenceRows(trx, userId), selectSettingsRow(trx, userId)]);
    const preferences = updatedPreferences(preferencesFrom(rows), update.preferences);
    const allDisabled = update.all_disabled ?? settings?.all_disabled === 1;
    if (update.preferences) await upsertPreferences(trx, userId, preferences, stamp);
    if (update.all_disabled !== undefined) await updateAllDisabled(trx, userId, update.all_disabled, stamp);
    if (update.resume_email) {
      const block = emailBlockOf(settings, recipient.email_normalized);
      if (block === 'bounce') throw new HttpError('validation_failed', { fields: { resume_email: { code: 'invalid_value' } } });
      if (block !== null) await setEmailBlock(trx, userId, null, stamp);
    }
    await updateDisabledList(trx, userId, disabledTypes(preferences, allDisabled));
    return settingsOf(trx, userId, now);
  });
}

export interface PushSubscriber {
  readonly userId: number;
  readonly sessionId: number;
}

/**
 * POST /api/user.php?push=1: saves this browser's subscription for the account (SPEC §7). An endpoint that is not an
 * https push service is refused (400, `endpoint`), so the server never posts to an address a client made up. Several
 * browsers per account; past NOTIFICATIONS.maxPushDevices the least recently saved one goes. Answers the device count.
 */
export async function savePushSubscription(
  deps: NotificationServiceDeps,
  subscriber: PushSubscriber,
  input: PushSubscriptionInput,
  extraPushHosts: readonly string[] = [],
): Promise<number> {
  if (!isAllowedPushEndpoint(input.endpoint, extraPushHosts)) {
    throw new HttpError('validation_failed', { fields: { endpoint: { code: 'invalid_value' } } });
  }
  const now = deps.now();
  const expiresAt = typeof input.expirationTime === 'number' ? new Date(input.expirationTime) : null;
  if (expiresAt !== null && (Number.isNaN(expiresAt.getTime()) || expiresAt <= now)) {
    throw new HttpError('validation_failed', { fields: { expirationTime: { code: 'invalid_value' } } });
  }
  return withTransaction(deps.db, async (transaction) => {
    const trx = notificationsDb(transaction);
    await upsertPushSubscription(
      trx,
      {
        userId: subscriber.userId,
        sessionId: subscriber.sessionId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        expiresAt: expiresAt?.toISOString() ?? null,
      },
      now.toISOString(),
    );
    return trimPushSubscriptions(trx, subscriber.userId, NOTIFICATIONS.maxPushDevices);
  });
}

/**
 * Records that notification mails to the member's current address must stop (SPEC §8): a spam mark from a feedback
 * loop, a hard bounce, or a List-Unsubscribe. An earlier block of the same address is kept (its reason explains more).
 */
export async function recordEmailBlock(deps: NotificationServiceDeps, userId: number, reason: EmailBlockReason): Promise<boolean> {
  const stamp = deps.now().toISOString();
  return withTransaction(deps.db, async (transaction) => {
    const trx = notificationsDb(transaction);
    const recipient = await selectRecipient(trx, userId);
    if (!recipient) return false;
    await ensureSettingsRow(trx, userId, stamp);
    if (emailBlockOf(await selectSettingsRow(trx, userId), recipient.email_normalized) !== null) return true;
    await setEmailBlock(trx, userId, { reason, address: recipient.email_normalized }, stamp);
    return true;
  });
}

/**
 * The member a one-click unsubscribe token is valid for (signed for their current address, used on their own site:
 * sites are isolated), or null.
 */
export async function unsubscribeTokenOwner(
  deps: NotificationServiceDeps,
  key: string,
  token: string,
  siteId: number,
): Promise<{ userId: number; language: string } | null> {
  const userId = unsubscribeTokenUser(token);
  if (userId === null) return null;
  const recipient = await selectRecipient(notificationsDb(deps.db), userId);
  if (!recipient || recipient.site_id !== siteId || !verifyUnsubscribeToken(key, token, userId, recipient.email_normalized)) return null;
  return { userId, language: recipient.language };
}

/**
 * POST /api/unsubscribe.php (RFC 8058 one-click): a valid token stops notification mails to the address it was mailed
 * to and answers its member; anything else answers null and changes nothing. Repeating it is harmless.
 */
export async function unsubscribeWithToken(
  deps: NotificationServiceDeps,
  key: string,
  token: string,
  siteId: number,
): Promise<{ userId: number; language: string } | null> {
  const owner = await unsubscribeTokenOwner(deps, key, token, siteId);
  if (owner) await recordEmailBlock(deps, owner.userId, 'list_unsubscribe');
  return owner;
}
