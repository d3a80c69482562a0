import { z } from 'zod';
import { GENDERS, genderSchema } from './accounts';
import type { EndpointDef } from './api';
import { MIN_AGE, PHOTO_LIMITS } from './constants';
import { imageStatusSchema, mainImageSchema } from './entities';
import { interestKeys } from './interests';
import { countryCode } from './settings';

/**
 * Members (issue 4): search, profile view, profile settings, photos, blocks and reverse geocoding.
 *
 * Attribute values are stable keys; the screens translate them (`profile:<attribute>.<value>`, e.g.
 * `profile:body_type.curvy`). Field names follow the site setting `visible_profile_fields` (`hair_color`, `eye_color`).
 * Member answers never carry coordinates or exact positions (SEC-18): location is country, region id and city name,
 * and distance is a coarse number of kilometres between city centres.
 */

// ---------------------------------------------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------------------------------------------

export const SEXUALITIES = ['straight', 'gay', 'lesbian', 'bisexual', 'pansexual', 'queer', 'curious'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];

export const HAIR_COLORS = ['black', 'brown', 'blonde', 'red', 'auburn', 'grey', 'white', 'dyed', 'bald'] as const;
export type HairColor = (typeof HAIR_COLORS)[number];

export const EYE_COLORS = ['brown', 'blue', 'green', 'grey', 'hazel', 'amber'] as const;
export type EyeColor = (typeof EYE_COLORS)[number];

export const BODY_TYPES = ['slim', 'athletic', 'average', 'muscular', 'curvy', 'plus'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const RELATIONSHIP_STATUSES = [
  'single',
  'in_relationship',
  'open_relationship',
  'married',
  'separated',
  'divorced',
  'widowed',
  'its_complicated',
] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

/** The attribute lists by field name, in display order (for selects and for translation coverage tests). */
export const PROFILE_ATTRIBUTE_VALUES = {
  gender: GENDERS,
  seeking: GENDERS,
  sexuality: SEXUALITIES,
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
} as const;

export const sexualitySchema = z.enum(SEXUALITIES);
export const hairColorSchema = z.enum(HAIR_COLORS);
export const eyeColorSchema = z.enum(EYE_COLORS);
export const bodyTypeSchema = z.enum(BODY_TYPES);
export const relationshipStatusSchema = z.enum(RELATIONSHIP_STATUSES);
export const interestKeySchema = z.enum(interestKeys);

export const MEMBER_LIMITS = {
  aboutMaxLength: 2000,
  cityMaxLength: 100,
  interestsMax: 20,
  heightMinCm: 120,
  heightMaxCm: 230,
  maxAge: 99,
  regionIdMaxLength: 16,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Search (SPEC §2 /members, §3 search store, §6 visitors)
// ---------------------------------------------------------------------------------------------------------------

export const SEARCH = {
  /** Results per page for members. */
  pageSize: 24,
  /** Visitors see one page of this size (SPEC §6 "limited search"). */
  visitorPageSize: 12,
  /** numResults is counted up to this many; beyond it the answer says `numResultsCapped` ("1,000+"). */
  countCap: 1_000,
  similarLimit: 12,
  /** Members shown on /signup-matches. */
  signupMatches: 12,
  /** Suggested and similar profiles on the profile view. */
  profileSuggestions: 6,
  /** A member active this recently shows as online. */
  onlineWindowMs: 10 * 60 * 1000,
} as const;

/** How a request may search: members fully; visitors one limited page, or not at all (see `visitorSearchMode`). */
export const SEARCH_MODES = ['full', 'limited', 'denied'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** A query parameter the client may also send empty (`gender=`), which means "not set". */
const blankable = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();
const ageParam = z.coerce.number().int().min(MIN_AGE).max(MEMBER_LIMITS.maxAge);

export const searchGenderSchema = z.enum([...GENDERS, 'any']);
export type SearchGender = z.infer<typeof searchGenderSchema>;

/** A minimum age above the maximum is refused by the server with `validation:age_range_invalid` on `max_age`. */
export const searchQuerySchema = z.strictObject({
  /** A gender, or `any`. Absent on the default site: the viewer's own `seeking`. */
  gender: blankable(searchGenderSchema),
  /**
   * A country, or `any` for every country the site serves. Absent (with no region either): a member's search starts
   * in their own country and region, nearest first; a visitor's in the country their address is in, when known.
   */
  country: blankable(z.union([countryCode, z.literal('any')])),
  /** A region id of `/api/regions.php` (ISO 3166-2 style, e.g. `NL-NH`); implies its country. */
  countryregion: blankable(z.string().max(MEMBER_LIMITS.regionIdMaxLength).regex(/^[A-Z]{2}-[A-Z0-9-]+$/)),
  min_age: blankable(ageParam),
  max_age: blankable(ageParam),
  /** `nextCursor` of the previous page. */
  cursor: blankable(z.string().max(400).regex(/^[A-Za-z0-9_-]+$/)),
  /** Traffic source of a visitor (SPEC §3 tracking), for `logged_out_search_trafficsource`. */
  network: z.string().max(255).optional(),
  ref: z.string().max(255).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A member in lists (search, suggestions, blocks). `age` is null only for profiles without a birth date. */
export const memberCardSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  gender: genderSchema.nullable(),
  country: countryCode,
  /** Region id (see `/api/regions.php`), or null. */
  region: z.string().nullable(),
  city: z.string().nullable(),
  /** The first active public photo; null without one. */
  main_image: mainImageSchema.nullable(),
  /** An entertainment profile run by the site (shown with the site's `fictional_icon`). */
  fictional: z.boolean(),
  online: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const searchResponseSchema = z.strictObject({
  results: z.array(memberCardSchema),
  /** 1-based number of this page (SPEC §3 search store: pages with pageNumber plus results). */
  page: z.number().int().positive(),
  /**
   * Matching members: exact when they fit on one page; otherwise counted up to `SEARCH.countCap` for the site's
   * audience and filters (shared by all viewers for a minute, so the viewer's own blocks are not subtracted).
   */
  numResults: z.number().int().nonnegative(),
  /** True when there are more than `numResults` ("1,000+"). */
  numResultsCapped: z.boolean(),
  /** Pass as `cursor` for the next page; null on the last page (and for visitors, who see one page). */
  nextCursor: z.string().nullable(),
  /** Members matching looser filters, offered when the search itself found less than one page. */
  similar: z.strictObject({ results: z.array(memberCardSchema), numResults: z.number().int().nonnegative() }),
  /** Visitors get one limited page (SPEC §6): the screen invites them to sign up for more. */
  mode: z.enum(['full', 'limited']),
  /**
   * Where a member's search started when it named no place: their region, else (nobody there) their country, else
   * every country (both null). Absent when the request named a place, and for visitors.
   */
  start: z.strictObject({ country: z.string().nullable(), region: z.string().nullable() }).optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** How far `/signup-matches` had to widen the new member's search to find anyone (region → country → site). */
export const SIGNUP_MATCH_SCOPES = ['region', 'country', 'site'] as const;
export type SignupMatchScope = (typeof SIGNUP_MATCH_SCOPES)[number];

export const signupMatchesResponseSchema = z.strictObject({
  /** The narrowest scope with any match; `site` with no results when the site has nobody for this member at all. */
  scope: z.enum(SIGNUP_MATCH_SCOPES),
  /** The country (scope `country`) or region id (scope `region`) searched; null for `site`. */
  place: z.string().nullable(),
  results: z.array(memberCardSchema),
});
export type SignupMatchesResponse = z.infer<typeof signupMatchesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Photos (SEC-15…18)
// ---------------------------------------------------------------------------------------------------------------

export const PHOTO_VISIBILITIES = ['public', 'private'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
export const photoVisibilitySchema = z.enum(PHOTO_VISIBILITIES);

/** thumb: square for cards; full: at most 1280 px; blurred: what non-premium viewers get of a private photo. */
export const PHOTO_VARIANTS = ['thumb', 'full', 'blurred'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

export const PHOTO_UPLOAD = {
  /** Largest accepted file. */
  maxBytes: 10 * 1024 * 1024,
  /**
   * Largest accepted image, in megapixels (width × height), checked from the header before decoding. 25: a phone
   * photo is 12 MP (48 MP phones save 12 MP by default), and decoding cost grows with pixels, not file size (SEC-30).
   */
  maxMegapixels: 25,
  /** Formats recognised from the file's content (never its name or declared type). */
  formats: ['jpeg', 'png', 'webp', 'gif'] as const,
  /** The multipart field names: the file and its optional visibility. */
  fileField: 'photo',
  visibilityField: 'visibility',
} as const;

export { PHOTO_LIMITS };

export const photoUrlsSchema = z.strictObject({ thumb: z.string(), full: z.string(), blurred: z.string() });

/** One of the member's own photos (profile settings): every status, pending ones marked. */
export const ownPhotoSchema = z.strictObject({
  id: z.number().int(),
  status: imageStatusSchema,
  visibility: photoVisibilitySchema,
  /** The photo shown first: the main image. */
  main: z.boolean(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  urls: photoUrlsSchema,
  created_at: z.string(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

export const photosResponseSchema = z.strictObject({
  photos: z.array(ownPhotoSchema),
  /** The member's quota: PHOTO_LIMITS.free or PHOTO_LIMITS.premium. */
  limit: z.number().int().positive(),
});
export type PhotosResponse = z.infer<typeof photosResponseSchema>;

export const photoUploadResponseSchema = photosResponseSchema.extend({ photo: ownPhotoSchema });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

const photoId = z.number().int().positive();

/** Reorder (the complete list of own photo ids), choose the main photo, or change visibilities; at least one. */
export const photosUpdateRequestSchema = z
  .strictObject({
    order: z.array(photoId).max(PHOTO_LIMITS.premium).optional(),
    main_id: photoId.optional(),
    visibility: z.array(z.strictObject({ id: photoId, visibility: photoVisibilitySchema })).max(PHOTO_LIMITS.premium).optional(),
  })
  .refine((value) => value.order !== undefined || value.main_id !== undefined || value.visibility !== undefined, {
    message: 'required',
  });
export type PhotosUpdateRequest = z.infer<typeof photosUpdateRequestSchema>;

const idQuery = z.strictObject({ id: z.coerce.number().int().positive() });
export const photoDeleteQuerySchema = idQuery;

/** A photo on someone's profile. `locked`: private and the viewer is not premium, so both URLs are the blurred copy. */
export const profilePhotoSchema = z.strictObject({
  id: z.number().int(),
  thumb: z.string(),
  full: z.string(),
  private: z.boolean(),
  locked: z.boolean(),
  main: z.boolean(),
  /** Others only ever see active photos; the owner sees pending and rejected ones too. */
  status: imageStatusSchema,
});
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Profile view and settings (SPEC §2 /members/{id}, /profile)
// ---------------------------------------------------------------------------------------------------------------

export const profileQuerySchema = z.strictObject({
  /** The member to show; absent: the viewer's own profile (needs a session). */
  id: blankable(z.coerce.number().int().positive()),
});

export const profileViewSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  gender: genderSchema.nullable(),
  seeking: genderSchema.nullable(),
  sexuality: sexualitySchema.nullable(),
  hair_color: hairColorSchema.nullable(),
  eye_color: eyeColorSchema.nullable(),
  body_type: bodyTypeSchema.nullable(),
  relationship_status: relationshipStatusSchema.nullable(),
  height_cm: z.number().int().nullable(),
  interests: z.array(interestKeySchema),
  about: z.string(),
  country: countryCode,
  region: z.string().nullable(),
  city: z.string().nullable(),
  /** Between the two members' city centres, rounded up to 5 km; null when either has no city (or own profile). */
  distance_km: z.number().int().nullable(),
  fictional: z.boolean(),
  online: z.boolean(),
  main_image: mainImageSchema.nullable(),
  photos: z.array(profilePhotoSchema),
  /** Photos a visitor does not see until logging in (SPEC §6 "login required for more photos"). */
  hidden_photo_count: z.number().int().nonnegative(),
  /** Whether the viewer likes this member (likes issue 6; false for visitors and on the own profile). */
  liked: z.boolean(),
  /** Whether the viewer has blocked this member (who is then still viewable by the blocker, to unblock). */
  blocked: z.boolean(),
  /** The viewer's own profile. */
  own: z.boolean(),
  /** Invisible mode; only ever true on the own profile (others never see invisible members). */
  invisible: z.boolean(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export const profileResponseSchema = z.strictObject({
  profile: profileViewSchema,
  /** Members of the site's audience near the viewer (or the profile). */
  suggested: z.array(memberCardSchema),
  /** Members like this one: same gender, similar age, same country. */
  similar: z.array(memberCardSchema),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

const nullableText = (cap: number) => z.string().trim().max(cap).nullable().optional();

/**
 * Profile settings. Every field optional (send what changed); null clears an attribute. The name follows the
 * SPEC §5 rules (`profileNameError`); `region` must be a region of `country` (or of the stored country).
 */
export const profileUpdateRequestSchema = z.strictObject({
  name: z.string().trim().max(200).optional(),
  gender: genderSchema.optional(),
  seeking: genderSchema.optional(),
  sexuality: sexualitySchema.nullable().optional(),
  hair_color: hairColorSchema.nullable().optional(),
  eye_color: eyeColorSchema.nullable().optional(),
  body_type: bodyTypeSchema.nullable().optional(),
  relationship_status: relationshipStatusSchema.nullable().optional(),
  height_cm: z.number().int().min(MEMBER_LIMITS.heightMinCm).max(MEMBER_LIMITS.heightMaxCm).nullable().optional(),
  about: z.string().trim().max(MEMBER_LIMITS.aboutMaxLength).optional(),
  interests: z.array(interestKeySchema).max(MEMBER_LIMITS.interestsMax).optional(),
  country: countryCode.optional(),
  region: nullableText(MEMBER_LIMITS.regionIdMaxLength),
  city: nullableText(MEMBER_LIMITS.cityMaxLength),
  invisible: z.boolean().optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Blocks (SPEC §6 "blocked users cannot view or contact the blocker")
// ---------------------------------------------------------------------------------------------------------------

export const blockRequestSchema = z.strictObject({ id: z.number().int().positive() });
export type BlockRequest = z.infer<typeof blockRequestSchema>;
export const unblockQuerySchema = idQuery;
export const blockResponseSchema = z.strictObject({ id: z.number().int(), blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponseSchema>;

export const blockedMemberSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  main_image: mainImageSchema.nullable(),
  blocked_at: z.string(),
});
export const blocksResponseSchema = z.strictObject({ blocks: z.array(blockedMemberSchema) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Reverse geocoding (SPEC §7: "result stored, false on failure")
// ---------------------------------------------------------------------------------------------------------------

export const geocodeQuerySchema = z.strictObject({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

export const geocodeLocationSchema = z.strictObject({
  city: z.string(),
  /** A region id of `/api/regions.php` when the country has a region list; otherwise null. */
  region: z.string().nullable(),
  country: countryCode,
});
export type GeocodeLocation = z.infer<typeof geocodeLocationSchema>;
/** `location` is false when no city lies near the position (open sea, the poles). */
export const geocodeResponseSchema = z.strictObject({ location: z.union([geocodeLocationSchema, z.literal(false)]) });
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints (merged into ENDPOINTS in contract/api.ts)
// ---------------------------------------------------------------------------------------------------------------

export const MEMBER_ENDPOINTS = {
  search: {
    method: 'GET',
    path: '/api/search.php',
    summary:
      'Search members of the site audience (keyset pages; visitors get one limited page or 403 authentication_required per logged_out_search)',
    query: searchQuerySchema,
    response: searchResponseSchema,
  },
  signupMatches: {
    method: 'GET',
    path: '/api/signup-matches.php',
    summary:
      "The new member's first matches: the member search with its default filters in their region, else their country, else the whole site (the first scope with anyone)",
    response: signupMatchesResponseSchema,
    auth: true,
  },
  profile: {
    method: 'GET',
    path: '/api/profile.php',
    summary: 'A member profile with the photos this viewer may see, plus suggested and similar members (404 when blocked either way)',
    query: profileQuerySchema,
    response: profileResponseSchema,
  },
  profileUpdate: {
    method: 'PUT',
    path: '/api/profile.php',
    summary: 'Edit the own profile: name, attributes, about, interests, location and invisible mode',
    body: profileUpdateRequestSchema,
    response: profileResponseSchema,
    auth: true,
  },
  photos: {
    method: 'GET',
    path: '/api/photos.php',
    summary: 'The own photos with status, visibility and main flag, and the photo quota',
    response: photosResponseSchema,
    auth: true,
  },
  photoUpload: {
    method: 'POST',
    path: '/api/photos.php',
    summary:
      'Upload one photo (multipart/form-data: file field "photo", optional field "visibility"): checked by content, re-encoded without metadata, quota 3 free / 25 premium (409 photo_limit)',
    response: photoUploadResponseSchema,
    auth: true,
  },
  photosUpdate: {
    method: 'PUT',
    path: '/api/photos.php',
    summary: 'Reorder the own photos, choose the main photo or change visibilities',
    body: photosUpdateRequestSchema,
    response: photosResponseSchema,
    auth: true,
  },
  photoDelete: {
    method: 'DELETE',
    path: '/api/photos.php',
    summary: 'Delete one of the own photos',
    query: photoDeleteQuerySchema,
    response: photosResponseSchema,
    auth: true,
  },
  block: {
    method: 'POST',
    path: '/api/block.php',
    summary: 'Block a member: from now on neither sees the other in search, profiles, photos or chat',
    body: blockRequestSchema,
    response: blockResponseSchema,
    auth: true,
  },
  unblock: {
    method: 'DELETE',
    path: '/api/block.php',
    summary: 'Unblock a member',
    query: unblockQuerySchema,
    response: blockResponseSchema,
    auth: true,
  },
  blocks: {
    method: 'GET',
    path: '/api/blocks.php',
    summary: 'The members the viewer has blocked (to unblock them)',
    response: blocksResponseSchema,
    auth: true,
  },
  geocode: {
    method: 'GET',
    path: '/api/geocode.php',
    summary: 'Reverse-geocode a position to the nearest city (offline dataset); location false when none is near',
    query: geocodeQuerySchema,
    response: geocodeResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;
