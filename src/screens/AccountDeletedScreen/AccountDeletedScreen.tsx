import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DELETE_GRACE_DAYS } from '../../../contract/constants';
import { Alert } from '../../components/Alert';
import { AuthPanel } from '../../components/AuthPanel';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { Address, RequestForm, RequestTitle, SpinnerRow, Timeline } from './AccountDeletedScreen.styles';

export type AccountDeletedState = 'deleted' | 'reactivating' | 'reactivated' | 'invalid';
export type ReactivationRequestState = 'idle' | 'sending' | 'sent';

export interface AccountDeletedScreenProps {
  /**
   * `deleted`: just deleted, what happens now. `reactivating`: a mailed `?token=` link is being used. `reactivated`:
   * welcome back. `invalid`: the link expired or was used.
   */
  state: AccountDeletedState;
  /** Ask for a new reactivation mail (SPEC §4: within the 14-day window). */
  onRequestMail: (email: string) => void;
  requestState?: ReactivationRequestState;
  /** A failure of the request (rate limited), already translated. */
  requestError?: string;
  /** The address field's validation message, already translated. */
  emailError?: string;
  defaultEmail?: string;
  membersHref: string;
  homeHref: string;
}

function RequestMail({
  onRequestMail,
  requestState,
  requestError,
  emailError,
  defaultEmail,
}: Pick<AccountDeletedScreenProps, 'onRequestMail' | 'requestError' | 'emailError' | 'defaultEmail'> & {
  requestState: ReactivationRequestState;
}) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState(defaultEmail ?? '');
  const sending = requestState === 'sending';

  if (requestState === 'sent') {
    return (
      <div role="status">
        <Alert tone="success" role="none" title={t('deleted.request_sent_title')}>
          <p>
            <Trans t={t} i18nKey="deleted.request_sent_body" values={{ email }} components={{ address: <Address /> }} />
          </p>
        </Alert>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onRequestMail(email.trim());
  };
  return (
    <RequestForm onSubmit={submit} noValidate aria-label={t('deleted.request_title')}>
      <RequestTitle>{t('deleted.request_title')}</RequestTitle>
      <p>{t('deleted.request_body')}</p>
      {requestError ? <Alert tone="danger">{requestError}</Alert> : null}
      <TextField
        label={t('deleted.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        disabled={sending}
        value={email}
        onChange={setEmail}
        error={emailError}
      />
      <Button type="submit" variant="outline" fullWidth loading={sending}>
        {t('deleted.request_submit')}
      </Button>
    </RequestForm>
  );
}

/** `/account-deleted`: SPEC §4/§9 the 14-day window, reactivation by the mailed link, and a new link on request. */
export function AccountDeletedScreen({
  state,
  onRequestMail,
  requestState = 'idle',
  requestError,
  emailError,
  defaultEmail,
  membersHref,
  homeHref,
}: AccountDeletedScreenProps) {
  const { t } = useTranslation('account');
  const request = (
    <RequestMail
      onRequestMail={onRequestMail}
      requestState={requestState}
      requestError={requestError}
      emailError={emailError}
      defaultEmail={defaultEmail}
    />
  );

  if (state === 'reactivating') {
    return (
      <AuthPanel title={t('deleted.reactivating_title')} busy data-deleted-state="reactivating">
        <SpinnerRow>
          <Spinner size="lg" label={t('deleted.reactivating_title')} />
        </SpinnerRow>
      </AuthPanel>
    );
  }

  if (state === 'reactivated') {
    return (
      <AuthPanel
        title={t('deleted.reactivated_title')}
        description={t('deleted.reactivated_body')}
        icon="heart"
        tone="success"
        data-deleted-state="reactivated"
      >
        <Button href={membersHref} size="lg" fullWidth>
          {t('deleted.to_members')}
        </Button>
      </AuthPanel>
    );
  }

  if (state === 'invalid') {
    return (
      <AuthPanel
        title={t('deleted.invalid_title')}
        description={t('deleted.invalid_body', { count: DELETE_GRACE_DAYS })}
        icon="warning"
        tone="warning"
        data-deleted-state="invalid"
      >
        {request}
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title={t('deleted.title')}
      description={t('deleted.description')}
      icon="info"
      tone="info"
      width="md"
      footer={<Button href={homeHref} variant="link">{t('deleted.home')}</Button>}
      data-deleted-state="deleted"
    >
      <Timeline>
        <li>
          <strong>{t('deleted.now_title')}</strong>
          <span>{t('deleted.now_body')}</span>
        </li>
        <li>
          <strong>{t('deleted.window_title', { count: DELETE_GRACE_DAYS })}</strong>
          <span>{t('deleted.window_body', { count: DELETE_GRACE_DAYS })}</span>
        </li>
        <li>
          <strong>{t('deleted.after_title', { count: DELETE_GRACE_DAYS })}</strong>
          <span>{t('deleted.after_body')}</span>
        </li>
      </Timeline>
      {request}
    </AuthPanel>
  );
}
