import { createHash } from 'node:crypto';

/**
 * argon2 costs ~50 ms of CPU a call; the fuzz files swap `@node-rs/argon2` for this stand-in of the same API shape
 * (vi.mock), as they test input handling, not hashing. It imports nothing of ours, so the mock factory cannot
 * wait on a module that itself imports the mocked package.
 */
function digest(password: string): string {
  return `$fake$${createHash('sha256').update(password.normalize('NFC')).digest('base64')}`;
}

export const fakeArgon2 = {
  hash: async (password: string): Promise<string> => digest(password),
  verify: async (stored: string, password: string): Promise<boolean> => stored === digest(password),
};
