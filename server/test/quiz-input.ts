// A quiz's settings as the editor's form sends them, for tests that need a quiz to exist, and its
// switch set straight in the database, for tests that need it open or closed.
import type { QuizInput } from '../../common/quiz.js';
import type { Db } from '../db/database.js';

/** Switches the quiz on or off straight in the database: no audit entry, and no screen told. */
export async function switchQuiz(db: Db, quizId: string, on: boolean): Promise<void> {
  await db
    .updateTable('quizzes')
    .set({ enabled: on ? 1 : 0 })
    .where('id', '=', quizId)
    .execute();
}

/**
 * A contest titled `title` (English, or both languages): closed, five questions of twenty seconds
 * each, with no schedule, unless `changes` say otherwise.
 */
export function contestSettings(
  title: string | QuizInput['title'],
  changes: Partial<Omit<QuizInput, 'title' | 'kind'>> = {},
): QuizInput {
  return {
    title: typeof title === 'string' ? { en: title, hi: '' } : title,
    kind: 'contest',
    questionsPerPlay: 5,
    secondsPerQuestion: 20,
    open: false,
    opensAt: null,
    closesAt: null,
    ...changes,
  };
}
