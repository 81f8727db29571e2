// The word filter: text that matches it is held for a moderator instead of reaching the hall. It
// matches the list the product ships (English, Hindi in Devanagari and Hinglish: filter-words/) and
// the organisers' own words (Admin → Engage) as whole words, however they are typed: any case or
// width, letters hidden between invisible characters, accents or a nukta, repeated letters
// ("fuuuck"), leetspeak ("sh1t", "a$$"), letters spaced or dotted apart ("f u c k", "f.u.c.k"),
// starred out ("f**k"). A listed word inside an innocent one ("class", "Scunthorpe") never matches.
import { ENGLISH } from './filter-words/en.js';
import { HINDI } from './filter-words/hi.js';
import { HINGLISH } from './filter-words/hinglish.js';

export type WordFilter = { matches: (text: string) => boolean };

/** Characters that show nothing, put between letters to slip a word past a filter. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Latin accents and the Devanagari nukta: "fück" is "fuck", "लौड़ा" is "लौडा". */
const ACCENTS = /[\u0300-\u036F\u093C]/g;
/** A nasal consonant with a virama before another consonant is written as the anusvara too. */
const HALF_NASAL = /[ङञणनम]्(?=[क-ह])/g;
/** Each sign of the first string reads as the letter at its place in the second. */
const readAs = (signs: string, letters: string) =>
  new Map([...signs].map((sign, at) => [sign, letters[at]!]));
/** Cyrillic and Greek letters that look Latin. */
const LOOKALIKE = readAs('аеорсухіѕԁкјαεοικνρτυ', 'aeopcyxisdkjaeoikvptu');
const LOOKALIKES = new RegExp(`[${[...LOOKALIKE.keys()].join('')}]`, 'g');
/** Digits and signs that stand for letters; `1` and `|` are tried as both i and l. */
const LEET = readAs('0134578@$!|', 'oieastbasii');
const LEET_SIGNS = /[0134578@$!|]/g;
const HAS_LEET = /[0134578@$!|]/;
const NOT_LETTER = /[^\p{L}\p{M}]+/u;
const ONE_LETTER = /^\p{L}\p{M}*$/u;
/** A starred-out word: letters with stars between them ("f**k", "a**hole"). */
const STARRED = /^\p{L}[\p{L}*]*\*+\p{L}[\p{L}*]*$/u;
/** Letters spaced apart are joined back up to this many, so a long run costs little. */
const LONGEST_SPACED = 24;

/** The one form text is compared in: one case and width, nothing invisible, no accents. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(INVISIBLE, '')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replace(LOOKALIKES, (letter) => LOOKALIKE.get(letter)!)
    .replace(/\u0901/g, '\u0902')
    .replace(HALF_NASAL, '\u0902');
}

/** A word as its letters and how many times each comes in a row: "fuuck" is fuck, [1, 2, 1, 1]. */
function runsOf(word: string): { key: string; counts: number[] } {
  let key = '';
  const counts: number[] = [];
  let last = '';
  for (const letter of word) {
    if (letter === last) counts[counts.length - 1]! += 1;
    else {
      key += letter;
      counts.push(1);
      last = letter;
    }
  }
  return { key, counts };
}

type Listed = { counts: number[] };
type Compiled = {
  /** Whole words by their letters (repeats counted once); a word typed with each letter at least as often matches. */
  words: Map<string, Listed[]>;
  /** Stems that match at the start of a word, or anywhere in it. */
  prefixes: string[];
  parts: string[];
  /** Phrases, word by word (repeats counted once). */
  phrases: string[][];
  /** Every listed word as written, for starred-out words. */
  spelled: string[];
};

function compile(entries: readonly { text: string; stems: boolean }[]): Compiled {
  const compiled: Compiled = {
    words: new Map(),
    prefixes: [],
    parts: [],
    phrases: [],
    spelled: [],
  };
  for (const entry of entries) {
    const raw = fold(entry.text).trim();
    const part = entry.stems && raw.startsWith('*') && raw.endsWith('*');
    const prefix = entry.stems && !part && raw.endsWith('*');
    const words = raw.split(NOT_LETTER).filter(Boolean);
    if (words.length === 0) continue;
    if (part || prefix) {
      (part ? compiled.parts : compiled.prefixes).push(runsOf(words.join('')).key);
      continue;
    }
    if (words.length > 1) {
      compiled.phrases.push(words.map((word) => runsOf(word).key));
      continue;
    }
    const word = words[0]!;
    const { key, counts } = runsOf(word);
    compiled.words.set(key, [...(compiled.words.get(key) ?? []), { counts }]);
    compiled.spelled.push(word);
  }
  return compiled;
}

/** Letters and the signs that may stand for letters, together: a sign is read as a letter only here. */
const LETTERS_AND_SIGNS = /[\p{L}\p{M}0134578@$!|]+/gu;
const A_LETTER = /\p{L}/u;

/** The signs of a word that has letters ("5h1t", "a$$") read as letters; "4.5 s" keeps its figures. */
function readSigns(folded: string, one: 'i' | 'l'): string {
  return folded.replace(LETTERS_AND_SIGNS, (run) =>
    A_LETTER.test(run)
      ? run.replace(LEET_SIGNS, (sign) => (sign === '1' || sign === '|' ? one : LEET.get(sign)!))
      : run,
  );
}

/** The text's words, read three ways: signs as gaps, and as letters with 1 read as i and as l. */
function readings(folded: string): string[][] {
  const ways = [folded];
  if (HAS_LEET.test(folded)) {
    ways.push(readSigns(folded, 'i'));
    if (/[1|]/.test(folded)) ways.push(readSigns(folded, 'l'));
  }
  return ways.map((way) => way.split(NOT_LETTER).filter(Boolean));
}

/** Each run of one-letter words ("f u c k", "f.u.c.k") joined, in every stretch of it. */
function spacedOut(words: string[]): string[] {
  const joined: string[] = [];
  let run: string[] = [];
  const close = () => {
    for (let start = 0; start < run.length; start += 1)
      for (let end = start + 2; end <= Math.min(run.length, start + LONGEST_SPACED); end += 1)
        joined.push(run.slice(start, end).join(''));
    run = [];
  };
  for (const word of words) {
    if (ONE_LETTER.test(word)) run.push(word);
    else close();
  }
  close();
  return joined;
}

function matchesWord(list: Compiled, word: string): boolean {
  const { key, counts } = runsOf(word);
  const listed = list.words.get(key);
  if (listed?.some((entry) => entry.counts.every((least, at) => counts[at]! >= least))) return true;
  return (
    list.prefixes.some((stem) => key.startsWith(stem)) ||
    list.parts.some((stem) => key.includes(stem))
  );
}

function matchesPhrase(list: Compiled, words: string[]): boolean {
  if (list.phrases.length === 0) return false;
  const keys = words.map((word) => runsOf(word).key);
  return list.phrases.some((phrase) =>
    keys.some((_, start) => phrase.every((key, at) => keys[start + at] === key)),
  );
}

/** "f**k" against each listed word of its length, the stars standing for any letter. */
function matchesStarred(list: Compiled, chunk: string): boolean {
  const letters = [...chunk];
  if (!STARRED.test(chunk) || letters.filter((letter) => letter !== '*').length < 2) return false;
  return list.spelled.some((word) => {
    const spelled = [...word];
    return (
      spelled.length === letters.length &&
      letters.every((letter, at) => letter === '*' || letter === spelled[at])
    );
  });
}

function matchesText(list: Compiled, text: string): boolean {
  const folded = fold(text);
  for (const words of readings(folded)) {
    if (words.some((word) => matchesWord(list, word))) return true;
    if (spacedOut(words).some((word) => matchesWord(list, word))) return true;
    if (matchesPhrase(list, words)) return true;
  }
  // A word with signs inside it ("f.uck", "sh!t") read as its letters alone.
  for (const chunk of folded.split(/\s+/)) {
    if (matchesStarred(list, chunk.replace(/^[^\p{L}]+|[^\p{L}*]+$/gu, ''))) return true;
    const inside = readings(chunk).map((words) => words.join(''));
    if (inside.some((word) => word !== '' && matchesWord(list, word))) return true;
  }
  return false;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The list the product ships, compiled once. */
const SHIPPED = [ENGLISH, HINDI, HINGLISH].flatMap(lines).map((text) => ({ text, stems: true }));

/** The shipped list with the organisers' words beside it (taken literally: no stems). */
export function compileFilter(organiserWords: readonly string[]): WordFilter {
  const list = compile([...SHIPPED, ...organiserWords.map((text) => ({ text, stems: false }))]);
  return { matches: (text) => matchesText(list, text) };
}
