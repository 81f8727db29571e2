// The venue screen's readability rule as numbers: what a person reads from the back of a hall is
// sized against the screen's height, so it holds at 720, 1080 and 2160 lines alike.

/** Standings (names, points, percentages) never under 1/30 of the screen's height, in vh. */
export const STANDINGS_FLOOR_VH = 3.4;

/** Nothing at all under 1/45 of the screen's height (labels, footnotes), in vh. */
export const TEXT_FLOOR_VH = 2.3;

/** The standings' size at its largest, for a handful of teams. */
const STANDINGS_LARGEST_VH = 5.2;

/** The height the standings' rows share, in vh, and each row's height in lines of its text. */
const ROWS_VH = 64;
const ROW_LINES = 1.6;

/** The standings' text size for this many teams: as large as their rows' share of the height allows. */
export function standingsSizeVh(teams: number): number {
  const share = ROWS_VH / Math.max(teams, 1) / ROW_LINES;
  return (
    Math.round(Math.min(STANDINGS_LARGEST_VH, Math.max(STANDINGS_FLOOR_VH, share)) * 100) / 100
  );
}

/** The height the lobby's list of joins per team shares, in vh, and the most rows a column takes. */
const JOINED_VH = 57;
const JOINED_ROWS_PER_COLUMN = 12;
const JOINED_MOST_COLUMNS = 3;
/** A row of the list in lines of its text (its padding included). */
const JOINED_ROW_LINES = 1.4;

/** The lobby's joins per team: one column for up to twelve teams, side by side for more, as large as fits. */
export function joinedListLayout(teams: number): { columns: number; sizeVh: number } {
  const columns = Math.min(
    JOINED_MOST_COLUMNS,
    Math.max(1, Math.ceil(teams / JOINED_ROWS_PER_COLUMN)),
  );
  const rows = Math.max(1, Math.ceil(teams / columns));
  const share = JOINED_VH / rows / JOINED_ROW_LINES;
  const sizeVh = Math.min(STANDINGS_LARGEST_VH, Math.max(STANDINGS_FLOOR_VH, share));
  return { columns, sizeVh: Math.round(sizeVh * 100) / 100 };
}
