import type { Kysely } from 'kysely';
import type { NotificationType } from '../../contract/constants';
import { NOTIFICATIONS, type PushPayload } from '../../contract/notifications';
import { pathFor } from '../../contract/routes';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { isLanguage } from '../i18n/request-language';
import { exponentialBackoff } from '../jobs/queue';
import type { EnqueuedJob, JobContext, JobQueue, RunOutcome } from '../jobs/types';
import type { Mailer, MailTemplate, QueuedMail } from '../mail/types';
import type { SiteRecord } from '../sites/service';
import { DEFAULT_LANGUAGE, type Language } from '../../locales/languages';
import { vapidSubject, type PushMessageOptions, type PushOutcome, type PushSender } from './push';
import {
  claimEmailSlot,
  deletePushSubscription,
  isFirstMessage,
  selectPreferenceRows,
  selectPushSubscriptions,
  selectRecipient,
  selectSettingsRow,
  type RecipientRow,
} from './queries';
import { defaultPreferences, deliveryPlan, emailBlockOf, preferencesFrom, pushTopic, signUnsubscribeToken } from './rules';
import { notificationsDb, type NotificationsDb } from './tables';
import type { NotificationTexts } from './texts';

/** What a notification is about: the caller says what happened, the notifier words it per member and channel. */
export type NotificationPayload =
  | { readonly kind: 'message'; readonly conversationId: number; readonly messageId: number; readonly senderId: number }
  | { readonly kind: 'like'; readonly memberId: number }
  | { readonly kind: 'match'; readonly memberId: number };

/** What one notification did (tests and logs read it). */
export interface DeliveryReport {
  readonly push: { readonly sent: number; readonly gone: number; readonly failed: number } | null;
  readonly email: 'sent' | 'throttled' | null;
  /** Why nothing went out at all, when nothing did. */
  readonly skipped?: 'no_member' | 'not_reachable' | 'no_sender';
}

/** The jobs of this area (server/jobs): one notification, and one web push to one browser. */
export const NOTIFY_JOB = 'notifications.deliver';
export const PUSH_JOB = 'push.send';

export interface NotifyJobPayload {
  readonly userId: number;
  /** null: a message, worded as `new_conversations` when it opened the conversation, else `new_messages`. */
  readonly type: NotificationType | null;
  readonly payload: NotificationPayload;
}

export interface PushJobPayload {
  readonly subscriptionId: number;
  /** The JSON the browser's service worker receives (encrypted for that browser when sent). */
  readonly body: string;
  readonly options: PushMessageOptions;
}

declare module '../jobs/types' {
  interface JobPayloads {
    'notifications.deliver': NotifyJobPayload;
    'push.send': PushJobPayload;
  }
}

/** A push the push service did not take (5xx, timeout): retried, and the subscription kept. */
class PushNotAccepted extends Error {
  override name = 'PushNotAccepted';
}

export interface NotifierDeps {
  readonly db: Kysely<Database>;
  readonly mailer: Pick<Mailer, 'enqueue' | 'deliver'>;
  /** The job queue the notifications and pushes run on. */
  readonly queue: JobQueue;
  /** The member's site by its domain (the sites directory, cached). */
  readonly siteByDomain: (domain: string) => Promise<SiteRecord>;
  readonly unsubscribeKey: string;
  readonly push: PushSender;
  readonly texts: NotificationTexts;
  /** Whether the member has a tab open and focused (the realtime hub; false without one). */
  readonly isFocused: (userId: number) => boolean;
  /** The origin mailed links point at, for a site domain. */
  readonly origin: (domain: string) => string;
  readonly now: () => Date;
  readonly log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/** Accounts that can be notified (a deleted or banned account is told nothing, nor a site-run fictional profile). */
const REACHABLE: ReadonlySet<string> = new Set(['confirmed', 'not_confirmed']);

interface Wording {
  readonly mail: MailTemplate;
  readonly push: string;
  readonly url: string;
  readonly tag: string;
  readonly topic: string;
  readonly otherId: number;
}

function wordingOf(type: NotificationType, payload: NotificationPayload): Wording {
  switch (payload.kind) {
    case 'message': {
      const first = type === 'new_conversations';
      return {
        mail: first ? 'notify_conversation' : 'notify_message',
        push: first ? 'conversation' : 'message',
        url: pathFor('chats-id', { id: payload.conversationId }),
        tag: `chat-${payload.conversationId}`,
        topic: pushTopic('chat', payload.conversationId),
        otherId: payload.senderId,
      };
    }
    case 'like':
      return { mail: 'notify_like', push: 'like', url: pathFor('likes'), tag: `like-${payload.memberId}`, topic: pushTopic('like', payload.memberId), otherId: payload.memberId };
    case 'match':
      return {
        mail: 'notify_match',
        push: 'match',
        url: pathFor('members-id', { id: payload.memberId }),
        tag: `match-${payload.memberId}`,
        topic: pushTopic('match', payload.memberId),
        otherId: payload.memberId,
      };
  }
}

/**
 * The notifier (`app.notify`): sends a member a web push and/or a mail about something that happened, as their
 * preferences say (SPEC §3, §4): nothing while everything is paused or the type is off; no push while the member has a
 * tab open and focused (they see it happen); no mail to an address that bounced, marked us as spam or unsubscribed
 * (SPEC §8), nor to an unconfirmed one; at most one mail per type every NOTIFICATIONS.emailIntervalMs.
 *
 * `notify` never throws and never delays the caller: it enqueues a `notifications.deliver` job and runs it at once on
 * this instance, in the background (`flush` waits for it); a caller with a transaction at hand can `enqueue` it there
 * instead. The job words the notification, claims the mail slot and enqueues the mail and one `push.send` job per
 * browser in one transaction, then makes their first attempts. A push the push service does not take is retried with
 * backoff; subscriptions it answers 404/410 for are dropped.
 */
type MessageRef = { readonly id: number; readonly conversation_id: number; readonly sender_id: number };

function messageJob(recipientId: number, message: MessageRef): NotifyJobPayload {
  const payload: NotificationPayload = { kind: 'message', conversationId: message.conversation_id, messageId: message.id, senderId: message.sender_id };
  return { userId: recipientId, type: null, payload };
}

export class Notifier {
  readonly #deps: NotifierDeps;
  readonly #db: NotificationsDb;
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(deps: NotifierDeps) {
    this.#deps = deps;
    this.#db = notificationsDb(deps.db);
    deps.queue.define(NOTIFY_JOB, {
      maxAttempts: 3,
      backoffMs: exponentialBackoff(10_000),
      handler: (context) => this.#runNotification(context),
    });
    deps.queue.define(PUSH_JOB, {
      maxAttempts: 4,
      backoffMs: exponentialBackoff(30_000),
      handler: (context) => this.#sendPush(context),
    });
  }

  /** Notifies `userId` in the background (a job, tried at once here); failures are logged. */
  notify(userId: number, type: NotificationType, payload: NotificationPayload): void {
    this.#track(this.#enqueueAndRun({ userId, type, payload }));
  }

  /** A new message for `recipientId`: `new_conversations` when it opens the conversation, else `new_messages`. */
  notifyMessage(recipientId: number, message: MessageRef): void {
    this.#track(this.#enqueueAndRun(messageJob(recipientId, message)));
  }

  /**
   * The message's notification as a job in the caller's transaction (the one that stores the message), so a stored
   * message is never left without its notification when the process dies right after the commit. After the commit,
   * `start(job)` tries it at once; otherwise a worker does.
   */
  enqueueMessage(db: Kysely<Database>, recipientId: number, message: MessageRef): Promise<EnqueuedJob | null> {
    return this.enqueue(db, messageJob(recipientId, message));
  }

  /** First attempt of an enqueued notification job on this instance, in the background (`flush` waits for it). */
  start(job: EnqueuedJob | null): void {
    if (job) this.#track(this.#deps.queue.run(job.id));
  }

  /**
   * Enqueues a notification in the caller's transaction (`type` null for a message: worded by whether it opened the
   * conversation). After the commit, `app.jobs.run(job.id)` sends it at once; otherwise the job worker does.
   */
  enqueue(db: Kysely<Database>, job: NotifyJobPayload): Promise<EnqueuedJob | null> {
    return this.#deps.queue.enqueue(db, NOTIFY_JOB, job);
  }

  async #enqueueAndRun(job: NotifyJobPayload): Promise<void> {
    // In a transaction of its own: committed, it is not announced to the worker, so this instance makes the first attempt.
    const queued = await withTransaction(this.#deps.db, (trx) => this.enqueue(trx, job));
    if (queued) await this.#deps.queue.run(queued.id);
  }

  async #runNotification(context: JobContext<NotifyJobPayload>): Promise<DeliveryReport> {
    const { userId, payload } = context.payload;
    const type =
      context.payload.type ??
      (payload.kind === 'message' && (await isFirstMessage(this.#db, payload.conversationId, payload.messageId)) ? 'new_conversations' : 'new_messages');
    return this.deliver(userId, type, payload, context.id);
  }

  /** One `push.send` attempt: sent or gone (subscription dropped) completes the job; anything else is retried. */
  async #sendPush(context: JobContext<PushJobPayload>): Promise<PushOutcome | null> {
    const subscription = await this.#db.selectFrom('push_subscriptions').selectAll().where('id', '=', context.payload.subscriptionId).executeTakeFirst();
    // Unsubscribed meanwhile: nothing to send to.
    if (!subscription) return null;
    const outcome = await this.#deps.push.send(subscription, context.payload.body, context.payload.options);
    if (outcome.result === 'gone') {
      // The browser unsubscribed or the subscription expired: the push service will never take it again.
      await deletePushSubscription(this.#db, subscription.id, subscription.updated_at);
    } else if (outcome.result === 'failed') {
      this.#deps.log.warn({ status: outcome.status, subscriptionId: subscription.id, attempt: context.attempt }, 'push not accepted; kept for the next one');
      throw new PushNotAccepted(`push service answered ${outcome.status ?? 'nothing'}`);
    }
    return outcome;
  }

  /** Resolves when every notification started so far is done. */
  async flush(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  #track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error: unknown) => this.#deps.log.error({ err: error }, 'notification failed'))
      .finally(() => this.#inFlight.delete(tracked));
    this.#inFlight.add(tracked);
  }

  /**
   * Sends one notification now and reports what went out: the mail and the pushes are enqueued together with the mail
   * slot's claim (one transaction), then tried at once. `jobId` (the notification's own job) keys the pushes, so a
   * notification job that runs again does not push twice.
   */
  async deliver(userId: number, type: NotificationType, payload: NotificationPayload, jobId?: number): Promise<DeliveryReport> {
    const db = this.#db;
    const now = this.#deps.now();
    const recipient = await selectRecipient(db, userId);
    if (!recipient) return { push: null, email: null, skipped: 'no_member' };
    if (!REACHABLE.has(recipient.status) || recipient.fictional === 1) return { push: null, email: null, skipped: 'not_reachable' };
    const wording = wordingOf(type, payload);
    const other = await selectRecipient(db, wording.otherId);
    if (!other) return { push: null, email: null, skipped: 'no_sender' };

    const [rows, settings, subscriptions] = await Promise.all([
      selectPreferenceRows(db, userId),
      selectSettingsRow(db, userId),
      selectPushSubscriptions(db, userId, now.toISOString()),
    ]);
    const preferences = preferencesFrom(rows);
    const plan = deliveryPlan({
      type,
      preferences,
      allDisabled: settings?.all_disabled === 1,
      emailBlocked: emailBlockOf(settings, recipient.email_normalized),
      emailConfirmed: recipient.status === 'confirmed',
      focused: this.#deps.isFocused(userId),
      pushDevices: subscriptions.length,
    });
    if (!plan.push && !plan.email) return { push: null, email: null };

    const site = await this.#siteOf(recipient);
    const language: Language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
    const push = plan.push ? this.#pushMessage(site, language, type, wording, other.name) : null;
    const queued = await withTransaction(this.#deps.db, async (trx) => {
      const mail = plan.email ? await this.#email(trx, site, language, recipient, type, wording, other.name, now) : null;
      const pushJobs: number[] = [];
      if (push) {
        for (const subscription of subscriptions) {
          const job = await this.#deps.queue.enqueue(
            trx,
            PUSH_JOB,
            { subscriptionId: subscription.id, ...push },
            jobId === undefined ? {} : { singletonKey: `${NOTIFY_JOB}:${jobId}:push:${subscription.id}` },
          );
          if (job) pushJobs.push(job.id);
        }
      }
      return { mail, pushJobs };
    });

    const [outcomes] = await Promise.all([
      Promise.all(queued.pushJobs.map((id) => this.#deps.queue.run<PushOutcome | null>(id))),
      queued.mail && queued.mail !== 'throttled' ? this.#deps.mailer.deliver(queued.mail) : Promise.resolve(),
    ]);
    return {
      push: push ? pushReport(outcomes) : null,
      email: queued.mail === null ? null : queued.mail === 'throttled' ? 'throttled' : 'sent',
    };
  }

  async #siteOf(recipient: RecipientRow): Promise<SiteRecord> {
    const row = await this.#db.selectFrom('sites').select('domain').where('id', '=', recipient.site_id).executeTakeFirstOrThrow();
    return this.#deps.siteByDomain(row.domain);
  }

  #pushMessage(site: SiteRecord, language: Language, type: NotificationType, wording: Wording, member: string): Omit<PushJobPayload, 'subscriptionId'> {
    const values = { member, site: site.settings.name };
    const payload: PushPayload = {
      type,
      title: this.#deps.texts.t(language, `push.${wording.push}.title`, values),
      body: this.#deps.texts.t(language, `push.${wording.push}.body`, values),
      url: wording.url,
      tag: wording.tag,
      icon: null,
    };
    return {
      body: JSON.stringify(payload),
      options: {
        subject: vapidSubject(site.settings.support_email, site.settings.domain),
        ttlS: NOTIFICATIONS.pushTtlS,
        topic: wording.topic,
        urgency: 'high',
      },
    };
  }

  /** In the delivery's transaction: the mail slot of this type, and the mail with its job when the slot was free. */
  async #email(
    trx: Kysely<Database>,
    site: SiteRecord,
    language: Language,
    recipient: RecipientRow,
    type: NotificationType,
    wording: Wording,
    member: string,
    now: Date,
  ): Promise<QueuedMail | 'throttled'> {
    const cutoff = new Date(now.getTime() - NOTIFICATIONS.emailIntervalMs).toISOString();
    const claimed = await claimEmailSlot(notificationsDb(trx), recipient.id, type, defaultPreferences()[type], now.toISOString(), cutoff);
    if (!claimed) return 'throttled';
    const origin = this.#deps.origin(site.settings.domain);
    const unsubscribe = new URL('/api/unsubscribe.php', origin);
    unsubscribe.searchParams.set('token', signUnsubscribeToken(this.#deps.unsubscribeKey, recipient.id, recipient.email_normalized));
    return this.#deps.mailer.enqueue(trx, {
      to: recipient.email,
      language,
      site,
      template: wording.mail,
      params: {
        name: recipient.name,
        member,
        link: new URL(wording.url, origin).toString(),
        settings: new URL(pathFor('notifications'), origin).toString(),
      },
      listUnsubscribe: unsubscribe.toString(),
    });
  }
}

/** What the first attempts of a notification's pushes came to (a push retried later counts as failed here). */
function pushReport(outcomes: readonly RunOutcome<PushOutcome | null>[]): NonNullable<DeliveryReport['push']> {
  const report = { sent: 0, gone: 0, failed: 0 };
  for (const outcome of outcomes) {
    if (outcome.status === 'completed') {
      if (outcome.result?.result === 'sent') report.sent += 1;
      else if (outcome.result?.result === 'gone') report.gone += 1;
    } else if (outcome.status === 'retry' || outcome.status === 'dead') {
      report.failed += 1;
    }
  }
  return report;
}
