import type { ReplyWithin } from '../../src/screens/ConversationScreen';

/**
 * The "usually answers within …" line of a conversation (issue "The product as people get it").
 *
 * The figure is `operator_reply_seconds` of the chat answer: over the last 30 days, the median time from a member's
 * first unanswered message to a fictional profile until an operator's answer to it (server/operators/reply-time.ts);
 * null when there were too few answers to tell. Fictional profiles are answered by operators only, never by a bot.
 *
 * - A real member: no line. Nobody answers for them, so nothing may be promised.
 * - A fictional profile without a figure: no line (the fictional mark still says who writes).
 * - A fictional profile: the median rounded UP to the next of 15 or 30 minutes, 1, 2, 4, 8, 12 or 24 hours, 2 days,
 *   then whole days: "usually answers within 2 hours" when the median is 1 h 10 min. Rounding up keeps the promise
 *   on the honest side of the median.
 */
const BOUNDS_MINUTES = [15, 30, 60, 120, 240, 480, 720, 1440, 2880] as const;

export function replyExpectation(input: { fictional: boolean; operatorReplySeconds: number | null | undefined }): ReplyWithin | null {
  const seconds = input.operatorReplySeconds;
  if (!input.fictional || seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const minutes = seconds / 60;
  const bound = BOUNDS_MINUTES.find((limit) => minutes <= limit);
  if (bound === undefined) return { unit: 'days', count: Math.ceil(seconds / 86_400) };
  if (bound < 60) return { unit: 'minutes', count: bound };
  if (bound <= 1440) return { unit: 'hours', count: bound / 60 };
  return { unit: 'days', count: bound / 1440 };
}
