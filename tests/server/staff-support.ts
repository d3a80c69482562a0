import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { TOTP, Secret } from 'otpauth';
import { staffLoginResponseSchema, type StaffMe, type StaffRole } from '../../contract/staff';
import { hashPassword } from '../../server/accounts/passwords';
import { getOrCreateSecret } from '../../server/secrets/service';
import { SecretBox } from '../../server/staff/secret-box';
import { STAFF_COOKIE_NAME } from '../../server/staff/sessions';
import { spaHeaders, type ServerHandle } from './harness';

/**
 * Helpers for every back-office test (H1 staff core; H2 moderation and H3 sites/operators use them too):
 * staff accounts created straight in the database, signed in through the real routes, TOTP step included.
 */

/** Not in the common-password list. */
export const STAFF_PASSWORD = 'amber-lighthouse-walnut-93!';

export interface CreatedStaff {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
  readonly password: string;
  /** Base32; null when created without TOTP. */
  readonly totpSecret: string | null;
  readonly siteIds: readonly number[];
}

export interface CreateStaffOptions {
  readonly role: StaffRole;
  /** A partner's sites; by default the `localhost` site. Ignored for other roles. */
  readonly siteIds?: readonly number[];
  /** Enrol an authenticator with a known secret (default true). */
  readonly totp?: boolean;
  readonly email?: string;
  readonly status?: 'active' | 'disabled';
}

let counter = 0;
const RUN = randomBytes(3).toString('hex');

export function uniqueStaffEmail(role: string): string {
  counter += 1;
  return `${role}.${RUN}.${counter}@staff.example.com`;
}

/** The sealer of TOTP secrets the server uses (same key from kv_secrets). */
export async function staffSecretBox(server: ServerHandle): Promise<SecretBox> {
  return new SecretBox(await getOrCreateSecret(server.app.db, 'staff_totp_key'));
}

/** The current code of a secret at the server's clock (optionally some 30-second steps away). */
export function totpCode(server: ServerHandle, secret: string, stepOffset = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: server.app.clock().getTime() + stepOffset * 30_000 });
}

/** A staff account of that role, straight in the database. */
export async function createStaff(server: ServerHandle, options: CreateStaffOptions): Promise<CreatedStaff> {
  const db = server.app.db;
  const now = server.app.clock().toISOString();
  const totpSecret = options.totp === false ? null : new Secret({ size: 20 }).base32;
  const box = await staffSecretBox(server);
  let siteIds: readonly number[] = [];
  if (options.role === 'partner') {
    if (options.siteIds) siteIds = options.siteIds;
    else {
      const site = await db.selectFrom('sites').select('id').where('domain', '=', 'localhost').executeTakeFirstOrThrow();
      siteIds = [site.id];
    }
  }
  const email = options.email ?? uniqueStaffEmail(options.role);
  const row = await db
    .insertInto('staff_accounts')
    .values({
      email,
      name: `Test ${options.role}`,
      role: options.role,
      password_hash: await hashPassword(STAFF_PASSWORD),
      totp_secret: totpSecret ? box.seal(totpSecret) : null,
      totp_enabled: totpSecret ? 1 : 0,
      status: options.status ?? 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (siteIds.length > 0) await db.insertInto('staff_sites').values(siteIds.map((siteId) => ({ staff_id: row.id, site_id: siteId }))).execute();
  return { id: row.id, email, role: options.role, password: STAFF_PASSWORD, totpSecret, siteIds };
}

let ipCounter = 0;
/** A fresh client address per call, so the per-IP sign-in limit only bites where a test means it to. */
export function nextStaffIp(): string {
  ipCounter += 1;
  return `10.200.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The `staff.session` token of a Set-Cookie answer, as a cookie header value (`staff.session=…`). */
export function staffCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE_NAME && c.value !== '');
  return cookie ? `${STAFF_COOKIE_NAME}=${cookie.value}` : undefined;
}

/** Headers of a same-origin back-office call, with the staff cookie when given. */
export function staffHeaders(cookie?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { ...spaHeaders(), ...(cookie ? { cookie } : {}), ...extra };
}

/**
 * A code is usable once, and the server accepts the previous, current and next 30-second step: the earliest of those
 * not used yet, so one account can sign in up to three times per step without moving the clock.
 */
async function unusedStepOffset(server: ServerHandle, staffId: number): Promise<number> {
  const row = await server.app.db.selectFrom('staff_accounts').select('totp_last_step').where('id', '=', staffId).executeTakeFirst();
  const now = server.app.clock().getTime();
  const current = Math.floor(now / 30_000);
  const last = row?.totp_last_step ?? null;
  // The previous step's code is accepted only until the current step ends: on a busy machine the sign-in may reach
  // the server after that, so it is used only with 15 s of the step left.
  const offsets = now % 30_000 < 15_000 ? [-1, 0, 1] : [0, 1];
  for (const offset of offsets) if (last === null || current + offset > last) return offset;
  throw new Error('this account used every code of the current window: advance the test clock by 30 s');
}

/** Signs an existing account in through POST /api/staff/login (with its TOTP code when enrolled). */
export async function signInStaff(server: ServerHandle, staff: CreatedStaff): Promise<{ cookie: string; staff: StaffMe }> {
  const code = staff.totpSecret ? totpCode(server, staff.totpSecret, await unusedStepOffset(server, staff.id)) : undefined;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    headers: staffHeaders(),
    remoteAddress: nextStaffIp(),
    payload: { email: staff.email, password: staff.password, ...(code ? { code } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  const cookie = staffCookieOf(response);
  if (!cookie) throw new Error('staff login set no cookie');
  return { cookie, staff: staffLoginResponseSchema.parse(response.json()).staff };
}

/** A new account of that role (TOTP enrolled with a known secret), signed in: the cookie header value and StaffMe. */
export async function staffLogin(
  server: ServerHandle,
  role: StaffRole,
  options: Omit<CreateStaffOptions, 'role'> = {},
): Promise<{ cookie: string; staff: StaffMe; account: CreatedStaff }> {
  const account = await createStaff(server, { ...options, role });
  return { ...(await signInStaff(server, account)), account };
}
