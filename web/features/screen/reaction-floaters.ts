// The reactions a venue screen floats up, from the bursts the server pushes: a few of each emoji
// per burst and never more than a screenful at once, so a clapping hall stays readable; and the
// quiet count of each for a screen that asked for less motion.
import { REACTIONS, type ReactionBurst } from '../../../common/engage';

/** The most emoji afloat at once, and of one emoji from one burst. */
export const FLOATERS_MOST = 20;
const FLOATERS_PER_EMOJI = 3;
/** How long one takes to float up and fade (screen.css: screen-float). */
export const FLOAT_MS = 4_000;

export type Floater = {
  id: number;
  emoji: string;
  /** Where it rises, in % of the screen's width from the left; and how late it sets off, in ms. */
  left: number;
  delay: number;
};

/**
 * The floaters a burst adds with `afloat` already up: `firstId` numbers them. Their places spread
 * across the width by their number (no two neighbours rise on the same line).
 */
export function floatersOf(burst: ReactionBurst, afloat: number, firstId: number): Floater[] {
  const room = Math.max(0, FLOATERS_MOST - afloat);
  const added: Floater[] = [];
  for (const [emoji, count] of Object.entries(burst)) {
    for (let n = 0; n < Math.min(count, FLOATERS_PER_EMOJI) && added.length < room; n += 1) {
      const id = firstId + added.length;
      added.push({ id, emoji, left: 6 + ((id * 37) % 88), delay: (added.length * 120) % 600 });
    }
  }
  return added;
}

/** The reactions sent while this screen showed them, in the phones' order. */
export function addBurst(
  totals: ReadonlyMap<string, number>,
  burst: ReactionBurst,
): Map<string, number> {
  const next = new Map(totals);
  for (const [emoji, count] of Object.entries(burst))
    if (count > 0) next.set(emoji, (next.get(emoji) ?? 0) + count);
  return next;
}

/** The totals to show, the phones' reactions first in their order, then any other. */
export function totalsInOrder(totals: ReadonlyMap<string, number>): [string, number][] {
  const known: readonly string[] = REACTIONS;
  return [...totals].sort(
    ([a], [b]) =>
      (known.includes(a) ? known.indexOf(a) : known.length) -
      (known.includes(b) ? known.indexOf(b) : known.length),
  );
}
