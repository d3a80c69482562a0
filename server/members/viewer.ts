import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Gender } from '../../contract/accounts';
import type { Database } from '../db/schema';
import { genderOrNull } from './cards';

/** What the member calls need about the viewer besides the session: their own profile's search-relevant fields. */
export interface MemberViewer {
  readonly userId: number;
  readonly premium: boolean;
  readonly seeking: Gender | null;
  readonly country: string | null;
  readonly region: string | null;
  readonly lat: number | null;
  readonly lon: number | null;
  readonly email: string;
}

export async function memberViewer(db: Kysely<Database>, request: FastifyRequest): Promise<MemberViewer | null> {
  const viewer = request.viewer;
  if (!viewer) return null;
  const profile = await db
    .selectFrom('profiles')
    .select(['seeking', 'country', 'region', 'lat', 'lon'])
    .where('user_id', '=', viewer.userId)
    .executeTakeFirst();
  return {
    userId: viewer.userId,
    premium: viewer.user.paid_user === 1,
    seeking: genderOrNull(profile?.seeking ?? null),
    country: profile?.country ?? null,
    region: profile?.region ?? null,
    lat: profile?.lat ?? null,
    lon: profile?.lon ?? null,
    email: viewer.user.email,
  };
}
