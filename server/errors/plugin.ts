import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '../../contract/constants';
import { errorBodySchema, type ErrorBody } from '../../contract/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { sharedPlugin } from '../http/plugin';
import { Messages } from '../i18n/messages';
import { requestLanguage } from '../i18n/request-language';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers an error thrown outside any route as a contract error (see `frameworkErrors` in app.ts). */
    answerFrameworkError: (error: unknown, request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

export interface ErrorsPluginOptions {
  /** Where `<lng>/errors.json` live; the repository's locales/ by default. */
  readonly localesDir?: string;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/**
 * A malformed multipart body (no boundary, cut short): busboy, under @fastify/multipart, throws plain Errors without a
 * status for these, so they are known by their messages. The client's fault: 400, not 500.
 */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unsupported Content-Type\.|Malformed part header|.*unexpected end of multipart data)$/i;

function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !('statusCode' in error) && MALFORMED_MULTIPART.test(error.message);
}

/**
 * Values PostgreSQL cannot take that SQLite stores: a number beyond its column type (SQLSTATE 22003, e.g. an id of
 * 2^31 or more in an `integer` column; the contract's ids are only "positive integers") and a NUL character in text
 * (22021). Such a value comes from the request: 400 on PostgreSQL too, not 500.
 */
const UNSTORABLE_SQLSTATES: ReadonlySet<string> = new Set(['22003', '22021']);

function isUnstorableValue(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && UNSTORABLE_SQLSTATES.has(code);
}

/** Maps anything thrown to a contract error. Only HttpError messages are ours; nothing else reaches the client. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // The database restarting or out of reach: a clean 503 the client retries, not an internal error.
  if (isDatabaseUnavailable(error)) return new HttpError('unavailable', { cause: error });
  if (isMalformedMultipart(error) || isUnstorableValue(error)) return new HttpError('bad_request', { cause: error });
  if (!isFastifyError(error)) return new HttpError('internal', { cause: error });
  const status = error.statusCode ?? 500;
  if (status === 404) return new HttpError('not_found', { cause: error });
  if (status === 405) return new HttpError('method_not_allowed', { cause: error });
  if (status === 413) return new HttpError('payload_too_large', { cause: error });
  if (status === 429) return new HttpError('rate_limited', { cause: error });
  if (status === 403) return new HttpError('forbidden', { cause: error });
  if (status === 503) return new HttpError('unavailable', { cause: error });
  // Malformed JSON, wrong content type, prototype poisoning, empty body …
  if (status >= 400 && status < 500) return new HttpError('bad_request', { cause: error });
  return new HttpError('internal', { cause: error });
}

function languageOf(request: FastifyRequest) {
  return requestLanguage(request.cookies?.[LOCALE_COOKIE], request.site?.settings.domain_language);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every error is answered as the contract body `{ error, status, message, fields?, params? }`, with `message` in the
 * request's language. Stack traces and internal messages go to the log only. Unknown /api paths are `not_found`,
 * a known path with another method `method_not_allowed`.
 */
export const errorsPlugin = sharedPlugin<ErrorsPluginOptions>('errors', async (app: FastifyInstance, options) => {
  const messages = Messages.load('errors', options.localesDir);

  const send = (request: FastifyRequest, reply: FastifyReply, error: HttpError) => {
    const candidate: ErrorBody = {
      error: error.code,
      status: error.statusCode,
      message: messages.translate(languageOf(request), error.code, error.params),
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.params ? { params: error.params } : {}),
    };
    const checked = errorBodySchema.safeParse(candidate);
    const body: ErrorBody = checked.success
      ? checked.data
      : { error: 'internal', status: 500, message: messages.translate(languageOf(request), 'internal') };
    return reply.code(body.status).type('application/json; charset=utf-8').send(body);
  };

  const handle = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const httpError = toHttpError(error);
    if (httpError.statusCode >= 500) {
      request.log.error({ err: httpError.cause ?? error, code: httpError.code }, 'request failed');
    } else {
      request.log.info({ code: httpError.code, fields: httpError.fields }, 'request refused');
    }
    return send(request, reply, httpError);
  };

  app.setErrorHandler(handle);
  // Fastify's `frameworkErrors` option (app.ts) calls this for URLs refused before routing (bad escapes, over-long
  // parameters), so that they are answered as contract errors too, not with Fastify's own body.
  app.decorate('answerFrameworkError', handle);

  app.setNotFoundHandler((request, reply) => send(request, reply, new HttpError('not_found')));
});

/** Whether a route answers `method` on `path`; false for a path the router cannot even look up (a `*` inside it). */
function hasRoute(app: FastifyInstance, method: string, path: string): boolean {
  try {
    return app.hasRoute({ method: method as 'GET', url: path });
  } catch {
    return false;
  }
}

/** Unknown API paths never fall through to the SPA. Registered last, after every hook. */
export async function apiFallbackRoutes(app: FastifyInstance): Promise<void> {
  app.all('/api/*', async (request) => {
    const path = pathOf(request);
    const known = METHODS.some((method) => method !== request.method && hasRoute(app, method, path));
    throw new HttpError(known ? 'method_not_allowed' : 'not_found');
  });
}
