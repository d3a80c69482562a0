import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { userResponseSchema, type User } from '../../contract/entities';
import { errorBodySchema, type ErrorBody } from '../../contract/errors';
import type { MailTemplate, OutboxEntry } from '../../server/mail/types';
import { afterAnswerOf } from '../../server/accounts/after-answer';
import { spaHeaders, type ServerHandle } from './harness';

/** Helpers of the accounts tests: a controllable clock, SPA-like calls, signups, and mailed links from the outbox. */

const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export { DAY_MS };

/** The server's clock in tests (buildServer `clock` option): starts now, only ever moves forward. */
export class TestClock {
  #ms: number;

  constructor(start: Date = new Date()) {
    this.#ms = start.getTime();
  }

  readonly now = (): Date => new Date(this.#ms);

  advance(ms: number): void {
    this.#ms += ms;
  }
}

let ipCounter = 0;
/** A fresh client address per call, so per-IP limits only bite where a test means them to. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
const RUN = randomBytes(3).toString('hex');
export function uniqueEmail(prefix = 'member'): string {
  emailCounter += 1;
  return `${prefix}.${RUN}.${emailCounter}@example.com`;
}

/** Not in the common-password list, 26 characters. */
export const PASSWORD = 'velvet-harbour-lantern-42!';
export const NEW_PASSWORD = 'quiet-meadow-copper-kettle-7';

export interface CallOptions {
  /** The session token to send as the auth cookie. */
  readonly session?: string | undefined;
  readonly ip?: string;
  readonly host?: string;
  readonly headers?: Record<string, string>;
}

function headersFor(options: CallOptions): Record<string, string> {
  return {
    ...spaHeaders(options.host ?? 'localhost:3000'),
    ...(options.session ? { cookie: `${AUTH_COOKIE_NAME}=${options.session}` } : {}),
    ...options.headers,
  };
}

/** Calls the API as the SPA does (same origin, client-type header). */
export function client(server: ServerHandle) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload: unknown, options: CallOptions = {}) =>
    server.app.inject({
      method,
      url,
      headers: headersFor(options),
      remoteAddress: options.ip ?? nextIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, options?: CallOptions) => call('GET', url, undefined, options),
    post: (url: string, payload: unknown = {}, options?: CallOptions) => call('POST', url, payload, options),
    put: (url: string, payload: unknown, options?: CallOptions) => call('PUT', url, payload, options),
  };
}
export type Client = ReturnType<typeof client>;

export function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === AUTH_COOKIE_NAME);
}

export function errorOf(response: LightMyRequestResponse): ErrorBody {
  return errorBodySchema.parse(response.json());
}

export function userOf(response: LightMyRequestResponse): User {
  expect(response.statusCode, response.body).toBe(200);
  return userResponseSchema.parse(response.json()).user;
}

export interface SignupInput {
  email: string;
  name: string;
  password: string;
  date_of_birth: string;
  [key: string]: unknown;
}

export function signupBody(overrides: Partial<SignupInput> = {}): SignupInput {
  const email = overrides.email ?? uniqueEmail();
  return { email, name: `Member ${emailCounter}`, password: PASSWORD, date_of_birth: '1990-05-17', ...overrides };
}

export interface Member {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly user: User;
  /** The session token of the signup. */
  readonly session: string;
}

/** Signs up through the API and checks it worked. */
export async function signUp(api: Client, overrides: Partial<SignupInput> = {}, options: CallOptions = {}): Promise<Member> {
  const body = signupBody(overrides);
  const response = await api.post('/api/signup.php', body, options);
  const user = userOf(response);
  const session = sessionCookie(response)?.value;
  expect(session).toBeTruthy();
  return { email: body.email, password: body.password, name: body.name, user, session: session ?? '' };
}

export async function logIn(api: Client, email: string, password: string, options: CallOptions = {}) {
  return api.post('/api/user.php', { email, password }, options);
}

/** Mails to an address, newest first, optionally of one template. */
export async function mailsTo(server: ServerHandle, to: string, template?: MailTemplate): Promise<OutboxEntry[]> {
  // Reset mails are written after the answer (SEC-4): wait for that work first.
  await settleAccountWork(server);
  const all = await server.app.mailer.outbox(to);
  return template ? all.filter((mail) => mail.template === template) : all;
}

export async function latestMail(server: ServerHandle, to: string, template: MailTemplate): Promise<OutboxEntry> {
  const [mail] = await mailsTo(server, to, template);
  expect(mail, `a ${template} mail to ${to}`).toBeDefined();
  return mail as OutboxEntry;
}

/** The link a mail carries, as a URL. */
export function linkOf(mail: OutboxEntry): URL {
  const link = mail.params.link;
  expect(typeof link).toBe('string');
  return new URL(String(link));
}

export function tokenOf(mail: OutboxEntry): string {
  const token = linkOf(mail).searchParams.get('token');
  expect(token).toBeTruthy();
  return token ?? '';
}

/** Waits until the work the accounts area does after answering (reset mails, SEC-4) has finished. */
export async function settleAccountWork(server: ServerHandle): Promise<void> {
  await afterAnswerOf(server.app.db).idle();
}
