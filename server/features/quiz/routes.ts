// Quiz & Contest and Fun & Engagement: which quizzes are open, saved play graded by the server,
// practice rounds, and question images once a play reaches them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PracticeQuestion, QuizAttempt, QuizList, QuizStep } from '../../../common/api.js';
import { AnswerInput, QuestionParams, QuizParams, ShownInput } from '../../../common/quiz.js';
import { AppError, parseInput } from '../../errors.js';
import { requireUser } from '../auth/require-user.js';
import { QUESTION_IMAGE_CACHE_BYTES, QuestionImageCache } from './question-image-cache.js';
import { playerImageKey, sendQuestionImage } from './question-images.js';
import {
  answerQuestion,
  findAttempt,
  markShown,
  practiceQuestions,
  presentResult,
  startAttempt,
} from './quiz-service.js';
import { listQuizzes, quizzesOnOffer, presentSummary } from './quizzes.js';

/** The quiz a route names; a malformed id is a page that is not there. */
function quizOf(request: FastifyRequest): string {
  return parseInput(QuizParams, request.params, { code: 'not_found' }).quizId;
}

/** Every route here is the signed-in user's: `request.user`. */
export async function quizRoutes(app: FastifyInstance): Promise<void> {
  requireUser(app);
  const images = new QuestionImageCache(QUESTION_IMAGE_CACHE_BYTES, (key) => app.storage.get(key));

  app.get('/api/quizzes', async (): Promise<QuizList> => {
    const now = app.clock.now();
    const { open, upcoming } = quizzesOnOffer(await listQuizzes(app.db), now);
    return {
      open: open.map(presentSummary),
      upcoming: upcoming.map((quiz) => ({ ...presentSummary(quiz), opensAt: quiz.opens_at! })),
    };
  });

  app.get('/api/quiz/:quizId/attempt', async (request): Promise<QuizAttempt> => {
    const attempt = await findAttempt(app.db, request.user.uid, quizOf(request));
    return { attempt: attempt ? presentResult(attempt) : null };
  });

  app.post('/api/quiz/:quizId/start', async (request): Promise<QuizStep> => {
    const quizId = quizOf(request);
    const step = await startAttempt(app.db, request.user.uid, quizId, app.clock.now());
    app.metrics.quizStarts.inc({ quiz_id: quizId });
    return step;
  });

  app.post('/api/quiz/:quizId/shown', async (request): Promise<QuizStep> => {
    const { questionId } = parseInput(ShownInput, request.body, { code: 'not_current_question' });
    return markShown(app.db, {
      userId: request.user.uid,
      quizId: quizOf(request),
      questionId,
      abandonAfterMs: app.config.quizAbandonAfterMs,
      now: app.clock.now(),
    });
  });

  app.post('/api/quiz/:quizId/answer', async (request): Promise<QuizStep> => {
    const quizId = quizOf(request);
    const answer = parseInput(AnswerInput, request.body, { code: 'invalid_answer' });
    const { step, replayed } = await answerQuestion(app.db, {
      userId: request.user.uid,
      quizId,
      answer,
      abandonAfterMs: app.config.quizAbandonAfterMs,
      now: app.clock.now(),
    });
    // A retried last answer finished nothing new: count and announce the finish once.
    if ('result' in step && !replayed) {
      app.metrics.quizFinishes.inc({ quiz_id: quizId });
      await app.bus.publish({ type: 'counters' });
    }
    return step;
  });

  // Practice play grades in the browser, so only a practice quiz is ever served this way: a
  // contest's answers never leave the server.
  app.get('/api/quiz/:quizId/practice', async (request): Promise<PracticeQuestion[]> =>
    practiceQuestions(app.db, quizOf(request), app.clock.now()),
  );

  app.get('/api/quiz/:quizId/questions/:questionId/image', async (request, reply) => {
    const { quizId, questionId } = parseInput(QuestionParams, request.params, {
      code: 'not_found',
    });
    const key = await playerImageKey(app.db, {
      uid: request.user.uid,
      quizId,
      questionId,
      now: app.clock.now(),
    });
    // The play decides whether this player may see it; the bytes under a key never change.
    const image = key ? await images.get(key) : null;
    if (!image) throw new AppError('not_found');
    return sendQuestionImage(reply, image);
  });
}
