import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { emailError, newPasswordFieldErrors } from '../../contract/accounts';
import { ENDPOINTS } from '../../contract/api';
import { pathFor } from '../../contract/routes';
import {
  AccountSettingsScreen,
  type AccountSettingsScreenProps,
  type ChangeEmailValues,
  type ChangePasswordValues,
} from '../../src/screens/AccountSettingsScreen/AccountSettingsScreen';
import { DeleteAccountScreen, type DeleteAccountScreenProps } from '../../src/screens/DeleteAccountScreen';
import { useCommonPasswords } from '../accounts/useCommonPasswords';
import { apiFetch, isApiError } from '../api/client';
import { claimRetentionDiscount } from '../data/payments';
import { useCompanyInfo, useSettings } from '../data/site';
import { replaceSession, useViewer } from '../data/viewer';
import { useLanguage } from '../hooks/useLanguage';
import { apiErrorMessage, apiFieldMessages, fieldMessages } from '../i18n/apiErrorMessages';
import { withCodePath } from '../rules/checkoutLinks';
import { emailSuggestion } from '../rules/emailSuggestion';

/** `?delete=1`: the delete-account flow of SPEC §2 inside the settings route. */
const DELETE_PARAM = 'delete';

function DeleteAccount() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const settings = useSettings();
  const { company } = useCompanyInfo();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const [claiming, setClaiming] = useState(false);
  const [discountError, setDiscountError] = useState<string>();

  // "Stay with X% off": the member's personal code, then the credits page with it applied (shown again at checkout).
  const onClaimDiscount = () => {
    if (claiming) return;
    setClaiming(true);
    setDiscountError(undefined);
    claimRetentionDiscount().then(
      async ({ discount_code }) => {
        await navigate(withCodePath(pathFor('credits'), discount_code.code));
      },
      (failure: unknown) => {
        setClaiming(false);
        setDiscountError(apiErrorMessage(t, failure));
      },
    );
  };

  const onSubmit: DeleteAccountScreenProps['onSubmit'] = (values) => {
    setSubmitting(true);
    setError(undefined);
    setPasswordError(undefined);
    const comment = values.comment.trim();
    apiFetch(ENDPOINTS.accountDelete.path, {
      method: 'POST',
      body: { password: values.password, reason: values.reason, ...(comment ? { comment } : {}) },
    }).then(
      async () => {
        await replaceSession(mutate, null);
        await navigate(pathFor('account-deleted'), { replace: true });
      },
      (failure: unknown) => {
        setSubmitting(false);
        const fields = apiFieldMessages<'password'>(t, failure);
        if (fields.password) setPasswordError(fields.password);
        else setError(apiErrorMessage(t, failure));
      },
    );
  };

  const discount = company?.delete_discount ?? 0;
  return (
    <DeleteAccountScreen
      onSubmit={onSubmit}
      submitting={submitting}
      error={error}
      passwordError={passwordError}
      profileSettingsHref={pathFor('profile')}
      notificationsHref={pathFor('notifications')}
      discountPercent={discount > 0 ? discount : undefined}
      onClaimDiscount={discount > 0 ? onClaimDiscount : undefined}
      discountClaiming={claiming}
      discountError={discountError}
      supportEmail={settings.support_email}
      cancelHref={pathFor('settings')}
    />
  );
}

type EmailSection = NonNullable<AccountSettingsScreenProps['emailSection']>;
type PasswordSection = NonNullable<AccountSettingsScreenProps['passwordSection']>;
type LanguageSection = NonNullable<AccountSettingsScreenProps['languageSection']>;

function AccountSettings() {
  const { t } = useTranslation();
  const { account, status } = useViewer();
  const { language, changeLanguage } = useLanguage();
  const [languageSection, setLanguageSection] = useState<LanguageSection>({});
  const [emailSection, setEmailSection] = useState<EmailSection>({});
  const [passwordSection, setPasswordSection] = useState<PasswordSection>({});
  const commonPasswords = useCommonPasswords();
  const [newEmail, setNewEmail] = useState('');
  const newEmailSuggestion = emailSuggestion(newEmail);

  const onSaveLanguage: AccountSettingsScreenProps['onSaveLanguage'] = (next) => {
    setLanguageSection({ status: 'submitting' });
    changeLanguage(next).then(
      () => setLanguageSection({ status: 'saved' }),
      (failure: unknown) => setLanguageSection({ status: 'idle', error: apiErrorMessage(t, failure) }),
    );
  };

  const onChangeEmail = (values: ChangeEmailValues) => {
    const invalid = emailError(values.new_email, 'new_email_invalid');
    if (invalid || values.password === '') {
      setEmailSection({
        errors: {
          ...fieldMessages<keyof ChangeEmailValues>(t, invalid ? { new_email: invalid } : {}),
          ...(values.password === '' ? { password: t('validation:required') } : {}),
        },
      });
      return;
    }
    setEmailSection({ status: 'submitting' });
    apiFetch(ENDPOINTS.mailChange.path, { method: 'POST', body: { new_email: values.new_email.trim(), password: values.password } }).then(
      () => {
        setEmailSection({ status: 'saved', sentTo: values.new_email.trim() });
        setNewEmail(''); // the screen clears the field once saved
      },
      (failure: unknown) => {
        const errors = apiFieldMessages<keyof ChangeEmailValues>(t, failure);
        const hasFields = isApiError(failure) && Boolean(failure.body?.fields);
        setEmailSection({ status: 'idle', errors, error: hasFields ? undefined : apiErrorMessage(t, failure) });
      },
    );
  };

  const onChangePassword = (values: ChangePasswordValues) => {
    const invalid = newPasswordFieldErrors(values, commonPasswords);
    const errors = {
      ...fieldMessages<keyof ChangePasswordValues>(t, invalid),
      ...(values.current_password === '' ? { current_password: t('validation:required') } : {}),
    };
    if (Object.keys(errors).length > 0) {
      setPasswordSection({ errors });
      return;
    }
    setPasswordSection({ status: 'submitting' });
    apiFetch(ENDPOINTS.passwordChange.path, { method: 'POST', body: values }).then(
      () => setPasswordSection({ status: 'saved' }),
      (failure: unknown) => {
        const fieldErrors = apiFieldMessages<keyof ChangePasswordValues>(t, failure);
        const hasFields = isApiError(failure) && Boolean(failure.body?.fields);
        setPasswordSection({ status: 'idle', errors: fieldErrors, error: hasFields ? undefined : apiErrorMessage(t, failure) });
      },
    );
  };

  return (
    <AccountSettingsScreen
      email={account?.email ?? ''}
      language={language}
      onSaveLanguage={onSaveLanguage}
      onNewEmailInput={setNewEmail}
      newEmailSuggestion={newEmailSuggestion ?? undefined}
      languageSection={languageSection}
      onChangeEmail={onChangeEmail}
      emailSection={emailSection}
      onChangePassword={onChangePassword}
      passwordSection={passwordSection}
      notificationsHref={pathFor('notifications')}
      deleteAccountHref={`${pathFor('settings')}?${DELETE_PARAM}=1`}
      loading={status === 'loading'}
    />
  );
}

/** Route `settings` (SPEC §2, §4): language, email and password; `?delete=1` is the delete-account flow. */
export function Component() {
  const [params] = useSearchParams();
  return params.get(DELETE_PARAM) === '1' ? <DeleteAccount /> : <AccountSettings />;
}
