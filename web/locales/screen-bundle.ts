// The venue screen's texts in every language (<language>/screen.json): they load with the screen
// (features/screen/screen-page.tsx), so phones never download them.
import type { TextBundle } from '../lib/text-bundle';
import en from './en/screen.json';
import hi from './hi/screen.json';

export type ScreenTexts = typeof en;

export const screenBundle = {
  namespace: 'screen',
  texts: { en, hi: hi satisfies ScreenTexts },
} satisfies TextBundle;
