// Text as people see it: invisible controls removed before a name or a code is kept.

/**
 * Bidirectional controls (marks, embeddings, overrides, isolates), which can make a name read
 * backwards in an organiser's list or a spreadsheet; zero-width spaces, joiners and word joiners,
 * invisible operators, the soft hyphen and byte-order marks, which make two equal-looking names
 * differ; tag characters.
 */
const INVISIBLE =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\u{E0001}\u{E0020}-\u{E007F}]/gu;

const INDIC_LETTER =
  '[\\p{Script=Devanagari}\\p{Script=Bengali}\\p{Script=Gurmukhi}\\p{Script=Gujarati}\\p{Script=Oriya}\\p{Script=Tamil}\\p{Script=Telugu}\\p{Script=Kannada}\\p{Script=Malayalam}]';
/**
 * Where one of them is part of what is seen: a joiner or non-joiner between two letters of an
 * Indian script chooses how a conjunct is drawn (a name typed in Hindi may carry one); a joiner
 * between two emoji draws them as one (a family); tags after a black flag draw a region's flag.
 */
const VISIBLE_HERE = new RegExp(
  [
    `(?<=${INDIC_LETTER})[\\u200C\\u200D](?=${INDIC_LETTER})`,
    `(?<=[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\uFE0F])\\u200D(?=\\p{Extended_Pictographic})`,
    `(?<=\\u{1F3F4}[\\u{E0020}-\\u{E007E}]*)[\\u{E0020}-\\u{E007F}]`,
  ].join('|'),
  'uy',
);

function isVisibleHere(text: string, offset: number): boolean {
  VISIBLE_HERE.lastIndex = offset;
  return VISIBLE_HERE.test(text);
}

/** The text without the invisible controls that are not part of what is seen. */
export function removeInvisibleControls(text: string): string {
  return text.replace(INVISIBLE, (character, offset: number, whole: string) =>
    isVisibleHere(whole, offset) ? character : '',
  );
}
