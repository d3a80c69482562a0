import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineAccountJobs, MAINTENANCE_JOB } from '../../server/accounts/jobs';
import { buildServer } from '../../server/app';
import { enqueueUndeliveredMail } from '../../server/db/migrations/2026_11_28_jobs_queue';
import { withTransaction } from '../../server/db/transaction';
import { TableJobQueue } from '../../server/jobs/queue';
import { withJobs } from '../../server/jobs/tables';
import { withOutbox } from '../../server/mail/queries';
import type { MailRequest } from '../../server/mail/types';
import { client, signUp } from './accounts-support';
import { createTestDatabase, DATABASES, testConfig, useServer, type ServerHandle, type TestDatabase } from './harness';

/**
 * The work that moved to the job queue (issue 16 item 3): mail goes through `mail.deliver` jobs into the development
 * outbox (enqueued in the caller's transaction: a rolled-back change mails nothing), and the hourly account maintenance
 * runs once per hour with two workers, whichever takes it.
 */

const quiet = () => undefined;

describe.each(DATABASES)('mail through the job queue on %s', (kind) => {
  const server = useServer(kind, { SEED: 'none' });

  async function request(to: string): Promise<MailRequest> {
    const site = await server.app.sites.resolve('localhost');
    return { to, language: 'en', site, template: 'activation', params: { name: 'Ann', link: 'http://localhost/activate/done?token=queued-token' } };
  }

  async function outboxJson(to: string): Promise<unknown[]> {
    const response = await server.app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(to)}`, remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    return response.json<unknown[]>();
  }

  it('puts a mail enqueued in a committed transaction in the outbox once its job ran, and a rolled-back one never', async () => {
    const { app } = server;
    const rolledBack = await request('rolled-back@example.com');
    await expect(
      withTransaction(app.db, async (trx) => {
        await app.mailer.enqueue(trx, rolledBack);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const queued = await withTransaction(app.db, async (trx) => app.mailer.enqueue(trx, await request('queued@example.com')));
    // Committed, not yet delivered: the outbox shows what its job delivered.
    expect(await app.mailer.outbox('queued@example.com')).toEqual([]);
    expect(await app.jobs.get(queued.jobId)).toMatchObject({ name: 'mail.deliver', state: 'queued' });

    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await app.jobs.get(queued.jobId)).toMatchObject({ state: 'completed', attempts: 1 });
    const [mail] = await app.mailer.outbox('queued@example.com');
    expect(mail).toMatchObject({ template: 'activation', params: { name: 'Ann' } });
    expect(await outboxJson('queued@example.com')).toHaveLength(1);

    expect(await outboxJson('rolled-back@example.com')).toEqual([]);
    expect(await withOutbox(app.db).selectFrom('outbox').select('id').where('recipient', '=', 'rolled-back@example.com').execute()).toEqual([]);
    const leftovers = await withJobs(app.db).selectFrom('jobs').select('id').where('name', '=', 'mail.deliver').where('state', '!=', 'completed').execute();
    expect(leftovers).toEqual([]);
  });

  it('turns mail the previous code left undelivered into jobs at the upgrade, which deliver it', async () => {
    const { app } = server;
    const site = await app.sites.resolve('localhost');
    // What the code before the queue left behind: a pending row with no job.
    const row = await withOutbox(app.db)
      .insertInto('outbox')
      .values({
        site_id: site.id,
        recipient: 'left-behind@example.com',
        language: 'en',
        from_name: 'Site',
        from_address: 'noreply@localhost',
        reply_to: null,
        subject: 'Left behind',
        text: 'Hello',
        html: '<p>Hello</p>',
        template: 'activation',
        params: '{}',
        delivery: 'pending',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueUndeliveredMail(app.db as never, new Date());
    const [job] = await withJobs(app.db).selectFrom('jobs').selectAll().where('payload', '=', JSON.stringify({ outboxId: row.id })).execute();
    expect(job).toMatchObject({ name: 'mail.deliver', state: 'queued' });
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await outboxJson('left-behind@example.com')).toHaveLength(1);
  });

  it('answers send() once the mail is in the outbox: its first attempt runs at once on this instance', async () => {
    const { app } = server;
    await app.mailer.send(await request('at-once@example.com'));
    expect(await outboxJson('at-once@example.com')).toHaveLength(1);
  });

  it('mails a new member’s activation through a job that ran before the signup answered', async () => {
    const member = await signUp(client(server));
    const [mail] = await server.app.mailer.outbox(member.email);
    expect(mail?.template).toBe('activation');
    const jobs = await withJobs(server.app.db).selectFrom('jobs').selectAll().where('name', '=', 'mail.deliver').orderBy('id', 'desc').limit(1).execute();
    expect(jobs).toMatchObject([{ state: 'completed', attempts: 1 }]);
  });
});

describe.each(DATABASES)('account maintenance with two workers on %s', (kind) => {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  const extraQueues: TableJobQueue[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = testConfig(database.url, { SEED: 'none', LOG_LEVEL: 'info', JOBS_POLL_MS: '20' });
    const logStream = { write: (line: string) => void lines.push(line) };
    apps.push(await buildServer(config, { logStream }));
    // PostgreSQL: a second instance on the same database. SQLite: one process has one connection (better-sqlite3 waits
    // for locks synchronously), so the second worker shares it here; workers in other processes are tested in
    // jobs-queue.test.ts.
    if (kind === 'postgres') apps.push(await buildServer(config, { logStream }));
  }, 120_000);
  afterAll(async () => {
    for (const queue of extraQueues) await queue.stop();
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('purges an account past its window once, and mails it once, whichever worker takes the hour’s job', async () => {
    const [first] = apps;
    if (!first) throw new Error('no server');
    const handle = { app: first } as ServerHandle;
    const api = client(handle);
    const member = await signUp(api);
    const deleted = await api.post('/api/account-delete.php', { password: member.password, reason: 'found_partner', comment: '' }, { session: member.session });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await first.db.updateTable('users').set({ purge_after: '2000-01-01T00:00:00.000Z' }).where('id', '=', member.user.id).execute();

    const queues = apps.map((app) => app.jobs as TableJobQueue);
    if (kind === 'sqlite') {
      const second = new TableJobQueue({ db: first.db, dialect: first.dbDialect, log: { info: quiet, warn: quiet, error: quiet }, pollMs: 20 });
      extraQueues.push(second);
      queues.push(second);
    }
    expect(queues).toHaveLength(2);
    for (const [index, queue] of queues.entries()) defineAccountJobs(apps[index] ?? first, queue);
    for (const queue of queues) queue.start();

    const maintenanceJobs = () => withJobs(first.db).selectFrom('jobs').selectAll().where('name', '=', MAINTENANCE_JOB).execute();
    await vi.waitFor(async () => expect(await maintenanceJobs()).toMatchObject([{ state: 'completed', attempts: 1 }]), { timeout: 60_000, interval: 50 });
    // Both workers have scheduled this hour and look for due work again: nothing more runs.
    await Promise.all(queues.map((queue) => queue.scheduleRecurring()));
    await Promise.all(queues.map((queue) => queue.runDue()));
    expect(await maintenanceJobs()).toHaveLength(1);
    expect(lines.filter((line) => line.includes('"account maintenance done"'))).toHaveLength(1);

    const user = await first.db.selectFrom('users').selectAll().where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(user.purged_at).not.toBeNull();
    const purgedMails = (await first.mailer.outbox(member.email)).filter((mail) => mail.template === 'account_purged');
    expect(purgedMails).toHaveLength(1);
  });
});
