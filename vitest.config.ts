import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath: string | undefined = process.env.CHROME_PATH ?? (await findChromium()) ?? undefined;

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
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook', tags: { include: ['test'], exclude: ['no-test'] } })],
        test: { name: 'storybook', browser: browser() },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        test: { name: 'matrix', include: ['tests/stories/**/*.test.{ts,tsx}'], browser: browser(), testTimeout: 600_000 },
      },
    ],
  },
});
