// Quiz & Contest and Fun & Engagement: which quizzes are open, saved play graded by the server,
// practice rounds, and question images once a play reaches them.
import type { FastifyInstance } from 'fastify';
import { PracticeQuestions, QuizAttempt, QuizList, QuizStep } from '../../../common/api.js';
import { AnswerInput, QuestionParams, QuizParams, ShownInput } from '../../../common/quiz.js';
import { AppError } from '../../errors.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { requireUser } from '../auth/require-user.js';
import { QUESTION_IMAGE_CACHE_BYTES, QuestionImageCache } from './question-image-cache.js';
import { playerImageKey, sendQuestionImage } from './question-images.js';
import { answerQuestion, markShown, practiceQuestions, startAttempt } from './play-service.js';
import { finishStanding, readPlayResult } from './play-standing.js';
import { playsOf } from './player-plays.js';
import { listQuizzes, quizzesOnOffer, presentSummary, type QuizRow } from './quizzes.js';

/** The quiz a route names; a malformed id is a page that is not there. */
const params = refusedAs(QuizParams, { code: 'not_found' });

/** Every route here is the signed-in user's: `request.user`. */
export async function quizRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireUser(app);
  const images = new QuestionImageCache(QUESTION_IMAGE_CACHE_BYTES, (key) => app.storage.get(key));

  app.get('/api/quizzes', { schema: { response: { 200: QuizList } } }, async (request) => {
    const now = app.clock.now();
    const { open, upcoming } = quizzesOnOffer(await listQuizzes(app.db), now);
    const plays = await playsOf(app.db, request.user.uid);
    const offered = (quiz: QuizRow) => ({
      ...presentSummary(quiz),
      played: plays.get(quiz.id) ?? null,
    });
    return {
      now,
      open: open.map(offered),
      upcoming: upcoming.map((quiz) => ({ ...offered(quiz), opensAt: quiz.opens_at! })),
    };
  });

  const attemptSchema = { params, response: { 200: QuizAttempt } };
  app.get('/api/quiz/:quizId/attempt', { schema: attemptSchema }, async (request) => ({
    attempt: await readPlayResult(app.db, app.site, {
      userId: request.user.uid,
      quizId: request.params.quizId,
      now: app.clock.now(),
    }),
  }));

  const stepSchema = { params, response: { 200: QuizStep } };
  app.post('/api/quiz/:quizId/start', { schema: stepSchema }, async (request) => {
    const { quizId } = request.params;
    const step = await startAttempt(app.db, request.user.uid, quizId, app.clock.now());
    app.metrics.quizStarts.inc({ quiz_id: quizId });
    return step;
  });

  const shownSchema = {
    ...stepSchema,
    body: refusedAs(ShownInput, { code: 'not_current_question' }),
  };
  app.post('/api/quiz/:quizId/shown', { schema: shownSchema }, async (request) => {
    return markShown(app.db, {
      userId: request.user.uid,
      quizId: request.params.quizId,
      questionId: request.body.questionId,
      abandonAfterMs: app.config.quizAbandonAfterMs,
      now: app.clock.now(),
    });
  });

  const answerSchema = { ...stepSchema, body: refusedAs(AnswerInput, { code: 'invalid_answer' }) };
  app.post('/api/quiz/:quizId/answer', { schema: answerSchema }, async (request) => {
    const { quizId } = request.params;
    const { step, replayed } = await answerQuestion(app.db, {
      userId: request.user.uid,
      quizId,
      answer: request.body,
      abandonAfterMs: app.config.quizAbandonAfterMs,
      now: app.clock.now(),
    });
    if (!('result' in step)) return step;
    // A retried last answer finished nothing new: count and announce the finish once.
    if (!replayed) {
      app.metrics.quizFinishes.inc({ quiz_id: quizId });
      await app.bus.publish({ type: 'counters' });
    }
    // The result as graded at the finish, with where it leaves the player and their team.
    const standing = await finishStanding(app.db, app.site, {
      userId: request.user.uid,
      quizId,
      score: step.result.score,
      now: app.clock.now(),
    });
    return { result: standing ? { ...step.result, standing } : step.result };
  });

  // Practice play grades in the browser, so only a practice quiz is ever served this way: a
  // contest's answers never leave the server.
  const practiceSchema = { params, response: { 200: PracticeQuestions } };
  app.get('/api/quiz/:quizId/practice', { schema: practiceSchema }, async (request) =>
    practiceQuestions(app.db, request.params.quizId, app.clock.now()),
  );

  const imageSchema = { params: refusedAs(QuestionParams, { code: 'not_found' }) };
  app.get(
    '/api/quiz/:quizId/questions/:questionId/image',
    { schema: imageSchema },
    async (request, reply) => {
      const { quizId, questionId } = request.params;
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
    },
  );
}
