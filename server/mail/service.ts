import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { escapeHtml } from './html';
import {
  claimOutboxRow,
  insertOutboxRow,
  markOutboxSent,
  releaseOutboxRow,
  requeueStaleOutboxRow,
  selectOutboxRow,
  selectOutboxRows,
  selectResumableOutboxIds,
  withOutbox,
  type MailDatabase,
  type OutboxRow,
} from './queries';
import { MailParamsError, type MailRenderer } from './render';
import { describeSmtpError, type MailTransport } from './transport';
import type { Mailer, MailRequest, MailTemplate, OutboxEntry } from './types';

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
  /** Waits between delivery attempts; attempts = length + 1. */
  readonly retryDelaysMs?: readonly number[];
  readonly now?: () => Date;
}

/** About 1 + 3 attempts over ~6 minutes: rides out a relay restart or greylisting without holding mail for hours. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 300_000];
/** The outbox page and JSON show at most this many mails. */
export const OUTBOX_LIST_LIMIT = 200;
/** Mails older than this are not resumed after a restart. */
const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A row claimed longer ago than this belongs to an instance that stopped mid-attempt. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
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

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The Mailer: renders a mail, records it in the outbox table and, with SMTP, delivers it in the background.
 * `send` resolves once the mail is recorded; delivery failures are retried with backoff and logged (without
 * secrets), never thrown. Callers send after their transaction committed, so a rolled-back action mails nothing.
 */
export class MailService implements Mailer {
  readonly #db: Kysely<MailDatabase>;
  readonly #renderer: MailRenderer;
  readonly #transport: MailTransport | null;
  readonly #from: string;
  readonly #log: MailLogger;
  readonly #retryDelaysMs: readonly number[];
  readonly #now: () => Date;
  readonly #inFlight = new Set<Promise<void>>();
  readonly #closing = new AbortController();

  constructor(options: MailServiceOptions) {
    this.#db = withOutbox(options.db);
    this.#renderer = options.renderer;
    this.#transport = options.transport;
    this.#from = options.from;
    this.#log = options.log;
    this.#retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.#now = options.now ?? (() => new Date());
  }

  /** Whether mails leave the server (SMTP_URL) or stay in the development outbox. */
  get delivers(): boolean {
    return this.#transport !== null;
  }

  async send(request: MailRequest): Promise<void> {
    const to = request.to.trim();
    if (!SINGLE_ADDRESS.test(to)) throw new MailParamsError('mail recipient is not a single email address');
    const rendered = this.#renderer.render(request);
    const settings = request.site.settings;
    const id = await insertOutboxRow(this.#db, {
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
      delivery: this.#transport ? 'pending' : 'outbox',
      created_at: this.#now().toISOString(),
      ...(request.listUnsubscribe ? { list_unsubscribe: request.listUnsubscribe } : {}),
    });
    this.#log.info({ outboxId: id, template: request.template, siteId: request.site.id }, 'mail queued');
    if (this.#transport) this.#track(this.#deliver(id, this.#transport));
  }

  async outbox(to?: string): Promise<OutboxEntry[]> {
    const rows = await selectOutboxRows(this.#db, { recipient: to?.trim() || undefined, limit: OUTBOX_LIST_LIMIT });
    return rows.map(outboxEntryFromRow);
  }

  /** Picks up mails a previous run left undelivered (a crash or a shutdown between retries). */
  async resume(): Promise<number> {
    const transport = this.#transport;
    if (!transport) return 0;
    const now = this.#now().getTime();
    const staleBefore = new Date(now - STALE_CLAIM_MS).toISOString();
    const ids = await selectResumableOutboxIds(this.#db, {
      since: new Date(now - RESUME_WINDOW_MS).toISOString(),
      staleBefore,
      limit: 1000,
    });
    for (const id of ids) {
      await requeueStaleOutboxRow(this.#db, id, staleBefore);
      this.#track(this.#deliver(id, transport));
    }
    if (ids.length > 0) this.#log.info({ count: ids.length }, 'resuming undelivered mail');
    return ids.length;
  }

  /** Resolves when every delivery started so far has finished (delivered, given up, or parked by close()). */
  async flush(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  /** Stops retry waits (those mails stay pending for the next start), waits for attempts in progress, closes SMTP. */
  async close(): Promise<void> {
    this.#closing.abort();
    await this.flush();
    this.#transport?.close();
  }

  #track(delivery: Promise<void>): void {
    const tracked = delivery
      .catch((error: unknown) => this.#log.error({ err: error }, 'mail delivery crashed'))
      .finally(() => this.#inFlight.delete(tracked));
    this.#inFlight.add(tracked);
  }

  async #deliver(id: number, transport: MailTransport): Promise<void> {
    for (let attempt = 0; !this.#closing.signal.aborted; attempt++) {
      if (!(await claimOutboxRow(this.#db, id, this.#now().toISOString()))) return;
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
        const giveUp = attempt >= this.#retryDelaysMs.length;
        await releaseOutboxRow(this.#db, id, giveUp ? 'failed' : 'pending');
        const context = { outboxId: id, template: row.template, attempt: attempt + 1, err: describeSmtpError(error) };
        if (giveUp) {
          this.#log.error(context, 'mail delivery failed; giving up');
          return;
        }
        this.#log.warn(context, 'mail delivery failed; will retry');
        await sleep(this.#retryDelaysMs[attempt] ?? 0, this.#closing.signal);
        continue;
      }
      await markOutboxSent(this.#db, id, this.#now().toISOString(), redactDelivered(row));
      this.#log.info({ outboxId: id, template: row.template, attempt: attempt + 1 }, 'mail delivered');
      return;
    }
  }
}
