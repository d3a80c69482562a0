import axe from 'axe-core';

/**
 * The axe check of the `storybook` project (`a11y: { test: 'error' }` in .storybook/preview.tsx) for tests that
 * render stories themselves: the document body, axe's default rules minus `region` (Storybook's addon turns it off:
 * a component alone has no landmarks), and a story's own `parameters.a11y` (disable, test: 'off', config, options).
 */
export interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: axe.Spec;
  options?: axe.RunOptions;
}

/** The rules a niche theme can change the outcome of: they read colours. The others read the markup. */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Whether a story with these parameters is axe-checked at all (the storybook project skips the same ones). */
export function axeApplies(a11y: A11yParameters | undefined): boolean {
  return a11y?.disable !== true && a11y?.test !== 'off';
}

export interface AxeScope {
  /** Run only these rules (a story's own rule switches still apply). */
  only?: readonly string[];
  /** Leave these subtrees out. */
  exclude?: Element[];
  /** Names where a failing element is, e.g. which niche of a stacked render. */
  where?: (element: Element) => string;
}

/** A failing element, readably: tag, a class, the start of its text. */
function describe(element: Element | undefined): string {
  if (!element) return '?';
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  const className = typeof element.className === 'string' ? element.className.split(' ').find(Boolean) : undefined;
  return `<${element.tagName.toLowerCase()}${className ? `.${className}` : ''}>${text ? ` "${text}"` : ''}`;
}

/**
 * Runs axe over the document body and returns one line per violation ("rule (impact): elements"), empty when clean.
 * Unique selectors are not computed (they cost more than the check on large screens); elements are described instead.
 */
export async function axeViolations(a11y: A11yParameters | undefined, scope: AxeScope = {}): Promise<string[]> {
  const config = a11y?.config ?? {};
  axe.reset();
  axe.configure({ ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] });
  const options: axe.RunOptions = {
    ...a11y?.options,
    resultTypes: ['violations'],
    selectors: false,
    elementRef: true,
    iframes: false,
  };
  if (scope.only) {
    options.runOnly = { type: 'rule', values: [...scope.only] };
    const off = (config.rules ?? []).filter((rule) => rule.enabled === false);
    options.rules = { ...Object.fromEntries(off.map((rule) => [rule.id, { enabled: false }])), ...options.rules };
  }
  const exclude = scope.exclude ?? [];
  const context: axe.ElementContext = exclude.length ? { include: [document.body], exclude } : document.body;
  const result = await axe.run(context, options);
  return result.violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 4).map((node) => {
      const element = node.element ?? undefined;
      const where = element && scope.where ? scope.where(element) : '';
      return `${describe(element)}${where ? ` in ${where}` : ''}`;
    });
    const more = violation.nodes.length > 4 ? ` and ${violation.nodes.length - 4} more` : '';
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${nodes.join(', ')}${more}`;
  });
}
