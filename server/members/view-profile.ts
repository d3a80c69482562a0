import { ageOn } from '../../contract/accounts';
import type { Language } from '../../contract/constants';
import { interestKeys, type InterestKey } from '../../contract/interests';
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEARCH,
  SEXUALITIES,
  type ProfilePhoto,
  type ProfileResponse,
  type ProfileView,
} from '../../contract/members';
import type { PhotoRow } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { coarseDistanceKm } from '../geo/geocode';
import { mainImageOf, ownerMainPhoto, photoUrl, publicMainPhoto } from '../media/photos';
import { profileOpened } from '../likes/service';
import { selectActivePhotos, selectOwnPhotos } from '../media/queries';
import { demoAboutFor } from '../seed/demo-texts';
import type { SiteRecord } from '../sites/service';
import { memberConstraints, nicheAudience } from './audience';
import { hasBlocked } from './block-queries';
import { genderOrNull, isOnline } from './cards';
import { inMemberPool } from './pool';
import { selectMember, type MemberRow } from './queries';
import type { SearchDb } from './search';
import { memberSample } from './search-members';
import type { MemberViewer } from './viewer';

export interface ProfileContext extends SearchDb {
  readonly site: SiteRecord;
  readonly viewer: MemberViewer | null;
  readonly now: Date;
  /** The language the answer is for (demo members' texts are shown in it); the member's own text otherwise. */
  readonly language?: Language;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function parseInterests(json: string): InterestKey[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((value): value is InterestKey => (interestKeys as readonly unknown[]).includes(value));
  } catch {
    return [];
  }
}

/** Whether others may see this member at all: an active profile of a confirmed account, not in invisible mode. */
export function isListed(member: Pick<MemberRow, 'status' | 'user_status' | 'invisible'>): boolean {
  return member.status === 'active' && member.user_status === 'confirmed' && member.invisible === 0;
}

/**
 * The photos one viewer gets of another member (SEC-15, SPEC §6): active photos only; a private photo is `locked`
 * for non-premium viewers, who get the blurred copy under both URLs; visitors get the main photo only.
 */
export function photosForViewer(
  active: readonly PhotoRow[],
  viewer: MemberViewer | null,
): { photos: ProfilePhoto[]; hidden: number; main: PhotoRow | undefined } {
  const main = publicMainPhoto(active);
  const shown = viewer ? active : main ? [main] : [];
  const photos = shown.map((photo): ProfilePhoto => {
    const isPrivate = photo.visibility === 'private';
    const locked = isPrivate && !viewer?.premium;
    return {
      id: photo.id,
      thumb: photoUrl(photo.id, locked ? 'blurred' : 'thumb'),
      full: photoUrl(photo.id, locked ? 'blurred' : 'full'),
      private: isPrivate,
      locked,
      main: photo.id === main?.id,
      status: photo.status,
    };
  });
  return { photos, hidden: active.length - shown.length, main };
}

function ownPhotos(all: readonly PhotoRow[]): { photos: ProfilePhoto[]; main: PhotoRow | undefined } {
  const main = ownerMainPhoto(all);
  return {
    main,
    photos: all.map((photo) => ({
      id: photo.id,
      thumb: photoUrl(photo.id, 'thumb'),
      full: photoUrl(photo.id, 'full'),
      private: photo.visibility === 'private',
      locked: false,
      main: photo.id === main?.id,
      status: photo.status,
    })),
  };
}

function distanceBetween(viewer: MemberViewer | null, member: MemberRow, own: boolean): number | null {
  if (own || !viewer || viewer.lat === null || viewer.lon === null || member.lat === null || member.lon === null) return null;
  return coarseDistanceKm({ lat: viewer.lat, lon: viewer.lon }, { lat: member.lat, lon: member.lon });
}

/** The profile part of the answer (never a coordinate, SEC-18). */
type ViewerSpecific = Pick<ProfileView, 'main_image' | 'photos' | 'hidden_photo_count' | 'blocked' | 'own' | 'distance_km'>;

export function profileView(member: MemberRow, extra: ViewerSpecific, now: Date): ProfileView {
  return {
    id: member.user_id,
    name: member.name,
    age: member.date_of_birth ? ageOn(member.date_of_birth, now) : null,
    gender: genderOrNull(member.gender),
    seeking: genderOrNull(member.seeking),
    sexuality: oneOf(SEXUALITIES, member.sexuality),
    hair_color: oneOf(HAIR_COLORS, member.hair_color),
    eye_color: oneOf(EYE_COLORS, member.eye_color),
    body_type: oneOf(BODY_TYPES, member.body_type),
    relationship_status: oneOf(RELATIONSHIP_STATUSES, member.relationship_status),
    height_cm: member.height_cm,
    interests: parseInterests(member.interests),
    about: member.about,
    country: member.country,
    region: member.region,
    city: member.city,
    fictional: member.fictional === 1,
    online: isOnline(member.last_active_at, now),
    liked: false,
    invisible: extra.own && member.invisible === 1,
    ...extra,
  };
}

/**
 * GET /api/profile.php?id= (SPEC §2 /members/{id}). Others get 404 `not_found` for a member who is not listed
 * (deleted, disabled, banned, invisible), who is outside the site's member pool (server/members/pool.ts) and for a
 * member who blocked them (SPEC §6; the blocker can still open the
 * blocked member's profile, to unblock). Invisible members are viewable by nobody but themselves for now; the chat
 * issue may open them to members they talk with.
 */
export async function viewProfile(ctx: ProfileContext, requestedId: number | undefined): Promise<ProfileResponse> {
  const id = requestedId ?? ctx.viewer?.userId;
  if (id === undefined) throw new HttpError('authentication_required');
  const own = ctx.viewer?.userId === id;
  const member = await selectMember(ctx.db, id);
  if (!member) throw new HttpError('not_found');
  if (!own) {
    if (!isListed(member)) throw new HttpError('not_found');
    // A member outside the site's pool is answered like a missing one (SEC-29: no existence leak).
    if (!(await inMemberPool(ctx.db, { siteId: ctx.site.id }, member.user_id))) throw new HttpError('not_found');
    if (ctx.viewer && (await hasBlocked(ctx.db, member.user_id, ctx.viewer.userId))) throw new HttpError('not_found');
  }

  const blocked = !own && ctx.viewer ? await hasBlocked(ctx.db, ctx.viewer.userId, member.user_id) : false;
  let view: ProfileView;
  if (own) {
    const { photos, main } = ownPhotos(await selectOwnPhotos(ctx.db, id));
    view = profileView(member, { main_image: main ? mainImageOf(main) : null, photos, hidden_photo_count: 0, blocked, own, distance_km: null }, ctx.now);
  } else {
    const { photos, hidden, main } = photosForViewer(await selectActivePhotos(ctx.db, id), ctx.viewer);
    view = profileView(
      member,
      { main_image: main ? mainImageOf(main) : null, photos, hidden_photo_count: hidden, blocked, own, distance_km: distanceBetween(ctx.viewer, member, own) },
      ctx.now,
    );
  }

  if (ctx.viewer && !own) {
    // Likes (issue 6): whether the viewer likes this member; opening the profile clears the member's like_new (SPEC §4).
    const { liked } = await profileOpened(ctx.db, ctx.viewer.userId, member.user_id);
    view = { ...view, liked };
  }

  // A demo member's generated text in the visitor's language (a real member's text is always what they wrote).
  if (!own && ctx.language) view = { ...view, about: demoAboutFor(member, ctx.language) };

  const { suggested, similar } = await suggestions(ctx, member, view);
  return { profile: view, suggested, similar };
}

async function suggestions(ctx: ProfileContext, member: MemberRow, view: ProfileView): Promise<Pick<ProfileResponse, 'suggested' | 'similar'>> {
  const audience = nicheAudience(ctx.site.settings.niche);
  const excludeIds = [member.user_id];
  const viewerId = ctx.viewer?.userId ?? null;
  const limit = SEARCH.profileSuggestions;
  const pool = { siteId: ctx.site.id };
  const near = memberConstraints(audience, { country: ctx.viewer?.country ?? member.country }, ctx.viewer?.seeking ?? null);
  const like =
    view.gender && view.age !== null
      ? memberConstraints(audience, { gender: view.gender, country: member.country, minAge: view.age - 5, maxAge: view.age + 5 }, null)
      : null;
  const [suggested, similar] = await Promise.all([
    near ? memberSample(ctx, { constraints: near, pool, viewerId, excludeIds, today: ctx.now }, limit, ctx.now) : [],
    like ? memberSample(ctx, { constraints: like, pool, viewerId, excludeIds, today: ctx.now }, limit, ctx.now) : [],
  ]);
  return { suggested, similar };
}
