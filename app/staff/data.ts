import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { STAFF_ENDPOINTS, type StaffMe } from '../../contract/staff';
import { apiFetch, isApiError, type ApiRequestOptions, type HttpMethod } from '../api/client';

/**
 * The back office's data (issue 8): the signed-in staff member and the staff API, through the same API client as the
 * site (client-type header, JSON, retries only for calls safe to repeat). SWR keys are the API paths.
 */

export const STAFF_ME_KEY = STAFF_ENDPOINTS.staffMe.path;

/** The staff member of this browser's `staff.session`, or null (no session, expired, or enrolment only). */
export async function fetchStaffMe(): Promise<StaffMe | null> {
  try {
    return await apiFetch(STAFF_ME_KEY, { schema: STAFF_ENDPOINTS.staffMe.response });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function useStaffMe() {
  return useSWR<StaffMe | null>(STAFF_ME_KEY, fetchStaffMe, { revalidateOnFocus: true, shouldRetryOnError: false });
}

/** What a signed-in staff session must still do before anything else: choose its own password (SEC-26). */
export type StaffPendingStep = 'new_password';

/**
 * The step a restricted staff session is in, from /api/staff/me's refusal: `new_password` when the session signed in
 * with a handed-out password that is not replaced yet (403 `staff_password_change_required`), else null. It lets the
 * sign-in page show that step again after a reload instead of the email and password form.
 */
export async function fetchStaffPendingStep(): Promise<StaffPendingStep | null> {
  try {
    await apiFetch(STAFF_ME_KEY, { schema: STAFF_ENDPOINTS.staffMe.response });
    return null;
  } catch (error) {
    if (isApiError(error) && error.code === 'staff_password_change_required') return 'new_password';
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const STAFF_PENDING_KEY = `${STAFF_ME_KEY}#pending`;

export function useStaffPendingStep() {
  return useSWR<StaffPendingStep | null>(STAFF_PENDING_KEY, fetchStaffPendingStep, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Re-reads the staff member (after sign-in, enrolment, sign-out). */
export function useRefreshStaffMe(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(STAFF_ME_KEY);
}

/** Fills `:name` parameters of an endpoint path. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

interface CallableEndpoint<T> {
  readonly method: string;
  readonly path: string;
  readonly response: z.ZodType<T>;
}

/** Calls one staff endpoint with its method, path parameters, query and body; the answer is parsed with its schema. */
export function callStaff<T>(
  endpoint: CallableEndpoint<T>,
  options: { params?: Record<string, string | number>; body?: unknown; query?: ApiRequestOptions['query']; idempotent?: boolean } = {},
): Promise<T> {
  return apiFetch(endpointPath(endpoint.path, options.params), {
    method: endpoint.method as HttpMethod,
    schema: endpoint.response,
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
    ...(options.idempotent ? { idempotent: true } : {}),
  });
}

/** SWR for a staff GET endpoint (null key: not yet). */
export function useStaffQuery<T>(endpoint: CallableEndpoint<T>, key: string | null) {
  return useSWR<T>(key, () => apiFetch(key ?? endpoint.path, { schema: endpoint.response }), { revalidateOnFocus: false });
}

/**
 * A staff queue read in keyset pages (`after_id`/`before_id` = the cursor the previous page answered): the pages so
 * far, flattened by the caller; `loadMore` asks for the next one. Changing `query` starts again from the first page.
 */
export function useKeysetPages<T>(
  endpoint: CallableEndpoint<T>,
  query: Record<string, string | number | undefined>,
  nextCursor: (page: T) => number | null,
  cursorParam = 'after_id',
) {
  const result = useSWRInfinite<T>(
    (index, previous: T | null) => {
      if (previous && nextCursor(previous) === null) return null;
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
      if (previous) params.set(cursorParam, String(nextCursor(previous)));
      const search = params.toString();
      return `${endpoint.path}${search ? `?${search}` : ''}#${index}`;
    },
    (key: string) => apiFetch(key.replace(/#\d+$/, ''), { schema: endpoint.response }),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const pages = result.data ?? [];
  const last = pages.at(-1);
  const hasMore = last !== undefined && nextCursor(last) !== null;
  const loadingMore = result.size > 0 && result.data !== undefined && result.data.length < result.size;
  return {
    pages,
    error: result.error as unknown,
    loading: result.data === undefined && !result.error,
    hasMore,
    loadingMore,
    loadMore: () => void result.setSize(result.size + 1),
    reload: () => result.mutate(),
    mutate: result.mutate,
  };
}
