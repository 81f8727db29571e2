// The order of a contest's finished plays, the one the organisers' leaderboard shows and a player's
// own place is counted in: score first, then the fastest, an unknown time after every known one.
import type { Selectable } from 'kysely';
import type { QuizAttemptsTable } from '../../db/schema.js';

export type RankablePlay = {
  score: number;
  /** From start to finish; null for an older imported score that has no timing. */
  timeTakenMs: number | null;
  /** The player's employee id as shown: the last tie-break, so the order never depends on chance. */
  employeeId: string;
};

/** How long a play took, or null when unknown (an imported score without timing is not 0 s). */
export function playTimeMs(
  play: Pick<Selectable<QuizAttemptsTable>, 'started_at' | 'finished_at' | 'time_taken_sec'>,
): number | null {
  return play.finished_at === null || play.time_taken_sec === null
    ? null
    : play.finished_at - play.started_at;
}

const UNKNOWN_TIME = Number.MAX_SAFE_INTEGER;

/** The finished plays in the leaderboard's order, each with its rank from 1. */
export function rankPlays<T extends RankablePlay>(plays: T[]): (T & { rank: number })[] {
  return [...plays]
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.timeTakenMs ?? UNKNOWN_TIME) - (b.timeTakenMs ?? UNKNOWN_TIME) ||
        a.employeeId.localeCompare(b.employeeId),
    )
    .map((play, index) => ({ ...play, rank: index + 1 }));
}
