import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffContext } from './guard';

export interface AuditEntry {
  /** e.g. 'photo.approve', 'site.update', 'member.ban', 'credits.correct', 'operator.reply' */
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string | number | null;
  readonly siteId?: number | null;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string | null;
}

/** Who did it, when there is no `request.staff` yet (sign-in) or any more (logout). */
export interface AuditActor {
  readonly id: number | null;
  readonly email: string | null;
  readonly role: string | null;
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/**
 * Appends one row to audit_log: who (request.staff), what, when (app clock), before/after as JSON, the IP. Call it with
 * the SAME transaction as the change, so both land or neither.
 */
export async function writeAudit(db: Kysely<Database> | Transaction<Database>, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await writeAuditAs(db, request, actorOf(request.staff), entry);
}

export function actorOf(staff: StaffContext | null): AuditActor {
  return staff ? { id: staff.id, email: staff.email, role: staff.role } : { id: null, email: null, role: null };
}

/** writeAudit with an explicit actor (sign-in, failed sign-in, logout). */
export async function writeAuditAs(
  db: Kysely<Database> | Transaction<Database>,
  request: FastifyRequest,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: actor.id,
      staff_email: actor.email,
      role: actor.role,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId === null ? null : String(entry.targetId),
      site_id: entry.siteId ?? null,
      before_json: json(entry.before),
      after_json: json(entry.after),
      reason: entry.reason ?? null,
      ip: request.ip ?? null,
      created_at: request.server.clock().toISOString(),
    })
    .execute();
}
