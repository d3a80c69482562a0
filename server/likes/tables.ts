import type { Kysely, Transaction } from 'kysely';
import type { LikeSource } from '../../contract/likes';
import type { Database, IntBool } from '../db/schema';

/**
 * The tables of migration 0006_likes, as Kysely sees them. They live here rather than in db/schema.ts so the likes area
 * is self-contained; `likesDb` widens the shared Kysely instance (or a transaction) to know them.
 */
export type LikeTables = {
  likes: LikesTable;
  swipe_passes: SwipePassesTable;
  swipe_windows: SwipeWindowsTable;
  /** Migration 0006 adds `time_zone` to the accounts table (merged with db/schema.ts's UsersTable). */
  users: { time_zone: string | null };
};

export type LikesDatabase = Database & LikeTables;
export type LikesDb = Kysely<LikesDatabase>;
export type LikesTrx = Transaction<LikesDatabase>;

export function likesDb(db: Transaction<Database>): LikesTrx;
export function likesDb(db: Kysely<Database>): LikesDb;
export function likesDb(db: Kysely<Database> | Transaction<Database>): LikesDb | LikesTrx {
  return db.withTables<LikeTables>();
}

export interface LikesTable {
  liker_id: number;
  liked_id: number;
  source: LikeSource;
  /** 1 until the liked member opens the liker's profile. */
  like_new: IntBool;
  created_at: string;
}

export interface SwipePassesTable {
  user_id: number;
  target_id: number;
  created_at: string;
}

export interface SwipeWindowsTable {
  user_id: number;
  likes: number;
  /** ISO-8601 UTC: the member's local midnight that ends the window. */
  ends_at: string;
  time_zone: string;
}
