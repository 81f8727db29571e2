// @vitest-environment node
// The texts a translator edits: each audience's keys are the same in English and Hindi, with the same
// placeholders, and every key the code names by its letters is one of the English texts. (That each
// error code has both texts, the types of common/error-codes.ts already say.)
import { describe, expect, it } from 'vitest';
import { adminBundle } from './admin-bundle';
import { engageBundle } from './engage-bundle';
import enPlayer from './en/player.json';
import { failureBundle } from './failure-bundle';
import hiPlayer from './hi/player.json';
import { legalBundle } from './legal-bundle';
import { liveGameBundle } from './live-game-bundle';
import { resultBundle } from './result-bundle';
import { screenBundle } from './screen-bundle';

/** Each audience's texts, as each loads: the first screen's, then the bundles that come later. */
const AUDIENCES = {
  player: { en: enPlayer, hi: hiPlayer },
  failures: failureBundle.texts,
  admin: adminBundle.texts,
  screen: screenBundle.texts,
  result: resultBundle.texts,
  liveGame: liveGameBundle.texts,
  engage: engageBundle.texts,
  legal: legalBundle.texts,
};

/** Every text of a tree of texts by its key ("quiz.progress", "legal.terms.0"). */
function flatten(texts: unknown, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  if (typeof texts === 'string') flat.set(prefix, texts);
  else if (texts && typeof texts === 'object')
    for (const [key, value] of Object.entries(texts))
      for (const entry of flatten(value, prefix ? `${prefix}.${key}` : key)) flat.set(...entry);
  return flat;
}

/** The names of a text's placeholders ("{{count}}" and "{{ count, number }}" name count), sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map(([, name]) => name!).sort();
}

describe.each(Object.entries(AUDIENCES))('the %s texts', (_audience, { en, hi }) => {
  const english = flatten(en);
  const hindi = flatten(hi);

  it('have the same keys in English and Hindi', () => {
    expect(
      [...hindi.keys()].filter((key) => !english.has(key)),
      'only in Hindi',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((key) => !hindi.has(key)),
      'only in English',
    ).toEqual([]);
  });

  it('fill the same placeholders in English and Hindi', () => {
    for (const [key, text] of english)
      expect(placeholders(hindi.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('leave no text empty', () => {
    for (const [key, text] of [...english, ...hindi]) expect(text.trim(), key).not.toBe('');
  });
});

/** Every English text, whichever audience's. */
const englishTexts = new Map(Object.values(AUDIENCES).flatMap(({ en }) => [...flatten(en)]));

it('keeps each key in one audience, so that none hides another', () => {
  const counted = Object.values(AUDIENCES).flatMap(({ en }) => [...flatten(en).keys()]);
  expect(counted.length).toBe(englishTexts.size);
});

/**
 * Whether `key` names English texts: a text, its plural or context forms (`key_one`, `key_reason`),
 * or a list or group of texts (`legal.terms`, read with returnObjects).
 */
function isEnglishKey(key: string): boolean {
  return [...englishTexts.keys()].some(
    (text) => text === key || text.startsWith(`${key}_`) || text.startsWith(`${key}.`),
  );
}

/** The app's source files (not its tests), with their text, by their path from web/. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'],
  { query: '?raw', import: 'default', eager: true },
);

// The key in `t('…')`, `getFixedT(…)('…')` and `i18nKey="…"`, as i18next-parser finds them. A key
// the code builds (`errors.${code}`) is checked for the part written out before the first `${`, its
// remainder by i18next's types, which know every key; one that arrives in a variable
// (file-rejection-message.ts picks among keys written out there) only by those types.
const KEY_PATTERNS = [
  /(?:\bt|\bgetFixedT\([^)]*\))\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g,
  /\bi18nKey=\{?\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g,
];

describe('the keys the code names', () => {
  const named = Object.entries(SOURCES).flatMap(([file, text]) =>
    KEY_PATTERNS.flatMap((pattern) =>
      [...text.matchAll(pattern)].map(([, , key]) => ({ file, key: key! })),
    ),
  );

  it('finds the code’s keys', () => {
    expect(named.length).toBeGreaterThan(500);
  });

  it('names English texts with every key written out', () => {
    const missing = named.filter(({ key }) => !key.includes('${') && !isEnglishKey(key));
    expect(missing).toEqual([]);
  });

  it('names a group of English texts with the start of every key it builds', () => {
    const missing = named
      .filter(({ key }) => key.includes('${'))
      .map(({ file, key }) => ({ file, key, start: key.slice(0, key.indexOf('${')) }))
      .filter(({ start }) => ![...englishTexts.keys()].some((text) => text.startsWith(start)));
    expect(missing).toEqual([]);
  });
});
