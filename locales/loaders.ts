import type { Resource } from 'i18next';
import { LOCALES, type Language } from './languages';
import { isBackOfficeNamespace, isClientNamespace } from './namespaces';

// Vite splits each JSON file into its own chunk; only the active language's files are fetched (SPEC §9).
// Kept apart from resources.ts, whose eager imports would pull every language into the site's entry chunk.
const lazyFiles = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json')).filter(([path]) =>
    isClientNamespace(parseLocalePath(path).namespace),
  ),
);

export function parseLocalePath(path: string): { language: string; namespace: string } {
  const [file = '', language = ''] = path.split('/').reverse();
  return { language, namespace: file.replace(/\.json$/, '') };
}

/** Loads every namespace of one language that the site uses (the back office's namespaces are left to its own chunk). */
export async function loadLanguage(language: Language): Promise<Resource[string]> {
  return loadFiles(language, (namespace) => !isBackOfficeNamespace(namespace));
}

/** The back office's namespaces of one language (loaded by the back office's chunk only). */
export async function loadBackOfficeMessages(language: Language): Promise<Resource[string]> {
  return loadFiles(language, isBackOfficeNamespace);
}

async function loadFiles(language: Language, wanted: (namespace: string) => boolean): Promise<Resource[string]> {
  const { file } = LOCALES[language];
  const entries = Object.entries(lazyFiles).filter(([path]) => {
    const parsed = parseLocalePath(path);
    return parsed.language === file && wanted(parsed.namespace);
  });
  const loaded = await Promise.all(entries.map(async ([path, load]) => [parseLocalePath(path).namespace, (await load()).default] as const));
  return Object.fromEntries(loaded);
}
