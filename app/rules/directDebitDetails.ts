import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/mobile';
import type { FieldError } from '../../contract/errors';

export interface DirectDebitDetailsInput {
  /** As typed; spaces and lower case are fine. */
  readonly iban: string;
  /** International ("+31612345678") or national for `phoneCountry`. */
  readonly phone: string;
  readonly phoneCountry: string;
}

export type DirectDebitDetailErrors = Partial<Record<'iban' | 'phone', FieldError>>;

/**
 * The direct-debit form's checks before anything is sent, with the libraries and rules the server uses
 * (server/payments/directdebit.ts): the IBAN in electronic format passes ibantools' format and mod-97 check and is from
 * a SEPA country; the phone number is a valid mobile number for its country (libphonenumber-js mobile metadata), since
 * the SDD code comes by text message. Errors are `validation` keys, the same the server answers.
 */
export function directDebitDetailErrors({ iban, phone, phoneCountry }: DirectDebitDetailsInput): DirectDebitDetailErrors {
  const errors: DirectDebitDetailErrors = {};
  const electronic = electronicFormatIBAN(iban) ?? '';
  if (electronic === '') errors.iban = { code: 'required' };
  else if (!isValidIBAN(electronic) || !isSEPACountry(electronic.slice(0, 2))) errors.iban = { code: 'iban_invalid' };

  if (phone.replace(/\D/g, '') === '') errors.phone = { code: 'required' };
  else if (!isValidPhoneNumber(phone, phoneCountry.toUpperCase() as CountryCode)) errors.phone = { code: 'phone_invalid' };
  return errors;
}
