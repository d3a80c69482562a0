import type { ServerConfig } from '../config';
import { geoRoutes } from '../geo/routes';
import { sharedPlugin } from '../http/plugin';
import { mediaPlugin, photoAutoApprove } from '../media/plugin';
import { mediaRoutes } from '../media/routes';
import { ensureDemoAvatar } from '../seed/avatars';
import { seedDemoOnStart } from '../seed/on-start';
import { membersRoutes } from './routes';

export type MembersAreaOptions = Pick<ServerConfig, 'mediaDir' | 'mediaStore' | 'seed' | 'nodeEnv' | 'demoHistory' | 'demoAvatarsInBackground'>;

/**
 * The members area (issue 4): the media store (`app.media`, shared with the whole server), demo members (SEED=demo,
 * outside tests), and the routes of members, photos and reverse geocoding. Registered by server/app.ts after the
 * accounts routes.
 */
export const membersArea = sharedPlugin<MembersAreaOptions>('members', async (app, options) => {
  await app.register(mediaPlugin, { mediaDir: options.mediaDir, mediaStore: options.mediaStore, autoApprove: photoAutoApprove(options), regenerate: ensureDemoAvatar });
  // Tests seed explicitly (server/seed is called directly), so the other suites stay fast.
  if (options.seed === 'demo' && options.nodeEnv !== 'test') await seedDemoOnStart(app, { history: options.demoHistory ?? true, drawInBackground: options.demoAvatarsInBackground ?? true });
  await app.register(membersRoutes);
  await app.register(mediaRoutes);
  await app.register(geoRoutes);
});
