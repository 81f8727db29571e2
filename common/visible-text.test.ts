import { describe, expect, it } from 'vitest';
import { normaliseEmployeeCode } from './profile-input.js';
import {
  hasVisibleCharacter,
  isOneLine,
  removeInvisibleControls,
  visibleText,
} from './visible-text.js';

describe('removeInvisibleControls', () => {
  it.each([
    ['\u202EamhsA', 'amhsA'],
    ['Asha\u200B Verma', 'Asha Verma'],
    ['\u2066Ravi\u2069 \u200EKumar\u200F', 'Ravi Kumar'],
    ['\uFEFFE1001\u2060', 'E1001'],
    ['Asha\u{E0041}', 'Asha'],
    ['Ra\u200Dvi', 'Ravi'],
    ['\u00ADAsha\u2063', 'Asha'],
    ['Asha\uFFF9\u{1D173}\u{1BCA0}', 'Asha'],
  ])('removes the format characters of %j', (typed, kept) => {
    expect(removeInvisibleControls(typed)).toBe(kept);
  });

  it('keeps a joiner or non-joiner between two letters of an Indian script', () => {
    expect(removeInvisibleControls('क्\u200Dष')).toBe('क्\u200Dष');
    expect(removeInvisibleControls('क्\u200Cष')).toBe('क्\u200Cष');
    expect(removeInvisibleControls('\u200Dक')).toBe('क');
  });

  it('leaves ordinary text, Hindi included, as it is', () => {
    expect(removeInvisibleControls('आशा वर्मा (Asha) — E-1001')).toBe('आशा वर्मा (Asha) — E-1001');
    // A number sign drawn around the digits after it is part of what is seen.
    expect(removeInvisibleControls('\u0600١٢')).toBe('\u0600١٢');
  });

  it('keeps what draws emoji as one: a family, a skin tone, a region flag', () => {
    for (const emoji of [
      '👩\u200D👩\u200D👧',
      '👍🏽',
      '❤️\u200D🔥',
      '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
    ])
      expect(removeInvisibleControls(`Asha ${emoji}`)).toBe(`Asha ${emoji}`);
    expect(removeInvisibleControls('Asha\u200D👩')).toBe('Asha👩');
  });
});

describe('normaliseEmployeeCode', () => {
  it('matches a code pasted with invisible characters', () => {
    expect(normaliseEmployeeCode('\u200B E M P\u2060 1001\uFEFF')).toBe('emp1001');
  });
});

/** Characters that pass as text but draw nothing, alone or repeated. */
const BLANK_RENDERING = [
  ['U+3164 HANGUL FILLER', '\u3164'],
  ['U+115F HANGUL CHOSEONG FILLER', '\u115F'],
  ['U+1160 HANGUL JUNGSEONG FILLER', '\u1160'],
  ['U+FFA0 HALFWIDTH HANGUL FILLER', '\uFFA0'],
  ['U+2800 BRAILLE PATTERN BLANK', '\u2800'],
  ['U+034F COMBINING GRAPHEME JOINER', '\u034F'],
  ['a combining acute accent alone', '\u0301'],
  ['a Devanagari vowel sign alone', '\u093F'],
  ['a variation selector alone', '\uFE0F'],
  ['a supplementary variation selector alone', '\u{E0100}'],
  ['U+17B5 KHMER VOWEL INHERENT AA', '\u17B5'],
  ['fillers between spaces', ' \u3164 \u2800 '],
  ['an annotation format character', '\uFFF9\uFFFB'],
] as const;

describe('hasVisibleCharacter', () => {
  it.each(BLANK_RENDERING)('is false for %s', (_name, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
    expect(hasVisibleCharacter(text.repeat(3))).toBe(false);
  });

  it.each([
    ['English', 'Asha Verma'],
    ['Hindi with vowel signs', 'कि'],
    ['Hindi with a conjunct', 'श्री'],
    ['a Hindi name', 'आशा वर्मा'],
    ['a digit', '7'],
    ['punctuation', '.'],
    ['an emoji', '👍'],
    ['a filler beside a letter', '\u3164A'],
  ])('is true for %s', (_name, text) => {
    expect(hasVisibleCharacter(text)).toBe(true);
  });
});

describe('visibleText', () => {
  it.each(BLANK_RENDERING)('keeps nothing of %s', (_name, text) => {
    expect(visibleText(text)).toBe('');
  });

  it('keeps text that shows as it is, less its invisible controls', () => {
    expect(visibleText('कि')).toBe('कि');
    expect(visibleText('श्री')).toBe('श्री');
    expect(visibleText('\u200BAsha\u3164')).toBe('Asha\u3164');
  });
});

describe('isOneLine', () => {
  it.each([
    ['U+2028 LINE SEPARATOR', 'Asha\u2028Verma'],
    ['U+2029 PARAGRAPH SEPARATOR', 'Asha\u2029Verma'],
    ['a line feed', 'Asha\nVerma'],
    ['NEL', 'Asha\u0085Verma'],
    ['half a surrogate pair', 'Asha\uD83D'],
  ])('is false with %s', (_name, text) => {
    expect(isOneLine(text)).toBe(false);
  });

  it('is true for a name in English or Hindi', () => {
    expect(isOneLine('Asha Verma')).toBe(true);
    expect(isOneLine('श्री आशा')).toBe(true);
  });
});
