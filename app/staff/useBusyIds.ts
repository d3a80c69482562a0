import { useCallback, useState } from 'react';

/** The ids whose action is under way (their buttons show busy), for the back office's queues. */
export function useBusyIds() {
  const [ids, setIds] = useState<readonly number[]>([]);
  const run = useCallback(async (id: number, action: () => Promise<void>) => {
    setIds((previous) => [...previous, id]);
    try {
      await action();
    } finally {
      setIds((previous) => previous.filter((other) => other !== id));
    }
  }, []);
  return { ids, run };
}
