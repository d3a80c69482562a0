import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../contract/constants';
import { NAMESPACES } from '../../locales/namespaces';

/**
 * Preloading what a page needs before the client asks (README "Server rendering"): the client build's manifest
 * (`vite build` with `build.manifest`) names each module's chunk and the chunks it imports. A page needs its route's
 * chunk and the messages of its language; the entry's own chunks are already in the template.
 */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

const ENTRY = 'index.html';

export function loadManifest(clientDist: string): Manifest | null {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

function staticGraph(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The manifest keys of a route's module and of a language's message files (app/ is Vite's root). */
export function pageModules(routeName: string | null, language: Language): string[] {
  return [...(routeName ? [`routes/${routeName}.tsx`] : []), ...NAMESPACES.map((namespace) => `../locales/${language}/${namespace}.json`)];
}

/** URLs to `modulepreload` for these modules: their chunks and what they import, less what the entry loads anyway. */
export function modulePreloads(manifest: Manifest, keys: readonly string[]): string[] {
  const loaded = staticGraph(manifest, [ENTRY]);
  return [...staticGraph(manifest, keys)].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
}
