import type { Kysely } from 'kysely';
import type { NotificationType } from '../../contract/constants';
import { NOTIFICATIONS, type PushPayload } from '../../contract/notifications';
import { pathFor } from '../../contract/routes';
import type { Database } from '../db/schema';
import { isLanguage } from '../i18n/request-language';
import type { Mailer, MailTemplate } from '../mail/types';
import type { SiteRecord } from '../sites/service';
import { DEFAULT_LANGUAGE, type Language } from '../../locales/languages';
import { vapidSubject, type PushSender } from './push';
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

export interface NotifierDeps {
  readonly db: Kysely<Database>;
  readonly mailer: Pick<Mailer, 'send'>;
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
 * `notify` never throws and never delays the caller: the work runs in the background (`flush` waits for it). Callers
 * notify after their change committed. Subscriptions the push service answers 404/410 for are dropped.
 */
export class Notifier {
  readonly #deps: NotifierDeps;
  readonly #db: NotificationsDb;
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(deps: NotifierDeps) {
    this.#deps = deps;
    this.#db = notificationsDb(deps.db);
  }

  /** Notifies `userId` in the background; failures are logged. */
  notify(userId: number, type: NotificationType, payload: NotificationPayload): void {
    this.#track(this.deliver(userId, type, payload));
  }

  /** A new message for `recipientId`: `new_conversations` when it opens the conversation, else `new_messages`. */
  notifyMessage(recipientId: number, message: { readonly id: number; readonly conversation_id: number; readonly sender_id: number }): void {
    const payload: NotificationPayload = { kind: 'message', conversationId: message.conversation_id, messageId: message.id, senderId: message.sender_id };
    this.#track(
      isFirstMessage(this.#db, message.conversation_id, message.id).then((first) =>
        this.deliver(recipientId, first ? 'new_conversations' : 'new_messages', payload),
      ),
    );
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

  /** Sends one notification now and reports what went out. */
  async deliver(userId: number, type: NotificationType, payload: NotificationPayload): Promise<DeliveryReport> {
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
    const [push, email] = await Promise.all([
      plan.push ? this.#push(site, language, type, wording, other.name, subscriptions) : Promise.resolve(null),
      plan.email ? this.#email(site, language, recipient, type, wording, other.name, now) : Promise.resolve(null),
    ]);
    return { push, email };
  }

  async #siteOf(recipient: RecipientRow): Promise<SiteRecord> {
    const row = await this.#db.selectFrom('sites').select('domain').where('id', '=', recipient.site_id).executeTakeFirstOrThrow();
    return this.#deps.siteByDomain(row.domain);
  }

  async #push(
    site: SiteRecord,
    language: Language,
    type: NotificationType,
    wording: Wording,
    member: string,
    subscriptions: readonly { id: number; endpoint: string; p256dh: string; auth: string; updated_at: string }[],
  ): Promise<NonNullable<DeliveryReport['push']>> {
    const values = { member, site: site.settings.name };
    const payload: PushPayload = {
      type,
      title: this.#deps.texts.t(language, `push.${wording.push}.title`, values),
      body: this.#deps.texts.t(language, `push.${wording.push}.body`, values),
      url: wording.url,
      tag: wording.tag,
      icon: null,
    };
    const body = JSON.stringify(payload);
    const options = {
      subject: vapidSubject(site.settings.support_email, site.settings.domain),
      ttlS: NOTIFICATIONS.pushTtlS,
      topic: wording.topic,
      urgency: 'high' as const,
    };
    const outcomes = await Promise.all(subscriptions.map((subscription) => this.#deps.push.send(subscription, body, options)));
    const report = { sent: 0, gone: 0, failed: 0 };
    for (const [index, outcome] of outcomes.entries()) {
      const subscription = subscriptions[index];
      if (!subscription) continue;
      if (outcome.result === 'sent') report.sent += 1;
      else if (outcome.result === 'gone') {
        report.gone += 1;
        // The browser unsubscribed or the subscription expired: the push service will never take it again.
        await deletePushSubscription(this.#db, subscription.id, subscription.updated_at);
      } else {
        report.failed += 1;
        this.#deps.log.warn({ status: outcome.status, subscriptionId: subscription.id }, 'push not accepted; kept for the next one');
      }
    }
    return report;
  }

  async #email(
    site: SiteRecord,
    language: Language,
    recipient: RecipientRow,
    type: NotificationType,
    wording: Wording,
    member: string,
    now: Date,
  ): Promise<'sent' | 'throttled'> {
    const cutoff = new Date(now.getTime() - NOTIFICATIONS.emailIntervalMs).toISOString();
    const claimed = await claimEmailSlot(this.#db, recipient.id, type, defaultPreferences()[type], now.toISOString(), cutoff);
    if (!claimed) return 'throttled';
    const origin = this.#deps.origin(site.settings.domain);
    const unsubscribe = new URL('/api/unsubscribe.php', origin);
    unsubscribe.searchParams.set('token', signUnsubscribeToken(this.#deps.unsubscribeKey, recipient.id, recipient.email_normalized));
    await this.#deps.mailer.send({
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
    return 'sent';
  }
}
