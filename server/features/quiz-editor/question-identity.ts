// What a question id means: one question, for good. A play keeps the questions it was served under
// their ids, and a regrade corrects a play's key by the question holding that id today, so an id
// may never come to name another question. A change of a question's answer key keeps its id (that
// is what a regrade applies); a change of its text or options makes it another question, which
// takes an id that no question and no play of the quiz holds. Its picture is not part of it.
import { sql } from 'kysely';
import { isPostgres, type Trx } from '../../db/database.js';
import {
  lockQuizAgainstStarts,
  optionsOf,
  type QuestionRow,
  type ServedQuestion,
} from '../quiz/quizzes.js';

/** A question as far as its identity goes: its words and its options, in their order. */
export type QuestionContent = { text: string; options: readonly string[] };

export const contentOfRow = (row: Pick<QuestionRow, 'text' | 'options'>): QuestionContent => ({
  text: row.text,
  options: optionsOf(row),
});

export const contentServed = (served: ServedQuestion): QuestionContent => ({
  text: served.question,
  options: served.options,
});

/** The same question, word for word: a fixed typo makes another one. */
export function sameQuestion(a: QuestionContent, b: QuestionContent): boolean {
  return (
    a.text === b.text &&
    a.options.length === b.options.length &&
    a.options.every((option, index) => option === b.options[index])
  );
}

/** The highest id any play of the quiz was served, finished or not; 0 when none. */
async function highestServedId(trx: Trx, quizId: string): Promise<number> {
  // By the database's own JSON functions: a quiz of 10,000 plays is read in one pass, without
  // sending each play's list here.
  const { rows } = isPostgres(trx)
    ? await sql<{ id: number | null }>`
        select max(served.id::integer) as id
        from quiz_attempts, jsonb_array_elements_text(question_ids::jsonb) as served(id)
        where quiz_id = ${quizId}`.execute(trx)
    : await sql<{ id: number | null }>`
        select max(cast(served.value as integer)) as id
        from quiz_attempts, json_each(quiz_attempts.question_ids) as served
        where quiz_id = ${quizId}`.execute(trx);
  return Number(rows[0]?.id ?? 0);
}

/** Hands out the ids of a quiz's new questions, each once. */
export class QuestionIds {
  readonly #highestHeld: number;
  readonly #used = new Set<number>();
  #next: number;
  constructor(highestHeld: number) {
    this.#highestHeld = highestHeld;
    this.#next = highestHeld + 1;
  }

  /** No question and no play of the quiz holds it, and it is not handed out or claimed here. */
  isFree(id: number): boolean {
    return id > this.#highestHeld && !this.#used.has(id);
  }

  /** An id a question takes otherwise (a setup file's own): never handed out here. */
  claim(id: number): void {
    this.#used.add(id);
  }

  take(): number {
    while (this.#used.has(this.#next)) this.#next += 1;
    const id = this.#next;
    this.#used.add(id);
    return id;
  }
}

/**
 * The ids after every id the quiz's questions and plays hold. Read under the lock against starts,
 * so no play starting meanwhile was served an id (of a question deleted just before) that a new
 * question would then take.
 */
export async function newQuestionIds(trx: Trx, quizId: string): Promise<QuestionIds> {
  await lockQuizAgainstStarts(trx, quizId);
  const current = await trx
    .selectFrom('questions')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('quiz_id', '=', quizId)
    .executeTakeFirst();
  return new QuestionIds(Math.max(Number(current?.id ?? 0), await highestServedId(trx, quizId)));
}
