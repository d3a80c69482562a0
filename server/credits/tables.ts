import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type {
  CreditReason,
  DiscountValidity,
  PackageKind,
  PaymentKind,
  PaymentMethod,
  PaymentStatus,
} from '../../contract/credits';
import type { Database, IntBool } from '../db/schema';

/**
 * The tables of migration 0005_credits, as Kysely sees them. They live here rather than in db/schema.ts so the credits
 * and payments areas are self-contained; `creditsDb` widens the shared Kysely instance (or a transaction) to know them.
 */
export type CreditTables = {
  credit_entries: CreditEntriesTable;
  credit_packages: CreditPackagesTable;
  package_prices: PackagePricesTable;
  discount_codes: DiscountCodesTable;
  discount_redemptions: DiscountRedemptionsTable;
  saved_methods: SavedMethodsTable;
  payments: PaymentsTable;
  payment_status_changes: PaymentStatusChangesTable;
  webhook_events: WebhookEventsTable;
  directdebits: DirectDebitsTable;
  directdebit_blocks: DirectDebitBlocksTable;
};

export type CreditsDatabase = Database & CreditTables;
export type CreditsDb = Kysely<CreditsDatabase>;
export type CreditsTrx = Transaction<CreditsDatabase>;

export function creditsDb(db: Transaction<Database>): CreditsTrx;
export function creditsDb(db: Kysely<Database>): CreditsDb;
export function creditsDb(db: Kysely<Database> | Transaction<Database>): CreditsDb | CreditsTrx {
  return db.withTables<CreditTables>();
}

export interface CreditEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** Signed: credits in (purchase, signup) are positive, spends and reversals negative. */
  amount: number;
  reason: CreditReason;
  reference: string | null;
  idempotency_key: string;
  balance_after: number;
  created_at: string;
}

export interface CreditPackagesTable {
  id: Generated<number>;
  site_id: number;
  kind: PackageKind;
  credits: number;
  bonus_credits: Generated<number>;
  discount_percentage: Generated<number>;
  popular: Generated<IntBool>;
  one_time: Generated<IntBool>;
  position: number;
  active: Generated<IntBool>;
  created_at: string;
  updated_at: string;
}

export interface PackagePricesTable {
  package_id: number;
  currency: string;
  amount_minor: number;
}

export type DiscountKind = 'standard' | 'welcome' | 'time_bonus';

export interface DiscountCodesTable {
  id: Generated<number>;
  site_id: number;
  code: string;
  kind: Generated<DiscountKind>;
  country: string | null;
  currency: string | null;
  value_percentage: number;
  minimum_order_value_minor: number | null;
  expires: string | null;
  status: Generated<'active' | 'inactive'>;
  validity: DiscountValidity;
  /** JSON PaymentMethod[] or null (every method). */
  paymentmethods: string | null;
  user_id: number | null;
  created_at: string;
}

export interface DiscountRedemptionsTable {
  id: Generated<number>;
  user_id: number;
  code_id: number;
  payment_id: number;
  redeemed_at: string | null;
  created_at: string;
}

export interface SavedMethodsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  site_id: number;
  package_id: number;
  kind: PaymentKind;
  credits: number;
  amount_minor: number;
  currency: string;
  method: PaymentMethod;
  status: PaymentStatus;
  provider: string;
  provider_ref: string | null;
  checkout_url: string | null;
  discount_code_id: number | null;
  discount_code: string | null;
  discount_percentage: Generated<number>;
  saved_method_id: number | null;
  idempotency_key: string;
  reversed_credits: Generated<number>;
  reversal_shortfall: Generated<number>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export type StatusChangeSource = 'created' | 'webhook' | 'charge' | 'checkout' | 'directdebit' | 'superseded';

export interface PaymentStatusChangesTable {
  id: Generated<number>;
  payment_id: number;
  from_status: PaymentStatus | null;
  to_status: PaymentStatus;
  source: StatusChangeSource;
  event_id: string | null;
  created_at: string;
}

export type WebhookOutcome = 'applied' | 'ignored' | 'rejected';

export interface WebhookEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  type: string;
  payment_public_id: string | null;
  outcome: WebhookOutcome | 'processing';
  received_at: string;
}

export type DirectDebitStage = 'awaiting_code' | 'confirmed' | 'failed';

export interface DirectDebitsTable {
  payment_id: number;
  user_id: number;
  iban_masked: string;
  iban_hash: string;
  iban_country: string;
  phone: string;
  code_hash: string;
  code_attempts: Generated<number>;
  code_expires_at: string;
  stage: DirectDebitStage;
  confirmed_at: string | null;
  created_at: string;
}

export interface DirectDebitBlocksTable {
  id: Generated<number>;
  user_id: number | null;
  iban_hash: string | null;
  reason: string;
  payment_id: number | null;
  created_at: string;
}

export type CreditEntryRow = Selectable<CreditEntriesTable>;
export type CreditPackageRow = Selectable<CreditPackagesTable>;
export type DiscountCodeRow = Selectable<DiscountCodesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type SavedMethodRow = Selectable<SavedMethodsTable>;
export type DirectDebitRow = Selectable<DirectDebitsTable>;
