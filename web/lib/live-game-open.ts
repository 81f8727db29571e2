// Whether a live game takes players now (its lobby and its questions, not its podium), as the
// signed-in stream's `game` event tells it: at every move, and as the stream opens while a game
// runs; and the way to the rest of its code. All the first screen carries of the live game.
import { useEffect, useState } from 'react';
import { subscribeLive } from './live-stream';

/** `enabled` while someone is signed in (the stream is theirs). */
export function useLiveGameOpen(enabled: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      enabled
        ? subscribeLive('game', (game) => setOpen(!!game && game.phase !== 'ended'))
        : undefined,
    [enabled],
  );
  return open;
}

/**
 * The rest of the live game's code, loaded once needed: its banner and its screen. One module for
 * both, so the first screen names the live game's code once.
 */
export const loadLiveGame = () => import('../features/live-game/live-game-entry');
