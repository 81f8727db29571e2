// The signed-in player's own saved plays, as the quiz list shows them beside each quiz: the score of
// a finished one, or that a play left unfinished disqualified them.
import type { QuizPlayed } from '../../../common/api.js';
import type { Db } from '../../db/database.js';
import { presentResult } from './play-service.js';

/** The player's plays by quiz id: one each at most, as a play is once per player. */
export async function playsOf(db: Db, userId: string): Promise<Map<string, QuizPlayed>> {
  const rows = await db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.quiz_id, presentPlayed(presentResult(row))]));
}

/** As Quiz & Contest says it: a play not completed is the spec's disqualification record. */
function presentPlayed({ status, score, total }: ReturnType<typeof presentResult>): QuizPlayed {
  return status === 'completed' ? { status, score, total } : { status: 'disqualified' };
}
