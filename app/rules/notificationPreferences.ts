import { NOTIFICATION_TYPES, type NotificationType } from '../../contract/constants';
import type { NotificationChannel, NotificationSettings, NotificationSettingsUpdate } from '../../contract/notifications';

/**
 * The /notifications screen applies each switch at once (SPEC §2 notification settings): the change shows straight
 * away and is sent; a refused one is undone. These say what a switch changes.
 */

/** The PUT body of one switch. */
export function preferenceChange(type: NotificationType, channel: NotificationChannel, enabled: boolean): NotificationSettingsUpdate {
  return { preferences: { [type]: { [channel]: enabled } } };
}

/** Which notification types reach the member by neither channel (every type while paused): SPEC §3 notifications_disabled. */
function disabledOf(preferences: NotificationSettings['preferences'], allDisabled: boolean): NotificationType[] {
  return NOTIFICATION_TYPES.filter((type) => allDisabled || (!preferences[type].email && !preferences[type].push));
}

/** The settings as they will be once `update` is saved (shown while it is on its way). */
export function settingsAfter(settings: NotificationSettings, update: NotificationSettingsUpdate): NotificationSettings {
  const preferences = { ...settings.preferences };
  for (const type of NOTIFICATION_TYPES) {
    const change = update.preferences?.[type];
    if (change) preferences[type] = { email: change.email ?? preferences[type].email, push: change.push ?? preferences[type].push };
  }
  const allDisabled = update.all_disabled ?? settings.all_disabled;
  return {
    ...settings,
    preferences,
    all_disabled: allDisabled,
    notifications_disabled: disabledOf(preferences, allDisabled),
    email_blocked: update.resume_email ? null : settings.email_blocked,
  };
}
