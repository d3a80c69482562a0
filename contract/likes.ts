import { z } from 'zod';
import type { EndpointDef } from './api';
import { mainImageSchema } from './entities';
import { memberCardSchema } from './members';

/**
 * Likes, matches, the match finder and the swipe game (issue 6; SPEC §2 /likes, §3 chat store, §4, §7, §9).
 *
 * A like is one member liking another; when both like each other it is a match. A received like is `like_new` until
 * the receiver opens the liker's profile (SPEC §4). Blocked, invisible, deleted and disabled members never appear,
 * and a like on one of them answers 404 not_found, the same as a member that does not exist. Realtime `like`, `match`
 * and `counts` events (contract/realtime.ts) go to the liked member.
 */

export const LIKES = {
  /** SPEC §9: at most this many likes per day in the swipe game, counted in the member's time zone. */
  swipeLikesPerDay: 4,
  /** Match-finder and swipe-game suggestions per answer. */
  suggestions: 24,
  /** The likes lists answer at most this many of each (newest first); the nav count is exact. */
  listLimit: 500,
  /** SPEC §9: the likes reload this long after an auto-like. */
  autoLikeReloadMs: 500,
  /** At most one new auto-like per member in this time; within it the auto-like answers the same profile again. */
  autoLikeEveryMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * Where a like came from: the profile's like button, the swipe game (which has the daily limit), or an auto-like of
 * one of the site's entertainment (fictional) profiles.
 */
export const LIKE_SOURCES = ['profile', 'swipe', 'auto'] as const;
export type LikeSource = (typeof LIKE_SOURCES)[number];

const memberId = z.number().int().positive();

// ---------------------------------------------------------------------------------------------------------------
// Like and unlike
// ---------------------------------------------------------------------------------------------------------------

export const likeRequestSchema = z.strictObject({ id: memberId });
export type LikeRequest = z.infer<typeof likeRequestSchema>;

export const unlikeQuerySchema = z.strictObject({ id: z.coerce.number().int().positive() });
export type UnlikeQuery = z.infer<typeof unlikeQuerySchema>;

/**
 * The answer to like and unlike (both idempotent). `match`: both members now like each other; the second liker gets
 * `match: true` (and so does a repeated like of a match). An unlike always answers `liked: false, match: false`.
 */
export const likeResponseSchema = z.strictObject({
  id: z.number().int(),
  liked: z.boolean(),
  match: z.boolean(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The likes lists (SPEC §3 chat store: likes as profiles, liked_by each with id and like_new)
// ---------------------------------------------------------------------------------------------------------------

/** A member card in the likes lists, with the like's state. */
export const likeProfileSchema = memberCardSchema.extend({
  /**
   * In `liked_by`: the viewer has not opened this liker's profile since the like (the new-likes badge counts these).
   * In `profiles`: the liked member has not yet opened the viewer's profile since the like.
   */
  like_new: z.boolean(),
  /** Both like each other. */
  match: z.boolean(),
  /** When the like was given (ISO-8601 UTC). */
  liked_at: z.string(),
});
export type LikeProfile = z.infer<typeof likeProfileSchema>;

export const likesResponseSchema = z.strictObject({
  /** The members the viewer likes, most recent like first. */
  profiles: z.array(likeProfileSchema),
  /** The members who like the viewer: new likes first, then most recent first (SPEC §4). */
  liked_by: z.array(likeProfileSchema),
  /** Received likes with `like_new` (the nav badge; exact even beyond `LIKES.listLimit`). */
  new_likes: z.number().int().nonnegative(),
  /** Mutual likes. */
  matches: z.number().int().nonnegative(),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Auto-like (SPEC §3 "match or like profile", §7): a profile for the full-screen like modal
// ---------------------------------------------------------------------------------------------------------------

/** SPEC §3 match or like profile: id and main_image with its match path (null without a photo). */
export const matchProfileSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  main_image: mainImageSchema.nullable(),
});
export type MatchProfile = z.infer<typeof matchProfileSchema>;

/** `profile` is null when no member of the audience is left to suggest. */
export const autoLikeResponseSchema = z.strictObject({ profile: matchProfileSchema.nullable() });
export type AutoLikeResponse = z.infer<typeof autoLikeResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Match finder and swipe game (/match-finder, /swipe-game)
// ---------------------------------------------------------------------------------------------------------------

/** Today's allowance of swipe likes (swipe game and match finder), in the member's time zone. */
export const swipeAllowanceSchema = z.strictObject({
  /** `LIKES.swipeLikesPerDay`. */
  limit: z.number().int().positive(),
  /** Swipe likes left today. */
  likes_left: z.number().int().nonnegative(),
  /** When the allowance starts again: the member's next local midnight (ISO-8601 UTC). */
  resets_at: z.string(),
  /** The IANA time zone the day is counted in. */
  time_zone: z.string(),
});
export type SwipeAllowance = z.infer<typeof swipeAllowanceSchema>;

/** An IANA time-zone name as the browser reports it (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const timeZoneSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_+\-/]+$/);

export const swipeQuerySchema = z.strictObject({
  /** The browser's time zone; saved on the account when it differs (names the server does not know are ignored). */
  time_zone: timeZoneSchema.optional(),
});
export type SwipeQuery = z.infer<typeof swipeQuerySchema>;

/**
 * Members of the viewer's audience (the search rules: the site's niche, the viewer's `seeking`, visibility, blocks) the
 * viewer has not liked or passed in the swipe game: from the viewer's country first, then from anywhere. Its likes are
 * swipe likes (POST /api/swipe.php), so it answers the same daily allowance as the swipe game (SPEC §9).
 */
export const matchFinderResponseSchema = z.strictObject({ results: z.array(memberCardSchema), allowance: swipeAllowanceSchema });
export type MatchFinderResponse = z.infer<typeof matchFinderResponseSchema>;

export const swipeStateResponseSchema = z.strictObject({
  /** Cards to swipe: like the match finder, without members already passed. */
  results: z.array(memberCardSchema),
  allowance: swipeAllowanceSchema,
});
export type SwipeStateResponse = z.infer<typeof swipeStateResponseSchema>;

/**
 * One swipe: `liked: true` likes the member (counts towards the daily limit unless already liked), `liked: false`
 * passes (never counted, the member is not suggested again). Over the limit: 429 swipe_limit with `params.count`.
 */
export const swipeRequestSchema = z.strictObject({
  id: memberId,
  liked: z.boolean(),
  time_zone: timeZoneSchema.optional(),
});
export type SwipeRequest = z.infer<typeof swipeRequestSchema>;

export const swipeResponseSchema = z.strictObject({
  id: z.number().int(),
  liked: z.boolean(),
  match: z.boolean(),
  allowance: swipeAllowanceSchema,
});
export type SwipeResponse = z.infer<typeof swipeResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints (merged into ENDPOINTS in contract/api.ts)
// ---------------------------------------------------------------------------------------------------------------

export const LIKE_ENDPOINTS = {
  like: {
    method: 'POST',
    path: '/api/like.php',
    summary: 'Like a member (idempotent); match is true when the like is mutual (404 when blocked either way or not visible)',
    body: likeRequestSchema,
    response: likeResponseSchema,
    auth: true,
  },
  unlike: {
    method: 'DELETE',
    path: '/api/like.php',
    summary: 'Take back a like (idempotent); a match ends with it',
    query: unlikeQuerySchema,
    response: likeResponseSchema,
    auth: true,
  },
  likes: {
    method: 'GET',
    path: '/api/likes.php',
    summary: 'The members the viewer likes (profiles) and who like the viewer (liked_by, new likes first), with like_new',
    response: likesResponseSchema,
    auth: true,
  },
  autoLike: {
    method: 'GET',
    path: '/api/auto-like.php',
    summary: 'A member of the audience for the full-screen like modal (id, main_image.match); null when none is left',
    response: autoLikeResponseSchema,
    auth: true,
  },
  matchFinder: {
    method: 'GET',
    path: '/api/match-finder.php',
    summary: "Match-finder suggestions: members of the audience (search rules) not yet liked, blocked or passed, and today's allowance of swipe likes",
    query: swipeQuerySchema,
    response: matchFinderResponseSchema,
    auth: true,
  },
  swipeState: {
    method: 'GET',
    path: '/api/swipe.php',
    summary: "Swipe-game cards and today's allowance of swipe likes in the member's time zone",
    query: swipeQuerySchema,
    response: swipeStateResponseSchema,
    auth: true,
  },
  swipe: {
    method: 'POST',
    path: '/api/swipe.php',
    summary: 'Swipe a card in the swipe game or the match finder: like (at most 4 per local day, 429 swipe_limit) or pass',
    body: swipeRequestSchema,
    response: swipeResponseSchema,
    auth: true,
  },
} as const satisfies Record<string, EndpointDef>;
