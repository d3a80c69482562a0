import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * Chat (issue 6): conversations between two members, each member's side of a conversation, and the messages.
 * Table types live in server/chat/tables.ts.
 *
 * - `conversations` holds the pair once (`member_low` < `member_high`, unique), so two members have one conversation
 *   however many times and from whichever side they start it.
 * - `conversation_members` is one row per member and conversation: that member's unread counter, whether they removed
 *   the chat (`hidden`, and `cleared_up_to`: the last message id they no longer see), whether they have sent in it
 *   (the free-member limit counts these) and the time of the last message, which orders the chat list through
 *   `conversation_members_list_idx` without a sort.
 * - `messages`: `client_key` is the sender's idempotency key, unique per sender, so a retried send finds the message
 *   it already stored; the credits it cost are in the ledger under the same key. Older messages are read by keyset
 *   (conversation_id, id) through `messages_conversation_idx`.
 */
export function chatMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('conversations'), dialect)
        .addColumn('member_low', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('member_high', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_message_id', 'integer')
        .addUniqueConstraint('conversations_pair_unique', ['member_low', 'member_high'])
        .addCheckConstraint('conversations_pair_ordered', sql`member_low < member_high`)
        .execute();
      await db.schema.createIndex('conversations_member_high_idx').on('conversations').columns(['member_high', 'member_low']).execute();

      await db.schema
        .createTable('conversation_members')
        .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('other_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('unread_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('cleared_up_to', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('has_sent', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_message_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('conversation_members_pk', ['user_id', 'conversation_id'])
        .addCheckConstraint('conversation_members_unread_nonnegative', sql`unread_count >= 0`)
        .addCheckConstraint('conversation_members_booleans', sql`hidden in (0, 1) and has_sent in (0, 1)`)
        .execute();
      // The chat list: a member's visible chats, newest activity first.
      await db.schema
        .createIndex('conversation_members_list_idx')
        .on('conversation_members')
        .columns(['user_id', 'hidden', 'last_message_at', 'conversation_id'])
        .execute();
      await db.schema.createIndex('conversation_members_conversation_idx').on('conversation_members').column('conversation_id').execute();

      await withIdColumn(db.schema.createTable('messages'), dialect)
        .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('text', 'text')
        .addColumn('gift', 'text')
        .addColumn('photo_key', 'text')
        .addColumn('photo_width', 'integer')
        .addColumn('photo_height', 'integer')
        .addColumn('client_key', 'text', (col) => col.notNull())
        .addColumn('cost', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('read_at', 'text')
        .addUniqueConstraint('messages_sender_client_key_unique', ['sender_id', 'client_key'])
        .addCheckConstraint('messages_kind_value', sql`kind in ('text', 'gift', 'photo')`)
        .addCheckConstraint(
          'messages_kind_payload',
          sql`(kind = 'text' and text is not null) or (kind = 'gift' and gift is not null) or (kind = 'photo' and photo_key is not null)`,
        )
        .addCheckConstraint('messages_cost_nonnegative', sql`cost >= 0`)
        .execute();
      await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['conversation_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('messages').execute();
      await db.schema.dropTable('conversation_members').execute();
      await db.schema.dropTable('conversations').execute();
    },
  };
}
