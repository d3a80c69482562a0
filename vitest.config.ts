import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { createHash } from 'node:crypto';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

/** Chromium's headless shell where it is installed (scripts/chromium.mjs). */
const executablePath: string | undefined = (await findTestChromium()) ?? undefined;

/**
 * The visual project's fast path (tests/visual/screens.test.tsx): a screenshot of the shot's frame, as the SHA-256 of
 * Chromium's PNG. Equal to the hash recorded with the baseline, the shot matches without decoding and comparing two
 * images in Node (most of the project's CPU time); otherwise the test compares with the baseline as usual.
 */
const visualShotHash: BrowserCommand<[]> = async (context) => {
  const png = await context.iframe.locator('[data-visual-shot]').screenshot({ animations: 'allow', caret: 'initial' });
  return createHash('sha256').update(png).digest('hex');
};

/** A fresh browser block per project: sharing one object makes Vitest report both projects under one name. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath, args: CHROMIUM_ARGS } }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Limits for a hung test, not budgets: `npm test` runs this group at low priority beside the browser groups.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/security-fuzz-*.test.ts'],
          environment: 'node',
          // One module graph per worker: each file importing the whole server anew cost about 1½ CPU-minutes in all.
          // Files share no state through it (each builds its own server on its own database); nothing is mocked
          // with vi.mock here (a spy on a server object is restored by its file).
          isolate: false,
          // Limits for a hung test, not time budgets: `npm test` runs four groups at once on two cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        // SEC-25: fast-check fuzzing of every route, 10,000 requests each on SQLite (about 11 CPU-minutes): its own group.
        test: {
          name: 'fuzz',
          include: ['tests/server/security-fuzz-*.test.ts'],
          environment: 'node',
          // One module graph per worker, as in `server` (every fuzz file mocks argon2 the same way); a larger young
          // generation: the fuzzing allocates fast and short-lived, and collects less often this way.
          isolate: false,
          execArgv: ['--max-semi-space-size=128', ...(process.env.FUZZ_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])],
          testTimeout: 900_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook', tags: { include: ['test'], exclude: ['no-test'] } })],
        test: { name: 'storybook', browser: browser(), isolate: false },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // expect.poll waits for state; a loaded CI machine needs longer than Vitest's default second.
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
          // One module graph for the files of a group (each file still starts its own server and browser).
          isolate: false,
        },
      },
      {
        // Screenshots of the screen stories against committed baselines, plus axe in every niche (tests/visual/).
        plugins: [react()],
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.test.{ts,tsx}'],
          testTimeout: 300_000,
          browser: {
            ...browser(),
            // A page larger than the biggest shot, so that Vitest never scales the test iframe down; reduced motion (the
            // test also turns animations and the caret off with a style), a fixed time zone and locale.
            provider: playwright({
              launchOptions: { executablePath, args: CHROMIUM_ARGS },
              contextOptions: { viewport: { width: 1400, height: 1000 }, deviceScaleFactor: 1, reducedMotion: 'reduce', timezoneId: 'Europe/Amsterdam', locale: 'en-GB' },
            }),
            viewport: { width: 1280, height: 720 },
            screenshotFailures: false,
            commands: { visualShotHash },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Per pixel colour distance (YIQ) 0.1, and at most 0.1 % of the pixels may differ: anti-aliasing passes,
                // a changed word, colour or shift does not. Rendering here is deterministic (same machine kind as CI).
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
                // How long to wait for two equal screenshots: a limit for a page that never settles, not a budget
                // (Vitest's 5 s ran out on a CI machine under the load of the other test groups).
                timeout: 60_000,
                // Playwright's own animation and caret handling is not needed (the test's style does it) and costs time.
                screenshotOptions: { animations: 'allow', caret: 'initial' },
                resolveScreenshotPath: ({ arg, ext, root }) => `${root}/tests/visual/__screenshots__/${arg}${ext}`,
              },
            },
          },
        },
      },
      {
        plugins: [react()],
        test: { name: 'matrix', include: ['tests/stories/**/*.test.{ts,tsx}'], browser: browser(), testTimeout: 600_000 },
      },
    ],
  },
});
