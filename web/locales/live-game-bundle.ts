// The live game's texts in every language (<language>/live-game.json): its banner and its screen on
// a phone. They load with the banner, once a game is open (components/layout/live-game-join.tsx),
// and with the game's screen, so the first screen never carries them.
import type { TextBundle } from '../lib/text-bundle';
import en from './en/live-game.json';
import hi from './hi/live-game.json';

export type LiveGameTexts = typeof en;

export const liveGameBundle = {
  namespace: 'liveGame',
  texts: { en, hi: hi satisfies LiveGameTexts },
} satisfies TextBundle;
