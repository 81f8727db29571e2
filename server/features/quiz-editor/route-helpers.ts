// What every quiz editor route declares about its request, and the quiz it answers a change with.
import type { FastifyInstance } from 'fastify';
import type { QuizDetail } from '../../../common/quiz-editor-api.js';
import { QuestionParams, QuizParams } from '../../../common/quiz.js';
import { AppError } from '../../errors.js';
import { refusedAs } from '../../route-schemas.js';
import { presentQuizDetail } from './present-quiz.js';

/** The quiz a route names; a malformed id is a quiz that is not there. */
export const quizParams = refusedAs(QuizParams, { code: 'not_found' });

/** The question a route names, of its quiz; a malformed one is not there either. */
export const questionParams = refusedAs(QuestionParams, { code: 'not_found' });

/** When the editor reads, and how long a silent play still counts as under way. */
export const editorClock = (app: FastifyInstance) => ({
  now: app.clock.now(),
  abandonAfterMs: app.config.quizAbandonAfterMs,
});

/** The quiz with its questions, as the editor shows it after every change. */
export async function detail(app: FastifyInstance, quizId: string): Promise<QuizDetail> {
  const found = await presentQuizDetail(app.db, quizId, app.site.event.timeZone, editorClock(app));
  if (!found) throw new AppError('not_found');
  return found;
}
