import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { JobContext, JobQueue } from '../jobs/types';
import { escapeHtml } from './html';
import {
  failOutboxRow,
  insertOutboxRow,
  markOutboxDelivered,
  markOutboxSent,
  releaseOutboxRow,
  selectOutboxRow,
  selectOutboxRows,
  startOutboxAttempt,
  withOutbox,
  type MailDatabase,
  type OutboxRow,
} from './queries';
import { MailParamsError, type MailRenderer } from './render';
import { describeSmtpError, type MailTransport } from './transport';
import type { Mailer, MailRequest, MailTemplate, OutboxEntry, QueuedMail } from './types';

/** The delivery job of one outbox row. */
export const MAIL_JOB = 'mail.deliver';

declare module '../jobs/types' {
  interface JobPayloads {
    'mail.deliver': { readonly outboxId: number };
  }
}

interface MailLogger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface MailServiceOptions {
  readonly db: Kysely<Database>;
  readonly renderer: MailRenderer;
  /** null: the outbox is the only destination (no SMTP_URL). */
  readonly transport: MailTransport | null;
  /** MAIL_FROM; `{domain}` becomes the site's domain. */
  readonly from: string;
  readonly log: MailLogger;
  /** The job queue that delivers (server/jobs); the service defines its `mail.deliver` job on it. */
  readonly queue: JobQueue;
  /** Waits between delivery attempts; attempts = length + 1. */
  readonly retryDelaysMs?: readonly number[];
  readonly now?: () => Date;
}

/** About 1 + 3 attempts over ~6 minutes: rides out a relay restart or greylisting without holding mail for hours. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 300_000];
/** The outbox page and JSON show at most this many mails. */
export const OUTBOX_LIST_LIMIT = 200;
const REDACTED_LINK = '[link removed after delivery]';

/** One mailbox, no display name, no header tricks: what a member's stored email address must look like. */
const SINGLE_ADDRESS = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+$/;

function parseParams(json: string): Record<string, string | number> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

export function outboxEntryFromRow(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    // Rows are written from MailTemplate values only (an unknown name would come from a template removed since).
    template: row.template as MailTemplate,
    params: parseParams(row.params),
    created_at: row.created_at,
    list_unsubscribe: row.list_unsubscribe,
  };
}

/**
 * Once a mail is in the recipient's hands, the database need not keep a working single-use link (tokens are stored
 * hashed elsewhere, SEC-5): the link is replaced in the bodies and the parameters. The development outbox (no SMTP)
 * keeps links, so a newcomer can click them.
 */
export function redactDelivered(row: Pick<OutboxRow, 'text' | 'html' | 'params'>): { text: string; html: string; params: string } {
  const params = parseParams(row.params);
  const link = params.link;
  if (typeof link !== 'string' || link === '') return { text: row.text, html: row.html, params: row.params };
  return {
    text: row.text.split(link).join(REDACTED_LINK),
    html: row.html.split(escapeHtml(link)).join(REDACTED_LINK),
    params: JSON.stringify({ ...params, link: REDACTED_LINK }),
  };
}

/** What a failed SMTP attempt leaves in the job's record: the SMTP code and command, never addresses or credentials. */
class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

/**
 * The Mailer: renders a mail and records it in the outbox table together with its `mail.deliver` job, in one
 * transaction (the caller's, with `enqueue`). The job delivers it: over SMTP with SMTP_URL, retried with backoff and
 * logged without secrets; without SMTP it marks the row delivered to the development outbox. `send` tries the first
 * attempt at once on this instance: awaited for the development outbox (in-process, so a mail is readable as soon as
 * the request that caused it has answered), in the background with SMTP (the request does not wait for a relay). An
 * attempt that fails, or a process that dies, leaves the job queued for the worker of any instance.
 */
export class MailService implements Mailer {
  readonly #db: Kysely<MailDatabase>;
  readonly #rawDb: Kysely<Database>;
  readonly #renderer: MailRenderer;
  readonly #transport: MailTransport | null;
  readonly #from: string;
  readonly #log: MailLogger;
  readonly #queue: JobQueue;
  readonly #now: () => Date;
  readonly #inFlight = new Set<Promise<void>>();

  constructor(options: MailServiceOptions) {
    this.#rawDb = options.db;
    this.#db = withOutbox(options.db);
    this.#renderer = options.renderer;
    this.#transport = options.transport;
    this.#from = options.from;
    this.#log = options.log;
    this.#queue = options.queue;
    this.#now = options.now ?? (() => new Date());
    const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    options.queue.define(MAIL_JOB, {
      maxAttempts: delays.length + 1,
      backoffMs: (attempt) => delays[attempt - 1] ?? delays.at(-1) ?? 0,
      handler: (context) => this.#deliver(context),
      onDead: async (context) => failOutboxRow(this.#db, context.payload.outboxId),
    });
  }

  /** Whether mails leave the server (SMTP_URL) or stay in the development outbox. */
  get delivers(): boolean {
    return this.#transport !== null;
  }

  async send(request: MailRequest): Promise<void> {
    const queued = await withTransaction(this.#rawDb, (trx) => this.enqueue(trx, request));
    await this.deliver(queued);
  }

  async enqueue(db: Kysely<Database>, request: MailRequest): Promise<QueuedMail> {
    const to = request.to.trim();
    if (!SINGLE_ADDRESS.test(to)) throw new MailParamsError('mail recipient is not a single email address');
    const rendered = this.#renderer.render(request);
    const settings = request.site.settings;
    const outboxId = await insertOutboxRow(withOutbox(db), {
      site_id: request.site.id,
      recipient: to,
      language: request.language,
      from_name: settings.mail_name || settings.name,
      from_address: this.#from.replaceAll('{domain}', settings.domain),
      reply_to: SINGLE_ADDRESS.test(settings.support_email) ? settings.support_email : null,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      template: request.template,
      params: JSON.stringify(request.params),
      delivery: 'pending',
      created_at: this.#now().toISOString(),
      ...(request.listUnsubscribe ? { list_unsubscribe: request.listUnsubscribe } : {}),
    });
    const job = await this.#queue.enqueue(db, MAIL_JOB, { outboxId });
    if (!job) throw new Error('mail job not enqueued');
    this.#log.info({ outboxId, template: request.template, siteId: request.site.id }, 'mail queued');
    return { outboxId, jobId: job.id };
  }

  async deliver(queued: QueuedMail): Promise<void> {
    const attempt = this.#queue.run(queued.jobId).then(() => undefined);
    if (this.#transport) this.#track(attempt);
    else await attempt.catch((error: unknown) => this.#log.error({ err: error, outboxId: queued.outboxId }, 'mail could not be put in the outbox; its job will retry'));
  }

  async outbox(to?: string): Promise<OutboxEntry[]> {
    const rows = await selectOutboxRows(this.#db, { recipient: to?.trim() || undefined, limit: OUTBOX_LIST_LIMIT, delivered: !this.#transport });
    return rows.map(outboxEntryFromRow);
  }

  /** Resolves when every first attempt started here so far has finished (delivered, queued for retry, or given up). */
  async flush(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  /** Waits for attempts in progress, then closes SMTP. Undelivered mail stays queued for the next start or instance. */
  async close(): Promise<void> {
    await this.flush();
    this.#transport?.close();
  }

  #track(delivery: Promise<void>): void {
    const tracked = delivery
      .catch((error: unknown) => this.#log.error({ err: error }, 'mail delivery crashed'))
      .finally(() => this.#inFlight.delete(tracked));
    this.#inFlight.add(tracked);
  }

  /** One attempt of a `mail.deliver` job. Repeatable: a row already delivered or given up is left alone. */
  async #deliver(context: JobContext<{ readonly outboxId: number }>): Promise<void> {
    const id = context.payload.outboxId;
    const transport = this.#transport;
    if (!transport) {
      await markOutboxDelivered(this.#db, id);
      return;
    }
    if (!(await startOutboxAttempt(this.#db, id, this.#now().toISOString()))) return;
    const row = await selectOutboxRow(this.#db, id);
    if (!row) return;
    try {
      await transport.send({
        from: { name: row.from_name, address: row.from_address },
        replyTo: row.reply_to,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        language: row.language,
        listUnsubscribe: row.list_unsubscribe,
      });
    } catch (error) {
      const giveUp = context.attempt >= context.maxAttempts;
      await releaseOutboxRow(this.#db, id, giveUp ? 'failed' : 'pending');
      const described = describeSmtpError(error);
      const logged = { outboxId: id, template: row.template, attempt: context.attempt, err: described };
      if (giveUp) this.#log.error(logged, 'mail delivery failed; giving up');
      else this.#log.warn(logged, 'mail delivery failed; will retry');
      const { message: _message, ...codes } = described;
      throw new MailDeliveryError(`SMTP delivery failed ${JSON.stringify(codes)}`);
    }
    await markOutboxSent(this.#db, id, this.#now().toISOString(), redactDelivered(row));
    this.#log.info({ outboxId: id, template: row.template, attempt: context.attempt }, 'mail delivered');
  }
}
