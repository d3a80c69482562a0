import type { Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { sitesMigration } from './0001_sites';
import { accountsMigration } from './0002_accounts';
import { mailMigration } from './0003_mail';
import { membersMigration } from './0004_members';
import { creditsMigration } from './0005_credits';
import { likesMigration } from './0006_likes';
import { chatMigration } from './0007_chat';
import { complaintsMigration } from './0008_complaints';
import { notificationsMigration } from './0009_notifications';
import { staffMigration } from './0010_staff';
import { moderationMigration } from './0011_moderation';
import { operatorsMigration } from './0012_operators';
import { paymentMailsMigration } from './0013_payment_mails';
import { jobsQueueMigration } from './2026_11_28_jobs_queue';
import { poolMemberPoolMigration } from './2026_11_28_pool_member_pool';
import { staffPasswordChangeMigration } from './2026_11_28_sec_staff_password_change';

/**
 * Every migration, in order, as a static object (no file-system scan, so it works under tsx and bundlers).
 * Add a migration: write `NNNN_name.ts` exporting a factory and add it here with the next number.
 * Never edit or renumber a migration that has shipped.
 */
export function allMigrations(dialect: DbDialect): Record<string, Migration> {
  return {
    '0001_sites': sitesMigration(dialect),
    '0002_accounts': accountsMigration(dialect),
    '0003_mail': mailMigration(dialect),
    '0004_members': membersMigration(dialect),
    '0005_credits': creditsMigration(dialect),
    '0006_likes': likesMigration(dialect),
    '0007_chat': chatMigration(dialect),
    '0008_complaints': complaintsMigration(dialect),
    '0009_notifications': notificationsMigration(dialect),
    '0010_staff': staffMigration(dialect),
    '0011_moderation': moderationMigration(dialect),
    '0012_operators': operatorsMigration(dialect),
    '0013_payment_mails': paymentMailsMigration(dialect),
    // In name order: the order Kysely runs them in.
    '2026_11_28_jobs_queue': jobsQueueMigration(dialect),
    '2026_11_28_pool_member_pool': poolMemberPoolMigration(dialect),
    '2026_11_28_sec_staff_password_change': staffPasswordChangeMigration(),
  };
}
