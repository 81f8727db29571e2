// Where a finished saved play leaves its player and team, read after the play is saved: the points it
// added to the team and the team's place now, the player's place among the quiz's players, and the
// next contest to open. Counted here, so every phone shows the same places the boards do.
import type { PlayStanding, QuizResult } from '../../../common/api.js';
import { rankTeams } from '../../../common/dashboard.js';
import type { Site } from '../../../common/site.js';
import type { Db } from '../../db/database.js';
import { readTeamStats } from '../stats/stats-service.js';
import { findAttempt, presentResult } from './play-service.js';
import { playTimeMs, rankPlays } from './play-ranking.js';
import { listQuizzes, quizTitle, quizzesOnOffer } from './quizzes.js';

type FinishedPlay = { userId: string; quizId: string; team: string; score: number };

/** The team's place by points as the Quiz Score Board ranks the teams; null for a team that is gone. */
async function teamPlace(db: Db, site: Pick<Site, 'teams'>, team: string) {
  const ranked = rankTeams(await readTeamStats(db, site), (stat) => stat.points);
  const index = ranked.findIndex((stat) => stat.key === team);
  return { teamPlace: index < 0 ? null : index + 1, teams: ranked.length };
}

/** The player's place among the quiz's finished plays, in the organisers' leaderboard's order. */
async function playerPlace(db: Db, { userId, quizId }: FinishedPlay) {
  const plays = await db
    .selectFrom('quiz_attempts')
    // The leaderboard lists a play with its player's profile; a play without one is not on it.
    .innerJoin('profiles', 'profiles.user_id', 'quiz_attempts.user_id')
    .select([
      'quiz_attempts.user_id as userId',
      (eb) => eb.fn.coalesce('profiles.employee_label', 'profiles.employee_id').as('employeeId'),
      'quiz_attempts.score as score',
      'quiz_attempts.started_at as started_at',
      'quiz_attempts.finished_at as finished_at',
      'quiz_attempts.time_taken_sec as time_taken_sec',
    ])
    .where('quiz_attempts.quiz_id', '=', quizId)
    .where('quiz_attempts.status', '=', 'completed')
    .execute();
  const ranked = rankPlays(plays.map((play) => ({ ...play, timeTakenMs: playTimeMs(play) })));
  return {
    place: ranked.find((play) => play.userId === userId)?.rank ?? null,
    players: ranked.length,
  };
}

/** The first contest still to open by its schedule. */
async function nextContest(db: Db, now: number): Promise<PlayStanding['nextQuiz']> {
  const next = quizzesOnOffer(await listQuizzes(db), now).upcoming.find(
    (quiz) => quiz.kind === 'contest',
  );
  return next ? { id: next.id, title: quizTitle(next), opensAt: next.opens_at! } : null;
}

export async function playStanding(
  db: Db,
  site: Pick<Site, 'teams'>,
  play: FinishedPlay,
  now: number,
): Promise<PlayStanding> {
  const [team, player, nextQuiz] = await Promise.all([
    teamPlace(db, site, play.team),
    playerPlace(db, play),
    nextContest(db, now),
  ]);
  return { team: play.team, gained: play.score, ...team, ...player, nextQuiz };
}

/**
 * The player's play of the quiz as its result shows it, with its standing once finished (a
 * disqualified play has none); null when they have not played it.
 */
export async function readPlayResult(
  db: Db,
  site: Pick<Site, 'teams'>,
  { userId, quizId, now }: { userId: string; quizId: string; now: number },
): Promise<QuizResult | null> {
  const attempt = await findAttempt(db, userId, quizId);
  if (!attempt) return null;
  const result = presentResult(attempt);
  if (attempt.status !== 'completed') return result;
  const { team, score } = attempt;
  return {
    ...result,
    standing: await playStanding(db, site, { userId, quizId, team, score }, now),
  };
}
