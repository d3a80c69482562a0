import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_UPLOAD, type PhotoVariant } from '../../contract/members';
import { HttpError } from '../errors/http-error';

/**
 * Every photo, uploaded or generated, goes through here (SEC-16, SEC-18):
 * 1. the format is read from the content (sharp reads the header): JPEG, PNG, WebP or GIF, nothing else — the file
 *    name and the declared type are never consulted;
 * 2. width × height is checked from the header before anything is decoded, so a 20000 × 20000 "decompression bomb"
 *    is refused at once, and sharp's own pixel limit guards the decode as well;
 * 3. the image is decoded and re-encoded as new JPEG files: auto-rotated from its EXIF orientation, then written
 *    without any metadata (EXIF, GPS, ICC, XMP, comments), and anything appended to the original (a polyglot's HTML
 *    or script, an archive) is simply not part of the decoded pixels.
 * The blurred variant is made from a tiny (24 px) copy, so no detail of a private photo survives in it.
 *
 * Decoding is bounded (SEC-30): a small file can hold a huge image (a 5 KB two-colour PNG of 25 megapixels), and
 * decoding it is seconds of CPU. Step 1–2 (the header) run at once; step 3 waits its turn in one process-wide queue
 * that runs PHOTO_DECODE_CONCURRENCY images at a time (default 1), each on one libvips thread, so on a small machine
 * at least one core stays free for every other request however many uploads arrive together. The queue holds at most
 * MAX_WAITING images; beyond that an upload is answered `unavailable` (503, "try again in a few minutes") instead of
 * holding yet another file in memory.
 */

export type PhotoRejection = 'photo_type_invalid' | 'photo_too_many_pixels' | 'photo_unreadable';

export class PhotoRejectedError extends Error {
  override name = 'PhotoRejectedError';
  readonly code: PhotoRejection;

  constructor(code: PhotoRejection, options?: { cause?: unknown }) {
    super(code, options);
    this.code = code;
  }
}

export interface ProcessedPhoto {
  readonly variants: Readonly<Record<PhotoVariant, Buffer>>;
  /** Size of the full variant. */
  readonly width: number;
  readonly height: number;
}

export const VARIANT_SIZES = { thumb: 320, full: 1280, blurred: 480, blurSource: 24 } as const;
const MAX_PIXELS = PHOTO_UPLOAD.maxMegapixels * 1_000_000;
/** Images waiting for their turn beyond which new ones are refused (each holds its file, up to 10 MB). */
export const MAX_WAITING = 64;

// One libvips thread per image: the queue, not libvips, decides how many cores image work may take.
sharp.concurrency(1);
const decodeQueue = pLimit(1);

/** How many images are decoded at once in this process (PHOTO_DECODE_CONCURRENCY; 1 by default). */
export function setPhotoDecodeConcurrency(concurrency: number): void {
  decodeQueue.concurrency = Math.max(1, Math.floor(concurrency));
}

/** Images being decoded and waiting (for tests and metrics). */
export function photoDecodeLoad(): { readonly active: number; readonly waiting: number } {
  return { active: decodeQueue.activeCount, waiting: decodeQueue.pendingCount };
}
const ACCEPTED: ReadonlySet<string> = new Set(PHOTO_UPLOAD.formats);
const JPEG = { quality: 82, mozjpeg: true } as const;

async function inspect(input: Buffer): Promise<Metadata> {
  try {
    // Header only: nothing is decoded yet, so the pixel check can run before any decoding.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PhotoRejectedError('photo_type_invalid', { cause: error });
  }
}

export interface ProcessOptions {
  /**
   * `refuse` (default, for anything a member sends): answer `unavailable` at once when MAX_WAITING images already
   * wait. `wait`: always take a place in the queue (the server's own drawings, e.g. a demo avatar drawn on first view).
   */
  readonly whenBusy?: 'refuse' | 'wait';
}

/** Checks and re-encodes an image; throws PhotoRejectedError for anything that is not an acceptable photo. */
export async function processPhoto(input: Buffer, options: ProcessOptions = {}): Promise<ProcessedPhoto> {
  const metadata = await inspect(input);
  if (!metadata.format || !ACCEPTED.has(metadata.format)) throw new PhotoRejectedError('photo_type_invalid');
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width <= 0 || height <= 0) throw new PhotoRejectedError('photo_unreadable');
  if (width * height > MAX_PIXELS) throw new PhotoRejectedError('photo_too_many_pixels');
  return inDecodeQueue(() => decode(input), options);
}

/** Runs image work in the process-wide decode queue; unless told to wait, refuses it when MAX_WAITING jobs wait. */
export function inDecodeQueue<T>(job: () => Promise<T>, options: ProcessOptions = {}): Promise<T> {
  if (options.whenBusy !== 'wait' && decodeQueue.pendingCount >= MAX_WAITING) {
    return Promise.reject(new HttpError('unavailable', { cause: new Error('photo decode queue full') }));
  }
  return decodeQueue(job);
}

async function decode(input: Buffer): Promise<ProcessedPhoto> {
  try {
    // Only the first frame of an animation; orientation applied, then every later step starts from clean pixels.
    const oriented = await sharp(input, { limitInputPixels: MAX_PIXELS, pages: 1 })
      .rotate()
      .resize({ width: VARIANT_SIZES.full, height: VARIANT_SIZES.full, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: { r: 255, g: 255, b: 255 } })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { info } = oriented;
    const pixels = () => sharp(oriented.data, { raw: { width: info.width, height: info.height, channels: info.channels } });

    const [full, thumb, tiny] = await Promise.all([
      pixels().jpeg(JPEG).toBuffer(),
      pixels().resize(VARIANT_SIZES.thumb, VARIANT_SIZES.thumb, { fit: 'cover', position: 'attention' }).jpeg(JPEG).toBuffer(),
      pixels().resize(VARIANT_SIZES.blurSource, VARIANT_SIZES.blurSource, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true }),
    ]);
    const blurred = await sharp(tiny.data, { raw: { width: tiny.info.width, height: tiny.info.height, channels: tiny.info.channels } })
      .resize(VARIANT_SIZES.blurred, VARIANT_SIZES.blurred, { kernel: 'cubic' })
      .blur(18)
      .jpeg(JPEG)
      .toBuffer();
    return { variants: { thumb, full, blurred }, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new PhotoRejectedError('photo_too_many_pixels', { cause: error });
    throw new PhotoRejectedError('photo_unreadable', { cause: error });
  }
}
