import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pushPayloadSchema, type PushPayload } from '../../contract/notifications';

/**
 * A real push service for the notification tests: an HTTPS server on loopback (a self-signed certificate made with
 * openssl, trusted through the agent the server is built with) that takes what `web-push` posts, as FCM or Mozilla's
 * autopush would, and answers 201 — or 404/410 for subscriptions a test marks as gone. Subscriptions are made like a
 * browser makes them (a P-256 key pair and an auth secret), so each push can be decrypted (RFC 8291) and its VAPID
 * signature (RFC 8292) checked against the server's public key.
 */

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface BrowserSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly ecdh: ECDH;
  /** The path the push service sees. */
  readonly path: string;
}

export interface ReceivedPush {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

export interface PushService {
  /** `127.0.0.1:<port>`, the host the server is told to allow. */
  readonly host: string;
  readonly agent: Agent;
  readonly received: ReceivedPush[];
  /** Subscriptions (by path) the service answers with this status instead of 201. */
  readonly statusFor: Map<string, number>;
  subscribe(): BrowserSubscription;
  /** The pushes delivered to one subscription, decrypted. */
  payloadsFor(subscription: BrowserSubscription): PushPayload[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const key = readFileSync(keyFile);
  const cert = readFileSync(certFile);
  rmSync(dir, { recursive: true, force: true });

  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pathname = request.url ?? '/';
      const status = statusFor.get(pathname) ?? 201;
      if (status === 201) received.push({ path: pathname, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    host: `127.0.0.1:${port}`,
    agent,
    received,
    statusFor,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const pathname = `/push/${randomBytes(12).toString('base64url')}`;
      return {
        endpoint: `https://127.0.0.1:${port}${pathname}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        ecdh,
        path: pathname,
      };
    },
    payloadsFor(subscription) {
      return received
        .filter((push) => push.path === subscription.path)
        .map((push) =>
          pushPayloadSchema.parse(
            JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.keys.auth }).toString('utf8')),
          ),
        );
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The subscription as the browser's `PushSubscription.toJSON()` gives it (what the client posts). */
export function subscriptionJson(subscription: BrowserSubscription): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
  return { endpoint: subscription.endpoint, expirationTime: null, keys: { ...subscription.keys } };
}

/**
 * Checks a push's VAPID `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the key is `publicKey`, the JWT is
 * ES256-signed by it, its audience is the push service's origin, it has not expired, and its subject is a contact.
 */
export function verifyVapid(push: ReceivedPush, publicKey: string, audience: string): { sub: string } {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${header}`);
  const [token, k] = [match[1], match[2]];
  if (k !== publicKey) throw new Error('the push was signed for another key');
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('malformed JWT');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud}, expected ${audience}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID subject ${claims.sub}`);
  return { sub: claims.sub };
}
