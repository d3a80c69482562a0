import type { Kysely } from 'kysely';
import { chatDb } from '../chat/tables';
import type { Database } from '../db/schema';

/**
 * How soon fictional profiles are answered (by operators: there is no bot), for the conversation's "usually answers
 * within …" line (app/rules/replyExpectation.ts): over the messages of the last 30 days in conversations with a
 * fictional profile, each operator answer's delay is the time since the member's first message after the profile's
 * previous one; the figure is the median delay in whole seconds, or null with fewer than MIN_ANSWERS answers. It is
 * the same for every fictional profile (one team answers them all) and kept for a minute.
 */
export const REPLY_WINDOW_DAYS = 30;
export const MIN_ANSWERS = 3;
/** The newest messages looked at: enough for a median, bounded for a big site. */
const MESSAGE_LIMIT = 5000;
const CACHE_MS = 60_000;

export interface ThreadMessage {
  readonly conversation_id: number;
  readonly created_at: string;
  /** The sender is the fictional profile (an operator wrote it). */
  readonly from_profile: boolean;
}

/** The answer delays (ms), from messages grouped by conversation and in order within each. */
export function answerDelays(messages: readonly ThreadMessage[]): number[] {
  const delays: number[] = [];
  let conversation: number | null = null;
  let waitingSince: number | null = null;
  for (const message of messages) {
    if (message.conversation_id !== conversation) {
      conversation = message.conversation_id;
      waitingSince = null;
    }
    const at = Date.parse(message.created_at);
    if (!message.from_profile) waitingSince ??= at;
    else if (waitingSince !== null) {
      delays.push(Math.max(0, at - waitingSince));
      waitingSince = null;
    }
  }
  return delays;
}

export function medianSeconds(delaysMs: readonly number[], minAnswers = MIN_ANSWERS): number | null {
  if (delaysMs.length < minAnswers) return null;
  const sorted = [...delaysMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(median / 1000);
}

const cache = new WeakMap<Kysely<Database>, { value: number | null; until: number }>();

export async function operatorReplySeconds(db: Kysely<Database>, now: Date): Promise<number | null> {
  const cached = cache.get(db);
  if (cached && cached.until > now.getTime()) return cached.value;
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const rows = await chatDb(db)
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('profiles as lp', 'lp.user_id', 'c.member_low')
    .innerJoin('profiles as hp', 'hp.user_id', 'c.member_high')
    .innerJoin('profiles as sp', 'sp.user_id', 'm.sender_id')
    .select(['m.conversation_id', 'm.created_at', 'sp.fictional'])
    .where((eb) => eb.or([eb('lp.fictional', '=', 1), eb('hp.fictional', '=', 1)]))
    .where('m.created_at', '>=', since)
    .orderBy('m.conversation_id')
    .orderBy('m.id')
    .limit(MESSAGE_LIMIT)
    .execute();
  const value = medianSeconds(answerDelays(rows.map((row) => ({ conversation_id: row.conversation_id, created_at: row.created_at, from_profile: row.fictional === 1 }))));
  cache.set(db, { value, until: now.getTime() + CACHE_MS });
  return value;
}
