import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWRImmutable from 'swr/immutable';
import { ENDPOINTS } from '../../contract/api';
import type { Interest, Region } from '../../contract/interests';
import type { CompanyInfo, SettingsInLanguage } from '../../contract/settings';
import { apiFetch } from '../api/client';
import { settingsInLanguage } from '../rules/siteText';

// SPEC §3/§7: settings are loaded once per page load (inlined by the server), and interests, regions and company
// info are "loaded once, cached": immutable SWR keys, never revalidated on focus or reconnect, deduplicated.

const fetchSettings = () => apiFetch(ENDPOINTS.settings.path, { schema: ENDPOINTS.settings.response });
const fetchCompany = () => apiFetch(ENDPOINTS.companyInfo.path, { schema: ENDPOINTS.companyInfo.response });
const fetchInterests = () => apiFetch(ENDPOINTS.interests.path, { schema: ENDPOINTS.interests.response });
const fetchRegions = () => apiFetch(ENDPOINTS.regions.path, { schema: ENDPOINTS.regions.response });

/**
 * The site's settings, with the partner's texts (fictional wording) in the page's language: they follow a language
 * switch without asking the server again. Always present: the shell seeds them before the first render.
 */
export function useSettings(): SettingsInLanguage {
  const { data } = useSWRImmutable(ENDPOINTS.settings.path, fetchSettings);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const settings = data?.settings;
  const shown = useMemo(() => (settings ? settingsInLanguage(settings, language) : null), [settings, language]);
  if (!shown) throw new Error('Settings are seeded into SWR before the first render');
  return shown;
}

export function useCompanyInfo(): { company: CompanyInfo | null; isLoading: boolean; error: unknown } {
  const { data, isLoading, error } = useSWRImmutable(ENDPOINTS.companyInfo.path, fetchCompany);
  return { company: data?.company ?? null, isLoading, error };
}

export function useInterests(): { interests: Interest[] | null; isLoading: boolean; error: unknown } {
  const { data, isLoading, error } = useSWRImmutable(ENDPOINTS.interests.path, fetchInterests);
  return { interests: data?.interests ?? null, isLoading, error };
}

export function useRegions(): { regions: Record<string, Region[]> | null; isLoading: boolean; error: unknown } {
  const { data, isLoading, error } = useSWRImmutable(ENDPOINTS.regions.path, fetchRegions);
  return { regions: data?.regions ?? null, isLoading, error };
}
