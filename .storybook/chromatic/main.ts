import type { StorybookConfig } from '@storybook/react-vite';
import base from '../main';

/**
 * The Storybook that `npm run chromatic` publishes (chromatic.config.json): every story, as in ../main.ts, with a
 * preview that puts the visual regression matrix on the screen stories as Chromatic modes (./preview.tsx).
 */
const config: StorybookConfig = {
  ...base,
  stories: ['../../stories/**/*.stories.@(ts|tsx)'],
};

export default config;
