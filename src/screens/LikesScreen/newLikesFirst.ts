/**
 * SPEC §4: received likes are ordered new first. A stable sort: new likes first, each group keeping the order it
 * came in (the server's most recent first). The server already sends them so; this keeps a list the app patched
 * from realtime events in the same order.
 */
export function newLikesFirst<T extends { like_new: boolean }>(likes: readonly T[]): T[] {
  return [...likes.filter((like) => like.like_new), ...likes.filter((like) => !like.like_new)];
}
