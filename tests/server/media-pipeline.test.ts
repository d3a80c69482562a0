import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../server/errors/http-error';
import { inDecodeQueue, MAX_WAITING, photoDecodeLoad, processPhoto, setPhotoDecodeConcurrency } from '../../server/media/pipeline';
import { sampleJpeg } from './members-support';

/** SEC-30: images are decoded through one bounded, process-wide queue. No timings: the queue's counts are checked. */

/** Blocks the queue with a job that ends only when `release` is called. */
function blocker(): { done: Promise<void>; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done: inDecodeQueue(() => gate), release };
}

describe('the photo decode queue', () => {
  afterEach(() => setPhotoDecodeConcurrency(1));

  it('decodes one image at a time by default; the others wait their turn and all finish', async () => {
    const first = blocker();
    const jpeg = await sampleJpeg(800, 600);
    const photos = Array.from({ length: 3 }, () => processPhoto(jpeg));
    // The header checks run at once; the decoding waits behind the blocked job.
    await vi.waitFor(() => expect(photoDecodeLoad()).toEqual({ active: 1, waiting: 3 }), { timeout: 30_000 });
    first.release();
    await first.done;
    const done = await Promise.all(photos);
    expect(done.map((photo) => [photo.width, photo.height])).toEqual([[800, 600], [800, 600], [800, 600]]);
    expect(photoDecodeLoad()).toEqual({ active: 0, waiting: 0 });
  });

  it('runs PHOTO_DECODE_CONCURRENCY images at once when configured', async () => {
    setPhotoDecodeConcurrency(2);
    const [a, b, c] = [blocker(), blocker(), blocker()];
    await vi.waitFor(() => expect(photoDecodeLoad()).toEqual({ active: 2, waiting: 1 }), { timeout: 30_000 });
    for (const job of [a, b, c]) job.release();
    await Promise.all([a.done, b.done, c.done]);
  });

  it('refuses a new image with `unavailable` (503) when the queue is full, and takes it again once there is room', async () => {
    const jobs = Array.from({ length: MAX_WAITING + 1 }, () => blocker());
    expect(photoDecodeLoad()).toEqual({ active: 1, waiting: MAX_WAITING });
    const jpeg = await sampleJpeg(200, 100);
    const refused = await processPhoto(jpeg).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).code).toBe('unavailable');
    expect((refused as HttpError).statusCode).toBe(503);
    // The server's own drawings (demo avatars) wait instead.
    const drawing = processPhoto(jpeg, { whenBusy: 'wait' });
    await vi.waitFor(() => expect(photoDecodeLoad().waiting).toBe(MAX_WAITING + 1), { timeout: 30_000 });
    for (const job of jobs) job.release();
    await Promise.all(jobs.map((job) => job.done));
    expect((await drawing).width).toBe(200);
    expect((await processPhoto(jpeg)).width).toBe(200);
  });

  it('checks the pixel cap from the header before queueing: an over-size image is refused even when the queue is full', async () => {
    const jobs = Array.from({ length: MAX_WAITING + 1 }, () => blocker());
    const huge = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#eee' } }).png({ palette: true, colours: 2 }).toBuffer();
    await expect(processPhoto(huge)).rejects.toMatchObject({ code: 'photo_too_many_pixels' });
    for (const job of jobs) job.release();
    await Promise.all(jobs.map((job) => job.done));
  });
});
