// Text as people see it: invisible format characters removed before a name or a code is kept.

/** Letters of the Indian scripts, where a zero-width joiner or non-joiner shapes a conjunct. */
const INDIC_LETTER =
  /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}]/u;
const JOINERS = new Set(['\u200C', '\u200D']);

/**
 * Removes Unicode format characters (category Cf): bidirectional overrides, embeddings and isolates,
 * which can make a name read backwards in an organiser's list or a spreadsheet; zero-width spaces
 * and word joiners, which make two equal-looking names differ; byte-order marks and tag
 * characters. A zero-width joiner or non-joiner between two letters of an Indian script stays: it
 * chooses how a conjunct is drawn, and a name typed in Hindi may carry one.
 */
export function removeInvisibleControls(text: string): string {
  return text.replace(/\p{Cf}/gu, (character, offset: number, whole: string) =>
    JOINERS.has(character) &&
    INDIC_LETTER.test(whole[offset - 1] ?? '') &&
    INDIC_LETTER.test(whole[offset + 1] ?? '')
      ? character
      : '',
  );
}
