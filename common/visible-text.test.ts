import { describe, expect, it } from 'vitest';
import { normaliseEmployeeCode } from './profile-input.js';
import { removeInvisibleControls } from './visible-text.js';

describe('removeInvisibleControls', () => {
  it.each([
    ['\u202EamhsA', 'amhsA'],
    ['Asha\u200B Verma', 'Asha Verma'],
    ['\u2066Ravi\u2069 \u200EKumar\u200F', 'Ravi Kumar'],
    ['\uFEFFE1001\u2060', 'E1001'],
    ['Asha\u{E0041}', 'Asha'],
    ['Ra\u200Dvi', 'Ravi'],
    ['\u00ADAsha\u2063', 'Asha'],
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
