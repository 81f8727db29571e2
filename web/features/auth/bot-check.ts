// The invisible bot check: fetch an ALTCHA challenge and solve it in the background, so the proof
// is ready by the time the user presses Send OTP. The solver loads only on the sign-in screen.
import { BotCheckChallenge } from '../../../common/api';
import { apiRequest } from '../../lib/api';

export type BotCheck = { payload: () => Promise<string>; reset: () => void };

async function solveOnce(): Promise<string> {
  const [{ solveChallenge }, { deriveKey }, challenge] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
    apiRequest('/api/auth/bot-check', BotCheckChallenge),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
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
