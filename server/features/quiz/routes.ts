// Quiz & Contest: the games flags, saved play graded by the server, and practice questions.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GamesConfig, PracticeQuestion, QuizAttempt, QuizStep } from '../../../common/api.js';
import type { SavedPool } from '../../../common/pools.js';
import { AnswerInput, PoolParams, QUESTIONS_PER_QUIZ } from '../../../common/quiz.js';
import { parseInput } from '../../errors.js';
import { requireUser } from '../auth/require-user.js';
import { readGames } from './games-service.js';
import { pickQuestions } from './question-bank.js';
import { answerQuestion, findAttempt, presentResult, startAttempt } from './quiz-service.js';

/** The saved pool a route names; any other is a page that is not there. */
function poolOf(request: FastifyRequest): SavedPool {
  return parseInput(PoolParams, request.params, { code: 'not_found' }).pool;
}

/** Every route here is the signed-in user's: `request.user`. */
export async function quizRoutes(app: FastifyInstance): Promise<void> {
  requireUser(app);

  app.get('/api/games', async (): Promise<GamesConfig> => readGames(app.db));

  app.get('/api/quiz/:pool/attempt', async (request): Promise<QuizAttempt> => {
    const attempt = await findAttempt(app.db, request.user.uid, poolOf(request));
    return { attempt: attempt ? presentResult(attempt) : null };
  });

  app.post('/api/quiz/:pool/start', async (request): Promise<QuizStep> => {
    const pool = poolOf(request);
    const step = await startAttempt(app.db, app.questions, request.user.uid, pool, app.clock.now());
    app.metrics.quizStarts.inc({ pool });
    return step;
  });

  app.post('/api/quiz/:pool/answer', async (request): Promise<QuizStep> => {
    const pool = poolOf(request);
    const answer = parseInput(AnswerInput, request.body, { code: 'invalid_answer' });
    const { step, replayed } = await answerQuestion(app.db, app.questions, {
      userId: request.user.uid,
      pool,
      answer,
      abandonAfterMs: app.config.quizAbandonAfterMs,
      now: app.clock.now(),
    });
    // A retried last answer finished nothing new: count and announce the finish once.
    if ('result' in step && !replayed) {
      app.metrics.quizFinishes.inc({ pool });
      await app.bus.publish({ type: 'counters' });
    }
    return step;
  });

  // Practice play grades in the browser, so it only ever draws from the practice pool: a contest
  // pool's answers never leave the server.
  app.get('/api/quiz/practice', async (): Promise<PracticeQuestion[]> =>
    pickQuestions(app.questions.funquiz, QUESTIONS_PER_QUIZ, randomInt),
  );
}
