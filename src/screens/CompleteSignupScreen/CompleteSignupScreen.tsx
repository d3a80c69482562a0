import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from '../../../contract/accounts';
import { Alert } from '../../components/Alert';
import { AuthPanel } from '../../components/AuthPanel';
import { Button } from '../../components/Button';
import { RadioGroup } from '../../components/RadioGroup';
import { SelectField } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import { Fields, Form, LocationRow } from './CompleteSignupScreen.styles';

export interface CompleteSignupValues {
  gender: Gender | '';
  seeking: Gender | '';
  /** ISO 3166-1 alpha-2. */
  country: string;
  region: string;
}
export type CompleteSignupField = keyof CompleteSignupValues;

export interface PlaceOption {
  value: string;
  /** A country's name in the current language, or a region's own name. */
  label: string;
}

export interface CompleteSignupScreenProps {
  values: CompleteSignupValues;
  onChange: <F extends CompleteSignupField>(field: F, value: CompleteSignupValues[F]) => void;
  onSubmit: () => void;
  submitting?: boolean;
  /** Field errors, already translated. */
  errors?: Partial<Record<CompleteSignupField, string>>;
  /** A failure for the whole form, already translated. */
  error?: string;
  /** The site's countries (settings.countries), named in the current language. */
  countryOptions: readonly PlaceOption[];
  /** The chosen country's regions; the field is left out when the country has none. */
  regionOptions: readonly PlaceOption[];
  /** Countries or regions are still loading. */
  loading?: boolean;
  /** The member's profile name, for the greeting. */
  name?: string;
  brand?: ReactNode;
}

/** `/complete-signup`: gender, who they are looking for, country and region, right after signing up. */
export function CompleteSignupScreen({
  values,
  onChange,
  onSubmit,
  submitting = false,
  errors = {},
  error,
  countryOptions,
  regionOptions,
  loading = false,
  name,
  brand,
}: CompleteSignupScreenProps) {
  const { t } = useTranslation('auth');
  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`complete.gender.${gender}`) }));
  const seekingOptions = GENDERS.map((gender) => ({ value: gender, label: t(`complete.seeking_option.${gender}`) }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <AuthPanel
      title={name ? t('complete.title_name', { name }) : t('complete.title')}
      description={t('complete.description')}
      width="md"
      brand={brand}
      busy={submitting || loading}
    >
      <Form onSubmit={handleSubmit} noValidate aria-label={t('complete.form_label')}>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Fields disabled={submitting}>
          <RadioGroup
            legend={t('complete.gender_legend')}
            name="gender"
            variant="cards"
            columns={4}
            required
            options={genderOptions}
            value={values.gender}
            onChange={(value) => onChange('gender', value as Gender)}
            error={errors.gender}
          />
          <RadioGroup
            legend={t('complete.seeking_legend')}
            name="seeking"
            variant="cards"
            columns={4}
            required
            options={seekingOptions}
            value={values.seeking}
            onChange={(value) => onChange('seeking', value as Gender)}
            error={errors.seeking}
          />
          <LocationRow>
            {loading ? (
              <>
                <Skeleton height="4.5rem" />
                <Skeleton height="4.5rem" />
              </>
            ) : (
              <>
                <SelectField
                  label={t('complete.country')}
                  name="country"
                  autoComplete="country"
                  required
                  placeholder
                  options={countryOptions}
                  value={values.country}
                  onChange={(value) => onChange('country', value)}
                  error={errors.country}
                />
                {regionOptions.length > 0 ? (
                  <SelectField
                    label={t('complete.region')}
                    name="region"
                    autoComplete="address-level1"
                    placeholder
                    options={regionOptions}
                    value={values.region}
                    onChange={(value) => onChange('region', value)}
                    hint={t('complete.region_hint')}
                    error={errors.region}
                  />
                ) : null}
              </>
            )}
          </LocationRow>
        </Fields>
        <Button type="submit" size="lg" fullWidth loading={submitting} disabled={loading}>
          {t('complete.submit')}
        </Button>
      </Form>
    </AuthPanel>
  );
}
