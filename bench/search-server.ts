import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { LocalMediaStore } from '../server/media/store';
import { seedBulkMembers } from '../server/seed/bulk-members';
import { startSession } from '../server/sessions/service';

/**
 * The server half of bench/search.ts, run in its own process so the load generator does not share its CPU time:
 * builds the real server on BENCH_DB (SEED=none, production mode), adds BENCH_MEMBERS generated members, creates one
 * logged-in member, listens on a free port and prints one JSON line: { port, cookie, cursor }.
 * The extra route GET /bench/bare answers { ok: true } through the same server (same hooks), as the baseline.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DB;
  if (!databaseUrl) throw new Error('BENCH_DB is not set');
  const members = Number(process.env.BENCH_MEMBERS ?? 100_000);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: process.env.BENCH_MEDIA_DIR ?? 'data/media',
    SEED: 'none',
    CLIENT_DIST: '/nonexistent-client-dist',
  });
  const app = await buildServer(config, {
    routes: async (scope) => {
      scope.get('/bench/bare', async () => ({ ok: true }));
    },
  });

  const seeded = await seedBulkMembers(app.db, {
    count: members,
    store: new LocalMediaStore(config.mediaDir),
    onProgress: (done, total) => process.stderr.write(`\r  seeding ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
  });
  process.stderr.write(`\n  seeded in ${(seeded.ms / 1000).toFixed(1)} s\n`);
  await sql`analyze`.execute(app.db);

  // The benchmark's own member: a man seeking women in the Netherlands, like a typical visitor of the general site.
  const email = `bench.${randomBytes(4).toString('hex')}@example.invalid`;
  const now = new Date();
  const site = await app.sites.resolve('localhost');
  const { id } = await app.db
    .insertInto('users')
    .values({ site_id: site.id, email, email_normalized: email, password_hash: null, status: 'confirmed', language: 'en', created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('profiles')
    .values({
      user_id: id,
      name: 'Bench',
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
  const cookie = `auth.session=${token}`;

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const first = await app.inject({ url: '/api/search.php?gender=woman', headers: { host: 'localhost', cookie } });
  const cursor = (first.json() as { nextCursor: string | null }).nextCursor;
  process.stdout.write(`${JSON.stringify({ port, cookie, cursor, dialect: app.dbDialect })}\n`);

  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
