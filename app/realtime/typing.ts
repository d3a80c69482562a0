import { useEffect, useState, useSyncExternalStore } from 'react';
import { isTypingShown, typingShownUntil } from '../rules/typingNotice';

/**
 * Who is typing where (realtime `typing` events), per conversation: until when the indicator shows. Kept outside
 * React so the realtime hook can write it and any open conversation read it.
 */
const until = new Map<number, number>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The other member of `conversationId` is typing (a notice arrived now). */
export function noteTyping(conversationId: number, nowMs: number = Date.now()): void {
  until.set(conversationId, typingShownUntil(nowMs));
  changed();
}

/** Their message arrived (or the conversation closed): the indicator goes. */
export function clearTyping(conversationId: number): void {
  if (until.delete(conversationId)) changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the other member of a conversation is typing now; turns false by itself when the notice runs out. */
export function usePartnerTyping(conversationId: number | null): boolean {
  const shownUntil = useSyncExternalStore(
    subscribe,
    () => (conversationId === null ? undefined : until.get(conversationId)),
    () => undefined,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const current = Date.now();
    setNow(current);
    if (shownUntil === undefined || shownUntil <= current) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), shownUntil - current + 10);
    return () => clearTimeout(timer);
  }, [shownUntil]);
  return isTypingShown(shownUntil, now);
}
