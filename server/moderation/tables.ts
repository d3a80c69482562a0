import type { Generated, Kysely, Transaction } from 'kysely';
import type { CaseStatus, MemberReportReason, PhotoRejectReason, TextFlagStatus } from '../../contract/moderation';
import type { Database } from '../db/schema';
import type { ComplaintTables } from '../complaints/tables';
import type { CreditTables } from '../credits/tables';

/**
 * The tables of migration 0011_moderation, as Kysely sees them. As in the complaints and credits areas they live
 * with the area rather than in db/schema.ts; `moderationDb` widens the shared Kysely instance (or a transaction) to
 * know them, together with the complaints and credits tables the moderation reads.
 */
export type ModerationTables = {
  photo_decisions: PhotoDecisionsTable;
  profile_text_flags: ProfileTextFlagsTable;
  member_reports: MemberReportsTable;
  case_replies: CaseRepliesTable;
  member_bans: MemberBansTable;
};

export type ModerationDatabase = Database & ModerationTables & ComplaintTables & CreditTables;
export type ModerationDb = Kysely<ModerationDatabase>;
export type ModerationTrx = Transaction<ModerationDatabase>;

export function moderationDb(db: Transaction<Database>): ModerationTrx;
export function moderationDb(db: Kysely<Database>): ModerationDb;
export function moderationDb(db: Kysely<Database> | Transaction<Database>): ModerationDb | ModerationTrx {
  return db.withTables<ModerationTables & ComplaintTables & CreditTables>();
}

export interface PhotoDecisionsTable {
  photo_id: number;
  status: 'active' | 'rejected';
  reason: PhotoRejectReason | null;
  note: string | null;
  staff_id: number;
  decided_at: string;
}

export interface ProfileTextFlagsTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  /** JSON string[] */
  terms: string;
  status: Generated<TextFlagStatus>;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
  resolution_reason: string | null;
}

export interface MemberReportsTable {
  id: Generated<number>;
  site_id: number;
  reporter_id: number;
  member_id: number;
  reason: MemberReportReason;
  note: string | null;
  /** The reporter's interface language when reporting: the reply's language. */
  language: string;
  status: Generated<CaseStatus>;
  created_at: string;
}

export type CaseType = 'complaint' | 'report';

export interface CaseRepliesTable {
  id: Generated<number>;
  case_type: CaseType;
  case_id: number;
  text: string;
  staff_id: number;
  created_at: string;
}

export interface MemberBansTable {
  id: Generated<number>;
  user_id: number;
  reason: string;
  staff_id: number;
  created_at: string;
  lifted_at: string | null;
  lifted_by: number | null;
}
