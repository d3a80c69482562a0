import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import type { NotificationSettings, NotificationSettingsUpdate } from '../../contract/notifications';
import { apiFetch } from '../api/client';
import { settingsAfter } from '../rules/notificationPreferences';
import { USER_KEY } from './viewer';

/** SWR key of the notification settings: GET /api/notifications.php (SPEC §2 /notifications). */
export const NOTIFICATION_SETTINGS_KEY = ENDPOINTS.notificationSettings.path;

const fetchSettings = async (): Promise<NotificationSettings> =>
  (await apiFetch(NOTIFICATION_SETTINGS_KEY, { schema: ENDPOINTS.notificationSettings.response })).notifications;

export interface NotificationSettingsData {
  readonly data: NotificationSettings | undefined;
  readonly isLoading: boolean;
  readonly error: unknown;
  readonly retry: () => void;
  /**
   * PUT /api/notifications.php: shown at once, undone when refused (throws the ApiError). The user answer is read
   * again after, for its `notifications_disabled` (the disabled-notifications alert).
   */
  readonly update: (change: NotificationSettingsUpdate) => Promise<NotificationSettings>;
}

export function useNotificationSettings(): NotificationSettingsData {
  const { mutate } = useSWRConfig();
  const { data, isLoading, error, mutate: mutateSettings } = useSWR(NOTIFICATION_SETTINGS_KEY, fetchSettings, { revalidateOnFocus: false });

  const update = useCallback(
    async (change: NotificationSettingsUpdate) => {
      if (!data) throw new Error('the notification settings are not loaded yet');
      const loaded = data;
      let saved: NotificationSettings | undefined;
      await mutateSettings(
        async () => {
          const answer = await apiFetch(ENDPOINTS.notificationSettingsUpdate.path, {
            method: 'PUT',
            body: change,
            schema: ENDPOINTS.notificationSettingsUpdate.response,
          });
          saved = answer.notifications;
          return answer.notifications;
        },
        {
          // From the cache as it is now: earlier switches still on their way included.
          optimisticData: (current) => settingsAfter(current ?? loaded, change),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
      await mutate(USER_KEY);
      if (!saved) throw new Error('the settings were not saved');
      return saved;
    },
    [data, mutate, mutateSettings],
  );

  return { data, isLoading, error, retry: () => void mutateSettings(), update };
}
