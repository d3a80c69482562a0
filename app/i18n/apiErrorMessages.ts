import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../contract/accounts';
import { isApiError } from '../api/client';

/** Field errors (contract `validation` codes with params) in the user's language. */
export function fieldMessages<F extends string>(t: TFunction, fields: FieldErrors | undefined): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const [field, error] of Object.entries(fields ?? {})) {
    messages[field as F] = t(`validation:${error.code}`, { ...error.params, defaultValue: t('validation:invalid_value') });
  }
  return messages;
}

/**
 * A failed call as one sentence in the user's language: `errors:<code>` with the server's params (login_blocked
 * count = minutes; rate_limited seconds, shown in whole minutes), or the generic message.
 */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error) || !error.code) return t('errors:generic');
  const params = error.body?.params ?? {};
  if (error.code === 'rate_limited' && typeof params.seconds === 'number') {
    return t('errors:rate_limited_retry', { count: Math.max(1, Math.ceil(params.seconds / 60)) });
  }
  return t(`errors:${error.code}`, { ...params, defaultValue: t('errors:generic') });
}

/** The field errors a failed call carries, translated; empty when it has none. */
export function apiFieldMessages<F extends string>(t: TFunction, error: unknown): Partial<Record<F, string>> {
  return isApiError(error) ? fieldMessages<F>(t, error.body?.fields) : {};
}
