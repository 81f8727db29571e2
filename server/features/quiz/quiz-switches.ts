// The quizzes' switches: on opens a quiz to players (within its schedule, if it has one).
import type { Db } from '../../db/database.js';
import { listQuizzes, type QuizRow } from './quizzes.js';

/**
 * Turns the named quizzes' switches on or off; the others keep theirs. Returns every quiz, or the
 * ids no quiz has, changing nothing.
 */
export async function setQuizSwitches(
  db: Db,
  switches: Record<string, boolean>,
  now: number,
): Promise<{ quizzes: QuizRow[] } | { unknown: string[] }> {
  return db.transaction().execute(async (trx) => {
    const quizzes = await listQuizzes(trx);
    const unknown = Object.keys(switches).filter((id) => !quizzes.some((quiz) => quiz.id === id));
    if (unknown.length > 0) return { unknown };
    for (const [id, open] of Object.entries(switches)) {
      await trx
        .updateTable('quizzes')
        .set({ enabled: open ? 1 : 0, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
    return { quizzes: await listQuizzes(trx) };
  });
}
