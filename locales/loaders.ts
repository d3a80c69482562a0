import type { Resource } from 'i18next';
import type { Language } from './languages';

// Vite splits each JSON file into its own chunk; only the active language's files are fetched.
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

function parsePath(path: string): { language: string; namespace: string } {
  const [, language = '', file = ''] = path.split('/');
  return { language, namespace: file.replace(/\.json$/, '') };
}

/** Loads every namespace of one language (used by the site). */
export async function loadLanguage(language: Language): Promise<Resource[string]> {
  const entries = Object.entries(lazyFiles).filter(([path]) => parsePath(path).language === language);
  const loaded = await Promise.all(entries.map(async ([path, load]) => [parsePath(path).namespace, (await load()).default] as const));
  return Object.fromEntries(loaded);
}

/** Every language at once (Storybook and tests, which switch languages freely). */
export function allResources(): Resource {
  const eager = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });
  const resources: Resource = {};
  for (const [path, module] of Object.entries(eager)) {
    const { language, namespace } = parsePath(path);
    (resources[language] ??= {})[namespace] = module.default as Resource[string][string];
  }
  return resources;
}
