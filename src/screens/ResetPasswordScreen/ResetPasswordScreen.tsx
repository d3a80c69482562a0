import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { AuthPanel } from '../../components/AuthPanel';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { Actions, Address, Form, Steps } from './ResetPasswordScreen.styles';

export interface ResetPasswordScreenProps {
  /** `form`: ask for the address. `sent`: the request went through (whether or not an account exists, SEC-4). */
  state: 'form' | 'sent';
  onSubmit: (email: string) => void;
  submitting?: boolean;
  /** A failure for the whole form, already translated (SPEC §8: too many reset mails, try tomorrow). */
  error?: string;
  /** The address field's validation message, already translated. */
  emailError?: string;
  defaultEmail?: string;
  /** The address the link went to, shown in the `sent` state. */
  sentTo?: string;
  /** Back to the form from the `sent` state, to use another address. */
  onUseAnotherEmail?: () => void;
  loginHref: string;
}

/** `/reset-password`: request a reset link by email; then "check your inbox". */
export function ResetPasswordScreen({
  state,
  onSubmit,
  submitting = false,
  error,
  emailError,
  defaultEmail = '',
  sentTo,
  onUseAnotherEmail,
  loginHref,
}: ResetPasswordScreenProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(defaultEmail);
  const backToLogin = <Trans t={t} i18nKey="reset.remembered" components={{ login: <Link href={loginHref} /> }} />;

  if (state === 'sent') {
    return (
      <AuthPanel title={t('reset.sent_title')} icon="send" tone="success" align="center" footer={backToLogin} data-reset-state="sent">
        <p>
          <Trans
            t={t}
            i18nKey="reset.sent_body"
            values={{ email: sentTo ?? email }}
            components={{ address: <Address /> }}
          />
        </p>
        <Steps>
          <li>{t('reset.sent_step_inbox')}</li>
          <li>{t('reset.sent_step_valid')}</li>
          <li>{t('reset.sent_step_spam')}</li>
        </Steps>
        {onUseAnotherEmail ? (
          <Button variant="outline" fullWidth onClick={onUseAnotherEmail}>
            {t('reset.use_another')}
          </Button>
        ) : null}
      </AuthPanel>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(email.trim());
  };

  return (
    <AuthPanel
      title={t('reset.title')}
      description={t('reset.description')}
      icon="lock"
      busy={submitting}
      footer={backToLogin}
      data-reset-state="form"
    >
      <Form onSubmit={handleSubmit} noValidate aria-label={t('reset.title')}>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <TextField
          label={t('reset.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          disabled={submitting}
          value={email}
          onChange={setEmail}
          error={emailError}
        />
        <Actions>
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t('reset.submit')}
          </Button>
        </Actions>
      </Form>
    </AuthPanel>
  );
}
