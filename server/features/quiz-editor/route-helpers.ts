// What every quiz editor route reads from its request, and how it answers a change.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { QuizDetail } from '../../../common/quiz-editor-api.js';
import { QuestionParams, QuizParams } from '../../../common/quiz.js';
import { AppError, parseInput } from '../../errors.js';
import { presentQuizDetail } from './present-quiz.js';
import type { Actor, Trx } from './quiz-editor-service.js';

const DryRunQuery = z.object({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() });

/** The organiser making the change, when, and the event's time zone their times are read in. */
export const actorOf = (app: FastifyInstance, request: FastifyRequest): Actor => ({
  phone: request.user.phoneNumber,
  now: app.clock.now(),
  timeZone: app.site.event.timeZone,
});

export const quizIdOf = (request: FastifyRequest) =>
  parseInput(QuizParams, request.params, { code: 'not_found' }).quizId;

export const questionOf = (request: FastifyRequest) =>
  parseInput(QuestionParams, request.params, { code: 'not_found' });

/** `?dryRun=1`: say what would change, and change nothing. */
export const dryRunOf = (request: FastifyRequest) => {
  const { dryRun } = parseInput(DryRunQuery, request.query);
  return dryRun === '1' || dryRun === 'true';
};

/**
 * Runs one change of a quiz in a transaction, then tells every instance's open screens: which
 * quizzes are open, their titles and their pace may have changed (and each instance's schedule).
 */
export async function changeQuiz<T>(
  app: FastifyInstance,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const result = await app.db.transaction().execute(work);
  await app.bus.publish({ type: 'quizzes' });
  return result;
}

/** The quiz with its questions, as the editor shows it after every change. */
export async function detail(app: FastifyInstance, quizId: string): Promise<QuizDetail> {
  const found = await presentQuizDetail(app.db, quizId, app.site.event.timeZone, app.clock.now());
  if (!found) throw new AppError('not_found');
  return found;
}

/**
 * Runs one change of a quiz's questions in a transaction. Nothing a phone shows depends on them
 * until its next play starts, so no screen is told: an organiser fixing questions during the event
 * does not send every open phone back to the server.
 */
export async function changeQuestions<T>(
  app: FastifyInstance,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  return app.db.transaction().execute(work);
}
