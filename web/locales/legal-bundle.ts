// The standard Terms and Privacy texts in every language (<language>/legal.json). They load with
// the legal pages (features/legal/legal-page.tsx) and with Admin → Event, where an organiser's own
// text starts from them, so the first screen never carries them.
import type { TextBundle } from '../lib/text-bundle';
import en from './en/legal.json';
import hi from './hi/legal.json';

export type LegalTexts = typeof en;

export const legalBundle = {
  namespace: 'legal',
  texts: { en, hi: hi satisfies LegalTexts },
} satisfies TextBundle;
