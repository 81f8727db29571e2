// Where a finished saved play leaves its player and team, read after the play is saved: the points it
// added to the team and the team's place now, the player's place among the quiz's players, and the
// next contest to open. Counted here, so every phone shows the same places the boards do.
import type { PlayStanding, QuizResult } from '../../../common/api.js';
import { rankTeams } from '../../../common/dashboard.js';
import type { Site } from '../../../common/site.js';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { compileOnce } from '../../db/compiled-query.js';
import { isPostgres, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
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

const employeeId = (eb: ExpressionBuilder<Database, 'profiles'>) =>
  eb.fn.coalesce('profiles.employee_label', 'profiles.employee_id');

/** The player's finished play of the quiz as the leaderboard lists it: with their profile. */
const selectMyPlay = compileOnce((db, values: { quizId: string; userId: string }) =>
  db
    .selectFrom('quiz_attempts')
    .innerJoin('profiles', 'profiles.user_id', 'quiz_attempts.user_id')
    .select([
      (eb) => employeeId(eb).as('employeeId'),
      'quiz_attempts.score as score',
      'quiz_attempts.started_at as started_at',
      'quiz_attempts.finished_at as finished_at',
      'quiz_attempts.time_taken_sec as time_taken_sec',
    ])
    .where('quiz_attempts.quiz_id', '=', values.quizId)
    .where('quiz_attempts.status', '=', 'completed')
    .where('quiz_attempts.user_id', '=', values.userId),
);

/**
 * The quiz's finished plays, and those of them that scored more than `score`: a sum over its counts
 * per score (`quiz_score_counts`, kept by triggers as plays finish, are regraded or go), a row per
 * score, however many have played.
 */
const countPlaysAbove = compileOnce((db, values: { quizId: string; score: number }) =>
  db
    .selectFrom('quiz_score_counts')
    .select([
      sql<string | number | null>`sum(plays)`.as('players'),
      sql<string | number | null>`sum(case when score > ${values.score} then plays else 0 end)`.as(
        'above',
      ),
    ])
    .where('quiz_id', '=', values.quizId),
);

const timed = sql<boolean>`(finished_at is not null and time_taken_sec is not null)`;
/** The time a play took, as the index `quiz_attempts_standing` holds it (migration 0018). */
const timeTaken = sql<number>`(finished_at - started_at)`;

/** Joins the ids of the rows for which `when` holds, comma-separated (null when none). */
const idsWhere = (db: Db, when: RawBuilder<boolean>) =>
  isPostgres(db)
    ? sql<string | null>`string_agg(case when ${when} then user_id end, ',')`
    : sql<string | null>`group_concat(case when ${when} then user_id end, ',')`;

/**
 * Among the plays with `score` that have a time: how many are faster than `ms`, and which other
 * players' are exactly as fast. A range of the index, up to `ms`: the rows of the plays are not read.
 */
const timedAroundMs = compileOnce(
  (db, values: { quizId: string; userId: string; score: number; ms: number }) =>
    db
      .selectFrom('quiz_attempts')
      .select([
        sql<
          string | number | null
        >`sum(case when ${timeTaken} < ${values.ms} then 1 else 0 end)`.as('ahead'),
        idsWhere(db, sql<boolean>`${timeTaken} = ${values.ms} and user_id <> ${values.userId}`).as(
          'tied',
        ),
      ])
      .where('quiz_id', '=', values.quizId)
      .where('status', '=', 'completed')
      .where('score', '=', values.score)
      .where(sql<boolean>`${timeTaken} <= ${values.ms}`)
      .where('time_taken_sec', 'is not', null),
);
/** Among the plays with `score`: how many have a time (ahead of one without), and which others do not. */
const timedAndNot = compileOnce((db, values: { quizId: string; userId: string; score: number }) =>
  db
    .selectFrom('quiz_attempts')
    .select([
      sql<string | number | null>`sum(case when ${timed} then 1 else 0 end)`.as('ahead'),
      idsWhere(db, sql<boolean>`not ${timed} and user_id <> ${values.userId}`).as('tied'),
    ])
    .where('quiz_id', '=', values.quizId)
    .where('status', '=', 'completed')
    .where('score', '=', values.score),
);

/** The employee IDs of the tied players, as the leaderboard shows them (only those with a profile). */
async function tiedEmployeeIds(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('profiles')
    .select((eb) => employeeId(eb).as('employeeId'))
    .where('user_id', 'in', userIds)
    .execute();
}

/**
 * The player's place among the quiz's finished plays, in the organisers' leaderboard's order
 * (play-ranking.ts). Counted in the database, not by reading every play: thousands of phones finish
 * a contest in the same minute, and each asks for its own place once. The leaderboard lists a play
 * with its player's profile, and every finished play has one (a play starts only with a complete
 * profile, and removing a registration removes its plays), so the plays are counted without
 * joining the profiles: by their counts per score, and for those tied on score on the index's range
 * of those as fast or faster.
 * The players exactly tied on score and time come back from that pass, to break the tie by employee
 * ID as the leaderboard does.
 */
async function playerPlace(db: Db, { userId, quizId }: FinishedPlay) {
  const [mine] = (await selectMyPlay(db, { quizId, userId })).rows;
  const score = mine?.score ?? 0;
  const [counts] = (await countPlaysAbove(db, { quizId, score })).rows;
  const players = Number(counts?.players ?? 0);
  if (!mine) return { place: null, players };

  const myTime = playTimeMs(mine);
  const [sameScore] = (
    myTime === null
      ? await timedAndNot(db, { quizId, userId, score })
      : await timedAroundMs(db, { quizId, userId, score, ms: myTime })
  ).rows;
  const tied = await tiedEmployeeIds(db, sameScore?.tied ? sameScore.tied.split(',') : []);
  const tiedAhead = rankPlays(
    [
      { employeeId: mine.employeeId, mine: true },
      ...tied.map((play) => ({ ...play, mine: false })),
    ].map((play) => ({ ...play, score, timeTakenMs: myTime })),
  ).findIndex((play) => play.mine);
  const ahead = Number(counts?.above ?? 0) + Number(sameScore?.ahead ?? 0);
  return { place: ahead + tiedAhead + 1, players };
}

/** The first contest still to open by its schedule. */
async function nextContest(db: Db, now: number): Promise<PlayStanding['nextQuiz']> {
  const next = quizzesOnOffer(await listQuizzes(db), now).upcoming.find(
    (quiz) => quiz.kind === 'contest',
  );
  return next ? { id: next.id, title: quizTitle(next), opensAt: next.opens_at! } : null;
}

async function playStanding(
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

/** Whether the play is finished, and for which team: not its questions, which a finish has. */
const selectPlayState = compileOnce((db, key: { userId: string; quizId: string }) =>
  db
    .selectFrom('quiz_attempts')
    .select(['status', 'team'])
    .where('user_id', '=', key.userId)
    .where('quiz_id', '=', key.quizId),
);

/**
 * The standing of a play that has just finished with `score`, as its finish tells it: counted from
 * that score, not from the saved play read again, which a regrade may already have re-marked.
 * Undefined when the play is not completed.
 */
export async function finishStanding(
  db: Db,
  site: Pick<Site, 'teams'>,
  { userId, quizId, score, now }: { userId: string; quizId: string; score: number; now: number },
): Promise<PlayStanding | undefined> {
  const [attempt] = (await selectPlayState(db, { userId, quizId })).rows;
  if (attempt?.status !== 'completed') return undefined;
  return playStanding(db, site, { userId, quizId, team: attempt.team, score }, now);
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
