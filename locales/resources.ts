import type { Resource } from 'i18next';
import { parseLocalePath } from './loaders';
import { isClientNamespace } from './namespaces';

/** Every language at once, bundled eagerly: for Storybook and tests, which switch languages freely. Never for the site. */
export function allResources(): Resource {
  const eager = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });
  const resources: Resource = {};
  for (const [path, module] of Object.entries(eager)) {
    const { language, namespace } = parseLocalePath(path);
    if (!isClientNamespace(namespace)) continue;
    (resources[language] ??= {})[namespace] = module.default as Resource[string][string];
  }
  return resources;
}
