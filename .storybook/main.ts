import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Component docs (argTypes from the props) for the Storybook UI; the story tests (Vitest) have no use for them.
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen' },
};

export default config;
