/**
 * A worker process for tests/server/jobs-queue.test.ts, run as
 * `node --import tsx tests/server/jobs-crash-child.ts <database url> <mode>` (not a test file itself):
 * - `hang`: claims `test.crash` jobs with a one-second lease (renewed while it lives), prints `running <id>` and hangs
 *   in the handler until the test kills it with SIGKILL;
 * - `record`: runs `test.once` jobs, each recorded in the test's `test_job_runs` table as run by `child`.
 * It prints `ready` once its worker polls.
 */
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { TableJobQueue } from '../../server/jobs/queue';

const [url, mode] = process.argv.slice(2);
if (!url || (mode !== 'hang' && mode !== 'record')) throw new Error('usage: jobs-crash-child.ts <database url> hang|record');
const quiet = () => undefined;
const { db, dialect } = createDatabase(loadConfig({ DATABASE_URL: url, NODE_ENV: 'test' }).database, { error: quiet });
const queue = new TableJobQueue({ db, dialect, log: { info: quiet, warn: quiet, error: quiet }, leaseMs: 1_000, pollMs: 10, concurrency: 4 });
if (mode === 'hang') {
  queue.define('test.crash', {
    handler: async ({ id }) => {
      process.stdout.write(`running ${id}\n`);
      await new Promise(() => undefined);
    },
  });
} else {
  queue.define('test.once', {
    handler: async ({ id, payload }) => {
      const n = (payload as { n: number }).n;
      await sql`insert into test_job_runs (job_id, n, worker) values (${id}, ${n}, 'child')`.execute(db);
    },
  });
}
queue.start();
process.stdout.write('ready\n');
// The poll timer is unref'd: keep the process alive until it is killed.
setInterval(() => undefined, 60_000);
