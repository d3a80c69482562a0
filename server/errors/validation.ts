import type { z } from 'zod';
import type { FieldError } from '../../contract/errors';
import { HttpError } from './http-error';

/**
 * Field error codes: keys in the `validation` namespace (`validation:<code>`), the bounds passed as `count` so the
 * client's i18next picks the plural form: required · invalid_value · too_short {count} · too_long {count} ·
 * too_small {count} · too_large {count} · too_few {count} · too_many {count} · unknown_field.
 * Domain rules add their own codes (email_taken, min_age …) with HttpError fields directly.
 */
export type FieldErrorCode =
  | 'required'
  | 'invalid_value'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_large'
  | 'too_few'
  | 'too_many'
  | 'unknown_field';

/** Where a problem with the whole input (no field) is reported in `fields`. */
export const ROOT_FIELD = '_';

function boundParam(value: unknown): number | string {
  return typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : String(value);
}

function fieldError(code: FieldErrorCode, count?: number | string): FieldError {
  return count === undefined ? { code } : { code, params: { count } };
}

function fieldErrorFor(issue: z.core.$ZodIssue): FieldError {
  switch (issue.code) {
    case 'invalid_type':
      return fieldError(issue.input === undefined ? 'required' : 'invalid_value');
    case 'too_small': {
      const count = boundParam(issue.minimum);
      if (issue.origin === 'string') return fieldError('too_short', count);
      if (issue.origin === 'array' || issue.origin === 'set') return fieldError('too_few', count);
      return fieldError('too_small', count);
    }
    case 'too_big': {
      const count = boundParam(issue.maximum);
      if (issue.origin === 'string') return fieldError('too_long', count);
      if (issue.origin === 'array' || issue.origin === 'set') return fieldError('too_many', count);
      return fieldError('too_large', count);
    }
    default:
      return fieldError('invalid_value');
  }
}

/** Turns zod issues into the contract's `fields` map: one error per field, the first one found. */
export function fieldsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, FieldError> {
  // A null-prototype object: a field named `__proto__` is just a key.
  const fields: Record<string, FieldError> = Object.create(null) as Record<string, FieldError>;
  const add = (key: string, error: FieldError) => {
    if (!(key in fields)) fields[key] = error;
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, fieldError('unknown_field'));
      continue;
    }
    add(base || ROOT_FIELD, fieldErrorFor(issue));
  }
  return { ...fields };
}

/** Parses client input with a contract schema; a failure is a 400 `validation_failed` with the field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // reportInput: issues carry the offending value, to tell a missing field from a wrong one.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new HttpError('validation_failed', { fields: fieldsFromIssues(result.error.issues) });
}
