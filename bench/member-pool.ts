import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { memberConstraints, nicheAudience } from '../server/members/audience';
import { memberPoolFilter } from '../server/members/pool';
import { searchPageQuery, type SearchScope } from '../server/members/search';
import { insertMembers } from '../server/seed/bulk';
import { generateMembers, loadNameSource } from '../server/seed/generate';

/**
 * What the member pool costs the search (issue 16 item 5): `npx tsx bench/member-pool.ts` (SQLite).
 *
 * Seeds BENCH_MEMBERS (default 20,000) generated members on the default site and a tenth as many on a second site,
 * then times, in interleaved rounds, the first search page (general site, every country, by activity) of
 * - baseline: the same page query with the pool condition taken out (the search as it was before the setting);
 * - network: the pool condition with both sites in the network;
 * - site (small): the second site with `member_pool = 'site'`, whose members are a few among many.
 * It prints the median time per query of each and the ratios to the baseline, measured in the same run. Not a test.
 */

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pool-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: path.join(dir, 'site.db'),
    MEDIA_DIR: path.join(dir, 'media'),
    SEED: 'none',
    CLIENT_DIST: '/nonexistent-client-dist',
  });
  const app = await buildServer(config);
  try {
    const db = app.db;
    const siteA = (await app.sites.resolve('localhost')).id;
    const template = await db.selectFrom('sites').selectAll().where('id', '=', siteA).executeTakeFirstOrThrow();
    const { id: _id, ...fields } = template;
    const { id: siteB } = await db.insertInto('sites').values({ ...fields, domain: 'small.localhost' }).returning('id').executeTakeFirstOrThrow();
    const names = await loadNameSource(1);
    const now = new Date();
    await insertMembers(db, siteA, generateMembers({ count: MEMBERS, seed: 1, now, emailPrefix: 'pool.a', names }), false);
    await insertMembers(db, siteB, generateMembers({ count: Math.ceil(MEMBERS / 10), seed: 2, now, emailPrefix: 'pool.b', names }), false);
    await sql`analyze`.execute(db);

    const constraints = memberConstraints(nicheAudience(1), { gender: 'woman' }, null);
    if (!constraints) throw new Error('no constraints');
    const scopeOf = (siteId: number): SearchScope => ({ constraints, pool: { siteId }, viewerId: null, today: now });

    /** The compiled page query, optionally with the pool condition replaced by a tautology (the baseline). */
    const compiled = (siteId: number, withPool: boolean) => {
      const query = searchPageQuery(db, scopeOf(siteId), null, 24).compile();
      if (withPool) return query;
      const fragment = sql`${memberPoolFilter({ siteId }, sql.ref('p.user_id'), sql.ref('p.fictional'))}`.compile(db);
      const at = query.sql.indexOf(fragment.sql);
      if (at < 0) throw new Error('pool condition not found in the search query');
      const before = (query.sql.slice(0, at).match(/\?/g) ?? []).length;
      const parameters = [...query.parameters];
      parameters.splice(before, fragment.parameters.length);
      return { ...query, sql: query.sql.slice(0, at) + '1 = 1' + query.sql.slice(at + fragment.sql.length), parameters };
    };
    const cases = {
      baseline: compiled(siteA, false),
      network: compiled(siteA, true),
      'site (small)': compiled(siteB, true),
    };
    await db.updateTable('sites').set({ member_pool: 'site' }).where('id', '=', siteB).execute();
    // The small site's own members fill its page (the pool works), the network page is full too.
    for (const [name, query] of Object.entries(cases)) {
      const rows = await db.executeQuery(query);
      process.stdout.write(`${name}: ${rows.rows.length} rows on the first page\n`);
    }

    const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, query] of Object.entries(cases)) {
        const started = process.hrtime.bigint();
        for (let i = 0; i < QUERIES; i += 1) await db.executeQuery(query);
        times[name]?.push(Number(process.hrtime.bigint() - started) / 1e6 / QUERIES);
      }
    }
    const base = median(times.baseline ?? []);
    process.stdout.write(`\n${MEMBERS.toLocaleString('en')} members, ${ROUNDS} rounds of ${QUERIES} first pages (median ms per query, ratio to baseline)\n`);
    for (const [name, values] of Object.entries(times)) {
      const value = median(values);
      process.stdout.write(`  ${name.padEnd(14)} ${value.toFixed(3)} ms  ×${(value / base).toFixed(2)}\n`);
    }
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
