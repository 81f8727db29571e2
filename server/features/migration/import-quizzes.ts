// The original's saved quiz results and its quiz switches ("games"), onto the quizzes seeded with the same ids
// (quiz1, quiz2, quiz3). Each imported play is given the questions its ids name, as served.
import type { Insertable } from 'kysely';
import type { Trx } from '../../db/database.js';
import type { QuizAttemptsTable } from '../../db/schema.js';
import { fillServedQuestions } from '../quiz/seed-quizzes.js';
import { ORIGINAL_QUIZZES, type FirebaseExport, type QuizResult } from './firebase-export.js';
import type { Person } from './import-people.js';

type Timing = Pick<QuizAttemptsTable, 'started_at' | 'finished_at' | 'time_taken_sec'>;

/**
 * When a play started and finished and how long it took, as far as the record tells. An unknown
 * time stays unknown (null) rather than 0 s, which would beat every timed player on a tie.
 */
function timing(result: QuizResult, fallbackStart: number): Timing {
  if (typeof result === 'number') {
    return { started_at: fallbackStart, finished_at: null, time_taken_sec: null };
  }
  const start = result.startedAt ?? result.createdAt;
  const finish = result.finishedAt;
  const seconds =
    result.timeTakenSec ??
    (start !== undefined && finish !== undefined && finish >= start
      ? (finish - start) / 1000
      : undefined);
  if (result.status === 'in-progress') {
    return { started_at: start ?? fallbackStart, finished_at: null, time_taken_sec: null };
  }
  if (seconds === undefined) {
    return {
      started_at: start ?? fallbackStart,
      finished_at: finish ?? null,
      time_taken_sec: null,
    };
  }
  // The leaderboard times a play by its start and finish, so the two agree with the seconds.
  const startedAt =
    start ?? (finish !== undefined ? finish - Math.round(seconds * 1000) : fallbackStart);
  return {
    started_at: startedAt,
    finished_at: finish ?? startedAt + Math.round(seconds * 1000),
    time_taken_sec: Math.round(seconds),
  };
}

function attemptOf(
  person: Person,
  quizId: string,
  result: QuizResult,
): Insertable<QuizAttemptsTable> {
  const record = typeof result === 'number' ? { score: result, answers: [] } : result;
  const completed = typeof result === 'number' || result.status !== 'in-progress';
  const times = timing(result, person.createdAt);
  return {
    id: `firebase:${person.uid}:${quizId}`,
    user_id: person.uid,
    quiz_id: quizId,
    team: person.team,
    status: completed ? 'completed' : 'in-progress',
    score: completed ? record.score : 0,
    disqualified: completed ? 0 : 1,
    question_ids: JSON.stringify(record.answers.map((answer) => answer.id)),
    answers: JSON.stringify(record.answers),
    current_index: record.answers.length,
    served_at: times.started_at,
    ...times,
  };
}

/**
 * Each person's saved results; a play already recorded here is kept as it is, and a result of a
 * quiz this server no longer has (an organiser deleted it) is left out.
 */
export async function importResults(trx: Trx, people: Person[]): Promise<number> {
  const quizzes = await trx
    .selectFrom('quizzes')
    .select('id')
    .where('id', 'in', [...ORIGINAL_QUIZZES])
    .execute();
  const quizIds = ORIGINAL_QUIZZES.filter((quizId) => quizzes.some((quiz) => quiz.id === quizId));
  let added = 0;
  for (const person of people) {
    for (const quizId of quizIds) {
      const result = person.user[quizId];
      if (result === undefined) continue;
      const outcome = await trx
        .insertInto('quiz_attempts')
        .values(attemptOf(person, quizId, result))
        .onConflict((oc) => oc.columns(['user_id', 'quiz_id']).doNothing())
        .executeTakeFirst();
      added += Number(outcome.numInsertedOrUpdatedRows ?? 0);
    }
  }
  await fillServedQuestions(trx);
  return added;
}

/** The quiz switches, when the export has them. */
export async function importQuizSwitches(
  trx: Trx,
  switches: FirebaseExport['games'],
  now: number,
): Promise<boolean> {
  let found = false;
  for (const quizId of ORIGINAL_QUIZZES) {
    const enabled = switches?.[quizId];
    if (enabled === undefined) continue;
    // A switch already as the export has it keeps its time, so a second run changes nothing.
    await trx
      .updateTable('quizzes')
      .set({ enabled: enabled ? 1 : 0, updated_at: now })
      .where('id', '=', quizId)
      .where('enabled', '!=', enabled ? 1 : 0)
      .execute();
    found = true;
  }
  return found;
}
