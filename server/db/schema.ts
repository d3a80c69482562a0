import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database as Kysely sees it. Portable conventions (the same migrations and queries run on SQLite and PostgreSQL):
 * - booleans are integer 0/1 (SQLite has no boolean type, and better-sqlite3 cannot bind `true`);
 * - lists and maps are JSON text (parsed in the queries module that owns the table);
 * - timestamps are ISO-8601 UTC text written by the application (`new Date().toISOString()`), which sorts correctly.
 * Later areas add their tables here and in a new migration.
 */
export interface Database {
  companies: CompaniesTable;
  sites: SitesTable;
  kv_secrets: KvSecretsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  rate_events: RateEventsTable;
  photos: PhotosTable;
  blocks: BlocksTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_sites: StaffSitesTable;
  audit_log: AuditLogTable;
  operator_claims: OperatorClaimsTable;
}

/** 0 or 1. */
export type IntBool = number;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  /** JSON string[] */
  tradenames: string;
  /** JSON string[] */
  vat_numbers: string;
  support_phone: string;
  delete_discount: number;
  added: string;
  created_at: string;
  updated_at: string;
}

/** One row per domain: the per-site part of SPEC §3 Settings (the per-request geo fields are computed). */
export interface SitesTable {
  id: Generated<number>;
  /** Lower case, no port, no leading `www.`. */
  domain: string;
  domain_language: string;
  name: string;
  index_title: string;
  description: string;
  niche: number;
  /** JSON string[] of ISO country codes */
  countries: string;
  cdn_prefix: string;
  /** JSON string[] */
  visible_profile_fields: string;
  visible_profile_notes: IntBool;
  /** JSON string[] */
  search_fields: string;
  message_credits: number;
  signup_credits: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
  /** JSON Record<country, { costs, currency }> */
  minimum_message_costs: string;
  support_email: string;
  support_phone: string;
  enable_site_entry_popup: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  fictional_icon: string;
  refund_days: number;
  signups: string;
  logged_out_search: IntBool;
  logged_out_search_trafficsource: IntBool;
  member_resell: IntBool;
  company_id: number;
  mail_name: string;
  /** JSON string[] of interest keys */
  interests: string;
  created_at: string;
  updated_at: string;
  /** JSON Language[]: the interface languages the site offers (migration 0012). */
  languages: Generated<string>;
  /** 0: the domain is off the air and its host is answered by the default site (migration 0012). */
  active: Generated<IntBool>;
  /** Whose members this site's members meet: 'network' (every network site's) or 'site' (its own); server/members/pool.ts. */
  member_pool: Generated<'network' | 'site'>;
}

/** Secrets the server generates on first start (session and webhook keys, later VAPID keys). Never committed. */
export interface KvSecretsTable {
  key: string;
  value: string;
  created_at: string;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompanyRow = Insertable<CompaniesTable>;
export type SiteRow = Selectable<SitesTable>;
export type NewSiteRow = Insertable<SitesTable>;
export type SiteRowUpdate = Updateable<SitesTable>;

// Accounts (issue 3, migration 0002_accounts).

export type UserStatusValue = 'not_confirmed' | 'confirmed' | 'deleted' | 'banned';

/** An account on one site; the row stays (tombstoned) after the personal data is purged. */
export interface UsersTable {
  id: Generated<number>;
  site_id: number;
  email: string;
  /** Trimmed, lower case; unique per site. */
  email_normalized: string;
  /** argon2id PHC string; null after purge. */
  password_hash: string | null;
  status: UserStatusValue;
  /** The status to restore on reactivation. */
  status_before_delete: 'not_confirmed' | 'confirmed' | null;
  credits: Generated<number>;
  paid_user: Generated<IntBool>;
  fictional_icon: Generated<IntBool>;
  language: string;
  /** JSON NotificationType[] */
  notifications_disabled: Generated<string>;
  /** JSON Tracking */
  tracking: Generated<string>;
  signup_ip: string | null;
  created_at: string;
  confirmed_at: string | null;
  last_login_at: string | null;
  deleted_at: string | null;
  purge_after: string | null;
  purged_at: string | null;
  delete_reason: string | null;
  delete_comment: string | null;
}

export interface ProfilesTable {
  /** Also the profile id. */
  user_id: number;
  name: string;
  /** `YYYY-MM-DD`; null after purge. */
  date_of_birth: string | null;
  country: string;
  region: string | null;
  gender: string | null;
  seeking: string | null;
  status: Generated<'active' | 'disabled'>;
  signup_message: string | null;
  target_profile_id: number | null;
  created_at: string;
  // Members (issue 4, migration 0004_members). Attribute values are contract/members.ts keys.
  sexuality: string | null;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  height_cm: number | null;
  about: Generated<string>;
  /** JSON InterestKey[] */
  interests: Generated<string>;
  /** 1 when the interests hold a kink (bondage, sadomasochism): the BDSM site's audience, kept indexable. */
  kink: Generated<IntBool>;
  city: string | null;
  /** The city centre (never a device position), rounded to 2 decimals; null without a known city. */
  lat: number | null;
  lon: number | null;
  /** Hidden from search and lists (SPEC §2 invisible mode). */
  invisible: Generated<IntBool>;
  /** An entertainment profile run by the site (SPEC §2 fictional-profile warning). */
  fictional: Generated<IntBool>;
  /** ISO-8601 UTC; the search order (with user_id as the tie-breaker). */
  last_active_at: Generated<string>;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 hex of the cookie token. */
  token_hash: string;
  user_id: number;
  site_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  user_agent: string | null;
}

export type AccountTokenKind = 'activation' | 'reset' | 'mail_change' | 'reactivate';

export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: AccountTokenKind;
  /** SHA-256 hex of the mailed token. */
  token_hash: string;
  /** JSON object (mail_change: { email }) */
  data: Generated<string>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateEventsTable {
  id: Generated<number>;
  /** SHA-256 hex of the limit key. */
  key: string;
  created_at: string;
}

export type PhotoStatusValue = 'pending' | 'active' | 'rejected';
export type PhotoVisibilityValue = 'public' | 'private';

/** A member photo; its three variants live in the media store under `storage_key` (random, never user-given). */
export interface PhotosTable {
  id: Generated<number>;
  user_id: number;
  storage_key: string;
  status: PhotoStatusValue;
  visibility: PhotoVisibilityValue;
  /** Order on the profile; the lowest is the main photo. Unique per user, gaps allowed. */
  position: number;
  width: number;
  height: number;
  created_at: string;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type NewPhotoRow = Insertable<PhotosTable>;

// Back office (issue 8, migration 0010_staff).

export interface StaffAccountsTable {
  id: Generated<number>;
  /** Lower case; unique. */
  email: string;
  name: string;
  role: 'admin' | 'moderator' | 'operator' | 'partner';
  /** argon2id PHC string. */
  password_hash: string;
  /** The TOTP secret, encrypted (server/staff/secret-box.ts); null until enrolment starts. */
  totp_secret: string | null;
  totp_enabled: Generated<IntBool>;
  /** The last accepted 30-second TOTP step: a code is usable once. */
  totp_last_step: number | null;
  status: Generated<'active' | 'disabled'>;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  /** 1: the password was handed out (seeded, or created by an admin); only "set a new password" answers (SEC-26). */
  must_change_password: Generated<IntBool>;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  /** SHA-256 hex of the cookie token. */
  token_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  /** 0: the session may only enrol an authenticator. */
  totp_passed: IntBool;
  ip: string | null;
}

export interface StaffSitesTable {
  staff_id: number;
  site_id: number;
}

/** Append-only (triggers refuse UPDATE and DELETE). */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_email: string | null;
  role: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  site_id: number | null;
  /** JSON */
  before_json: string | null;
  /** JSON */
  after_json: string | null;
  reason: string | null;
  ip: string | null;
  created_at: string;
}

export type StaffAccountRow = Selectable<StaffAccountsTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;

// Fictional-profile operators (issue 8, migration 0012_operators).

/** One operator holds a conversation of a fictional profile until `expires_at` (server/operators/claims.ts). */
export interface OperatorClaimsTable {
  conversation_id: number;
  staff_id: number;
  claimed_at: string;
  expires_at: string;
}

export type OperatorClaimRow = Selectable<OperatorClaimsTable>;
