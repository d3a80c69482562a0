import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { STAFF_ENDPOINTS } from '../../../contract/staff';
import { STAFF_PAGES } from '../../../contract/staffRoutes';
import { EmptyLayout } from '../../../src/layout/EmptyLayout';
import { StaffLoginScreen, type StaffEnrolment, type StaffLoginField, type StaffLoginStep, type StaffLoginValues } from '../../../src/screens/StaffLoginScreen';
import { isApiError } from '../../api/client';
import { useSettings } from '../../data/site';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { apiErrorMessage, apiFieldMessages } from '../../i18n/apiErrorMessages';
import { callStaff, useStaffMe } from '../data';

/** Only addresses inside the back office are followed after sign-in. */
export function safeNext(next: string | null): string {
  return next && /^\/staff(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : STAFF_PAGES.home;
}

/**
 * Staff sign-in (issue 8): email and password; then the TOTP code, or — for a role that needs TOTP and has none —
 * the enrolment of an authenticator app, confirmed with its first code. A handed-out password (seeded, or created by
 * an admin) is replaced first (SEC-26).
 */
export function StaffLoginPage() {
  const { t } = useTranslation('staff');
  const settings = useSettings();
  useDocumentTitle(`${t('login.title')} · ${settings.name}`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { data: staff, mutate } = useStaffMe();
  const [step, setStep] = useState<StaffLoginStep>('password');
  const [values, setValues] = useState<StaffLoginValues | null>(null);
  const [enrolment, setEnrolment] = useState<StaffEnrolment | null>(null);
  /** The enrolment is offered, not required (a role that may enrol; shown after the first password change). */
  const [enrolmentOptional, setEnrolmentOptional] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<StaffLoginField, string>>>({});

  if (staff && step === 'password') return <Navigate to={next} replace />;

  const run = async (action: () => Promise<void>) => {
    setSubmitting(true);
    setError(undefined);
    setFieldErrors({});
    try {
      await action();
    } catch (failure) {
      setError(apiErrorMessage(t, failure));
      const fields = apiFieldMessages<StaffLoginField | 'current_password'>(t, failure);
      // In the new-password step the server's `password` is the new one.
      setFieldErrors(
        step === 'new_password'
          ? {
              ...(fields.password ? { new_password: fields.password } : {}),
              ...(fields.password_confirm ? { password_confirm: fields.password_confirm } : {}),
            }
          : fields,
      );
    } finally {
      setSubmitting(false);
    }
  };

  const signedIn = async () => {
    await mutate();
    navigate(next, { replace: true });
  };

  const enrol = async (optional = false) => {
    const started = await callStaff(STAFF_ENDPOINTS.staffTotpEnrol);
    setEnrolment({ qrSvg: started.qr_svg, secret: started.secret });
    setEnrolmentOptional(optional);
    setStep('enrol');
  };

  const logIn = (credentials: StaffLoginValues, code?: string) =>
    run(async () => {
      try {
        const answer = await callStaff(STAFF_ENDPOINTS.staffLogin, { body: { ...credentials, ...(code ? { code } : {}) } });
        setValues(credentials);
        // SEC-26: a handed-out password is replaced first, then the authenticator is set up where the role needs it.
        if (answer.password_change_required) {
          setStep('new_password');
          return;
        }
        if (answer.enrolment_required) {
          await enrol();
          return;
        }
        await signedIn();
      } catch (failure) {
        if (isApiError(failure) && failure.code === 'staff_totp_required') {
          setValues(credentials);
          setStep('code');
          return;
        }
        throw failure;
      }
    });

  return (
    <EmptyLayout>
      <StaffLoginScreen
        step={step}
        onSubmitPassword={(submitted) => void logIn(submitted)}
        onSubmitCode={(code) => values && void logIn(values, code)}
        onSubmitNewPassword={(chosen) =>
          values &&
          void run(async () => {
            const answer = await callStaff(STAFF_ENDPOINTS.staffPasswordChange, { body: { current_password: values.password, ...chosen } });
            setValues({ email: values.email, password: chosen.password });
            // Every role can enrol: those that must, now; the others are offered it once, at this first sign-in.
            if (answer.enrolment_required) await enrol();
            else if (!answer.staff.totp_enabled) await enrol(true);
            else await signedIn();
          })
        }
        onConfirmEnrolment={(code) =>
          void run(async () => {
            await callStaff(STAFF_ENDPOINTS.staffTotpConfirm, { body: { code } });
            await signedIn();
          })
        }
        {...(enrolmentOptional ? { onSkipEnrolment: () => void run(signedIn) } : {})}
        onStartOver={() => {
          setStep('password');
          setEnrolment(null);
          setError(undefined);
        }}
        enrolment={enrolment}
        submitting={submitting}
        {...(error ? { error } : {})}
        fieldErrors={fieldErrors}
        {...(values?.email ? { defaultEmail: values.email } : {})}
      />
    </EmptyLayout>
  );
}
