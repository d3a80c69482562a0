import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  MODERATION_LIMITS,
  type CreditCorrectionRequest,
  type CreditCorrectionResponse,
  type MemberSearchResponse,
  type MemberStatusResponse,
  type MemberView,
} from '../../contract/moderation';
import { applyCredits, lockUserRow } from '../credits/ledger';
import type { UserStatusValue } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { deleteSessionsOfUser } from '../sessions/queries';
import { writeAudit } from '../staff/audit';
import { staffOf } from '../staff/guard';
import { complaintsOfMember, reportsAboutMember } from './cases';
import type { ModerationDeps } from './deps';
import { photoUrls } from './photos';
import { moderationDb } from './tables';
import { flagsOfMember } from './texts';

/** `%`, `_` and the escape itself are literal in a prefix search. */
function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `GET …/members?query=`: a member id (digits, optionally `#`), or an e-mail address (exact or prefix, any site). */
export async function searchMembers(deps: ModerationDeps, rawQuery: string): Promise<MemberSearchResponse> {
  const query = rawQuery.trim().toLowerCase();
  const db = moderationDb(deps.db);
  let select = db
    .selectFrom('users as u')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'p.name', 'u.site_id', 's.domain as site_domain', 'u.status', 'u.created_at'])
    .orderBy('u.email_normalized', 'asc')
    .orderBy('u.id', 'asc')
    .limit(MODERATION_LIMITS.pageSize);
  // An explicit escape character: SQLite's LIKE has none by default, PostgreSQL's is the backslash.
  const prefix = sql<boolean>`u.email_normalized like ${likePrefix(query)} escape '\\'`;
  const idMatch = /^#?(\d{1,15})$/.exec(query);
  if (idMatch) {
    const id = Number(idMatch[1]);
    select = select.where((eb) => eb.or([eb('u.id', '=', id), prefix]));
  } else {
    select = select.where(prefix);
  }
  const rows = await select.execute();
  return { members: rows.map((row) => ({ ...row, name: row.name ?? null })) };
}

function parseList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * `GET …/members/:id`: everything a moderator needs about one member. Never a session token or password hash. The
 * read itself is audited (`member.view`): member data is personal data.
 */
export async function viewMember(deps: ModerationDeps, request: FastifyRequest, userId: number): Promise<MemberView> {
  const db = moderationDb(deps.db);
  const account = await db
    .selectFrom('users as u')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .select([
      'u.id',
      'u.email',
      'u.site_id',
      's.domain as site_domain',
      'u.status',
      'u.language',
      'u.credits',
      'u.paid_user',
      'u.created_at',
      'u.confirmed_at',
      'u.last_login_at',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!account) throw new HttpError('not_found');

  const [profile, photos, decisions, sessions, ledger, ban, flags, reports, complaints] = await Promise.all([
    db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('photos').selectAll().where('user_id', '=', userId).orderBy('position', 'asc').execute(),
    db
      .selectFrom('photo_decisions as d')
      .innerJoin('photos as ph', 'ph.id', 'd.photo_id')
      .select(['d.photo_id', 'd.reason'])
      .where('ph.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'user_agent'])
      .where('user_id', '=', userId)
      .orderBy('last_seen_at', 'desc')
      .execute(),
    db
      .selectFrom('credit_entries')
      .select(['id', 'amount', 'reason', 'reference', 'balance_after', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(MODERATION_LIMITS.ledgerEntries)
      .execute(),
    db
      .selectFrom('member_bans')
      .select(['reason', 'created_at'])
      .where('user_id', '=', userId)
      .where('lifted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    flagsOfMember(deps, userId),
    reportsAboutMember(deps, userId),
    complaintsOfMember(deps, userId),
  ]);
  const rejectReasons = new Map(decisions.map((row) => [row.photo_id, row.reason]));

  await writeAudit(deps.db, request, { action: 'member.view', targetType: 'member', targetId: userId, siteId: account.site_id });

  return {
    account: {
      id: account.id,
      email: account.email,
      site_id: account.site_id,
      site_domain: account.site_domain,
      status: account.status,
      language: account.language,
      credits: account.credits,
      premium: account.paid_user === 1,
      created_at: account.created_at,
      confirmed_at: account.confirmed_at,
      last_login_at: account.last_login_at,
      ban: account.status === 'banned' && ban ? { reason: ban.reason, created_at: ban.created_at } : null,
    },
    profile: profile
      ? {
          name: profile.name,
          date_of_birth: profile.date_of_birth,
          country: profile.country,
          region: profile.region,
          city: profile.city,
          gender: profile.gender,
          seeking: profile.seeking,
          sexuality: profile.sexuality,
          hair_color: profile.hair_color,
          eye_color: profile.eye_color,
          body_type: profile.body_type,
          relationship_status: profile.relationship_status,
          height_cm: profile.height_cm,
          about: profile.about,
          interests: parseList(profile.interests),
          status: profile.status,
          invisible: profile.invisible === 1,
          fictional: profile.fictional === 1,
          last_active_at: profile.last_active_at,
        }
      : null,
    photos: photos.map((photo) => ({
      id: photo.id,
      status: photo.status,
      visibility: photo.visibility,
      position: photo.position,
      created_at: photo.created_at,
      urls: photoUrls(photo.id),
      reject_reason: photo.status === 'rejected' ? (rejectReasons.get(photo.id) ?? null) : null,
    })),
    sessions,
    ledger,
    flags,
    reports,
    complaints,
  };
}

/**
 * `POST …/members/:id/ban`: the account becomes `banned`, every session of it ends at once, and the ban with its
 * reason and one audit row commit together. Afterwards the member's open tabs are told over the realtime socket
 * (they go to /pages/ban); their next call finds no session, and a login answers `account_banned`.
 */
export async function banMember(deps: ModerationDeps, request: FastifyRequest, userId: number, reason: string): Promise<MemberStatusResponse> {
  const staff = staffOf(request);
  const now = deps.now().toISOString();
  await withTransaction(deps.db, async (trx) => {
    const db = moderationDb(trx);
    const user = await db.selectFrom('users').select(['status', 'site_id']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new HttpError('not_found');
    const updated = await db
      .updateTable('users')
      .set({ status: 'banned' })
      .where('id', '=', userId)
      .where('status', '!=', 'banned')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError('moderation_already_decided');
    await db.insertInto('member_bans').values({ user_id: userId, reason, staff_id: staff.id, created_at: now, lifted_at: null, lifted_by: null }).execute();
    const sessions = await deleteSessionsOfUser(trx, userId);
    await writeAudit(trx, request, {
      action: 'member.ban',
      targetType: 'member',
      targetId: userId,
      siteId: user.site_id,
      before: { status: user.status },
      after: { status: 'banned', sessions_ended: sessions },
      reason,
    });
  });
  deps.realtime.publish(userId, { type: 'account_banned' });
  return { id: userId, status: 'banned' };
}

/** `POST …/members/:id/unban`: back to confirmed (or not confirmed, if the address never was); the ban is marked lifted. */
export async function unbanMember(deps: ModerationDeps, request: FastifyRequest, userId: number, reason: string | null): Promise<MemberStatusResponse> {
  const staff = staffOf(request);
  const now = deps.now().toISOString();
  const status = await withTransaction(deps.db, async (trx) => {
    const db = moderationDb(trx);
    const user = await db.selectFrom('users').select(['status', 'site_id', 'confirmed_at']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new HttpError('not_found');
    const next: UserStatusValue = user.confirmed_at ? 'confirmed' : 'not_confirmed';
    const updated = await db
      .updateTable('users')
      .set({ status: next })
      .where('id', '=', userId)
      .where('status', '=', 'banned')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError('moderation_already_decided');
    await db.updateTable('member_bans').set({ lifted_at: now, lifted_by: staff.id }).where('user_id', '=', userId).where('lifted_at', 'is', null).execute();
    await writeAudit(trx, request, {
      action: 'member.unban',
      targetType: 'member',
      targetId: userId,
      siteId: user.site_id,
      before: { status: 'banned' },
      after: { status: next },
      reason,
    });
    return next;
  });
  return { id: userId, status };
}

/**
 * `POST …/members/:id/credits`: a correction through the ledger (reason `adjustment`, the moderator's reason as the
 * entry's reference). The member's row is locked first, so concurrent corrections apply one after another and
 * each sees the balance the one before left; one that would go below zero is refused (409
 * credits_correction_below_zero) having changed nothing. The client's `key` makes a retried request apply once (a
 * repeat answers the first result and writes no second audit row).
 */
export async function correctCredits(
  deps: ModerationDeps,
  request: FastifyRequest,
  userId: number,
  input: CreditCorrectionRequest,
): Promise<CreditCorrectionResponse> {
  const staff = staffOf(request);
  return withTransaction(deps.db, async (trx) => {
    const db = moderationDb(trx);
    const site = await db.selectFrom('users').select('site_id').where('id', '=', userId).executeTakeFirst();
    if (!site) throw new HttpError('not_found');
    const locked = await lockUserRow(db, userId);
    if (!locked) throw new HttpError('not_found');
    const idempotencyKey = `staff-correction:${userId}:${input.key}`;
    const earlier = await db.selectFrom('credit_entries').select(['id', 'amount', 'balance_after']).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    if (!earlier && locked.credits + input.delta < 0) {
      throw new HttpError('credits_correction_below_zero', { params: { count: locked.credits } });
    }
    const result = await applyCredits(db, {
      userId,
      amount: input.delta,
      reason: 'adjustment',
      reference: `staff ${staff.id}: ${input.reason}`,
      idempotencyKey,
      now: deps.now(),
    });
    const answer = { applied: result.applied, entry_id: result.entryId, balance_before: result.balanceAfter - result.amount, balance_after: result.balanceAfter };
    if (result.applied) {
      await writeAudit(trx, request, {
        action: 'credits.correct',
        targetType: 'member',
        targetId: userId,
        siteId: site.site_id,
        before: { credits: answer.balance_before },
        after: { credits: answer.balance_after, delta: input.delta, entry_id: result.entryId },
        reason: input.reason,
      });
    }
    return answer;
  });
}
