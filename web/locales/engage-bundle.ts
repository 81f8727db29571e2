// Engage's texts in every language (<language>/engage.json): its banner, Home's cards, its screens
// on a phone and the album. They load with that code, once an activity runs (lib/engage-live.ts)
// or the album is opened, so the first screen never carries them.
import type { TextBundle } from '../lib/text-bundle';
import en from './en/engage.json';
import hi from './hi/engage.json';

export type EngageTexts = typeof en;

export const engageBundle = {
  namespace: 'engage',
  texts: { en, hi: hi satisfies EngageTexts },
} satisfies TextBundle;
