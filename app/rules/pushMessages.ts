import { PUSH_OPEN_MESSAGE, pushWorkerMessageSchema, type PushMessage, type PushWorkerMessage } from '../../contract/notifications';
import { pathFor } from '../../contract/routes';
import { safeNextPath } from './safeNextPath';

/** A message from the push worker (app/public/sw-push.js), or null for anything else posted to the page. */
export function readPushWorkerMessage(data: unknown): PushWorkerMessage | null {
  const parsed = pushWorkerMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** SPEC §3 push state's last message: the newer of the kept one and one that comes in (a click may hand an older one). */
export function lastPushMessage(kept: PushMessage | null, incoming: PushMessage | null): PushMessage | null {
  if (!incoming) return kept;
  if (!kept) return incoming;
  return incoming.received_at >= kept.received_at ? incoming : kept;
}

/**
 * Where a clicked notification leads in the app: its own same-site path (a chat notification's conversation), never
 * another origin whatever the payload says; the chat list when the path is unusable.
 */
export function pushOpenPath(message: PushMessage): string {
  return safeNextPath(message.url, pathFor('chats'));
}

/** The worker asks this tab to open a clicked notification. */
export function isPushOpen(message: PushWorkerMessage | null): message is Extract<PushWorkerMessage, { type: typeof PUSH_OPEN_MESSAGE }> {
  return message?.type === PUSH_OPEN_MESSAGE;
}
