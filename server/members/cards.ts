import { ageOn } from '../../contract/accounts';
import type { Gender } from '../../contract/accounts';
import { SEARCH, type MemberCard } from '../../contract/members';
import { mainImageOf } from '../media/photos';
import type { CardRow } from './search';

const GENDER_VALUES: ReadonlySet<string> = new Set(['man', 'woman', 'couple', 'trans']);

export function genderOrNull(value: string | null): Gender | null {
  return value !== null && GENDER_VALUES.has(value) ? (value as Gender) : null;
}

/** A member active within the online window. */
export function isOnline(lastActiveAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(lastActiveAt) < SEARCH.onlineWindowMs;
}

/** A search row as the contract's member card: no coordinates, no exact activity time (SEC-18). */
export function memberCard(row: CardRow, now: Date): MemberCard {
  return {
    id: row.user_id,
    name: row.name,
    age: row.date_of_birth ? ageOn(row.date_of_birth, now) : null,
    gender: genderOrNull(row.gender),
    country: row.country,
    region: row.region,
    city: row.city,
    main_image: row.main_photo_id === null ? null : mainImageOf({ id: row.main_photo_id, status: 'active' }),
    fictional: row.fictional === 1,
    online: isOnline(row.last_active_at, now),
  };
}
