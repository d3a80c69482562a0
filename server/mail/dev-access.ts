import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (ip === '::1' || ip === '0:0:0:0:0:0:0:1') return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  return octets !== null && octets.slice(1).every((octet) => Number(octet) <= 255);
}

/** Headers a reverse proxy adds when it passes on someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip'] as const;

export interface OutboxAccessOptions {
  /** Mail leaves the server (SMTP_URL is set): the outbox pages do not exist then. */
  readonly delivers: boolean;
  /** DEV_OUTBOX=1: any client may read the outbox (a dev container reached from the host, a shared demo). */
  readonly devOutbox: boolean;
}

/**
 * The development outbox shows working reset and activation links, so it answers only when no mail leaves the server
 * and the client is this machine. The peer address of the connection decides (not `request.ip`, which a client can
 * steer through X-Forwarded-For when a proxy is trusted), and a request that a proxy forwarded is refused even from
 * loopback: a reverse proxy on the same machine connects from 127.0.0.1 on behalf of everyone.
 */
export function canReadOutbox(request: FastifyRequest, options: OutboxAccessOptions): boolean {
  if (options.delivers) return false;
  if (options.devOutbox) return true;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket?.remoteAddress);
}
