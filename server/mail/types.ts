import type { Kysely } from 'kysely';
import type { Language } from '../../locales/languages';
import type { Database } from '../db/schema';
import type { SiteRecord } from '../sites/service';

/** Every mail the server sends; each has `<template>.subject`, body keys and a plain-text part in the `mail` namespace. */
export type MailTemplate =
  | 'activation'
  | 'reset_password'
  | 'reset_password_unknown'
  | 'password_changed'
  | 'mail_change_confirm'
  | 'mail_change_notice'
  | 'account_deleted'
  | 'account_reactivated'
  | 'account_purged'
  | 'complaint_received'
  | 'complaint_notice'
  | 'notify_message'
  | 'notify_conversation'
  | 'notify_like'
  | 'notify_match'
  | 'moderation.photo_approved'
  | 'moderation.photo_rejected'
  | 'moderation.text_removed'
  | 'moderation.complaint_reply'
  | 'moderation.report_reply'
  | 'payment.receipt'
  | 'payment.charge_failed'
  | 'payment.mandate';

/**
 * One mail to send: `send` it after the caller's transaction committed, or `enqueue` it inside that transaction. Parameters per template:
 * activation {name, link}, reset_password {name, link, minutes}, reset_password_unknown {email, site},
 * password_changed {name}, mail_change_confirm {name, link}, mail_change_notice {name, new_email_masked},
 * account_deleted {name, link, days}, account_reactivated {name}, account_purged {name},
 * complaint_received {reference, days}, complaint_notice {reference, name, email, category, subject, message},
 * notify_message, notify_conversation, notify_like, notify_match {name, member, link, settings}.
 * moderation.photo_approved {name}, moderation.photo_rejected {name, reason}, moderation.text_removed {name, reason},
 * moderation.complaint_reply {reference, reply}, moderation.report_reply {name, reply} (server/moderation; the keys
 * live in the `moderation` section of the mail namespace). payment.receipt, payment.charge_failed (plus link),
 * payment.mandate: see templates.ts and server/payments/receipts.
 */
export interface MailRequest {
  to: string;
  language: Language;
  site: SiteRecord;
  template: MailTemplate;
  params: Record<string, string | number>;
  /**
   * Notification mails: the one-click unsubscribe URL (https in production), sent as the RFC 8058 `List-Unsubscribe`
   * and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` headers.
   */
  listUnsubscribe?: string;
}

/** A mail as recorded in the outbox table (every mail is recorded, also when it goes out over SMTP). */
export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: MailTemplate;
  params: Record<string, string | number>;
  created_at: string;
  /** The List-Unsubscribe URL of a notification mail; null for other mails. */
  list_unsubscribe?: string | null;
}

/** A mail recorded with its delivery job (server/jobs), not yet attempted. */
export interface QueuedMail {
  readonly outboxId: number;
  readonly jobId: number;
}

export interface Mailer {
  /**
   * Renders, records in the outbox with its delivery job (one transaction) and makes the first attempt: without SMTP
   * it resolves once the mail is in the development outbox; with SMTP_URL the attempt runs in the background. Never
   * throws for SMTP failures (the job retries).
   */
  send(request: MailRequest): Promise<void>;
  /**
   * Records the mail and its delivery job with `db`, the caller's transaction: a rolled-back change mails nothing.
   * After the commit, pass the answer to `deliver` (or leave it to the job worker).
   */
  enqueue(db: Kysely<Database>, request: MailRequest): Promise<QueuedMail>;
  /** The first attempt of a mail enqueued in a transaction that has committed, as `send` makes it. */
  deliver(mail: QueuedMail): Promise<void>;
  /** Recorded mails, newest first; `to` filters by recipient (case-insensitive). */
  outbox(to?: string): Promise<OutboxEntry[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
