import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { pathFor } from '../../../contract/routes';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../locales/languages';
import type { Database } from '../../db/schema';
import { MailParamsError } from '../../mail/render';
import type { Mailer } from '../../mail/types';
import type { SiteRecord } from '../../sites/service';
import { claimMail, finishMail, paymentMailsDb, selectDueMailIds, selectMailFacts, type PaymentMailsDb } from './queue';
import { PAYMENT_MAIL_TEMPLATES, paymentMailParams } from './rules';

export interface PaymentMailDispatcherDeps {
  readonly db: Kysely<Database>;
  readonly mailer: Mailer;
  readonly siteByDomain: (domain: string) => Promise<SiteRecord>;
  /** The origin mailed links point at, for a site domain. */
  readonly origin: (domain: string) => string;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}

/** A row claimed longer ago than this belongs to an instance that stopped mid-send. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
/** Tries per mail before it is given up (logged); a failure to record it in the outbox is rare and usually passes. */
const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Sends the payment mails queued in `payment_mails` (./queue.ts): renders each in the member's language for their
 * site and records it through the mailer (outbox, and SMTP when configured). `kick()` after a payment request, once its
 * transaction committed; the plugin also drains on start (rows a stopped instance left) and now and then. Each row is
 * claimed with a conditional update, so two drains (or two instances) never send one mail twice.
 */
export class PaymentMailDispatcher {
  readonly #deps: PaymentMailDispatcherDeps;
  readonly #db: PaymentMailsDb;
  #running: Promise<void> | null = null;
  #again = false;
  #closed = false;

  constructor(deps: PaymentMailDispatcherDeps) {
    this.#deps = deps;
    this.#db = paymentMailsDb(deps.db);
  }

  /** Starts a drain, or asks the running one to look again when it is done. Never throws. */
  kick(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = null;
    });
  }

  /** Resolves when no drain is running. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.idle();
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      try {
        await this.drain();
      } catch (error) {
        this.#deps.log.error({ err: error }, 'payment mails could not be drained');
      }
    } while (this.#again && !this.#closed);
  }

  /** Sends what is due; answers how many mails were recorded. Each row is tried at most once per drain. */
  async drain(): Promise<number> {
    const tried = new Set<number>();
    let sent = 0;
    while (!this.#closed) {
      const now = this.#deps.now().getTime();
      const staleBefore = new Date(now - STALE_CLAIM_MS).toISOString();
      const due = (await selectDueMailIds(this.#db, staleBefore, BATCH + tried.size)).filter(({ id }) => !tried.has(id));
      if (due.length === 0) break;
      for (const { id } of due) {
        tried.add(id);
        if (!(await claimMail(this.#db, id, this.#deps.now().toISOString(), staleBefore))) continue;
        if (await this.#send(id)) sent += 1;
      }
    }
    return sent;
  }

  async #send(id: number): Promise<boolean> {
    const log = this.#deps.log;
    const stamp = () => this.#deps.now().toISOString();
    const facts = await selectMailFacts(this.#db, id);
    if (!facts || facts.user.purged_at !== null || !facts.user.name) {
      // The payment or the member's data is gone (purged): there is nobody to write to.
      await finishMail(this.#db, id, 'skipped', stamp());
      log.info({ paymentMail: id }, 'payment mail skipped: no recipient');
      return false;
    }
    try {
      const site = await this.#deps.siteByDomain(facts.siteDomain);
      const language: Language = isLanguage(facts.user.language) ? facts.user.language : DEFAULT_LANGUAGE;
      const kind = facts.mail.kind;
      const params = paymentMailParams({
        kind,
        language,
        memberName: facts.user.name,
        payment: facts.payment,
        methodDetail: facts.mail.method_detail,
        at: facts.mail.created_at,
        creditor: site.company?.name || site.settings.name,
        retryLink: new URL(pathFor('credits'), this.#deps.origin(site.settings.domain)).toString(),
      });
      await this.#deps.mailer.send({ to: facts.user.email, language, site, template: PAYMENT_MAIL_TEMPLATES[kind], params });
      await finishMail(this.#db, id, 'sent', stamp());
      return true;
    } catch (error) {
      if (error instanceof MailParamsError) {
        // A malformed address or a missing value: trying again would not help.
        await finishMail(this.#db, id, 'skipped', stamp());
        log.error({ err: error, paymentMail: id, payment: facts.payment.public_id }, 'payment mail could not be rendered');
        return false;
      }
      // `attempts` already counts this one (the claim added it).
      const giveUp = facts.mail.attempts >= MAX_ATTEMPTS;
      await finishMail(this.#db, id, giveUp ? 'failed' : 'queued', stamp()).catch(() => undefined);
      log.error({ err: error, paymentMail: id, payment: facts.payment.public_id, giveUp }, 'payment mail could not be recorded');
      return false;
    }
  }
}
