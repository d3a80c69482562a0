import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { DirectDebitResponse } from '../../contract/credits';
import { pathFor } from '../../contract/routes';
import { DirectDebitScreen, type DirectDebitDetails, type DirectDebitStep } from '../../src/screens/DirectDebitScreen/DirectDebitScreen';
import { isApiError } from '../api/client';
import { confirmDirectDebit, newIdempotencyKey, startDirectDebit, useAttemptKey, usePackages } from '../data/payments';
import { useViewer } from '../data/viewer';
import { apiErrorMessage, fieldMessages } from '../i18n/apiErrorMessages';
import { checkoutDiscount, packagesForDiscount } from '../rules/checkoutDiscount';
import { PACKAGE_PARAM, packageIdParam, packagePath } from '../rules/checkoutLinks';
import { directDebitDetailErrors } from '../rules/directDebitDetails';
import { directDebitFailure } from '../rules/directDebitFailure';

type DetailErrors = { iban?: string; phone?: string };

/**
 * Route `directdebit` (SPEC §2, §8): a SEPA direct debit for `?package=…`. IBAN and phone are checked here first with
 * the server's libraries (app/rules/directDebitDetails.ts), then the server stores the pending debit and sends the
 * SDD code; the code step confirms it ('Code ongeldig' on a wrong code). Credits follow when the bank settles the
 * debit. Only the running time bonus applies to a direct debit (the server takes no code for it).
 */
export function Component() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const packageId = packageIdParam(params.get(PACKAGE_PARAM));
  const packages = usePackages();
  const attempt = useAttemptKey();
  const busy = useRef(false);
  const [step, setStep] = useState<DirectDebitStep>('details');
  const [details, setDetails] = useState<DirectDebitDetails | null>(null);
  const [started, setStarted] = useState<DirectDebitResponse | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<DetailErrors>({});
  const [error, setError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);

  const automatic = packages.data?.automatic_discount ?? null;
  const discount = checkoutDiscount({ typed: null, automatic, welcome: null, now: new Date() });
  const creditPackage = packagesForDiscount(packages.data?.packages ?? [], discount).find((item) => item.id === packageId) ?? null;
  if (packageId === null || (packages.data && !creditPackage)) return <Navigate to={pathFor('credits')} replace />;

  /** A refused request: back to the details, or the code again, as app/rules/directDebitFailure.ts sorts it. */
  const refused = (failure: unknown, during: 'details' | 'code') => {
    const outcome = directDebitFailure(isApiError(failure) ? failure.body : null);
    switch (outcome.kind) {
      case 'fields':
        setErrors(fieldMessages<keyof DetailErrors>(t, outcome.fields));
        break;
      case 'code':
        setCodeError(fieldMessages<'code'>(t, { code: outcome.field }).code);
        if (outcome.attemptsLeft !== null) setAttemptsLeft(outcome.attemptsLeft);
        break;
      case 'restart':
        attempt.renew();
        setStep('details');
        setStarted(null);
        setError(outcome.field ? fieldMessages<'code'>(t, { code: outcome.field }).code : apiErrorMessage(t, failure));
        break;
      case 'other_method':
        attempt.renew();
        setStep('details');
        setError(apiErrorMessage(t, failure));
        break;
      case 'retry':
        if (during === 'code') setCodeError(apiErrorMessage(t, failure));
        else setError(apiErrorMessage(t, failure));
        break;
    }
  };

  const send = (next: DirectDebitDetails, key: string) => {
    if (!creditPackage || busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(undefined);
    setErrors({});
    startDirectDebit({ iban: next.iban, phone: next.phone, package_id: creditPackage.id, idempotency_key: key })
      .then(
        (answer) => {
          setStarted(answer);
          setAttemptsLeft(answer.attempts_left);
          setCodeError(undefined);
          setStep('code');
        },
        (failure: unknown) => refused(failure, 'details'),
      )
      .finally(() => {
        busy.current = false;
        setSubmitting(false);
      });
  };

  const onSubmitDetails = (next: DirectDebitDetails) => {
    const invalid = directDebitDetailErrors(next);
    setErrors(fieldMessages<keyof DetailErrors>(t, invalid));
    if (Object.keys(invalid).length > 0) return;
    setDetails(next);
    send(next, attempt.key);
  };

  const onSubmitCode = (code: string) => {
    if (!started || busy.current) return;
    busy.current = true;
    setConfirming(true);
    setCodeError(undefined);
    confirmDirectDebit({ payment_id: started.payment.payment_id, code })
      .then(
        () => {
          setStep('success');
          void viewer.refresh();
        },
        (failure: unknown) => refused(failure, 'code'),
      )
      .finally(() => {
        busy.current = false;
        setConfirming(false);
      });
  };

  const restart = () => {
    attempt.renew();
    setStarted(null);
    setCodeError(undefined);
    setStep('details');
  };

  return (
    <DirectDebitScreen
      step={step}
      checkoutMode={packages.data?.checkout.mode ?? 'live'}
      creditPackage={creditPackage}
      activeDiscount={discount?.shown ?? null}
      defaultPhoneCountry={packages.data?.country}
      onSubmitDetails={onSubmitDetails}
      submitting={submitting || packages.isLoading}
      errors={errors}
      error={error ?? (packages.error ? apiErrorMessage(t, packages.error) : undefined)}
      otherMethodHref={packagePath(packageId, null)}
      ibanMasked={started?.iban_masked}
      phoneMasked={started?.phone_masked}
      codeLength={started?.code_length}
      attemptsLeft={attemptsLeft}
      devCode={started?.dev_code ?? null}
      onSubmitCode={onSubmitCode}
      confirming={confirming}
      codeError={codeError}
      // A new code is a new debit (the old one is never confirmed): the same details, a new attempt.
      onResendCode={details ? () => send(details, newIdempotencyKey()) : undefined}
      onChangeDetails={restart}
      continueHref={pathFor('members')}
      transactionsHref={started ? pathFor('transactions-id', { id: started.payment.payment_id }) : pathFor('transactions-id')}
    />
  );
}
