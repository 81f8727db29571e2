// The reactions' bursts as the screen's stream hands them on, for whatever on the screen shows
// them: they are moments, not state, so they pass by rather than sit in the screen's read.
import type { ReactionBurst } from '../../../common/engage';

export type ReactionFeed = {
  push: (burst: ReactionBurst) => void;
  /** Calls `listener` with each burst from now on; returns the function that stops it. */
  listen: (listener: (burst: ReactionBurst) => void) => () => void;
};

export function createReactionFeed(): ReactionFeed {
  const listeners = new Set<(burst: ReactionBurst) => void>();
  return {
    push: (burst) => listeners.forEach((listener) => listener(burst)),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
