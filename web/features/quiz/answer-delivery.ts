// Gets a saved quiz's answer to the server through a flaky connection: network failures and 5xx
// are sent again with a capped backoff; a 4xx is the server's final word and is not.
import { ApiError } from '../../lib/api';

const FIRST_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 5_000;
/** A request still unanswered by then is dropped and sent again: the server takes an answer once. */
export const REQUEST_TIMEOUT_MS = 6_000;

export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** The wait after the nth failure in a row: 0.5 s doubling to at most 5 s, give or take a quarter. */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (failures - 1), MAX_RETRY_DELAY_MS);
  // A venue's Wi-Fi drop fails every phone at once; spread their retries out.
  return Math.round(base * (0.75 + random() * 0.5));
}

/** Waits between retries; Try again, or the browser coming back online, cuts a wait short. */
export type RetryWaiter = {
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Ends the current wait now, or the next one at once if a request is still on its way. */
  wakeNow: () => void;
};

export function createRetryWaiter(): RetryWaiter {
  let wake: (() => void) | null = null;
  let woken = false;
  return {
    wait(ms, signal) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason as Error);
        if (woken) {
          woken = false;
          return resolve();
        }
        const finish = (settle: () => void) => () => {
          window.clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          wake = null;
          settle();
        };
        const onAbort = finish(() => reject(signal.reason as Error));
        wake = finish(resolve);
        const timer = window.setTimeout(wake, ms);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
    wakeNow() {
      if (wake) wake();
      else woken = true;
    },
  };
}

type DeliverOptions<T> = {
  send: (signal: AbortSignal) => Promise<T>;
  /** Aborted when the player leaves the quiz: sending stops. */
  signal: AbortSignal;
  waiter: RetryWaiter;
  onFailure: (failures: number, error: ApiError) => void;
  random?: () => number;
};

/** Sends until the server answers; resolves with its answer, or rejects with a 4xx or an abort. */
export async function deliver<T>(options: DeliverOptions<T>): Promise<T> {
  const { send, signal, waiter, onFailure, random } = options;
  for (let failures = 1; ; failures++) {
    try {
      return await sendWithTimeout(send, signal);
    } catch (error) {
      if (signal.aborted || !isRetryable(error)) throw error;
      onFailure(failures, error as ApiError);
      await waiter.wait(retryDelayMs(failures, random), signal);
    }
  }
}

async function sendWithTimeout<T>(
  send: (signal: AbortSignal) => Promise<T>,
  outer: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  // A TimeoutError, unlike an AbortError, reaches the caller as a network failure to retry.
  const timer = window.setTimeout(
    () => controller.abort(new DOMException('No reply from the server', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const stop = () => controller.abort(outer.reason);
  outer.addEventListener('abort', stop, { once: true });
  try {
    return await send(controller.signal);
  } finally {
    window.clearTimeout(timer);
    outer.removeEventListener('abort', stop);
  }
}
