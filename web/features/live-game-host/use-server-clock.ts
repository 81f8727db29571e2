// The game's clock on the console: the server's time when the state was read, plus the time since
// on this computer, so a countdown follows the server's deadline whatever this computer's clock says.
import { useEffect, useState } from 'react';

/** How often a running countdown is drawn again. */
const TICK_MS = 250;

/**
 * Whole seconds until `moment` by the server's clock (0 once it has passed; null without one).
 * `serverNow`: the server's clock in the state read at `receivedAt` (this computer's clock).
 */
export function useSecondsUntil(
  moment: number | null,
  serverNow: number,
  receivedAt: number,
): number | null {
  const [clientNow, setClientNow] = useState(() => Date.now());
  const running = moment !== null;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setClientNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  if (moment === null) return null;
  // A read newer than the last tick has no time since yet.
  const since = Math.max(0, clientNow - receivedAt);
  return Math.max(0, Math.ceil((moment - (serverNow + since)) / 1000));
}
