import type { ServerConfig } from '../config';
import { sharedPlugin } from '../http/plugin';
import { likesRoutes } from './routes';

export type LikesAreaOptions = Pick<ServerConfig, 'publicUrl'>;

/**
 * The likes area (issue 6): likes and matches, the likes lists, auto-like, match finder and swipe game. Registered by
 * server/app.ts after the members area (it reuses the members' search rules and visibility). Publishes `like`,
 * `match` and `counts` events through `app.realtime` when the realtime hub is registered.
 */
export const likesArea = sharedPlugin<LikesAreaOptions>('likes', async (app, options) => {
  await app.register(likesRoutes, { publicUrl: options.publicUrl });
});
