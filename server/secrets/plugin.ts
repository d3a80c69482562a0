import { sharedPlugin } from '../http/plugin';
import { loadServerSecrets, type ServerSecrets } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    secrets: ServerSecrets;
  }
}

/** Loads (or generates on first start) the server's secrets. Never log `app.secrets`. */
export const secretsPlugin = sharedPlugin('secrets', async (app) => {
  app.decorate('secrets', await loadServerSecrets(app.db));
});
