// Saved quiz play, graded by the server: it picks the questions, hands them out one at a time
// without answers, times each from when it was served, grades, and adds the score to the team in
// the same transaction that completes the attempt.
import { randomInt, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { QuizQuestion, QuizResult, QuizStep } from '../../../common/api.js';
import type { SavedPool } from '../../../common/pools.js';
import {
  QUESTIONS_PER_QUIZ,
  QUIZ_ANSWER_GRACE_MS,
  QUIZ_SECONDS_PER_QUESTION,
  type Question,
} from '../../../common/quiz.js';
import { isPostgres, isUniqueViolation, lockKey, type Db } from '../../db/database.js';
import type { Database, QuizAttemptsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { pickQuestions, type QuestionBank } from './question-bank.js';

type Answer = { id: number; selected: string | null };

const QUESTION_MS = QUIZ_SECONDS_PER_QUESTION * 1000;

const quizErrors = {
  closed: () => new AppError('quiz_closed'),
  profileFirst: () => new AppError('profile_required'),
  alreadyPlayed: () => new AppError('already_played'),
  notCurrent: () => new AppError('not_current_question'),
  invalidAnswer: () => new AppError('invalid_answer'),
  noAttempt: () => new AppError('no_attempt'),
  abandoned: () => new AppError('quiz_abandoned'),
};

/**
 * The server's own line between a dropped connection and a player who left: a play whose current
 * question ran out `abandonAfterMs` ago with no answer arriving is abandoned. Abandoned is final:
 * the attempt stays in progress and disqualified, as the spec records a player who left, whatever
 * is sent afterwards. Within the window an answer still arrives (counted unanswered if late) and
 * the play goes on.
 */
function isAbandoned(
  attempt: Pick<QuizAttemptsTable, 'status' | 'served_at'>,
  abandonAfterMs: number,
  now: number,
): boolean {
  return attempt.status === 'in-progress' && now > attempt.served_at + QUESTION_MS + abandonAfterMs;
}

export function presentResult(row: QuizAttemptsTable): QuizResult {
  return {
    pool: row.pool,
    status: row.status,
    score: row.score,
    disqualified: row.disqualified === 1,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    timeTakenSec: row.time_taken_sec,
    answers: JSON.parse(row.answers) as Answer[],
  };
}

function presentQuestion(
  question: Question,
  index: number,
  servedAt: number,
  now: number,
): QuizQuestion {
  return {
    index,
    total: QUESTIONS_PER_QUIZ,
    id: question.id,
    question: question.question,
    options: question.options,
    secondsLeft: Math.max(0, Math.ceil((servedAt + QUESTION_MS - now) / 1000)),
  };
}

function questionById(bank: QuestionBank, pool: SavedPool, id: number): Question {
  const question = bank[pool].find((q) => q.id === id);
  if (!question) throw new Error(`question ${id} missing from pool ${pool}`);
  return question;
}

async function isPoolOpen(db: Db | Transaction<Database>, pool: SavedPool): Promise<boolean> {
  const row = await db
    .selectFrom('games')
    .select('enabled')
    .where('pool', '=', pool)
    .executeTakeFirst();
  return row?.enabled === 1;
}

export async function findAttempt(db: Db, userId: string, pool: SavedPool) {
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('pool', '=', pool)
    .executeTakeFirst();
}

/** Writes the start record (in progress, score 0, disqualified) and serves the first question. */
export async function startAttempt(
  db: Db,
  bank: QuestionBank,
  userId: string,
  pool: SavedPool,
  now: number,
): Promise<QuizStep> {
  const questions = pickQuestions(bank[pool], QUESTIONS_PER_QUIZ, randomInt);
  try {
    await db.transaction().execute(async (trx) => {
      // The person, then the quiz, as organisers' corrections take them: a play starting while the
      // person is moved to another office is credited to the office they end up in.
      await lockKey(trx, `profile:${userId}`);
      await lockKey(trx, `quiz:${userId}:${pool}`);
      if (!(await isPoolOpen(trx, pool))) throw quizErrors.closed();
      const profile = await trx
        .selectFrom('profiles')
        .select(['rso', 'profile_complete'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (profile?.profile_complete !== 1) throw quizErrors.profileFirst();
      const existing = await trx
        .selectFrom('quiz_attempts')
        .select('id')
        .where('user_id', '=', userId)
        .where('pool', '=', pool)
        .executeTakeFirst();
      if (existing) throw quizErrors.alreadyPlayed();
      await trx
        .insertInto('quiz_attempts')
        .values({
          id: randomUUID(),
          user_id: userId,
          pool,
          rso: profile.rso,
          status: 'in-progress',
          score: 0,
          disqualified: 1,
          question_ids: JSON.stringify(questions.map((q) => q.id)),
          answers: '[]',
          current_index: 0,
          served_at: now,
          started_at: now,
          finished_at: null,
          time_taken_sec: null,
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw quizErrors.alreadyPlayed();
    throw error;
  }
  return { question: presentQuestion(questions[0]!, 0, now, now) };
}

/** What an answer led to, and whether it was recorded now or earlier (a retry). */
export type AnswerOutcome = { step: QuizStep; replayed: boolean };

/**
 * The step an answer already recorded led to: the question served after it, its seconds counted
 * from when it was served, or the final result.
 */
function replayStep(
  bank: QuestionBank,
  pool: SavedPool,
  attempt: QuizAttemptsTable,
  ids: number[],
  now: number,
): QuizStep {
  if (attempt.status === 'completed') return { result: presentResult(attempt) };
  const index = attempt.current_index;
  return {
    question: presentQuestion(questionById(bank, pool, ids[index]!), index, attempt.served_at, now),
  };
}

type AnswerCommand = {
  userId: string;
  pool: SavedPool;
  answer: { questionId: number; selected: string | null };
  abandonAfterMs: number;
  now: number;
};

/**
 * Records the answer to the current question (null when time ran out or the answer came after
 * 20 s + grace), then serves the next question, or grades and completes the attempt. An answer to
 * the question recorded last is a retry whose response was lost: it gets the same step again.
 * A play in progress may finish after its quiz is closed (it was started while open); an
 * abandoned one never does.
 */
export async function answerQuestion(
  db: Db,
  bank: QuestionBank,
  command: AnswerCommand,
): Promise<AnswerOutcome> {
  const { userId, pool, answer, abandonAfterMs, now } = command;
  return db.transaction().execute(async (trx) => {
    // Two answers to one attempt take turns on its row (PostgreSQL); SQLite runs one at a time.
    // Whichever comes second then sees the first one's answer recorded and replays its step.
    const attempt = await trx
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('pool', '=', pool)
      .$if(isPostgres(trx), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!attempt) throw quizErrors.noAttempt();
    if (isAbandoned(attempt, abandonAfterMs, now)) throw quizErrors.abandoned();
    const ids = JSON.parse(attempt.question_ids) as number[];
    if (attempt.current_index > 0 && ids[attempt.current_index - 1] === answer.questionId)
      return { step: replayStep(bank, pool, attempt, ids, now), replayed: true };
    if (attempt.status !== 'in-progress' || ids[attempt.current_index] !== answer.questionId)
      throw quizErrors.notCurrent();

    const question = questionById(bank, pool, answer.questionId);
    if (answer.selected !== null && !question.options.includes(answer.selected))
      throw quizErrors.invalidAnswer();
    const inTime = now - attempt.served_at <= QUESTION_MS + QUIZ_ANSWER_GRACE_MS;
    const answers = [
      ...(JSON.parse(attempt.answers) as Answer[]),
      { id: question.id, selected: inTime ? answer.selected : null },
    ];
    const nextIndex = attempt.current_index + 1;

    if (nextIndex < ids.length) {
      await trx
        .updateTable('quiz_attempts')
        .set({ answers: JSON.stringify(answers), current_index: nextIndex, served_at: now })
        .where('id', '=', attempt.id)
        .execute();
      const next = questionById(bank, pool, ids[nextIndex]!);
      return { step: { question: presentQuestion(next, nextIndex, now, now) }, replayed: false };
    }

    // The score is the server's count, whatever the client believes.
    const score = answers.filter(
      (a) => a.selected !== null && a.selected === questionById(bank, pool, a.id).answer,
    ).length;
    const finished: Partial<QuizAttemptsTable> = {
      answers: JSON.stringify(answers),
      current_index: nextIndex,
      status: 'completed',
      score,
      disqualified: 0,
      finished_at: now,
      time_taken_sec: Math.round((now - attempt.started_at) / 1000),
    };
    await trx.updateTable('quiz_attempts').set(finished).where('id', '=', attempt.id).execute();
    await trx
      .updateTable('team_counters')
      .set((eb) => ({ points: eb('points', '+', score) }))
      .where('rso', '=', attempt.rso)
      .execute();
    return { step: { result: presentResult({ ...attempt, ...finished }) }, replayed: false };
  });
}
