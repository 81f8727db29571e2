// The polls, word clouds, questions, reactions and photo walls running now, as the signed-in
// stream's `engage` event tells them (at its opening and at every change): held here for the tab,
// so Home and the banner show them without a read of their own. All the first screen holds of them
// but the way to their code (engage-live.ts).
import { useEffect, useSyncExternalStore } from 'react';
import type { EngageState, LiveActivity } from '../../common/engage';
import { subscribeLive } from './live-stream';

const NONE: LiveActivity[] = [];
let latest: EngageState | null = null;
const listeners = new Set<() => void>();

function listen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state last pushed; null before the first push. */
export function latestEngageState(): EngageState | null {
  return latest;
}

/** The activities running now; `enabled` while someone is signed in (the stream is theirs). */
export function useLiveActivities(enabled: boolean): LiveActivity[] {
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive('engage', (state) => {
      latest = state;
      listeners.forEach((listener) => listener());
    });
  }, [enabled]);
  // Rendered on the server (and hydrated), nobody is signed in yet: none.
  return useSyncExternalStore(
    listen,
    () => latest?.activities ?? NONE,
    () => NONE,
  );
}
