import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as preview from '../../.storybook/preview';
import { LANGUAGES } from '../../locales/languages';
import { NICHE_IDS } from '../../theme/niches';

/**
 * Renders stories in every locale (in niche 1) and in every niche (in English), 7 + 11 combinations, not 7 × 11,
 * since a theme and a language never interact. Fails on a thrown error, a console error, or a missing translation
 * key (the Storybook i18n is strict and reports missing keys as console errors).
 * What is rendered where, to keep the run inside the CI budget (every story × 18 took over 20 minutes on 2 cores):
 * - English in niche 1: every story (besides the storybook project, which runs each story's play and a11y check);
 * - the other 10 locales: every story of the screens and layouts, where nearly all the copy is, and the first
 *   COMPONENT_STORIES_PER_LOCALE stories of each component file (tests/unit/locales.test.ts checks that every
 *   language has every key and plural form, so a component's remaining states add little here);
 * - the other 6 niches: the first NICHE_STORIES stories of each file (a theme changes tokens, not what renders).
 */
setProjectAnnotations([preview.default]);

const modules = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true });

const COMBINATIONS = [
  ...LANGUAGES.map((locale) => ({ niche: '1', locale })),
  ...NICHE_IDS.filter((niche) => niche !== 1).map((niche) => ({ niche: String(niche), locale: 'en' })),
];
const COMPONENT_STORIES_PER_LOCALE = 3;
const NICHE_STORIES = 2;

/** How many of a file's stories a combination renders (all: Infinity). */
function storiesToRender(file: string, combination: { niche: string; locale: string }): number {
  if (combination.niche === '1' && combination.locale === 'en') return Infinity;
  if (combination.niche !== '1') return NICHE_STORIES;
  return /\/stories\/(screens|layout)\//.test(file) ? Infinity : COMPONENT_STORIES_PER_LOCALE;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let consoleErrors: string[] = [];
const originalError = console.error;
beforeAll(() => {
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  };
});
afterAll(() => {
  console.error = originalError;
});

async function renderOnce(Story: ComponentType): Promise<void> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container, {
    onUncaughtError: (error) => consoleErrors.push(`Uncaught: ${String(error)}`),
    onCaughtError: (error) => consoleErrors.push(`Caught by a boundary: ${String(error)}`),
  });
  await act(async () => root.render(<Story />));
  await act(async () => root.unmount());
  container.remove();
  document.body.innerHTML = '';
}

for (const [file, module] of Object.entries(modules)) {
  const title = (module.default as { title?: string } | undefined)?.title ?? file;
  describe(title, () => {
    for (const { niche, locale } of COMBINATIONS) {
      it(`renders every story in niche ${niche}, locale ${locale}`, async () => {
        const stories = composeStories(module as Parameters<typeof composeStories>[0], {
          initialGlobals: { niche, locale },
        });
        const problems: string[] = [];
        for (const [name, Story] of Object.entries(stories).slice(0, storiesToRender(file, { niche, locale }))) {
          consoleErrors = [];
          const spy = vi.fn();
          window.addEventListener('error', spy);
          try {
            await renderOnce(Story as ComponentType);
          } catch (error) {
            problems.push(`${name}: threw ${String(error)}`);
          } finally {
            window.removeEventListener('error', spy);
          }
          for (const message of consoleErrors) problems.push(`${name}: ${message.slice(0, 300)}`);
          if (spy.mock.calls.length) problems.push(`${name}: window error`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
