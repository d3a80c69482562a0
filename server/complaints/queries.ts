import type { Kysely } from 'kysely';
import type { ComplaintCategory } from '../../contract/complaints';
import type { Database } from '../db/schema';
import { complaintsDb } from './tables';

export interface NewComplaint {
  readonly siteId: number;
  readonly userId: number | null;
  readonly reference: string;
  readonly name: string;
  readonly email: string;
  readonly category: ComplaintCategory;
  readonly subject: string | null;
  readonly message: string;
  readonly language: string;
  readonly createdAt: string;
}

export async function insertComplaint(db: Kysely<Database>, complaint: NewComplaint): Promise<number> {
  const row = await complaintsDb(db)
    .insertInto('complaints')
    .values({
      site_id: complaint.siteId,
      user_id: complaint.userId,
      reference: complaint.reference,
      name: complaint.name,
      email: complaint.email,
      category: complaint.category,
      subject: complaint.subject,
      message: complaint.message,
      language: complaint.language,
      created_at: complaint.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
