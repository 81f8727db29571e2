// Plays written straight into quiz_attempts, for tests that need finished plays without playing
// them through the API.
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { QuizAttemptsTable } from '../db/schema.js';
import type { ServedQuestion } from '../features/quiz/quizzes.js';
import { countScore } from '../team-counters.js';

type Play = Insertable<QuizAttemptsTable>;

/**
 * A finished play as the leaderboards rank it, its questions not kept: started at one second and
 * finished `ms` later (never, when null).
 */
export function rankedPlay(
  play: Pick<Play, 'id' | 'user_id' | 'quiz_id' | 'team' | 'score'>,
  ms: number | null,
): Play {
  return {
    ...play,
    status: 'completed',
    disqualified: 0,
    question_ids: '[]',
    answers: '[]',
    current_index: 5,
    served_at: 0,
    started_at: 1_000,
    finished_at: ms === null ? null : 1_000 + ms,
    time_taken_sec: ms === null ? null : ms / 1000,
  };
}

/** One answer to a one-question quiz: whose play, in which team, what they chose and scored. */
export type OneAnswer = {
  id: string;
  userId: string;
  team: string;
  selected: string;
  score: number;
};

/**
 * Finished plays of a one-question quiz, written as the quiz service writes them: in one
 * transaction, each team's scores added to its points.
 */
export async function writeOneQuestionPlays(
  db: Db,
  quizId: string,
  question: ServedQuestion,
  answers: readonly OneAnswer[],
  now: number,
): Promise<void> {
  const plays = answers.map((answer) => ({
    id: answer.id,
    user_id: answer.userId,
    quiz_id: quizId,
    team: answer.team,
    status: 'completed' as const,
    score: answer.score,
    disqualified: 0,
    question_ids: JSON.stringify([question.id]),
    questions: JSON.stringify([question]),
    question_ms: 15_000,
    answers: JSON.stringify([{ id: question.id, selected: answer.selected }]),
    current_index: 1,
    served_at: now,
    shown_at: null,
    started_at: now,
    finished_at: now,
    time_taken_sec: 5,
  }));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('quiz_attempts').values(plays).execute();
    for (const team of new Set(plays.map((play) => play.team))) {
      const points = plays.filter((play) => play.team === team).reduce((n, p) => n + p.score, 0);
      await countScore(trx, team, points);
    }
  });
}
