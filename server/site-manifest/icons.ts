import sharp from 'sharp';
import { nicheAppColors } from './colors';

/**
 * App icons drawn per site from its niche colours and rendered to PNG with sharp:
 * - `any`: a rounded square, transparent outside the corners;
 * - `maskable`: full bleed, the heart inside the central 80 % circle the platform may crop to;
 * - `apple`: full bleed (iOS rounds the corners itself), 180 px.
 */
export type AppIconKind = 'any' | 'maskable' | 'apple';

/** The heart of the site's favicon (app/public/favicon.svg), drawn on a 64-unit grid, centred on (32, 33.5). */
const HEART = 'M32 50s-17-10.2-17-22.5C15 21.1 19.6 17 25 17c3.1 0 5.6 1.6 7 4 1.4-2.4 3.9-4 7-4 5.4 0 10 4.1 10 10.5C49 39.8 32 50 32 50z';
const HEART_WIDTH = 34;

/** The heart's width as a share of the icon: smaller on maskable icons, whose edges may be cut away. */
const HEART_SHARE: Record<AppIconKind, number> = { any: 0.56, maskable: 0.46, apple: 0.56 };

export function appIconSvg(niche: number, kind: AppIconKind): string {
  const colors = nicheAppColors(niche);
  const scale = ((512 * HEART_SHARE[kind]) / HEART_WIDTH).toFixed(3);
  const corner = kind === 'any' ? 112 : 0;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colors.primary}"/>`,
    `<stop offset="1" stop-color="${colors.primaryHover}"/>`,
    '</linearGradient></defs>',
    `<rect width="512" height="512" rx="${corner}" fill="url(#bg)"/>`,
    `<path d="${HEART}" fill="${colors.onPrimary}" transform="translate(256 256) scale(${scale}) translate(-32 -33.5)"/>`,
    '</svg>',
  ].join('');
}

const cache = new Map<string, Promise<Buffer>>();

/** The icon as PNG, rendered once per niche, kind and size and then kept (a handful of small buffers). */
export function appIconPng(niche: number, kind: AppIconKind, size: number): Promise<Buffer> {
  const key = `${niche}:${kind}:${size}`;
  let png = cache.get(key);
  if (!png) {
    png = sharp(Buffer.from(appIconSvg(niche, kind)))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    // A failed render is not kept: the next request tries again.
    png.catch(() => cache.delete(key));
    cache.set(key, png);
  }
  return png;
}
