import type { Language } from '../../locales/languages';
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
 * One mail to send. Call `send` after the caller's transaction committed. Parameters per template:
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

export interface Mailer {
  /** Renders, records in the outbox and (with SMTP_URL) delivers in the background. Never throws for SMTP failures. */
  send(request: MailRequest): Promise<void>;
  /** Recorded mails, newest first; `to` filters by recipient (case-insensitive). */
  outbox(to?: string): Promise<OutboxEntry[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
