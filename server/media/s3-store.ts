import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { MediaStoreConfig } from '../config';
import { HttpError } from '../errors/http-error';
import type { PhotoVariant } from '../../contract/members';
import { assertMediaKey, PHOTO_VARIANT_FILES, type MediaStore } from './store';

type S3Config = Extract<MediaStoreConfig, { kind: 's3' }>;

/**
 * Thrown when the bucket cannot be reached or refuses a request (not for a missing object, which is null/false). It is
 * the `unavailable` answer (503, translated "try again in a few minutes"), logged with its cause: whoever meets it —
 * the photo route, an upload, a chat photo — answers a temporary fault, never a 500.
 */
export class MediaStoreUnavailableError extends HttpError {
  override name = 'MediaStoreUnavailableError';

  constructor(detail: string, cause: unknown) {
    super('unavailable', { cause: new Error(`media store: ${detail}`, { cause }) });
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 404;
}

/**
 * Photo files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…) through the official AWS SDK v3. The objects
 * are private (no ACL is ever set, and no presigned or public URL is ever made): the server streams them to the
 * browser through the access-checked photo route, exactly as from the local directory, so access checks, blurring
 * and quotas are the same for both stores. Keys are checked as in LocalMediaStore and laid out the same way
 * (`<prefix>photos/<2 chars>/<key>.<variant>.jpg`), so a local media directory can be copied into a bucket as is.
 */
export class S3MediaStore implements MediaStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(config: S3Config) {
    this.#bucket = config.bucket;
    this.#prefix = config.prefix;
    this.#client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint.toString() } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: MinIO, R2 and older S3-compatible servers refuse the SDK's newer
      // default (CRC32 trailers on every upload); the photos are re-encoded by us and written whole.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  objectKey(key: string, variant: PhotoVariant): string {
    assertMediaKey(key);
    return `${this.#prefix}photos/${key.slice(0, 2)}/${key}.${variant}.jpg`;
  }

  async write(key: string, variant: PhotoVariant, data: Buffer): Promise<void> {
    const Key = this.objectKey(key, variant);
    try {
      // A PUT is atomic: readers see the whole object or none.
      await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key, Body: data, ContentType: 'image/jpeg', ContentLength: data.length }));
    } catch (error) {
      throw new MediaStoreUnavailableError(`could not write ${Key}`, error);
    }
  }

  async open(key: string, variant: PhotoVariant): Promise<{ stream: Readable; size: number } | null> {
    const Key = this.objectKey(key, variant);
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key }));
      const body = answer.Body as Readable | undefined;
      if (!body) return null;
      if (answer.ContentLength === undefined) {
        body.destroy();
        throw new Error('no content length in the answer');
      }
      return { stream: body, size: answer.ContentLength };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new MediaStoreUnavailableError(`could not read ${Key}`, error);
    }
  }

  async has(key: string, variant: PhotoVariant): Promise<boolean> {
    const Key = this.objectKey(key, variant);
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw new MediaStoreUnavailableError(`could not look up ${Key}`, error);
    }
  }

  async remove(key: string): Promise<void> {
    // One DELETE per variant (deleting a missing object succeeds): DeleteObjects needs a Content-MD5 that some
    // S3-compatible servers handle differently, and three requests are nothing next to an upload.
    const keys = PHOTO_VARIANT_FILES.map((variant) => this.objectKey(key, variant));
    try {
      await Promise.all(keys.map((Key) => this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key }))));
    } catch (error) {
      throw new MediaStoreUnavailableError(`could not remove the files of a photo`, error);
    }
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}
