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
import { RouteLoading } from '../../shell/RootRoute';
import { callStaff, useStaffMe, useStaffPendingStep } from '../data';

/** Only addresses inside the back office are followed after sign-in. */
export function safeNext(next: string | null): string {
  return next && /^\/staff(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : STAFF_PAGES.home;
}

/**
 * Staff sign-in (issue 8): email and password; then the TOTP code, or — for a role that needs TOTP and has none —
 * the enrolment of an authenticator app, confirmed with its first code. A handed-out password (seeded, or created by
 * an admin) is replaced first (SEC-26). A reload during that step keeps it: the session is still in its restricted
 * must-change state (/api/staff/me says so), so the step is shown again, asking for the handed-out password once more
 * (the page no longer knows it, and the server re-checks it before a password change, SEC-10).
 */
export function StaffLoginPage() {
  const { t } = useTranslation('staff');
  const settings = useSettings();
  useDocumentTitle(`${t('login.title')} · ${settings.name}`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { data: staff, mutate } = useStaffMe();
  const { data: pendingStep, isLoading: pendingLoading, mutate: mutatePending } = useStaffPendingStep();
  const [step, setStep] = useState<StaffLoginStep>('password');
  /** "Sign in with another account" from a resumed step: the password form again. */
  const [resumeDismissed, setResumeDismissed] = useState(false);
  const [values, setValues] = useState<StaffLoginValues | null>(null);
  const [enrolment, setEnrolment] = useState<StaffEnrolment | null>(null);
  /** The enrolment is offered, not required (a role that may enrol; shown after the first password change). */
  const [enrolmentOptional, setEnrolmentOptional] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<StaffLoginField, string>>>({});

  if (staff && step === 'password') return <Navigate to={next} replace />;
  // Resumed after a reload: the session must still replace its handed-out password, which this page no longer knows.
  const resumed = step === 'password' && !values && !resumeDismissed && pendingStep === 'new_password';
  const shownStep: StaffLoginStep = resumed ? 'new_password' : step;
  if (step === 'password' && !values && !resumeDismissed && pendingLoading && pendingStep === undefined) return <RouteLoading />;

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
        shownStep === 'new_password'
          ? {
              ...(fields.current_password ? { current_password: fields.current_password } : {}),
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
        step={shownStep}
        askCurrentPassword={resumed}
        onSubmitPassword={(submitted) => void logIn(submitted)}
        onSubmitCode={(code) => values && void logIn(values, code)}
        onSubmitNewPassword={(chosen) => {
          const current = chosen.current_password ?? values?.password;
          if (current === undefined) return;
          void run(async () => {
            const answer = await callStaff(STAFF_ENDPOINTS.staffPasswordChange, {
              body: { current_password: current, password: chosen.password, password_confirm: chosen.password_confirm },
            });
            setValues({ email: answer.staff.email, password: chosen.password });
            setStep('new_password');
            await mutatePending(null, { revalidate: false });
            // Every role can enrol: those that must, now; the others are offered it once, at this first sign-in.
            if (answer.enrolment_required) await enrol();
            else if (!answer.staff.totp_enabled) await enrol(true);
            else await signedIn();
          });
        }}
        onConfirmEnrolment={(code) =>
          void run(async () => {
            await callStaff(STAFF_ENDPOINTS.staffTotpConfirm, { body: { code } });
            await signedIn();
          })
        }
        {...(enrolmentOptional ? { onSkipEnrolment: () => void run(signedIn) } : {})}
        onStartOver={() => {
          if (resumed) {
            // Leave the restricted session, so the next sign-in starts clean.
            setResumeDismissed(true);
            void callStaff(STAFF_ENDPOINTS.staffLogout).catch(() => undefined);
          }
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
