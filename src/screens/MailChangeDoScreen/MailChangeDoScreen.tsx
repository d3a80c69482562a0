import { Trans, useTranslation } from 'react-i18next';
import { AuthPanel } from '../../components/AuthPanel';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Address, SpinnerRow } from './MailChangeDoScreen.styles';

export interface MailChangeDoScreenProps {
  /** `confirming`: the link's token is being checked. `done`: the new address is in use. `invalid`: bad or used link. */
  state: 'confirming' | 'done' | 'invalid';
  /** The new address, shown once confirmed. */
  newEmail?: string;
  /** Account settings, where a new change can be requested. */
  settingsHref: string;
  membersHref: string;
}

/** `/mail-change/do`: confirms a new email address from the link mailed to it. */
export function MailChangeDoScreen({ state, newEmail, settingsHref, membersHref }: MailChangeDoScreenProps) {
  const { t } = useTranslation('auth');

  if (state === 'confirming') {
    return (
      <AuthPanel title={t('mail_change.confirming_title')} busy data-mail-change-state="confirming">
        <SpinnerRow>
          <Spinner size="lg" label={t('mail_change.confirming_title')} />
        </SpinnerRow>
      </AuthPanel>
    );
  }

  if (state === 'invalid') {
    return (
      <AuthPanel
        title={t('mail_change.invalid_title')}
        description={t('mail_change.invalid_body')}
        icon="warning"
        tone="warning"
        data-mail-change-state="invalid"
      >
        <Button href={settingsHref} size="lg" fullWidth>
          {t('mail_change.to_settings')}
        </Button>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('mail_change.done_title')} icon="check" tone="success" align="center" data-mail-change-state="done">
      <p>
        {newEmail ? (
          <Trans t={t} i18nKey="mail_change.done_body_email" values={{ email: newEmail }} components={{ address: <Address /> }} />
        ) : (
          t('mail_change.done_body')
        )}
      </p>
      <Button href={membersHref} size="lg" fullWidth>
        {t('mail_change.to_members')}
      </Button>
      <Button href={settingsHref} variant="ghost" fullWidth>
        {t('mail_change.to_settings')}
      </Button>
    </AuthPanel>
  );
}
