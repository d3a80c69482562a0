import { useState } from 'react';
import { DISMISSAL_KEYS } from '../../contract/constants';
import { pathFor } from '../../contract/routes';
import { NotificationsDisabledAlert } from '../../src/components/NotificationsDisabledAlert';
import { PushNotificationAlert } from '../../src/components/PushNotificationAlert';
import { usePush } from '../data/push';
import { useViewer } from '../data/viewer';
import { useRouteName } from '../hooks/useRouteName';
import { disabledNotificationsKind, notificationsDisabledAlertVisible } from '../rules/notificationsDisabledAlertVisible';
import { pushAlertVisible } from '../rules/pushAlertVisible';
import { nowInUnixSeconds, readDismissal, writeDismissal, type DismissalKey } from '../storage/dismissals';
import { useBannerRequested, useBannerSlot } from './BannerSlot';

function useDismissal(key: DismissalKey): [number | null, () => void] {
  const [dismissedAt, setDismissedAt] = useState(() => readDismissal(key));
  const dismiss = () => {
    const now = nowInUnixSeconds();
    writeDismissal(key, now);
    setDismissedAt(now);
  };
  return [dismissedAt, dismiss];
}

/**
 * SPEC §4 notification alerts in the warnings area: the disabled-notifications alert (see
 * `notificationsDisabledAlertVisible`; dismissed as `hide-disabled-notifications-alert`) and the push-notification
 * alert with its enable button (see `pushAlertVisible`; dismissed as `hide-push-notification-alert`), each when the
 * banner slot gives it its place, or on any page when asked for from the account menu.
 */
export function NotificationAlertsGate() {
  const { account, status } = useViewer();
  const routeName = useRouteName();
  const push = usePush();
  const [disabledDismissedAt, dismissDisabled] = useDismissal(DISMISSAL_KEYS.disabledNotificationsAlert);
  const [pushDismissedAt, dismissPush] = useDismissal(DISMISSAL_KEYS.pushAlert);
  const disabledRequested = useBannerRequested('notifications_disabled');
  const pushRequested = useBannerRequested('push');

  const disabledKind = account ? disabledNotificationsKind(account.notifications_disabled) : null;
  const disabledPending = notificationsDisabledAlertVisible({ user: account, routeName: null, dismissedAt: null });
  const showDisabled = useBannerSlot('notifications_disabled', {
    wanted: disabledRequested ? disabledPending : notificationsDisabledAlertVisible({ user: account, routeName, dismissedAt: disabledDismissedAt }),
    pending: disabledPending,
  });
  const pushFacts = { loggedIn: status === 'member', capable: push.capable, subscription: push.subscription };
  const pushPending = pushAlertVisible({ ...pushFacts, routeName: null, dismissedAt: null });
  const showPush = useBannerSlot('push', {
    wanted: pushRequested ? pushPending : pushAlertVisible({ ...pushFacts, routeName, dismissedAt: pushDismissedAt }),
    pending: pushPending,
  });
  return (
    <>
      {showPush ? (
        <PushNotificationAlert capable={push.capable} subscription={push.subscription} enabling={push.enabling} onEnable={() => void push.enable()} onDismiss={dismissPush} />
      ) : null}
      {showDisabled && disabledKind ? (
        <NotificationsDisabledAlert off={disabledKind} settingsHref={pathFor('notifications')} onDismiss={dismissDisabled} />
      ) : null}
    </>
  );
}
