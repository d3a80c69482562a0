import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from '../secrets/service';

/** One browser's subscription, as the push service needs it. */
export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface PushMessageOptions {
  /** `mailto:` or `https:` contact of the sender (RFC 8292), per site. */
  readonly subject: string;
  /** Seconds the push service keeps the message for an offline browser. */
  readonly ttlS: number;
  /** A newer message with the same topic replaces an undelivered one. */
  readonly topic?: string;
  readonly urgency: 'low' | 'normal' | 'high';
}

/** sent: accepted by the push service; gone: the subscription no longer exists (404/410); failed: try another time. */
export type PushOutcome = { readonly result: 'sent' } | { readonly result: 'gone'; readonly status: number } | { readonly result: 'failed'; readonly status: number | null };

export interface PushSender {
  send(target: PushTarget, payload: string, options: PushMessageOptions): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  readonly vapid: VapidKeys;
  /** The TLS agent for the push services (tests trust their own push service's certificate with it). */
  readonly agent?: Agent;
  /** Bounded, so a slow push service cannot hold notifications forever. */
  readonly timeoutMs?: number;
}

function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'statusCode' in error && typeof error.statusCode === 'number') return error.statusCode;
  return null;
}

/**
 * Web push through the `web-push` package: the payload encrypted for the browser (RFC 8291, aes128gcm) and signed
 * with the server's VAPID key (RFC 8292).
 */
export function webPushSender(options: WebPushSenderOptions): PushSender {
  return {
    async send(target, payload, message) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: { subject: message.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
          TTL: message.ttlS,
          urgency: message.urgency,
          ...(message.topic ? { topic: message.topic } : {}),
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { result: 'sent' };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || status === 410) return { result: 'gone', status };
        return { result: 'failed', status };
      }
    },
  };
}

/** The VAPID contact of a site: its support address, else a no-reply address at its domain. */
export function vapidSubject(supportEmail: string, domain: string): string {
  return /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+$/.test(supportEmail) ? `mailto:${supportEmail}` : `mailto:noreply@${domain}`;
}
