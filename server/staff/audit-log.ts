import type { AuditLogEntry, AuditQuery, AuditResponse } from '../../contract/staff';
import { STAFF_LIMITS, STAFF_ROLES, type StaffRole } from '../../contract/staff';
import type { AuditLogRow } from '../db/schema';
import { HttpError } from '../errors/http-error';
import type { StaffDeps } from './context';

function parsed(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

function roleOf(value: string | null): StaffRole | null {
  return value !== null && (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : null;
}

export function auditEntryOf(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    staff_id: row.staff_id,
    staff_email: row.staff_email,
    role: roleOf(row.role),
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    site_id: row.site_id,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
    reason: row.reason,
    ip: row.ip,
    created_at: row.created_at,
  };
}

/** A date or date-time bound as the ISO-8601 UTC text the log stores, or a 400 on that field. */
function bound(field: 'from' | 'to', value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time)) {
    throw new HttpError('validation_failed', { fields: { [field]: { code: 'invalid_value' } } });
  }
  return new Date(time).toISOString();
}

/** GET /api/staff/audit: newest first, keyset pages on id. */
export async function readAuditLog(deps: StaffDeps, query: AuditQuery): Promise<AuditResponse> {
  const from = bound('from', query.from);
  const to = bound('to', query.to);
  let select = deps.db.selectFrom('audit_log').selectAll();
  if (query.staff_id !== undefined) select = select.where('staff_id', '=', query.staff_id);
  if (query.action !== undefined) select = select.where('action', '=', query.action);
  if (query.target_type !== undefined) select = select.where('target_type', '=', query.target_type);
  if (query.target_id !== undefined) select = select.where('target_id', '=', query.target_id);
  if (query.site_id !== undefined) select = select.where('site_id', '=', query.site_id);
  if (from !== undefined) select = select.where('created_at', '>=', from);
  if (to !== undefined) select = select.where('created_at', '<', to);
  if (query.before_id !== undefined) select = select.where('id', '<', query.before_id);
  const rows = await select.orderBy('id', 'desc').limit(STAFF_LIMITS.auditPage + 1).execute();
  const page = rows.slice(0, STAFF_LIMITS.auditPage);
  const last = page.at(-1);
  return { entries: page.map(auditEntryOf), next_before_id: rows.length > STAFF_LIMITS.auditPage && last ? last.id : null };
}
