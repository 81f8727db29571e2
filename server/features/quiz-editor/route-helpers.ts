// What every quiz editor route reads from its request, and the quiz it answers a change with.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { QuizDetail } from '../../../common/quiz-editor-api.js';
import { QuestionParams, QuizParams } from '../../../common/quiz.js';
import { AppError, parseInput } from '../../errors.js';
import { presentQuizDetail } from './present-quiz.js';

export const quizIdOf = (request: FastifyRequest) =>
  parseInput(QuizParams, request.params, { code: 'not_found' }).quizId;

export const questionOf = (request: FastifyRequest) =>
  parseInput(QuestionParams, request.params, { code: 'not_found' });

/** The quiz with its questions, as the editor shows it after every change. */
export async function detail(app: FastifyInstance, quizId: string): Promise<QuizDetail> {
  const found = await presentQuizDetail(app.db, quizId, app.site.event.timeZone, app.clock.now());
  if (!found) throw new AppError('not_found');
  return found;
}
