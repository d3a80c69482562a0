import type { FirstMessageResponse } from '../../contract/chat';
import { HttpError } from '../errors/http-error';
import type { SiteRecord } from '../sites/service';
import { selectChatMembers, selectMembership, selectMessageByClientKey } from './queries';
import { chatPricing, checkedText, resolveTarget, sendMessage, type ChatDeps } from './service';
import { chatDb } from './tables';

/**
 * The signup's first message (signup step 5, stored on the profile as `signup_message`, with `target_profile_id` when
 * signup started from a member). It goes out through `sendMessage` like any other text, so it costs what the chat
 * shows and is spent under the ledger's rules. Its client key is fixed: a member sends it once, a repeat (a retry, a
 * second tab, a second /complete-signup) answers the message already stored instead of sending it again.
 */
export const FIRST_MESSAGE_CLIENT_KEY = 'signup-first-message';

async function draftOf(deps: ChatDeps, viewerId: number): Promise<{ text: string | null; targetId: number | null }> {
  const row = await deps.db.selectFrom('profiles').select(['signup_message', 'target_profile_id']).where('user_id', '=', viewerId).executeTakeFirst();
  return { text: row?.signup_message?.trim() || null, targetId: row?.target_profile_id ?? null };
}

/** GET /api/first-message.php: sent (to whom), still a draft (and whom signup started from), or none. */
export async function firstMessage(deps: ChatDeps, site: SiteRecord, viewerId: number): Promise<FirstMessageResponse> {
  const cost = (await chatPricing(deps, site, viewerId)).message_credits;
  const sent = await selectMessageByClientKey(chatDb(deps.db), viewerId, FIRST_MESSAGE_CLIENT_KEY);
  if (sent) {
    const otherId = (await selectMembership(chatDb(deps.db), viewerId, sent.conversation_id))?.other_id ?? 0;
    const member = (await selectChatMembers(deps.db, [otherId])).get(otherId);
    return {
      first_message: {
        status: 'sent',
        text: sent.text ?? '',
        conversation_id: sent.conversation_id,
        to: { id: otherId, name: member?.name ?? '' },
      },
      cost,
    };
  }
  const draft = await draftOf(deps, viewerId);
  if (!draft.text) return { first_message: null, cost };
  let target: { id: number; name: string } | null = null;
  if (draft.targetId !== null) {
    try {
      const resolved = await resolveTarget(deps, viewerId, { member_id: draft.targetId });
      target = { id: resolved.otherId, name: resolved.other.name };
    } catch (error) {
      // Gone, blocked or never listed: the draft stays, for another member.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return { first_message: { status: 'draft', text: draft.text, target }, cost };
}

/**
 * POST /api/first-message.php: sends the draft to `memberId`, or without one to the member signup started from (with
 * neither, nothing happens and the draft stays). Refusals are the send path's own (402, 403, 404) and change nothing.
 */
export async function sendFirstMessage(deps: ChatDeps, site: SiteRecord, viewerId: number, memberId: number | undefined): Promise<FirstMessageResponse> {
  const earlier = await selectMessageByClientKey(chatDb(deps.db), viewerId, FIRST_MESSAGE_CLIENT_KEY);
  if (earlier) return firstMessage(deps, site, viewerId);
  const draft = await draftOf(deps, viewerId);
  const to = memberId ?? draft.targetId;
  if (!draft.text || to === null) return firstMessage(deps, site, viewerId);
  const target = await resolveTarget(deps, viewerId, { member_id: to });
  const text = checkedText(draft.text, site.settings.message_length);
  await sendMessage(deps, { viewerId, site, target, content: { kind: 'text', text }, clientKey: FIRST_MESSAGE_CLIENT_KEY });
  return firstMessage(deps, site, viewerId);
}
