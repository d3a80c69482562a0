import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';

/**
 * Member pool per site (issue 16 item 5, SEC-29): `sites.member_pool` is `network` (the default: the site's members
 * meet the members of every other network site, filtered by the niche's audience, as before) or `site` (they meet only
 * the members who signed up on this site, plus fictional profiles; server/members/pool.ts).
 */
export function poolMemberPoolMigration(_dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('sites')
        .addColumn('member_pool', 'text', (col) => col.notNull().defaultTo('network').check(sql`member_pool in ('network', 'site')`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sites').dropColumn('member_pool').execute();
    },
  };
}
