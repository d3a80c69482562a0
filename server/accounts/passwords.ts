import { hash, verify, type Options } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from '../../contract/commonPasswords';

/**
 * SEC-1: argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1). The stored PHC string starts with
 * `$argon2id$v=19$m=19456,t=2,p=1`. `algorithm: 2` is Argon2id (the package's enum is a const enum, which isolated
 * modules cannot read).
 */
export const PASSWORD_HASH_OPTIONS: Options = { algorithm: 2, version: 1, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Passwords are hashed as NFC, so the same password typed on another keyboard or OS still matches. */
function normalized(password: string): string {
  return password.normalize('NFC');
}

/**
 * The one way to argon2: every hash and verification goes through this object (tests count its verifications, SEC-4,
 * with a spy on it).
 */
export const argon2id = {
  hash: (password: string): Promise<string> => hash(password, PASSWORD_HASH_OPTIONS),
  verify: (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password),
};

export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(normalized(password));
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return verifyAgainstDummy(password);
  try {
    return await argon2id.verify(passwordHash, normalized(password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * SEC-4: a login for an unknown address costs one argon2 verification too, so the answer takes as long as a wrong
 * password for a real account. Always answers false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= argon2id.hash('not-a-real-password: timing equaliser');
  try {
    await argon2id.verify(await dummyHash, normalized(password));
  } catch {
    // Ignored: the answer is false either way.
  }
  return false;
}

export { COMMON_PASSWORDS };

/** SEC-2: in zxcvbn's list of common passwords; the rule itself is the contract's `passwordError`, shared with the client. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(normalized(password).toLowerCase());
}
