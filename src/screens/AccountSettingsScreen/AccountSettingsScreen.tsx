import { useId, useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../contract/accounts';
import { DELETE_GRACE_DAYS } from '../../../contract/constants';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../../locales/languages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { SelectField } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  CurrentEmail,
  Fields,
  Header,
  Lead,
  ScreenRoot,
  Section,
  SectionActions,
  SectionBody,
  SectionHead,
  SectionIcon,
  SectionText,
  SectionTitle,
  Sections,
  StatusSlot,
  SuggestionLine,
  Title,
} from './AccountSettingsScreen.styles';

export type SettingsSectionStatus = 'idle' | 'submitting' | 'saved';

/** One section's request state, kept by the container; messages already translated. */
export interface SettingsSectionState<Field extends string = never> {
  status?: SettingsSectionStatus;
  /** A failure for the section as a whole. */
  error?: string;
  errors?: Partial<Record<Field, string>>;
}

export interface ChangeEmailValues {
  new_email: string;
  /** The current password (SEC-10: re-authentication before changing the address). */
  password: string;
}

export interface ChangePasswordValues {
  current_password: string;
  password: string;
  password_confirm: string;
}

export interface AccountSettingsScreenProps {
  /** The account's current address. */
  email: string;
  language: Language;
  onSaveLanguage: (language: Language) => void;
  languageSection?: SettingsSectionState;
  onChangeEmail: (values: ChangeEmailValues) => void;
  /** The new address as it is typed, so the container can offer a "did you mean" (SPEC §5). */
  onNewEmailInput?: (value: string) => void;
  /** A likely correction of the typed address (gmial.com → gmail.com); accepting it puts it in the field. */
  newEmailSuggestion?: string;
  /** `sentTo`: where the confirmation link went, once saved. SPEC §5 errors arrive in `errors.new_email`. */
  emailSection?: SettingsSectionState<keyof ChangeEmailValues> & { sentTo?: string };
  onChangePassword: (values: ChangePasswordValues) => void;
  passwordSection?: SettingsSectionState<keyof ChangePasswordValues>;
  notificationsHref: string;
  deleteAccountHref: string;
  /** The account is still loading. */
  loading?: boolean;
}

const EMPTY_EMAIL: ChangeEmailValues = { new_email: '', password: '' };
const EMPTY_PASSWORD: ChangePasswordValues = { current_password: '', password: '', password_confirm: '' };

/**
 * A section's form values, cleared as soon as the section reports `saved`, so passwords never linger in the page.
 * Adjusted during render (not in an effect), so the cleared form is what is painted.
 */
function useFormClearedOnSaved<T>(status: SettingsSectionStatus | undefined, empty: T): [T, Dispatch<SetStateAction<T>>] {
  const [values, setValues] = useState<T>(empty);
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === 'saved') setValues(empty);
  }
  return [values, setValues];
}

function SettingsSection({
  icon,
  title,
  description,
  tone = 'default',
  children,
}: {
  icon: IconName;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} $tone={tone}>
      <SectionHead>
        <SectionIcon $tone={tone} aria-hidden="true">
          <Icon name={icon} />
        </SectionIcon>
        <SectionText>
          <SectionTitle id={titleId}>{title}</SectionTitle>
          {description ? <p>{description}</p> : null}
        </SectionText>
      </SectionHead>
      <SectionBody>{children}</SectionBody>
    </Section>
  );
}

function SavedStatus({ saved, children }: { saved: boolean; children: ReactNode }) {
  // Rendered empty beforehand, so the message is announced when it appears.
  return <StatusSlot role="status">{saved ? <Alert tone="success" role="none">{children}</Alert> : null}</StatusSlot>;
}

/** `/settings`: language, email address, password, a link to notification settings, and the way to delete the account. */
export function AccountSettingsScreen({
  email,
  language,
  onSaveLanguage,
  languageSection = {},
  onChangeEmail,
  onNewEmailInput,
  newEmailSuggestion,
  emailSection = {},
  onChangePassword,
  passwordSection = {},
  notificationsHref,
  deleteAccountHref,
  loading = false,
}: AccountSettingsScreenProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const [chosenLanguage, setChosenLanguage] = useState<Language>(language);
  const [savedLanguage, setSavedLanguage] = useState<Language>(language);
  if (language !== savedLanguage) {
    // The account's language changed (saved here or elsewhere): the select follows it.
    setSavedLanguage(language);
    setChosenLanguage(language);
  }
  const [emailValues, setEmailValues] = useFormClearedOnSaved<ChangeEmailValues>(emailSection.status, EMPTY_EMAIL);
  const [passwordValues, setPasswordValues] = useFormClearedOnSaved<ChangePasswordValues>(passwordSection.status, EMPTY_PASSWORD);

  const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
  const emailBusy = emailSection.status === 'submitting';
  const passwordBusy = passwordSection.status === 'submitting';
  const languageBusy = languageSection.status === 'submitting';

  const submitLanguage = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!languageBusy) onSaveLanguage(chosenLanguage);
  };
  const submitEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!emailBusy) onChangeEmail({ ...emailValues, new_email: emailValues.new_email.trim() });
  };
  const setNewEmail = (value: string) => {
    setEmailValues((current) => ({ ...current, new_email: value }));
    onNewEmailInput?.(value);
  };
  const suggestion = newEmailSuggestion ? (
    <SuggestionLine>
      <span>
        <Trans
          t={t}
          i18nKey="settings.email.did_you_mean"
          values={{ suggestion: newEmailSuggestion }}
          components={{ address: <CurrentEmail /> }}
        />
      </span>
      <Button variant="link" size="sm" onClick={() => setNewEmail(newEmailSuggestion)}>
        {t('settings.email.use_suggestion')}
      </Button>
    </SuggestionLine>
  ) : undefined;
  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!passwordBusy) onChangePassword(passwordValues);
  };

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <Title id={titleId}>{t('settings.title')}</Title>
        <Lead>{t('settings.lead')}</Lead>
      </Header>
      {loading ? (
        <Sections data-loading="">
          <VisuallyHidden role="status">{t('settings.loading')}</VisuallyHidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="9rem" />
          ))}
        </Sections>
      ) : (
        <Sections>
          <SettingsSection icon="globe" title={t('settings.language.title')} description={t('settings.language.description')}>
            <form onSubmit={submitLanguage} noValidate aria-label={t('settings.language.title')}>
              <Fields disabled={languageBusy}>
                {languageSection.error ? <Alert tone="danger">{languageSection.error}</Alert> : null}
                <SelectField
                  label={t('settings.language.label')}
                  name="language"
                  options={languageOptions}
                  value={chosenLanguage}
                  onChange={(value) => {
                    if (isLanguage(value)) setChosenLanguage(value);
                  }}
                />
                <SectionActions>
                  <Button type="submit" loading={languageBusy}>
                    {t('settings.language.submit')}
                  </Button>
                </SectionActions>
              </Fields>
              <SavedStatus saved={languageSection.status === 'saved'}>{t('settings.language.saved')}</SavedStatus>
            </form>
          </SettingsSection>

          <SettingsSection
            icon="user"
            title={t('settings.email.title')}
            description={
              <Trans t={t} i18nKey="settings.email.current" values={{ email }} components={{ address: <CurrentEmail /> }} />
            }
          >
            <form onSubmit={submitEmail} noValidate aria-label={t('settings.email.title')}>
              <Fields disabled={emailBusy}>
                {emailSection.error ? <Alert tone="danger">{emailSection.error}</Alert> : null}
                <TextField
                  label={t('settings.email.new_email')}
                  type="email"
                  name="new_email"
                  autoComplete="email"
                  inputMode="email"
                  spellCheck={false}
                  required
                  value={emailValues.new_email}
                  onChange={setNewEmail}
                  error={emailSection.errors?.new_email}
                  suggestion={suggestion}
                />
                <TextField
                  label={t('settings.current_password')}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  required
                  value={emailValues.password}
                  onChange={(value) => setEmailValues((current) => ({ ...current, password: value }))}
                  hint={t('settings.email.password_hint')}
                  error={emailSection.errors?.password}
                />
                <SectionActions>
                  <Button type="submit" loading={emailBusy}>
                    {t('settings.email.submit')}
                  </Button>
                </SectionActions>
              </Fields>
              <SavedStatus saved={emailSection.status === 'saved'}>
                <Trans
                  t={t}
                  i18nKey="settings.email.saved"
                  values={{ email: emailSection.sentTo ?? '' }}
                  components={{ address: <CurrentEmail /> }}
                />
              </SavedStatus>
            </form>
          </SettingsSection>

          <SettingsSection icon="lock" title={t('settings.password.title')} description={t('settings.password.description')}>
            <form onSubmit={submitPassword} noValidate aria-label={t('settings.password.title')}>
              <Fields disabled={passwordBusy}>
                {passwordSection.error ? <Alert tone="danger">{passwordSection.error}</Alert> : null}
                <TextField
                  label={t('settings.current_password')}
                  type="password"
                  name="current_password"
                  autoComplete="current-password"
                  required
                  value={passwordValues.current_password}
                  onChange={(value) => setPasswordValues((current) => ({ ...current, current_password: value }))}
                  error={passwordSection.errors?.current_password}
                />
                <TextField
                  label={t('settings.password.new_password')}
                  type="password"
                  name="password"
                  autoComplete="new-password"
                  required
                  value={passwordValues.password}
                  onChange={(value) => setPasswordValues((current) => ({ ...current, password: value }))}
                  hint={t('settings.password.hint', { count: PASSWORD_MIN_LENGTH })}
                  error={passwordSection.errors?.password}
                />
                <TextField
                  label={t('settings.password.confirm_password')}
                  type="password"
                  name="password_confirm"
                  autoComplete="new-password"
                  required
                  value={passwordValues.password_confirm}
                  onChange={(value) => setPasswordValues((current) => ({ ...current, password_confirm: value }))}
                  error={passwordSection.errors?.password_confirm}
                />
                <SectionActions>
                  <Button type="submit" loading={passwordBusy}>
                    {t('settings.password.submit')}
                  </Button>
                </SectionActions>
              </Fields>
              <SavedStatus saved={passwordSection.status === 'saved'}>{t('settings.password.saved')}</SavedStatus>
            </form>
          </SettingsSection>

          <SettingsSection icon="bell" title={t('settings.notifications.title')} description={t('settings.notifications.description')}>
            <SectionActions>
              <Button href={notificationsHref} variant="outline" iconStart={<Icon name="bell" />}>
                {t('settings.notifications.action')}
              </Button>
            </SectionActions>
          </SettingsSection>

          <SettingsSection
            icon="danger"
            tone="danger"
            title={t('settings.delete.title')}
            description={t('settings.delete.description', { count: DELETE_GRACE_DAYS })}
          >
            <SectionActions>
              <Button href={deleteAccountHref} variant="danger">
                {t('settings.delete.action')}
              </Button>
            </SectionActions>
          </SettingsSection>
        </Sections>
      )}
    </ScreenRoot>
  );
}
