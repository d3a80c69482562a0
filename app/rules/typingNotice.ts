import { CHAT } from '../../contract/chat';

/**
 * Typing both ways (issue 6). Out: the composer reports every keystroke; the other member is told at most once per
 * `CHAT.typingIntervalMs` (the server passes notices on no more often either). In: the indicator shows from a notice
 * until `CHAT.typingDisplayMs` after it, or until the member's message arrives.
 */
export function shouldSendTyping(lastSentAtMs: number | null, nowMs: number, intervalMs: number = CHAT.typingIntervalMs): boolean {
  return lastSentAtMs === null || nowMs - lastSentAtMs >= intervalMs || nowMs < lastSentAtMs;
}

/** Until when a typing notice received at `receivedAtMs` shows the indicator. */
export function typingShownUntil(receivedAtMs: number, displayMs: number = CHAT.typingDisplayMs): number {
  return receivedAtMs + displayMs;
}

/** Whether the indicator shows now (`untilMs` undefined: no notice, or the member's message ended it). */
export function isTypingShown(untilMs: number | undefined, nowMs: number): boolean {
  return untilMs !== undefined && nowMs < untilMs;
}
