import type { Preview } from '@storybook/react-vite';
import base from '../preview';
import { chromaticMode, chromaticModeName, MATRIX_SHOTS, matrixStory, otherStoryShot } from '../visual';

/**
 * The preview of the Chromatic build: ../preview.tsx, plus the modes of the visual regression matrix
 * (../visual.ts, the same as tests/visual/screens.test.tsx) on the screen stories. Each screen file's matrix story
 * is captured in the 18 modes (7 niches in English at 1280 px, 11 locales in niche 1 at 375 px), its other stories
 * in niche 1 / English at 1280 px (375 px for a phone story), `Playground` not at all; other stories keep the one
 * default capture. As in the test, a play function runs in English only: it is written against the English copy.
 * The screen modules are the ones Storybook loads (same module instances), so their annotations are set here,
 * once, before any story renders.
 */
type Annotations = { parameters?: Record<string, unknown>; globals?: { viewport?: unknown }; play?: (context: { globals: Record<string, unknown> }) => unknown };

const screens = import.meta.glob<Record<string, unknown>>('../../stories/screens/**/*.stories.tsx', { eager: true });

const matrixModes = Object.fromEntries(MATRIX_SHOTS.map((shot) => [chromaticModeName(shot), chromaticMode(shot)]));

function withChromatic(story: Annotations, chromatic: Record<string, unknown>) {
  story.parameters = { ...story.parameters, chromatic: { ...(story.parameters?.chromatic as object | undefined), ...chromatic } };
}

for (const module of Object.values(screens)) {
  const meta = (module.default ?? {}) as Annotations;
  const stories = Object.entries(module).filter(([name, value]) => name !== 'default' && name !== '__namedExportsOrder' && typeof value === 'object' && value !== null);
  const first = matrixStory(stories.map(([name]) => name));
  for (const [name, value] of stories) {
    const story = value as Annotations;
    if (name === 'Playground') {
      withChromatic(story, { disableSnapshot: true });
    } else if (name === first) {
      withChromatic(story, { modes: matrixModes });
      const play = story.play;
      if (play) story.play = (context) => (context.globals.locale === 'en' ? play(context) : undefined);
    } else {
      const shot = otherStoryShot(story.globals?.viewport ?? meta.globals?.viewport);
      withChromatic(story, { modes: { [chromaticModeName(shot)]: chromaticMode(shot) } });
    }
  }
}

const preview: Preview = base;

export default preview;
