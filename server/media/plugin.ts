import { mkdirSync } from 'node:fs';
import type { MediaStoreConfig, ServerConfig } from '../config';
import { sharedPlugin } from '../http/plugin';
import type { MediaDeps } from './photos';
import { createMediaStore, type MediaStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The photo store and what the photo services need (server/media). */
    media: MediaDeps;
  }
}

export interface MediaPluginOptions {
  readonly mediaDir: string;
  /** MEDIA_STORE and its S3_* settings; unset: the local directory. */
  readonly mediaStore?: MediaStoreConfig | undefined;
  readonly autoApprove: boolean;
  /** See MediaDeps.regenerate. */
  readonly regenerate?: (store: MediaStore, key: string) => Promise<boolean>;
}

/**
 * PHOTO_AUTO_APPROVE: whether new photos are active at once. By default they are not: a photo stays `pending` until a
 * moderator approves it in the back office (server/moderation), on the demo too. `1` (or `true`, `yes`) turns
 * approval off, for a development machine or a test that is about something else. The config argument is kept so
 * callers need not change when the rule does.
 */
export function photoAutoApprove(_config: Pick<ServerConfig, 'nodeEnv' | 'seed'>, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const raw = env.PHOTO_AUTO_APPROVE?.trim().toLowerCase();
  return raw === '1' || raw === 'true' || raw === 'yes';
}

export const mediaPlugin = sharedPlugin<MediaPluginOptions>('media', async (app, options) => {
  if ((options.mediaStore?.kind ?? 'local') === 'local') mkdirSync(options.mediaDir, { recursive: true });
  const store = await createMediaStore(options);
  app.addHook('onClose', async () => store.close?.());
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
