import type { z } from 'zod';
import { CLIENT_TYPE_HEADER, CLIENT_TYPE_WEB, REQUEST_RETRIES } from '../../contract/constants';
import { isErrorBody, type ErrorBody } from '../../contract/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T = unknown> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as multipart/form-data instead of `body` (photo uploads); the browser writes the content type with its
   * boundary, so none is set here.
   */
  form?: FormData;
  /** Appended to the path; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Marks a POST as safe to repeat (GET, PUT and DELETE always are), so failures are retried. */
  idempotent?: boolean;
  /** Parses the answer; a mismatch throws. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** A failed call: the HTTP status and, when the server sent one, the contract error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly path: string;

  constructor(path: string, status: number, body: ErrorBody | null) {
    super(body?.message ?? `Request to ${path} failed with status ${status}`);
    this.name = 'ApiError';
    this.path = path;
    this.status = status;
    this.body = body;
  }

  get code(): ErrorBody['error'] | null {
    return this.body?.error ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** SPEC §7 backoff: 250 ms × 2^attempt, capped at 8 s, with half of it jittered so clients do not retry in step. */
export const RETRY_BASE_MS = 250;
export const RETRY_CAP_MS = 8_000;

export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** 5xx and 429 are worth another try; other statuses are answers. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** The call SPEC §8 exempts from the "log out on authentication_required" rule. */
const USER_CALL = '/api/user.php';

export interface ApiClientOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  retries?: number;
}

export type UnauthenticatedListener = (path: string) => void;

export interface ApiClient {
  apiFetch<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<T>;
  /** SPEC §8: a 403 authentication_required from any call but the user call; returns an unsubscribe function. */
  onUnauthenticated(listener: UnauthenticatedListener): () => void;
  /** A moderator banned the account: any call answered `account_banned` (a login, too); returns an unsubscribe function. */
  onAccountBanned(listener: () => void): () => void;
  /** Tells the account-banned listeners (the realtime socket's `account_banned` event). */
  announceAccountBanned(): void;
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function pathname(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, RETRY_CAP_MS) : null;
}

/**
 * The one way the shell talks to the server (SPEC §7): JSON both ways, the client-type header on every call,
 * same-origin cookies, and up to 5 retries with exponential delay on network errors, 5xx and 429 — only for calls
 * that are safe to repeat.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const retries = options.retries ?? REQUEST_RETRIES;
  const listeners = new Set<UnauthenticatedListener>();
  const bannedListeners = new Set<() => void>();
  const announceAccountBanned = () => {
    for (const listener of bannedListeners) listener();
  };

  async function apiFetch<T = unknown>(path: string, request: ApiRequestOptions<T> = {}): Promise<T> {
    const method = request.method ?? 'GET';
    const url = withQuery(path, request.query);
    const repeatable = method !== 'POST' || request.idempotent === true;
    const headers: Record<string, string> = { accept: 'application/json', [CLIENT_TYPE_HEADER]: CLIENT_TYPE_WEB };
    if (request.body !== undefined && request.form === undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = {
      method,
      headers,
      credentials: 'same-origin',
      body: request.form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      signal: request.signal,
    };
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

    for (let attempt = 0; ; attempt += 1) {
      const canRetry = repeatable && attempt < retries;
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (error) {
        if (isAbort(error, request.signal) || !canRetry) throw error;
        await sleep(retryDelayMs(attempt, random));
        continue;
      }

      if (response.ok) {
        const data = await readJson(response);
        return request.schema ? request.schema.parse(data) : (data as T);
      }

      if (canRetry && isRetryableStatus(response.status)) {
        await sleep(Math.max(retryDelayMs(attempt, random), retryAfterMs(response) ?? 0));
        continue;
      }

      const payload = await readJson(response);
      const body = isErrorBody(payload) ? payload : null;
      if (response.status === 403 && body?.error === 'authentication_required' && pathname(path) !== USER_CALL) {
        for (const listener of listeners) listener(path);
      }
      if (response.status === 403 && body?.error === 'account_banned') announceAccountBanned();
      throw new ApiError(path, response.status, body);
    }
  }

  return {
    apiFetch,
    onUnauthenticated(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onAccountBanned(listener) {
      bannedListeners.add(listener);
      return () => {
        bannedListeners.delete(listener);
      };
    },
    announceAccountBanned,
  };
}

const defaultClient = createApiClient();

/** The shell's client (browser fetch, real timers). */
export const apiFetch = defaultClient.apiFetch;
export const onUnauthenticated = defaultClient.onUnauthenticated;
export const onAccountBanned = defaultClient.onAccountBanned;
export const announceAccountBanned = defaultClient.announceAccountBanned;
