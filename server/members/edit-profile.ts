import type { Updateable } from 'kysely';
import { profileNameError, type FieldErrors } from '../../contract/accounts';
import type { ProfileResponse, ProfileUpdateRequest } from '../../contract/members';
import type { ProfilesTable } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { findCity } from '../geo/cities';
import { roundCoordinate } from '../geo/geocode';
import { flagProfileText } from '../moderation/text-flags';
import { REGIONS } from '../sites/regions';
import { hasKink } from './audience';
import { selectMember, updateProfileFields } from './queries';
import { viewProfile, type ProfileContext } from './view-profile';
import type { MemberViewer } from './viewer';

/** Line breaks and tabs stay in a profile text; other control and format characters go. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

export function cleanAbout(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, (char) => (char === '\n' || char === '\t' ? char : '')).trim();
}

function regionOf(country: string, region: string): boolean {
  return REGIONS[country]?.some((candidate) => candidate.id === region) ?? false;
}

/**
 * The location part of an edit. A city is looked up in the offline dataset of the chosen country: found, its
 * centre (rounded) becomes the member's position and, unless a region was chosen, its region; not found, the name is
 * kept without a position. Changing the country drops the old region and city unless new ones come with it.
 */
function locationChanges(
  input: ProfileUpdateRequest,
  current: { country: string },
  fields: FieldErrors,
): Pick<Updateable<ProfilesTable>, 'country' | 'region' | 'city' | 'lat' | 'lon'> {
  const country = input.country ?? current.country;
  const countryChanged = input.country !== undefined && input.country !== current.country;
  const changes: Pick<Updateable<ProfilesTable>, 'country' | 'region' | 'city' | 'lat' | 'lon'> = {};
  if (countryChanged) Object.assign(changes, { country, region: null, city: null, lat: null, lon: null });

  const regionGiven = input.region !== undefined;
  if (regionGiven) {
    const region = input.region ? input.region : null;
    if (region !== null && !regionOf(country, region)) fields.region = { code: 'region_invalid' };
    else changes.region = region;
  }

  if (input.city !== undefined) {
    const name = input.city?.trim() ?? '';
    if (name === '') {
      Object.assign(changes, { city: null, lat: null, lon: null });
    } else {
      const place = findCity(country, name);
      if (place) {
        Object.assign(changes, { city: place.name, lat: roundCoordinate(place.lat), lon: roundCoordinate(place.lon) });
        if (!regionGiven && place.region) changes.region = place.region;
      } else {
        Object.assign(changes, { city: name, lat: null, lon: null });
      }
    }
  }
  return changes;
}

/** PUT /api/profile.php (SPEC §2 /profile): the fields sent are checked together, and saved only when all are valid. */
export async function editProfile(ctx: ProfileContext & { viewer: MemberViewer }, input: ProfileUpdateRequest): Promise<ProfileResponse> {
  const member = await selectMember(ctx.db, ctx.viewer.userId);
  if (!member) throw new HttpError('authentication_required');
  const fields: FieldErrors = {};
  const changes: Updateable<ProfilesTable> = {};

  if (input.name !== undefined) {
    const error = profileNameError(input.name, ctx.viewer.email);
    if (error) fields.name = error;
    else changes.name = input.name.trim();
  }
  for (const key of ['gender', 'seeking', 'sexuality', 'hair_color', 'eye_color', 'body_type', 'relationship_status', 'height_cm'] as const) {
    if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
  }
  if (input.about !== undefined) changes.about = cleanAbout(input.about);
  if (input.interests !== undefined) {
    const interests = [...new Set(input.interests)];
    changes.interests = JSON.stringify(interests);
    changes.kink = hasKink(interests) ? 1 : 0;
  }
  if (input.invisible !== undefined) changes.invisible = input.invisible ? 1 : 0;
  Object.assign(changes, locationChanges(input, member, fields));

  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', { fields });
  // A changed profile text goes past the moderation word list; a match is flagged with the save, in one transaction.
  const about = changes.about;
  if (typeof about === 'string' && about !== member.about) {
    await withTransaction(ctx.db, async (trx) => {
      await updateProfileFields(trx, member.user_id, changes);
      await flagProfileText(trx, { userId: member.user_id, text: about, now: ctx.now });
    });
  } else {
    await updateProfileFields(ctx.db, member.user_id, changes);
  }
  return viewProfile(ctx, member.user_id);
}
