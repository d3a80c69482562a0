import type { FastifyBaseLogger } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import {
  LIKES,
  type AutoLikeResponse,
  type LikeProfile,
  type LikeResponse,
  type LikeSource,
  type LikesResponse,
  type MatchFinderResponse,
  type MatchProfile,
  type SwipeAllowance,
  type SwipeRequest,
  type SwipeResponse,
  type SwipeStateResponse,
} from '../../contract/likes';
import type { MemberCard } from '../../contract/members';
import type { NotificationType } from '../../contract/constants';
import type { RealtimeEvent } from '../../contract/realtime';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { mainImageOf } from '../media/photos';
import { memberConstraints, nicheAudience, type MemberConstraints } from '../members/audience';
import { memberCard } from '../members/cards';
import { selectSearchPage, type CardRow, type SearchDb, type SearchScope } from '../members/search';
import type { MemberViewer } from '../members/viewer';
import type { NotificationPayload } from '../notifications/notifier';
import type { SiteRecord } from '../sites/service';
import {
  autoLikeCandidate,
  clearLikeNew,
  countMatches,
  countNewLikes,
  countSwipeLike,
  deleteLike,
  insertLike,
  insertSwipePass,
  isListedMember,
  likeExists,
  notLikedBy,
  selectLikeCards,
  selectRecentAutoLike,
  selectSwipeWindow,
  selectTimeZone,
  selectVisibleMember,
  updateTimeZone,
  type LikeCardRow,
  type TargetRow,
} from './queries';
import { isTimeZone, memberTimeZone, nextLocalMidnight, pairLockNumber, swipeAllowance } from './rules';

/**
 * Likes, matches, the match finder and the swipe game (issue 6; SPEC §2, §3, §4, §9).
 *
 * - A like is idempotent (the pair is the primary key), and so is an unlike. Liking a member the viewer may not see
 *   (not listed, blocked either way, or unknown) answers 404 not_found, the same for every reason.
 * - Two members liking each other at once take turns on a per-pair lock (PostgreSQL advisory lock; SQLite has one
 *   writer), so exactly one of them finds the other's like and is answered `match: true`; the other learns of the
 *   match through the realtime `match` event and the likes list.
 * - Realtime events go out after the commit, and only when the liker is visible to the liked member.
 */

export interface LikesContext extends SearchDb {
  readonly site: SiteRecord;
  readonly viewer: MemberViewer;
  readonly now: Date;
  /** Delivers a realtime event to one member's open tabs (a no-op without the hub). Never throws. */
  readonly publish: (userId: number, event: RealtimeEvent) => void;
  readonly log: Pick<FastifyBaseLogger, 'error'>;
  /** Web push and mail for the liked member (`app.notify`, in the background; absent without the notifier). */
  readonly notify?: (userId: number, type: NotificationType, payload: NotificationPayload) => void;
}

/**
 * Runs an announcement after a committed change: a failure is logged, not answered, since the change has happened and
 * the other member catches up through the likes list and the user answer (SPEC §9 polling).
 */
async function afterCommit(ctx: LikesContext, announcement: Promise<void>): Promise<void> {
  try {
    await announcement;
  } catch (error) {
    ctx.log.error({ err: error, userId: ctx.viewer.userId }, 'like not announced');
  }
}

function matchProfile(row: TargetRow): MatchProfile {
  return {
    id: row.user_id,
    name: row.name,
    main_image: row.main_photo_id === null ? null : mainImageOf({ id: row.main_photo_id, status: 'active' }),
  };
}

/**
 * After a new like from `likerId` to `likedId`: the liked member gets `like` (or `match`) and a fresh new-likes count;
 * on a match the liker's tabs get `match` too (contract/realtime.ts: sent to both). Only when the liker is visible to
 * the liked member (an invisible or unconfirmed liker's like waits unseen).
 */
async function announceLike(ctx: LikesContext, likerId: number, likedId: number, match: boolean): Promise<void> {
  const liker = await selectVisibleMember(ctx.db, likedId, likerId);
  if (!liker) return;
  ctx.publish(likedId, { type: match ? 'match' : 'like', profile: matchProfile(liker) });
  // SPEC §3 `like` covers likes and matches; the notifier skips the push when the liked member has a focused tab.
  ctx.notify?.(likedId, 'like', { kind: match ? 'match' : 'like', memberId: likerId });
  await announceCounts(ctx, likedId);
  if (match) {
    const liked = await selectVisibleMember(ctx.db, likerId, likedId);
    if (liked) ctx.publish(likerId, { type: 'match', profile: matchProfile(liked) });
  }
}

async function announceCounts(ctx: LikesContext, userId: number): Promise<void> {
  ctx.publish(userId, { type: 'counts', new_likes: await countNewLikes(ctx.db, userId) });
}

interface LikeOutcome {
  readonly inserted: boolean;
  readonly match: boolean;
  /** The swipe window after this like (swipe likes only). */
  readonly window: SwipeAllowance | null;
}

interface SwipeDay {
  readonly timeZone: string;
}

/** Likes `targetId` as the viewer; a swipe like also counts against today's swipe allowance (429 swipe_limit). */
async function giveLike(ctx: LikesContext, targetId: number, source: LikeSource, swipeDay: SwipeDay | null): Promise<LikeOutcome> {
  const viewerId = ctx.viewer.userId;
  if (targetId === viewerId) throw new HttpError('validation_failed', { fields: { id: { code: 'like_self' } } });
  const outcome = await withTransaction(ctx.db, async (trx): Promise<LikeOutcome> => {
    if (ctx.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${pairLockNumber(viewerId, targetId)})`.execute(trx);
    if (!(await selectVisibleMember(trx, viewerId, targetId))) throw new HttpError('not_found');
    const inserted = await insertLike(trx, viewerId, targetId, source, ctx.now);
    let window: SwipeAllowance | null = null;
    if (swipeDay) {
      const limit = LIKES.swipeLikesPerDay;
      if (inserted) {
        const endsAt = nextLocalMidnight(ctx.now, swipeDay.timeZone);
        const counted = await countSwipeLike(trx, viewerId, { now: ctx.now, endsAt, timeZone: swipeDay.timeZone, limit });
        // Throwing rolls the like back with the transaction: nothing changed.
        if (!counted) throw new HttpError('swipe_limit', { params: { count: limit } });
        window = swipeAllowance(counted, ctx.now, swipeDay.timeZone, limit);
      } else {
        window = swipeAllowance(await selectSwipeWindow(trx, viewerId), ctx.now, swipeDay.timeZone, limit);
      }
    }
    return { inserted, match: await likeExists(trx, targetId, viewerId), window };
  });
  if (outcome.inserted) await afterCommit(ctx, announceLike(ctx, viewerId, targetId, outcome.match));
  return outcome;
}

/** POST /api/like.php. */
export async function likeMember(ctx: LikesContext, targetId: number): Promise<LikeResponse> {
  const { match } = await giveLike(ctx, targetId, 'profile', null);
  return { id: targetId, liked: true, match };
}

/** DELETE /api/like.php?id=: the same answer whether or not there was a like (or a member) to take it from. */
export async function unlikeMember(ctx: LikesContext, targetId: number): Promise<LikeResponse> {
  const deleted = await deleteLike(ctx.db, ctx.viewer.userId, targetId);
  // Their new-likes badge may have counted this like.
  const recount = async (): Promise<void> => {
    if (await isListedMember(ctx.db, targetId)) await announceCounts(ctx, targetId);
  };
  if (deleted) await afterCommit(ctx, recount());
  return { id: targetId, liked: false, match: false };
}

function likeProfile(row: LikeCardRow, now: Date): LikeProfile {
  return { ...memberCard(row, now), like_new: row.like_new === 1, match: row.mutual === 1, liked_at: row.liked_at };
}

/** GET /api/likes.php (SPEC §3 chat store: likes as `profiles`, and `liked_by` new first). */
export async function listLikes(ctx: LikesContext): Promise<LikesResponse> {
  const viewerId = ctx.viewer.userId;
  const [given, received, newLikes, matches] = await Promise.all([
    selectLikeCards(ctx.db, viewerId, 'given', LIKES.listLimit),
    selectLikeCards(ctx.db, viewerId, 'received', LIKES.listLimit),
    countNewLikes(ctx.db, viewerId),
    countMatches(ctx.db, viewerId),
  ]);
  return {
    profiles: given.map((row) => likeProfile(row, ctx.now)),
    liked_by: received.map((row) => likeProfile(row, ctx.now)),
    new_likes: newLikes,
    matches,
  };
}

/**
 * Members of the site's audience for the viewer (the search rules: niche, the viewer's `seeking`, visibility, blocks),
 * without those `extra` rules out: first from the viewer's country, then from anywhere to fill `limit`.
 */
async function audienceRows(ctx: LikesContext, extra: readonly RawBuilder<unknown>[], limit: number): Promise<CardRow[]> {
  const audience = nicheAudience(ctx.site.settings.niche);
  const scope = (constraints: MemberConstraints, excludeIds: readonly number[] = []): SearchScope => ({
    constraints,
    pool: { siteId: ctx.site.id },
    viewerId: ctx.viewer.userId,
    today: ctx.now,
    excludeIds,
    extraConditions: extra,
  });
  const near = ctx.viewer.country ? memberConstraints(audience, { country: ctx.viewer.country }, ctx.viewer.seeking) : null;
  const rows = near ? await selectSearchPage(ctx, scope(near), null, limit) : [];
  const anywhere = memberConstraints(audience, {}, ctx.viewer.seeking);
  if (rows.length < limit && anywhere) {
    rows.push(...(await selectSearchPage(ctx, scope(anywhere, rows.map((row) => row.user_id)), null, limit - rows.length)));
  }
  return rows;
}

async function audienceSample(ctx: LikesContext, extra: readonly RawBuilder<unknown>[], limit: number): Promise<MemberCard[]> {
  return (await audienceRows(ctx, extra, limit)).map((row) => memberCard(row, ctx.now));
}

/**
 * GET /api/match-finder.php: suggestions and today's allowance. The match finder's likes are swipe likes (SPEC §9: the
 * 4 a day are the member's, wherever the cards are swiped), so it shows the same allowance as the swipe game.
 */
export async function matchFinder(ctx: LikesContext, reportedTimeZone: string | undefined): Promise<MatchFinderResponse> {
  return swipeState(ctx, reportedTimeZone);
}

/**
 * GET /api/auto-like.php (SPEC §3 "match or like profile", §7): one of the site's entertainment (fictional) profiles of
 * the viewer's audience likes the viewer, and the like modal shows it. Never a real member's like is invented. At most
 * one new auto-like per LIKES.autoLikeEveryMs: within it the same profile is answered again, so reloads and
 * several tabs do not multiply likes. `profile` is null when no fictional profile is left to like the viewer.
 */
export async function autoLike(ctx: LikesContext): Promise<AutoLikeResponse> {
  const viewerId = ctx.viewer.userId;
  const recent = await selectRecentAutoLike(ctx.db, viewerId, new Date(ctx.now.getTime() - LIKES.autoLikeEveryMs));
  if (recent) return { profile: matchProfile(recent) };
  const [candidate] = await audienceRows(ctx, autoLikeCandidate(viewerId), 1);
  if (!candidate) return { profile: null };
  if (await insertLike(ctx.db, candidate.user_id, viewerId, 'auto', ctx.now)) await afterCommit(ctx, announceCounts(ctx, viewerId));
  return { profile: matchProfile({ user_id: candidate.user_id, name: candidate.name, main_photo_id: candidate.main_photo_id }) };
}

/**
 * The member's time zone for the swipe game: the browser's report when it names a zone this server knows (saved on the
 * account when it differs; an unknown name is ignored rather than refused, as browsers may know newer zones), else
 * the saved one, else the country's main zone. Changing it does not reset a day already counted (see rules.ts).
 */
async function swipeTimeZone(ctx: LikesContext, reported: string | undefined): Promise<string> {
  const stored = await selectTimeZone(ctx.db, ctx.viewer.userId);
  const zone = memberTimeZone({ reported, stored: stored.time_zone, country: stored.country });
  if (reported !== undefined && isTimeZone(reported) && zone !== stored.time_zone) await updateTimeZone(ctx.db, ctx.viewer.userId, zone);
  return zone;
}

/** GET /api/swipe.php: cards (the match finder without members passed) and today's allowance. */
export async function swipeState(ctx: LikesContext, reportedTimeZone: string | undefined): Promise<SwipeStateResponse> {
  const timeZone = await swipeTimeZone(ctx, reportedTimeZone);
  const [results, window] = await Promise.all([
    audienceSample(ctx, notLikedBy(ctx.viewer.userId, { passes: true }), LIKES.suggestions),
    selectSwipeWindow(ctx.db, ctx.viewer.userId),
  ]);
  return { results, allowance: swipeAllowance(window, ctx.now, timeZone, LIKES.swipeLikesPerDay) };
}

/**
 * POST /api/swipe.php. A like counts against the day's allowance (SPEC §9: 4 a day in the member's time zone) unless
 * the member was liked already; over the allowance it answers 429 swipe_limit and changes nothing. A pass is never
 * counted: it only keeps the member out of the cards.
 */
export async function swipe(ctx: LikesContext, request: SwipeRequest): Promise<SwipeResponse> {
  const timeZone = await swipeTimeZone(ctx, request.time_zone);
  if (request.liked) {
    const { match, window } = await giveLike(ctx, request.id, 'swipe', { timeZone });
    const allowance = window ?? swipeAllowance(await selectSwipeWindow(ctx.db, ctx.viewer.userId), ctx.now, timeZone, LIKES.swipeLikesPerDay);
    return { id: request.id, liked: true, match, allowance };
  }
  if (request.id === ctx.viewer.userId) throw new HttpError('validation_failed', { fields: { id: { code: 'like_self' } } });
  if (!(await selectVisibleMember(ctx.db, ctx.viewer.userId, request.id))) throw new HttpError('not_found');
  await insertSwipePass(ctx.db, ctx.viewer.userId, request.id, ctx.now);
  const allowance = swipeAllowance(await selectSwipeWindow(ctx.db, ctx.viewer.userId), ctx.now, timeZone, LIKES.swipeLikesPerDay);
  return { id: request.id, liked: false, match: false, allowance };
}

/**
 * For the profile view (server/members/view-profile.ts): whether the viewer likes the member, and SPEC §4 "opening a
 * profile clears its like_new flag" (the member's like of the viewer is seen now). Answers whether a flag was cleared.
 */
export async function profileOpened(db: SearchDb['db'], viewerId: number, memberId: number): Promise<{ liked: boolean; cleared: boolean }> {
  const [liked, cleared] = await Promise.all([likeExists(db, viewerId, memberId), clearLikeNew(db, memberId, viewerId)]);
  return { liked, cleared };
}
