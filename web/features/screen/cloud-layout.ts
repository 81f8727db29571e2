// A word cloud as a venue screen lays it out: each word sized by how many sent it, on a log scale in
// a few steps (so one popular word does not dwarf the rest to nothing), the largest in the middle
// and the rest around it in rows, each word in a colour of its own. Deterministic, with no overlap:
// the rows are the browser's own line boxes, centred.
import type { CloudResults } from '../../../common/engage';

/** The words' sizes, smallest to largest, in ems of the cloud's size (which shrinks to fit). */
export const CLOUD_STEPS = [1, 1.35, 1.8, 2.4, 3.2] as const;

/** Light colours that read at ≥ 7:1 on the screen's dark panel (screen.css: .screen-engage-panel). */
const CLOUD_COLOURS = ['#ffffff', '#fde68a', '#a5f3fc', '#f9a8d4', '#bbf7d0', '#c7d2fe', '#fdba74'];

type PlacedWord = { word: string; count: number; step: number; colour: string };

/** The step of a count between the fewest and the most, on a log scale. */
export function cloudStep(count: number, fewest: number, most: number): number {
  const top = CLOUD_STEPS.length - 1;
  if (most <= fewest) return top;
  const share = (Math.log(count) - Math.log(fewest)) / (Math.log(most) - Math.log(fewest));
  return Math.round(Math.min(1, Math.max(0, share)) * top);
}

/** The same word always takes the same colour, wherever it stands. */
function colourOf(word: string): string {
  let hash = 0;
  for (const char of word) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return CLOUD_COLOURS[hash % CLOUD_COLOURS.length]!;
}

/**
 * The words in the order the rows take them: the most sent in the middle, the next on either side
 * of it in turn, the fewest at the edges; ties by the word, so every screen draws the same cloud.
 */
export function cloudLayout(words: CloudResults['words']): PlacedWord[] {
  if (words.length === 0) return [];
  const ranked = words
    .filter((each) => each.count > 0)
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
  if (ranked.length === 0) return [];
  const most = ranked[0]!.count;
  const fewest = ranked.at(-1)!.count;
  const placed: PlacedWord[] = [];
  ranked.forEach(({ word, count }, index) => {
    const each = { word, count, step: cloudStep(count, fewest, most), colour: colourOf(word) };
    if (index % 2 === 0) placed.push(each);
    else placed.unshift(each);
  });
  return placed;
}
