import {
  dateOfBirthError,
  emailError,
  passwordError,
  profileNameError,
  signupFieldErrors,
  SIGNUP_MESSAGE_MAX_LENGTH,
  type CommonPasswords,
  type FieldErrors,
} from '../../contract/accounts';
import type { FieldError } from '../../contract/errors';
import { SIGNUP_STEPS, type SignupStep, type SignupValues } from '../../src/screens/SignupScreen';

/** Where each field is asked, so an error (the client's or the server's) opens the step that shows it. */
const FIELD_STEP: Record<string, SignupStep> = {
  email: 'email',
  name: 'name',
  password: 'password',
  date_of_birth: 'date_of_birth',
  signup_message: 'signup_message',
  accept_terms: 'signup_message',
};

function only(field: string, error: FieldError | null): FieldErrors {
  return error ? { [field]: error } : {};
}

function lastStepErrors(values: SignupValues): FieldErrors {
  return {
    ...only('signup_message', values.signup_message.length > SIGNUP_MESSAGE_MAX_LENGTH ? { code: 'message_too_long', params: { count: SIGNUP_MESSAGE_MAX_LENGTH } } : null),
    ...only('accept_terms', values.accept_terms ? null : { code: 'required' }),
  };
}

/** SPEC §5 rules of one step (the contract's rule functions, as on the server): Next waits until they pass. */
export function signupStepErrors(step: SignupStep, values: SignupValues, today: Date, commonPasswords: CommonPasswords): FieldErrors {
  switch (step) {
    case 'email':
      return only('email', emailError(values.email));
    case 'name':
      return only('name', profileNameError(values.name, values.email));
    case 'password':
      return only('password', passwordError(values.password, commonPasswords));
    case 'date_of_birth':
      return only('date_of_birth', dateOfBirthError(values.date_of_birth, today));
    case 'signup_message':
      return lastStepErrors(values);
  }
}

/** Every rule at once, before the request. */
export function signupFormErrors(values: SignupValues, today: Date, commonPasswords: CommonPasswords): FieldErrors {
  return { ...signupFieldErrors(values, today, commonPasswords), ...lastStepErrors(values) };
}

/** The first step (in form order) that shows one of these errors; null when none belongs to a step. */
export function firstStepWithError(fields: FieldErrors): SignupStep | null {
  const steps = new Set(Object.keys(fields).map((field) => FIELD_STEP[field]));
  return SIGNUP_STEPS.find((step) => steps.has(step)) ?? null;
}
