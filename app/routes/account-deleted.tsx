import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { emailError } from '../../contract/accounts';
import { ENDPOINTS } from '../../contract/api';
import { pathFor } from '../../contract/routes';
import { AccountDeletedScreen, type AccountDeletedScreenProps } from '../../src/screens/AccountDeletedScreen';
import { useTokenOnce } from '../accounts/useTokenOnce';
import { apiFetch } from '../api/client';
import { useViewer } from '../data/viewer';
import { apiErrorMessage, fieldMessages } from '../i18n/apiErrorMessages';

type RequestState = NonNullable<AccountDeletedScreenProps['requestState']>;

/** Route `account-deleted` (SPEC §4): the 14-day window; `?token=` reactivates and logs in; a new link on request. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { setAccount } = useViewer();
  const token = params.get('token');
  const [requestState, setRequestState] = useState<RequestState>('idle');
  const [requestError, setRequestError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const outcome = useTokenOnce('reactivate', token ?? '', async (value) => {
    const { user } = await apiFetch(ENDPOINTS.reactivate.path, { method: 'POST', body: { token: value }, schema: ENDPOINTS.reactivate.response });
    await setAccount(user);
    return user;
  });

  const state: AccountDeletedScreenProps['state'] = !token
    ? 'deleted'
    : outcome.status === 'done'
      ? 'reactivated'
      : outcome.status === 'failed'
        ? 'invalid'
        : 'reactivating';

  const onRequestMail = (email: string) => {
    const invalid = emailError(email);
    setFieldError(invalid ? fieldMessages<'email'>(t, { email: invalid }).email : undefined);
    setRequestError(undefined);
    if (invalid) return;
    setRequestState('sending');
    apiFetch(ENDPOINTS.reactivationMail.path, { method: 'POST', body: { email: email.trim() } }).then(
      () => setRequestState('sent'),
      (failure: unknown) => {
        setRequestState('idle');
        setRequestError(apiErrorMessage(t, failure));
      },
    );
  };

  return (
    <AccountDeletedScreen
      state={state}
      onRequestMail={onRequestMail}
      requestState={requestState}
      requestError={requestError}
      emailError={fieldError}
      membersHref={pathFor('members')}
      homeHref={pathFor('index')}
    />
  );
}
