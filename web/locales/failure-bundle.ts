// The wording of failures in every language: the players' and the client's error codes
// (common/error-codes.ts) and the shared messages a refusal or a form check names
// (common/messages.ts). They load with the code that words failures (lib/api-error-message.ts),
// never with the first screen.
import { clientErrors, playerErrors } from '../../common/error-codes';
import { messageTexts } from '../../common/messages';
import type { Language } from '../../common/texts';
import type { TextBundle } from '../lib/text-bundle';
import { errorTextsIn, textsIn } from './common-texts';

function failureTextsIn(language: Language) {
  return {
    /** A text for every code of common/error-codes.ts but the organisers' (admin-bundle.ts). */
    errors: { ...errorTextsIn(playerErrors, language), ...errorTextsIn(clientErrors, language) },
    messages: textsIn(messageTexts, language),
  };
}

export type FailureTexts = ReturnType<typeof failureTextsIn>;

export const failureBundle = {
  namespace: 'failures',
  texts: { en: failureTextsIn('en'), hi: failureTextsIn('hi') },
} satisfies TextBundle;
