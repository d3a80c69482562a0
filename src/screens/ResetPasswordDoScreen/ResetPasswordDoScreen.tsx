import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../contract/accounts';
import { Alert } from '../../components/Alert';
import { AuthPanel } from '../../components/AuthPanel';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { Fields, Form, SpinnerRow } from './ResetPasswordDoScreen.styles';

export interface ResetPasswordDoValues {
  password: string;
  password_confirm: string;
}

export interface ResetPasswordDoScreenProps {
  /**
   * `checking`: the link is being checked before the form shows. `form`: choose a new password. `done`: changed, log
   * in. `invalid`: the link was already used or has expired (SPEC §8), said on opening rather than after submitting.
   */
  state: 'checking' | 'form' | 'done' | 'invalid';
  onSubmit: (values: ResetPasswordDoValues) => void;
  submitting?: boolean;
  /** Field errors, already translated (SPEC §5 "De opgegeven wachtwoorden zijn niet gelijk."). */
  errors?: Partial<Record<keyof ResetPasswordDoValues, string>>;
  /** A failure for the whole form, already translated. */
  error?: string;
  loginHref: string;
  /** `/reset-password`, to request a new mail when the link is no good. */
  requestNewHref: string;
}

/** `/reset-password/do`: the new password twice; then done (log in), or an invalid link with a way to a new one. */
export function ResetPasswordDoScreen({ state, onSubmit, submitting = false, errors = {}, error, loginHref, requestNewHref }: ResetPasswordDoScreenProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<ResetPasswordDoValues>({ password: '', password_confirm: '' });

  if (state === 'checking') {
    return (
      <AuthPanel title={t('reset_do.title')} icon="lock" busy data-reset-state="checking">
        <SpinnerRow>
          <Spinner size="lg" label={t('reset_do.checking')} />
        </SpinnerRow>
      </AuthPanel>
    );
  }

  if (state === 'done') {
    return (
      <AuthPanel title={t('reset_do.done_title')} description={t('reset_do.done_body')} icon="check" tone="success" data-reset-state="done">
        <Button href={loginHref} size="lg" fullWidth>
          {t('reset_do.login')}
        </Button>
      </AuthPanel>
    );
  }

  if (state === 'invalid') {
    return (
      <AuthPanel title={t('reset_do.invalid_title')} description={t('reset_do.invalid_body')} icon="warning" tone="warning" data-reset-state="invalid">
        <Button href={requestNewHref} size="lg" fullWidth>
          {t('reset_do.request_new')}
        </Button>
        <Button href={loginHref} variant="ghost" fullWidth>
          {t('reset_do.back_to_login')}
        </Button>
      </AuthPanel>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  return (
    <AuthPanel title={t('reset_do.title')} description={t('reset_do.description')} icon="lock" busy={submitting} data-reset-state="form">
      <Form onSubmit={handleSubmit} noValidate aria-label={t('reset_do.title')}>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Fields disabled={submitting}>
          <TextField
            label={t('reset_do.password')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(password) => setValues((current) => ({ ...current, password }))}
            hint={t('reset_do.password_hint', { count: PASSWORD_MIN_LENGTH })}
            error={errors.password}
          />
          <TextField
            label={t('reset_do.password_confirm')}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            value={values.password_confirm}
            onChange={(password_confirm) => setValues((current) => ({ ...current, password_confirm }))}
            error={errors.password_confirm}
          />
        </Fields>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {t('reset_do.submit')}
        </Button>
      </Form>
    </AuthPanel>
  );
}
