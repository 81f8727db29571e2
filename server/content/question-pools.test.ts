import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeedQuestions, SeedQuizzes } from '../../common/quiz.js';

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(`content/questions/${file}`, 'utf8'));
}

const quizzes = SeedQuizzes.parse(readJson('quizzes.json'));

describe('the quizzes content/questions seeds', () => {
  it('are the spec four: Fun Quiz to practise, and the three dated contests, closed until opened', () => {
    expect(quizzes.map((quiz) => [quiz.id, quiz.kind, quiz.title.en, quiz.open])).toEqual([
      ['funquiz', 'practice', 'Fun Quiz', true],
      ['quiz1', 'contest', '1st September 2025 - Quiz', false],
      ['quiz2', 'contest', '2nd September 2025 - Quiz', false],
      ['quiz3', 'contest', '3rd September 2025 - Quiz', false],
    ]);
    expect(quizzes.every((q) => q.questionsPerPlay === 5 && q.secondsPerQuestion === 20)).toBe(
      true,
    );
  });

  it.each([
    ['funquiz', 1],
    ['quiz1', 1],
    ['quiz2', 21],
    ['quiz3', 41],
  ])(
    '%s has 20 questions numbered from %i, 4 distinct options each and the answer among them',
    (quiz, first) => {
      const questions = SeedQuestions.parse(readJson(`${quiz}.json`));
      expect(questions.map((q) => q.id)).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
      expect(questions.every((q) => q.options.length === 4)).toBe(true);
    },
  );

  it('asks no question twice across the quizzes', () => {
    const texts = quizzes.flatMap((quiz) =>
      SeedQuestions.parse(readJson(`${quiz.id}.json`)).map((q) => q.question),
    );
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('refuses a question whose answer is not one of its options', () => {
    const broken = (readJson('quiz1.json') as { answer: string }[]).map((q, i) =>
      i === 3 ? { ...q, answer: 'None of these' } : q,
    );
    expect(SeedQuestions.safeParse(broken).success).toBe(false);
  });
});
