import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../contract/api';
import type { User } from '../../contract/entities';
import { photosResponseSchema, photoUploadResponseSchema, type OwnPhoto } from '../../contract/members';
import { runAccountMaintenance } from '../../server/accounts/jobs';
import { purgeAccount, purgeDeletedAccounts } from '../../server/accounts/purge';
import { withTransaction } from '../../server/db/transaction';
import { DATABASES, useServer, type ServerHandle } from './harness';
import { api, createMember, okJson, sampleJpeg, sessionOf, upload, type TestMember } from './members-support';

/**
 * What the accounts area answers and erases about a member's photos and blocks: the user answer carries the real main
 * image (the nav avatar and the SPEC §4 profile-photo alert read it), and the purge after the deletion window removes
 * the member's photos (rows and files) and their blocks in both directions.
 */

async function userOf(server: ServerHandle, session: string): Promise<User> {
  return ENDPOINTS.user.response.parse(okJson(await api(server).get('/api/user.php', { session }))).user;
}

async function uploaded(server: ServerHandle, session: string, colour: { r: number; g: number; b: number }): Promise<OwnPhoto> {
  return photoUploadResponseSchema.parse(okJson(await upload(server, session, await sampleJpeg(400, 300, colour)))).photo;
}

async function storageKeysOf(server: ServerHandle, userId: number): Promise<string[]> {
  const rows = await server.app.db.selectFrom('photos').select('storage_key').where('user_id', '=', userId).execute();
  return rows.map((row) => row.storage_key);
}

async function filesExist(server: ServerHandle, key: string): Promise<boolean[]> {
  const store = server.app.media.store;
  return Promise.all((['thumb', 'full', 'blurred'] as const).map((variant) => store.has(key, variant)));
}

async function blocksOf(server: ServerHandle, userId: number): Promise<Array<{ blocker_id: number; blocked_id: number }>> {
  return server.app.db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
}

/** Marks an account deleted with a window that ended an hour ago (what the deletion flow plus 14 days leaves). */
async function deletedLongAgo(server: ServerHandle, member: TestMember): Promise<void> {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  await server.app.db
    .updateTable('users')
    .set({ status: 'deleted', status_before_delete: 'confirmed', deleted_at: hourAgo, purge_after: hourAgo })
    .where('id', '=', member.id)
    .execute();
}

// These suites are about access to active photos, not moderation: uploads are approved at once here (PHOTO_AUTO_APPROVE).
process.env.PHOTO_AUTO_APPROVE = '1';

describe.each(DATABASES)('member data in the accounts area on %s', (kind) => {
  const server = useServer(kind);
  const call = api(server);

  describe('the user answer carries the own main image', () => {
    let member: TestMember;
    let session: string;
    beforeAll(async () => {
      member = await createMember(server, { premium: true });
      session = await sessionOf(server, member);
    });

    it('is null without photos, then follows uploads, the main choice, moderation and deletes', async () => {
      expect((await userOf(server, session)).profile.main_image).toBeNull();

      const first = await uploaded(server, session, { r: 200, g: 40, b: 40 });
      expect((await userOf(server, session)).profile.main_image).toEqual({
        filename: first.urls.full,
        thumb_filename: first.urls.thumb,
        status: 'active',
        match: `photos/${first.id}/thumb`,
      });

      const second = await uploaded(server, session, { r: 40, g: 200, b: 40 });
      // Still the first: a new photo goes to the end.
      expect((await userOf(server, session)).profile.main_image?.thumb_filename).toBe(first.urls.thumb);
      okJson(await call.put('/api/photos.php', { main_id: second.id }, { session }));
      expect((await userOf(server, session)).profile.main_image?.thumb_filename).toBe(second.urls.thumb);

      // The owner's main image may be pending (they see it marked); a rejected photo is never the main image.
      await server.app.db.updateTable('photos').set({ status: 'pending' }).where('id', '=', second.id).execute();
      expect((await userOf(server, session)).profile.main_image).toMatchObject({ thumb_filename: second.urls.thumb, status: 'pending' });
      await server.app.db.updateTable('photos').set({ status: 'rejected' }).where('id', '=', second.id).execute();
      expect((await userOf(server, session)).profile.main_image?.thumb_filename).toBe(first.urls.thumb);

      okJson(await call.delete(`/api/photos.php?id=${first.id}`, { session }));
      expect((await userOf(server, session)).profile.main_image).toBeNull();
    });

    it('is the same in the user inlined into the page (first paint)', async () => {
      const photo = await uploaded(server, session, { r: 30, g: 30, b: 220 });
      okJson(await call.put('/api/photos.php', { main_id: photo.id }, { session }));
      const page = await call.get('/members', { session });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(JSON.stringify(photo.urls.thumb));
      expect((await userOf(server, session)).profile.main_image?.thumb_filename).toBe(photo.urls.thumb);
    });
  });

  describe('the purge after the deletion window', () => {
    it('removes the member’s photos with their files and their blocks in both directions, and nobody else’s', async () => {
      const leaving = await createMember(server, { name: 'Leaving' });
      const staying = await createMember(server, { name: 'Staying' });
      const blockedByLeaving = await createMember(server);
      const blockingLeaving = await createMember(server);
      const [leavingSession, stayingSession, blockingSession] = await Promise.all([
        sessionOf(server, leaving),
        sessionOf(server, staying),
        sessionOf(server, blockingLeaving),
      ]);
      await uploaded(server, leavingSession, { r: 250, g: 120, b: 0 });
      await uploaded(server, leavingSession, { r: 0, g: 120, b: 250 });
      await uploaded(server, stayingSession, { r: 120, g: 0, b: 250 });
      okJson(await call.post('/api/block.php', { id: blockedByLeaving.id }, { session: leavingSession }));
      okJson(await call.post('/api/block.php', { id: leaving.id }, { session: blockingSession }));
      okJson(await call.post('/api/block.php', { id: blockedByLeaving.id }, { session: stayingSession }));

      const leavingKeys = await storageKeysOf(server, leaving.id);
      const stayingKeys = await storageKeysOf(server, staying.id);
      expect(leavingKeys).toHaveLength(2);
      for (const key of leavingKeys) expect(await filesExist(server, key)).toEqual([true, true, true]);
      expect(await blocksOf(server, leaving.id)).toHaveLength(2);

      await deletedLongAgo(server, leaving);
      await runAccountMaintenance(server.app);

      const row = await server.app.db.selectFrom('users').select('purged_at').where('id', '=', leaving.id).executeTakeFirstOrThrow();
      expect(row.purged_at).not.toBeNull();
      expect(await storageKeysOf(server, leaving.id)).toEqual([]);
      for (const key of leavingKeys) expect(await filesExist(server, key)).toEqual([false, false, false]);
      expect(await blocksOf(server, leaving.id)).toEqual([]);

      // Everyone else keeps theirs.
      expect(await storageKeysOf(server, staying.id)).toEqual(stayingKeys);
      for (const key of stayingKeys) expect(await filesExist(server, key)).toEqual([true, true, true]);
      expect(await blocksOf(server, staying.id)).toEqual([{ blocker_id: staying.id, blocked_id: blockedByLeaving.id }]);
      expect(photosResponseSchema.parse(okJson(await call.get('/api/photos.php', { session: stayingSession }))).photos).toHaveLength(1);
    });

    it('also clears the photos of an account erased at signup (inside another transaction), on the next run', async () => {
      const erased = await createMember(server);
      const other = await createMember(server);
      const session = await sessionOf(server, erased);
      await uploaded(server, session, { r: 90, g: 90, b: 20 });
      okJson(await call.post('/api/block.php', { id: other.id }, { session }));
      const keys = await storageKeysOf(server, erased.id);
      expect(keys).toHaveLength(1);
      const key = keys[0] as string;

      // What signup.ts does for an expired deletion the job has not reached: the erasure in the signup's transaction.
      await deletedLongAgo(server, erased);
      await withTransaction(server.app.db, async (trx) => {
        const user = await trx.selectFrom('users').selectAll().where('id', '=', erased.id).executeTakeFirstOrThrow();
        expect(await purgeAccount(trx, user, new Date())).toBe(true);
      });
      expect(await blocksOf(server, erased.id)).toEqual([]);
      // Photos go after a commit, with the store: still there until the job runs.
      expect(await storageKeysOf(server, erased.id)).toEqual([key]);

      // Without the store nothing can remove the files, so the rows stay for a run that has it.
      expect(await purgeDeletedAccounts(server.app.db, new Date())).not.toContain(erased.id);
      expect(await storageKeysOf(server, erased.id)).toEqual([key]);

      expect(await purgeDeletedAccounts(server.app.db, new Date(), { media: server.app.media })).not.toContain(erased.id);
      expect(await storageKeysOf(server, erased.id)).toEqual([]);
      expect(await filesExist(server, key)).toEqual([false, false, false]);
    });
  });
});
