import { z } from 'zod';
import { SIGNUP_STEPS, type SignupStep, type SignupValues } from '../../src/screens/SignupScreen';

const SIGNUP_DRAFT_KEY = 'signup-draft';

export const EMPTY_SIGNUP_VALUES: SignupValues = {
  email: '',
  name: '',
  password: '',
  date_of_birth: '',
  signup_message: '',
  accept_terms: false,
};

const draftSchema = z.object({
  step: z.enum(SIGNUP_STEPS).catch('email'),
  email: z.string().max(1000).catch(''),
  name: z.string().max(1000).catch(''),
  date_of_birth: z.string().max(64).catch(''),
  signup_message: z.string().max(5000).catch(''),
  accept_terms: z.boolean().catch(false),
});

export interface SignupDraft {
  step: SignupStep;
  values: SignupValues;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** SPEC §3: the draft survives steps and reloads within the tab; the password never leaves memory. */
export function readSignupDraft(store: Pick<Storage, 'getItem'> | null = storage()): SignupDraft {
  try {
    const raw = store?.getItem(SIGNUP_DRAFT_KEY);
    if (!raw) return { step: 'email', values: EMPTY_SIGNUP_VALUES };
    const draft = draftSchema.parse(JSON.parse(raw));
    const { step, ...values } = draft;
    // Without the password (not stored) the password step is where the visitor picks up again.
    const resume = SIGNUP_STEPS.indexOf(step) > SIGNUP_STEPS.indexOf('password') ? 'password' : step;
    return { step: resume, values: { ...EMPTY_SIGNUP_VALUES, ...values } };
  } catch {
    return { step: 'email', values: EMPTY_SIGNUP_VALUES };
  }
}

export function writeSignupDraft(draft: SignupDraft, store: Pick<Storage, 'setItem'> | null = storage()): void {
  const { password: _password, ...kept } = draft.values;
  try {
    store?.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ step: draft.step, ...kept }));
  } catch {
    // Storage blocked: the draft lasts for this page only.
  }
}

export function clearSignupDraft(store: Pick<Storage, 'removeItem'> | null = storage()): void {
  try {
    store?.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
