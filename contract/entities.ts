import { z } from 'zod';
import { NOTIFICATION_TYPES } from './constants';
import { countryCode, languageSchema } from './settings';

export const imageStatusSchema = z.enum(['pending', 'active', 'rejected']);
export type ImageStatus = z.infer<typeof imageStatusSchema>;

/** SPEC §3 main_image: null when the profile has no photo; `match` is a path used with the cdn prefix. */
export const mainImageSchema = z.strictObject({
  filename: z.string(),
  thumb_filename: z.string(),
  status: imageStatusSchema,
  match: z.string(),
});
export type MainImage = z.infer<typeof mainImageSchema>;

export const profileStatusSchema = z.enum(['active', 'disabled']);

export const profileSummarySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  country: countryCode,
  status: profileStatusSchema,
  main_image: mainImageSchema.nullable(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

export const userStatusSchema = z.enum(['not_confirmed', 'confirmed', 'deleted', 'banned']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** SPEC §3 User (logged in), plus what the client needs about its own account. */
export const userSchema = z.strictObject({
  id: z.number().int(),
  status: userStatusSchema,
  credits: z.number().int().nonnegative(),
  paid_user: z.boolean(),
  notifications_disabled: z.array(z.enum(NOTIFICATION_TYPES)),
  fictional_icon: z.boolean(),
  language: languageSchema,
  profile: profileSummarySchema,
  /** The account's email address (activation reminder, settings). */
  email: z.string(),
  /** When the account was created (ISO-8601 UTC): the time bonus counts from here. */
  created_at: z.string(),
  /** Gender, seeking and country were given on /complete-signup. */
  signup_completed: z.boolean(),
  /** Received likes not seen yet (`like_new`), from members the user can see: the likes badge (SPEC §2, §4). */
  new_likes: z.number().int().nonnegative(),
  /** Unread messages over the user's chats: the messages badge and, with new_likes, the title prefix (SPEC §2, §4). */
  unread_messages: z.number().int().nonnegative(),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.strictObject({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
