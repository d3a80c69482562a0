import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { ageOn } from '../../contract/accounts';
import {
  CHAT,
} from '../../contract/chat';
import {
  OPERATORS,
  type OperatorClaim,
  type OperatorClaimResponse,
  type OperatorConversationResponse,
  type OperatorInboxQuery,
  type OperatorInboxResponse,
  type OperatorReplyResponse,
} from '../../contract/backoffice';
import { selectChatMembers, selectMessagePage } from '../chat/queries';
import { messageAnswer } from '../chat/rules';
import { sendAsOperator, type ChatDeps } from '../chat/service';
import { chatDb } from '../chat/tables';
import type { Database } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { photoUrl, mainImageOf } from '../media/photos';
import { selectActivePhotos } from '../media/queries';
import { memberCard } from '../members/cards';
import { selectMember } from '../members/queries';
import { photosForViewer, profileView } from '../members/view-profile';
import type { SiteDirectory } from '../sites/service';
import { writeAudit } from '../staff/audit';
import type { StaffContext } from '../staff/guard';
import {
  deleteClaim,
  selectClaim,
  selectFictionalPair,
  selectInbox,
  selectMessages,
  selectSiteNames,
  upsertClaim,
  type ClaimRow,
  type FictionalPair,
} from './queries';
import { claimExpiry, messageExcerpt, operatorClientKey } from './rules';

/**
 * Operators of fictional profiles (issue 8, part 4): the inbox, claims and replies. Operators only ever reach
 * conversations between a real member and a fictional profile; any other conversation id is 404, like a missing one.
 *
 * Claims: opening (GET) or answering a conversation claims it like the claim call does — taken when free or expired,
 * renewed when it is the caller's, 409 `claim_taken` (with the holder's `name`) when another operator holds it. Taking
 * and releasing a claim is audited (`operator.claim`, `operator.release`); renewals are not (they only extend it).
 */

export interface OperatorDeps {
  readonly db: Kysely<Database>;
  readonly chat: ChatDeps;
  readonly sites: SiteDirectory;
  readonly now: () => Date;
}

function claimAnswer(claim: Pick<ClaimRow, 'staff_id' | 'staff_name' | 'expires_at'>, staff: StaffContext): OperatorClaim {
  return { staff_id: claim.staff_id, staff_name: claim.staff_name, mine: claim.staff_id === staff.id, expires_at: claim.expires_at };
}

async function fictionalPair(db: Kysely<Database> | Transaction<Database>, conversationId: number): Promise<FictionalPair> {
  const pair = await selectFictionalPair(db, conversationId);
  if (!pair) throw new HttpError('not_found');
  return pair;
}

/** Takes or renews the caller's claim in its own transaction (audited when taken); 409 when another operator holds it. */
async function holdClaim(deps: OperatorDeps, request: FastifyRequest, staff: StaffContext, conversationId: number): Promise<{ pair: FictionalPair; claim: OperatorClaim }> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const pair = await fictionalPair(trx, conversationId);
    const { held, fresh } = await upsertClaim(trx, conversationId, staff.id, now.toISOString(), claimExpiry(now).toISOString());
    const claim = await selectClaim(trx, conversationId);
    if (!held || !claim) throw new HttpError('claim_taken', { params: { name: claim?.staff_name ?? '' } });
    if (fresh) {
      await writeAudit(trx, request, {
        action: 'operator.claim',
        targetType: 'conversation',
        targetId: conversationId,
        siteId: pair.member_site_id,
        after: { staff_id: staff.id, expires_at: claim.expires_at },
      });
    }
    return { pair, claim: claimAnswer(claim, staff) };
  });
}

export async function claimConversation(deps: OperatorDeps, request: FastifyRequest, staff: StaffContext, conversationId: number): Promise<OperatorClaimResponse> {
  const { claim } = await holdClaim(deps, request, staff, conversationId);
  return { conversation_id: conversationId, claim };
}

export async function releaseConversation(
  deps: OperatorDeps,
  request: FastifyRequest,
  staff: StaffContext,
  conversationId: number,
): Promise<{ conversation_id: number; released: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const pair = await fictionalPair(trx, conversationId);
    const released = await deleteClaim(trx, conversationId, staff.id);
    if (released) {
      await writeAudit(trx, request, { action: 'operator.release', targetType: 'conversation', targetId: conversationId, siteId: pair.member_site_id });
    }
    return { conversation_id: conversationId, released };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Inbox
// ---------------------------------------------------------------------------------------------------------------

export async function operatorInbox(deps: OperatorDeps, staff: StaffContext, query: OperatorInboxQuery): Promise<OperatorInboxResponse> {
  const now = deps.now();
  const limit = OPERATORS.inboxPageSize;
  const rows = await selectInbox(deps.db, {
    siteId: query.site_id,
    before: query.before,
    after: query.after,
    onlyUnanswered: query.filter === 'unanswered',
    now: now.toISOString(),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const [people, messages, sites] = await Promise.all([
    selectChatMembers(deps.db, page.flatMap((row) => [row.profile_id, row.member_id])),
    selectMessages(deps.db, page.map((row) => row.last_message_id)),
    selectSiteNames(deps.db, page.map((row) => row.member_site_id)),
  ]);
  const conversations: OperatorInboxResponse['conversations'] = [];
  for (const row of page) {
    const profile = people.get(row.profile_id);
    const member = people.get(row.member_id);
    const last = messages.get(row.last_message_id);
    const site = sites.get(row.member_site_id);
    if (!profile || !member || !last || !site) continue;
    conversations.push({
      conversation_id: row.conversation_id,
      fictional: {
        id: profile.user_id,
        name: profile.name,
        photo: profile.main_photo_id === null ? null : photoUrl(profile.main_photo_id, 'thumb'),
      },
      member: {
        id: member.user_id,
        name: member.name,
        age: member.date_of_birth ? ageOn(member.date_of_birth, now) : null,
        country: member.country,
        site,
      },
      last_message: {
        excerpt: last.kind === 'text' && last.text !== null ? messageExcerpt(last.text) : null,
        kind: last.kind,
        from_member: last.sender_id === row.member_id,
        created_at: last.created_at,
      },
      unanswered: row.unanswered,
      claim:
        row.claim_staff_id !== null && row.claim_staff_name !== null && row.claim_expires_at !== null
          ? claimAnswer({ staff_id: row.claim_staff_id, staff_name: row.claim_staff_name, expires_at: row.claim_expires_at }, staff)
          : null,
    });
  }
  const lastRow = page[page.length - 1];
  const next = rows.length > limit && lastRow ? lastRow.last_message_id : null;
  return query.filter === 'unanswered' ? { conversations, next_before: null, next_after: next } : { conversations, next_before: next, next_after: null };
}

// ---------------------------------------------------------------------------------------------------------------
// One conversation
// ---------------------------------------------------------------------------------------------------------------

/**
 * The conversation for its operator: the member's profile as a visitor of the member's site sees it (the main public
 * photo only: other photos are served to members' sessions, not staff ones), the fictional profile's card, and a page
 * of the history, oldest first (`before` pages back).
 */
export async function operatorConversation(
  deps: OperatorDeps,
  request: FastifyRequest,
  staff: StaffContext,
  conversationId: number,
  before: number | undefined,
): Promise<OperatorConversationResponse> {
  const { pair, claim } = await holdClaim(deps, request, staff, conversationId);
  const now = deps.now();
  const [member, photos, cards, page, sites] = await Promise.all([
    selectMember(deps.db, pair.member_id),
    selectActivePhotos(deps.db, pair.member_id),
    selectChatMembers(deps.db, [pair.profile_id]),
    selectMessagePage(chatDb(deps.db), conversationId, 0, before, CHAT.pageSize + 1),
    selectSiteNames(deps.db, [pair.member_site_id]),
  ]);
  const profile = cards.get(pair.profile_id);
  const site = sites.get(pair.member_site_id);
  if (!member || !profile || !site) throw new HttpError('not_found');
  const shown = photosForViewer(photos, null);
  return {
    conversation_id: conversationId,
    claim,
    member: profileView(
      member,
      {
        main_image: shown.main ? mainImageOf(shown.main) : null,
        photos: shown.photos,
        hidden_photo_count: shown.hidden,
        blocked: false,
        own: false,
        distance_km: null,
      },
      now,
    ),
    member_site: site,
    fictional: memberCard(profile, now),
    messages: page.slice(0, CHAT.pageSize).reverse().map(messageAnswer),
    has_more: page.length > CHAT.pageSize,
  };
}

/**
 * Answers as the fictional profile through the members' message path (server/chat sendAsOperator): stored, delivered
 * live to the member, counted, notified. The audit row (`operator.reply`: message and conversation, not the text) is
 * written in the send's transaction. The reply renews the claim.
 */
export async function operatorReply(
  deps: OperatorDeps,
  request: FastifyRequest,
  staff: StaffContext,
  conversationId: number,
  input: { text: string; key: string },
): Promise<OperatorReplyResponse> {
  const { pair, claim } = await holdClaim(deps, request, staff, conversationId);
  const siteRow = (await selectSiteNames(deps.db, [pair.member_site_id])).get(pair.member_site_id);
  if (!siteRow) throw new HttpError('not_found');
  // The member's site's settings (message length) apply to the text.
  const site = await deps.sites.resolve(siteRow.domain);
  const result = await sendAsOperator(deps.chat, {
    profileUserId: pair.profile_id,
    memberId: pair.member_id,
    text: input.text,
    clientKey: operatorClientKey(staff.id, input.key),
    site,
    withinTransaction: async (trx, message) => {
      await writeAudit(trx, request, {
        action: 'operator.reply',
        targetType: 'message',
        targetId: message.id,
        siteId: pair.member_site_id,
        after: { message_id: message.id, conversation_id: message.conversation_id, profile_id: pair.profile_id, member_id: pair.member_id },
      });
    },
  });
  if (result.message.conversation_id !== conversationId) throw new Error('operator reply landed in another conversation');
  return { message: result.message, claim };
}
