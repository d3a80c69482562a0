import type { Settings } from '../../contract/settings';
import { nicheAppColors } from './colors';

/** Where the installed app's files live; the SPA's HTML links the manifest and the Apple icon (server/spa/render.ts). */
export const SITE_MANIFEST_PATHS = {
  manifest: '/manifest.webmanifest',
  icon192: '/app-icon-192.png',
  icon512: '/app-icon-512.png',
  maskable512: '/app-icon-maskable-512.png',
  appleTouchIcon: '/apple-touch-icon.png',
} as const;

/** The `<head>` tags that make a page installable with the site's own manifest and home-screen icon. */
export const SITE_MANIFEST_HEAD_TAGS: readonly string[] = [
  `<link rel="manifest" href="${SITE_MANIFEST_PATHS.manifest}" />`,
  `<link rel="apple-touch-icon" href="${SITE_MANIFEST_PATHS.appleTouchIcon}" />`,
];

/** A home-screen name should fit under an icon: about 12 characters. */
const SHORT_NAME_MAX = 12;

export interface WebAppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly lang: string;
  readonly dir: 'ltr';
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly theme_color: string;
  readonly background_color: string;
  readonly categories: readonly string[];
  readonly icons: ReadonlyArray<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
}

/** The site's name cut to a home-screen label: whole words when they fit, else the name's start. */
export function shortName(name: string): string {
  const trimmed = name.trim();
  if ([...trimmed].length <= SHORT_NAME_MAX) return trimmed;
  const words = trimmed.split(/\s+/);
  let label = '';
  for (const word of words) {
    const next = label ? `${label} ${word}` : word;
    if ([...next].length > SHORT_NAME_MAX) break;
    label = next;
  }
  return label || [...trimmed].slice(0, SHORT_NAME_MAX).join('');
}

/**
 * The web app manifest of one site (issue 7 part 5): its name and description, its language, the niche theme's
 * colours, and icons drawn for it. Standalone display is what SPEC §2's back button and the entry warning test for.
 */
export function siteManifest(settings: Pick<Settings, 'name' | 'description' | 'domain_language' | 'niche'>): WebAppManifest {
  const colors = nicheAppColors(settings.niche);
  return {
    id: '/',
    name: settings.name,
    short_name: shortName(settings.name),
    description: settings.description,
    lang: settings.domain_language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.primary,
    background_color: colors.background,
    categories: ['social', 'lifestyle'],
    icons: [
      { src: SITE_MANIFEST_PATHS.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: SITE_MANIFEST_PATHS.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: SITE_MANIFEST_PATHS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
