import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Tells the other server instances that a site changed, so they drop their cached resolution of it at once instead
 * of when it expires (SITE_CACHE_TTL_MS). One Redis channel per deployment (the realtime hub's prefix, which instances
 * on the same database share) carries `<instance id>\n<site id | "all">`; an instance skips its own messages (it has
 * invalidated already). Redis being away loses messages, never requests: the cache's TTL stays the bound then.
 */
export class SiteCacheBus {
  readonly instanceId = randomBytes(8).toString('hex');
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #channel: string;
  readonly #log: FastifyBaseLogger;

  private constructor(pub: Redis, sub: Redis, channel: string, log: FastifyBaseLogger) {
    this.#pub = pub;
    this.#sub = sub;
    this.#channel = channel;
    this.#log = log;
  }

  static async connect(url: URL, prefix: string, onInvalidate: (siteId: number | undefined) => void, log: FastifyBaseLogger): Promise<SiteCacheBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 2 } as const;
    const pub = new Redis(url.toString(), options);
    const sub = new Redis(url.toString(), options);
    for (const client of [pub, sub]) {
      let lastLogged = 0;
      client.on('error', (error: Error) => {
        if (Date.now() - lastLogged < 60_000) return;
        lastLogged = Date.now();
        // The message only: the URL (and any password in it) never reaches the log.
        log.warn({ err: { message: error.message } }, 'redis connection error; other instances see site changes when their cache expires');
      });
    }
    const bus = new SiteCacheBus(pub, sub, `${prefix}sites`, log);
    sub.on('message', (channel: string, message: string) => {
      if (channel !== bus.#channel) return;
      const cut = message.indexOf('\n');
      if (cut < 0 || message.slice(0, cut) === bus.instanceId) return;
      const target = message.slice(cut + 1);
      const siteId = Number(target);
      onInvalidate(target !== 'all' && Number.isSafeInteger(siteId) ? siteId : undefined);
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 5 s')), 5_000);
    });
    try {
      await Promise.race([Promise.all([pub.connect(), sub.connect()]).then(() => sub.subscribe(bus.#channel)), timeout]);
    } catch (error) {
      // ioredis keeps reconnecting (and re-subscribes) by itself.
      log.error({ err: { message: (error as Error).message } }, `redis at ${url.host} not reachable at start; site changes reach other instances by the cache TTL until it is`);
      sub.subscribe(bus.#channel).catch(() => undefined);
    } finally {
      clearTimeout(timer);
    }
    return bus;
  }

  /** After the commit: the other instances drop `siteId` (or everything). Never throws. */
  publish(siteId: number | 'all'): void {
    this.#pub.publish(this.#channel, `${this.instanceId}\n${siteId}`).catch((error: unknown) => {
      this.#log.warn({ err: { message: (error as Error).message } }, 'site cache invalidation not broadcast');
    });
  }

  async close(): Promise<void> {
    await Promise.allSettled(
      [this.#pub, this.#sub].map(async (client) => {
        if (client.status === 'ready') await client.quit();
        else client.disconnect();
      }),
    );
  }
}
