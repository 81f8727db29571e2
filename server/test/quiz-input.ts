// A new quiz's settings as the editor's form sends them, for tests that need a quiz to exist.
import type { QuizInput } from '../../common/quiz.js';

/** A closed contest of five questions, twenty seconds each, with no schedule. */
export function closedContest(title: string): QuizInput {
  return {
    title: { en: title, hi: '' },
    kind: 'contest',
    questionsPerPlay: 5,
    secondsPerQuestion: 20,
    open: false,
    opensAt: null,
    closesAt: null,
  };
}
