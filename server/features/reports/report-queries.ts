// What organisers read about the event: per-quiz leaderboards, the overview's headline figures and
// the analytics.
import { playTimeMs, rankPlays } from '../quiz/play-ranking.js';
import { isOpen, listQuizzes, type QuizRow, quizTitle } from '../quiz/quizzes.js';
import type { Db } from '../../db/database.js';

export async function leaderboard(db: Db, quizId: string) {
  const rows = await db
    .selectFrom('quiz_attempts')
    .innerJoin('profiles', 'profiles.user_id', 'quiz_attempts.user_id')
    .leftJoin('teams', 'teams.key', 'profiles.team')
    .select([
      (eb) => eb.fn.coalesce('profiles.employee_label', 'profiles.employee_id').as('employeeId'),
      'profiles.name as name',
      (eb) => eb.fn.coalesce('teams.label_en', 'profiles.team').as('teamLabel'),
      'quiz_attempts.team as team',
      'quiz_attempts.status as status',
      'quiz_attempts.score as score',
      'quiz_attempts.started_at as startedAt',
      'quiz_attempts.finished_at as finishedAt',
      'quiz_attempts.time_taken_sec as timeTakenSec',
    ])
    .where('quiz_attempts.quiz_id', '=', quizId)
    .execute();
  const withTime = rows.map(({ timeTakenSec, ...row }) => ({
    ...row,
    timeTakenMs: playTimeMs({
      started_at: row.startedAt,
      finished_at: row.finishedAt,
      time_taken_sec: timeTakenSec,
    }),
  }));
  const ranked = rankPlays(withTime.filter((row) => row.status === 'completed'));
  const disqualified = withTime.filter((row) => row.status !== 'completed');
  return { ranked, disqualified };
}

/** The contests organisers report on: every one not archived, and archived ones that were played. */
async function reportedContests(db: Db, played: Set<string>): Promise<QuizRow[]> {
  return (await listQuizzes(db)).filter(
    (quiz) => quiz.kind === 'contest' && (quiz.archived_at === null || played.has(quiz.id)),
  );
}

export async function overview(db: Db, now: number) {
  const attempts = await db
    .selectFrom('quiz_attempts')
    .select(['quiz_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['quiz_id', 'status'])
    .execute();
  const contests = await reportedContests(db, new Set(attempts.map((a) => a.quiz_id)));
  return contests.map((quiz) => ({
    quizId: quiz.id,
    title: quizTitle(quiz),
    open: isOpen(quiz, now),
    completed: Number(
      attempts.find((a) => a.quiz_id === quiz.id && a.status === 'completed')?.n ?? 0,
    ),
    disqualified: Number(
      attempts.find((a) => a.quiz_id === quiz.id && a.status === 'in-progress')?.n ?? 0,
    ),
  }));
}

/**
 * Registrations per day (in the event's time zone) per team, quiz participation, average scores and
 * their spread.
 */
export async function analytics(db: Db, timeZone: string) {
  const dayFormat = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const profiles = await db
    .selectFrom('profiles')
    .select(['team', 'created_at'])
    .where('profile_complete', '=', 1)
    .execute();
  const byDay = new Map<string, Map<string, number>>();
  for (const { team, created_at } of profiles) {
    const day = dayFormat.format(new Date(created_at));
    const teams = byDay.get(day) ?? new Map<string, number>();
    teams.set(team, (teams.get(team) ?? 0) + 1);
    byDay.set(day, teams);
  }
  const registrationsByDay = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, teams]) => ({ day, counts: Object.fromEntries(teams) }));

  const attempts = await db
    .selectFrom('quiz_attempts')
    .select(['quiz_id', 'status', 'score'])
    .execute();
  const contests = await reportedContests(db, new Set(attempts.map((a) => a.quiz_id)));
  const participation = contests.map((quiz) => {
    const quizId = quiz.id;
    const completed = attempts.filter((a) => a.quiz_id === quizId && a.status === 'completed');
    const average = completed.length
      ? completed.reduce((sum, a) => sum + a.score, 0) / completed.length
      : 0;
    const top = Math.max(quiz.questions_per_play, ...completed.map((a) => a.score));
    return {
      quizId,
      title: quizTitle(quiz),
      players: attempts.filter((a) => a.quiz_id === quizId).length,
      completed: completed.length,
      average: Math.round(average * 100) / 100,
      distribution: Array.from({ length: top + 1 }, (_, score) => score).map(
        (score) => completed.filter((a) => a.score === score).length,
      ),
    };
  });
  return { registrationsByDay, participation };
}
