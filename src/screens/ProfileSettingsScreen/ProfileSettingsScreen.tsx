import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from '../../../contract/accounts';
import type { InterestKey, Region } from '../../../contract/interests';
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  MEMBER_LIMITS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type GeocodeLocation,
  type ProfileUpdateRequest,
  type ProfileView,
} from '../../../contract/members';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import type { GeolocationPermission, GeolocationStatus } from '../../components/GeolocationButton/GeolocationButton';
import { Icon, type IconName } from '../../components/Icon';
import { InterestChips } from '../../components/InterestChips';
import { LocationPicker } from '../../components/LocationPicker';
import { countryName } from '../../components/LocationPicker/countryName';
import type { LocationValue } from '../../components/LocationPicker/LocationPicker';
import { PhotoManager, type PhotoManagerProps } from '../../components/PhotoManager';
import { SelectField } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  FieldGrid,
  Fields,
  Header,
  HeaderRow,
  Lead,
  SaveBar,
  SaveMessage,
  ScreenRoot,
  Section,
  SectionBody,
  SectionHead,
  SectionIcon,
  SectionText,
  SectionTitle,
  Sections,
  Title,
} from './ProfileSettingsScreen.styles';

/** The profile form's values: what `PUT /api/profile.php` takes (without invisible mode, which applies at once). */
export interface ProfileFormValues {
  name: string;
  gender: Gender | null;
  seeking: Gender | null;
  sexuality: ProfileView['sexuality'];
  hair_color: ProfileView['hair_color'];
  eye_color: ProfileView['eye_color'];
  body_type: ProfileView['body_type'];
  relationship_status: ProfileView['relationship_status'];
  height_cm: number | null;
  about: string;
  interests: InterestKey[];
  country: string;
  region: string | null;
  city: string | null;
}

export type ProfileSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface ProfileSettingsScreenProps {
  /** The own profile (contract `ProfileView` with `own: true`); absent while loading. */
  profile?: ProfileView | null;
  loading?: boolean;
  /** Loading failed (already translated). */
  loadError?: string;
  onRetry?: () => void;
  /** The own profile as others see it (`/members/{id}`). */
  viewHref: string;
  /** The site's countries (settings `countries`). */
  countries: readonly string[];
  /** Regions per country (`/api/regions.php`). */
  regions: Readonly<Record<string, readonly Region[]>>;
  /** The interests on offer (settings `interests`, or all of them). */
  interestOptions: readonly InterestKey[];
  onSave: (values: ProfileUpdateRequest) => void;
  saveStatus?: ProfileSaveStatus;
  /** A failure of the save as a whole (already translated). */
  saveError?: string;
  /** Field errors from the server, already translated (SPEC §5 name rules arrive in `name`). */
  fieldErrors?: Partial<Record<keyof ProfileFormValues, string>>;
  /** The geolocation button (SPEC §4): permission, request state and the city found (SPEC §7 `/api/geocode.php`). */
  geolocation: {
    permission: GeolocationPermission;
    status?: GeolocationStatus;
    /** The geocode answer: a new location fills in the location fields. */
    location?: GeocodeLocation | null;
    onRequest: () => void;
  };
  /** Invisible mode applies at once (hidden from search and lists, still able to chat). */
  onInvisibleChange: (invisible: boolean) => void;
  invisibleSaving?: boolean;
  invisibleError?: string;
  /** The photo section. */
  photos: PhotoManagerProps;
}

function toFormValues(profile: ProfileView): ProfileFormValues {
  return {
    name: profile.name,
    gender: profile.gender,
    seeking: profile.seeking,
    sexuality: profile.sexuality,
    hair_color: profile.hair_color,
    eye_color: profile.eye_color,
    body_type: profile.body_type,
    relationship_status: profile.relationship_status,
    height_cm: profile.height_cm,
    about: profile.about,
    interests: [...profile.interests],
    country: profile.country,
    region: profile.region,
    city: profile.city,
  };
}

function sameFormValues(a: ProfileFormValues, b: ProfileFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function toRequest(values: ProfileFormValues): ProfileUpdateRequest {
  const { gender, seeking, ...rest } = values;
  return {
    ...rest,
    name: values.name.trim(),
    about: values.about.trim(),
    city: values.city?.trim() || null,
    ...(gender ? { gender } : {}),
    ...(seeking ? { seeking } : {}),
  };
}

function SettingsSection({ icon, title, description, children }: { icon: IconName; title: string; description?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionHead>
        <SectionIcon aria-hidden="true">
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

const HEIGHTS = Array.from({ length: MEMBER_LIMITS.heightMaxCm - MEMBER_LIMITS.heightMinCm + 1 }, (_, index) => MEMBER_LIMITS.heightMinCm + index);

/**
 * `/profile`: the member's own profile. Photos (upload, main photo, public or private, order), the profile
 * fields with SPEC §5 name errors, interests, location with the geolocation button, and invisible mode.
 */
export function ProfileSettingsScreen({
  profile,
  loading = false,
  loadError,
  onRetry,
  viewHref,
  countries,
  regions,
  interestOptions,
  onSave,
  saveStatus = 'idle',
  saveError,
  fieldErrors = {},
  geolocation,
  onInvisibleChange,
  invisibleSaving = false,
  invisibleError,
  photos,
}: ProfileSettingsScreenProps) {
  const { t, i18n } = useTranslation('profile');
  const titleId = useId();
  const [values, setValues] = useState<ProfileFormValues | null>(profile ? toFormValues(profile) : null);
  const [seenProfile, setSeenProfile] = useState(profile);
  const [seenLocation, setSeenLocation] = useState(geolocation.location);
  if (profile !== seenProfile) {
    // A new profile answer (loaded, or saved): the form shows what the server holds. An answer that changed nothing
    // the form shows (invisible mode, a photo change) keeps the member's unsaved edits.
    setSeenProfile(profile);
    if (!profile || !seenProfile || !values || !sameFormValues(toFormValues(profile), toFormValues(seenProfile))) {
      setValues(profile ? toFormValues(profile) : null);
    }
  }
  if (geolocation.location !== seenLocation) {
    // A new geocode result fills in the location; the member still saves it.
    setSeenLocation(geolocation.location);
    const found = geolocation.location;
    if (found && values) setValues({ ...values, country: found.country, region: found.region, city: found.city });
  }

  const saving = saveStatus === 'saving';
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => (current ? { ...current, [key]: value } : current));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values && !saving) onSave(toRequest(values));
  };

  const header = (
    <Header>
      <HeaderRow>
        <Title id={titleId}>{t('settings.title')}</Title>
        {profile ? (
          <Button href={viewHref} variant="outline" size="sm" iconStart={<Icon name="user" />}>
            {t('settings.view_profile')}
          </Button>
        ) : null}
      </HeaderRow>
      <Lead>{t('settings.lead')}</Lead>
    </Header>
  );

  if (loading) {
    return (
      <ScreenRoot aria-labelledby={titleId} aria-busy="true">
        {header}
        <VisuallyHidden role="status">{t('settings.loading')}</VisuallyHidden>
        <Sections aria-hidden="true">
          <Skeleton height="14rem" />
          <Skeleton height="24rem" />
          <Skeleton height="8rem" />
        </Sections>
      </ScreenRoot>
    );
  }

  if (loadError || !profile || !values) {
    return (
      <ScreenRoot aria-labelledby={titleId}>
        {header}
        <Alert
          tone="danger"
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('settings.retry')}
              </Button>
            ) : undefined
          }
        >
          <p>{loadError ?? t('settings.load_failed')}</p>
        </Alert>
      </ScreenRoot>
    );
  }

  const optional = <T extends string>(list: readonly T[], group: string) =>
    list.map((value) => ({ value, label: t(`${group}.${value}`) }));
  const attribute = (
    key: 'sexuality' | 'hair_color' | 'eye_color' | 'body_type' | 'relationship_status',
    list: readonly string[],
  ) => (
    <SelectField
      label={t(`fields.${key}`)}
      name={key}
      value={values[key] ?? ''}
      placeholder={t('settings.not_specified')}
      options={optional(list, key)}
      error={fieldErrors[key]}
      onChange={(value) => set(key, (value || null) as ProfileFormValues[typeof key])}
    />
  );
  const location = geolocation.location;
  const place =
    location && geolocation.status === 'found'
      ? [location.city, regions[location.country]?.find((region) => region.id === location.region)?.name, countryName(location.country, i18n.language)]
          .filter(Boolean)
          .join(', ')
      : undefined;
  const locationValue: LocationValue = { country: values.country, region: values.region, city: values.city };

  return (
    <ScreenRoot aria-labelledby={titleId}>
      {header}
      <Sections>
        <SettingsSection icon="camera" title={t('settings.photos_title')} description={t('settings.photos_description')}>
          <PhotoManager {...photos} />
        </SettingsSection>

        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Sections>
            <SettingsSection icon="user" title={t('settings.about_title')}>
              <Fields disabled={saving}>
                <TextField
                  label={t('fields.name')}
                  name="name"
                  autoComplete="nickname"
                  required
                  value={values.name}
                  error={fieldErrors.name}
                  hint={t('settings.name_hint')}
                  onChange={(value) => set('name', value)}
                />
                <FieldGrid>
                  <SelectField
                    label={t('fields.gender')}
                    name="gender"
                    required
                    value={values.gender ?? ''}
                    placeholder
                    options={optional(GENDERS, 'gender')}
                    error={fieldErrors.gender}
                    onChange={(value) => set('gender', (value || null) as Gender | null)}
                  />
                  <SelectField
                    label={t('fields.seeking')}
                    name="seeking"
                    required
                    value={values.seeking ?? ''}
                    placeholder
                    options={optional(GENDERS, 'seeking')}
                    error={fieldErrors.seeking}
                    onChange={(value) => set('seeking', (value || null) as Gender | null)}
                  />
                </FieldGrid>
                <TextAreaField
                  label={t('fields.about')}
                  name="about"
                  rows={6}
                  maxLength={MEMBER_LIMITS.aboutMaxLength}
                  showCount
                  value={values.about}
                  hint={t('settings.about_hint')}
                  error={fieldErrors.about}
                  onChange={(value) => set('about', value)}
                />
              </Fields>
            </SettingsSection>

            <SettingsSection icon="info" title={t('settings.details_title')} description={t('settings.details_description')}>
              <Fields disabled={saving}>
                <FieldGrid>
                  {attribute('sexuality', SEXUALITIES)}
                  {attribute('relationship_status', RELATIONSHIP_STATUSES)}
                  {attribute('body_type', BODY_TYPES)}
                  <SelectField
                    label={t('fields.height')}
                    name="height_cm"
                    value={values.height_cm === null ? '' : String(values.height_cm)}
                    placeholder={t('settings.not_specified')}
                    options={HEIGHTS.map((height) => ({ value: String(height), label: t('view.height_value', { height }) }))}
                    error={fieldErrors.height_cm}
                    onChange={(value) => set('height_cm', value ? Number(value) : null)}
                  />
                  {attribute('hair_color', HAIR_COLORS)}
                  {attribute('eye_color', EYE_COLORS)}
                </FieldGrid>
              </Fields>
            </SettingsSection>

            <SettingsSection
              icon="heart"
              title={t('settings.interests_title')}
              description={t('settings.interests_description', { count: MEMBER_LIMITS.interestsMax })}
            >
              <InterestChips
                interests={interestOptions}
                label={t('settings.interests_title')}
                selected={values.interests}
                max={MEMBER_LIMITS.interestsMax}
                disabled={saving}
                onChange={(interests) => set('interests', interests)}
              />
              {fieldErrors.interests ? <SaveMessage $tone="danger">{fieldErrors.interests}</SaveMessage> : null}
            </SettingsSection>

            <SettingsSection icon="mapPin" title={t('settings.location_title')} description={t('settings.location_description')}>
              <LocationPicker
                value={locationValue}
                onChange={(next) => setValues((current) => (current ? { ...current, ...next } : current))}
                countries={countries}
                regions={regions}
                disabled={saving}
                errors={{ country: fieldErrors.country, region: fieldErrors.region, city: fieldErrors.city }}
                geolocation={{ ...geolocation, place }}
              />
            </SettingsSection>

            <SaveBar>
              <div role="status">
                {saveStatus === 'saved' ? (
                  <SaveMessage $tone="success">
                    <Icon name="check" size="1.1em" />
                    {t('settings.saved')}
                  </SaveMessage>
                ) : null}
              </div>
              {saveStatus === 'error' || saveError ? (
                <SaveMessage $tone="danger" role="alert">
                  <Icon name="warning" size="1.1em" />
                  {saveError ?? t('settings.save_failed')}
                </SaveMessage>
              ) : null}
              <Button type="submit" size="lg" loading={saving}>
                {saving ? t('settings.saving') : t('settings.save')}
              </Button>
            </SaveBar>
          </Sections>
        </form>

        <SettingsSection icon="lock" title={t('settings.privacy_title')}>
          <CheckboxField
            variant="switch"
            name="invisible"
            label={t('settings.invisible_label')}
            hint={t('settings.invisible_hint')}
            checked={profile.invisible}
            disabled={invisibleSaving}
            error={invisibleError}
            onChange={(checked) => onInvisibleChange(checked)}
          />
        </SettingsSection>
      </Sections>
    </ScreenRoot>
  );
}
