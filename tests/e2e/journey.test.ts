import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbKind } from '../server/harness';
import { launchBrowser } from './harness';
import { type JourneyCase, runJourney } from './journey-support/journey';
import { databaseFor, startJourneySite, type JourneySite } from './journey-support/site';

// Issue 9 part 1: the whole member journey in real Chromium against the real server on a fresh database — lander,
// signup, activation from the outbox, profile with a photo, search, like, match with a second member in another
// browser context, chat until the credits run out, buying credits in the payments sandbox, premium and unblurred
// private photos, live answers. Not the full cross product (CI time): a covering set in which three niches, three
// languages, both widths (375 and 1280 px) and both databases appear (journeys on one database each use their own site
// and their own members, so sharing the server costs nothing). The PostgreSQL journeys use a fresh database made
// through TEST_DATABASE_URL and run on SQLite when it is unset.
// The countries: IE and FR have no legal minimum message price, so a message costs the site's 1 credit; AT and NL have
// one (0.79 EUR, a few credits at the cheapest package). Either way the signup credits pay at least a first message.
const JOURNEYS: readonly JourneyCase[] = [
  { host: 'localhost', lander: 'gallery', language: 'en', width: 1280, db: 'sqlite', country: 'IE', seeking: 'woman' },
  { host: 'gay.localhost', lander: 'iconslanding', language: 'nl', width: 375, db: 'sqlite', country: 'NL', seeking: 'man' },
  { host: 'bdsm.localhost', lander: 'collagelanding', language: 'de', width: 375, db: 'postgres', country: 'AT', seeking: 'woman', kink: true },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('member journeys', () => {
  for (const wanted of ['sqlite', 'postgres'] as const satisfies readonly DbKind[]) {
    const db = databaseFor(wanted);
    describe(`on ${db}${db === wanted ? '' : ' (TEST_DATABASE_URL unset)'}`, () => {
      let site: JourneySite;
      beforeAll(async () => {
        site = await startJourneySite(db);
      });
      afterAll(async () => {
        await site?.close();
      });

      for (const journey of JOURNEYS.filter((item) => item.db === wanted)) {
        it(`${journey.host}, ${journey.language}, ${journey.width} px: lander, signup, activation, photo, search, like, match, chat until out of credits, sandbox purchase with its receipt, premium, private photos, live answers, the retention discount at checkout`, async () => {
          const report = await runJourney(site, browser, journey);
          expect(report.memberId).toBeGreaterThan(0);
          // The signup credits pay at least one first message in every country (the country's minimum price included),
          // and exactly as many as they cover at the price the pricing page shows the member.
          expect(report.messagesBeforeEmpty).toBeGreaterThanOrEqual(1);
          expect(report.messagesBeforeEmpty).toBe(Math.floor(report.signupCredits / report.messageCost));
        }, 240_000);
      }
    });
  }
});
