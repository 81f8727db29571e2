// Organisers' changes to a quiz's questions: add, edit, delete, reorder, picture. Each is one
// transaction with its audit entry (before and after); none touches a play, which keeps the
// questions it was served.
import { messages } from '../../../common/messages.js';
import { QUIZ_LIMITS, type QuestionInput } from '../../../common/quiz.js';
import { AppError } from '../../errors.js';
import { audit } from '../admin/admin-service.js';
import { readQuestions } from '../quiz/quizzes.js';
import { questionRecord, quizForChange, type Actor, type Trx } from './quiz-editor-service.js';

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

/**
 * Adds questions at the end, numbered after the quiz's highest id; returns their ids. A quiz holds
 * at most QUIZ_LIMITS.maxQuestions: more is refused whole.
 */
export async function insertQuestions(
  trx: Trx,
  quizId: string,
  inputs: QuestionInput[],
  now: number,
): Promise<number[]> {
  const top = await trx
    .selectFrom('questions')
    .select([
      (eb) => eb.fn.max('id').as('id'),
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
  const firstId = Number(top?.id ?? 0) + 1;
  const firstPosition = Number(top?.position ?? -1) + 1;
  if (inputs.length === 0) return [];
  await trx
    .insertInto('questions')
    .values(
      inputs.map((input, index) => ({
        quiz_id: quizId,
        id: firstId + index,
        position: firstPosition + index,
        text: input.text,
        options: JSON.stringify(input.options),
        correct: input.correct,
        image_key: null,
        updated_at: now,
      })),
    )
    .execute();
  return inputs.map((_, index) => firstId + index);
}

export async function addQuestion(trx: Trx, quizId: string, input: QuestionInput, actor: Actor) {
  await quizForChange(trx, quizId);
  const [id] = await insertQuestions(trx, quizId, [input], actor.now);
  await audit(
    trx,
    actor.phone,
    'question.add',
    { quiz: quizId, question: id, after: input },
    actor.now,
  );
}

export async function writeQuestion(
  trx: Trx,
  quizId: string,
  id: number,
  input: QuestionInput,
  now: number,
) {
  await trx
    .updateTable('questions')
    .set({
      text: input.text,
      options: JSON.stringify(input.options),
      correct: input.correct,
      updated_at: now,
    })
    .where('quiz_id', '=', quizId)
    .where('id', '=', id)
    .execute();
}

export async function updateQuestion(
  trx: Trx,
  quizId: string,
  id: number,
  input: QuestionInput,
  actor: Actor,
) {
  await quizForChange(trx, quizId);
  const before = await findQuestion(trx, quizId, id);
  await writeQuestion(trx, quizId, id, input, actor.now);
  await audit(
    trx,
    actor.phone,
    'question.update',
    { quiz: quizId, question: id, before: questionRecord(before), after: input },
    actor.now,
  );
}

/** Plays that were served the question keep their copy of it; the quiz no longer serves it. */
export async function deleteQuestion(trx: Trx, quizId: string, id: number, actor: Actor) {
  await quizForChange(trx, quizId);
  const before = await findQuestion(trx, quizId, id);
  await trx.deleteFrom('questions').where('quiz_id', '=', quizId).where('id', '=', id).execute();
  await audit(
    trx,
    actor.phone,
    'question.delete',
    { quiz: quizId, question: id, before: questionRecord(before) },
    actor.now,
  );
}

export async function reorderQuestions(trx: Trx, quizId: string, ids: number[], actor: Actor) {
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
  await audit(
    trx,
    actor.phone,
    'question.reorder',
    { quiz: quizId, before: current.map((q) => q.id), after: ids },
    actor.now,
  );
}

export async function setQuestionImage(
  trx: Trx,
  quizId: string,
  id: number,
  key: string | null,
  actor: Actor,
) {
  await quizForChange(trx, quizId);
  const before = await findQuestion(trx, quizId, id);
  await trx
    .updateTable('questions')
    .set({ image_key: key, updated_at: actor.now })
    .where('quiz_id', '=', quizId)
    .where('id', '=', id)
    .execute();
  await audit(
    trx,
    actor.phone,
    key ? 'question.image' : 'question.image.remove',
    { quiz: quizId, question: id, before: before.image_key, after: key },
    actor.now,
  );
}
