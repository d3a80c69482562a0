import { composeStories, composeStory, setProjectAnnotations, type Meta } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import * as preview from '../../.storybook/preview';
import { MATRIX_SHOTS, matrixStory, otherStoryShot, WIDTHS, type Shot, type Width } from '../../.storybook/visual';
import { NOW } from '../../stories/fixtures/chat';
import { axeApplies, axeViolations, THEME_RULES, type A11yParameters } from './axe';
import HASHES from './__screenshots__/hashes.json';
import { shotName } from './selection';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** SHA-256 of a PNG screenshot of the `[data-visual-shot]` frame (vitest.config.ts). */
    visualShotHash: () => Promise<string>;
  }
}

/**
 * Visual regression of the screens (issue 9 part 2) with axe in every niche (part 3a). Each shot renders one story
 * of stories/screens/** (back office included) in a niche and locale at a viewport size (its play function too, in
 * English), with animations, transitions and the caret off, the clock at the stories' "now", fonts and images
 * loaded, and compares a viewport-sized screenshot with its baseline in tests/visual/__screenshots__ (pixelmatch,
 * small tolerance: vitest.config.ts). Like the story matrix it fails on a thrown error, a console error or a missing
 * translation key. `npm run test:visual:update` rewrites the baselines on purpose.
 *
 * What is shot (the matrix is defined in .storybook/visual.ts and published to Chromatic as modes), chosen to fit
 * the CI budget (README "Visual regression" has the figures):
 * 1. each screen file's matrix story (`Default`, else the first that is not `Playground`) over MATRIX_SHOTS:
 *    the 7 niches in English at 1280 px, with axe in niches 2–7 (the colour rules a theme can change; the
 *    storybook project runs every rule in niche 1), and the 11 locales in niche 1 at 375 px (18 shots a file). A play function runs in English only
 *    (it is written against the English copy), so a locale shot shows the story's first render;
 * 2. when OTHER_STORIES is on, every other story of the screen files in niche 1 / English at 1280 px (375 px for a
 *    phone story). It is off: it would add half again to the run and to the baselines, past the budget (those
 *    stories run with their play and every axe rule in the storybook project, and in other niches in the matrix);
 * 3. the same at the other width: not shot, for the same reason.
 */

setProjectAnnotations([preview.default]);

const UPDATE = import.meta.env.VITE_VISUAL_UPDATE === '1';
/**
 * The hash of each baseline's screenshot as Chromium encoded it (written by `npm run test:visual:update` beside the
 * baselines): a shot whose screenshot has the same hash matches its baseline pixel for pixel, with no image decoded.
 */
const RECORDED: Readonly<Record<string, string>> = HASHES;
const recorded: Record<string, string> = {};
const matchedByHash = { shots: 0, matched: 0 };

const modules = import.meta.glob<Record<string, unknown>>('../../stories/screens/**/*.stories.tsx', { eager: true });

const OTHER_STORIES = false;

/** No animation or transition at all (an element shows its own style, not a keyframe), no caret, no scrollbar. */
const NO_MOTION = `
  *, *::before, *::after {
    animation: none !important; transition: none !important; scroll-behavior: auto !important;
    caret-color: transparent !important;
  }
  html { scrollbar-width: none; }
`;

type StoryModule = Record<string, unknown> & { default: Meta };
interface Composed {
  run: (context?: Record<string, unknown>) => Promise<void>;
  load: () => Promise<void>;
  parameters: { a11y?: A11yParameters };
  globals: { viewport?: unknown };
}

type Globals = { niche: string; locale: string };

function compose(module: StoryModule, story: string, globals?: Globals, play = true): Composed {
  const annotations = module[story] as Record<string, unknown>;
  const project = globals ? { initialGlobals: globals } : undefined;
  return composeStory(play ? annotations : { ...annotations, play: undefined }, module.default, project, story) as unknown as Composed;
}

let consoleErrors: string[] = [];
const originalError = console.error;
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const style = document.createElement('style');
  style.textContent = NO_MOTION;
  document.head.appendChild(style);
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  };
});
afterAll(() => {
  console.error = originalError;
  vi.useRealTimers();
});

/** Waits for what changes pixels after the first paint: fonts, images, then two frames for layout. */
async function settle(): Promise<void> {
  await document.fonts.ready;
  await Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

function describeError(error: unknown): string {
  if (error instanceof AggregateError) return `${error.message || 'AggregateError'}: ${error.errors.map(describeError).join('; ')}`;
  return error instanceof Error ? error.message || error.name : String(error);
}

/** Renders one story for one shot and compares it; returns what went wrong, empty when all is well. */
async function shoot(path: string, module: StoryModule, story: string, shot: Shot, withAxe: boolean): Promise<string[]> {
  const Story = compose(module, story, { niche: shot.niche, locale: shot.locale }, shot.locale === 'en');
  const { width, height } = WIDTHS[shot.width];
  if (window.innerWidth !== width || window.innerHeight !== height) await page.viewport(width, height);
  const frame = document.createElement('div');
  frame.dataset.visualShot = '';
  frame.style.cssText = `position: relative; width: ${width}px; height: ${height}px; overflow: hidden;`;
  const canvas = document.createElement('div');
  frame.appendChild(canvas);
  document.body.appendChild(frame);

  consoleErrors = [];
  const problems: string[] = [];
  const onError = (event: ErrorEvent) => problems.push(`window error: ${event.message}`);
  window.addEventListener('error', onError);
  try {
    await Story.run({ canvasElement: canvas });
    await settle();
    // Niches 2–7: the rules a theme can change (the rest read the same markup). Niche 1 is the storybook project's,
    // which runs every rule on every story there.
    if (withAxe && shot.niche !== '1' && axeApplies(Story.parameters.a11y)) {
      for (const violation of await axeViolations(Story.parameters.a11y, { only: THEME_RULES })) problems.push(`axe ${violation}`);
    }
    const name = shotName(path, story, shot);
    const hash = await commands.visualShotHash();
    // Equal to the baseline's own hash: the same pixels. Otherwise the comparison with its tolerance decides.
    matchedByHash.shots += 1;
    if (!UPDATE && RECORDED[name] === hash) matchedByHash.matched += 1;
    else await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
    if (UPDATE) recorded[name] = hash;
  } catch (error) {
    problems.push(describeError(error));
  } finally {
    window.removeEventListener('error', onError);
    // Storybook unmounts a story when the next one loads or runs: load() does it now, before the DOM is cleared
    // (clearing first would pull portals out from under React).
    await Story.load().catch((error: unknown) => problems.push(`unmount: ${describeError(error)}`));
    document.body.innerHTML = '';
  }
  for (const message of consoleErrors) problems.push(message.slice(0, 300));
  return problems;
}

interface Planned {
  story: string;
  shot: Shot;
  axe: boolean;
}

/** Every shot of every screen file. */
const plan = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, exports]) => {
    const module = exports as StoryModule;
    const names = Object.keys(composeStories(module));
    const first = matrixStory(names);
    const shots: Planned[] = [];
    if (first) for (const shot of MATRIX_SHOTS) shots.push({ story: first, shot, axe: shot.width === 'desktop' });
    if (OTHER_STORIES) {
      for (const name of names.filter((name) => name !== 'Playground' && name !== first)) {
        shots.push({ story: name, shot: otherStoryShot(compose(module, name).globals.viewport), axe: false });
      }
    }
    return { path, module, shots };
  });

// Grouped by width, so that the viewport changes once in the run rather than at every shot; one test per story and
// width (a test of its own per shot cost a tenth of the run in overhead). Every shot is taken even when one fails.
for (const width of Object.keys(WIDTHS) as Width[]) {
  describe(`${WIDTHS[width].width} px`, () => {
    for (const { path, module, shots } of plan) {
      const stories = [...new Set(shots.filter(({ shot }) => shot.width === width).map(({ story }) => story))];
      if (!stories.length) continue;
      describe(path.replace(/^.*\/stories\/screens\//, '').replace(/\.stories\.tsx$/, ''), () => {
        for (const story of stories) {
          const here = shots.filter((planned) => planned.story === story && planned.shot.width === width);
          const niches = [...new Set(here.map(({ shot }) => shot.niche))];
          const locales = [...new Set(here.map(({ shot }) => shot.locale))];
          it(`${story} in niche ${niches.join(', ')} · ${locales.join(', ')}`, async () => {
            const problems: string[] = [];
            for (const { shot, axe } of here) {
              for (const problem of await shoot(path, module, story, shot, axe)) problems.push(`niche ${shot.niche} · ${shot.locale}: ${problem}`);
            }
            expect(problems).toEqual([]);
          });
        }
      });
    }
  });
}

// An update writes the hashes of the shots it took, keeping the others' (a filtered update takes only some), and
// drops those of shots no longer taken.
afterAll(async () => {
  if (!UPDATE) {
    console.info(`visual: ${matchedByHash.matched} of ${matchedByHash.shots} shots matched their baseline's hash, the others were compared`);
    return;
  }
  if (Object.keys(recorded).length === 0) return;
  const names = plan.flatMap(({ path, shots }) => shots.map(({ story, shot }) => shotName(path, story, shot))).sort();
  const hashes = Object.fromEntries(names.flatMap((name) => (recorded[name] ?? RECORDED[name] ? [[name, recorded[name] ?? RECORDED[name]]] : [])));
  await commands.writeFile('tests/visual/__screenshots__/hashes.json', `${JSON.stringify(hashes, null, 1)}\n`);
});

/** The committed baselines (their names only: nothing is loaded). */
const BASELINES = Object.keys(import.meta.glob('./__screenshots__/**/*.png'));

it('keeps no baseline of a shot that is no longer taken', async () => {
  const expected = new Set(plan.flatMap(({ path, shots }) => shots.map(({ story, shot }) => `./__screenshots__/${shotName(path, story, shot)}.png`)));
  const stale = BASELINES.filter((baseline) => !expected.has(baseline));
  // `npm run test:visual:update` deletes them; a plain run asks for that.
  if (UPDATE) {
    for (const baseline of stale) await commands.removeFile(`tests/visual/${baseline.slice(2)}`);
    return;
  }
  expect(stale, 'baselines of shots no longer taken: npm run test:visual:update deletes them').toEqual([]);
});
