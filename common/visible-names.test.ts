import { describe, expect, it } from 'vitest';
import { ProfileInput } from './profile-input.js';
import { QuestionInput } from './quiz.js';
import { EventSettingsInput, TeamInput } from './setup.js';
import { AnnouncementInput, ScreenLinkInput } from './venue.js';

/** Names that draw nothing: each would show as a blank in a list, on a screen or in a CSV. */
const NOTHING_VISIBLE = {
  'U+3164 HANGUL FILLER': '\u3164\u3164',
  'U+115F HANGUL CHOSEONG FILLER': '\u115F',
  'U+1160 HANGUL JUNGSEONG FILLER': '\u1160',
  'U+FFA0 HALFWIDTH HANGUL FILLER': '\uFFA0',
  'U+2800 BRAILLE PATTERN BLANK': '\u2800\u2800',
  'U+034F COMBINING GRAPHEME JOINER': '\u034F',
  'combining marks alone': '\u0301\u0308',
  'a vowel sign alone': '\u093F',
  'variation selectors alone': '\uFE0F\uFE0E',
  'fillers, joiners and spaces': '\u3164 \u200D \u2800',
};
const cases = Object.entries(NOTHING_VISIBLE);

const profile = (name: string) => ({
  employeeId: 'EMP1001',
  name,
  gender: 'female',
  team: 'bhopal',
});
const reasonFor = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('a name with nothing visible in it', () => {
  it.each(cases)('is refused as missing in a profile: %s', (_name, text) => {
    const result = ProfileInput.safeParse(profile(text));
    expect(result.success).toBe(false);
    expect(reasonFor(result)).toBe('nameRequired');
    expect(reasonFor(ProfileInput.safeParse({ ...profile('Asha'), employeeId: text }))).toBe(
      'employeeIdRequired',
    );
  });

  it.each(cases)('is refused as missing for a team, the event and a screen: %s', (_name, text) => {
    const team = (office: string, label: string) =>
      TeamInput.safeParse({
        office: { en: office, hi: '' },
        label: { en: label, hi: '' },
        capacity: 10,
      });
    expect(reasonFor(team(text, 'Krrish'))).toBe('officeRequired');
    expect(reasonFor(team('Bhopal', text))).toBe('teamLabelRequired');
    expect(reasonFor(EventSettingsInput.shape.event.shape.name.safeParse(text))).toBe(
      'eventNameRequired',
    );
    expect(reasonFor(ScreenLinkInput.shape.name.safeParse(text))).toBe('screenNameRequired');
    expect(
      reasonFor(AnnouncementInput.safeParse({ text: { en: text }, startsAt: null, endsAt: null })),
    ).toBe('announcementRequired');
    expect(
      reasonFor(QuestionInput.safeParse({ text: 'Which?', options: ['A', text], correct: 0 })),
    ).toBe('optionRequired');
  });

  it.each(cases)('is kept as no Hindi twin at all: %s', (_name, text) => {
    const parsed = TeamInput.parse({
      office: { en: 'Bhopal', hi: text },
      label: { en: 'Krrish', hi: text },
      capacity: 10,
    });
    expect(parsed.office.hi).toBe('');
    expect(parsed.label.hi).toBe('');
  });
});

describe('a name with a line or paragraph separator inside', () => {
  it.each([
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
  ])('is refused as unsaveable: %s', (_name, separator) => {
    expect(reasonFor(ProfileInput.safeParse(profile(`Asha${separator}Verma`)))).toBe('unsaveable');
    expect(reasonFor(ScreenLinkInput.shape.name.safeParse(`Hall${separator}B`))).toBe('unsaveable');
  });
});

describe('a name that shows', () => {
  it.each(['Asha Verma', 'कि', 'श्री', 'श्री आशा वर्मा', 'क्\u200Dष', 'Ravi 👍', '\u3164Ravi'])(
    'is kept as typed: %s',
    (name) => {
      expect(ProfileInput.parse(profile(name)).name).toBe(name);
      expect(ScreenLinkInput.shape.name.parse(name)).toBe(name);
    },
  );
});
