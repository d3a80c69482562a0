import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { AuthPanel } from '../../components/AuthPanel';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { Fields, Form, ForgotLine } from './LoginScreen.styles';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginScreenProps {
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  /**
   * The failure, already translated: SPEC §8 "Login mislukt, probeer opnieuw." or "account blocked for {minutes}
   * minutes". Shown as an alert over the form.
   */
  error?: string;
  /** Field errors from validation, already translated. */
  errors?: Partial<Record<keyof LoginValues, string>>;
  /** Fills in the email, e.g. after a password reset. */
  defaultEmail?: string;
  resetPasswordHref: string;
  signupHref: string;
  /** The site's logo above the card. */
  brand?: ReactNode;
}

/** `/login`: email and password, a failure alert, and the ways to a password reset and a new account. */
export function LoginScreen({ onSubmit, submitting = false, error, errors = {}, defaultEmail = '', resetPasswordHref, signupHref, brand }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit({ email: email.trim(), password });
  };

  return (
    <AuthPanel
      title={t('login.title')}
      description={t('login.description')}
      icon="user"
      brand={brand}
      busy={submitting}
      footer={<Trans t={t} i18nKey="login.no_account" components={{ signup: <Link href={signupHref} /> }} />}
    >
      <Form onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
        {error ? (
          <Alert tone="danger" data-login-error="">
            {error}
          </Alert>
        ) : null}
        <Fields disabled={submitting}>
          <TextField
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
          <div>
            <TextField
              label={t('login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
              error={errors.password}
            />
            <ForgotLine>
              <Link href={resetPasswordHref}>{t('login.forgot')}</Link>
            </ForgotLine>
          </div>
        </Fields>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthPanel>
  );
}
