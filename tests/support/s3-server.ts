import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server for tests (s3rver: pure JavaScript, objects in a temporary folder), on a free loopback
 * port with one empty bucket. `env` is what a server process needs to use it (MEDIA_STORE=s3 and the S3_* settings);
 * `stop()` closes it and deletes its folder. s3rver accepts only the fixed key pair S3RVER / S3RVER.
 *
 *   const s3 = await startS3Server();
 *   spawn('node', ['scripts/start.mjs'], { env: { ...process.env, ...s3.env } });
 *   …
 *   await s3.stop();
 */
export interface LocalS3Server {
  /** `http://127.0.0.1:<port>` */
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  /** MEDIA_STORE, S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (and S3_PREFIX when given). */
  readonly env: Record<string, string>;
  readonly stop: () => Promise<void>;
}

export interface StartS3ServerOptions {
  /** Bucket name; default `media-test`. */
  readonly bucket?: string;
  /** S3_PREFIX for the server process; default none. */
  readonly prefix?: string;
}

export async function startS3Server(options: StartS3ServerOptions = {}): Promise<LocalS3Server> {
  const bucket = options.bucket ?? 'media-test';
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const region = 'us-east-1';
  let stopped: Promise<void> | undefined;
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      ...(options.prefix ? { S3_PREFIX: options.prefix } : {}),
    },
    stop: () =>
      (stopped ??= (async () => {
        try {
          await server.close();
        } finally {
          rmSync(directory, { recursive: true, force: true });
        }
      })()),
  };
}
