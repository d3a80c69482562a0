import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath: string | undefined = process.env.CHROME_PATH ?? (await findChromium()) ?? undefined;

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath, args: CHROMIUM_ARGS } }),
  instances: [{ browser: 'chromium' as const }],
};

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
        test: { name: 'storybook', browser },
      },
      {
        plugins: [react()],
        test: { name: 'matrix', include: ['tests/stories/**/*.test.{ts,tsx}'], browser, testTimeout: 600_000 },
      },
    ],
  },
});
