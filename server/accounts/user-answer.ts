import { NOTIFICATION_TYPES, type NotificationType } from '../../contract/constants';
import type { User } from '../../contract/entities';
import type { Kysely } from 'kysely';
import type { Database, ProfileRow, UserRow } from '../db/schema';
import { countNewLikes } from '../likes/queries';
import { unreadMessageCount } from '../chat/service';
import { isLanguage } from '../i18n/request-language';
import { DEFAULT_LANGUAGE } from '../../contract/constants';

function notificationsDisabled(json: string): NotificationType[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((value): value is NotificationType => (NOTIFICATION_TYPES as readonly unknown[]).includes(value));
  } catch {
    return [];
  }
}

/** The counts a User carries for the navigation badges (SPEC §2, §4), read fresh with it. */
export type UserCounts = Pick<User, 'new_likes' | 'unread_messages'>;

export async function userCounts(db: Kysely<Database>, userId: number): Promise<UserCounts> {
  const [newLikes, unreadMessages] = await Promise.all([countNewLikes(db, userId), unreadMessageCount(db, userId)]);
  return { new_likes: newLikes, unread_messages: unreadMessages };
}

/** The contract User of a users row and its profile (SPEC §3). Never carries the hash or any token. */
export function userAnswer(user: UserRow, profile: ProfileRow, counts: UserCounts): User {
  return {
    id: user.id,
    status: user.status,
    credits: user.credits,
    paid_user: user.paid_user === 1,
    notifications_disabled: notificationsDisabled(user.notifications_disabled),
    fictional_icon: user.fictional_icon === 1,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    profile: {
      id: profile.user_id,
      name: profile.name,
      country: profile.country,
      status: profile.status,
      // Photos arrive with the media issue.
      main_image: null,
    },
    email: user.email,
    created_at: user.created_at,
    signup_completed: profile.gender !== null && profile.seeking !== null,
    ...counts,
  };
}
