// Saved quiz play, graded by the server: it picks the questions, keeps its own copy of them with the
// play (so no edit changes a play), hands them out one at a time without answers, times each from
// when the phone has it on screen (bounded), grades, and adds the score to the team in the same
// transaction that completes the attempt.
import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { PracticeQuestion, QuizQuestion, QuizResult, QuizStep } from '../../../common/api.js';
import {
  QUESTIONS_PER_QUIZ,
  QUIZ_ANSWER_GRACE_MS,
  QUIZ_SHOWN_CAP_MS,
} from '../../../common/quiz.js';
import { compileOnce } from '../../db/compiled-query.js';
import { isPostgres, isUniqueViolation, lockKey, type Db } from '../../db/database.js';
import type { Database, QuizAttemptsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { countScore } from '../../team-counters.js';
import { dealOptions, optionsAsShown } from './option-order.js';
import { pickQuestions } from './pick-questions.js';
import {
  findQuizToPlay,
  isOpen,
  readQuestions,
  toServed,
  type QuizRow,
  type ServedQuestion,
} from './quizzes.js';
import { imageVersion } from './question-images.js';

type Answer = { id: number; selected: string | null };
type Attempt = Selectable<QuizAttemptsTable>;

const quizErrors = {
  closed: () => new AppError('quiz_closed'),
  notFound: () => new AppError('not_found'),
  profileFirst: () => new AppError('profile_required'),
  alreadyPlayed: () => new AppError('already_played'),
  notCurrent: () => new AppError('not_current_question'),
  invalidAnswer: () => new AppError('invalid_answer'),
  noAttempt: () => new AppError('no_attempt'),
  abandoned: () => new AppError('quiz_abandoned'),
};

/** When the current question's seconds started: when the phone had it on screen, else when sent. */
function countedFrom(attempt: Pick<Attempt, 'served_at' | 'shown_at'>): number {
  return attempt.shown_at ?? attempt.served_at;
}

/**
 * The server's own line between a dropped connection and a player who left: a play whose current
 * question ran out `abandonAfterMs` ago with no answer arriving is abandoned. Abandoned is final:
 * the attempt stays in progress and disqualified, as the spec records a player who left, whatever
 * is sent afterwards. Within the window an answer still arrives (counted unanswered if late) and
 * the play goes on.
 */
function isAbandoned(attempt: Attempt, abandonAfterMs: number, now: number): boolean {
  return (
    attempt.status === 'in-progress' &&
    now > countedFrom(attempt) + attempt.question_ms + abandonAfterMs
  );
}

/**
 * The plays under way now, by quiz: started, not finished, and not abandoned (isAbandoned's line),
 * so their players may still be answering. What closing a quiz cuts short.
 */
export async function playsUnderWay(
  db: Db,
  { now, abandonAfterMs, quizId }: { now: number; abandonAfterMs: number; quizId?: string },
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('quiz_attempts')
    .select(['quiz_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'in-progress')
    .where(sql<number>`coalesce(shown_at, served_at) + question_ms`, '>=', now - abandonAfterMs)
    .$if(quizId !== undefined, (query) => query.where('quiz_id', '=', quizId!))
    .groupBy('quiz_id')
    .execute();
  return new Map(rows.map((row) => [row.quiz_id, Number(row.n)]));
}

/** The questions the play was served; the seed gives every play its copy before any is read. */
function servedQuestions(attempt: Pick<Attempt, 'questions' | 'id'>): ServedQuestion[] {
  if (attempt.questions === null) throw new Error(`play ${attempt.id} has no served questions`);
  return JSON.parse(attempt.questions) as ServedQuestion[];
}

/** Where a player reads a question's image: versioned by its key, so a replaced image is never stale. */
function questionImageUrl(quizId: string, question: Pick<ServedQuestion, 'id' | 'image'>) {
  if (!question.image) return null;
  return `/api/quiz/${quizId}/questions/${question.id}/image?v=${imageVersion(question.image)}`;
}

/** One point per answer equal to its question's answer key, as the play was served it. */
export function scoreOf(answers: Answer[], questions: ServedQuestion[]): number {
  return answers.filter(
    (a, index) => a.selected !== null && a.selected === questions[index]?.answer,
  ).length;
}

export function presentResult(row: Attempt): QuizResult {
  // A score imported from the original without its questions was out of the spec's five.
  const served = row.questions === null ? 0 : (JSON.parse(row.questions) as unknown[]).length;
  return {
    quizId: row.quiz_id,
    status: row.status,
    score: row.score,
    total: served > 0 ? served : QUESTIONS_PER_QUIZ,
    disqualified: row.disqualified === 1,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    timeTakenSec: row.time_taken_sec,
    answers: JSON.parse(row.answers) as Answer[],
  };
}

function presentQuestion(attempt: Attempt, questions: ServedQuestion[], now: number): QuizQuestion {
  const index = attempt.current_index;
  const question = questions[index]!;
  return {
    index,
    total: questions.length,
    id: question.id,
    question: question.question,
    options: optionsAsShown(question),
    image: questionImageUrl(attempt.quiz_id, question),
    seconds: attempt.question_ms / 1000,
    secondsLeft: Math.max(0, Math.ceil((countedFrom(attempt) + attempt.question_ms - now) / 1000)),
  };
}

/**
 * What a play stands at: the current question, or the result once it is finished. `questions` are
 * the play's served questions when the caller has already read them.
 */
function presentStep(attempt: Attempt, now: number, questions?: ServedQuestion[]): QuizStep {
  if (attempt.status === 'completed') return { result: presentResult(attempt) };
  return { question: presentQuestion(attempt, questions ?? servedQuestions(attempt), now) };
}

// A play's requests run these, so each is compiled once (compiled-query.ts).
type PlayKey = { userId: string; quizId: string };
const selectAttempt = compileOnce((db, key: PlayKey) =>
  db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', key.userId)
    .where('quiz_id', '=', key.quizId),
);
/** The play's row locked until the transaction ends (PostgreSQL); SQLite runs one at a time. */
const selectAttemptLocked = compileOnce((db, key: PlayKey) =>
  db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', key.userId)
    .where('quiz_id', '=', key.quizId)
    .$if(isPostgres(db), (query) => query.forUpdate()),
);
const selectPlayedId = compileOnce((db, key: PlayKey) =>
  db
    .selectFrom('quiz_attempts')
    .select('id')
    .where('user_id', '=', key.userId)
    .where('quiz_id', '=', key.quizId),
);
const selectPlayerProfile = compileOnce((db, values: { userId: string }) =>
  db
    .selectFrom('profiles')
    .select(['team', 'profile_complete'])
    .where('user_id', '=', values.userId),
);
const insertAttempt = compileOnce((db, attempt: Attempt) =>
  db.insertInto('quiz_attempts').values({
    id: attempt.id,
    user_id: attempt.user_id,
    quiz_id: attempt.quiz_id,
    team: attempt.team,
    status: attempt.status,
    score: attempt.score,
    disqualified: attempt.disqualified,
    question_ids: attempt.question_ids,
    questions: attempt.questions,
    question_ms: attempt.question_ms,
    answers: attempt.answers,
    current_index: attempt.current_index,
    served_at: attempt.served_at,
    shown_at: null,
    started_at: attempt.started_at,
    finished_at: null,
    time_taken_sec: null,
  }),
);
const updateShownAt = compileOnce((db, values: { id: string; shownAt: number }) =>
  db.updateTable('quiz_attempts').set({ shown_at: values.shownAt }).where('id', '=', values.id),
);
type NextQuestion = { id: string; answers: string; currentIndex: number; servedAt: number };
const updateNextQuestion = compileOnce((db, values: NextQuestion) =>
  db
    .updateTable('quiz_attempts')
    .set({
      answers: values.answers,
      current_index: values.currentIndex,
      served_at: values.servedAt,
      shown_at: null,
    })
    .where('id', '=', values.id),
);
type Finish = Pick<Attempt, 'id' | 'answers' | 'current_index' | 'score'> & {
  finished_at: number;
  time_taken_sec: number;
};
const updateFinished = compileOnce((db, values: Finish) =>
  db
    .updateTable('quiz_attempts')
    .set({
      answers: values.answers,
      current_index: values.current_index,
      status: 'completed',
      score: values.score,
      disqualified: 0,
      finished_at: values.finished_at,
      time_taken_sec: values.time_taken_sec,
    })
    .where('id', '=', values.id),
);

export async function findAttempt(
  db: Db,
  userId: string,
  quizId: string,
): Promise<Attempt | undefined> {
  return (await selectAttempt(db, { userId, quizId })).rows[0];
}

/**
 * Writes the start record (in progress, score 0, disqualified) with the questions picked for this
 * play, and serves the first question.
 */
export async function startAttempt(
  db: Db,
  userId: string,
  quizId: string,
  now: number,
): Promise<QuizStep> {
  try {
    return await db.transaction().execute(async (trx) => {
      // The person, then the quiz, as organisers' corrections take them: a play starting while the
      // person is moved to another office is credited to the office they end up in.
      await lockKey(trx, `profile:${userId}`);
      await lockKey(trx, `quiz:${userId}:${quizId}`);
      // Read under the lock a change of the quiz's kind waits for: a contest turned practice
      // while this starts is either seen as practice here, or refused for the play saved here.
      const quiz = await findQuizToPlay(trx, quizId);
      if (!quiz || quiz.kind !== 'contest') throw quizErrors.notFound();
      if (!isOpen(quiz, now)) throw quizErrors.closed();
      const [profile] = (await selectPlayerProfile(trx, { userId })).rows;
      if (profile?.profile_complete !== 1) throw quizErrors.profileFirst();
      const [existing] = (await selectPlayedId(trx, { userId, quizId })).rows;
      if (existing) throw quizErrors.alreadyPlayed();
      // Each question dealt its options' order once, kept with the play's copy.
      const questions = pickQuestions(
        await readQuestions(trx, quizId),
        quiz.questions_per_play,
        randomInt,
      ).map((row) => dealOptions(toServed(row), quiz.shuffle_options === 1, randomInt));
      // A quiz with no questions yet is not ready to be played.
      if (questions.length === 0) throw quizErrors.closed();
      const attempt: Attempt = {
        id: randomUUID(),
        user_id: userId,
        quiz_id: quizId,
        team: profile.team,
        status: 'in-progress',
        score: 0,
        disqualified: 1,
        question_ids: JSON.stringify(questions.map((q) => q.id)),
        questions: JSON.stringify(questions),
        question_ms: quiz.seconds_per_question * 1000,
        answers: '[]',
        current_index: 0,
        served_at: now,
        shown_at: null,
        started_at: now,
        finished_at: null,
        time_taken_sec: null,
      };
      await insertAttempt(trx, attempt);
      return { question: presentQuestion(attempt, questions, now) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw quizErrors.alreadyPlayed();
    throw error;
  }
}

/**
 * A practice round: questions with their answers, graded in the browser, so only a practice
 * quiz's. Read with its questions in one transaction, under the lock its starts share: a change of
 * the quiz's kind waits for it or it for the change, so answers go out only while it is practice.
 */
export async function practiceQuestions(
  db: Db,
  quizId: string,
  now: number,
): Promise<PracticeQuestion[]> {
  return db.transaction().execute(async (trx) => {
    const quiz = await findQuizToPlay(trx, quizId);
    if (!quiz || quiz.kind !== 'practice') throw quizErrors.notFound();
    if (!isOpen(quiz, now)) throw quizErrors.closed();
    return roundWithAnswers(trx, quiz, (question) => questionImageUrl(quiz.id, question));
  });
}

/**
 * A round of the quiz's questions picked as a play picks them, answers included: what a practice
 * round grades in the browser, and what an organiser's preview shows. Never a contest's to a player.
 */
export async function roundWithAnswers(
  db: Db | Transaction<Database>,
  quiz: QuizRow,
  imageOf: (question: ServedQuestion) => string | null,
): Promise<PracticeQuestion[]> {
  const picked = pickQuestions(
    await readQuestions(db, quiz.id),
    quiz.questions_per_play,
    randomInt,
  );
  const shuffle = quiz.shuffle_options === 1;
  return picked
    .map((row) => dealOptions(toServed(row), shuffle, randomInt))
    .map((question) => ({
      id: question.id,
      question: question.question,
      options: optionsAsShown(question),
      answer: question.answer,
      image: imageOf(question),
    }));
}

/** The player's play of a quiz, its row locked until the transaction ends (PostgreSQL). */
async function lockedAttempt(
  trx: Transaction<Database>,
  userId: string,
  quizId: string,
): Promise<Attempt | undefined> {
  return (await selectAttemptLocked(trx, { userId, quizId })).rows[0];
}

/**
 * The phone has the current question on screen (its image loaded): its seconds count from now,
 * but never from later than QUIZ_SHOWN_CAP_MS after it was sent, and only the first signal counts.
 * A signal for any other question changes nothing and gets the play's current step.
 */
export async function markShown(
  db: Db,
  command: {
    userId: string;
    quizId: string;
    questionId: number;
    abandonAfterMs: number;
    now: number;
  },
): Promise<QuizStep> {
  const { userId, quizId, questionId, abandonAfterMs, now } = command;
  return db.transaction().execute(async (trx) => {
    const attempt = await lockedAttempt(trx, userId, quizId);
    if (!attempt) throw quizErrors.noAttempt();
    if (isAbandoned(attempt, abandonAfterMs, now)) throw quizErrors.abandoned();
    const questions = attempt.status === 'completed' ? [] : servedQuestions(attempt);
    const current = questions[attempt.current_index];
    if (current?.id === questionId && attempt.shown_at === null) {
      const shownAt = Math.min(now, attempt.served_at + QUIZ_SHOWN_CAP_MS);
      await updateShownAt(trx, { id: attempt.id, shownAt });
      return presentStep({ ...attempt, shown_at: shownAt }, now, questions);
    }
    return presentStep(attempt, now, questions);
  });
}

/** What an answer led to, and whether it was recorded now or earlier (a retry). */
export type AnswerOutcome = { step: QuizStep; replayed: boolean };

type AnswerCommand = {
  userId: string;
  quizId: string;
  answer: { questionId: number; selected: string | null };
  abandonAfterMs: number;
  now: number;
};

/**
 * Records the answer to the current question (null when time ran out or the answer came after
 * its seconds + grace), then serves the next question, or grades and completes the attempt. An answer to
 * the question recorded last is a retry whose response was lost: it gets the same step again.
 * A play in progress may finish after its quiz is closed (it was started while open); an
 * abandoned one never does.
 */
export async function answerQuestion(db: Db, command: AnswerCommand): Promise<AnswerOutcome> {
  const { userId, quizId, answer, abandonAfterMs, now } = command;
  return db.transaction().execute(async (trx) => {
    // Two answers to one attempt take turns on its row (PostgreSQL); SQLite runs one at a time.
    // Whichever comes second then sees the first one's answer recorded and replays its step.
    const attempt = await lockedAttempt(trx, userId, quizId);
    if (!attempt) throw quizErrors.noAttempt();
    if (isAbandoned(attempt, abandonAfterMs, now)) throw quizErrors.abandoned();
    const questions = servedQuestions(attempt);
    const ids = questions.map((q) => q.id);
    if (attempt.current_index > 0 && ids[attempt.current_index - 1] === answer.questionId)
      return { step: presentStep(attempt, now, questions), replayed: true };
    if (attempt.status !== 'in-progress' || ids[attempt.current_index] !== answer.questionId)
      throw quizErrors.notCurrent();
    const question = questions[attempt.current_index]!;
    if (answer.selected !== null && !question.options.includes(answer.selected))
      throw quizErrors.invalidAnswer();
    const inTime = now - countedFrom(attempt) <= attempt.question_ms + QUIZ_ANSWER_GRACE_MS;
    const answers = [
      ...(JSON.parse(attempt.answers) as Answer[]),
      { id: question.id, selected: inTime ? answer.selected : null },
    ];
    const nextIndex = attempt.current_index + 1;
    if (nextIndex < ids.length) {
      const next = {
        answers: JSON.stringify(answers),
        current_index: nextIndex,
        served_at: now,
        shown_at: null,
      };
      await updateNextQuestion(trx, {
        id: attempt.id,
        answers: next.answers,
        currentIndex: next.current_index,
        servedAt: next.served_at,
      });
      return { step: presentStep({ ...attempt, ...next }, now, questions), replayed: false };
    }
    // The score is the server's count, whatever the client believes.
    const score = scoreOf(answers, questions);
    const finished = {
      answers: JSON.stringify(answers),
      current_index: nextIndex,
      status: 'completed' as const,
      score,
      disqualified: 0,
      finished_at: now,
      time_taken_sec: Math.round((now - attempt.started_at) / 1000),
    };
    await updateFinished(trx, { id: attempt.id, ...finished });
    await countScore(trx, attempt.team, score);
    return { step: { result: presentResult({ ...attempt, ...finished }) }, replayed: false };
  });
}
