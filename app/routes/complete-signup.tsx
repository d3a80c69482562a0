import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { completeSignupRequestSchema } from '../../contract/accounts';
import { ENDPOINTS } from '../../contract/api';
import { pathFor } from '../../contract/routes';
import { SiteBrand } from '../../src/layout/SiteBrand';
import {
  CompleteSignupScreen,
  type CompleteSignupScreenProps,
  type CompleteSignupValues,
} from '../../src/screens/CompleteSignupScreen/CompleteSignupScreen';
import { apiFetch } from '../api/client';
import { sendFirstMessage } from '../data/signupMatches';
import { useRegions, useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { apiErrorMessage, apiFieldMessages } from '../i18n/apiErrorMessages';
import { completeSignupOffered } from '../rules/completeSignupOffered';

type Errors = NonNullable<CompleteSignupScreenProps['errors']>;

/**
 * Route `complete-signup` (SPEC §2): gender, seeking, country and region after signup, then the first matches. Once
 * saved, the message written in the signup's last step goes to the member signup started from, if any (through the
 * normal send path; when that is refused, /signup-matches offers it as a draft). Offered once: a member who completed
 * it is sent on to the members page.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  const { account, setAccount } = useViewer();
  const { regions, isLoading } = useRegions();
  const [values, setValues] = useState<CompleteSignupValues>(() => ({
    gender: '',
    seeking: '',
    country: account?.profile.country ?? settings.geoip_country ?? settings.countries[0] ?? '',
    region: '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return settings.countries.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [settings.countries, i18n.language]);
  const regionOptions = (regions?.[values.country] ?? []).map((region) => ({ value: region.id, label: region.name }));

  const onChange: CompleteSignupScreenProps['onChange'] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'country' ? { region: '' } : {}) }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = () => {
    const parsed = completeSignupRequestSchema.safeParse({ ...values, region: values.region || null });
    if (!parsed.success) {
      const missing: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string') missing[field as keyof Errors] = t('validation:required');
      }
      setErrors(missing);
      return;
    }
    setSubmitting(true);
    setSubmitted(true);
    setError(undefined);
    apiFetch(ENDPOINTS.completeSignup.path, { method: 'POST', body: parsed.data, schema: ENDPOINTS.completeSignup.response }).then(
      async ({ user }) => {
        // Refused (balance, limit, the member gone): it stays a draft, which the matches page offers to send.
        await sendFirstMessage().catch(() => undefined);
        await setAccount(user);
        await navigate(pathFor('signup-matches'));
      },
      (failure: unknown) => {
        setSubmitting(false);
        setSubmitted(false);
        setErrors(apiFieldMessages(t, failure));
        setError(apiErrorMessage(t, failure));
      },
    );
  };

  if (!completeSignupOffered(account, submitted)) return <Navigate to={pathFor('members')} replace />;

  return (
    <CompleteSignupScreen
      values={values}
      onChange={onChange}
      onSubmit={onSubmit}
      submitting={submitting}
      errors={errors}
      error={error}
      countryOptions={countryOptions}
      regionOptions={regionOptions}
      loading={isLoading}
      name={account?.profile.name}
      brand={<SiteBrand siteName={settings.name} homeHref={pathFor('index')} />}
    />
  );
}
