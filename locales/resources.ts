import type { Resource } from 'i18next';
import { LANGUAGES, LOCALES } from './languages';
import { parseLocalePath } from './loaders';
import { isClientNamespace } from './namespaces';

/** Every language at once, bundled eagerly: for Storybook and tests, which switch languages freely. Never for the site. */
export function allResources(): Resource {
  const eager = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });
  const resources: Resource = {};
  for (const [path, module] of Object.entries(eager)) {
    const { language: file, namespace } = parseLocalePath(path);
    const language = LANGUAGES.find((code) => LOCALES[code].file === file);
    if (!language || !isClientNamespace(namespace)) continue;
    (resources[language] ??= {})[namespace] = module.default as Resource[string][string];
  }
  return resources;
}
