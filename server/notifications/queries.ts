import { sql } from 'kysely';
import type { NotificationType } from '../../contract/constants';
import type { EmailBlockReason, NotificationPreferences } from '../../contract/notifications';
import type {
  NotificationPreferenceRow,
  NotificationSettingsRow,
  NotificationsDb,
  NotificationsTrx,
  PushSubscriptionRow,
} from './tables';

/** Queries of the notifications area (migration 0009_notifications). Rows in, rows out. */

type Db = NotificationsDb | NotificationsTrx;

/** The account fields the notifier and the settings need. */
export interface RecipientRow {
  readonly id: number;
  readonly site_id: number;
  readonly email: string;
  readonly email_normalized: string;
  readonly status: string;
  readonly language: string;
  readonly name: string;
  /** One of the site's entertainment profiles (run by the site: nobody to notify). */
  readonly fictional: number;
}

export async function selectRecipient(db: Db, userId: number): Promise<RecipientRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.site_id', 'users.email', 'users.email_normalized', 'users.status', 'users.language', 'profiles.name', 'profiles.fictional'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function selectPreferenceRows(db: Db, userId: number): Promise<NotificationPreferenceRow[]> {
  return db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).execute();
}

export async function selectSettingsRow(db: Db, userId: number): Promise<NotificationSettingsRow | undefined> {
  return db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Makes sure the member's settings row exists (every writer then updates it). */
export async function ensureSettingsRow(db: Db, userId: number, now: string): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, email_blocked_reason: null, email_blocked_address: null, email_blocked_at: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Writes every type's switches (the whole set: what the member sees is what is stored). */
export async function upsertPreferences(db: Db, userId: number, preferences: NotificationPreferences, now: string): Promise<void> {
  const rows = (Object.keys(preferences) as NotificationType[]).map((type) => ({
    user_id: userId,
    type,
    email: preferences[type].email ? 1 : 0,
    push: preferences[type].push ? 1 : 0,
    last_emailed_at: null,
    updated_at: now,
  }));
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'type']).doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        push: eb.ref('excluded.push'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function updateAllDisabled(db: Db, userId: number, allDisabled: boolean, now: string): Promise<void> {
  await db.updateTable('notification_settings').set({ all_disabled: allDisabled ? 1 : 0, updated_at: now }).where('user_id', '=', userId).execute();
}

export async function setEmailBlock(db: Db, userId: number, block: { reason: EmailBlockReason; address: string } | null, now: string): Promise<void> {
  await db
    .updateTable('notification_settings')
    .set({
      email_blocked_reason: block?.reason ?? null,
      email_blocked_address: block?.address ?? null,
      email_blocked_at: block ? now : null,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** The user answer's `notifications_disabled` (users.notifications_disabled, JSON), kept with the settings. */
export async function updateDisabledList(db: Db, userId: number, types: readonly NotificationType[]): Promise<void> {
  await db.updateTable('users').set({ notifications_disabled: JSON.stringify(types) }).where('id', '=', userId).execute();
}

/**
 * Claims the right to mail the member about `type` now: sets `last_emailed_at` only when the last mail of the type is
 * older than `cutoff` (or there was none). One conditional update, so two concurrent events send one mail.
 */
export async function claimEmailSlot(db: Db, userId: number, type: NotificationType, defaults: { email: boolean; push: boolean }, now: string, cutoff: string): Promise<boolean> {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, type, email: defaults.email ? 1 : 0, push: defaults.push ? 1 : 0, last_emailed_at: null, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
    .execute();
  const result = await db
    .updateTable('notification_preferences')
    .set({ last_emailed_at: now })
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where((eb) => eb.or([eb('last_emailed_at', 'is', null), eb('last_emailed_at', '<=', cutoff)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Push subscriptions
// ---------------------------------------------------------------------------------------------------------------

export interface NewPushSubscription {
  readonly userId: number;
  readonly sessionId: number;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly expiresAt: string | null;
}

/**
 * Saves a browser's subscription: new, or the same endpoint again (fresh keys, this session and account — a browser
 * that logged in to another account moves its pushes there).
 */
export async function upsertPushSubscription(db: Db, subscription: NewPushSubscription, now: string): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: subscription.userId,
      session_id: subscription.sessionId,
      endpoint: subscription.endpoint,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
      expires_at: subscription.expiresAt,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet((eb) => ({
        user_id: eb.ref('excluded.user_id'),
        session_id: eb.ref('excluded.session_id'),
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        expires_at: eb.ref('excluded.expires_at'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Keeps the member's `keep` most recently saved devices; answers how many remain. */
export async function trimPushSubscriptions(db: Db, userId: number, keep: number): Promise<number> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const extra = rows.slice(keep).map((row) => row.id);
  if (extra.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', extra).execute();
  return Math.min(rows.length, keep);
}

/** The member's subscriptions that have not expired by `now`. */
export async function selectPushSubscriptions(db: Db, userId: number, now: string): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('id')
    .execute();
}

export async function countPushSubscriptions(db: Db, userId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A subscription the push service no longer knows (404/410): only that row, and only if it was not saved again since. */
export async function deletePushSubscription(db: Db, id: number, updatedAt: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).where('updated_at', '=', updatedAt).execute();
}

/** Whether this message is the first of its conversation (a new conversation, SPEC §3 `new_conversations`). */
export async function isFirstMessage(db: Db, conversationId: number, messageId: number): Promise<boolean> {
  const row = await db
    .withTables<{ messages: { id: number; conversation_id: number } }>()
    .selectFrom('messages')
    .select(sql<number>`1`.as('one'))
    .where('conversation_id', '=', conversationId)
    .where('id', '<', messageId)
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

/**
 * Erasure of a purged account (server/accounts/purge.ts): its switches, its mail block (which names its address) and
 * any push subscription a session left (sessions are deleted with the account, which removes them already).
 */
export async function eraseNotificationData(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}
