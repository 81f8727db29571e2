// A quiz's settings as the editor's form sends them, for tests that need a quiz to exist.
import type { QuizInput } from '../../common/quiz.js';

/**
 * A contest titled `title` (English, or both languages): closed, five questions of twenty seconds
 * each, with no schedule, unless `changes` say otherwise.
 */
export function contestSettings(
  title: string | QuizInput['title'],
  changes: Partial<Omit<QuizInput, 'title' | 'kind'>> = {},
): QuizInput {
  return {
    title: typeof title === 'string' ? { en: title, hi: '' } : title,
    kind: 'contest',
    questionsPerPlay: 5,
    secondsPerQuestion: 20,
    open: false,
    opensAt: null,
    closesAt: null,
    ...changes,
  };
}
