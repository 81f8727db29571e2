// The invisible bot check: fetch an ALTCHA challenge and solve it in the background, so the proof
// is ready by the time the user presses Send OTP. The solver loads only on the sign-in screen, and
// runs in workers (bot-check-worker.ts).
import { BotCheckChallenge } from '../../../common/api';
import { apiRequest } from '../../lib/api';

export type BotCheck = { payload: () => Promise<string>; reset: () => void };

/**
 * Workers racing through the counters: a phone's cores but one, up to four. The one left is the
 * page's: with every core solving, the screen being drawn waits its turn.
 */
const solvers = () => Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 1) - 1));

type Challenge = Awaited<ReturnType<typeof fetchChallenge>>;
type Altcha = Awaited<ReturnType<typeof loadAltcha>>;

const fetchChallenge = () => apiRequest('/api/auth/bot-check', BotCheckChallenge);
const loadAltcha = () => import('altcha-lib');

/** In workers, off the main thread; on it where the browser cannot start them. */
async function solve(challenge: Challenge, altcha: Altcha) {
  if (typeof Worker !== 'undefined') {
    try {
      const { default: SolverWorker } = await import('./bot-check-worker?worker');
      return await altcha.solveChallengeWorkers({
        challenge,
        createWorker: () => new SolverWorker(),
        concurrency: solvers(),
        timeout: 60_000,
      });
    } catch {
      // No module workers here: solved on the page instead.
    }
  }
  const { deriveKey } = await import('altcha-lib/algorithms/web/sha');
  return altcha.solveChallenge({ challenge, deriveKey, timeout: 60_000 });
}

async function solveOnce(): Promise<string> {
  const [challenge, altcha] = await Promise.all([fetchChallenge(), loadAltcha()]);
  const solution = await solve(challenge, altcha);
  if (!solution) throw new Error('bot check not solved');
  return JSON.stringify({ challenge, solution });
}

export function createBotCheck(): BotCheck {
  let pending: Promise<string> | null = null;
  const start = () => {
    pending = solveOnce();
    // A failure is reported when the payload is asked for, not as an unhandled rejection.
    pending.catch(() => {});
    return pending;
  };
  return {
    payload: () => (pending ?? start()).catch(() => start()),
    reset: () => void start(),
  };
}
