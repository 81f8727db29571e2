// Sends answers the way answer-delivery does, and tells the screen how the connection is doing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { QUIZ_ANSWER_GRACE_MS } from '../../../common/quiz';
import { createRetryWaiter, deliver } from './answer-delivery';

/**
 * `reconnecting` while the question's time (and the server's grace) lasts; `stalled` after it,
 * when the player also gets a Try again button. Retrying goes on in both.
 */
export type ConnectionTrouble = 'none' | 'reconnecting' | 'stalled';

/** When the server stops waiting for the answer to a question served with `secondsLeft` now. */
export function answerDeadline(secondsLeft: number): number {
  return Date.now() + secondsLeft * 1000 + QUIZ_ANSWER_GRACE_MS;
}

export function useAnswerDelivery() {
  const [trouble, setTrouble] = useState<ConnectionTrouble>('none');
  const [waiter] = useState(createRetryWaiter);
  const lifetime = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    const handleOnline = () => waiter.wakeNow();
    window.addEventListener('online', handleOnline);
    return () => {
      controller.abort();
      window.removeEventListener('online', handleOnline);
    };
  }, [waiter]);

  /** Sends until the server answers; `deadline` (epoch ms) is when its clock stops waiting. */
  const send = useCallback(
    async <T>(request: (signal: AbortSignal) => Promise<T>, deadline: number): Promise<T> => {
      let stallTimer: number | undefined;
      try {
        return await deliver({
          send: request,
          signal: lifetime.current!.signal,
          waiter,
          onFailure: (failures) => {
            if (failures > 1) return;
            const left = deadline - Date.now();
            setTrouble(left > 0 ? 'reconnecting' : 'stalled');
            if (left > 0) stallTimer = window.setTimeout(() => setTrouble('stalled'), left);
          },
        });
      } finally {
        window.clearTimeout(stallTimer);
        setTrouble('none');
      }
    },
    [waiter],
  );

  return { trouble, send, retryNow: waiter.wakeNow };
}
