import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The issuer authenticator apps show next to the account (the product name used in the README). */
export const TOTP_ISSUER = 'Flirtlane staff';
const PERIOD_S = 30;
const DIGITS = 6;
/** ±1 step: a code from the previous or next 30 seconds is accepted (clock drift, typing time). */
const WINDOW = 1;

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/** The otpauth URI as an SVG QR code (markup only: no scripts, nothing fetched). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The 30-second step a code belongs to, or null when it is not valid at `now` (±1 step). The caller refuses a step at
 * or before the last one it accepted, so each code works once.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpFor(secretBase32, 'check');
  const delta = totp.validate({ token, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** A code is usable once: a step at or before the last accepted one is refused (pure rule). */
export function isFreshTotpStep(step: number, lastStep: number | null): boolean {
  return lastStep === null || step > lastStep;
}
