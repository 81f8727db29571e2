// Loads the question pools from content/questions at start-up; a bad pool stops the server.
import path from 'node:path';
import { POOLS, type Pool } from '../../../common/pools.js';
import { questionPoolSchema, type Question } from '../../../common/quiz.js';
import { readContentFile } from '../../content/read-content.js';

export type QuestionBank = Record<Pool, Question[]>;

export function loadQuestionBank(contentDir: string): QuestionBank {
  const bank = {} as QuestionBank;
  for (const pool of POOLS) {
    bank[pool] = readContentFile(
      path.join(contentDir, 'questions', `${pool}.json`),
      questionPoolSchema(pool),
    );
  }
  return bank;
}

/** n distinct questions in random order (Fisher-Yates with a CSPRNG). */
export function pickQuestions(
  questions: Question[],
  n: number,
  random: (max: number) => number,
): Question[] {
  const copy = [...questions];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}
