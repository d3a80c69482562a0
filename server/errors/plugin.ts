import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '../../contract/constants';
import { errorBodySchema, type ErrorBody } from '../../contract/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { sharedPlugin } from '../http/plugin';
import { Messages } from '../i18n/messages';
import { requestLanguage } from '../i18n/request-language';
import { HttpError } from './http-error';

export interface ErrorsPluginOptions {
  /** Where `<lng>/errors.json` live; the repository's locales/ by default. */
  readonly localesDir?: string;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/** Maps anything thrown to a contract error. Only HttpError messages are ours; nothing else reaches the client. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // The database restarting or out of reach: a clean 503 the client retries, not an internal error.
  if (isDatabaseUnavailable(error)) return new HttpError('unavailable', { cause: error });
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

  app.setErrorHandler((error, request, reply) => {
    const httpError = toHttpError(error);
    if (httpError.statusCode >= 500) {
      request.log.error({ err: httpError.cause ?? error, code: httpError.code }, 'request failed');
    } else {
      request.log.info({ code: httpError.code, fields: httpError.fields }, 'request refused');
    }
    return send(request, reply, httpError);
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, new HttpError('not_found')));
});

/** Unknown API paths never fall through to the SPA. Registered last, after every hook. */
export async function apiFallbackRoutes(app: FastifyInstance): Promise<void> {
  app.all('/api/*', async (request) => {
    const path = pathOf(request);
    const known = METHODS.some((method) => method !== request.method && app.hasRoute({ method, url: path }));
    throw new HttpError(known ? 'method_not_allowed' : 'not_found');
  });
}
