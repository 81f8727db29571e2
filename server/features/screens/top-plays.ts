// A contest's best plays as every venue screen ranks them: the list beside the standings and the
// podium when the contest closes both read them here.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How many of the best plays a screen lists. */
const SCREEN_LEADERS = 10;

/**
 * A contest's best completed plays, ranked as the admin leaderboard ranks them: score, then the
 * fastest, a play with no timing after every timed one, then the employee ID.
 */
export async function topPlays(db: Db, quizId: string, limit = SCREEN_LEADERS) {
  const untimed = sql<number>`case when quiz_attempts.finished_at is null or quiz_attempts.time_taken_sec is null then 1 else 0 end`;
  const rows = await db
    .selectFrom('quiz_attempts')
    .innerJoin('profiles', 'profiles.user_id', 'quiz_attempts.user_id')
    .select([
      'profiles.name as name',
      'quiz_attempts.team as team',
      'quiz_attempts.score as score',
      'quiz_attempts.started_at as startedAt',
      'quiz_attempts.finished_at as finishedAt',
      'quiz_attempts.time_taken_sec as timeTakenSec',
    ])
    .where('quiz_attempts.quiz_id', '=', quizId)
    .where('quiz_attempts.status', '=', 'completed')
    .orderBy('quiz_attempts.score', 'desc')
    .orderBy(untimed)
    .orderBy(sql`quiz_attempts.finished_at - quiz_attempts.started_at`)
    .orderBy(sql`coalesce(profiles.employee_label, profiles.employee_id)`)
    .limit(limit)
    .execute();
  return rows.map((row, index) => ({
    rank: index + 1,
    name: row.name,
    team: row.team,
    score: row.score,
    timeTakenMs:
      row.finishedAt === null || row.timeTakenSec === null ? null : row.finishedAt - row.startedAt,
  }));
}
