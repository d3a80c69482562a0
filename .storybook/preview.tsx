import type { Preview } from '@storybook/react-vite';
import { LANGUAGES, LANGUAGE_NAMES } from '../locales/languages';
import { NICHE_IDS, NICHE_SLUGS } from '../theme/niches';
import { withSite } from './site';

/** SPEC §9 breakpoints 576, 768, 992, 1200 px, plus a 375 px phone. */
const viewports = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  sm: { name: 'sm 576', styles: { width: '576px', height: '800px' }, type: 'mobile' },
  md: { name: 'md 768', styles: { width: '768px', height: '1000px' }, type: 'tablet' },
  lg: { name: 'lg 992', styles: { width: '992px', height: '800px' }, type: 'desktop' },
  xl: { name: 'xl 1200', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withSite],
  globalTypes: {
    niche: {
      description: 'Niche theme of the site (SPEC §3 settings.niche)',
      toolbar: {
        title: 'Niche',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          ...NICHE_IDS.map((id) => ({ value: String(id), title: `${id}${NICHE_SLUGS[id] ? ` · ${NICHE_SLUGS[id]}` : ' · default'}` })),
          { value: 'all', title: 'All niches' },
        ],
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: LANGUAGES.map((language) => ({ value: language, title: `${language} · ${LANGUAGE_NAMES[language]}` })),
      },
    },
  },
  initialGlobals: { niche: '1', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // As test runs (addon-vitest sets VITEST_STORYBOOK), axe details the violations only: passes and incomplete
    // results cost as much again to collect and report, and only the a11y panel shows them.
    a11y: { test: 'error', ...(import.meta.env.VITEST_STORYBOOK !== undefined ? { options: { resultTypes: ['violations'] } } : {}) },
  },
  tags: ['autodocs'],
};

export default preview;
