import type { ErrorBody, FieldError } from '../../contract/errors';

/** What the direct-debit page does with a refused request. */
export type DirectDebitFailure =
  /** Fix the marked fields (IBAN mod-97, phone for the country) and send again. */
  | { readonly kind: 'fields'; readonly fields: Readonly<Record<string, FieldError>> }
  /** SPEC §5 'Code ongeldig' (or expired): type the code again; `attemptsLeft` when the server says. */
  | { readonly kind: 'code'; readonly field: FieldError; readonly attemptsLeft: number | null }
  /** This debit is over (too many wrong codes, or it moved on): start again with the details. */
  | { readonly kind: 'restart'; readonly field: FieldError | null }
  /** SPEC §8: blocked for direct debit, or the limit is reached: pay another way. */
  | { readonly kind: 'other_method'; readonly code: 'directdebit_blocked' | 'directdebit_limit' }
  /** Anything else (network, server): say so and let the payer try again. */
  | { readonly kind: 'retry' };

/** Sorts a refused direct-debit or SDD-code request (the contract error body, or null when there is none). */
export function directDebitFailure(body: ErrorBody | null): DirectDebitFailure {
  if (!body) return { kind: 'retry' };
  switch (body.error) {
    case 'directdebit_blocked':
    case 'directdebit_limit':
      return { kind: 'other_method', code: body.error };
    case 'sdd_code_invalid': {
      const field = body.fields?.code ?? { code: 'sdd_code_invalid' };
      const count = body.params?.count;
      const attemptsLeft = typeof count === 'number' ? count : null;
      // An expired code cannot be typed again: the debit has to start over.
      if (field.code === 'sdd_code_expired' || attemptsLeft === 0) return { kind: 'restart', field };
      return { kind: 'code', field, attemptsLeft };
    }
    case 'payment_failed':
    case 'conflict':
      return { kind: 'restart', field: body.fields?.code ?? null };
    case 'validation_failed':
      return body.fields && Object.keys(body.fields).length > 0 ? { kind: 'fields', fields: body.fields } : { kind: 'retry' };
    default:
      return { kind: 'retry' };
  }
}
