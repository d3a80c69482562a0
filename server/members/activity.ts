import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A member's `last_active_at` (the search order, and "online") is written at most this often. */
export const ACTIVITY_TOUCH_INTERVAL_MS = 5 * 60_000;
/**
 * When the member's page becomes hidden (SPEC §7 page-hidden beacon) the last-seen time is written if the last write
 * is older than this: "online" and "last seen" then end when the member left, not up to five minutes before.
 */
export const PAGE_HIDDEN_TOUCH_INTERVAL_MS = 60_000;
const MAX_TRACKED = 50_000;

/** Per database (tests run several servers in one process), the last write per member. */
const lastWrites = new WeakMap<Kysely<Database>, Map<number, number>>();

/**
 * Marks a member as active now. Called by the member calls (search, profiles, photos); a busy member causes one
 * write per interval, not one per request.
 */
export async function touchActivity(db: Kysely<Database>, userId: number, now: Date, intervalMs = ACTIVITY_TOUCH_INTERVAL_MS): Promise<void> {
  let writes = lastWrites.get(db);
  if (!writes) lastWrites.set(db, (writes = new Map()));
  const last = writes.get(userId);
  const ms = now.getTime();
  if (last !== undefined && ms - last < intervalMs) return;
  if (writes.size >= MAX_TRACKED) writes.clear();
  writes.set(userId, ms);
  const stamp = now.toISOString();
  await db.updateTable('profiles').set({ last_active_at: stamp }).where('user_id', '=', userId).where('last_active_at', '<', stamp).execute();
}
