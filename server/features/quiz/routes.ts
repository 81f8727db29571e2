// Quiz & Contest: the games flags, saved play graded by the server, and practice questions.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GamesConfig, PracticeQuestion, QuizAttempt, QuizStep } from '../../../common/api.js';
import { QUESTIONS_PER_QUIZ, SAVED_POOLS } from '../../../common/quiz.js';
import { errors } from '../../errors.js';
import { findSessionUser } from '../auth/sessions.js';
import { readGames } from './games-service.js';
import { pickQuestions } from './question-bank.js';
import {
  answerQuestion,
  findAttempt,
  presentResult,
  quizErrors,
  startAttempt,
  type SavedPool,
} from './quiz-service.js';

const PoolParams = z.object({ pool: z.enum(SAVED_POOLS) });
const AnswerInput = z.strictObject({
  questionId: z.int().positive(),
  selected: z.string().max(500).nullable(),
});

export async function quizRoutes(app: FastifyInstance): Promise<void> {
  async function signedIn(request: FastifyRequest) {
    const user = await findSessionUser(app.db, app.config, request, app.clock.now());
    if (!user) throw errors.notSignedIn();
    return user;
  }

  function poolOf(request: FastifyRequest): SavedPool {
    const params = PoolParams.safeParse(request.params);
    if (!params.success) throw errors.notFound();
    return params.data.pool;
  }

  app.get('/api/games', async (request): Promise<GamesConfig> => {
    await signedIn(request);
    return readGames(app.db);
  });

  app.get('/api/quiz/:pool/attempt', async (request): Promise<QuizAttempt> => {
    const user = await signedIn(request);
    const attempt = await findAttempt(app.db, user.uid, poolOf(request));
    return { attempt: attempt ? presentResult(attempt) : null };
  });

  app.post('/api/quiz/:pool/start', async (request): Promise<QuizStep> => {
    const user = await signedIn(request);
    const pool = poolOf(request);
    const step = await startAttempt(app.db, app.questions, user.uid, pool, app.clock.now());
    app.metrics.quizStarts.inc({ pool });
    return step;
  });

  app.post('/api/quiz/:pool/answer', async (request): Promise<QuizStep> => {
    const user = await signedIn(request);
    const pool = poolOf(request);
    const input = AnswerInput.safeParse(request.body);
    if (!input.success) throw quizErrors.invalidAnswer();
    const { step, replayed } = await answerQuestion(app.db, app.questions, {
      userId: user.uid,
      pool,
      answer: input.data,
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
  app.get('/api/quiz/practice', async (request): Promise<PracticeQuestion[]> => {
    await signedIn(request);
    return pickQuestions(app.questions.funquiz, QUESTIONS_PER_QUIZ, randomInt);
  });
}
