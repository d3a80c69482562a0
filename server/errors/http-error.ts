import { ERROR_STATUS, type ErrorCode, type FieldError } from '../../contract/errors';

export type ErrorParams = Record<string, string | number>;

export interface HttpErrorOptions {
  fields?: Record<string, FieldError>;
  params?: ErrorParams;
  cause?: unknown;
}

/** An error the client may see: a contract error code (with its HTTP status) and optional field errors. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, FieldError> | undefined;
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, options: HttpErrorOptions = {}) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options.fields;
    this.params = options.params;
  }
}
