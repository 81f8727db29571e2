// The organisers' announcements showing now, as the signed-in live stream tells them: held here
// for the tab, so a screen that mounts later shows them without waiting for the next push.
import { useEffect, useSyncExternalStore } from 'react';
import type { Announcement } from '../../common/api';
import { subscribeLive } from './live-stream';

const NONE: Announcement[] = [];
let showing: Announcement[] = NONE;
const listeners = new Set<() => void>();

function listen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The announcements showing now; `enabled` while someone is signed in (the stream is theirs). */
export function useAnnouncements(enabled: boolean): Announcement[] {
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive('announcements', (list) => {
      showing = list;
      listeners.forEach((listener) => listener());
    });
  }, [enabled]);
  // Rendered on the server (and hydrated), nobody is signed in yet: none.
  return useSyncExternalStore(
    listen,
    () => showing,
    () => NONE,
  );
}
