import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POOLS } from '../../common/pools.js';
import { questionPoolSchema } from '../../common/quiz.js';

function readPool(pool: string): unknown {
  return JSON.parse(fs.readFileSync(`content/questions/${pool}.json`, 'utf8'));
}

describe('the question pools', () => {
  it.each(POOLS)(
    '%s has 20 questions with unique ids in range, 4 distinct options and the answer among them',
    (pool) => {
      const result = questionPoolSchema(pool).safeParse(readPool(pool));
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it('asks no question twice across the pools', () => {
    const texts = POOLS.flatMap((pool) =>
      (readPool(pool) as { question: string }[]).map((q) => q.question),
    );
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('refuses a pool whose answer is not one of its options', () => {
    const broken = (readPool('quiz1') as { answer: string }[]).map((q, i) =>
      i === 3 ? { ...q, answer: 'None of these' } : q,
    );
    expect(questionPoolSchema('quiz1').safeParse(broken).success).toBe(false);
  });
});
