import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox provider's webhook signature, shaped like Stripe's: header `Sandbox-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 = HMAC-SHA256(secret, `${t}.${rawBody}`). Verification compares in constant time and refuses timestamps
 * more than 5 minutes from our clock, so a captured event cannot be replayed later (and replays inside the window are
 * caught by the event id).
 */

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_S = 5 * 60;

export function sandboxSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export function sandboxSignatureHeader(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${sandboxSignature(secret, timestamp, rawBody)}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

interface ParsedHeader {
  readonly timestamp: number;
  readonly signatures: readonly string[];
}

function parseHeader(header: string): ParsedHeader | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || key === undefined || value === undefined) return null;
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(value);
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** null when the signature is valid and fresh; otherwise why not. */
export function checkSandboxSignature(secret: string, rawBody: string, header: string | undefined, now: Date): SignatureProblem | null {
  if (!header) return 'missing';
  const parsed = parseHeader(header);
  if (!parsed) return 'malformed';
  if (Math.abs(Math.floor(now.getTime() / 1000) - parsed.timestamp) > SIGNATURE_TOLERANCE_S) return 'stale';
  const expected = Buffer.from(sandboxSignature(secret, parsed.timestamp, rawBody), 'hex');
  // Several v1 values are allowed (a secret being rotated); each is compared in constant time.
  const matches = parsed.signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'mismatch';
}
