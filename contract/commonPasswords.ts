import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswords } from './accounts';

/**
 * SEC-2: zxcvbn's list of common passwords (lower case), for `passwordError`. Its own module because it is large
 * (~200 kB gzipped): the server imports it, the client loads it lazily with the password forms.
 */
export const COMMON_PASSWORDS: CommonPasswords = new Set(dictionary['passwords-common'] as readonly string[]);
