import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { AuthPanel } from '../../components/AuthPanel';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { CopyButton } from '../../layout/StaffLayout/CopyButton';
import { BackLine, CodeInputStyle, Fields, Form, QrFrame, Secret, SecretBlock, Steps } from './StaffLoginScreen.styles';

export const STAFF_LOGIN_STEPS = ['password', 'code', 'new_password', 'enrol'] as const;
export type StaffLoginStep = (typeof STAFF_LOGIN_STEPS)[number];

export interface StaffLoginValues {
  email: string;
  password: string;
}

export type StaffLoginField = 'email' | 'password' | 'code' | 'new_password' | 'password_confirm' | 'current_password';

/** A new password chosen in the `new_password` step (the handed-out one is replaced, SEC-26). */
export interface StaffNewPasswordValues {
  password: string;
  password_confirm: string;
  /** The handed-out password, typed again: only when `askCurrentPassword` (the step was resumed after a reload). */
  current_password?: string;
}

/** What the server hands out to set up an authenticator app. */
export interface StaffEnrolment {
  /** The otpauth:// QR code as an SVG document (rendered as an image, never as markup). */
  qrSvg: string;
  /** The base32 secret for typing in by hand. */
  secret: string;
}

export interface StaffLoginScreenProps {
  /**
   * `password`: email and password. `code`: the 6-digit code. `new_password`: the password was handed out (seeded or
   * created by an admin) and must be replaced before anything else. `enrol`: set up an authenticator, then confirm a code.
   */
  step: StaffLoginStep;
  onSubmitPassword: (values: StaffLoginValues) => void;
  /**
   * In the `new_password` step: the step was resumed (the page was reloaded while the session must still change its
   * password), so the handed-out password is no longer known to the page and is asked for again, to confirm it is you.
   */
  askCurrentPassword?: boolean;
  /** Required in the `new_password` step. */
  onSubmitNewPassword?: (values: StaffNewPasswordValues) => void;
  onSubmitCode: (code: string) => void;
  onConfirmEnrolment: (code: string) => void;
  /** Back to the email and password step. */
  onStartOver?: () => void;
  /**
   * In the `enrol` step of a role that does not require an authenticator (operator, partner): it is offered, and this
   * skips it. Without it the enrolment is required.
   */
  onSkipEnrolment?: () => void;
  /** Required in the `enrol` step. */
  enrolment?: StaffEnrolment | null;
  submitting?: boolean;
  /** The failure, already translated (sign-in failed, code invalid, throttled for N minutes). */
  error?: string;
  fieldErrors?: Partial<Record<StaffLoginField, string>>;
  defaultEmail?: string;
  /** A logo above the card. */
  brand?: ReactNode;
}

const CODE_PATTERN = /^\d{6}$/;

/** The secret in groups of four, easier to type from the screen. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The QR code's SVG as an image address, so no markup from the answer reaches the DOM. */
export function svgImageSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

function CodeForm({
  label,
  submitLabel,
  onSubmit,
  submitting,
  error,
  hint,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
  submitting: boolean;
  error?: string;
  hint?: string;
}) {
  const { t } = useTranslation('staff');
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!CODE_PATTERN.test(code)) {
      setLocalError(t('login.code_format'));
      return;
    }
    setLocalError(undefined);
    onSubmit(code);
  };

  return (
    <Form onSubmit={handleSubmit} noValidate aria-label={label}>
      <CodeInputStyle>
        <TextField
          label={label}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          spellCheck={false}
          required
          disabled={submitting}
          value={code}
          onChange={(value) => setCode(value.replace(/\D+/g, '').slice(0, 6))}
          hint={hint}
          error={localError ?? error}
        />
      </CodeInputStyle>
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The back office's own sign-in (separate from members'): password, then a TOTP code or the authenticator set-up. */
export function StaffLoginScreen({
  step,
  onSubmitPassword,
  onSubmitNewPassword,
  askCurrentPassword = false,
  onSubmitCode,
  onConfirmEnrolment,
  onStartOver,
  onSkipEnrolment,
  enrolment,
  submitting = false,
  error,
  fieldErrors = {},
  defaultEmail = '',
  brand,
}: StaffLoginScreenProps) {
  const { t } = useTranslation('staff');
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const startOver = onStartOver ? (
    <BackLine>
      <Link
        href="#"
        onClick={(event) => {
          event.preventDefault();
          onStartOver();
        }}
      >
        {t('login.start_over')}
      </Link>
    </BackLine>
  ) : undefined;

  const alert = error ? (
    <Alert tone="danger" data-staff-login-error="">
      {error}
    </Alert>
  ) : null;

  if (step === 'code') {
    return (
      <AuthPanel title={t('login.title')} description={t('login.code_description')} icon="lock" brand={brand} busy={submitting} footer={startOver} data-step="code">
        {alert}
        <CodeForm
          label={t('login.code')}
          submitLabel={t('login.verify')}
          onSubmit={onSubmitCode}
          submitting={submitting}
          error={fieldErrors.code}
          hint={t('login.code_hint')}
        />
      </AuthPanel>
    );
  }

  if (step === 'new_password') {
    const submitNew = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!submitting) {
        onSubmitNewPassword?.({ password: newPassword, password_confirm: confirmation, ...(askCurrentPassword ? { current_password: currentPassword } : {}) });
      }
    };
    return (
      <AuthPanel
        title={t('login.new_password.title')}
        description={t(askCurrentPassword ? 'login.new_password.resumed' : 'login.new_password.description')}
        icon="lock"
        brand={brand}
        busy={submitting}
        footer={startOver}
        data-step="new_password"
      >
        <Form onSubmit={submitNew} noValidate aria-label={t('login.new_password.title')}>
          {alert}
          <Fields disabled={submitting}>
            {askCurrentPassword ? (
              <TextField
                label={t('login.new_password.current')}
                type="password"
                name="current-password"
                autoComplete="current-password"
                required
                value={currentPassword}
                onChange={setCurrentPassword}
                error={fieldErrors.current_password}
              />
            ) : null}
            <TextField
              label={t('login.new_password.password')}
              type="password"
              name="new-password"
              autoComplete="new-password"
              required
              value={newPassword}
              onChange={setNewPassword}
              hint={t('login.new_password.hint')}
              error={fieldErrors.new_password}
            />
            <TextField
              label={t('login.new_password.confirm')}
              type="password"
              name="password-confirm"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={setConfirmation}
              error={fieldErrors.password_confirm}
            />
          </Fields>
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t('login.new_password.submit')}
          </Button>
        </Form>
      </AuthPanel>
    );
  }

  if (step === 'enrol') {
    return (
      <AuthPanel
        title={t('login.enrol.title')}
        description={t(onSkipEnrolment ? 'login.enrol.description_optional' : 'login.enrol.description')}
        icon="lock"
        width="md"
        brand={brand}
        busy={submitting}
        footer={
          onSkipEnrolment ? (
            <BackLine>
              <Button variant="ghost" onClick={onSkipEnrolment} disabled={submitting}>
                {t('login.enrol.skip')}
              </Button>
            </BackLine>
          ) : (
            startOver
          )
        }
        data-step="enrol"
      >
        {alert}
        {enrolment ? (
          <Steps>
            <li>{t('login.enrol.step_app')}</li>
            <li>
              {t('login.enrol.step_scan')}
              <QrFrame>
                <img src={svgImageSource(enrolment.qrSvg)} alt={t('login.enrol.qr_alt')} width={192} height={192} />
              </QrFrame>
              <SecretBlock>
                <span>{t('login.enrol.manual')}</span>
                <Secret data-secret="">
                  {groupSecret(enrolment.secret)}
                </Secret>
                <span>
                  <CopyButton text={enrolment.secret.replace(/\s+/g, '')} label={t('login.enrol.copy_secret')} />
                </span>
              </SecretBlock>
            </li>
            <li>
              {t('login.enrol.step_confirm')}
              <CodeForm label={t('login.code')} submitLabel={t('login.enrol.confirm')} onSubmit={onConfirmEnrolment} submitting={submitting} error={fieldErrors.code} />
            </li>
          </Steps>
        ) : null}
      </AuthPanel>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmitPassword({ email: email.trim(), password });
  };

  return (
    <AuthPanel title={t('login.title')} description={t('login.description')} icon="lock" brand={brand} busy={submitting} data-step="password">
      <Form onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
        {alert}
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
            error={fieldErrors.email}
          />
          <TextField
            label={t('login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
        </Fields>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthPanel>
  );
}
