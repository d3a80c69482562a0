import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { startS3Server, type LocalS3Server } from '../support/s3-server';

/**
 * Photo tests run on both media stores: the local directory (the default) and an S3-compatible bucket on a local
 * S3 server (s3rver) started for the suite. Call `useMediaStore(kind)` before `useServer(...)` in a describe block and
 * pass `() => media.env` (merged with any other settings) as the server's environment: its beforeAll runs first and
 * its afterAll last (vitest runs after-hooks in reverse).
 */
export const MEDIA_STORES = ['local', 's3'] as const;
export type MediaStoreKind = (typeof MEDIA_STORES)[number];

export interface MediaStoreHandle {
  /** MEDIA_STORE and the S3_* settings (empty for the local store). Read inside hooks or tests only. */
  readonly env: Record<string, string>;
  /** The local S3 server, or null for the local store. */
  readonly s3: LocalS3Server | null;
}

export function useMediaStore(kind: MediaStoreKind): MediaStoreHandle {
  let s3: LocalS3Server | null = null;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  return {
    get env() {
      if (kind === 'local') return {};
      if (!s3) throw new Error('the local S3 server is not started yet: read .env inside a hook or test');
      return s3.env;
    },
    get s3() {
      return s3;
    },
  };
}

/** Every object key in the local S3 server's bucket (up to 1000). */
export async function listBucket(s3: LocalS3Server | null): Promise<string[]> {
  if (!s3) throw new Error('no S3 server');
  const client = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  try {
    const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (answer.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
  } finally {
    client.destroy();
  }
}
