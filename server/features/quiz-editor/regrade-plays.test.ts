import { describe, expect, it } from 'vitest';
import type { QuestionRow } from '../quiz/quizzes.js';
import { answerKeysOf, regradePlay, RegradeTally, type RegradePlay } from './regrade-plays.js';

const question = (id: number, options: string[], correct: number): QuestionRow => ({
  quiz_id: 'quiz-a',
  id,
  position: id,
  text: `Question ${id}`,
  options: JSON.stringify(options),
  correct,
  image_key: null,
  explanation: null,
  updated_at: 0,
});

/** A finished play served questions 1 and 2 with Sydney as Australia's key, and these answers. */
function play(id: string, selected: (string | null)[]): RegradePlay {
  const served = [
    { id: 1, question: 'Question 1', options: ['Sydney', 'Canberra', 'Perth'], answer: 'Sydney' },
    { id: 2, question: 'Question 2', options: ['Paris', 'Lyon'], answer: 'Paris' },
  ].map((q) => ({ ...q, image: null, order: q.options.map((_, i) => q.options.length - 1 - i) }));
  const answers = served.map((q, index) => ({ id: q.id, selected: selected[index] ?? null }));
  const score = answers.filter((a, index) => a.selected === served[index]!.answer).length;
  return {
    id,
    team: 'kanpur',
    status: 'completed',
    score,
    questions: JSON.stringify(served),
    answers: JSON.stringify(answers),
  };
}

describe('a regrade of one question', () => {
  it("counts the plays served the old key, and of them those whose answer's mark changes", () => {
    const keys = answerKeysOf([
      question(1, ['Sydney', 'Canberra', 'Perth'], 1),
      question(2, ['Paris', 'Lyon'], 0),
    ]);
    const tally = new RegradeTally();
    for (const change of [
      regradePlay(play('a', ['Sydney', 'Paris']), keys), // right to wrong
      regradePlay(play('b', ['Canberra', 'Paris']), keys), // wrong to right
      regradePlay(play('c', ['Perth', 'Paris']), keys), // wrong either way
      regradePlay(play('d', [null, 'Lyon']), keys), // no answer in time
    ])
      if (change) tally.add(change);
    const report = tally.report(true, 0, { questions: [], teamLabel: (team) => team });
    expect(report.plays).toBe(2);
    expect(tally.questions.get(1)).toEqual({ plays: 4, remarked: 2 });
    expect(tally.plus(tally).questions.get(1)).toEqual({ plays: 8, remarked: 4 });
  });

  it('keeps the order a play was dealt its options in', () => {
    const keys = answerKeysOf([
      question(1, ['Sydney', 'Canberra', 'Perth'], 1),
      question(2, ['Paris', 'Lyon'], 0),
    ]);
    const change = regradePlay(play('a', ['Sydney', 'Paris']), keys)!;
    const [first] = JSON.parse(change.questions) as { answer: string; order: number[] }[];
    expect(first).toMatchObject({ answer: 'Canberra', order: [2, 1, 0] });
    expect(change.score).toBe(1);
  });
});
