import type { FastifyInstance, FastifyReply } from 'fastify';
import { appIconPng, type AppIconKind } from './icons';
import { SITE_MANIFEST_PATHS, siteManifest } from './manifest';

/** Per host, so shared caches keep one copy per site (the URL includes the host); an hour is fresh enough. */
const CACHE = 'public, max-age=3600';

const ICONS: ReadonlyArray<{ path: string; kind: AppIconKind; size: number }> = [
  { path: SITE_MANIFEST_PATHS.icon192, kind: 'any', size: 192 },
  { path: SITE_MANIFEST_PATHS.icon512, kind: 'any', size: 512 },
  { path: SITE_MANIFEST_PATHS.maskable512, kind: 'maskable', size: 512 },
  { path: SITE_MANIFEST_PATHS.appleTouchIcon, kind: 'apple', size: 180 },
];

function cached(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', CACHE);
}

/** The installed app (issue 7 part 5): `/manifest.webmanifest` and the icons, drawn for the request's site. */
export async function siteManifestRoutes(app: FastifyInstance): Promise<void> {
  app.get(SITE_MANIFEST_PATHS.manifest, async (request, reply) =>
    cached(reply).type('application/manifest+json; charset=utf-8').send(JSON.stringify(siteManifest(request.site.settings))),
  );
  for (const icon of ICONS) {
    app.get(icon.path, async (request, reply) =>
      cached(reply).type('image/png').send(await appIconPng(request.site.settings.niche, icon.kind, icon.size)),
    );
  }
}
