import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as preview from '../../.storybook/preview';
import * as HomeScreenStories from '../../stories/screens/HomeScreen.stories';
import * as LikesScreenStories from '../../stories/screens/LikesScreen.stories';
import * as MembersScreenStories from '../../stories/screens/MembersScreen.stories';

/**
 * Labels and badges never cut a word: the member cards' badges ("new", "match" and the fictional-profile badge with
 * the site's own wording) on the members, home and likes screens, at 375 and 1280 px, in the longest locales with a
 * long partner wording. Each badge must hold its text (scrollWidth <= clientWidth: no ellipsis, no overflow) and each
 * word must sit on one line (a word broken across lines has two boxes).
 */
setProjectAnnotations([preview.default]);

/** How partners in these languages might word the fictional-profile badge (site texts, not translations). */
const WORDING: Record<string, string> = {
  de: 'Fiktives Unterhaltungsprofil',
  fi: 'Viihdeprofiili',
  pl: 'Profil rozrywkowy',
  en: 'entertainment profile',
};

type Stories = Record<string, ComponentType<Record<string, unknown>>>;
const SCREENS: [string, Parameters<typeof composeStories>[0]][] = [
  ['MembersScreen', MembersScreenStories],
  ['HomeScreen', HomeScreenStories],
  ['LikesScreen', LikesScreenStories],
];

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
});

/** The words of an element's text that the browser broke across lines. */
function brokenWords(element: HTMLElement): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

describe.each(SCREENS)('badges on %s', (_name, module) => {
  it.each([
    ['de', 375],
    ['de', 1280],
    ['fi', 375],
    ['fi', 1280],
    ['pl', 375],
    ['en', 375],
  ] as const)('hold their words in %s at %i px', async (locale, width) => {
    await page.viewport(width, 900);
    const Story = (composeStories(module, { initialGlobals: { niche: '1', locale } }) as unknown as Stories).Default;
    if (!Story) throw new Error('no Default story');
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(<Story fictional={{ warning: 'w', icon: '🎭', label: WORDING[locale] }} />);

    const badges = await waitFor(() => {
      const found = [...host!.querySelectorAll<HTMLElement>('[data-fictional-badge], [data-card-flag]')];
      expect(found.some((badge) => badge.hasAttribute('data-fictional-badge'))).toBe(true);
      return found;
    });
    await document.fonts.ready;
    for (const badge of badges) {
      const label = `${badge.textContent} (${locale}, ${width} px)`;
      expect(badge.scrollWidth, label).toBeLessThanOrEqual(badge.clientWidth);
      for (const child of badge.querySelectorAll<HTMLElement>('*')) expect(child.scrollWidth, label).toBeLessThanOrEqual(Math.max(child.clientWidth, child.getBoundingClientRect().width));
      expect(brokenWords(badge), label).toEqual([]);
    }
  });
});
