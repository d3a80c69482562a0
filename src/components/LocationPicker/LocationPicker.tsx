import { useTranslation } from 'react-i18next';
import type { Region } from '../../../contract/interests';
import { MEMBER_LIMITS } from '../../../contract/members';
import { GeolocationButton } from '../GeolocationButton';
import type { GeolocationButtonProps } from '../GeolocationButton/GeolocationButton';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { countryName } from './countryName';
import { Fields, Root } from './LocationPicker.styles';

/** Where a member lives, at city level (SEC-18: never coordinates). `region` is a region id of `/api/regions.php`. */
export interface LocationValue {
  country: string;
  region: string | null;
  city: string | null;
}

export interface LocationPickerProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** The site's countries (settings `countries`). */
  countries: readonly string[];
  /** Regions per country (`/api/regions.php`). */
  regions: Readonly<Record<string, readonly Region[]>>;
  /** The "use my location" button; left out, there is none. */
  geolocation?: Omit<GeolocationButtonProps, 'className'>;
  errors?: Partial<Record<keyof LocationValue, string>>;
  disabled?: boolean;
}

/** Country, region and city of the profile, plus a button that fills them in from the device's position. */
export function LocationPicker({ value, onChange, countries, regions, geolocation, errors = {}, disabled = false }: LocationPickerProps) {
  const { t, i18n } = useTranslation('profile');
  const regionOptions = regions[value.country] ?? [];
  // The stored country stays selectable even when the site no longer lists it.
  const countryCodes = value.country && !countries.includes(value.country) ? [value.country, ...countries] : countries;

  return (
    <Root>
      {geolocation ? <GeolocationButton {...geolocation} /> : null}
      <Fields>
        <SelectField
          label={t('location.country')}
          name="country"
          autoComplete="country"
          required
          disabled={disabled}
          value={value.country}
          placeholder
          options={countryCodes.map((code) => ({ value: code, label: countryName(code, i18n.language) ?? code }))}
          error={errors.country}
          onChange={(country) => onChange({ ...value, country, region: null })}
        />
        <SelectField
          label={t('location.region')}
          name="region"
          disabled={disabled || regionOptions.length === 0}
          value={value.region ?? ''}
          placeholder={t('location.no_region')}
          options={regionOptions.map((region) => ({ value: region.id, label: region.name }))}
          error={errors.region}
          onChange={(region) => onChange({ ...value, region: region || null })}
        />
        <TextField
          label={t('location.city')}
          name="city"
          autoComplete="address-level2"
          disabled={disabled}
          maxLength={MEMBER_LIMITS.cityMaxLength}
          value={value.city ?? ''}
          error={errors.city}
          onChange={(city) => onChange({ ...value, city: city === '' ? null : city })}
        />
      </Fields>
    </Root>
  );
}
