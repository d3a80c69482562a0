import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '../../contract/api';
import { pathFor } from '../../contract/routes';
import { ActivateErrorScreen, type ActivateErrorScreenProps } from '../../src/screens/ActivateErrorScreen';
import { apiFetch, isApiError } from '../api/client';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { apiErrorMessage } from '../i18n/apiErrorMessages';

type ResendState = NonNullable<ActivateErrorScreenProps['resendState']>;

/** Route `activate-error` (SPEC §8 "Activeren mislukt"): a member may have the mail sent again (rate-limited). */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { account } = useViewer();
  const [resendState, setResendState] = useState<ResendState>('idle');
  const [rateLimitedMessage, setRateLimitedMessage] = useState<string>();

  const onResend = () => {
    setResendState('sending');
    apiFetch(ENDPOINTS.activationMail.path, { method: 'POST' }).then(
      () => setResendState('sent'),
      (error: unknown) => {
        setRateLimitedMessage(apiErrorMessage(t, error));
        setResendState(isApiError(error) && error.status === 429 ? 'rate_limited' : 'idle');
      },
    );
  };

  return (
    <ActivateErrorScreen
      loggedIn={account !== null}
      email={account?.email}
      resendState={resendState}
      onResend={onResend}
      rateLimitedMessage={rateLimitedMessage}
      loginHref={pathFor('login')}
      faqHref={pathFor('pages-faq')}
      supportEmail={settings.support_email}
    />
  );
}
