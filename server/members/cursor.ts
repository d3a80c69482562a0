import { z } from 'zod';
import { HttpError } from '../errors/http-error';

/**
 * The search's keyset cursor: the last row's (last_active_at, user_id), plus the count of the first page and the
 * next page's number, so later pages neither count again nor lose their place. Opaque to the client (base64url
 * JSON); a tampered cursor can only move the position or the displayed count, never widen what the query shows.
 */
export interface SearchCursor {
  readonly lastActiveAt: string;
  readonly id: number;
  readonly numResults: number;
  readonly capped: boolean;
  readonly page: number;
  /** The last row's distance step, when the search is nearest first. */
  readonly distance?: number;
}

const cursorSchema = z.strictObject({
  t: z.string().max(40).regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
  i: z.number().int().positive(),
  n: z.number().int().nonnegative(),
  c: z.boolean(),
  p: z.number().int().min(2).max(100_000),
  d: z.number().int().nonnegative().max(2_000_000_000).optional(),
});

export function encodeCursor(cursor: SearchCursor): string {
  const json = JSON.stringify({
    t: cursor.lastActiveAt,
    i: cursor.id,
    n: cursor.numResults,
    c: cursor.capped,
    p: cursor.page,
    ...(cursor.distance !== undefined ? { d: cursor.distance } : {}),
  });
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** Parses a cursor from the query; a broken one is a 400 on the `cursor` field. */
export function decodeCursor(raw: string): SearchCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw new HttpError('validation_failed', { fields: { cursor: { code: 'invalid_value' } } });
  const { t, i, n, c, p, d } = result.data;
  return { lastActiveAt: t, id: i, numResults: n, capped: c, page: p, ...(d !== undefined ? { distance: d } : {}) };
}
