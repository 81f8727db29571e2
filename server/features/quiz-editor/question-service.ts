// Organisers' changes to a quiz's questions: add, edit, delete, reorder, picture, and the setup's
// whole list. Each returns its audit entry (before and after); none touches a play, which keeps the
// questions it was served. Nothing a phone shows depends on them until its next play starts, so no
// screen is told: an organiser fixing questions during the event does not send every open phone
// back to the server. A question whose text or options change becomes another question under a
// new id (question-identity.ts), so no id ever names two questions.
import { messages } from '../../../common/messages.js';
import { QUIZ_LIMITS, type QuestionInput, type SeedQuestion } from '../../../common/quiz.js';
import type { Actor, Change } from '../../changes/change.js';
import { lockKey, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { insertQuestionRows, readQuestions, type QuestionRow } from '../quiz/quizzes.js';
import {
  contentOfRow,
  newQuestionIds,
  sameQuestion,
  type QuestionIds,
} from './question-identity.js';
import { questionRecord, quizForChange } from './quiz-editor-service.js';

async function findQuestion(trx: Trx, quizId: string, id: number) {
  const question = await trx
    .selectFrom('questions')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!question) throw new AppError('not_found');
  return question;
}

/** New ids for one change, read once when it first needs one (they take the quiz's lock). */
export function lazyQuestionIds(trx: Trx, quizId: string): () => Promise<QuestionIds> {
  let ids: Promise<QuestionIds> | null = null;
  return () => (ids ??= newQuestionIds(trx, quizId));
}

/**
 * Adds questions at the end, each under a new id (with its stored picture, if any); returns their ids. A quiz holds at most
 * QUIZ_LIMITS.maxQuestions: more is refused whole.
 */
export async function insertQuestions(
  trx: Trx,
  quizId: string,
  inputs: (QuestionInput & { imageKey?: string | null })[],
  now: number,
  ids = lazyQuestionIds(trx, quizId),
): Promise<number[]> {
  const top = await trx
    .selectFrom('questions')
    .select([
      (eb) => eb.fn.max('position').as('position'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('quiz_id', '=', quizId)
    .executeTakeFirst();
  if (Number(top?.count ?? 0) + inputs.length > QUIZ_LIMITS.maxQuestions)
    throw new AppError('invalid_quiz', {
      message: messages.tooManyQuestions,
      params: { reason: 'tooManyQuestions' },
    });
  if (inputs.length === 0) return [];
  const firstPosition = Number(top?.position ?? -1) + 1;
  const next = await ids();
  const rows = inputs.map((input, index) => ({
    quiz_id: quizId,
    id: next.take(),
    position: firstPosition + index,
    text: input.text,
    options: JSON.stringify(input.options),
    correct: input.correct,
    image_key: input.imageKey ?? null,
    explanation: input.explanation ?? null,
    updated_at: now,
  }));
  await trx.insertInto('questions').values(rows).execute();
  return rows.map((row) => row.id);
}

/**
 * Saves a question over the quiz's question `current`: the same question with another key keeps
 * its id, which a regrade then applies to the plays served it; another text or other options make
 * it a new question in the same place under a new id, and the plays served the old one keep it as
 * graded. Its explanation is not part of what it is (a play never sees it): an input without one
 * keeps the one it has. Returns the id it has now.
 */
export async function writeQuestion(
  trx: Trx,
  quizId: string,
  current: QuestionRow,
  input: QuestionInput,
  { now, ids }: { now: number; ids: () => Promise<QuestionIds> },
): Promise<number> {
  const id = sameQuestion(contentOfRow(current), input) ? current.id : (await ids()).take();
  await trx
    .updateTable('questions')
    .set({
      id,
      text: input.text,
      options: JSON.stringify(input.options),
      correct: input.correct,
      ...(input.explanation === undefined ? {} : { explanation: input.explanation }),
      updated_at: now,
    })
    .where('quiz_id', '=', quizId)
    .where('id', '=', current.id)
    .execute();
  return id;
}

export async function addQuestion(
  trx: Trx,
  quizId: string,
  input: QuestionInput,
  actor: Actor,
): Promise<Change> {
  await quizForChange(trx, quizId);
  const [id] = await insertQuestions(trx, quizId, [input], actor.now);
  return {
    audit: { action: 'question.add', detail: { quiz: quizId, question: id, after: input } },
  };
}

export async function updateQuestion(
  trx: Trx,
  quizId: string,
  id: number,
  input: QuestionInput,
  actor: Actor,
): Promise<Change> {
  await quizForChange(trx, quizId);
  const before = await findQuestion(trx, quizId, id);
  const saved = await writeQuestion(trx, quizId, before, input, {
    now: actor.now,
    ids: lazyQuestionIds(trx, quizId),
  });
  return {
    audit: {
      action: 'question.update',
      detail: {
        quiz: quizId,
        question: id,
        ...(saved === id ? {} : { newId: saved }),
        before: questionRecord(before),
        after: input,
      },
    },
  };
}

/** Plays that were served the question keep their copy of it; the quiz no longer serves it. */
export async function deleteQuestion(trx: Trx, quizId: string, id: number): Promise<Change> {
  await quizForChange(trx, quizId);
  const before = await findQuestion(trx, quizId, id);
  await trx.deleteFrom('questions').where('quiz_id', '=', quizId).where('id', '=', id).execute();
  return {
    audit: {
      action: 'question.delete',
      detail: { quiz: quizId, question: id, before: questionRecord(before) },
    },
  };
}

export async function reorderQuestions(trx: Trx, quizId: string, ids: number[]): Promise<Change> {
  await quizForChange(trx, quizId);
  const current = await readQuestions(trx, quizId);
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    current.every((question) => ids.includes(question.id));
  if (!same)
    throw new AppError('invalid_quiz', {
      message: 'Send every question of the quiz once, in the new order',
      field: 'ids',
    });
  for (const [position, id] of ids.entries()) {
    await trx
      .updateTable('questions')
      .set({ position })
      .where('quiz_id', '=', quizId)
      .where('id', '=', id)
      .execute();
  }
  return {
    audit: {
      action: 'question.reorder',
      detail: { quiz: quizId, before: current.map((q) => q.id), after: ids },
    },
  };
}

export async function setQuestionImage(
  trx: Trx,
  quizId: string,
  id: number,
  key: string | null,
  actor: Actor,
): Promise<Change> {
  await quizForChange(trx, quizId);
  const before = await findQuestion(trx, quizId, id);
  await trx
    .updateTable('questions')
    .set({ image_key: key, updated_at: actor.now })
    .where('quiz_id', '=', quizId)
    .where('id', '=', id)
    .execute();
  return {
    audit: {
      action: key ? 'question.image' : 'question.image.remove',
      detail: { quiz: quizId, question: id, before: before.image_key, after: key },
    },
  };
}

/** A question of a setup's file: its id there, and its stored picture if it has one. */
export type SetupQuestion = SeedQuestion & { imageKey?: string | null };

/**
 * Makes the quiz's questions these, in this order (the setup import's quizzes). A question keeps the
 * id the file gives it when the quiz's question with that id is the same question (its key and
 * picture become the file's), or when no question and no play of the quiz ever went that high;
 * any other takes a new id, so a file that numbers its questions afresh never gives a play's
 * question id to another question. The quiz's questions not kept go; plays keep their copies.
 * Takes the quiz's edit turn and its lock against starts. Returns the ids as stored, in order.
 */
export async function applyQuestions(
  trx: Trx,
  quizId: string,
  questions: SetupQuestion[],
  now: number,
): Promise<number[]> {
  await lockKey(trx, `quiz-edit:${quizId}`);
  const ids = await newQuestionIds(trx, quizId);
  const current = new Map((await readQuestions(trx, quizId)).map((row) => [row.id, row]));
  const kept = new Set<number>();
  const decided = questions.map((question) => {
    const row = current.get(question.id);
    const keep = row
      ? !kept.has(question.id) &&
        sameQuestion(contentOfRow(row), { text: question.question, options: question.options })
      : ids.isFree(question.id);
    if (!keep) return null;
    kept.add(question.id);
    ids.claim(question.id);
    return question.id;
  });
  // New ids only once every kept one is claimed, so none is handed out twice.
  const stored = decided.map((id) => id ?? ids.take());
  await trx.deleteFrom('questions').where('quiz_id', '=', quizId).execute();
  await insertQuestionRows(
    trx,
    quizId,
    questions.map((question, position) => ({
      ...question,
      id: stored[position]!,
      imageKey: question.imageKey ?? null,
    })),
    now,
  );
  return stored;
}
