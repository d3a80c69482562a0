import { OPERATORS } from '../../contract/backoffice';

/**
 * The operators' rules, as pure functions (issue 8, part 4). A claim gives one operator a conversation of a fictional
 * profile for `OPERATORS.claimMs`; the database applies `mayTakeClaim` atomically (server/operators/queries.ts).
 */

export interface ClaimState {
  readonly staff_id: number;
  readonly expires_at: string;
}

/** Whether `staffId` may take (or renew) a conversation's claim now: nobody holds it, the claim ran out, or it is theirs. */
export function mayTakeClaim(claim: ClaimState | undefined, staffId: number, now: Date): boolean {
  return claim === undefined || claim.staff_id === staffId || claimExpired(claim, now);
}

export function claimExpired(claim: Pick<ClaimState, 'expires_at'>, now: Date): boolean {
  return Date.parse(claim.expires_at) <= now.getTime();
}

/** When a claim taken or renewed now runs out. */
export function claimExpiry(now: Date): Date {
  return new Date(now.getTime() + OPERATORS.claimMs);
}

/** The start of a message for the inbox: whitespace runs folded, cut at a word boundary when one is near, with an ellipsis. */
export function messageExcerpt(text: string, max: number = OPERATORS.excerptLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // By characters, not UTF-16 units: an emoji is never cut in half.
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  // The cut already ends a word when the next character is a space; otherwise go back to the last space if one is near.
  const space = chars[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space >= max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The operator's idempotency key in the profile's key space: two operators' keys never meet. */
export function operatorClientKey(staffId: number, key: string): string {
  return `operator:${staffId}:${key}`;
}
