import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { NotificationType } from '../../contract/constants';
import type { EmailBlockReason } from '../../contract/notifications';
import type { Database, IntBool } from '../db/schema';

/**
 * The tables of migration 0009_notifications, as Kysely sees them (kept with the notifications area, like the likes
 * and chat areas do); `notificationsDb` widens the shared Kysely instance (or a transaction) to know them.
 */
export type NotificationTables = {
  notification_preferences: NotificationPreferencesTable;
  notification_settings: NotificationSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
};

export type NotificationsDatabase = Database & NotificationTables;
export type NotificationsDb = Kysely<NotificationsDatabase>;
export type NotificationsTrx = Transaction<NotificationsDatabase>;

export function notificationsDb(db: Transaction<Database>): NotificationsTrx;
export function notificationsDb(db: Kysely<Database>): NotificationsDb;
export function notificationsDb(db: Kysely<Database> | Transaction<Database>): NotificationsDb | NotificationsTrx {
  return db.withTables<NotificationTables>();
}

export interface NotificationPreferencesTable {
  user_id: number;
  type: NotificationType;
  email: IntBool;
  push: IntBool;
  /** When the last mail of this type went out (ISO-8601 UTC); the mail throttle. */
  last_emailed_at: string | null;
  updated_at: string;
}

export interface NotificationSettingsTable {
  user_id: number;
  all_disabled: Generated<IntBool>;
  email_blocked_reason: EmailBlockReason | null;
  /** The normalised address the block is about: a block never outlives an address change. */
  email_blocked_address: string | null;
  email_blocked_at: string | null;
  updated_at: string;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The session that saved it: logging out ends pushes to that browser. */
  session_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export type NotificationPreferenceRow = Selectable<NotificationPreferencesTable>;
export type NotificationSettingsRow = Selectable<NotificationSettingsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
