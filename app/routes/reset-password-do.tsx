import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { newPasswordFieldErrors } from '../../contract/accounts';
import { ENDPOINTS } from '../../contract/api';
import { pathFor } from '../../contract/routes';
import { ResetPasswordDoScreen, type ResetPasswordDoScreenProps } from '../../src/screens/ResetPasswordDoScreen';
import { loadCommonPasswords, useCommonPasswords } from '../accounts/useCommonPasswords';
import { apiFetch, isApiError } from '../api/client';
import { replaceSession } from '../data/viewer';
import { useSWRConfig } from 'swr';
import { apiErrorMessage, apiFieldMessages, fieldMessages } from '../i18n/apiErrorMessages';

type State = ResetPasswordDoScreenProps['state'];
type Errors = NonNullable<ResetPasswordDoScreenProps['errors']>;

/** Route `reset-password-do` (SPEC §8): a new password, entered twice, with the mailed token; every session ends. */
export function Component() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? 'checking' : 'invalid');
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string>();
  const commonPasswords = useCommonPasswords();

  // The link is checked on opening, so a used or expired one says so now rather than after the password is typed.
  // Only the server's answer about the token counts: if the check itself fails, the form shows and the POST decides.
  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    // The form also waits for the common-password list, so the first submit is judged by the whole rule.
    Promise.all([
      apiFetch(ENDPOINTS.passwordResetCheck.path, { query: { token }, schema: ENDPOINTS.passwordResetCheck.response, signal: controller.signal }),
      loadCommonPasswords(),
    ]).then(
      () => setState((current) => (current === 'checking' ? 'form' : current)),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        // validation_failed: a token no link could carry (too long), as invalid as a used one.
        const invalid = isApiError(failure) && (failure.code === 'reset_link_invalid' || failure.code === 'validation_failed');
        setState((current) => (current === 'checking' ? (invalid ? 'invalid' : 'form') : current));
      },
    );
    return () => controller.abort();
  }, [token]);

  const onSubmit: ResetPasswordDoScreenProps['onSubmit'] = (values) => {
    const invalid = newPasswordFieldErrors(values, commonPasswords);
    setErrors(fieldMessages(t, invalid));
    setError(undefined);
    if (Object.keys(invalid).length > 0 || !token) return;
    setSubmitting(true);
    apiFetch(ENDPOINTS.passwordResetDo.path, { method: 'POST', body: { token, ...values } })
      .then(
        async () => {
          // The server ended every session, this one included.
          await replaceSession(mutate, null);
          setState('done');
        },
        (failure: unknown) => {
          if (isApiError(failure) && failure.code === 'reset_link_invalid') setState('invalid');
          setErrors(apiFieldMessages(t, failure));
          if (!isApiError(failure) || !failure.body?.fields) setError(apiErrorMessage(t, failure));
        },
      )
      .finally(() => setSubmitting(false));
  };

  return (
    <ResetPasswordDoScreen
      state={state}
      onSubmit={onSubmit}
      submitting={submitting}
      errors={errors}
      error={error}
      loginHref={pathFor('login')}
      requestNewHref={pathFor('reset-password')}
    />
  );
}
