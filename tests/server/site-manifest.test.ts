import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { settingsResponseSchema } from '../../contract/settings';
import { nicheAppColors } from '../../server/site-manifest/colors';
import { shortName, SITE_MANIFEST_PATHS, type WebAppManifest } from '../../server/site-manifest/manifest';
import { getTheme } from '../../theme';
import { NICHE_IDS } from '../../theme/niches';
import { DATABASES, useServer, type ServerHandle } from './harness';

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 4;
  return [...data.subarray(offset, offset + 4)];
}

function near(actual: number[], expected: readonly number[], tolerance = 40): boolean {
  return expected.every((channel, index) => Math.abs((actual[index] ?? -999) - channel) <= tolerance);
}

describe('niche app colours', () => {
  it.each(NICHE_IDS)('niche %i equals its theme (update server/site-manifest/colors.ts when the theme changes)', (niche) => {
    const theme = getTheme(niche);
    expect(nicheAppColors(niche)).toEqual({
      primary: theme.color.primary.toLowerCase(),
      primaryHover: theme.color.primaryHover.toLowerCase(),
      onPrimary: theme.color.onPrimary.toLowerCase(),
      background: theme.color.background.toLowerCase(),
    });
  });
  it('falls back to niche 1 for an unknown niche', () => {
    expect(nicheAppColors(99)).toEqual(nicheAppColors(1));
  });
});

describe('shortName', () => {
  it.each([
    ['FlirtLane', 'FlirtLane'],
    ['Silver Spark Dating', 'Silver Spark'],
    ['Supercalifragilistic', 'Supercalifra'],
    ['  Cove  ', 'Cove'],
  ])('%s → %s', (name, expected) => {
    expect(shortName(name)).toBe(expected);
  });
});

describe.each(DATABASES)('installed app on %s', (kind) => {
  const server = useServer(kind);

  async function settingsOf(host: string) {
    const response = await server.app.inject({ url: '/api/settings.php', headers: { host } });
    return settingsResponseSchema.parse(response.json()).settings;
  }

  async function manifestOf(app: ServerHandle['app'], host: string) {
    const response = await app.inject({ url: SITE_MANIFEST_PATHS.manifest, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    return response.json<WebAppManifest>();
  }

  it.each(['localhost', 'bdsm.localhost', 'nl.localhost'])('answers a manifest for %s with its name, language and niche colours', async (host) => {
    const settings = await settingsOf(host);
    const manifest = await manifestOf(server.app, host);
    const theme = getTheme(settings.niche);
    expect(manifest).toMatchObject({
      name: settings.name,
      short_name: shortName(settings.name),
      description: settings.description,
      lang: settings.domain_language,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: theme.color.primary.toLowerCase(),
      background_color: theme.color.background.toLowerCase(),
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('gives sites of different niches different manifests', async () => {
    const plain = await manifestOf(server.app, 'localhost');
    const bdsm = await manifestOf(server.app, 'bdsm.localhost');
    expect(bdsm.name).not.toBe(plain.name);
    expect(bdsm.theme_color).not.toBe(plain.theme_color);
    expect(bdsm.background_color).not.toBe(plain.background_color);
  });

  it.each([
    [SITE_MANIFEST_PATHS.icon192, 192],
    [SITE_MANIFEST_PATHS.icon512, 512],
    [SITE_MANIFEST_PATHS.maskable512, 512],
    [SITE_MANIFEST_PATHS.appleTouchIcon, 180],
  ])('draws %s as a %i px PNG', async (path, size) => {
    const response = await server.app.inject({ url: path, headers: { host: 'gay.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
  });

  it("paints the icons in the site's niche colours: rounded 'any', full-bleed maskable, the heart in the middle", async () => {
    for (const host of ['localhost', 'bdsm.localhost']) {
      const colors = nicheAppColors((await settingsOf(host)).niche);
      const icon = (await server.app.inject({ url: SITE_MANIFEST_PATHS.icon512, headers: { host } })).rawPayload;
      const maskable = (await server.app.inject({ url: SITE_MANIFEST_PATHS.maskable512, headers: { host } })).rawPayload;
      // The rounded corner is transparent; the maskable icon fills it.
      expect((await pixel(icon, 2, 2))[3]).toBe(0);
      expect(near(await pixel(maskable, 2, 2), [...rgb(colors.primary), 255])).toBe(true);
      // Beside the heart: the background colour; in the heart: the glyph colour.
      expect(near(await pixel(icon, 60, 256), [...rgb(colors.primary), 255], 60)).toBe(true);
      expect(near(await pixel(icon, 256, 300), [...rgb(colors.onPrimary), 255])).toBe(true);
      expect(near(await pixel(maskable, 256, 300), [...rgb(colors.onPrimary), 255])).toBe(true);
    }
  });

  it('links the manifest and the home-screen icon from every page', async () => {
    const html = (await server.app.inject({ url: '/pages/terms', headers: { host: 'she.localhost' } })).body;
    expect(html).toContain(`<link rel="manifest" href="${SITE_MANIFEST_PATHS.manifest}" />`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${SITE_MANIFEST_PATHS.appleTouchIcon}" />`);
  });

  it('leaves other file names a 404', async () => {
    const response = await server.app.inject({ url: '/app-icon-64.png', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
  });
});
