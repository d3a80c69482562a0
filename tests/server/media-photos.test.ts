import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_LIMITS } from '../../contract/constants';
import { avatarKey } from '../../server/seed/avatars';
import { photosResponseSchema, photoUploadResponseSchema, profileResponseSchema, type OwnPhoto } from '../../contract/members';
import { DATABASES, useServer, type ServerHandle } from './harness';
import { api, createMember, errorOf, okJson, sampleJpeg, sessionOf, upload, type TestMember } from './members-support';
import { listBucket, MEDIA_STORES, useMediaStore } from './media-support';

/** Photos (SEC-15…18): content checks, caps, re-encoding, quotas under concurrency, access by role on every URL. */

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, valid-looking PNG whose header claims 20000 × 20000 pixels (a decompression bomb, in a few hundred bytes). */
function hugePngHeader(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(20_001 * 64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function ownPhotos(server: ServerHandle, session: string): Promise<OwnPhoto[]> {
  return photosResponseSchema.parse(okJson(await api(server).get('/api/photos.php', { session }))).photos;
}

async function storedFile(server: ServerHandle, url: string, session: string): Promise<Buffer> {
  const response = await api(server).get(url, { session });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

// These suites are about access to active photos, not moderation: uploads are approved at once here (PHOTO_AUTO_APPROVE).
process.env.PHOTO_AUTO_APPROVE = '1';

const SETUPS = DATABASES.flatMap((kind) => MEDIA_STORES.map((store) => [kind, store] as const));

describe.each(SETUPS)('photos on %s with the %s media store', (kind, storeKind) => {
  const media = useMediaStore(storeKind);
  const server = useServer(kind, () => media.env);
  const call = api(server);

  describe('upload checks (SEC-16, SEC-18)', () => {
    let owner: TestMember;
    let session: string;
    beforeAll(async () => {
      owner = await createMember(server, { premium: true });
      session = await sessionOf(server, owner);
    });

    it('accepts a JPEG, re-encodes it into three variants and lists it', async () => {
      const response = await upload(server, session, await sampleJpeg(1600, 1200), { visibility: 'public', filename: '../../etc/passwd.jpg' });
      const answer = photoUploadResponseSchema.parse(okJson(response));
      expect(answer.photo).toMatchObject({ status: 'active', visibility: 'public', width: 1280, height: 960 });
      expect(answer.limit).toBe(PHOTO_LIMITS.premium);
      for (const [variant, size] of [['thumb', [320, 320]], ['full', [1280, 960]], ['blurred', [480, 480]]] as const) {
        const file = await storedFile(server, answer.photo.urls[variant], session);
        const metadata = await sharp(file).metadata();
        expect(metadata.format).toBe('jpeg');
        expect([metadata.width, metadata.height]).toEqual(size);
      }
      // The client's file name is never used: the stored name is random and never shown.
      const row = await server.app.db.selectFrom('photos').select('storage_key').where('id', '=', answer.photo.id).executeTakeFirstOrThrow();
      expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(answer)).not.toContain(row.storage_key);
    });

    it('decides the type by content: a text file named .jpg and an SVG are refused', async () => {
      for (const [data, filename] of [
        [Buffer.from('hello, this is not an image at all'), 'photo.jpg'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'photo.png'],
        [Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'photo.jpeg'],
      ] as const) {
        const response = await upload(server, session, data, { filename, contentType: 'image/jpeg' });
        expect(response.statusCode, response.body).toBe(400);
        expect(errorOf(response).fields?.photo?.code).toBe('photo_type_invalid');
      }
    });

    it('re-encodes a polyglot (a JPEG with an HTML/JS payload appended), so the payload is gone', async () => {
      const payload = '<html><body><script>alert(document.cookie)</script></body></html>';
      const polyglot = Buffer.concat([await sampleJpeg(400, 300), Buffer.from(payload)]);
      const answer = photoUploadResponseSchema.parse(okJson(await upload(server, session, polyglot, { filename: 'x.html' })));
      for (const variant of ['thumb', 'full', 'blurred'] as const) {
        const file = await storedFile(server, answer.photo.urls[variant], session);
        expect(file.includes(Buffer.from('<script'))).toBe(false);
        expect(file.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      }
    });

    it('refuses a 20000 × 20000 PNG from its header, without decoding it', async () => {
      const before = process.memoryUsage().rss;
      const response = await upload(server, session, hugePngHeader(), { contentType: 'image/png' });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).fields?.photo).toEqual({ code: 'photo_too_many_pixels', params: { count: 40 } });
      // Decoding would need 1.2 GB.
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    });

    it('refuses files over 10 MB with 413', async () => {
      const big = Buffer.concat([await sampleJpeg(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
      const response = await upload(server, session, big);
      expect(response.statusCode).toBe(413);
      expect(errorOf(response)).toMatchObject({ error: 'payload_too_large', fields: { photo: { code: 'photo_file_too_large', params: { count: 10 } } } });
    });

    it('refuses other fields, a second file and an empty upload', async () => {
      const extra = await upload(server, session, await sampleJpeg(), { extraFields: { user_id: '1' } });
      expect(extra.statusCode).toBe(400);
      expect(errorOf(extra).fields?.user_id?.code).toBe('unknown_field');
      const empty = await upload(server, session, Buffer.alloc(0));
      expect(errorOf(empty).fields?.photo?.code).toBe('photo_required');
      const json = await call.post('/api/photos.php', { photo: 'data:image/jpeg;base64,AAAA' }, { session });
      expect(json.statusCode).toBe(400);
      const badVisibility = await upload(server, session, await sampleJpeg(), { visibility: 'friends' });
      expect(errorOf(badVisibility).fields?.visibility?.code).toBe('invalid_value');
    });

    it('keeps no metadata: EXIF with GPS, ICC profile and XMP are all gone', async () => {
      const tagged = await sharp(await sampleJpeg(800, 600))
        .withExif({
          IFD0: { Make: 'SpyCam', Model: 'X1', Copyright: 'Someone' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 4100/100' },
        })
        .withIccProfile('p3')
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Someone</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>')
        .jpeg()
        .toBuffer();
      const original = await sharp(tagged).metadata();
      expect(original.exif && original.icc && original.xmp).toBeTruthy();
      const answer = photoUploadResponseSchema.parse(okJson(await upload(server, session, tagged)));
      for (const variant of ['thumb', 'full', 'blurred'] as const) {
        const file = await storedFile(server, answer.photo.urls[variant], session);
        const metadata = await sharp(file).metadata();
        expect({ exif: metadata.exif, icc: metadata.icc, xmp: metadata.xmp, iptc: metadata.iptc, comments: metadata.comments }).toEqual({
          exif: undefined,
          icc: undefined,
          xmp: undefined,
          iptc: undefined,
          comments: undefined,
        });
        expect(file.includes(Buffer.from('SpyCam'))).toBe(false);
        expect(file.includes(Buffer.from('Exif'))).toBe(false);
      }
    });

    it('limits uploads per member (SEC-23): the 61st in an hour gets 429', async () => {
      const member = await createMember(server);
      const memberSession = await sessionOf(server, member);
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) statuses.push((await upload(server, memberSession, Buffer.from('not an image'))).statusCode);
      expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
      expect(statuses[60]).toBe(429);
      // Another member is not affected.
      expect((await upload(server, session, Buffer.from('not an image'))).statusCode).toBe(400);
    });

    it('applies the EXIF orientation before dropping it', async () => {
      const portrait = await sharp(await sampleJpeg(600, 400)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
      const answer = photoUploadResponseSchema.parse(okJson(await upload(server, session, portrait)));
      expect([answer.photo.width, answer.photo.height]).toEqual([400, 600]);
    });
  });

  describe('quota (SEC-17)', () => {
    it('lets exactly one of 10 parallel uploads through for a free member with 2 photos', async () => {
      const member = await createMember(server);
      const session = await sessionOf(server, member);
      const jpeg = await sampleJpeg(320, 240);
      for (let i = 0; i < 2; i += 1) okJson(await upload(server, session, jpeg));
      const responses = await Promise.all(Array.from({ length: 10 }, () => upload(server, session, jpeg)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(refused && errorOf(refused)).toMatchObject({
        error: 'photo_limit',
        params: { count: PHOTO_LIMITS.free },
        fields: { photo: { code: 'photo_limit_free', params: { count: PHOTO_LIMITS.free } } },
      });
      expect(await ownPhotos(server, session)).toHaveLength(PHOTO_LIMITS.free);
    });

    it('allows premium members 25 and says so at the limit', async () => {
      const member = await createMember(server, { premium: true });
      const session = await sessionOf(server, member);
      const now = new Date().toISOString();
      await server.app.db
        .insertInto('photos')
        .values(
          Array.from({ length: PHOTO_LIMITS.premium - 1 }, (_, position) => ({
            user_id: member.id,
            storage_key: `quota-test-${member.id}-${position}`,
            status: 'active' as const,
            visibility: 'public' as const,
            position,
            width: 10,
            height: 10,
            created_at: now,
          })),
        )
        .execute();
      const jpeg = await sampleJpeg(320, 240);
      const responses = await Promise.all(Array.from({ length: 5 }, () => upload(server, session, jpeg)));
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(refused && errorOf(refused).fields?.photo).toEqual({ code: 'photo_limit_premium', params: { count: PHOTO_LIMITS.premium } });
    });
  });

  describe('managing own photos', () => {
    it('reorders, sets the main photo, changes visibility and deletes', async () => {
      const member = await createMember(server);
      const session = await sessionOf(server, member);
      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1) ids.push(photoUploadResponseSchema.parse(okJson(await upload(server, session, await sampleJpeg(300 + i, 200)))).photo.id);
      const [a, b, c] = ids as [number, number, number];
      expect((await ownPhotos(server, session)).map((photo) => [photo.id, photo.main])).toEqual([[a, true], [b, false], [c, false]]);

      let answer = photosResponseSchema.parse(okJson(await call.put('/api/photos.php', { main_id: c }, { session })));
      expect(answer.photos.map((photo) => photo.id)).toEqual([c, a, b]);
      expect(answer.photos[0]?.main).toBe(true);

      answer = photosResponseSchema.parse(okJson(await call.put('/api/photos.php', { order: [b, c, a], visibility: [{ id: a, visibility: 'private' }] }, { session })));
      expect(answer.photos.map((photo) => [photo.id, photo.visibility])).toEqual([[b, 'public'], [c, 'public'], [a, 'private']]);

      const wrongOrder = await call.put('/api/photos.php', { order: [b, c] }, { session });
      expect(errorOf(wrongOrder).fields?.order?.code).toBe('photo_order_invalid');

      answer = photosResponseSchema.parse(okJson(await call.delete(`/api/photos.php?id=${b}`, { session })));
      expect(answer.photos.map((photo) => photo.id)).toEqual([c, a]);
      expect(answer.photos[0]?.main).toBe(true);
      expect((await call.get(`/media/photos/${b}/thumb`, { session })).statusCode).toBe(404);
    });

    it('cannot touch someone else’s photos', async () => {
      const owner = await createMember(server);
      const other = await createMember(server);
      const photo = photoUploadResponseSchema.parse(okJson(await upload(server, await sessionOf(server, owner), await sampleJpeg()))).photo;
      const otherSession = await sessionOf(server, other);
      expect((await call.delete(`/api/photos.php?id=${photo.id}`, { session: otherSession })).statusCode).toBe(404);
      expect((await call.put('/api/photos.php', { main_id: photo.id }, { session: otherSession })).statusCode).toBe(404);
      expect((await call.put('/api/photos.php', { visibility: [{ id: photo.id, visibility: 'private' }] }, { session: otherSession })).statusCode).toBe(404);
      expect((await call.get(`/media/photos/${photo.id}/full`, { session: otherSession })).statusCode).toBe(200);
    });

    it('needs a session for every own-photo call', async () => {
      for (const response of [await call.get('/api/photos.php'), await call.put('/api/photos.php', { main_id: 1 }), await call.delete('/api/photos.php?id=1')]) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).error).toBe('authentication_required');
      }
    });
  });

  describe('who receives which file (SEC-14, SEC-15)', () => {
    const roles: Record<string, string | undefined> = {};
    let owner: TestMember;
    let privatePhoto: OwnPhoto;
    let publicPhoto: OwnPhoto;
    let secondPublic: OwnPhoto;

    beforeAll(async () => {
      owner = await createMember(server, { name: 'Owner' });
      roles.owner = await sessionOf(server, owner);
      publicPhoto = photoUploadResponseSchema.parse(okJson(await upload(server, roles.owner, await sampleJpeg(500, 500), { visibility: 'public' }))).photo;
      privatePhoto = photoUploadResponseSchema.parse(okJson(await upload(server, roles.owner, await sampleJpeg(500, 500), { visibility: 'private' }))).photo;
      secondPublic = photoUploadResponseSchema.parse(okJson(await upload(server, roles.owner, await sampleJpeg(500, 500), { visibility: 'public' }))).photo;
      roles.visitor = undefined;
      roles.free = await sessionOf(server, await createMember(server));
      roles.premium = await sessionOf(server, await createMember(server, { premium: true }));
      const blocked = await createMember(server, { premium: true });
      roles.blocked = await sessionOf(server, blocked);
      okJson(await call.post('/api/block.php', { id: blocked.id }, { session: roles.owner }));
    });

    const expected: Record<string, Record<'thumb' | 'full' | 'blurred', number>> = {
      owner: { thumb: 200, full: 200, blurred: 200 },
      premium: { thumb: 200, full: 200, blurred: 200 },
      free: { thumb: 403, full: 403, blurred: 200 },
      visitor: { thumb: 403, full: 403, blurred: 200 },
      blocked: { thumb: 404, full: 404, blurred: 404 },
    };

    it.each(Object.keys(expected))('%s: the private photo by every URL', async (role) => {
      const session = roles[role];
      for (const variant of ['thumb', 'full', 'blurred'] as const) {
        const want = expected[role]?.[variant];
        const urls = [
          `/media/photos/${privatePhoto.id}/${variant}`,
          `/media/photos/${privatePhoto.id}/${variant}?download=1`,
          `/media/photos/0${privatePhoto.id}/${variant}`,
        ];
        for (const url of urls) {
          const response = await call.get(url, { session });
          expect(response.statusCode, `${role} ${url}`).toBe(want);
          if (want === 200) {
            expect(response.headers['content-type']).toBe('image/jpeg');
            expect(response.headers['cache-control']).toBe('private, no-cache');
            expect(response.headers['x-content-type-options']).toBe('nosniff');
          } else {
            expect(response.headers['content-type']).toMatch(/^application\/json/);
          }
          expect((await call.head(url, { session })).statusCode, `HEAD ${role} ${url}`).toBe(want);
        }
      }
      // Anything else never leads to a file, not even for the owner.
      for (const url of [
        `/media/photos/${privatePhoto.id}/original`,
        `/media/photos/${privatePhoto.id}/FULL`,
        `/media/photos/${privatePhoto.id}/full.jpg`,
        `/media/photos/${privatePhoto.id}/full/`,
        `/media/photos/${privatePhoto.id}/..%2Ffull`,
        `/media/photos/${privatePhoto.id}`,
        `/media/${privatePhoto.id}/full`,
      ]) {
        const response = await call.get(url, { session });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).not.toBe('image/jpeg');
      }
    });

    it('answers the owner’s photos to each role as the profile says', async () => {
      const forRole = async (role: string) => profileResponseSchema.parse(okJson(await call.get(`/api/profile.php?id=${owner.id}`, { session: roles[role] }))).profile;
      const free = await forRole('free');
      const locked = free.photos.find((photo) => photo.id === privatePhoto.id);
      expect(locked).toMatchObject({ private: true, locked: true, thumb: `/media/photos/${privatePhoto.id}/blurred`, full: `/media/photos/${privatePhoto.id}/blurred` });
      const premium = await forRole('premium');
      expect(premium.photos.find((photo) => photo.id === privatePhoto.id)).toMatchObject({ locked: false, full: `/media/photos/${privatePhoto.id}/full` });
      const visitor = await forRole('visitor');
      expect(visitor.photos.map((photo) => photo.id)).toEqual([publicPhoto.id]);
      expect(visitor.hidden_photo_count).toBe(2);
      expect(visitor.main_image?.filename).toBe(`/media/photos/${publicPhoto.id}/full`);
      // Visitors see the main photo, and need to log in for the others (SPEC §6).
      expect((await call.get(`/media/photos/${publicPhoto.id}/full`)).statusCode).toBe(200);
      const more = await call.get(`/media/photos/${secondPublic.id}/full`);
      expect(more.statusCode).toBe(403);
      expect(errorOf(more).error).toBe('authentication_required');
      expect((await call.get(`/api/profile.php?id=${owner.id}`, { session: roles.blocked })).statusCode).toBe(404);
    });

    it('shows pending photos to the owner only, marked as such', async () => {
      await server.app.db.updateTable('photos').set({ status: 'pending' }).where('id', '=', secondPublic.id).execute();
      const own = await ownPhotos(server, roles.owner ?? '');
      expect(own.find((photo) => photo.id === secondPublic.id)?.status).toBe('pending');
      expect((await call.get(`/media/photos/${secondPublic.id}/thumb`, { session: roles.owner })).statusCode).toBe(200);
      expect((await call.get(`/media/photos/${secondPublic.id}/thumb`, { session: roles.premium })).statusCode).toBe(404);
      const seen = profileResponseSchema.parse(okJson(await call.get(`/api/profile.php?id=${owner.id}`, { session: roles.premium }))).profile;
      expect(seen.photos.map((photo) => photo.id)).not.toContain(secondPublic.id);
      await server.app.db.updateTable('photos').set({ status: 'active' }).where('id', '=', secondPublic.id).execute();
    });

    it('hides every photo of an invisible or deleted member from others', async () => {
      await server.app.db.updateTable('profiles').set({ invisible: 1 }).where('user_id', '=', owner.id).execute();
      expect((await call.get(`/media/photos/${publicPhoto.id}/thumb`, { session: roles.premium })).statusCode).toBe(404);
      expect((await call.get(`/media/photos/${publicPhoto.id}/thumb`, { session: roles.owner })).statusCode).toBe(200);
      await server.app.db.updateTable('profiles').set({ invisible: 0 }).where('user_id', '=', owner.id).execute();
      await server.app.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', owner.id).execute();
      expect((await call.get(`/media/photos/${publicPhoto.id}/blurred`, { session: roles.premium })).statusCode).toBe(404);
      await server.app.db.updateTable('users').set({ status: 'confirmed' }).where('id', '=', owner.id).execute();
    });
  });
  describe('the media store', () => {
    it('keeps the three files of an upload in the chosen store and names it in no answer', async () => {
      const member = await createMember(server);
      const session = await sessionOf(server, member);
      const response = await upload(server, session, await sampleJpeg(400, 300));
      const answer = photoUploadResponseSchema.parse(okJson(response));
      const row = await server.app.db.selectFrom('photos').select('storage_key').where('id', '=', answer.photo.id).executeTakeFirstOrThrow();
      for (const variant of ['thumb', 'full', 'blurred'] as const) expect(await server.app.media.store.has(row.storage_key, variant)).toBe(true);
      if (storeKind === 's3') {
        const listed = await listBucket(media.s3);
        expect(listed.filter((key) => key.includes(row.storage_key)).sort()).toEqual(
          ['blurred', 'full', 'thumb'].map((variant) => `photos/${row.storage_key.slice(0, 2)}/${row.storage_key}.${variant}.jpg`),
        );
        // Photos are streamed by the server: no answer points the browser at the bucket (no presigned or public URL).
        const s3 = media.s3;
        for (const text of [response.body, (await call.get(answer.photo.urls.full, { session })).headers.location ?? '', JSON.stringify(await ownPhotos(server, session))]) {
          expect(text).not.toContain(s3?.endpoint ?? 'no endpoint');
          expect(text).not.toContain(s3?.bucket ?? 'no bucket');
        }
      }
      // Deleting the photo removes its files.
      okJson(await call.delete(`/api/photos.php?id=${answer.photo.id}`, { session }));
      for (const variant of ['thumb', 'full', 'blurred'] as const) expect(await server.app.media.store.has(row.storage_key, variant)).toBe(false);
    });

    it('answers 404, not 500, for a photo whose file is missing', async () => {
      const member = await createMember(server);
      const session = await sessionOf(server, member);
      const answer = photoUploadResponseSchema.parse(okJson(await upload(server, session, await sampleJpeg(300, 200))));
      const row = await server.app.db.selectFrom('photos').select('storage_key').where('id', '=', answer.photo.id).executeTakeFirstOrThrow();
      await server.app.media.store.remove(row.storage_key);
      const response = await call.get(answer.photo.urls.full, { session });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).error).toBe('not_found');
    });

    it('draws a demo avatar into the store on its first view', async () => {
      const member = await createMember(server);
      const key = avatarKey({ seed: member.id * 7919, look: 'feminine', age: 'middle', hair: 'brown' }, 1);
      // The local test media folder outlives a run: start without the drawing.
      await server.app.media.store.remove(key);
      expect(await server.app.media.store.has(key, 'blurred')).toBe(false);
      const { id } = await server.app.db
        .insertInto('photos')
        .values({ user_id: member.id, storage_key: key, status: 'active', visibility: 'public', position: 0, width: 512, height: 512, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const response = await call.get(`/media/photos/${id}/blurred`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(await server.app.media.store.has(key, 'thumb')).toBe(true);
      if (storeKind === 's3') expect((await listBucket(media.s3)).some((object) => object.endsWith(`${key}.full.jpg`))).toBe(true);
    });
  });
});
