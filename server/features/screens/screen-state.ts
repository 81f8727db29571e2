// What a venue screen shows, in one read: the standings, the quizzes open now and the next one, the
// chosen contest's top players named only as the organisers chose, the announcements, and the
// address to join. Nothing else reaches a screen: no phone number, no employee ID.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ScreenState } from '../../../common/venue-api.js';
import { screenName } from '../../../common/venue-names.js';
import type { Db } from '../../db/database.js';
import { listQuizzes, type QuizRow, quizTitle, quizzesOnOffer } from '../quiz/quizzes.js';
import { readTeamStats } from '../stats/stats-service.js';
import type { ScreenLinkRow } from './screen-service.js';

/** How many of the best plays a screen lists. */
const SCREEN_LEADERS = 10;

/**
 * The contest whose players a screen shows: the chosen one (while it exists: a screen that runs all
 * day outlives a deleted quiz); else the first open now; else the one whose schedule closed last;
 * else the first of the event's contests.
 */
function screenContest(quizzes: QuizRow[], chosen: string | null, now: number): QuizRow | null {
  const picked = chosen === null ? undefined : quizzes.find((quiz) => quiz.id === chosen);
  if (picked) return picked;
  const contests = quizzes.filter((quiz) => quiz.kind === 'contest' && quiz.archived_at === null);
  const closed = contests
    .filter((quiz) => quiz.closes_at !== null && quiz.closes_at <= now)
    .sort((a, b) => b.closes_at! - a.closes_at!);
  return quizzesOnOffer(contests, now).open[0] ?? closed[0] ?? contests[0] ?? null;
}

/**
 * A contest's best completed plays, ranked as the admin leaderboard ranks them: score, then the
 * fastest, a play with no timing after every timed one, then the employee ID.
 */
async function topPlays(db: Db, quizId: string, limit = SCREEN_LEADERS) {
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

export async function readScreenState(
  app: FastifyInstance,
  link: ScreenLinkRow,
): Promise<ScreenState> {
  const now = app.clock.now();
  const quizzes = await listQuizzes(app.db);
  const { open, upcoming } = quizzesOnOffer(quizzes, now);
  const contest = screenContest(quizzes, link.quiz_id, now);
  const labels = new Map(app.site.teams.map((team) => [team.key, team.label.en]));
  const leaders = contest
    ? {
        quiz: { id: contest.id, title: quizTitle(contest) },
        rows: (await topPlays(app.db, contest.id)).map(({ name, team, ...row }) => ({
          ...row,
          name: screenName(link.names, name, labels.get(team) ?? team),
          teamKey: team,
        })),
      }
    : null;
  const next = upcoming.find((quiz) => quiz.kind === 'contest');
  return {
    screen: { name: link.name },
    joinUrl: app.config.publicUrl.href,
    teams: await readTeamStats(app.db, app.site),
    quizzes: {
      open: open
        .filter((quiz) => quiz.kind === 'contest')
        .map((quiz) => ({ id: quiz.id, title: quizTitle(quiz), closesAt: quiz.closes_at })),
      next: next ? { id: next.id, title: quizTitle(next), opensAt: next.opens_at! } : null,
    },
    leaders,
    announcements: app.announcements.showing(),
    now,
  };
}
