// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { LOADING_INDICATOR_DELAY_MS } from '../../contract/constants';
import { createI18n } from '../../locales/i18n';
import { allResources } from '../../locales/resources';
import { Button } from '../../src/components/Button';
import { Skeleton, SkeletonText } from '../../src/components/Skeleton';
import { Spinner } from '../../src/components/Spinner';
import { ThemeProvider } from '../../theme/ThemeProvider';

const i18n = createI18n({ language: 'en', resources: allResources() });

/** Renders on the "server" (as a server-rendered page would) and returns the markup and the CSS it came with. */
function render(element: ReactElement): { doc: Document; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n}>
          <ThemeProvider niche={1} global={false}>
            {element}
          </ThemeProvider>
        </I18nextProvider>,
      ),
    );
    const css = sheet.getStyleTags().replace(/<\/?style[^>]*>/g, '');
    return { doc: new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html'), css };
  } finally {
    sheet.seal();
  }
}

/** The names of the keyframes that keep an element hidden (the loading delay's). */
function hidingKeyframes(css: string): string[] {
  return [...css.matchAll(/@keyframes\s+([\w-]+)\s*\{([^{}]*\{[^{}]*\})+\s*\}/g)]
    .filter(([block]) => /visibility:\s*hidden/.test(block))
    .map(([, name]) => name ?? '');
}

/** The `animation` declarations of the rules that apply to the element through its classes (outside media queries). */
function animationsOf(element: Element, css: string): string[] {
  const outsideMedia = css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*\s*\}/g, '');
  const found: string[] = [];
  for (const className of element.classList) {
    for (const [, body = ''] of outsideMedia.matchAll(new RegExp(`\\.${className}\\s*\\{([^}]*)\\}`, 'g'))) {
      for (const [, value = ''] of body.matchAll(/(?:^|;)\s*animation:\s*([^;]+)/g)) found.push(value.trim());
    }
  }
  return found;
}

/** True when the element waits out SPEC §7's delay: hidden by the delay keyframes for LOADING_INDICATOR_DELAY_MS. */
function waitsForTheLoadingDelay(element: Element, css: string): boolean {
  const names = hidingKeyframes(css);
  return animationsOf(element, css).some((animation) =>
    animation
      .split(',')
      .some((item) => names.some((name) => item.includes(name)) && new RegExp(`\\b${LOADING_INDICATOR_DELAY_MS}ms\\b`).test(item) && /\bbackwards\b/.test(item)),
  );
}

describe('SPEC §7 loading delay: every loading indicator waits 200 ms before it shows', () => {
  it('the spinner is in the server-rendered markup at once, hidden until the delay has passed', () => {
    const { doc, css } = render(<Spinner label="Loading the page…" />);
    const spinner = doc.querySelector('[role="status"]');
    expect(spinner?.textContent).toBe('Loading the page…');
    expect(waitsForTheLoadingDelay(spinner!, css)).toBe(true);
  });

  it('a spinner with delayMs={0} shows at once (pictures of the spinner only)', () => {
    const { doc, css } = render(<Spinner delayMs={0} />);
    expect(waitsForTheLoadingDelay(doc.querySelector('[role="status"]')!, css)).toBe(false);
  });

  it('skeleton placeholders wait too (every block, text lines included)', () => {
    const { doc, css } = render(
      <>
        <Skeleton shape="rect" height="6rem" />
        <Skeleton shape="circle" width="3rem" />
        <SkeletonText lines={3} />
      </>,
    );
    const blocks = [...doc.querySelectorAll('body > span[aria-hidden="true"]:not(:has(span)), body > span > span')];
    expect(blocks).toHaveLength(5);
    for (const block of blocks) expect(waitsForTheLoadingDelay(block, css)).toBe(true);
  });

  it('a loading button is busy at once; its spinner shows after the delay', () => {
    const { doc, css } = render(<Button loading>Save</Button>);
    expect(doc.querySelector('button')?.getAttribute('aria-busy')).toBe('true');
    expect(waitsForTheLoadingDelay(doc.querySelector('[data-testid="button-spinner"]')!, css)).toBe(true);
  });

  it('the delay survives reduced motion: the skeleton drops its shimmer there, not the delay', () => {
    const { doc, css } = render(<Skeleton />);
    const block = doc.querySelector('[aria-hidden="true"]')!;
    const reduced = [...css.matchAll(/@media \(prefers-reduced-motion: reduce\)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)].map(([, body]) => body).join('');
    const names = hidingKeyframes(css);
    const rule = [...block.classList].map((name) => new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`).exec(reduced)?.[1]).find(Boolean);
    expect(rule).toMatch(/animation:/);
    expect(names.some((name) => rule!.includes(name))).toBe(true);
    expect(rule).toContain(`${LOADING_INDICATOR_DELAY_MS}ms`);
  });

  it('no loading indicator in the site turns the delay off', () => {
    const files = ['src', 'app']
      .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
      .filter((file) => file.endsWith('.tsx') && !file.includes('Spinner'));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => /<Spinner[^>]*delayMs=\{\s*0\s*\}/s.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
