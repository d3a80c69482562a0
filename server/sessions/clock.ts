import { sharedPlugin } from '../http/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The server's clock. Everything that compares times (session expiry, token expiry, rate windows, the purge job)
     * reads it, so tests can move time with the `clock` option of buildServer instead of waiting.
     */
    clock: () => Date;
  }
}

export const systemClock = (): Date => new Date();

export const clockPlugin = sharedPlugin<{ clock?: () => Date }>('clock', async (app, options) => {
  app.decorate('clock', options.clock ?? systemClock);
});
