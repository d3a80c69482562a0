import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_CLOSED_REASONS, type FieldErrors, type SignupClosedReason } from '../../contract/accounts';
import { ENDPOINTS } from '../../contract/api';
import type { User } from '../../contract/entities';
import { SIGNUP_STEPS, type SignupScreenProps, type SignupStep, type SignupValues } from '../../src/screens/SignupScreen';
import { useCommonPasswords } from '../accounts/useCommonPasswords';
import { apiFetch, isApiError } from '../api/client';
import { usePricing } from '../data/payments';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { apiErrorMessage, fieldMessages } from '../i18n/apiErrorMessages';
import { emailSuggestion } from '../rules/emailSuggestion';
import { signupAllowed } from '../rules/signupAllowed';
import { firstStepWithError, signupFormErrors, signupStepErrors } from '../rules/signupStepErrors';
import { clearSignupDraft, readSignupDraft, writeSignupDraft, type SignupDraft } from '../storage/signupDraft';
import { storedTracking } from '../storage/tracking';

type FlowProps = Pick<
  SignupScreenProps,
  | 'step'
  | 'onStepChange'
  | 'values'
  | 'onChange'
  | 'onSubmit'
  | 'errors'
  | 'formError'
  | 'submitting'
  | 'emailSuggestion'
  | 'onAcceptSuggestion'
  | 'deletedAccountOffer'
  | 'closedReason'
  | 'signupCredits'
  | 'messageMaxLength'
>;

export interface SignupFlow extends FlowProps {
  /** The account was created: the container leaves the form (and must not treat the new session as "already logged in"). */
  completed: boolean;
}

function isClosedReason(value: unknown): value is SignupClosedReason {
  return (SIGNUP_CLOSED_REASONS as readonly unknown[]).includes(value);
}

/**
 * The signup steps of SPEC §2–§5, shared by the desktop modal and the smartphone page: the draft in sessionStorage,
 * the contract's rules per step, the request with the first visit's tracking, and the server's answers.
 */
export function useSignupFlow({ targetProfileId, onSignedUp }: { targetProfileId?: number; onSignedUp: (user: User) => void }): SignupFlow {
  const { t } = useTranslation();
  const settings = useSettings();
  const pricing = usePricing();
  const { setAccount } = useViewer();
  const [draft, setDraft] = useState<SignupDraft>(readSignupDraft);
  const [errorCodes, setErrorCodes] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [completed, setCompleted] = useState(false);
  const [serverClosed, setServerClosed] = useState<SignupClosedReason>();
  const [reactivation, setReactivation] = useState<'offered' | 'sending' | 'sent' | null>(null);
  const commonPasswords = useCommonPasswords();
  const running = useRef(false);
  const tracking = useMemo(() => storedTracking(), []);
  const { step, values } = draft;

  const update = useCallback((next: SignupDraft) => {
    setDraft(next);
    writeSignupDraft(next);
  }, []);

  const onChange = useCallback(
    <F extends keyof SignupValues>(field: F, value: SignupValues[F]) => {
      setDraft((current) => {
        const next = { ...current, values: { ...current.values, [field]: value } };
        writeSignupDraft(next);
        return next;
      });
      setErrorCodes(({ [field]: _cleared, ...rest }) => rest);
      if (field === 'email') setReactivation(null);
    },
    [],
  );

  const onStepChange = useCallback(
    (target: SignupStep) => {
      const forward = SIGNUP_STEPS.indexOf(target) > SIGNUP_STEPS.indexOf(step);
      if (forward) {
        const fields = signupStepErrors(step, values, new Date(), commonPasswords);
        if (Object.keys(fields).length > 0) {
          setErrorCodes((current) => ({ ...current, ...fields }));
          return;
        }
      }
      setFormError(undefined);
      update({ step: target, values });
    },
    [step, values, update, commonPasswords],
  );

  const onSubmit = useCallback(() => {
    if (running.current) return;
    const fields = signupFormErrors(values, new Date(), commonPasswords);
    if (Object.keys(fields).length > 0) {
      setErrorCodes(fields);
      update({ step: firstStepWithError(fields) ?? step, values });
      return;
    }
    running.current = true;
    setSubmitting(true);
    setFormError(undefined);
    const message = values.signup_message.trim();
    apiFetch(ENDPOINTS.signup.path, {
      method: 'POST',
      body: {
        email: values.email,
        name: values.name,
        password: values.password,
        date_of_birth: values.date_of_birth,
        ...(message ? { signup_message: message } : {}),
        ...(targetProfileId ? { target_profile_id: targetProfileId } : {}),
        ...(tracking ? { tracking } : {}),
      },
      schema: ENDPOINTS.signup.response,
    })
      .then(async ({ user }) => {
        clearSignupDraft();
        setCompleted(true);
        await setAccount(user);
        onSignedUp(user);
      })
      .catch((error: unknown) => {
        setSubmitting(false);
        if (!isApiError(error)) {
          setFormError(apiErrorMessage(t, error));
          return;
        }
        const params = error.body?.params;
        if (error.code === 'signup_closed') {
          setServerClosed(isClosedReason(params?.reason) ? params.reason : 'closed');
          return;
        }
        if (error.code === 'signup_email_deleted') {
          setReactivation('offered');
          update({ step: 'email', values });
          return;
        }
        const serverFields = error.body?.fields ?? {};
        const target = firstStepWithError(serverFields);
        if (target) {
          setErrorCodes(serverFields);
          update({ step: target, values });
        } else {
          setFormError(apiErrorMessage(t, error));
        }
      })
      .finally(() => {
        running.current = false;
      });
  }, [values, step, update, targetProfileId, tracking, setAccount, onSignedUp, t, commonPasswords]);

  const sendReactivation = useCallback(() => {
    setReactivation('sending');
    apiFetch(ENDPOINTS.reactivationMail.path, { method: 'POST', body: { email: values.email } }).then(
      () => setReactivation('sent'),
      (error: unknown) => {
        setReactivation('offered');
        setFormError(apiErrorMessage(t, error));
      },
    );
  }, [values.email, t]);

  const suggestion = step === 'email' ? emailSuggestion(values.email) : null;
  const closedReason = serverClosed ?? signupAllowed(settings, tracking) ?? undefined;

  return {
    step,
    onStepChange,
    values,
    onChange,
    onSubmit,
    errors: fieldMessages(t, errorCodes),
    formError,
    submitting,
    completed,
    emailSuggestion: suggestion ?? undefined,
    onAcceptSuggestion: suggestion ? () => onChange('email', suggestion) : undefined,
    deletedAccountOffer: reactivation
      ? { onSendReactivation: sendReactivation, sent: reactivation === 'sent', sending: reactivation === 'sending' }
      : undefined,
    closedReason,
    // What signup really grants (at least one message's price in every country of the site), from /pricing.
    signupCredits: pricing.data?.signup_credits,
    messageMaxLength: settings.message_length,
  };
}
