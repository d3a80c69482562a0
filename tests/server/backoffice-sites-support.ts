import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import type { StaffRole } from '../../contract/staff';
import { spaHeaders, type ServerHandle } from './harness';
import { staffLogin } from './staff-support';

/**
 * Helpers of the sites-editor and operators tests: signed-in staff, calls with the staff cookie, and audit rows.
 */

const RUN = randomBytes(3).toString('hex');
let counter = 0;

export interface TestStaff {
  readonly id: number;
  readonly name: string;
  readonly cookie: string;
}

/**
 * A staff account of that role signed in through the real routes (H1's `staffLogin`: password and TOTP step), with a
 * distinct display name (claims name their holder).
 */
export async function staffWithSession(server: ServerHandle, role: StaffRole, options: { siteIds?: number[]; name?: string } = {}): Promise<TestStaff> {
  counter += 1;
  const name = options.name ?? `${role} ${RUN} ${counter}`;
  const { cookie, account } = await staffLogin(server, role, options.siteIds ? { siteIds: options.siteIds } : {});
  await server.app.db.updateTable('staff_accounts').set({ name }).where('id', '=', account.id).execute();
  return { id: account.id, name, cookie };
}

export interface StaffCallOptions {
  readonly staff?: TestStaff | undefined;
  /** A member session token (to show it grants nothing here). */
  readonly member?: string | undefined;
  readonly host?: string;
}

export function staffCall(server: ServerHandle) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload: unknown, options: StaffCallOptions): Promise<LightMyRequestResponse> => {
    const cookies = [options.staff?.cookie, options.member ? `${AUTH_COOKIE_NAME}=${options.member}` : undefined].filter(Boolean).join('; ');
    return server.app.inject({
      method,
      url,
      headers: { ...spaHeaders(options.host ?? 'localhost:3000'), ...(cookies ? { cookie: cookies } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  };
  return {
    get: (url: string, options: StaffCallOptions = {}) => call('GET', url, undefined, options),
    post: (url: string, payload: unknown = {}, options: StaffCallOptions = {}) => call('POST', url, payload, options),
    patch: (url: string, payload: unknown, options: StaffCallOptions = {}) => call('PATCH', url, payload, options),
    delete: (url: string, options: StaffCallOptions = {}) => call('DELETE', url, undefined, options),
  };
}

export interface AuditRow {
  readonly action: string;
  readonly target_type: string;
  readonly target_id: string | null;
  readonly staff_id: number | null;
  readonly site_id: number | null;
  readonly before: unknown;
  readonly after: unknown;
}

/** Audit rows, oldest first, optionally of one target. */
export async function auditRows(server: ServerHandle, filter: { targetType?: string; targetId?: number | string; action?: string } = {}): Promise<AuditRow[]> {
  let query = server.app.db
    .selectFrom('audit_log')
    .select(['action', 'target_type', 'target_id', 'staff_id', 'site_id', 'before_json', 'after_json'])
    .orderBy('id', 'asc');
  if (filter.targetType !== undefined) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('target_id', '=', String(filter.targetId));
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  const rows = await query.execute();
  return rows.map(({ before_json, after_json, ...row }) => ({
    ...row,
    before: before_json === null ? null : (JSON.parse(before_json) as unknown),
    after: after_json === null ? null : (JSON.parse(after_json) as unknown),
  }));
}

export async function auditCount(server: ServerHandle): Promise<number> {
  const row = await server.app.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
