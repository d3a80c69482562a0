import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config';
import { sharedPlugin } from '../http/plugin';
import type { MediaDeps } from './photos';
import { LocalMediaStore, type MediaStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The photo store and what the photo services need (server/media). */
    media: MediaDeps;
  }
}

export interface MediaPluginOptions {
  readonly mediaDir: string;
  readonly autoApprove: boolean;
  /** See MediaDeps.regenerate. */
  readonly regenerate?: (store: MediaStore, key: string) => Promise<boolean>;
}

/**
 * PHOTO_AUTO_APPROVE: whether new photos are active at once or pending until moderated (the back office comes later).
 * Default: on in development and test, and on the demo (SEED=demo), so a newcomer sees their photos; off for a
 * production site without demo content. Read from the environment because ServerConfig has no field for it yet.
 */
export function photoAutoApprove(config: Pick<ServerConfig, 'nodeEnv' | 'seed'>, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const raw = env.PHOTO_AUTO_APPROVE?.trim().toLowerCase();
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  if (raw === '0' || raw === 'false' || raw === 'no') return false;
  return config.nodeEnv !== 'production' || config.seed === 'demo';
}

export const mediaPlugin = sharedPlugin<MediaPluginOptions>('media', async (app, options) => {
  mkdirSync(options.mediaDir, { recursive: true });
  const store = new LocalMediaStore(options.mediaDir);
  const regenerate = options.regenerate;
  app.decorate('media', {
    db: app.db,
    dialect: app.dbDialect,
    store,
    autoApprove: options.autoApprove,
    now: () => app.clock(),
    log: app.log,
    regenerate: regenerate ? (key: string) => regenerate(store, key) : async () => false,
  });
});
