import { describe, expect, it } from 'vitest';
import { RateLimiter, rateLimit } from '../../server/accounts/rate-events';
import { DATABASES, useServer } from './harness';

describe.each(DATABASES)('rate limits in the database on %s', (kind) => {
  const server = useServer(kind);
  const limiter = () => new RateLimiter(server.app.db, server.app.dbDialect);
  const T0 = new Date('2030-01-01T00:00:00.000Z');
  const at = (ms: number) => new Date(T0.getTime() + ms);
  let keyCounter = 0;
  const key = () => `test:${kind}:${(keyCounter += 1)}`;

  it('allows `limit` events per sliding window, then refuses with the wait until one fits', async () => {
    const k = key();
    const rule = { limit: 3, windowMs: 60_000 };
    expect((await limiter().hit(k, rule, at(0))).allowed).toBe(true);
    expect((await limiter().hit(k, rule, at(10_000))).allowed).toBe(true);
    expect((await limiter().hit(k, rule, at(20_000))).count).toBe(3);
    const refused = await limiter().hit(k, rule, at(30_000));
    expect(refused).toMatchObject({ allowed: false, count: 3, retryAfterMs: 30_000, eventId: null });
    // Refusals record nothing: once the first event leaves the window, one more fits.
    expect((await limiter().hit(k, rule, at(60_001))).allowed).toBe(true);
    expect((await limiter().hit(k, rule, at(60_002))).allowed).toBe(false);
  });

  it('checks several windows on one key (3 an hour and 10 a day)', async () => {
    const k = key();
    const rules = [
      { limit: 3, windowMs: 3_600_000 },
      { limit: 5, windowMs: 86_400_000 },
    ];
    for (let i = 0; i < 3; i += 1) expect((await limiter().hit(k, rules, at(i))).allowed).toBe(true);
    expect((await limiter().hit(k, rules, at(10))).allowed).toBe(false);
    expect((await limiter().hit(k, rules, at(3_600_100))).allowed).toBe(true);
    expect((await limiter().hit(k, rules, at(3_600_200))).allowed).toBe(true);
    const daily = await limiter().hit(k, rules, at(7_300_000));
    expect(daily.allowed).toBe(false);
    expect(daily.retryAfterMs).toBe(86_400_000 - 7_300_000);
  });

  it('lets exactly `limit` of many concurrent hits through', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter().hit(k, { limit: 5, windowMs: 60_000 }, at(0))));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('checks without recording, takes back one event, clears a key, and prunes old events', async () => {
    const k = key();
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await limiter().check(k, rule, at(0))).count).toBe(0);
    const first = await limiter().hit(k, rule, at(0));
    await limiter().hit(k, rule, at(1));
    expect((await limiter().check(k, rule, at(2))).allowed).toBe(false);
    await limiter().remove(first.eventId ?? -1);
    expect((await limiter().check(k, rule, at(2))).allowed).toBe(true);
    await limiter().clear(k);
    expect((await limiter().check(k, rule, at(2))).count).toBe(0);

    await rateLimit(limiter(), k, 5, 60_000, at(0));
    await rateLimit(limiter(), k, 5, 60_000, at(120_000));
    expect(await limiter().prune(at(60_000))).toBeGreaterThanOrEqual(1);
    expect((await limiter().check(k, { limit: 5, windowMs: 3_600_000 }, at(120_000))).count).toBe(1);
  });

  it('stores only hashes of the keys (they name addresses and IPs)', async () => {
    await limiter().hit('login:account:1:someone@example.com', { limit: 5, windowMs: 60_000 }, at(0));
    const rows = await server.app.db.selectFrom('rate_events').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
  });
});
