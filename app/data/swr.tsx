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

/**
 * `serverAnswers`: the answers a server-rendered page came with (SWR keys to answers), which the cache starts with too.
 */
export function swrConfig(bootstrap: Bootstrap, serverAnswers: Record<string, unknown> = {}): SWRConfiguration {
  const fallback = bootstrapFallback(bootstrap);
  return {
    fetcher: swrFetcher,
    fallback,
    // A cache per mounted app (called once per SWRConfig mount), never shared with another app instance or test. It
    // starts with the inlined answers: SWR hooks read a fallback where the cache is empty, but a mutation with a
    // function (the balance after a message, the counts) reads the cache only, and would find nothing to update.
    provider: () => new Map(Object.entries({ ...fallback, ...serverAnswers }).map(([key, data]) => [key, { data }])),
    // The API client already retries 5 times with backoff (SPEC §7); SWR retrying on top would multiply that.
    shouldRetryOnError: false,
  };
}

export function SiteSWRConfig({ bootstrap, serverAnswers, children }: { bootstrap: Bootstrap; serverAnswers?: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={swrConfig(bootstrap, serverAnswers)}>{children}</SWRConfig>;
}
