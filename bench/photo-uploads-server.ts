import { randomBytes } from 'node:crypto';
import { AUTH_COOKIE_NAME } from '../contract/constants';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { startSession } from '../server/sessions/service';

/**
 * The server half of bench/photo-uploads.ts, in its own process: the real server on BENCH_DB (SEED=none, production
 * mode, photos approved at once) with BENCH_UPLOADERS premium members, each logged in. Prints one JSON line:
 * { port, cookies, pid }.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DB;
  if (!databaseUrl) throw new Error('BENCH_DB is not set');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: process.env.BENCH_MEDIA_DIR ?? 'data/media',
    SEED: 'none',
    CLIENT_DIST: '/nonexistent-client-dist',
  });
  process.env.PHOTO_AUTO_APPROVE = '1';
  const app = await buildServer(config);
  const site = await app.sites.resolve('localhost');
  const cookies: string[] = [];
  for (let i = 0; i < Number(process.env.BENCH_UPLOADERS ?? 10); i += 1) {
    const email = `bench.${randomBytes(4).toString('hex')}@example.invalid`;
    const now = new Date();
    const { id } = await app.db
      .insertInto('users')
      .values({ site_id: site.id, email, email_normalized: email, password_hash: null, status: 'confirmed', paid_user: 1, language: 'en', created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('profiles')
      .values({
        user_id: id,
        name: `Bench ${i}`,
        date_of_birth: '1985-05-05',
        country: 'NL',
        region: 'NL-NH',
        gender: 'man',
        seeking: 'woman',
        status: 'active',
        signup_message: null,
        target_profile_id: null,
        created_at: now.toISOString(),
      })
      .execute();
    const { token } = await startSession(app.db, { userId: id, siteId: site.id, now, userAgent: 'bench' });
    cookies.push(`${AUTH_COOKIE_NAME}=${token}`);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, cookies, pid: process.pid })}\n`);
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
