// Loads the question pools from content/questions at start-up; a bad pool stops the server.
import fs from 'node:fs';
import path from 'node:path';
import { POOLS, questionPoolSchema, type Pool, type Question } from '../../../common/quiz.js';
import { ConfigError } from '../../config.js';

export type QuestionBank = Record<Pool, Question[]>;

export function loadQuestionBank(contentDir: string): QuestionBank {
  const bank = {} as QuestionBank;
  for (const pool of POOLS) {
    const file = path.join(contentDir, 'questions', `${pool}.json`);
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'file not found'
          : (error as Error).message;
      throw new ConfigError(`${file}: ${reason}`);
    }
    const result = questionPoolSchema(pool).safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new ConfigError(`${file}: ${issue.path.join('.') || '(top level)'}: ${issue.message}`);
    }
    bank[pool] = result.data;
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
