// Text as people see it: invisible controls removed before a name or a code is kept, and a name
// that shows nothing at all kept as no name.

/**
 * Format characters: bidirectional controls (marks, embeddings, overrides, isolates), which can
 * make a name read backwards in an organiser's list or a spreadsheet; zero-width spaces, joiners
 * and word joiners, invisible operators, the soft hyphen and byte-order marks, which make two
 * equal-looking names differ; tag characters, annotation and shorthand controls. Not the number
 * signs drawn around the digits after them (U+0600…), which are part of what is seen.
 */
const INVISIBLE = /(?![\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}])\p{Cf}/gu;

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

/**
 * A character that draws something: a letter, digit, punctuation or symbol, but not one that
 * renders blank (Hangul fillers, the blank braille pattern, the null notehead) nor a default
 * ignorable one (variation selectors, the grapheme joiner). Marks count only with what they sit
 * on, so "कि" shows and a vowel sign alone does not.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800\u{1D159}])[\p{L}\p{N}\p{P}\p{S}]/u;

/** Whether anything of the text is seen. */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * The text as kept: its invisible controls removed, and nothing at all when none of it is seen, so
 * a name of fillers is refused as missing, and a Hindi twin of them is kept as no twin.
 */
export function visibleText(text: string): string {
  const kept = removeInvisibleControls(text);
  return hasVisibleCharacter(kept) ? kept : '';
}

/**
 * One line as typed: no control characters, no line or paragraph separators (U+2028, U+2029,
 * which break a name across lines as a line feed would), and no half of a surrogate pair.
 */
export function isOneLine(text: string): boolean {
  return !/[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u.test(text);
}
