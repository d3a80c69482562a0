import type { Kysely, Transaction } from 'kysely';
import type { AccountTokenKind, AccountTokenRow, Database } from '../db/schema';
import { hashToken, newToken } from '../sessions/tokens';
import { TOKEN_TTL_MS } from './limits';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Mailed links (SEC-5): 256 random bits, stored as SHA-256, single use (`used_at`), expiring per kind (TOKEN_TTL_MS).
 */
export async function createAccountToken(
  db: Db,
  input: { userId: number; kind: AccountTokenKind; now: Date; data?: Record<string, string>; expiresAt?: Date },
): Promise<string> {
  const token = newToken();
  const expiresAt = input.expiresAt ?? new Date(input.now.getTime() + TOKEN_TTL_MS[input.kind]);
  await db
    .insertInto('account_tokens')
    .values({
      user_id: input.userId,
      kind: input.kind,
      token_hash: hashToken(token),
      data: JSON.stringify(input.data ?? {}),
      created_at: input.now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The unused, unexpired token of that kind, or undefined. */
export async function findUsableToken(db: Db, kind: AccountTokenKind, token: string, now: Date): Promise<AccountTokenRow | undefined> {
  if (token.length === 0) return undefined;
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Marks the token used, only if nobody did first: of two concurrent requests with one link, exactly one gets true.
 * Every other open token of the same kind for that user is retired too (an older link must not work after a newer one).
 */
export async function consumeToken(trx: Transaction<Database>, row: AccountTokenRow, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await retireTokens(trx, row.user_id, row.kind, now);
  return true;
}

export async function retireTokens(db: Db, userId: number, kind: AccountTokenKind, now: Date): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

export function tokenData(row: AccountTokenRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(row.data);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
