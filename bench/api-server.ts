import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { AUTH_COOKIE_NAME } from '../contract/constants';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { applyCredits } from '../server/credits/ledger';
import { creditsDb } from '../server/credits/tables';
import { seedBulkMembers } from '../server/seed/bulk-members';
import { startSession } from '../server/sessions/service';

/**
 * The server half of bench/api.ts, in its own process: the real server on BENCH_DB (SEED=none, production mode) with
 * BENCH_MEMBERS generated members, and one logged-in member who has liked and written to 20 of them (so the user,
 * chats and likes answers carry real content). Prints one JSON line: { port, cookie }.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DB;
  if (!databaseUrl) throw new Error('BENCH_DB is not set');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: process.env.BENCH_MEDIA_DIR ?? 'data/media',
    SEED: 'none',
    CLIENT_DIST: '/nonexistent-client-dist',
  });
  const app = await buildServer(config);
  await seedBulkMembers(app.db, { count: Number(process.env.BENCH_MEMBERS ?? 10_000), store: null });
  await sql`analyze`.execute(app.db);

  const email = `bench.${randomBytes(4).toString('hex')}@example.invalid`;
  const now = new Date();
  const site = await app.sites.resolve('localhost');
  const { id } = await app.db
    .insertInto('users')
    .values({ site_id: site.id, email, email_normalized: email, password_hash: null, status: 'confirmed', paid_user: 1, language: 'en', created_at: now.toISOString() })
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
  await applyCredits(creditsDb(app.db), { userId: id, amount: 10_000, reason: 'adjustment', reference: 'bench', idempotencyKey: `bench-${id}` });
  const { token } = await startSession(app.db, { userId: id, siteId: site.id, now, userAgent: 'bench' });
  const cookie = `${AUTH_COOKIE_NAME}=${token}`;
  const headers = { host: 'localhost', origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'x-client-type': 'web', cookie };

  const found = await app.inject({ url: '/api/search.php?gender=woman', headers });
  const targets = (found.json() as { results: { id: number }[] }).results.slice(0, 20);
  for (const target of targets) {
    const liked = await app.inject({ method: 'POST', url: '/api/like.php', headers, payload: { id: target.id } });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/message.php',
      headers,
      payload: { idempotency_key: `bench-${target.id}`, kind: 'text', member_id: target.id, text: 'Hello from the benchmark' },
    });
    if (liked.statusCode !== 200 || sent.statusCode !== 200) throw new Error(`bench setup: like ${liked.statusCode}, message ${sent.statusCode}: ${sent.body}`);
  }

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, cookie, conversations: targets.length })}\n`);
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
