import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { StaffAccount, StaffMe } from '../../contract/staff';
import type { Database, StaffAccountRow } from '../db/schema';
import type { RateLimiter } from '../accounts/rate-events';
import { selectStaffSiteIds } from './queries';
import type { SecretBox } from './secret-box';

type Db = Kysely<Database> | Transaction<Database>;

/** What the staff services need from the server. */
export interface StaffDeps {
  readonly db: Kysely<Database>;
  readonly limiter: RateLimiter;
  readonly box: SecretBox;
  readonly now: () => Date;
}

export type StaffRequest = FastifyRequest;

export async function staffMeOf(db: Db, account: StaffAccountRow): Promise<StaffMe> {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    site_ids: account.role === 'partner' ? await selectStaffSiteIds(db, account.id) : null,
    totp_enabled: account.totp_enabled === 1,
  };
}

/** The admin's view of an account (also the before/after of its audit rows): never a hash or secret. */
export function staffAccountOf(account: StaffAccountRow, siteIds: readonly number[]): StaffAccount {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    status: account.status,
    site_ids: account.role === 'partner' ? [...siteIds] : null,
    totp_enabled: account.totp_enabled === 1,
    created_at: account.created_at,
    last_login_at: account.last_login_at,
  };
}
