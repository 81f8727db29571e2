// Quiz pools and questions.
import { z } from 'zod';
import { SAVED_POOLS, type Pool } from './pools.js';

export const QUESTIONS_PER_QUIZ = 5;
export const QUIZ_SECONDS_PER_QUESTION = 20;
/**
 * Network grace on top of a question's 20 seconds: the server records an answer that first
 * reaches it later than this as unanswered, and the client keeps retrying until then.
 */
export const QUIZ_ANSWER_GRACE_MS = 2_000;
const POOL_SIZE = 20;

/** The ids each pool's questions carry. */
const POOL_ID_RANGES: Record<Pool, [number, number]> = {
  funquiz: [1, 20],
  quiz1: [1, 20],
  quiz2: [21, 40],
  quiz3: [41, 60],
};

export const Question = z
  .strictObject({
    id: z.int().positive(),
    question: z.string().trim().min(1),
    options: z
      .array(z.string().trim().min(1))
      .length(4)
      .refine((options) => new Set(options).size === 4, 'expected 4 distinct options'),
    answer: z.string(),
  })
  .refine(
    (question) => question.options.includes(question.answer),
    'expected the answer to be one of the options',
  );
export type Question = z.infer<typeof Question>;

export function questionPoolSchema(pool: Pool) {
  const [first, last] = POOL_ID_RANGES[pool];
  return z
    .array(Question)
    .length(POOL_SIZE)
    .refine(
      (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
      'expected unique ids',
    )
    .refine(
      (questions) => questions.every((q) => q.id >= first && q.id <= last),
      `expected ids from ${first} to ${last}`,
    );
}

/** The saved pool a player's route names: /api/quiz/:pool/… */
export const PoolParams = z.strictObject({ pool: z.enum(SAVED_POOLS) });

/** POST /api/quiz/:pool/answer: the current question's id and the chosen option, or none in time. */
export const AnswerInput = z.strictObject({
  questionId: z.int().positive(),
  selected: z.string().max(500).nullable(),
});
export type AnswerInput = z.infer<typeof AnswerInput>;
