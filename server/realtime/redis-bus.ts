import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DatabaseConfig } from '../config';

interface BusLogger {
  info?: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/**
 * The channel prefix of one deployment: instances that share a database share it, so they deliver to each other,
 * while another deployment (or a test run) on the same Redis never sees their events — user ids are only unique
 * within one database. Derived from where the database is (credentials left out), hashed.
 */
export function realtimeChannelPrefix(database: DatabaseConfig): string {
  let identity: string;
  if (database.kind === 'postgres') {
    const url = new URL(database.url);
    identity = `postgres://${url.host}${url.pathname}`;
  } else {
    identity = `sqlite:${database.file}`;
  }
  return `realtime:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}:`;
}

/**
 * Redis pub/sub between server instances. Each instance subscribes to the channels of the users that have a socket
 * on it (`<prefix>u:<id>`), so an instance only receives events it can deliver. A published frame carries the
 * publishing instance's id: that instance already delivered it to its own sockets and skips its echo.
 *
 * Two connections: a subscribed Redis connection cannot run other commands. ioredis reconnects with back-off and
 * re-subscribes by itself; events published while Redis is away are lost to other instances, which is why the HTTP
 * endpoints stay the source of truth and clients re-read them on `ready`.
 */
export class RedisBus {
  readonly instanceId = randomBytes(8).toString('hex');
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #prefix: string;
  readonly #log: BusLogger;
  #lastFailureLog = 0;
  readonly #healthListeners = new Set<(healthy: boolean) => void>();
  #healthy = false;

  private constructor(pub: Redis, sub: Redis, prefix: string, log: BusLogger) {
    this.#pub = pub;
    this.#sub = sub;
    this.#prefix = prefix;
    this.#log = log;
  }

  /**
   * Connects both clients. Redis being down (at start or later) never stops the server: requests keep working, events
   * stay on this instance's sockets (clients of other instances catch up by polling), and ioredis keeps reconnecting
   * and re-subscribes by itself. Connection errors are logged at most once a minute per client.
   */
  static async connect(url: URL, prefix: string, onFrame: (userId: number, frame: string) => void, log: BusLogger): Promise<RedisBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true } as const;
    const pub = new Redis(url.toString(), options);
    const sub = new Redis(url.toString(), options);
    for (const [name, client] of [['publisher', pub], ['subscriber', sub]] as const) {
      let lastLogged = 0;
      client.on('error', (error: Error) => {
        if (Date.now() - lastLogged < 60_000) return;
        lastLogged = Date.now();
        // The message only: the URL (and any password in it) never reaches the log.
        log.warn({ err: { message: error.message }, client: name }, 'redis connection error; realtime stays on this instance until it is back');
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 5 s')), 5_000);
    });
    try {
      await Promise.race([Promise.all([pub.connect(), sub.connect()]), timeout]);
    } catch (error) {
      log.error({ err: { message: (error as Error).message } }, `redis at ${url.host} not reachable at start; retrying in the background`);
    } finally {
      clearTimeout(timer);
    }
    const bus = new RedisBus(pub, sub, prefix, log);
    for (const client of [pub, sub]) {
      client.on('ready', () => bus.#checkHealth());
      client.on('close', () => bus.#checkHealth());
      client.on('end', () => bus.#checkHealth());
    }
    bus.#checkHealth();
    const channelPrefix = `${prefix}u:`;
    sub.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(channelPrefix)) return;
      const userId = Number(channel.slice(channelPrefix.length));
      const cut = message.indexOf('\n');
      if (!Number.isSafeInteger(userId) || cut < 0) return;
      if (message.slice(0, cut) === bus.instanceId) return;
      onFrame(userId, message.slice(cut + 1));
    });
    return bus;
  }

  /**
   * Whether events reach the other instances: both connections are up. While they are not, the realtime plugin keeps
   * sockets closed, so clients poll (SPEC §9) instead of waiting on a socket that other instances cannot reach.
   */
  get healthy(): boolean {
    return this.#healthy;
  }

  /** Called with the new state each time it changes. */
  onHealthChange(listener: (healthy: boolean) => void): void {
    this.#healthListeners.add(listener);
  }

  #checkHealth(): void {
    const healthy = this.#pub.status === 'ready' && this.#sub.status === 'ready';
    if (healthy === this.#healthy) return;
    this.#healthy = healthy;
    if (healthy) this.#log.info?.({}, 'redis connected: realtime reaches every instance');
    for (const listener of this.#healthListeners) listener(healthy);
  }

  #channel(userId: number): string {
    return `${this.#prefix}u:${userId}`;
  }

  /** During an outage every event fails: say so once a minute, not once per event. */
  #failed(what: string, error: unknown): void {
    if (Date.now() - this.#lastFailureLog < 60_000) return;
    this.#lastFailureLog = Date.now();
    this.#log.error({ err: { message: (error as Error).message } }, `redis ${what} failed (further failures this minute are not logged)`);
  }

  publish(userId: number, frame: string): void {
    this.#pub.publish(this.#channel(userId), `${this.instanceId}\n${frame}`).catch((error: unknown) => this.#failed('publish', error));
  }

  /** Commands on one connection run in order, so a quick subscribe → unsubscribe → subscribe ends subscribed. */
  subscribe(userId: number): Promise<void> {
    return this.#sub.subscribe(this.#channel(userId)).then(
      () => undefined,
      (error: unknown) => this.#failed('subscribe', error),
    );
  }

  unsubscribe(userId: number): void {
    this.#sub.unsubscribe(this.#channel(userId)).catch((error: unknown) => this.#failed('unsubscribe', error));
  }

  /** Quits politely when connected; a client still trying to reconnect is just stopped. */
  async close(): Promise<void> {
    await Promise.allSettled(
      [this.#pub, this.#sub].map(async (client) => {
        if (client.status === 'ready') await client.quit();
        else client.disconnect();
      }),
    );
  }
}
