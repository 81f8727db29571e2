// Sign-ins take turns when the instance is busy. A crowd arriving at the same minute must never
// hold up a quiz's answers, which are timed and cost people points when late: so only so many
// sign-in requests run at once, fewer while the event loop lags, the rest wait in a bounded queue,
// and beyond it (or after waiting too long) a phone is told honestly when to try again (503
// sign_in_busy with Retry-After), before anything is spent: no bot check, no code, no SMS.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AppError } from '../../errors.js';

export type SignInGateOptions = {
  /** Sign-in requests running at once while the loop keeps up. */
  maxRunning: number;
  /** Sign-in requests waiting their turn; one more is told to retry. */
  maxQueued: number;
  /** The longest a request waits in the queue before it is told to retry. */
  maxWaitMs?: number;
  /** The event loop's delay (p99 over a check) above which fewer sign-ins run at once. */
  targetLagMs?: number;
  /** How often the loop's delay is checked. */
  checkMs?: number;
};

export type SignInGate = {
  /** Runs `work` in its turn, or refuses with sign_in_busy. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** How many may run at once now, and how many wait (for metrics and tests). */
  state: () => { limit: number; running: number; queued: number };
  stop: () => void;
};

/** However late the loop runs, a couple of sign-ins still go on, so nobody waits forever. */
const MIN_RUNNING = 2;

/** A request waiting its turn: `start` counts it as running at once, so no other takes its place. */
type Waiter = { start: () => void; refuse: (error: AppError) => void; timer: NodeJS.Timeout };

export function createSignInGate(options: SignInGateOptions): SignInGate {
  const { maxRunning, maxQueued, maxWaitMs = 5_000, targetLagMs = 20, checkMs = 500 } = options;
  let limit = maxRunning;
  let running = 0;
  const queue: Waiter[] = [];
  /** A sign-in's usual time in its turn (moving average), for telling when to come back. */
  let typicalMs = 20;

  // Additive increase, multiplicative decrease on the loop's delay: the sign-ins' share of the
  // loop shrinks at once when answers would wait, and grows back a step at a time.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const check = setInterval(() => {
    const lagMs = delay.percentile(99) / 1e6;
    delay.reset();
    if (lagMs > targetLagMs)
      limit = Math.max(Math.min(MIN_RUNNING, maxRunning), Math.floor(limit / 2));
    else if (limit < maxRunning) limit += 1;
    startWaiting();
  }, checkMs);
  check.unref();

  function startWaiting(): void {
    while (running < limit && queue.length > 0) {
      const next = queue.shift()!;
      clearTimeout(next.timer);
      next.start();
    }
  }

  /** When to come back: the queue's length over the turns that run at once, and a little spread. */
  function busy(): AppError {
    const seconds = Math.ceil(((queue.length + 1) / limit) * (typicalMs / 1000)) + 1;
    const retryAfterSeconds = Math.min(30, seconds + Math.floor(Math.random() * 3));
    return new AppError('sign_in_busy', { params: { retryAfterSeconds } });
  }

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else {
      if (queue.length >= maxQueued) throw busy();
      await new Promise<void>((resolve, refuse) => {
        const waiter: Waiter = {
          start: () => {
            running += 1;
            resolve();
          },
          refuse,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            refuse(busy());
          }, maxWaitMs),
        };
        queue.push(waiter);
      });
    }
    const began = performance.now();
    try {
      return await work();
    } finally {
      running -= 1;
      typicalMs = 0.9 * typicalMs + 0.1 * (performance.now() - began);
      startWaiting();
    }
  }

  return {
    run,
    state: () => ({ limit, running, queued: queue.length }),
    stop: () => {
      clearInterval(check);
      delay.disable();
      for (const waiter of queue.splice(0)) {
        clearTimeout(waiter.timer);
        waiter.refuse(busy());
      }
    },
  };
}
