import { Trans, useTranslation } from 'react-i18next';
import { AuthPanel } from '../../components/AuthPanel';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Help, HelpTitle, ResendStatus, Reasons } from './ActivateErrorScreen.styles';

export type ActivateResendState = 'idle' | 'sending' | 'sent' | 'rate_limited';

export interface ActivateErrorScreenProps {
  /** A logged-in member can have a new activation mail sent; a visitor is asked to log in first. */
  loggedIn: boolean;
  /** The address the new mail goes to, when logged in. */
  email?: string;
  resendState?: ActivateResendState;
  onResend?: () => void;
  /** The rate-limit message from the server, already translated. */
  rateLimitedMessage?: string;
  loginHref: string;
  faqHref: string;
  supportEmail: string;
}

/** `/activate/error`: SPEC §8 "Activeren mislukt." with why it may have happened, a new mail, and help. */
export function ActivateErrorScreen({
  loggedIn,
  email,
  resendState = 'idle',
  onResend,
  rateLimitedMessage,
  loginHref,
  faqHref,
  supportEmail,
}: ActivateErrorScreenProps) {
  const { t } = useTranslation(['auth', 'errors']);

  return (
    <AuthPanel title={t('errors:activation_failed')} description={t('auth:activate_error.description')} icon="warning" tone="danger">
      <Reasons>
        <li>{t('auth:activate_error.reason_used')}</li>
        <li>{t('auth:activate_error.reason_expired')}</li>
        <li>{t('auth:activate_error.reason_copied')}</li>
      </Reasons>
      {loggedIn ? (
        <>
          <Button
            size="lg"
            fullWidth
            loading={resendState === 'sending'}
            disabled={resendState === 'rate_limited'}
            iconStart={<Icon name="send" />}
            onClick={onResend}
          >
            {t('auth:activate_error.resend')}
          </Button>
          <ResendStatus role="status">
            {resendState === 'sent' ? t('auth:activate_error.resent', { email: email ?? '' }) : null}
            {resendState === 'rate_limited' ? rateLimitedMessage || t('auth:reminder.rate_limited') : null}
          </ResendStatus>
        </>
      ) : (
        <>
          <p>{t('auth:activate_error.login_first')}</p>
          <Button href={loginHref} size="lg" fullWidth iconStart={<Icon name="user" />}>
            {t('auth:activate_error.login')}
          </Button>
        </>
      )}
      <Help>
        <HelpTitle>{t('auth:activate_error.help_title')}</HelpTitle>
        <p>
          <Trans
            t={t}
            i18nKey="auth:activate_error.help_body"
            values={{ email: supportEmail }}
            components={{ faq: <Link href={faqHref} />, mail: <Link href={`mailto:${supportEmail}`} /> }}
          />
        </p>
      </Help>
    </AuthPanel>
  );
}
