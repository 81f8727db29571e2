// The organisers' announcements showing now, as the signed-in live stream tells them: held here
// for the tab, so a screen that mounts later shows them without waiting for the next push.
import { useEffect, useSyncExternalStore } from 'react';
import type { Announcement } from '../../common/api';
import { subscribeLive } from './live-stream';

let showing: Announcement[] = [];
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
  return useSyncExternalStore(listen, () => showing);
}
