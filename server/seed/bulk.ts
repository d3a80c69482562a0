import type { Kysely, Transaction } from 'kysely';
import type { Database, NewPhotoRow } from '../db/schema';
import { avatarPhoto } from './avatars';
import type { MemberSeed } from './generate';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Inserts generated members in batches (users, then profiles, then photos), so a hundred thousand members take
 * seconds, not minutes. The accounts are confirmed accounts of `siteId` without a password (nobody can log in as
 * them). Photos point at each member's own demo avatar keys (drawn later or on first view, server/seed/avatars.ts);
 * with `photos` false members get no photos.
 * Batches stay under SQLite's bound-parameter limit (32766) with room to spare.
 */
export async function insertMembers(
  db: Db,
  siteId: number,
  members: readonly MemberSeed[],
  photos: boolean,
  batchSize = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < members.length; start += batchSize) {
    const batch = members.slice(start, start + batchSize);
    await db
      .insertInto('users')
      .values(
        batch.map((member) => ({
          site_id: siteId,
          email: member.email,
          email_normalized: member.email.toLowerCase(),
          password_hash: null,
          status: 'confirmed' as const,
          language: member.language,
          created_at: member.createdAt,
          confirmed_at: member.createdAt,
        })),
      )
      .execute();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email_normalized'])
      .where('site_id', '=', siteId)
      .where(
        'email_normalized',
        'in',
        batch.map((member) => member.email.toLowerCase()),
      )
      .execute();
    const idByEmail = new Map(rows.map((row) => [row.email_normalized, row.id]));
    const batchIds = batch.map((member) => {
      const id = idByEmail.get(member.email.toLowerCase());
      if (id === undefined) throw new Error(`inserted member not found: ${member.email}`);
      return id;
    });

    await db
      .insertInto('profiles')
      .values(
        batch.map((member, i) => ({
          user_id: batchIds[i] as number,
          name: member.name,
          date_of_birth: member.dateOfBirth,
          country: member.country,
          region: member.region,
          gender: member.gender,
          seeking: member.seeking,
          status: 'active' as const,
          signup_message: null,
          target_profile_id: null,
          created_at: member.createdAt,
          sexuality: member.sexuality,
          hair_color: member.hairColor,
          eye_color: member.eyeColor,
          body_type: member.bodyType,
          relationship_status: member.relationshipStatus,
          height_cm: member.heightCm,
          about: member.about,
          interests: JSON.stringify(member.interests),
          kink: member.kink ? 1 : 0,
          city: member.city,
          lat: member.lat,
          lon: member.lon,
          invisible: 0,
          fictional: member.fictional ? 1 : 0,
          last_active_at: member.lastActiveAt,
        })),
      )
      .execute();

    if (photos) {
      const rows: NewPhotoRow[] = [];
      batch.forEach((member, i) => {
        member.photos.forEach((photo, position) => {
          const avatar = avatarPhoto(member.avatar, position);
          rows.push({
            user_id: batchIds[i] as number,
            storage_key: avatar.key,
            status: 'active',
            visibility: photo.visibility,
            position,
            width: avatar.width,
            height: avatar.height,
            created_at: member.createdAt,
          });
        });
      });
      for (let p = 0; p < rows.length; p += batchSize) await db.insertInto('photos').values(rows.slice(p, p + batchSize)).execute();
    }
    ids.push(...batchIds);
  }
  return ids;
}
