// Quizzes as the database keeps them: which are open now, their questions, and the questions a
// play was served.
import type { Kysely, Selectable } from 'kysely';
import type { QuizSummary } from '../../../common/api.js';
import type { SeedQuestion } from '../../../common/quiz.js';
import { compileOnce } from '../../db/compiled-query.js';
import { isPostgres } from '../../db/database.js';
import type { Database, QuestionsTable, QuizzesTable } from '../../db/schema.js';

type Db = Kysely<Database>;
export type QuizRow = Selectable<QuizzesTable>;
export type QuestionRow = Selectable<QuestionsTable>;

/** A question as a play was served it: its own copy, so later edits never change the play. */
export type ServedQuestion = {
  id: number;
  question: string;
  options: string[];
  answer: string;
  /** The storage key of its image, or null. */
  image: string | null;
  /**
   * The options' places in the order this play shows them, when its quiz shuffles them
   * (option-order.ts); `options` stay as written, so the key and the grading never move.
   */
  order?: number[];
};

/**
 * Open to players: not archived, not past its closing time, and either past its opening time or,
 * without one, switched on. An opening time opens the quiz by itself; the switch says "open now"
 * (and Close now clears the opening time, quiz-switches.ts).
 */
export function isOpen(quiz: QuizRow, now: number): boolean {
  if (quiz.archived_at !== null) return false;
  if (quiz.closes_at !== null && now >= quiz.closes_at) return false;
  return quiz.opens_at === null ? quiz.enabled === 1 : now >= quiz.opens_at;
}

/** Waiting for its opening time, which will open it (it closes no sooner). */
export function opensLater(quiz: QuizRow, now: number): boolean {
  return (
    quiz.archived_at === null &&
    quiz.opens_at !== null &&
    quiz.opens_at > now &&
    (quiz.closes_at === null || quiz.closes_at > quiz.opens_at)
  );
}

export async function findQuiz(db: Db, id: string): Promise<QuizRow | undefined> {
  return db.selectFrom('quizzes').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The quiz, read under the lock every start of a play shares (on PostgreSQL, a key-share lock on
 * its row until the transaction ends): a change that decides by the quiz's plays, such as its
 * kind, waits for the starts in flight, and a start waiting for such a change reads the quiz as it
 * left it. On SQLite a transaction is the only writer already.
 */
export async function findQuizToPlay(db: Db, id: string): Promise<QuizRow | undefined> {
  return (await selectQuizToPlay(db, { id })).rows[0];
}
// Every start of a play reads these, so they are compiled once (compiled-query.ts).
const selectQuizToPlay = compileOnce((db, values: { id: string }) =>
  db
    .selectFrom('quizzes')
    .selectAll()
    .where('id', '=', values.id)
    .$if(isPostgres(db), (query) => query.forKeyShare()),
);
const selectQuestions = compileOnce((db, values: { quizId: string }) =>
  db.selectFrom('questions').selectAll().where('quiz_id', '=', values.quizId).orderBy('position'),
);

/**
 * The quiz, read under the lock no start shares (its row's update lock on PostgreSQL): taken by a
 * change that decides by the quiz's plays, so every play it sees is all there is until it commits.
 */
export async function lockQuizAgainstStarts(db: Db, id: string): Promise<QuizRow | undefined> {
  return db
    .selectFrom('quizzes')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

const selectQuizzes = compileOnce((db) => db.selectFrom('quizzes').selectAll().orderBy('position'));

/** Every quiz, in the organisers' order, archived ones last. */
export async function listQuizzes(db: Db): Promise<QuizRow[]> {
  const { rows } = await selectQuizzes(db, {});
  return [
    ...rows.filter((q) => q.archived_at === null),
    ...rows.filter((q) => q.archived_at !== null),
  ];
}

export async function readQuestions(db: Db, quizId: string): Promise<QuestionRow[]> {
  return (await selectQuestions(db, { quizId })).rows;
}

export function optionsOf(question: Pick<QuestionRow, 'options'>): string[] {
  return JSON.parse(question.options) as string[];
}

export function toServed(question: QuestionRow): ServedQuestion {
  const options = optionsOf(question);
  return {
    id: question.id,
    question: question.text,
    options,
    answer: options[question.correct]!,
    image: question.image_key,
  };
}

/** A quiz's title in both languages, as every reply and report names the quiz. */
export const quizTitle = (quiz: QuizRow) => ({ en: quiz.title_en, hi: quiz.title_hi });

/** A quiz as its settings read everywhere they are sent: the editor, its audit, the setup file. */
export function quizSettings(quiz: QuizRow) {
  return {
    kind: quiz.kind,
    title: quizTitle(quiz),
    questionsPerPlay: quiz.questions_per_play,
    secondsPerQuestion: quiz.seconds_per_question,
    open: quiz.enabled === 1,
    opensAt: quiz.opens_at,
    closesAt: quiz.closes_at,
    shuffleOptions: quiz.shuffle_options === 1,
  };
}

export function presentSummary(quiz: QuizRow): QuizSummary {
  const { kind, title, questionsPerPlay, secondsPerQuestion, closesAt } = quizSettings(quiz);
  return { id: quiz.id, kind, title, questionsPerPlay, secondsPerQuestion, closesAt };
}

/** Whether anyone has played the quiz, finished or not; sure only under the lock against starts. */
export async function quizHasPlays(db: Kysely<Database>, quizId: string): Promise<boolean> {
  const play = await db
    .selectFrom('quiz_attempts')
    .select('id')
    .where('quiz_id', '=', quizId)
    .limit(1)
    .executeTakeFirst();
  return play !== undefined;
}

/** What players may open now, and the scheduled quizzes still to open, soonest first. */
export function quizzesOnOffer(quizzes: QuizRow[], now: number) {
  return {
    open: quizzes.filter((quiz) => isOpen(quiz, now)),
    upcoming: quizzes
      .filter((quiz) => opensLater(quiz, now))
      .sort((a, b) => a.opens_at! - b.opens_at!),
  };
}

/**
 * The moments still to come at which some quiz opens or closes by its schedule: when one passes,
 * what players may open changes with nobody pressing anything.
 */
export function scheduledMoments(quizzes: QuizRow[], now: number): number[] {
  return quizzes
    .filter((quiz) => quiz.archived_at === null)
    .flatMap((quiz) => [quiz.opens_at, quiz.closes_at])
    .filter((moment): moment is number => moment !== null && moment > now)
    .sort((a, b) => a - b);
}

/**
 * Writes a quiz's questions in their order, each under its `id`, as a seed or a setup file gives
 * them (the answer as the option's text); `imageKey` is the stored picture of one that has one.
 */
export async function insertQuestionRows(
  db: Db,
  quizId: string,
  questions: (SeedQuestion & { imageKey: string | null })[],
  now: number,
): Promise<void> {
  if (questions.length === 0) return;
  await db
    .insertInto('questions')
    .values(
      questions.map((question, position) => ({
        quiz_id: quizId,
        id: question.id,
        position,
        text: question.question,
        options: JSON.stringify(question.options),
        correct: question.options.indexOf(question.answer),
        image_key: question.imageKey,
        explanation: question.explanation ?? null,
        updated_at: now,
      })),
    )
    .execute();
}
