/**
 * Work that runs after the answer has been sent (SEC-4: a password reset answers before it looks the address up, so
 * known and unknown addresses take the same time). Each task is tracked so that closing the server waits for it and
 * tests can wait until it is done; a failing task is logged, never thrown at anyone.
 */
export class AfterAnswer {
  readonly #pending = new Set<Promise<void>>();
  readonly #onError: (error: unknown) => void;

  constructor(onError: (error: unknown) => void) {
    this.#onError = onError;
  }

  /**
   * Starts the task on the next turn of the event loop (call it once the answer is out), so that even a synchronous
   * database (better-sqlite3) does its work after everything the answer set in motion; `idle()` awaits it.
   */
  run(task: () => Promise<void>): void {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.#onError(error))
      .finally(() => this.#pending.delete(running));
    this.#pending.add(running);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}

/** One tracker per server, keyed by its database handle (the same object in every plugin scope). */
const trackers = new WeakMap<object, AfterAnswer>();

export function afterAnswerOf(db: object, onError: (error: unknown) => void = () => undefined): AfterAnswer {
  let tracker = trackers.get(db);
  if (!tracker) {
    tracker = new AfterAnswer(onError);
    trackers.set(db, tracker);
  }
  return tracker;
}
