import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as preview from '../../.storybook/preview';
import { isScreenFile, matrixStory } from '../../.storybook/visual';
import { LANGUAGES } from '../../locales/languages';
import { NICHE_IDS } from '../../theme/niches';
import { axeApplies, axeViolations, THEME_RULES, type A11yParameters } from '../visual/axe';

/**
 * Renders stories in every niche (in English) and every locale (in niche 1), 7 + 11 combinations, not 7 × 11, since
 * a theme and a language never interact. Fails on a thrown error, a console error, a missing translation key (the
 * Storybook i18n is strict and reports missing keys as console errors) or an axe violation in a niche theme.
 * Axe runs the rules a theme can change (THEME_RULES: colour contrast, links told apart by colour); the other rules
 * read the markup, which no theme changes, and the storybook project runs every rule on every story in niche 1.
 * What is rendered where, to keep the run inside the CI budget (README "Visual regression" has the figures):
 * - components, layouts, foundations: every story in every niche, rendered once with the `niche: 'all'` global (the
 *   toolbar's "All niches": the story under each of the 7 themes, stacked), axe over niches 2–7. A story that puts
 *   something `position: fixed` on screen (a modal, a toast) is rendered once per niche instead, so that the stacked
 *   copies do not cover each other;
 * - screens: each file's matrix story (`Default`) is left to the visual project (tests/visual/), which renders it
 *   one niche at a time with axe; each other story is rendered in SCREEN_NICHES_PER_STORY of niches 2–7, taken in
 *   turn, so that every niche is checked on every screen file (every story in every niche, 6: about 145 CPU-seconds
 *   more, a clean-clone CI run of 18 min 49 s instead of 16 min 22 s — too close to the 20-minute budget);
 * - the other 10 locales: every layout story, and the first SCREEN_STORIES_PER_LOCALE stories of each screen file
 *   (after its `Default`, which the visual project shoots in every locale) and COMPONENT_STORIES_PER_LOCALE of each
 *   component file. tests/unit/locales.test.ts checks that every language has every key, plural form and placeholder,
 *   so what is left to find here is a language-specific failure at run time (a date or number format, a plural
 *   rule), which the first story finds as well as the others (every story of every screen in every locale: about
 *   3 minutes more).
 */
setProjectAnnotations([preview.default]);

const modules = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true });

const OTHER_LOCALES = LANGUAGES.filter((locale) => locale !== 'en');
const SCREEN_STORIES_PER_LOCALE = 1;
const COMPONENT_STORIES_PER_LOCALE = 1;
const SCREEN_NICHES_PER_STORY = 2;
const OTHER_NICHES = NICHE_IDS.filter((niche) => niche !== 1).map(String);

type Story = ComponentType & { parameters: { a11y?: A11yParameters } };

let consoleErrors: string[] = [];
const originalError = console.error;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  };
});
afterAll(() => {
  console.error = originalError;
});

/** Renders a story, runs `check` while it is on screen, unmounts it; returns what it logged, threw or found. */
async function render(Story: ComponentType, check?: () => Promise<string[]>): Promise<string[]> {
  consoleErrors = [];
  const problems: string[] = [];
  const spy = vi.fn();
  window.addEventListener('error', spy);
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container, {
    onUncaughtError: (error) => consoleErrors.push(`Uncaught: ${String(error)}`),
    onCaughtError: (error) => consoleErrors.push(`Caught by a boundary: ${String(error)}`),
  });
  try {
    await act(async () => root.render(<Story />));
    // Inside act: a story's own late update (an image loaded, a timer) while axe runs is part of the render.
    if (check) await act(async () => void problems.push(...(await check())));
  } catch (error) {
    problems.push(`threw ${String(error)}`);
  } finally {
    await act(async () => root.unmount());
    window.removeEventListener('error', spy);
    document.body.innerHTML = '';
  }
  problems.push(...consoleErrors.map((message) => message.slice(0, 300)));
  if (spy.mock.calls.length) problems.push('window error');
  return problems;
}

function hasFixedElement(): boolean {
  return [...document.body.querySelectorAll('*')].some((element) => getComputedStyle(element).position === 'fixed');
}

/** Which niche of a stacked render an element is in (the frames of .storybook/site.tsx). */
function nicheOf(element: Element): string {
  return element.closest('section[aria-label^="Niche "]')?.getAttribute('aria-label')?.toLowerCase() ?? '';
}

/** The theme-dependent axe rules over what is rendered, leaving niche 1's frame to the storybook project. */
async function themeAxe(Story: Story, label: string): Promise<string[]> {
  if (!axeApplies(Story.parameters.a11y)) return [];
  const exclude = [...document.querySelectorAll('section[aria-label="Niche 1"]')];
  const violations = await axeViolations(Story.parameters.a11y, { only: THEME_RULES, exclude, where: nicheOf });
  return violations.map((violation) => `${label}: axe ${violation}`);
}

function compose(module: Record<string, unknown>, globals: { niche: string; locale: string }): [string, Story][] {
  const stories = composeStories(module as Parameters<typeof composeStories>[0], { initialGlobals: globals });
  return Object.entries(stories as unknown as Record<string, Story>);
}

for (const [file, module] of Object.entries(modules)) {
  const title = (module.default as { title?: string } | undefined)?.title ?? file;
  const names = Object.keys(composeStories(module as Parameters<typeof composeStories>[0]));
  const skip = isScreenFile(file) ? matrixStory(names) : undefined;
  const keep = ([name]: [string, unknown]) => name !== skip;

  describe(title, () => {
    if (isScreenFile(file)) {
      it(`renders each story in ${SCREEN_NICHES_PER_STORY} niches, with the theme-dependent axe rules`, async () => {
        const byNiche = new Map(OTHER_NICHES.map((niche) => [niche, new Map(compose(module, { niche, locale: 'en' }))]));
        const problems: string[] = [];
        for (const [index, name] of names.filter((name) => name !== skip).entries()) {
          for (let turn = 0; turn < SCREEN_NICHES_PER_STORY; turn += 1) {
            const niche = OTHER_NICHES[(index * SCREEN_NICHES_PER_STORY + turn) % OTHER_NICHES.length] as string;
            const Story = byNiche.get(niche)?.get(name);
            if (Story) problems.push(...(await render(Story, () => themeAxe(Story, `niche ${niche}`))).map((problem) => `${name}: ${problem}`));
          }
        }
        expect(problems).toEqual([]);
      });
    } else {
      it('renders every story in every niche, with the theme-dependent axe rules', async () => {
        const perNiche = OTHER_NICHES.map((niche) => [niche, new Map(compose(module, { niche, locale: 'en' }))] as const);
        const problems: string[] = [];
        for (const [name, Story] of compose(module, { niche: 'all', locale: 'en' })) {
          let fixed = false;
          const found = await render(Story, async () => {
            fixed = hasFixedElement();
            return fixed ? [] : themeAxe(Story, 'all niches');
          });
          problems.push(...found.map((problem) => `${name}: ${problem}`));
          if (!fixed) continue;
          for (const [niche, stories] of perNiche) {
            const Single = stories.get(name);
            if (Single) problems.push(...(await render(Single, () => themeAxe(Single, `niche ${niche}`))).map((problem) => `${name}: ${problem}`));
          }
        }
        expect(problems).toEqual([]);
      });
    }

    const perLocale = /\/stories\/layout\//.test(file) ? Infinity : isScreenFile(file) ? SCREEN_STORIES_PER_LOCALE : COMPONENT_STORIES_PER_LOCALE;
    // One test for the 10 locales: a test of its own each cost more in overhead than the renders.
    it(`renders the stories in the other ${OTHER_LOCALES.length} locales`, async () => {
      const problems: string[] = [];
      for (const locale of OTHER_LOCALES) {
        for (const [name, Story] of compose(module, { niche: '1', locale }).filter(keep).slice(0, perLocale)) {
          problems.push(...(await render(Story)).map((problem) => `${name} (${locale}): ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    });
  });
}
