import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { emailError } from '../../contract/accounts';
import { ENDPOINTS } from '../../contract/api';
import { pathFor } from '../../contract/routes';
import { ResetPasswordScreen } from '../../src/screens/ResetPasswordScreen';
import { apiFetch } from '../api/client';
import { apiErrorMessage, apiFieldMessages, fieldMessages } from '../i18n/apiErrorMessages';

/** Route `reset-password` (SPEC §2, §8): mails a reset link; the answer never tells whether the address has an account. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();

  const onSubmit = (email: string) => {
    const invalid = emailError(email);
    setError(undefined);
    setFieldError(invalid ? fieldMessages<'email'>(t, { email: invalid }).email : undefined);
    if (invalid) return;
    setSubmitting(true);
    apiFetch(ENDPOINTS.passwordReset.path, { method: 'POST', body: { email: email.trim() } })
      .then(
        () => setSentTo(email.trim()),
        (failure: unknown) => {
          const fields = apiFieldMessages<'email'>(t, failure);
          if (fields.email) setFieldError(fields.email);
          else setError(apiErrorMessage(t, failure));
        },
      )
      .finally(() => setSubmitting(false));
  };

  return (
    <ResetPasswordScreen
      state={sentTo ? 'sent' : 'form'}
      onSubmit={onSubmit}
      submitting={submitting}
      error={error}
      emailError={fieldError}
      defaultEmail={sentTo ?? params.get('email') ?? undefined}
      sentTo={sentTo ?? undefined}
      onUseAnotherEmail={() => setSentTo(null)}
      loginHref={pathFor('login')}
    />
  );
}
