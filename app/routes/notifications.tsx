import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, type NotificationType } from '../../contract/constants';
import type { NotificationChannel, NotificationSettingsUpdate } from '../../contract/notifications';
import { pathFor } from '../../contract/routes';
import {
  NotificationSettingsScreen,
  type NotificationPreferences,
  type PreferenceKey,
} from '../../src/screens/NotificationSettingsScreen';
import { useNotificationSettings } from '../data/notifications';
import { usePush } from '../data/push';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { preferenceChange } from '../rules/notificationPreferences';

/** Shown behind the loading and error states, which do not read it. */
const NO_PREFERENCES = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, { email: false, push: false }])) as NotificationPreferences;

/**
 * Route `notifications` (SPEC §2 /notifications): the eight SPEC §3 types by email and push, the master switch, this
 * browser's push state, and why mails stopped (SPEC §8). Each switch is saved at once and shown before the answer;
 * a refused one goes back and says why.
 */
export function Component() {
  const { t } = useTranslation();
  const { data, isLoading, error, retry, update } = useNotificationSettings();
  const push = usePush();
  const [pending, setPending] = useState<readonly PreferenceKey[]>([]);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  const save = (key: PreferenceKey, change: NotificationSettingsUpdate) => {
    setPending((keys) => [...keys, key]);
    setSaved(false);
    setSaveError(undefined);
    update(change).then(
      () => setSaved(true),
      (failure: unknown) => setSaveError(apiErrorMessage(t, failure)),
    ).finally(() => setPending((keys) => keys.filter((pendingKey) => pendingKey !== key)));
  };

  // Turning push on failed in the browser (no push service, a blocked request) or on the server.
  const pushError = push.error ? t('notifications:push_alert.enable_failed') : undefined;

  const onChange = (type: NotificationType, channel: NotificationChannel, enabled: boolean) =>
    save(`${type}.${channel}`, preferenceChange(type, channel, enabled));

  if (!data) {
    return (
      <NotificationSettingsScreen
        preferences={NO_PREFERENCES}
        onChange={() => undefined}
        allDisabled={false}
        onAllDisabledChange={() => undefined}
        pushCapable={push.capable}
        pushSubscription={push.subscription}
        loading={isLoading || !error}
        error={error ? apiErrorMessage(t, error) : undefined}
        onRetry={retry}
      />
    );
  }

  return (
    <NotificationSettingsScreen
      preferences={data.preferences}
      onChange={onChange}
      allDisabled={data.all_disabled}
      onAllDisabledChange={(disabled) => save('all', { all_disabled: disabled })}
      emailBlocked={data.email_blocked}
      onResumeEmail={() => save('all', { resume_email: true })}
      resumingEmail={pending.includes('all') && data.email_blocked !== null}
      accountHref={pathFor('settings')}
      pushCapable={push.capable}
      pushSubscription={push.subscription}
      onEnablePush={() => void push.enable()}
      enablingPush={push.enabling}
      pending={pending}
      saved={saved}
      saveError={saveError ?? pushError}
      onDismissSaveError={() => {
        setSaveError(undefined);
        push.clearError();
      }}
    />
  );
}
