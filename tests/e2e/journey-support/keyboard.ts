import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only driving (issue 9 part 3): Tab and Shift+Tab move the focus, Enter, Space and the arrow keys act. No
 * mouse clicks and no element.focus(): the tests find their way to a control the way a keyboard user does, and fail
 * with the path they took when it cannot be reached.
 */

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`;
  });
}

export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** The focus is somewhere inside `container` (a dialog keeps it while its content changes step). */
export function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; at most `max` presses. */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}): Promise<void> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  const path: string[] = [];
  await target.waitFor();
  for (let press = 0; press < (options.max ?? 80); press += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
    path.push(await describeFocus(page));
  }
  if (await hasFocus(target)) return;
  throw new Error(`Could not reach ${target.toString()} with ${key}; the focus went: ${path.join(' → ')}`);
}

/**
 * The focused element shows where it is: it matches :focus-visible and it, or the control drawn for it (a styled
 * label or the sibling that stands in for a visually hidden native radio or checkbox), has an outline or a focus ring.
 */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || !element.matches(':focus-visible')) return false;
    const drawn = (node: Element | null): boolean => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || ring;
    };
    const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
    // A visually hidden native input: the control drawn for it shows the ring (a sibling or its label). A card
    // whose link covers it: the card outlines itself with :has(a:focus-visible) — an ancestor with an outline.
    const outlined = (node: Element | null) => !!node && getComputedStyle(node).outlineStyle !== 'none' && parseFloat(getComputedStyle(node).outlineWidth) > 0;
    const ancestors: Element[] = [];
    for (let node = element.parentElement; node && ancestors.length < 6; node = node.parentElement) ancestors.push(node);
    return [element, element.nextElementSibling, ...labels, ...labels.map((label) => label.firstElementChild)].some(drawn) || ancestors.some(outlined);
  });
}

/** Chooses `value` in a native select with Home and ArrowDown (a closed select changes with the arrow keys). */
export async function selectWithArrows(page: Page, select: Locator, value: string): Promise<void> {
  await page.keyboard.press('Home');
  for (let step = 0; step < 150 && (await select.inputValue()) !== value; step += 1) await page.keyboard.press('ArrowDown');
  expect(await select.inputValue()).toBe(value);
}

export async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  expect(await focusIsVisible(page), `visible focus on ${what} (${await describeFocus(page)})`).toBe(true);
}

/** The focus stays inside `dialog` for a full round of Tab and of Shift+Tab (and a few presses more). */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const focusable = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])').length,
  );
  expect(await dialog.evaluate((element) => element.contains(document.activeElement)), 'the focus moves into the dialog when it opens').toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < focusable + 3; press += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `after ${press + 1} × ${key} the focus is still in the dialog (${await describeFocus(page)})`).toBe(true);
    }
  }
}

/** Waits until the dialog is gone and the focus is back on `opener`. */
export async function expectFocusRestored(dialog: Locator, opener: Locator): Promise<void> {
  await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
  const page = opener.page();
  await expect
    .poll(async () => ((await hasFocus(opener)) ? 'on the opener' : await describeFocus(page)), { timeout: 10_000 })
    .toBe('on the opener');
}
