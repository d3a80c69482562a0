import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGE_MAX_LENGTH, type SignupClosedReason } from '../../../contract/accounts';
import { MIN_AGE } from '../../../contract/constants';
import { Alert } from '../../components/Alert';
import { AuthPanel } from '../../components/AuthPanel';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { SignupSteps } from '../../components/SignupSteps';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import {
  Actions,
  ClosedBody,
  Fields,
  Form,
  LoginLine,
  Perk,
  StepHeading,
  StepIntro,
  SuggestedAddress,
  SuggestionLine,
  TargetCard,
  TargetMeta,
  TargetName,
  TargetText,
} from './SignupScreen.styles';

/** SPEC §3 signup form, in the order the steps ask for it. */
export const SIGNUP_STEPS = ['email', 'name', 'password', 'date_of_birth', 'signup_message'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export interface SignupValues {
  email: string;
  name: string;
  password: string;
  /** ISO `YYYY-MM-DD`, as the date input gives it. */
  date_of_birth: string;
  signup_message: string;
  /** Terms and privacy consent. */
  accept_terms: boolean;
}
export type SignupField = keyof SignupValues;
/** Already translated messages per field (the container translates the contract's `validation:*` codes). */
export type SignupErrors = Partial<Record<SignupField, string>>;

/** The profile a visitor signs up to meet (`/members/{id}/signup`). */
export interface SignupTargetProfile {
  name: string;
  age: number;
  city?: string;
  photoUrl: string | null;
}

/** SPEC §8: the email belongs to a deleted account still inside its grace period; offer a reactivation link instead. */
export interface DeletedAccountOffer {
  onSendReactivation: () => void;
  sent: boolean;
  sending?: boolean;
}

export interface SignupScreenProps {
  /** `page`: the `/signup` page on a smartphone, with its own heading. `modal`: the content of `SignupModal`. */
  variant: 'modal' | 'page';
  step: SignupStep;
  /** Back and Next ask for a step; the container may refuse Next while the current step has errors. */
  onStepChange: (step: SignupStep) => void;
  /** The draft, kept by the container across steps and reloads. */
  values: SignupValues;
  onChange: <F extends SignupField>(field: F, value: SignupValues[F]) => void;
  /** Sent from the last step. */
  onSubmit: () => void;
  errors?: SignupErrors;
  /** A message for the whole form (rate limited, server error), already translated. */
  formError?: string;
  /** The signup request is running: fields and buttons wait (and the modal cannot be closed). */
  submitting?: boolean;
  /** An email "did you mean …?" correction, accepted with one click. */
  emailSuggestion?: string;
  onAcceptSuggestion?: () => void;
  deletedAccountOffer?: DeletedAccountOffer;
  /** SPEC §4: signups are closed on this site, or need a traffic source the visitor does not have. */
  closedReason?: SignupClosedReason;
  targetProfile?: SignupTargetProfile;
  termsHref: string;
  privacyHref: string;
  loginHref: string;
  /** The site's free credits for a new account (settings.signup_credits); a perk line when above zero. */
  signupCredits?: number;
  /** The longest signup message (settings.message_length); a live count shows when set. */
  messageMaxLength?: number;
  /** The site's logo above the card on the page variant (the signup page has no navigation). */
  brand?: ReactNode;
}

function TargetHeader({ profile }: { profile: SignupTargetProfile }) {
  const { t } = useTranslation('auth');
  return (
    <TargetCard data-target-profile="">
      <Avatar src={profile.photoUrl} name={profile.name} size="lg" />
      <TargetText>
        <TargetName>{profile.name}</TargetName>
        <TargetMeta>
          {profile.city
            ? t('signup.target.age_city', { count: profile.age, city: profile.city })
            : t('signup.target.age', { count: profile.age })}
        </TargetMeta>
        <span>{t('signup.target.invite', { name: profile.name })}</span>
      </TargetText>
    </TargetCard>
  );
}

function ClosedContent({ reason, loginHref }: { reason: SignupClosedReason; loginHref: string }) {
  const { t } = useTranslation('auth');
  return (
    <ClosedBody data-signup-closed={reason}>
      <p>{t(`signup.closed.${reason}`)}</p>
      <p>{t('signup.closed.members')}</p>
      <Button href={loginHref} variant="primary" fullWidth iconStart={<Icon name="user" />}>
        {t('signup.login_action')}
      </Button>
    </ClosedBody>
  );
}

/**
 * SPEC §2/§3 signup: email → name → password → date of birth → signup message, one question per step, with
 * progress, back/next, field errors, an email correction offer, a reactivation offer for a recently deleted
 * account, and a closed state (SPEC §4). Controlled: the container keeps the draft and the step.
 */
export function SignupScreen({
  variant,
  step,
  onStepChange,
  values,
  onChange,
  onSubmit,
  errors = {},
  formError,
  submitting = false,
  emailSuggestion,
  onAcceptSuggestion,
  deletedAccountOffer,
  closedReason,
  targetProfile,
  termsHref,
  privacyHref,
  loginHref,
  signupCredits,
  messageMaxLength,
  brand,
}: SignupScreenProps) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = Math.max(0, SIGNUP_STEPS.indexOf(step));
  const last = index === SIGNUP_STEPS.length - 1;
  const inModal = variant === 'modal';

  // A new step moves focus to its question, so a screen reader hears where it is; not on first render.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const loginLine = (
    <LoginLine>
      <Trans t={t} i18nKey="signup.have_account" components={{ login: <Link href={loginHref} /> }} />
    </LoginLine>
  );

  if (closedReason) {
    const closed = <ClosedContent reason={closedReason} loginHref={loginHref} />;
    if (inModal) return closed;
    return (
      <AuthPanel title={t('signup.closed.title')} icon="lock" tone="info" width="md" brand={brand}>
        {closed}
      </AuthPanel>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (last) onSubmit();
    else onStepChange(SIGNUP_STEPS[index + 1] ?? step);
  };
  const goBack = () => {
    const previous = SIGNUP_STEPS[index - 1];
    if (previous) onStepChange(previous);
  };

  const suggestion =
    emailSuggestion && step === 'email' ? (
      <SuggestionLine>
        <span>
          <Trans
            t={t}
            i18nKey="signup.email.did_you_mean"
            values={{ suggestion: emailSuggestion }}
            components={{ address: <SuggestedAddress /> }}
          />
        </span>
        <Button variant="link" size="sm" onClick={onAcceptSuggestion}>
          {t('signup.email.use_suggestion')}
        </Button>
      </SuggestionLine>
    ) : undefined;

  const fields = (() => {
    switch (step) {
      case 'email':
        return (
          <>
            <TextField
              label={t('signup.email.label')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              value={values.email}
              onChange={(value) => onChange('email', value)}
              hint={t('signup.email.hint')}
              error={errors.email}
              suggestion={suggestion}
            />
            {deletedAccountOffer ? (
              deletedAccountOffer.sent ? (
                <Alert tone="success" title={t('signup.deleted.sent_title')}>
                  <p>{t('signup.deleted.sent_body', { email: values.email })}</p>
                </Alert>
              ) : (
                <Alert
                  tone="info"
                  title={t('signup.deleted.title')}
                  action={
                    <Button
                      variant="primary"
                      size="sm"
                      loading={deletedAccountOffer.sending}
                      iconStart={<Icon name="send" />}
                      onClick={deletedAccountOffer.onSendReactivation}
                    >
                      {t('signup.deleted.action')}
                    </Button>
                  }
                >
                  <p>{t('signup.deleted.body')}</p>
                </Alert>
              )
            ) : null}
          </>
        );
      case 'name':
        return (
          <TextField
            label={t('signup.name.label')}
            name="name"
            autoComplete="nickname"
            autoCapitalize="words"
            required
            value={values.name}
            onChange={(value) => onChange('name', value)}
            hint={t('signup.name.hint')}
            error={errors.name}
          />
        );
      case 'password':
        return (
          <TextField
            label={t('signup.password.label')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(value) => onChange('password', value)}
            hint={t('signup.password.hint', { count: PASSWORD_MIN_LENGTH })}
            error={errors.password}
          />
        );
      case 'date_of_birth':
        return (
          <TextField
            label={t('signup.date_of_birth.label')}
            type="date"
            name="bday"
            autoComplete="bday"
            required
            value={values.date_of_birth}
            onChange={(value) => onChange('date_of_birth', value)}
            hint={t('signup.date_of_birth.hint', { minAge: MIN_AGE })}
            error={errors.date_of_birth}
          />
        );
      case 'signup_message':
        return (
          <>
            <TextAreaField
              label={targetProfile ? t('signup.signup_message.label_target', { name: targetProfile.name }) : t('signup.signup_message.label')}
              name="signup_message"
              optional
              rows={4}
              maxLength={Math.min(messageMaxLength ?? SIGNUP_MESSAGE_MAX_LENGTH, SIGNUP_MESSAGE_MAX_LENGTH)}
              showCount={messageMaxLength !== undefined}
              value={values.signup_message}
              onChange={(value) => onChange('signup_message', value)}
              hint={targetProfile ? t('signup.signup_message.hint_target', { name: targetProfile.name }) : t('signup.signup_message.hint')}
              error={errors.signup_message}
            />
            <CheckboxField
              name="accept_terms"
              required
              checked={values.accept_terms}
              onChange={(checked) => onChange('accept_terms', checked)}
              error={errors.accept_terms}
              label={
                <Trans
                  t={t}
                  i18nKey="signup.consent"
                  values={{ minAge: MIN_AGE }}
                  components={{
                    terms: <Link href={termsHref} target="_blank" />,
                    privacy: <Link href={privacyHref} target="_blank" />,
                  }}
                />
              }
            />
          </>
        );
    }
  })();

  const intro = step === 'signup_message' && targetProfile ? t('signup.signup_message.intro_target', { name: targetProfile.name }) : t(`signup.${step}.intro`);

  const form = (
    <Form onSubmit={handleSubmit} noValidate aria-labelledby={headingId} data-step={step}>
      <SignupSteps current={index + 1} total={SIGNUP_STEPS.length} label={t(`signup.steps.${step}`)} />
      <div>
        <StepHeading as={inModal ? 'h3' : 'h2'} id={headingId} ref={headingRef} tabIndex={-1}>
          {step === 'signup_message' && targetProfile
            ? t('signup.signup_message.question_target', { name: targetProfile.name })
            : t(`signup.${step}.question`)}
        </StepHeading>
        <StepIntro>{intro}</StepIntro>
      </div>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Fields disabled={submitting}>{fields}</Fields>
      <Actions>
        {index > 0 ? (
          <Button variant="ghost" size="lg" onClick={goBack} disabled={submitting} iconStart={<Icon name="chevronLeft" />}>
            {t('signup.back')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" loading={submitting} data-primary-action="">
          {last ? t('signup.submit') : t('signup.next')}
        </Button>
      </Actions>
    </Form>
  );

  const perk =
    signupCredits && signupCredits > 0 ? (
      <Perk>
        <Icon name="gift" />
        {t('signup.perk_credits', { count: signupCredits })}
      </Perk>
    ) : null;

  if (inModal) {
    return (
      <>
        {targetProfile ? <TargetHeader profile={targetProfile} /> : null}
        {index === 0 ? perk : null}
        {form}
        {loginLine}
      </>
    );
  }

  return (
    <AuthPanel
      title={t('signup.title')}
      description={index === 0 ? t('signup.description') : undefined}
      width="md"
      brand={brand}
      header={targetProfile ? <TargetHeader profile={targetProfile} /> : undefined}
      footer={loginLine}
      busy={submitting}
    >
      {index === 0 ? perk : null}
      {form}
    </AuthPanel>
  );
}
