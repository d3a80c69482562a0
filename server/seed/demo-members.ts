import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Gender } from '../../contract/accounts';
import type { HairColor } from '../../contract/members';
import { grantSignupCredits } from '../accounts/credits';
import { hashPassword } from '../accounts/passwords';
import { seedPackages, selectPricedPackages } from '../credits/packages';
import { creditsDb, type CreditsTrx } from '../credits/tables';
import type { Database, SiteRow } from '../db/schema';
import { seedDemoHistory } from './demo-history';
import type { DbDialect } from '../db/dialect';
import { withTransaction } from '../db/transaction';
import { openPayment, type Payer } from '../payments/open';
import { SANDBOX_PROVIDER, sandboxCardToken } from '../payments/sandbox/provider';
import { transitionPayment } from '../payments/transitions';
import { selectDefaultSite } from '../sites/queries';
import { ageBandOf, avatarPhoto, avatarSeedOf, type AvatarFeatures } from './avatars';
import { insertMembers } from './bulk';
import { demoActivityAgoMs, demoMemberEmail, generateMembers, loadNameSource } from './generate';

/**
 * The demo members of the embedded default (SEED=demo): a few hundred generated members across the niches, with
 * avatar photos, plus two accounts a newcomer can log in with on http://localhost:3000. Demo content, not secrets:
 * the password is printed in the startup log and the README. SEED=none creates none of it.
 *
 * Idempotent: members are recognised by their generated addresses, and only missing ones are added. On every start
 * the demo members' activity moves forward with the clock, so the demo keeps looking alive.
 */

export const DEMO_MEMBER_COUNT = 400;
export const DEMO_SEED = 20240301;
export const DEMO_EMAIL_PREFIX = 'demo.member';
/** The demo accounts' password (demo content, printed at start; not in the common-password list). */
export const DEMO_PASSWORD = 'flirtlane-demo-2025';

export interface DemoAccount {
  readonly email: string;
  readonly premium: boolean;
  readonly name: string;
  readonly gender: Gender;
  readonly seeking: Gender;
  readonly age: number;
  readonly city: string;
  readonly region: string;
  readonly lat: number;
  readonly lon: number;
  readonly credits: number;
  readonly attributes: {
    readonly sexuality: string;
    readonly hair_color: HairColor;
    readonly eye_color: string;
    readonly body_type: string;
    readonly relationship_status: string;
    readonly height_cm: number;
  };
  /** The account's photos (the first is the main photo), drawn from the account's own avatar features. */
  readonly photos: ReadonlyArray<'public' | 'private'>;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    // No photo yet: shows the profile-photo alert and the upload flow.
    email: 'free@demo.localhost',
    premium: false,
    name: 'Alex',
    gender: 'man',
    seeking: 'woman',
    age: 34,
    city: 'Amsterdam',
    region: 'NL-NH',
    lat: 52.37,
    lon: 4.89,
    credits: 0,
    attributes: { sexuality: 'straight', hair_color: 'brown', eye_color: 'blue', body_type: 'athletic', relationship_status: 'single', height_cm: 183 },
    photos: [],
  },
  {
    // Premium through a real purchase (seeded below): a completed card payment of the popular credit pack that saved
    // its card, so /transactions, the saved cards and repeat order agree.
    email: 'premium@demo.localhost',
    premium: true,
    name: 'Robin',
    gender: 'woman',
    seeking: 'man',
    age: 31,
    city: 'Utrecht',
    region: 'NL-UT',
    lat: 52.09,
    lon: 5.12,
    credits: 0,
    attributes: { sexuality: 'bisexual', hair_color: 'blonde', eye_color: 'green', body_type: 'average', relationship_status: 'single', height_cm: 169 },
    photos: ['public', 'private'],
  },
];

export interface DemoSeedDeps {
  readonly db: Kysely<Database>;
  readonly dialect: DbDialect;
  readonly now: Date;
  /** The demo accounts start with matches, likes and conversations (default); false: with none (DEMO_HISTORY=0). */
  readonly history?: boolean;
}

export interface DemoSeedResult {
  readonly membersCreated: number;
  readonly accountsCreated: readonly string[];
}

/** A demo account's face, from its profile like every demo member's. */
export function demoAccountAvatar(account: DemoAccount): AvatarFeatures {
  return {
    seed: avatarSeedOf(account.email),
    look: account.gender === 'couple' ? 'couple' : account.gender === 'woman' ? 'feminine' : 'masculine',
    age: ageBandOf(account.age),
    hair: account.attributes.hair_color,
  };
}

async function existingEmails(db: Kysely<Database>, siteId: number, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += 500) {
    const rows = await db
      .selectFrom('users')
      .select('email_normalized')
      .where('site_id', '=', siteId)
      .where('email_normalized', 'in', emails.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.email_normalized);
  }
  return found;
}

function birthDate(age: number, now: Date): string {
  return `${now.getUTCFullYear() - age}-03-14`;
}

async function createDemoAccount(db: Kysely<Database>, site: SiteRow, account: DemoAccount, passwordHash: string, now: Date, history: boolean): Promise<void> {
  const siteId = site.id;
  // With their history they are members for two weeks (the history goes back a few days); without, new. The free
  // account has no photo, to show the upload flow: it was last active yesterday, so the first rows a visitor sees
  // stay faces until somebody logs in as it.
  const stamp = new Date(now.getTime() - (history ? 14 * 24 : 0) * 60 * 60 * 1000).toISOString();
  const lastActive = new Date(now.getTime() - (account.photos.length === 0 ? 26 : 0) * 60 * 60 * 1000).toISOString();
  await withTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        site_id: siteId,
        email: account.email,
        email_normalized: account.email,
        password_hash: passwordHash,
        status: 'confirmed',
        // A premium account becomes premium through its purchase (SPEC §1), as every member does.
        paid_user: 0,
        language: 'en',
        created_at: stamp,
        confirmed_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('profiles')
      .values({
        user_id: id,
        name: account.name,
        date_of_birth: birthDate(account.age, now),
        country: 'NL',
        region: account.region,
        gender: account.gender,
        seeking: account.seeking,
        status: 'active',
        signup_message: null,
        target_profile_id: null,
        created_at: stamp,
        city: account.city,
        lat: account.lat,
        lon: account.lon,
        about: 'This is a demo account: everything you do here stays on this computer.',
        interests: JSON.stringify(['travelling', 'music', 'coffee', 'cooking']),
        ...account.attributes,
        last_active_at: lastActive,
      })
      .execute();
    for (const [position, visibility] of account.photos.entries()) {
      const avatar = avatarPhoto(demoAccountAvatar(account), position);
      await trx
        .insertInto('photos')
        .values({
          user_id: id,
          storage_key: avatar.key,
          status: 'active',
          visibility,
          position,
          width: avatar.width,
          height: avatar.height,
          created_at: stamp,
        })
        .execute();
    }
    // Through the accounts area's credit grant, so the credits issue's ledger records it; with the history, the grant
    // also covers the account's earlier messages (server/seed/demo-history.ts).
    if (history) {
      await seedDemoHistory(trx, site, { userId: id, name: account.name, gender: account.gender, seeking: account.seeking, country: 'NL', credits: account.credits }, now);
    } else {
      await grantSignupCredits(trx, id, account.credits);
    }
    if (account.premium) await seedDemoPurchase(creditsDb(trx), site.id, id, now);
  });
}

const SILENT_LOG = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => SILENT_LOG, level: 'silent', silent() {} } as unknown as FastifyBaseLogger;

/**
 * The premium demo account's purchase, through the payments area's own records: a card payment of the site's popular
 * credit pack (its euro price), opened and completed as the sandbox's webhook completes one, saving the sandbox Visa
 * card. Completing it grants the credits through the ledger and makes the account premium.
 */
async function seedDemoPurchase(trx: CreditsTrx, siteId: number, userId: number, now: Date): Promise<void> {
  const packs = await selectPricedPackages(trx, siteId, 'EUR', 'credits');
  const pack = packs.find((pkg) => pkg.row.popular === 1) ?? packs[0];
  if (!pack) return;
  const payer: Payer = { userId, siteId, country: 'NL', currency: 'EUR', language: 'en' };
  const opened = await openPayment(trx, payer, {
    kind: 'checkout',
    method: 'card',
    packageId: pack.row.id,
    currency: 'EUR',
    discountCode: undefined,
    automaticDiscount: false,
    idempotencyKey: `demo-purchase-${userId}`,
    provider: SANDBOX_PROVIDER,
    now,
    log: SILENT_LOG,
  });
  if (opened.kind !== 'created') return;
  await transitionPayment(trx, opened.payment.id, 'completed', {
    source: 'webhook',
    eventId: null,
    now,
    log: SILENT_LOG,
    savedMethod: sandboxCardToken('visa', now),
    provider: SANDBOX_PROVIDER,
  });
}

/** Moves the demo members' last activity forward to "now minus their usual offset". */
async function refreshDemoActivity(db: Kysely<Database>, siteId: number, count: number, now: Date): Promise<void> {
  const emails = Array.from({ length: count }, (_, index) => demoMemberEmail(DEMO_EMAIL_PREFIX, index));
  await withTransaction(db, async (trx) => {
    for (let i = 0; i < emails.length; i += 500) {
      const rows = await trx
        .selectFrom('users')
        .select(['id', 'email_normalized'])
        .where('site_id', '=', siteId)
        .where('email_normalized', 'in', emails.slice(i, i + 500))
        .execute();
      for (const row of rows) {
        const index = Number(/\.(\d+)@/.exec(row.email_normalized)?.[1] ?? -1);
        if (index < 0) continue;
        const stamp = new Date(now.getTime() - demoActivityAgoMs(DEMO_SEED, index)).toISOString();
        await trx.updateTable('profiles').set({ last_active_at: stamp }).where('user_id', '=', row.id).where('last_active_at', '<', stamp).execute();
      }
    }
  });
}

export async function seedDemoMembers(deps: DemoSeedDeps, count = DEMO_MEMBER_COUNT): Promise<DemoSeedResult> {
  const site = await selectDefaultSite(deps.db);
  if (!site) throw new Error('no default site to attach the demo members to');
  const memberEmails = Array.from({ length: count }, (_, index) => demoMemberEmail(DEMO_EMAIL_PREFIX, index));
  const accountEmails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = await existingEmails(deps.db, site.id, [...memberEmails, ...accountEmails]);
  const missingMembers = memberEmails.filter((email) => !present.has(email)).length;
  const missingAccounts = DEMO_ACCOUNTS.filter((account) => !present.has(account.email));

  // The rows point at each member's avatar keys; their files are drawn after start (see on-start.ts) or on first view.
  let membersCreated = 0;
  if (missingMembers > 0) {
    const names = await loadNameSource(DEMO_SEED);
    const members = generateMembers({ count, seed: DEMO_SEED, now: deps.now, emailPrefix: DEMO_EMAIL_PREFIX, names }).filter(
      (member) => !present.has(member.email),
    );
    await withTransaction(deps.db, (trx) => insertMembers(trx, site.id, members, true));
    membersCreated = members.length;
  }
  if (membersCreated < count) await refreshDemoActivity(deps.db, site.id, count, deps.now);

  // The accounts' history is priced by the site's packages, and the premium account buys one: the packages must exist
  // (the credits area seeds them later on start otherwise).
  if (missingAccounts.length > 0) await seedPackages(creditsDb(deps.db), deps.now);
  const passwordHash = missingAccounts.length > 0 ? await hashPassword(DEMO_PASSWORD) : '';
  for (const account of missingAccounts) await createDemoAccount(deps.db, site, account, passwordHash, deps.now, deps.history ?? true);
  return { membersCreated, accountsCreated: missingAccounts.map((account) => account.email) };
}

/**
 * The keys of the demo's main photos (and the demo accounts' photos), without a database: what a site that ran a while
 * has drawn. The end-to-end harness draws them once per AVATAR_VERSION and copies them into each test site.
 */
export async function demoMainAvatarKeys(count = DEMO_MEMBER_COUNT): Promise<string[]> {
  const names = await loadNameSource(DEMO_SEED);
  const members = generateMembers({ count, seed: DEMO_SEED, now: new Date(), emailPrefix: DEMO_EMAIL_PREFIX, names });
  const accounts = DEMO_ACCOUNTS.flatMap((account) => account.photos.map((_, position) => avatarPhoto(demoAccountAvatar(account), position).key));
  return [...members.filter((member) => member.photos.length > 0).map((member) => avatarPhoto(member.avatar, 0).key), ...accounts];
}
