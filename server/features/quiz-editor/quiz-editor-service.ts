// Organisers' changes to quizzes (their questions: question-service.ts). Each returns its audit
// entry (before and after) and tells every instance's open screens, whose open quizzes, titles and
// pace may have changed (and each instance's schedule); none touches a play, which keeps the
// questions it was served.
import { randomBytes } from 'node:crypto';
import type { QuizInput } from '../../../common/quiz.js';
import { fromLocalTime } from '../../../common/zoned-time.js';
import type { Actor, AuditRecord, Change } from '../../changes/change.js';
import { lockKey, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { switchedNow } from '../quiz/quiz-switches.js';
import {
  findQuiz,
  lockQuizAgainstStarts,
  optionsOf,
  type QuestionRow,
  quizHasPlays,
  type QuizRow,
  quizSettings,
  readQuestions,
} from '../quiz/quizzes.js';

/** A change of a quiz: its audit entry, and the nudge that makes open screens read quizzes again. */
function quizChange<T>(result: T, audit: AuditRecord): Change<T> {
  return { result, audit, events: [{ type: 'quizzes' }] } as Change<T>;
}

const editorErrors = {
  notFound: () => new AppError('not_found'),
  hasPlays: () => new AppError('quiz_has_plays'),
  kindLocked: () => new AppError('quiz_kind_locked'),
  archived: () => new AppError('quiz_archived'),
};

function quizRecord(quiz: QuizRow) {
  return { ...quizSettings(quiz), archived: quiz.archived_at !== null };
}

export function questionRecord(question: QuestionRow) {
  return {
    text: question.text,
    options: optionsOf(question),
    correct: question.correct,
    image: question.image_key,
    explanation: question.explanation,
  };
}

/** The quiz, locked for this change: two organisers' edits of one quiz take turns. */
export async function quizForChange(trx: Trx, quizId: string, { editable = true } = {}) {
  await lockKey(trx, `quiz-edit:${quizId}`);
  const quiz = await findQuiz(trx, quizId);
  if (!quiz) throw editorErrors.notFound();
  if (editable && quiz.archived_at !== null) throw editorErrors.archived();
  return quiz;
}

function settingsOf(input: QuizInput, timeZone: string) {
  return {
    kind: input.kind,
    title_en: input.title.en,
    title_hi: input.title.hi,
    questions_per_play: input.questionsPerPlay,
    seconds_per_question: input.secondsPerQuestion,
    enabled: input.open ? 1 : 0,
    opens_at: input.opensAt === null ? null : fromLocalTime(input.opensAt, timeZone),
    closes_at: input.closesAt === null ? null : fromLocalTime(input.closesAt, timeZone),
    // Left out, a new quiz shuffles and an edited one keeps its setting.
    ...(input.shuffleOptions === undefined
      ? {}
      : { shuffle_options: input.shuffleOptions ? 1 : 0 }),
  };
}

function newQuizId(): string {
  return `quiz-${randomBytes(4).toString('hex')}`;
}

async function nextPosition(trx: Trx): Promise<number> {
  const last = await trx
    .selectFrom('quizzes')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  return Number(last?.position ?? -1) + 1;
}

export async function createQuiz(
  trx: Trx,
  input: QuizInput,
  actor: Actor,
): Promise<Change<string>> {
  const id = newQuizId();
  await trx
    .insertInto('quizzes')
    .values({
      id,
      ...settingsOf(input, actor.timeZone),
      position: await nextPosition(trx),
      archived_at: null,
      created_at: actor.now,
      updated_at: actor.now,
    })
    .execute();
  const created = (await findQuiz(trx, id))!;
  return quizChange(id, {
    action: 'quiz.create',
    detail: { quiz: id, after: quizRecord(created) },
  });
}

/**
 * The quiz, and whether anyone has started it (a play in progress or finished), decided in the
 * quiz's edit turn and under the lock against starts: no play starts until this transaction ends,
 * so the answer holds while the caller acts on it. Before the quiz's row is written.
 */
export async function quizWithPlays(trx: Trx, quizId: string) {
  await lockKey(trx, `quiz-edit:${quizId}`);
  const quiz = await lockQuizAgainstStarts(trx, quizId);
  return { quiz, played: quiz !== undefined && (await quizHasPlays(trx, quizId)) };
}

/**
 * A quiz keeps its kind once anyone has started it: a contest turned practice would hand its
 * answers to the browser of a player still in it (practice grades there). A start racing the
 * change either saves its play first, and the change is refused, or waits and reads the quiz as
 * changed. The setup import calls it for each quiz it
 * keeps, before writing the quiz's row.
 */
export async function keepKindOncePlayed(trx: Trx, quizId: string, kind: QuizRow['kind']) {
  const { quiz, played } = await quizWithPlays(trx, quizId);
  if (quiz && played && quiz.kind !== kind) throw editorErrors.kindLocked();
}

export async function updateQuiz(
  trx: Trx,
  quizId: string,
  input: QuizInput,
  actor: Actor,
): Promise<Change> {
  const before = await quizForChange(trx, quizId);
  await keepKindOncePlayed(trx, quizId, input.kind);
  await trx
    .updateTable('quizzes')
    .set({ ...settingsOf(input, actor.timeZone), updated_at: actor.now })
    .where('id', '=', quizId)
    .execute();
  const after = (await findQuiz(trx, quizId))!;
  return quizChange(undefined, {
    action: 'quiz.update',
    detail: { quiz: quizId, before: quizRecord(before), after: quizRecord(after) },
  });
}

/** Opens the quiz now, or closes it now; either way in place of its opening time. */
export async function setQuizOpen(
  trx: Trx,
  quizId: string,
  open: boolean,
  actor: Actor,
): Promise<Change> {
  const before = await quizForChange(trx, quizId);
  await trx
    .updateTable('quizzes')
    .set(switchedNow(before, open, actor.now))
    .where('id', '=', quizId)
    .execute();
  const after = (await findQuiz(trx, quizId))!;
  return quizChange(undefined, {
    action: 'quiz.switch',
    detail: { quiz: quizId, before: quizRecord(before), after: quizRecord(after) },
  });
}

/** A copy with every question, closed and unscheduled, so it can be changed before it opens. */
export async function duplicateQuiz(
  trx: Trx,
  quizId: string,
  actor: Actor,
): Promise<Change<string>> {
  const source = await quizForChange(trx, quizId, { editable: false });
  const id = newQuizId();
  const copyOf = (title: string, suffix: string) =>
    title ? `${title} ${suffix}`.slice(0, 120) : title;
  await trx
    .insertInto('quizzes')
    .values({
      ...source,
      id,
      title_en: copyOf(source.title_en, '(copy)'),
      title_hi: copyOf(source.title_hi, '(प्रति)'),
      enabled: 0,
      opens_at: null,
      closes_at: null,
      archived_at: null,
      position: await nextPosition(trx),
      created_at: actor.now,
      updated_at: actor.now,
    })
    .execute();
  const questions = await readQuestions(trx, quizId);
  if (questions.length > 0)
    await trx
      .insertInto('questions')
      .values(questions.map((question) => ({ ...question, quiz_id: id, updated_at: actor.now })))
      .execute();
  return quizChange(id, { action: 'quiz.duplicate', detail: { quiz: id, from: quizId } });
}

export async function archiveQuiz(
  trx: Trx,
  quizId: string,
  archived: boolean,
  actor: Actor,
): Promise<Change> {
  const before = await quizForChange(trx, quizId, { editable: false });
  await trx
    .updateTable('quizzes')
    .set({ archived_at: archived ? actor.now : null, updated_at: actor.now })
    .where('id', '=', quizId)
    .execute();
  return quizChange(undefined, {
    action: archived ? 'quiz.archive' : 'quiz.restore',
    detail: {
      quiz: quizId,
      before: { archived: before.archived_at !== null },
      after: { archived },
    },
  });
}

/**
 * Only a quiz nobody has played goes for good; one with plays is archived, plays and all. Decided
 * under the lock against starts, so no play starts in a quiz as it goes.
 */
export async function deleteQuiz(trx: Trx, quizId: string): Promise<Change> {
  const before = await quizForChange(trx, quizId, { editable: false });
  if ((await quizWithPlays(trx, quizId)).played) throw editorErrors.hasPlays();
  const questions = await readQuestions(trx, quizId);
  await trx.deleteFrom('questions').where('quiz_id', '=', quizId).execute();
  await trx.deleteFrom('quizzes').where('id', '=', quizId).execute();
  return quizChange(undefined, {
    action: 'quiz.delete',
    detail: {
      quiz: quizId,
      before: { ...quizRecord(before), questions: questions.map(questionRecord) },
    },
  });
}
