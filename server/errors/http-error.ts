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
    // An answer, not a fault: no stack trace to capture (a cause keeps its own). Most refused requests end here.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    Error.stackTraceLimit = stackTraceLimit;
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options.fields;
    this.params = options.params;
  }
}
