// The quizzes' switches, for now: on opens a quiz at once, off closes it at once. An opening time
// opens a quiz by itself (quizzes.ts, isOpen), so either way the switch takes the place of one.
import type { Db } from '../../db/database.js';
import { listQuizzes, type QuizRow } from './quizzes.js';

/**
 * The columns that open or close the quiz now: the switch, no opening time (opening now replaces
 * one still to come; closing now must not be undone by one), and, to open it, no closing time
 * already passed.
 */
export function switchedNow(quiz: Pick<QuizRow, 'closes_at'>, open: boolean, now: number) {
  const closesAt = open && quiz.closes_at !== null && quiz.closes_at <= now ? null : quiz.closes_at;
  return { enabled: open ? 1 : 0, opens_at: null, closes_at: closesAt, updated_at: now };
}

/**
 * Opens or closes the named quizzes now; the others keep theirs. Returns every quiz, or the ids no
 * quiz has, changing nothing.
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
      const quiz = quizzes.find((found) => found.id === id)!;
      await trx
        .updateTable('quizzes')
        .set(switchedNow(quiz, open, now))
        .where('id', '=', id)
        .execute();
    }
    return { quizzes: await listQuizzes(trx) };
  });
}
