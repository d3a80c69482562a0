import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a server key kept in `kv_secrets` (generated on first start, like the other
 * server secrets), so a copied `staff_accounts` table alone does not give anyone the codes.
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(keyBase64Url: string) {
    const key = Buffer.from(keyBase64Url, 'base64url');
    if (key.length !== 32) throw new Error('the TOTP key must be 32 bytes');
    this.#key = key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown sealed secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
