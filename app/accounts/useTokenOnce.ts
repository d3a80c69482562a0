import { useEffect, useState } from 'react';

type Outcome<T> = { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

// A mailed token works once: the answer is kept per token, so a remount (StrictMode, back and forth) does not post it again.
const answers = new Map<string, Promise<unknown>>();

/** Posts a mailed link's token once and follows the answer; `null` token: failed at once. */
export function useTokenOnce<T>(scope: string, token: string | null, post: (token: string) => Promise<T>): Outcome<T> {
  const [outcome, setOutcome] = useState<Outcome<T>>(token ? { status: 'pending' } : { status: 'failed', error: null });
  useEffect(() => {
    if (!token) return undefined;
    const key = `${scope}:${token}`;
    let answer = answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = post(token);
      answers.set(key, answer);
    }
    let current = true;
    answer.then(
      (value) => current && setOutcome({ status: 'done', value }),
      (error: unknown) => current && setOutcome({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // The post function is a fresh closure each render; the token decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, token]);
  return outcome;
}
