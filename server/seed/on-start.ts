import type { FastifyInstance } from 'fastify';
import { ensureDemoAvatars } from './avatars';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoMembers } from './demo-members';

/**
 * SEED=demo: demo members and the two demo accounts, created (or completed) before the server answers; this takes
 * a second or two. Their avatar files are drawn after start, in the background (a few seconds the first time,
 * nothing later): a file asked for before it is drawn is drawn on demand by the photo route.
 */
export async function seedDemoOnStart(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  const result = await seedDemoMembers({ db: app.db, dialect: app.dbDialect, now: app.clock() });
  if (result.membersCreated > 0 || result.accountsCreated.length > 0) {
    app.log.info({ members: result.membersCreated, accounts: result.accountsCreated, ms: Date.now() - started }, 'demo members created');
  }
  // Demo content, deliberately printed (SEED=none creates no such accounts): a newcomer can log in at once.
  const accounts = DEMO_ACCOUNTS.map((account) => `${account.email} (${account.premium ? 'premium' : 'free'})`).join(' and ');
  app.log.info(`demo member accounts on http://localhost: ${accounts}, password "${DEMO_PASSWORD}"`);

  let drawing: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    const drawStarted = Date.now();
    drawing = ensureDemoAvatars(app.media.store).then(
      () => app.log.debug({ ms: Date.now() - drawStarted }, 'demo avatars ready'),
      (error: unknown) => app.log.error({ err: error }, 'demo avatars could not be drawn'),
    );
  });
  // Closing waits for the drawing, so no half-written file is left behind.
  app.addHook('onClose', async () => {
    await drawing;
  });
}
