import AsyncLock from 'async-lock';

/**
 * One send per sender at a time, queued in this process BEFORE a database connection is taken (issue 16: on
 * PostgreSQL, 124 concurrent sends from one member each took a pool connection and then waited on that member's row
 * lock, so the whole pool sat waiting on one member and the rest timed out with 503). The row lock inside the
 * transaction stays: it orders sends across instances; this queue only keeps one member's burst to one connection per
 * instance. `async-lock` keyed locks; the queue is bounded by the per-member send limit (SEC-23) long before maxPending.
 */
const locks = new WeakMap<object, AsyncLock>();

function lockOf(db: object): AsyncLock {
  let lock = locks.get(db);
  if (!lock) {
    lock = new AsyncLock({ maxPending: 100_000 });
    locks.set(db, lock);
  }
  return lock;
}

/** Runs `work` when no other send of that sender (on this server's database) is running. */
export function oneSendPerSender<T>(db: object, senderId: number, work: () => Promise<T>): Promise<T> {
  return lockOf(db).acquire(`sender:${senderId}`, work);
}
