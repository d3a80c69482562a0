import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETE_COMMENT_MAX_LENGTH, DELETE_REASONS, type DeleteReason } from '../../../contract/accounts';
import { DELETE_GRACE_DAYS } from '../../../contract/constants';
import { Alert } from '../../components/Alert';
import { AuthPanel } from '../../components/AuthPanel';
import { Button } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { RadioGroup } from '../../components/RadioGroup';
import { SignupSteps } from '../../components/SignupSteps';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import {
  Actions,
  Consequences,
  Fields,
  Form,
  Solution,
  SolutionIcon,
  SolutionList,
  SolutionText,
  SolutionTitle,
  StepHeading,
} from './DeleteAccountScreen.styles';

export const DELETE_ACCOUNT_STEPS = ['solutions', 'reasons', 'confirm'] as const;
export type DeleteAccountStep = (typeof DELETE_ACCOUNT_STEPS)[number];

export interface DeleteAccountValues {
  reason: DeleteReason;
  comment: string;
  /** The current password, to confirm. */
  password: string;
}

export interface DeleteAccountScreenProps {
  onSubmit: (values: DeleteAccountValues) => void;
  submitting?: boolean;
  /** A failure, already translated. */
  error?: string;
  /** The password field's message, already translated (a wrong password). */
  passwordError?: string;
  /** Where the flow starts; the solutions first, as SPEC §2 says. */
  initialStep?: DeleteAccountStep;
  onStepChange?: (step: DeleteAccountStep) => void;
  /** Profile settings, where invisible mode is switched on (a break instead of leaving). */
  profileSettingsHref: string;
  notificationsHref: string;
  /** The company's delete discount (company info `delete_discount`); offered when above zero. */
  discountPercent?: number;
  /** Claims the member's personal retention code (once per member); the container then opens the credits page with it. */
  onClaimDiscount?: () => void;
  discountClaiming?: boolean;
  /** The claim was refused (already claimed …), translated. */
  discountError?: string;
  supportEmail: string;
  /** "Keep my account": back to the settings. */
  cancelHref: string;
}

const PASSWORD_FIELD = 'delete-password';

/**
 * SPEC §2 delete-account flow: first solutions that may make leaving unnecessary (a break, fewer notifications, a
 * discount, support), then the reason, then the confirmation with the password.
 */
export function DeleteAccountScreen({
  onSubmit,
  submitting = false,
  error,
  passwordError,
  initialStep = 'solutions',
  onStepChange,
  profileSettingsHref,
  notificationsHref,
  discountPercent = 0,
  onClaimDiscount,
  discountClaiming = false,
  discountError,
  supportEmail,
  cancelHref,
}: DeleteAccountScreenProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<DeleteAccountStep>(initialStep);
  const [reason, setReason] = useState<DeleteReason | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const index = DELETE_ACCOUNT_STEPS.indexOf(step);

  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: DeleteAccountStep) => {
    setStep(next);
    onStepChange?.(next);
  };

  const solutions: Array<{ key: string; icon: IconName; href?: string; onClick?: () => void; title: string; text: string; action: string }> = [
    {
      key: 'break',
      icon: 'user',
      href: profileSettingsHref,
      title: t('delete.solution_break_title'),
      text: t('delete.solution_break_text'),
      action: t('delete.solution_break_action'),
    },
    {
      key: 'notifications',
      icon: 'bell',
      href: notificationsHref,
      title: t('delete.solution_notifications_title'),
      text: t('delete.solution_notifications_text'),
      action: t('delete.solution_notifications_action'),
    },
    ...(discountPercent > 0 && onClaimDiscount
      ? [
          {
            key: 'discount',
            icon: 'gift' as const,
            onClick: onClaimDiscount,
            title: t('delete.solution_discount_title', { percent: discountPercent }),
            text: t('delete.solution_discount_text', { percent: discountPercent }),
            action: t('delete.solution_discount_action'),
          },
        ]
      : []),
    {
      key: 'support',
      icon: 'chat',
      href: `mailto:${supportEmail}`,
      title: t('delete.solution_support_title'),
      text: t('delete.solution_support_text', { email: supportEmail }),
      action: t('delete.solution_support_action'),
    },
  ];

  const submitReasons = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(t('delete.reason_required'));
      return;
    }
    goTo('confirm');
  };
  const submitConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !reason) return;
    onSubmit({ reason, comment: comment.trim(), password });
  };

  const heading = (
    <StepHeading id={headingId} ref={headingRef} tabIndex={-1}>
      {t(`delete.${step}_heading`)}
    </StepHeading>
  );

  return (
    <AuthPanel title={t('delete.title')} width="md" busy={submitting} data-delete-step={step}>
      <SignupSteps current={index + 1} total={DELETE_ACCOUNT_STEPS.length} label={t(`delete.steps.${step}`)} />
      {step === 'solutions' ? (
        <>
          {heading}
          <SolutionList aria-labelledby={headingId}>
            {solutions.map((solution) => (
              <Solution key={solution.key} data-solution={solution.key}>
                <SolutionIcon aria-hidden="true">
                  <Icon name={solution.icon} />
                </SolutionIcon>
                <SolutionText>
                  <SolutionTitle>{solution.title}</SolutionTitle>
                  <p>{solution.text}</p>
                  {solution.onClick ? (
                    <Button variant="link" size="sm" onClick={solution.onClick} loading={discountClaiming}>
                      {solution.action}
                    </Button>
                  ) : (
                    <Button href={solution.href} variant="link" size="sm">
                      {solution.action}
                    </Button>
                  )}
                  {solution.key === 'discount' && discountError ? (
                    <Alert tone="danger">{discountError}</Alert>
                  ) : null}
                </SolutionText>
              </Solution>
            ))}
          </SolutionList>
          <Actions>
            <Button href={cancelHref} size="lg" data-primary-action="">
              {t('delete.keep_account')}
            </Button>
            <Button variant="ghost" size="lg" onClick={() => goTo('reasons')}>
              {t('delete.continue_anyway')}
            </Button>
          </Actions>
        </>
      ) : null}

      {step === 'reasons' ? (
        <Form onSubmit={submitReasons} noValidate aria-labelledby={headingId}>
          {heading}
          <RadioGroup
            legend={t('delete.reason_legend')}
            name="reason"
            required
            options={DELETE_REASONS.map((value) => ({ value, label: t(`delete.reason.${value}`) }))}
            value={reason}
            onChange={(value) => {
              setReason(value as DeleteReason);
              setReasonError(undefined);
            }}
            error={reasonError}
          />
          <TextAreaField
            label={t('delete.comment_label')}
            name="comment"
            optional
            rows={3}
            maxLength={DELETE_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={setComment}
            hint={t('delete.comment_hint')}
          />
          <Actions>
            <Button variant="ghost" size="lg" onClick={() => goTo('solutions')} iconStart={<Icon name="chevronLeft" />}>
              {t('delete.back')}
            </Button>
            <Button type="submit" size="lg" data-primary-action="">
              {t('delete.continue')}
            </Button>
          </Actions>
        </Form>
      ) : null}

      {step === 'confirm' ? (
        <Form onSubmit={submitConfirm} noValidate aria-labelledby={headingId}>
          {heading}
          <Consequences>
            <li>{t('delete.consequence_hidden')}</li>
            <li>{t('delete.consequence_logout')}</li>
            <li>{t('delete.consequence_reactivate', { count: DELETE_GRACE_DAYS })}</li>
            <li>{t('delete.consequence_erased', { count: DELETE_GRACE_DAYS })}</li>
          </Consequences>
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <Fields disabled={submitting}>
            <TextField
              id={PASSWORD_FIELD}
              label={t('delete.password_label')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
              error={passwordError}
            />
          </Fields>
          <Actions>
            <Button
              variant="ghost"
              size="lg"
              onClick={() => goTo('reasons')}
              disabled={submitting}
              iconStart={<Icon name="chevronLeft" />}
            >
              {t('delete.back')}
            </Button>
            <Button type="submit" variant="danger" size="lg" loading={submitting} data-primary-action="">
              {t('delete.submit')}
            </Button>
          </Actions>
        </Form>
      ) : null}
    </AuthPanel>
  );
}
