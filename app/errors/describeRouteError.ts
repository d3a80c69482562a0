import { isRouteErrorResponse } from 'react-router-dom';
import { isApiError } from '../api/client';

export interface ErrorDescription {
  status: number;
  /** Text fit for visitors (the server's translated message, or the response's); undefined shows the page's default. */
  message?: string;
}

/**
 * SPEC §8: errors carry a status (default 500) and a message (the error page's default when absent).
 * Programming errors keep their message to the console: it is not written for visitors.
 */
export function describeRouteError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message = typeof data === 'string' && data.trim() !== '' ? data : error.statusText || undefined;
    return { status: error.status, message };
  }
  if (isApiError(error)) return { status: error.status, message: error.body?.message };
  return { status: 500 };
}
