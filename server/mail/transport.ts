import nodemailer from 'nodemailer';

/** One message as handed to a transport. */
export interface OutgoingMail {
  readonly from: { readonly name: string; readonly address: string };
  readonly replyTo: string | null;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: string;
  /** A notification mail's one-click unsubscribe URL (RFC 8058). */
  readonly listUnsubscribe?: string | null;
}

/** Where mail goes besides the outbox. Rejects when the server did not accept the message. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, from SMTP_URL (`smtp://user:pass@host:587` upgrades with STARTTLS when the server offers
 * it; `smtps://…:465` is TLS from the start). Pooled connections; bounded timeouts so a dead server cannot hold a
 * delivery forever. nodemailer's own logging stays off: it would print the conversation, credentials included.
 */
export function createSmtpTransport(url: URL): MailTransport {
  const transporter = nodemailer.createTransport({
    pool: true,
    url: url.toString(),
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
    debug: false,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: { name: mail.from.name, address: mail.from.address },
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: {
          // RFC 3834: an automatic message; auto-responders should not answer it.
          'Auto-Submitted': 'auto-generated',
          'Content-Language': mail.language,
          // RFC 8058 one-click unsubscribe: the mailbox provider POSTs `List-Unsubscribe=One-Click` to the URL.
          ...(mail.listUnsubscribe
            ? { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
            : {}),
        },
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** What may be logged about a failed delivery: never the SMTP URL or its credentials. */
export function describeSmtpError(error: unknown): Record<string, string | number> {
  if (!(error instanceof Error)) return { message: String(error) };
  const details = error as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    message: error.message,
    ...(typeof details.code === 'string' ? { code: details.code } : {}),
    ...(typeof details.responseCode === 'number' ? { responseCode: details.responseCode } : {}),
    ...(typeof details.command === 'string' ? { command: details.command } : {}),
  };
}
