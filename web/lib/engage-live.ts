// The polls, word clouds, questions, reactions and photo walls running now, as the signed-in
// stream's `engage` event tells them (at its opening and at every change): held here for the tab,
// so Home and the banner show them without a read of their own; and the way to the rest of their
// code. All the first screen carries of them.
import { lazy, useEffect, useSyncExternalStore } from 'react';
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

/**
 * The rest of Engage's code, loaded once an activity runs: its banner, Home's cards and its
 * screens. One module for all, so the first screen names Engage's code once.
 */
export const loadEngage = () => import('../features/engage/engage-entry');

/** The banners of the live activities; with `cards`, Home's card for each. */
export const EngageLive = lazy(loadEngage);
