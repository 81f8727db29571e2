// A question whose time ran out stays on screen saying so for a moment: what comes next (the next
// question, or the result) waits until then. The unanswered question is sent at once all the same,
// so the server's clock is never kept waiting.
import { useCallback, useEffect, useRef } from 'react';

/** How long "Time's up" stays on screen. */
export const TIME_UP_MS = 1_200;

export function useTimeUpPause() {
  const endsAt = useRef(0);
  const pending = useRef(new Set<number>());

  useEffect(() => {
    const timers = pending.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  /** The question on screen ran out just now. */
  const begin = useCallback(() => {
    endsAt.current = Date.now() + TIME_UP_MS;
  }, []);

  /** Runs `next` once the moment is over: at once when no question has just run out. */
  const after = useCallback((next: () => void) => {
    const wait = endsAt.current - Date.now();
    if (wait <= 0) return next();
    const timer = window.setTimeout(() => {
      pending.current.delete(timer);
      next();
    }, wait);
    pending.current.add(timer);
  }, []);

  return { begin, after };
}
