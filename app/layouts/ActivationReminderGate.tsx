import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/api';
import { ActivationReminder, type ActivationReminderProps } from '../../src/components/ActivationReminder';
import { apiFetch, isApiError } from '../api/client';
import { useViewer } from '../data/viewer';
import { useRouteName } from '../hooks/useRouteName';
import { useSignupPresentation } from '../hooks/useSignupPresentation';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { activationReminder, SIGNUP_COMPLETE_FLAG } from '../rules/activationReminder';
import { useBannerRequested, useBannerSlot } from './BannerSlot';

type SendState = NonNullable<ActivationReminderProps['state']>;

/** SPEC §4 activation reminder: which variant shows here, and its rate-limited "send again" (POST /api/activation.php). */
function useActivationReminder(requested = false) {
  const { t } = useTranslation();
  const { account } = useViewer();
  const routeName = useRouteName();
  const location = useLocation();
  const isSmartphone = useSignupPresentation() === 'page';
  const [state, setState] = useState<SendState>('idle');
  const [rateLimitedMessage, setRateLimitedMessage] = useState<string>();
  // Asked for from the account menu: the alert, on any page.
  const variant = requested
    ? activationReminder({ user: account, routeName: null, query: '', isSmartphone: false })
    : activationReminder({ user: account, routeName, query: location.search, isSmartphone });
  const pending = activationReminder({ user: account, routeName: null, query: '', isSmartphone: false }) !== null;

  const onSendAgain = () => {
    setState('sending');
    apiFetch(ENDPOINTS.activationMail.path, { method: 'POST' }).then(
      () => setState('sent'),
      (error: unknown) => {
        if (isApiError(error) && error.status === 429) {
          setRateLimitedMessage(apiErrorMessage(t, error));
          setState('rate_limited');
        } else {
          setState('idle');
          console.error('The activation mail could not be sent again', error);
        }
      },
    );
  };

  return { variant, pending, email: account?.email ?? '', state, onSendAgain, rateLimitedMessage };
}

/** The alert under the navigation, when the banner slot gives it its place (the first of SPEC §4's banners). */
export function ActivationReminderAlertGate() {
  const { variant, pending, ...reminder } = useActivationReminder(useBannerRequested('activation'));
  const shown = useBannerSlot('activation', { wanted: variant === 'alert', pending });
  if (!shown) return null;
  return <ActivationReminder variant="alert" {...reminder} />;
}

/** The smartphone modal right after signup; closing it drops the flag, so the alert takes over. */
export function ActivationReminderModalGate() {
  const { variant, pending: _pending, ...reminder } = useActivationReminder();
  const navigate = useNavigate();
  const location = useLocation();
  if (variant !== 'modal') return null;
  const close = (open: boolean) => {
    if (open) return;
    const params = new URLSearchParams(location.search);
    params.delete(SIGNUP_COMPLETE_FLAG);
    const rest = params.toString();
    void navigate(rest ? `${location.pathname}?${rest}` : location.pathname, { replace: true });
  };
  return <ActivationReminder variant="modal" open onOpenChange={close} {...reminder} />;
}
