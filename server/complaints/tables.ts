import type { Generated, Kysely } from 'kysely';
import type { ComplaintCategory } from '../../contract/complaints';
import type { Database } from '../db/schema';

/**
 * The table of migration 0008_complaints, as Kysely sees it. It lives here rather than in db/schema.ts so the
 * complaints area is self-contained; `complaintsDb` widens the shared Kysely instance to know it.
 */
export type ComplaintTables = {
  complaints: ComplaintsTable;
};

export type ComplaintsDatabase = Database & ComplaintTables;

export function complaintsDb(db: Kysely<Database>): Kysely<ComplaintsDatabase> {
  return db.withTables<ComplaintTables>();
}

export type ComplaintStatus = 'open' | 'answered' | 'closed';

export interface ComplaintsTable {
  id: Generated<number>;
  site_id: number;
  /** The sender's account when they were logged in; null for visitors and after the account is erased. */
  user_id: number | null;
  reference: string;
  name: string;
  /** Lower-cased. */
  email: string;
  category: ComplaintCategory;
  subject: string | null;
  message: string;
  /** The interface language the complaint was sent in (its confirmation mail's language). */
  language: string;
  status: Generated<ComplaintStatus>;
  created_at: string;
}
