import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AVATAR_VERSION, ensureDemoAvatars } from './avatars';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoMembers } from './demo-members';

/**
 * The demo photos' keys, main photos first (the ones home and search show): the background drawing does them first.
 */
export async function demoAvatarKeys(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('photos')
    .select('storage_key')
    .where('storage_key', 'like', `demo-avatar-${AVATAR_VERSION}-%`)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.storage_key);
}

/**
 * SEED=demo: demo members and the two demo accounts, created (or completed) before the server answers; this takes
 * a second or two. Their avatar files (one face per member, each photo its own file) are drawn after start, in the
 * background, main photos first (about a minute of one core the first time, nothing later): a file asked for before
 * it is drawn is drawn on demand by the photo route.
 */
export async function seedDemoOnStart(app: FastifyInstance, options: { history: boolean; drawInBackground?: boolean } = { history: true }): Promise<void> {
  const started = Date.now();
  const result = await seedDemoMembers({ db: app.db, dialect: app.dbDialect, now: app.clock(), history: options.history });
  if (result.membersCreated > 0 || result.accountsCreated.length > 0) {
    app.log.info({ members: result.membersCreated, accounts: result.accountsCreated, ms: Date.now() - started }, 'demo members created');
  }
  // Demo content, deliberately printed (SEED=none creates no such accounts): a newcomer can log in at once.
  const accounts = DEMO_ACCOUNTS.map((account) => `${account.email} (${account.premium ? 'premium' : 'free'})`).join(' and ');
  app.log.info(`demo member accounts on http://localhost: ${accounts}, password "${DEMO_PASSWORD}"`);

  if (options.drawInBackground === false) return;
  let drawing: Promise<void> | undefined;
  const stop = new AbortController();
  app.addHook('onReady', async () => {
    const drawStarted = Date.now();
    drawing = demoAvatarKeys(app.db)
      .then((keys) => ensureDemoAvatars(app.media.store, keys, stop.signal))
      .then(
        () => app.log.debug({ ms: Date.now() - drawStarted }, 'demo avatars ready'),
        (error: unknown) => app.log.error({ err: error }, 'demo avatars could not be drawn'),
      );
  });
  // Closing stops the drawing and waits for the files being drawn, so no half-written file is left behind.
  app.addHook('onClose', async () => {
    stop.abort();
    await drawing;
  });
}
