import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { GiftId, MessageKind } from '../../contract/chat';
import type { Database, IntBool } from '../db/schema';

/**
 * The tables of migration 0007_chat, as Kysely sees them (kept with the chat area, like server/credits/tables.ts);
 * `chatDb` widens the shared Kysely instance (or a transaction) to know them.
 */
export type ChatTables = {
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
};

export type ChatDatabase = Database & ChatTables;
export type ChatDb = Kysely<ChatDatabase>;
export type ChatTrx = Transaction<ChatDatabase>;

export function chatDb(db: Transaction<Database>): ChatTrx;
export function chatDb(db: Kysely<Database>): ChatDb;
export function chatDb(db: Kysely<Database> | Transaction<Database>): ChatDb | ChatTrx {
  return db.withTables<ChatTables>();
}

export interface ConversationsTable {
  id: Generated<number>;
  /** The pair, smaller user id first. */
  member_low: number;
  member_high: number;
  created_at: string;
  last_message_id: number | null;
}

/** One member's side of a conversation. */
export interface ConversationMembersTable {
  conversation_id: number;
  user_id: number;
  other_id: number;
  unread_count: Generated<number>;
  /** The member removed the chat; a new message brings it back. */
  hidden: Generated<IntBool>;
  /** Messages with an id up to this one were removed from this member's view. */
  cleared_up_to: Generated<number>;
  /** The member has sent in this conversation (the free-member limit counts these). */
  has_sent: Generated<IntBool>;
  last_message_at: string;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  kind: MessageKind;
  text: string | null;
  gift: GiftId | null;
  /** The media store key of a photo message (variants thumb and full). Never sent to clients. */
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  /** The sender's idempotency key of this send. */
  client_key: string;
  /** Credits charged. */
  cost: number;
  created_at: string;
  read_at: string | null;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type ConversationMemberRow = Selectable<ConversationMembersTable>;
export type MessageRow = Selectable<MessagesTable>;
