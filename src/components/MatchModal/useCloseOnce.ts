import { useEffect, useRef } from 'react';

/**
 * A close handler that reports once per opening. The modal's link closes it itself: a router link cancels the click's
 * default, and a cancelled click does not reach the modal's close-anywhere handling, while a plain link reaches both.
 */
export function useCloseOnce(open: boolean, onClose: () => void): () => void {
  const closed = useRef(false);
  useEffect(() => {
    if (open) closed.current = false;
  }, [open]);
  return () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };
}
