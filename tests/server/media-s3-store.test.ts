import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseMediaStore } from '../../server/config';
import { MediaStoreUnavailableError, S3MediaStore } from '../../server/media/s3-store';
import { createMediaStore, InvalidMediaKeyError, LocalMediaStore } from '../../server/media/store';
import { startS3Server, type LocalS3Server } from '../support/s3-server';
import { DATABASES, useServer } from './harness';
import { api, createMember, errorOf, sampleJpeg, sessionOf, upload } from './members-support';

/** The S3-compatible media store against a local S3 server (s3rver), and its configuration. */

describe('S3 media store', () => {
  let s3: LocalS3Server;
  let store: S3MediaStore;

  beforeAll(async () => {
    s3 = await startS3Server({ prefix: 'site-a' });
    const config = parseMediaStore(s3.env);
    if (config.kind !== 's3') throw new Error('expected an S3 configuration');
    store = new S3MediaStore(config);
  });
  afterAll(async () => {
    await store?.close();
    await s3?.stop();
  });

  it('writes, opens, checks and removes every variant of a key', async () => {
    const key = 'abcdef0123456789abcdef0123456789';
    expect(await store.has(key, 'full')).toBe(false);
    await store.write(key, 'full', Buffer.from('full image'));
    await store.write(key, 'thumb', Buffer.from('thumb'));
    await store.write(key, 'blurred', Buffer.from('blurred!'));
    expect(await store.has(key, 'full')).toBe(true);
    const opened = await store.open(key, 'full');
    expect(opened?.size).toBe(10);
    expect(opened && (await text(opened.stream))).toBe('full image');
    // Written again under the same key: the new bytes replace the old ones whole.
    await store.write(key, 'thumb', Buffer.from('thumb, second'));
    const again = await store.open(key, 'thumb');
    expect(again && (await text(again.stream))).toBe('thumb, second');
    await store.remove(key);
    for (const variant of ['thumb', 'full', 'blurred'] as const) {
      expect(await store.has(key, variant)).toBe(false);
      expect(await store.open(key, variant)).toBeNull();
    }
    // Removing what is gone is fine.
    await store.remove(key);
  });

  it('answers null and false for a key that was never written', async () => {
    expect(await store.open('0000000000000000', 'blurred')).toBeNull();
    expect(await store.has('0000000000000000', 'thumb')).toBe(false);
  });

  it('keeps the layout of the local store under the prefix', () => {
    expect(store.objectKey('demo-f1-abc12345', 'thumb')).toBe('site-a/photos/de/demo-f1-abc12345.thumb.jpg');
  });

  it('refuses keys that are not media keys before any request', async () => {
    for (const key of ['../../etc/passwd', 'short', 'ABCDEF0123456789', 'abcdef01/23456789', '', 'a'.repeat(65), '-abcdef012345678']) {
      await expect(store.write(key, 'full', Buffer.from('x'))).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(store.open(key, 'full')).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(store.has(key, 'full')).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
    }
  });

  it('reports an unreachable bucket as a fault, not as a missing file', async () => {
    const config = parseMediaStore({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    if (config.kind !== 's3') throw new Error('expected an S3 configuration');
    const elsewhere = new S3MediaStore(config);
    try {
      await expect(elsewhere.write('abcdef0123456789', 'full', Buffer.from('x'))).rejects.toBeInstanceOf(MediaStoreUnavailableError);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('media store configuration', () => {
  it('is the local directory by default', async () => {
    expect(parseMediaStore({})).toEqual({ kind: 'local' });
    expect(await createMediaStore({ mediaDir: '/tmp/media' })).toBeInstanceOf(LocalMediaStore);
  });

  it('reads the S3 settings', () => {
    expect(
      parseMediaStore({
        MEDIA_STORE: 'S3',
        S3_BUCKET: 'photos.example',
        S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/partner-1/media/',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'photos.example',
      region: 'auto',
      endpoint: new URL('https://abc.r2.cloudflarestorage.com'),
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'partner-1/media/',
    });
    expect(parseMediaStore({ MEDIA_STORE: 's3', S3_BUCKET: 'photos' })).toMatchObject({ region: 'us-east-1', endpoint: null, credentials: null, forcePathStyle: false, prefix: '' });
  });

  it('refuses incomplete or wrong S3 settings with a clear message that never shows the secret', () => {
    const wrong: Record<string, string>[] = [
      { MEDIA_STORE: 'ftp' },
      { MEDIA_STORE: 's3' },
      { MEDIA_STORE: 's3', S3_BUCKET: 'Not_A_Bucket' },
      { MEDIA_STORE: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'ftp://example.com' },
      { MEDIA_STORE: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'not a url' },
      { MEDIA_STORE: 's3', S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'hunter2-secret' },
      { MEDIA_STORE: 's3', S3_BUCKET: 'photos', S3_PREFIX: 'a/../b' },
      { MEDIA_STORE: 's3', S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'maybe' },
    ];
    for (const env of wrong) {
      expect(() => parseMediaStore(env), JSON.stringify(env)).toThrow(ConfigError);
      try {
        parseMediaStore(env);
      } catch (error) {
        expect((error as Error).message).not.toContain('hunter2-secret');
      }
    }
  });
});

describe.each(DATABASES)('photo route with an unreachable bucket on %s', (kind) => {
  const server = useServer(kind, { MEDIA_STORE: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });

  it('answers 503 with a translated message, not 500, and the upload is refused the same way', async () => {
    const member = await createMember(server);
    const session = await sessionOf(server, member);
    const { id } = await server.app.db
      .insertInto('photos')
      .values({ user_id: member.id, storage_key: 'abcdef0123456789', status: 'active', visibility: 'public', position: 0, width: 10, height: 10, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await api(server).get(`/media/photos/${id}/full`, { session });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toMatchObject({ error: 'unavailable', status: 503 });
    expect(errorOf(response).message).toMatch(/try again/);
    const uploaded = await upload(server, session, await sampleJpeg(200, 100));
    expect(uploaded.statusCode).toBe(503);
    expect(errorOf(uploaded).error).toBe('unavailable');
  });
});
