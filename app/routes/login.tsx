import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { LoginScreen, type LoginScreenProps } from '../../src/screens/LoginScreen';
import { useViewer } from '../data/viewer';
import { apiErrorMessage, apiFieldMessages } from '../i18n/apiErrorMessages';
import { safeNextPath } from '../rules/safeNextPath';
import { signupOverlayHref } from '../signup/signupLinks';

type LoginErrors = NonNullable<LoginScreenProps['errors']>;

/** Route `login` (SPEC §2, §8): logs in and returns to `?next=` (a same-site path) or the members page. */
export function Component() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [errors, setErrors] = useState<LoginErrors>({});
  const next = safeNextPath(params.get('next'), pathFor('members'));

  useEffect(() => {
    if (viewer.status === 'member' && !submitting) void navigate(next, { replace: true });
  }, [viewer.status, submitting, next, navigate]);

  const onSubmit: LoginScreenProps['onSubmit'] = (values) => {
    const missing: LoginErrors = {};
    if (values.email.trim() === '') missing.email = t('validation:required');
    if (values.password === '') missing.password = t('validation:required');
    setErrors(missing);
    setError(undefined);
    if (Object.keys(missing).length > 0) return;
    setSubmitting(true);
    viewer.login(values).then(
      () => void navigate(next, { replace: true }),
      (failure: unknown) => {
        setSubmitting(false);
        setError(apiErrorMessage(t, failure));
        setErrors(apiFieldMessages(t, failure));
      },
    );
  };

  return (
    <LoginScreen
      onSubmit={onSubmit}
      submitting={submitting}
      error={error}
      errors={errors}
      defaultEmail={params.get('email') ?? undefined}
      resetPasswordHref={pathFor('reset-password')}
      signupHref={signupOverlayHref(location.pathname, location.search)}
    />
  );
}
