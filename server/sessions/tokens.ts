import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and mailed account links (SEC-5, SEC-7). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token: a leaked table does not let anyone log in or follow a link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
