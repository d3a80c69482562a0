import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import type { Bootstrap } from '../../contract/bootstrap';
import type { CompanyInfoResponse, SettingsResponse } from '../../contract/settings';
import { apiFetch } from '../api/client';

/** SWR keys are API paths; the default fetcher GETs the key through the API client. */
export function swrFetcher(key: string): Promise<unknown> {
  return apiFetch(key);
}

/** The answers the server already inlined into the page, as SWR fallback data: the first paint needs no request. */
export function bootstrapFallback(bootstrap: Bootstrap): Record<string, unknown> {
  const settings: SettingsResponse = { settings: bootstrap.settings, domain_language: bootstrap.settings.domain_language };
  const fallback: Record<string, unknown> = { [ENDPOINTS.settings.path]: settings };
  if (bootstrap.company) {
    const company: CompanyInfoResponse = { company: bootstrap.company };
    fallback[ENDPOINTS.companyInfo.path] = company;
  }
  // The user the server saw (null: a visitor), so the navigation is right at first paint with no user call.
  if (bootstrap.user !== undefined) fallback[ENDPOINTS.user.path] = bootstrap.user;
  return fallback;
}

export function swrConfig(bootstrap: Bootstrap): SWRConfiguration {
  return {
    fetcher: swrFetcher,
    fallback: bootstrapFallback(bootstrap),
    // A cache per mounted app (called once per SWRConfig mount), never shared with another app instance or test.
    provider: () => new Map(),
    // The API client already retries 5 times with backoff (SPEC §7); SWR retrying on top would multiply that.
    shouldRetryOnError: false,
  };
}

export function SiteSWRConfig({ bootstrap, children }: { bootstrap: Bootstrap; children: ReactNode }) {
  return <SWRConfig value={swrConfig(bootstrap)}>{children}</SWRConfig>;
}
