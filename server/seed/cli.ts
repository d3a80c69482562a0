import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, parseDatabaseUrl } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createMediaStore } from '../media/store';
import { seedSites } from '../sites/seed';
import { seedBulkMembers } from './bulk-members';

/**
 * Generates members for benchmarks:
 *   npx tsx server/seed/cli.ts --members 100000 [--database URL] [--no-photos] [--seed N]
 * The database is DATABASE_URL (or --database), migrated first; photos share the demo avatars in MEDIA_DIR.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '1000' },
      database: { type: 'string' },
      'no-photos': { type: 'boolean', default: false },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npx tsx server/seed/cli.ts --members 100000 [--database URL] [--no-photos] [--seed N]');
    return;
  }
  const count = Number(values.members);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) throw new ConfigError('--members must be a whole number from 1 to 10,000,000');
  const config = loadConfig(process.env);
  const database = values.database ? parseDatabaseUrl(values.database, process.env) : config.database;
  const handle = createDatabase(database, { error: (obj, msg) => console.error(msg, obj) });
  const store = values['no-photos'] ? null : await createMediaStore(config);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await seedSites(handle.db, 'none');
    const result = await seedBulkMembers(handle.db, {
      count,
      seed: Number(values.seed) || 1,
      store,
      onProgress: (done, total) => process.stdout.write(`\r${done.toLocaleString('en')} / ${total.toLocaleString('en')} members`),
    });
    process.stdout.write('\n');
    console.log(`${result.inserted.toLocaleString('en')} members in ${(result.ms / 1000).toFixed(1)} s (${handle.dialect})`);
  } finally {
    await handle.close();
    await store?.close?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Error: ${error.message}` : error);
  process.exit(1);
});
