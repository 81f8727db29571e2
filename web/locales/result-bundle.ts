// A finished play's texts in every language (<language>/result.json): what it added to the team and
// where it leaves the player. They load with the quiz's result (features/quiz/quiz-result.tsx), so
// the first screen never carries them.
import type { TextBundle } from '../lib/text-bundle';
import en from './en/result.json';
import hi from './hi/result.json';

export type ResultTexts = typeof en;

export const resultBundle = {
  namespace: 'result',
  texts: { en, hi: hi satisfies ResultTexts },
} satisfies TextBundle;
