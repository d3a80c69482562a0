import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '../../contract/staff';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { spaHeaders, type ServerHandle } from './harness';
import { createStaff, signInStaff, staffLogin } from './staff-support';

/**
 * Staff sessions for the moderation tests, through the real sign-in (password and TOTP code) of the staff helpers
 * (tests/server/staff-support.ts). `enrolmentOnly`: an account of a role that needs TOTP, signed in before enrolling
 * an authenticator (its session only reaches the enrolment routes).
 */
export interface StaffSession {
  readonly id: number;
  readonly email: string;
  readonly cookie: string;
}

export async function staffSession(server: ServerHandle, role: StaffRole, options: { enrolmentOnly?: boolean } = {}): Promise<StaffSession> {
  if (options.enrolmentOnly) {
    const account = await createStaff(server, { role, totp: false });
    const { cookie } = await signInStaff(server, account);
    return { id: account.id, email: account.email, cookie };
  }
  const { cookie, account } = await staffLogin(server, role);
  return { id: account.id, email: account.email, cookie };
}

export interface CallOptions {
  /** A staff cookie (`staff.session=…`). */
  readonly staff?: string;
  /** A member session token. */
  readonly member?: string;
}

function headers(options: CallOptions): Record<string, string> {
  const cookies = [options.staff, options.member ? `${AUTH_COOKIE_NAME}=${options.member}` : undefined].filter(Boolean).join('; ');
  return { ...spaHeaders('localhost:3000'), ...(cookies ? { cookie: cookies } : {}) };
}

export function staffApi(server: ServerHandle) {
  const call = (method: 'GET' | 'POST', url: string, payload: unknown, options: CallOptions): Promise<LightMyRequestResponse> =>
    server.app.inject({ method, url, headers: headers(options), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  return {
    get: (url: string, options: CallOptions = {}) => call('GET', url, undefined, options),
    post: (url: string, payload: unknown, options: CallOptions = {}) => call('POST', url, payload ?? {}, options),
  };
}

export interface AuditRow {
  action: string;
  target_type: string;
  target_id: string | null;
  staff_id: number | null;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
}

export async function auditRows(server: ServerHandle, targetType: string, targetId: number | string): Promise<AuditRow[]> {
  return server.app.db
    .selectFrom('audit_log')
    .select(['action', 'target_type', 'target_id', 'staff_id', 'before_json', 'after_json', 'reason'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .orderBy('id', 'asc')
    .execute();
}
