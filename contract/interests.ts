import { z } from 'zod';

/** SPEC §3 interest icons: the key is stable (translated under `interests:<key>`), the icon is an emoji. */
export const INTERESTS = [
  { key: 'adventure', icon: '🧭' },
  { key: 'anal_sex', icon: '🍑' },
  { key: 'animals', icon: '🐾' },
  { key: 'art', icon: '🎨' },
  { key: 'astrology', icon: '🔮' },
  { key: 'bbq', icon: '🍖' },
  { key: 'beach', icon: '🏖️' },
  { key: 'beer', icon: '🍺' },
  { key: 'biking', icon: '🚴' },
  { key: 'bondage', icon: '⛓️' },
  { key: 'coffee', icon: '☕' },
  { key: 'cooking', icon: '🍳' },
  { key: 'dancing', icon: '💃' },
  { key: 'exchanging_pictures', icon: '📸' },
  { key: 'fashion', icon: '👗' },
  { key: 'foodie', icon: '🍽️' },
  { key: 'gardening', icon: '🌱' },
  { key: 'gym', icon: '🏋️' },
  { key: 'hiking', icon: '🥾' },
  { key: 'hugging', icon: '🤗' },
  { key: 'kissing', icon: '💋' },
  { key: 'lingerie', icon: '👙' },
  { key: 'massages', icon: '💆' },
  { key: 'masturbating', icon: '✋' },
  { key: 'movies', icon: '🎬' },
  { key: 'music', icon: '🎵' },
  { key: 'one_night_stand', icon: '🌙' },
  { key: 'oral_sex', icon: '👅' },
  { key: 'outdoors', icon: '🏕️' },
  { key: 'party', icon: '🎉' },
  { key: 'photography', icon: '📷' },
  { key: 'politics', icon: '🏛️' },
  { key: 'public_sex', icon: '🌳' },
  { key: 'reading', icon: '📚' },
  { key: 'relationship', icon: '💞' },
  { key: 'sadomasochism', icon: '🖤' },
  { key: 'safe_sex', icon: '🛡️' },
  { key: 'sex', icon: '🔥' },
  { key: 'sex_toys', icon: '🎁' },
  { key: 'shopping', icon: '🛍️' },
  { key: 'sports', icon: '⚽' },
  { key: 'sushi', icon: '🍣' },
  { key: 'tattoos', icon: '🐉' },
  { key: 'tea', icon: '🍵' },
  { key: 'theater', icon: '🎭' },
  { key: 'threesome', icon: '👥' },
  { key: 'travelling', icon: '✈️' },
  { key: 'vegetarian', icon: '🥗' },
  { key: 'video_games', icon: '🎮' },
  { key: 'wine', icon: '🍷' },
] as const;

export type InterestKey = (typeof INTERESTS)[number]['key'];
export const interestKeys = INTERESTS.map((interest) => interest.key) as [InterestKey, ...InterestKey[]];

export const interestSchema = z.strictObject({ key: z.enum(interestKeys), icon: z.string() });
export type Interest = z.infer<typeof interestSchema>;
export const interestsResponseSchema = z.strictObject({ interests: z.array(interestSchema) });
export type InterestsResponse = z.infer<typeof interestsResponseSchema>;

export const regionSchema = z.strictObject({ id: z.string(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;
/** Regions per country code, for the site's countries. */
export const regionsResponseSchema = z.strictObject({ regions: z.record(z.string(), z.array(regionSchema)) });
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;
