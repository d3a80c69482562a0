import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_AGE } from '../../../contract/constants';
import type { Region } from '../../../contract/interests';
import { MEMBER_LIMITS, type SearchGender } from '../../../contract/members';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { countryName } from '../LocationPicker/countryName';
import { SelectField } from '../SelectField';
import { AGES, sameFilterValues, shownFilters, type SearchFilterValues } from './shownFilters';
import { Actions, AgeRow, FieldGrid, Panel, Root, Summary, Toggle, ToggleText } from './SearchFilters.styles';

export type { SearchFilterValues };

export interface SearchFiltersProps {
  filters: SearchFilterValues;
  /** The filters to search with, when the form is submitted. */
  onFiltersChange: (filters: SearchFilterValues) => void;
  /** The genders this site searches (its niche decides), `any` for "everyone". */
  genders: readonly SearchGender[];
  /** The site's countries (settings `countries`). */
  countries: readonly string[];
  /** Regions per country (`/api/regions.php`). */
  regions: Readonly<Record<string, readonly Region[]>>;
  /** Disables the form, such as for a visitor's limited search. */
  disabled?: boolean;
  className?: string;
}


/**
 * The search form of `/members`: gender, country, region and an age range. On phones it folds behind a button
 * that sums up the current filters; from the md breakpoint it is always open.
 */
export function SearchFilters({ filters, onFiltersChange, genders, countries, regions, disabled = false, className }: SearchFiltersProps) {
  const { t, i18n } = useTranslation('members');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SearchFilterValues>(filters);
  const [seen, setSeen] = useState(filters);
  if (!sameFilterValues(filters, seen)) {
    // New filters from outside (a reset, a restored search): the form follows them. Equal ones (the parent rendering
    // again as results or likes arrive) leave the choices being made alone.
    setSeen(filters);
    setDraft(filters);
  }

  const country = draft.country || '';
  const regionOptions = country ? (regions[country] ?? []) : [];
  const minAge = typeof draft.min_age === 'number' ? draft.min_age : MIN_AGE;
  const maxAge = typeof draft.max_age === 'number' ? draft.max_age : MEMBER_LIMITS.maxAge;
  const nameOf = (code: string) => countryName(code, i18n.language) ?? code;

  const summary = [
    filters.gender ? t(`filters.genders.${filters.gender}`) : null,
    filters.countryregion
      ? (regions[filters.country || '']?.find((region) => region.id === filters.countryregion)?.name ?? null)
      : filters.country
        ? nameOf(filters.country)
        : null,
    t('filters.age_range', {
      min: typeof filters.min_age === 'number' ? filters.min_age : MIN_AGE,
      max: typeof filters.max_age === 'number' ? filters.max_age : MEMBER_LIMITS.maxAge,
    }),
  ]
    .filter(Boolean)
    .join(' · ');

  // A server-rendered page can be used before it is hydrated: choices made then are in the fields only, and the next
  // render would set the fields back to the draft. Once hydrated, the draft takes them over.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!form.current) return;
    const shown = shownFilters(new FormData(form.current), draft, { min: minAge, max: maxAge });
    if (!sameFilterValues(shown, draft)) setDraft(shown);
    // Only the first commit (the hydration) can find fields the draft does not know.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    onFiltersChange(shownFilters(new FormData(event.currentTarget), draft, { min: minAge, max: maxAge }));
  };

  return (
    <Root className={className}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="search" />
        <ToggleText>
          <strong>{t('filters.title')}</strong>
          <Summary>{summary}</Summary>
        </ToggleText>
        <Icon name="chevronDown" />
      </Toggle>
      <Panel ref={form} id={panelId} $open={open} onSubmit={submit} aria-label={t('filters.title')} noValidate>
        <FieldGrid disabled={disabled}>
          <SelectField
            label={t('filters.gender')}
            name="gender"
            value={draft.gender ?? ''}
            options={[
              { value: '', label: t('filters.genders.any') },
              ...genders.filter((gender) => gender !== 'any').map((gender) => ({ value: gender, label: t(`filters.genders.${gender}`) })),
            ]}
            onChange={(value) => setDraft((current) => ({ ...current, gender: value as SearchGender | '' }))}
          />
          <SelectField
            label={t('filters.country')}
            name="country"
            value={country}
            options={[
              { value: '', label: t('filters.any_country') },
              ...countries.map((code) => ({ value: code, label: nameOf(code) })),
            ]}
            onChange={(value) => setDraft((current) => ({ ...current, country: value, countryregion: '' }))}
          />
          <SelectField
            label={t('filters.region')}
            name="countryregion"
            value={draft.countryregion ?? ''}
            disabled={regionOptions.length === 0}
            hint={country ? undefined : t('filters.region_hint')}
            options={[
              { value: '', label: t('filters.any_region') },
              ...regionOptions.map((region) => ({ value: region.id, label: region.name })),
            ]}
            onChange={(value) => setDraft((current) => ({ ...current, countryregion: value }))}
          />
          <AgeRow>
            <SelectField
              label={t('filters.min_age')}
              name="min_age"
              value={String(minAge)}
              options={AGES.map((age) => ({ value: String(age), label: String(age) }))}
              onChange={(value) => {
                const min = Number(value);
                setDraft((current) => ({ ...current, min_age: min, max_age: Math.max(min, maxAge) }));
              }}
            />
            <SelectField
              label={t('filters.max_age')}
              name="max_age"
              value={String(maxAge)}
              options={AGES.map((age) => ({ value: String(age), label: String(age) }))}
              onChange={(value) => {
                const max = Number(value);
                setDraft((current) => ({ ...current, max_age: max, min_age: Math.min(max, minAge) }));
              }}
            />
          </AgeRow>
          <Actions>
            <Button type="submit" iconStart={<Icon name="search" />} disabled={disabled}>
              {t('filters.submit')}
            </Button>
          </Actions>
        </FieldGrid>
      </Panel>
    </Root>
  );
}
