import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { MediaStore } from '../media/store';
import { selectDefaultSite } from '../sites/queries';
import { insertMembers } from './bulk';
import { generateMembers, loadNameSource } from './generate';

export interface BulkSeedOptions {
  readonly count: number;
  readonly seed?: number;
  /** Attach demo avatar photos (each drawn into the store on its first view). Null: members without photos. */
  readonly store: MediaStore | null;
  readonly now?: Date;
  /** Members per generate-and-insert round (bounds memory). */
  readonly chunk?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Many members quickly, for benchmarks (`server/seed/cli.ts`, `bench/search.ts`): generated like the demo members,
 * inserted in batches, in chunks of one transaction each. Every run uses its own address prefix, so runs add up.
 */
export async function seedBulkMembers(db: Kysely<Database>, options: BulkSeedOptions): Promise<{ inserted: number; ms: number }> {
  const started = Date.now();
  const site = await selectDefaultSite(db);
  if (!site) throw new Error('no site: run the server (or migrations and site seeding) first');
  const seed = options.seed ?? 1;
  const now = options.now ?? new Date();
  const names = await loadNameSource(seed);
  const prefix = `bulk.${Date.now().toString(36)}`;
  const chunk = options.chunk ?? 10_000;
  let inserted = 0;
  while (inserted < options.count) {
    const count = Math.min(chunk, options.count - inserted);
    const members = generateMembers({ count, seed: seed + inserted, now, emailPrefix: prefix, firstIndex: inserted, names });
    await withTransaction(db, (trx) => insertMembers(trx, site.id, members, options.store !== null, 1000));
    inserted += count;
    options.onProgress?.(inserted, options.count);
  }
  return { inserted, ms: Date.now() - started };
}
