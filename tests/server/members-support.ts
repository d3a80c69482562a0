import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Gender } from '../../contract/accounts';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { errorBodySchema, type ErrorBody } from '../../contract/errors';
import { startSession } from '../../server/sessions/service';
import { spaHeaders, type ServerHandle } from './harness';

/** Helpers of the members, search and media tests: members written straight into the database, sessions, calls. */

const RUN = randomBytes(3).toString('hex');
let counter = 0;

export interface MemberOptions {
  name?: string;
  gender?: Gender | null;
  seeking?: Gender | null;
  /** Age in whole years today (birth date = today minus age years, minus `ageDays` days). */
  age?: number;
  ageDays?: number;
  country?: string;
  region?: string | null;
  city?: string | null;
  lat?: number | null;
  lon?: number | null;
  bodyType?: string | null;
  kink?: boolean;
  interests?: string[];
  invisible?: boolean;
  fictional?: boolean;
  profileStatus?: 'active' | 'disabled';
  userStatus?: 'confirmed' | 'not_confirmed' | 'deleted' | 'banned';
  premium?: boolean;
  lastActiveAt?: string;
  /** The site the account belongs to (default: localhost). */
  host?: string;
}

export interface TestMember {
  readonly id: number;
  readonly email: string;
  readonly siteId: number;
}

function birthDate(age: number, extraDays: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

export async function siteIdOf(server: ServerHandle, host = 'localhost'): Promise<number> {
  return (await server.app.sites.resolve(host)).id;
}

/** A member written directly (no signup, no argon2): fast enough for hundreds per test. */
export async function createMember(server: ServerHandle, options: MemberOptions = {}): Promise<TestMember> {
  counter += 1;
  const n = counter;
  const db = server.app.db;
  const email = `m.${RUN}.${n}@example.com`;
  const siteId = await siteIdOf(server, options.host);
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      site_id: siteId,
      email,
      email_normalized: email,
      password_hash: null,
      status: options.userStatus ?? 'confirmed',
      paid_user: options.premium ? 1 : 0,
      language: 'en',
      created_at: now,
      confirmed_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      user_id: id,
      name: options.name ?? `Member ${n}`,
      date_of_birth: birthDate(options.age ?? 30, options.ageDays ?? 10),
      country: options.country ?? 'NL',
      region: options.region === undefined ? null : options.region,
      gender: options.gender === undefined ? 'woman' : options.gender,
      seeking: options.seeking === undefined ? 'man' : options.seeking,
      status: options.profileStatus ?? 'active',
      signup_message: null,
      target_profile_id: null,
      created_at: now,
      body_type: options.bodyType ?? null,
      kink: options.kink ? 1 : 0,
      interests: JSON.stringify(options.interests ?? []),
      invisible: options.invisible ? 1 : 0,
      fictional: options.fictional ? 1 : 0,
      city: options.city ?? null,
      lat: options.lat ?? null,
      lon: options.lon ?? null,
      last_active_at: options.lastActiveAt ?? new Date(Date.now() - n * 1000).toISOString(),
    })
    .execute();
  return { id, email, siteId };
}

export async function sessionOf(server: ServerHandle, member: TestMember): Promise<string> {
  const { token } = await startSession(server.app.db, { userId: member.id, siteId: member.siteId, now: new Date(), userAgent: 'vitest' });
  return token;
}

export interface RequestOptions {
  readonly session?: string | undefined;
  readonly host?: string;
  readonly headers?: Record<string, string>;
}

function headersFor(options: RequestOptions): Record<string, string> {
  return {
    ...spaHeaders(options.host ?? 'localhost:3000'),
    ...(options.session ? { cookie: `${AUTH_COOKIE_NAME}=${options.session}` } : {}),
    ...options.headers,
  };
}

export function api(server: ServerHandle) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD', url: string, payload?: unknown, options: RequestOptions = {}) =>
    server.app.inject({
      method,
      url,
      headers: headersFor(options),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, options?: RequestOptions) => call('GET', url, undefined, options),
    head: (url: string, options?: RequestOptions) => call('HEAD', url, undefined, options),
    post: (url: string, payload: unknown, options?: RequestOptions) => call('POST', url, payload, options),
    put: (url: string, payload: unknown, options?: RequestOptions) => call('PUT', url, payload, options),
    delete: (url: string, options?: RequestOptions) => call('DELETE', url, undefined, options),
  };
}

export function errorOf(response: LightMyRequestResponse): ErrorBody {
  return errorBodySchema.parse(response.json());
}

export function okJson<T = unknown>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** A multipart/form-data body with one file part and optional fields, as a browser sends it. */
export function multipartBody(
  file: { data: Buffer; filename?: string; contentType?: string; field?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  server: ServerHandle,
  session: string,
  data: Buffer,
  options: { visibility?: string; filename?: string; contentType?: string; extraFields?: Record<string, string> } = {},
) {
  const { payload, contentType } = multipartBody(
    { data, ...(options.filename ? { filename: options.filename } : {}), ...(options.contentType ? { contentType: options.contentType } : {}) },
    { ...(options.visibility ? { visibility: options.visibility } : {}), ...options.extraFields },
  );
  return server.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { ...headersFor({ session }), 'content-type': contentType },
    payload,
  });
}

/** A small real JPEG (a colour gradient, so it survives re-encoding as a picture). */
export async function sampleJpeg(width = 640, height = 480, colour = { r: 200, g: 80, b: 120 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#3366cc"/></svg>`) }])
    .jpeg()
    .toBuffer();
}
