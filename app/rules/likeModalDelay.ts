/** SPEC §4: the query parameter naming the like modal's delay in seconds. */
export const LIKE_MODAL_PARAM = 't';

/** A delay longer than this is not a real link (an hour). */
export const LIKE_MODAL_MAX_DELAY_S = 3_600;

/**
 * SPEC §4/§9: the like modal opens after `t` seconds given by the query parameter `t`. The delay in ms, or null when
 * the address has no usable `t` (missing, empty, negative, not a number, or longer than an hour).
 */
export function likeModalDelayMs(search: string): number | null {
  const raw = new URLSearchParams(search).get(LIKE_MODAL_PARAM);
  if (raw === null || raw.trim() === '') return null;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > LIKE_MODAL_MAX_DELAY_S) return null;
  return Math.round(seconds * 1000);
}

/** SPEC §4: "the parameter is removed from the URL" — the query without `t`, other parameters kept in order. */
export function searchWithoutLikeModalParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LIKE_MODAL_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
