import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../../contract/constants';
import { packagesResponseSchema, paymentCreateResponseSchema, webhookResponseSchema } from '../../../contract/credits';
import { sendMessageResponseSchema } from '../../../contract/chat';
import { buildServer } from '../../../server/app';
import { chatDb } from '../../../server/chat/tables';
import { parseDatabaseUrl } from '../../../server/config';
import { auditLedger } from '../../../server/credits/ledger';
import { creditsDb } from '../../../server/credits/tables';
import { createDatabase } from '../../../server/db/database';
import type { Database } from '../../../server/db/schema';
import { sandboxEvent } from '../../../server/payments/sandbox/provider';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureHeader } from '../../../server/payments/sandbox/signature';
import { chatMember, type ChatMember } from '../chat-support';
import { testConfig, type ServerHandle } from '../harness';
import { api } from '../members-support';

/**
 * The workload of the fault tests: two pairs of members chatting (every send with its own idempotency key) and credit
 * purchases (checkout, then the provider's signed webhook) running at the same time against a server in a child
 * process, recording every request that was acknowledged with a 2xx — and the check that each of those is in the
 * database exactly once afterwards, with every balance equal to the sum of its ledger.
 */

export interface Fixture {
  readonly members: readonly ChatMember[];
  /** Who writes to whom: members[i] writes to members[partner[i]]. */
  readonly partner: readonly number[];
  readonly packageId: number;
  readonly webhookKey: string;
}

/** Builds the server in-process once (migrations, the localhost site, secrets), writes the members, closes it again. */
export async function prepare(databaseUrl: string): Promise<Fixture> {
  const app = await buildServer(testConfig(databaseUrl, { SITE_CACHE_TTL_MS: '0' }));
  try {
    const handle: ServerHandle = {
      app,
      get database(): never {
        throw new Error('unused');
      },
      get config(): never {
        throw new Error('unused');
      },
    };
    const members: ChatMember[] = [];
    for (let i = 0; i < 4; i += 1) members.push(await chatMember(handle, { premium: true, credits: 10_000, country: 'FR' }));
    const first = members[0];
    if (!first) throw new Error('no member');
    const response = await api(handle).get('/api/packages.php?kind=credits', { session: first.session });
    expect(response.statusCode, response.body).toBe(200);
    const pkg = packagesResponseSchema.parse(response.json()).packages[0];
    if (!pkg) throw new Error('the localhost site has no credit package');
    return { members, partner: [1, 0, 3, 2], packageId: pkg.id, webhookKey: app.secrets.webhookKey };
  } finally {
    await app.close();
  }
}

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** One HTTP call as the SPA makes it (same origin, client-type header, session cookie). Throws on a network failure. */
export async function call(base: string, method: 'GET' | 'POST', path: string, options: { session?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    origin: base,
    'sec-fetch-site': 'same-origin',
    'x-client-type': 'web',
    ...(options.session ? { cookie: `${AUTH_COOKIE_NAME}=${options.session}` } : {}),
    ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  };
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
}

export function key(prefix: string): string {
  return `${prefix}-${randomBytes(9).toString('base64url')}`;
}

export interface SentMessage {
  readonly senderId: number;
  readonly key: string;
  readonly messageId: number;
}

export interface Purchase {
  readonly userId: number;
  readonly key: string;
  readonly paymentId: string;
  readonly amountMinor: number;
  readonly currency: string;
}

export interface StreamRecord {
  readonly messages: SentMessage[];
  /** Sends that got no 2xx (a network failure or an error answer): they may or may not have been stored. */
  readonly unanswered: { senderId: number; key: string; to: number }[];
  readonly purchases: Purchase[];
  /** Purchases whose completion webhook was acknowledged (outcome `applied`). */
  readonly completed: Purchase[];
  /** Every non-2xx answer, for the outage checks. */
  readonly failures: Answer[];
  /** Requests that failed at the network level (the server was gone). */
  networkErrors: number;
}

export interface Stream {
  readonly record: StreamRecord;
  /** Stops the lanes and waits for their last requests to settle. */
  stop(): Promise<void>;
}

/** Where the lanes send to: read at every request, so a test can point them at a restarted server. */
export type Target = () => string;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the stream: one send lane per member (each to its partner) and one purchase lane alternating between two
 * members. Lanes keep going through failures (pausing a little after one) until stop().
 */
export function startStream(fixture: Fixture, target: Target, options: { maxSendsPerMember?: number; paceMs?: number } = {}): Stream {
  const record: StreamRecord = { messages: [], unanswered: [], purchases: [], completed: [], failures: [], networkErrors: 0 };
  let running = true;
  // The chat send limit is 120 a minute per member (SEC-23): stay well below it.
  const maxSends = options.maxSendsPerMember ?? 60;
  const pace = options.paceMs ?? 20;

  const sendLane = async (index: number) => {
    const from = fixture.members[index];
    const to = fixture.members[fixture.partner[index] ?? 0];
    if (!from || !to) return;
    // Like the app's API client, a send that got no answer (or a 5xx) is retried with the same key.
    let pending: string | null = null;
    let n = 0;
    while (running && n < maxSends) {
      const idempotencyKey: string = pending ?? key(`fault-${from.id}`);
      pending = idempotencyKey;
      try {
        const answer = await call(target(), 'POST', '/api/message.php', {
          session: from.session,
          body: { idempotency_key: idempotencyKey, kind: 'text', member_id: to.id, text: `message ${n} from ${from.id}` },
        });
        // Only answered sends count against the limit: a request that met no server used none of it.
        n += 1;
        if (answer.status >= 200 && answer.status < 300) {
          const sent = sendMessageResponseSchema.parse(answer.body);
          record.messages.push({ senderId: from.id, key: idempotencyKey, messageId: sent.message.id });
          pending = null;
        } else {
          record.failures.push(answer);
          if (answer.status < 500) pending = null;
          await pause(100);
        }
      } catch {
        record.networkErrors += 1;
        await pause(200);
      }
      await pause(pace);
    }
    if (pending) record.unanswered.push({ senderId: from.id, key: pending, to: to.id });
  };

  /** Calls until answered with something other than a 5xx or a network failure (or the stream stops). */
  const persist = async (request: () => Promise<Answer>): Promise<Answer | null> => {
    while (running) {
      try {
        const answer = await request();
        if (answer.status < 500) return answer;
        record.failures.push(answer);
        await pause(100);
      } catch {
        record.networkErrors += 1;
        await pause(200);
      }
    }
    return null;
  };

  const purchaseLane = async () => {
    for (let n = 0; running; n += 1) {
      const buyer = fixture.members[n % 2 === 0 ? 0 : 2];
      if (!buyer) return;
      const idempotencyKey = key('fault-pay');
      const created = await persist(() =>
        call(target(), 'POST', '/api/payment.php', {
          session: buyer.session,
          body: { idempotency_key: idempotencyKey, package_id: fixture.packageId, method: 'card' },
        }),
      );
      if (!created) return;
      if (created.status !== 200) {
        record.failures.push(created);
        await pause(100);
        continue;
      }
      const { payment } = paymentCreateResponseSchema.parse(created.body);
      const purchase: Purchase = {
        userId: buyer.id,
        key: idempotencyKey,
        paymentId: payment.payment_id,
        amountMinor: payment.amount.amount_minor,
        currency: payment.amount.currency,
      };
      record.purchases.push(purchase);
      // The provider resends the same event (same id) until it is acknowledged.
      const event = sandboxEvent({ type: 'payment.completed', paymentId: purchase.paymentId, providerRef: null, amountMinor: purchase.amountMinor, currency: purchase.currency, now: new Date() });
      const raw = JSON.stringify(event);
      const hooked = await persist(() =>
        call(target(), 'POST', '/api/webhooks/sandbox.php', {
          body: raw,
          headers: { [SANDBOX_SIGNATURE_HEADER]: sandboxSignatureHeader(fixture.webhookKey, raw, new Date()), origin: 'https://provider.example', 'sec-fetch-site': 'cross-site' },
        }),
      );
      if (!hooked) return;
      const outcome = hooked.status === 200 ? webhookResponseSchema.parse(hooked.body).outcome : null;
      if (outcome === 'applied' || outcome === 'duplicate') record.completed.push(purchase);
      else record.failures.push(hooked);
      await pause(pace * 5);
    }
  };

  const lanes = [...fixture.members.map((_member, index) => sendLane(index)), purchaseLane()];
  const all = Promise.all(lanes);
  return {
    record,
    async stop() {
      running = false;
      await all;
    },
  };
}

/** Opens the database from the test process (SQLite file or PostgreSQL URL) to check what was kept. */
export function openDatabase(databaseUrl: string): { db: Kysely<Database>; close: () => Promise<void> } {
  return createDatabase(parseDatabaseUrl(databaseUrl), { error: () => undefined });
}

/**
 * Every acknowledged request is in the database exactly once: messages by (sender, client key), payments by their
 * idempotency key, completed purchases with exactly one credit entry; every stored message with a cost has exactly
 * one spend; every member's balance equals the sum of their ledger.
 */
export async function expectNothingLost(db: Kysely<Database>, fixture: Fixture, record: StreamRecord): Promise<void> {
  const credits = creditsDb(db);
  const chat = chatDb(db);
  for (const sent of record.messages) {
    const rows = await chat.selectFrom('messages').select(['id', 'cost']).where('sender_id', '=', sent.senderId).where('client_key', '=', sent.key).execute();
    expect(rows, `acknowledged message ${sent.key}`).toEqual([{ id: sent.messageId, cost: expect.any(Number) as number }]);
  }
  for (const purchase of record.purchases) {
    const rows = await credits.selectFrom('payments').select(['id', 'public_id', 'status']).where('user_id', '=', purchase.userId).where('idempotency_key', '=', purchase.key).execute();
    expect(rows.map((row) => row.public_id), `acknowledged checkout ${purchase.key}`).toEqual([purchase.paymentId]);
  }
  for (const purchase of record.completed) {
    const payment = await credits.selectFrom('payments').select(['id', 'status']).where('public_id', '=', purchase.paymentId).executeTakeFirstOrThrow();
    expect(payment.status, `acknowledged completion of ${purchase.paymentId}`).toBe('completed');
    const entries = await credits.selectFrom('credit_entries').select('amount').where('idempotency_key', '=', `payment:${payment.id}`).execute();
    expect(entries, `credit entry of ${purchase.paymentId}`).toHaveLength(1);
  }
  for (const member of fixture.members) {
    const charged = await chat.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('sender_id', '=', member.id).where('cost', '>', 0).executeTakeFirstOrThrow();
    const spends = await credits
      .selectFrom('credit_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', member.id)
      .where('reason', '=', 'message')
      .executeTakeFirstOrThrow();
    expect(Number(spends.n), `spends of member ${member.id} match their paid messages`).toBe(Number(charged.n));
    expect(await auditLedger(credits, member.id), `ledger of member ${member.id}`).toMatchObject({ consistent: true });
  }
}

/**
 * Sends every unanswered message again with its key, and a few acknowledged ones: each answers 200, an acknowledged
 * one with the message it was given before (no second copy, no second charge).
 */
export async function replaySends(base: string, fixture: Fixture, record: StreamRecord, acknowledgedSample = 3): Promise<void> {
  const sessionOf = (id: number) => fixture.members.find((member) => member.id === id)?.session;
  for (const pending of record.unanswered) {
    const answer = await call(base, 'POST', '/api/message.php', {
      session: sessionOf(pending.senderId),
      body: { idempotency_key: pending.key, kind: 'text', member_id: pending.to, text: 'retried after the fault' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    record.messages.push({ senderId: pending.senderId, key: pending.key, messageId: sendMessageResponseSchema.parse(answer.body).message.id });
  }
  record.unanswered.length = 0;
  for (const sent of record.messages.slice(-acknowledgedSample)) {
    const to = fixture.members[fixture.partner[fixture.members.findIndex((member) => member.id === sent.senderId)] ?? 0];
    const answer = await call(base, 'POST', '/api/message.php', {
      session: sessionOf(sent.senderId),
      body: { idempotency_key: sent.key, kind: 'text', member_id: to?.id, text: 'replayed' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(sendMessageResponseSchema.parse(answer.body).message.id).toBe(sent.messageId);
  }
}
