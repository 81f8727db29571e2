// The podium a screen shows when a contest closes by its schedule: the schedule's watcher tells
// every screen at that moment (quiz-schedule.ts), each reads its state again and finds the contest
// closed within PODIUM_MS, with its best plays in the organisers' leaderboard's order
// (top-plays.ts) and the leading teams.
import type { Podium } from '../../../common/venue-api.js';
import { rankTeams, type TeamStat } from '../../../common/dashboard.js';
import type { Db } from '../../db/database.js';
import { type QuizRow, quizTitle } from '../quiz/quizzes.js';
import { topPlays } from './top-plays.js';

/** How long the podium holds the screen: long enough for a hall to cheer, short of hiding the day. */
export const PODIUM_MS = 45_000;

/** How many teams and players stand on it. */
const PODIUM_PLACES = 3;

/** The contest whose closing time passed in the last PODIUM_MS, the latest if several did. */
function contestClosedJustNow(quizzes: QuizRow[], now: number): QuizRow | null {
  const closed = quizzes
    .filter(
      (quiz) =>
        quiz.kind === 'contest' &&
        quiz.archived_at === null &&
        quiz.closes_at !== null &&
        quiz.closes_at <= now &&
        now - quiz.closes_at < PODIUM_MS,
    )
    .sort((a, b) => b.closes_at! - a.closes_at!);
  return closed[0] ?? null;
}

/**
 * The podium of the contest that closed just now, or null: none closed, or nobody finished a play
 * of it (an empty podium is no moment). `nameOf` names a player as the screen's style does.
 */
export async function podiumOf(
  db: Db,
  quizzes: QuizRow[],
  teams: TeamStat[],
  nameOf: (name: string, team: string) => string,
  now: number,
): Promise<Podium | null> {
  const quiz = contestClosedJustNow(quizzes, now);
  if (!quiz) return null;
  // The screens' best plays, in the leaderboard's order and read with a limit: every screen reads
  // its state again whenever the standings move, and they move most just as a contest closes.
  const plays = await topPlays(db, quiz.id, PODIUM_PLACES);
  if (plays.length === 0) return null;
  return {
    quiz: { id: quiz.id, title: quizTitle(quiz) },
    closedAt: quiz.closes_at!,
    until: quiz.closes_at! + PODIUM_MS,
    teams: rankTeams(teams, (team) => team.points).slice(0, PODIUM_PLACES),
    // Only what a screen may show: never the employee ID the leaderboard breaks ties by.
    players: plays.map(({ rank, name, team, score, timeTakenMs }) => ({
      rank,
      name: nameOf(name, team),
      teamKey: team,
      score,
      timeTakenMs,
    })),
  };
}
