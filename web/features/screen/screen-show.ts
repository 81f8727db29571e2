// What a venue screen shows now, from what the organisers chose for it (ScreenShow), the activities
// running and whether a live game follows this screen: one activity, the standings, the game, or
// the live activities and the standings in turn. The turns follow the server's clock, so every
// screen of a hall turns together.
import { SCREEN_ROTATE_MS, type ScreenShow } from '../../../common/engage';
import type { LiveActivity } from '../../../common/engage';

type ScreenView =
  { kind: 'game' } | { kind: 'standings' } | { kind: 'activity'; activity: LiveActivity };

export type ShownNow = {
  view: ScreenView;
  /** The organisers chose this view itself (not the turns of `auto`). */
  chosen: boolean;
  /** While views take turns: which one shows (from 0), of how many, and how far into its turn (0–1). */
  turns: { index: number; count: number; progress: number } | null;
};

const ACTIVITY = 'activity:';

/** The views that take turns under `auto`: the live activities but reactions (they float over), then the standings. */
function autoTurns(engage: LiveActivity[]): ScreenView[] {
  return [
    ...engage
      .filter((activity) => activity.kind !== 'reactions')
      .map((activity): ScreenView => ({ kind: 'activity', activity })),
    { kind: 'standings' },
  ];
}

function auto(engage: LiveActivity[], gameRuns: boolean, now: number): ShownNow {
  if (gameRuns) return { view: { kind: 'game' }, chosen: false, turns: null };
  const views = autoTurns(engage);
  if (views.length === 1) return { view: views[0]!, chosen: false, turns: null };
  const turn = Math.floor(now / SCREEN_ROTATE_MS);
  const index = ((turn % views.length) + views.length) % views.length;
  const progress = (now - turn * SCREEN_ROTATE_MS) / SCREEN_ROTATE_MS;
  return { view: views[index]!, chosen: false, turns: { index, count: views.length, progress } };
}

/**
 * `gameRuns`: a live game runs and follows this screen (the screen's read carries it only then).
 * `now`: the server's clock.
 */
export function shownNow(
  show: ScreenShow,
  engage: LiveActivity[],
  gameRuns: boolean,
  now: number,
): ShownNow {
  if (show === 'standings') return { view: { kind: 'standings' }, chosen: true, turns: null };
  if (show === 'game')
    return { view: gameRuns ? { kind: 'game' } : { kind: 'standings' }, chosen: true, turns: null };
  if (show.startsWith(ACTIVITY)) {
    const id = show.slice(ACTIVITY.length);
    const activity = engage.find((each) => each.id === id);
    if (activity) return { view: { kind: 'activity', activity }, chosen: true, turns: null };
  }
  return auto(engage, gameRuns, now);
}

/** Reactions float up over whatever shows while a reactions activity runs. */
export function reactionsRunning(engage: LiveActivity[]): LiveActivity | null {
  return engage.find((activity) => activity.kind === 'reactions') ?? null;
}
