import { describe, expect, it } from 'vitest';
import { compileFilter } from './word-filter.js';

const filter = compileFilter([]);
const held = (text: string) => expect(filter.matches(text), text).toBe(true);
const passed = (text: string) => expect(filter.matches(text), text).toBe(false);

describe('the word filter', () => {
  it('holds listed words in English, Hindi and Hinglish, alone or in a sentence', () => {
    held('fuck');
    held('What the fuck is this?');
    held('you are an asshole');
    held('चूतिया');
    held('यह तो चूतिया है');
    held('kya chutiya hai yeh');
    held('behenchod');
  });

  it('holds them in any case or width, and through invisible characters', () => {
    held('FuCk');
    held('ＦＵＣＫ');
    held('𝐟𝐮𝐜𝐤 this');
    held('f\u200Bu\u200Cc\u200Dk');
    held('sh\uFEFFit');
    held('b\u00ADitch');
  });

  it('holds them with accents, look-alike letters, a nukta or a chandrabindu', () => {
    held('fück');
    held('ѕhіt');
    held('लौडा');
    held('लौड़ा');
    held('ल\u094Cड\u093Cा');
    held('गाँड');
    held('गांड');
    held('गान्ड');
    held('रण्डी');
  });

  it('holds repeated letters, but not a shorter innocent word', () => {
    held('fuuuuck');
    held('shiiiiit');
    held('asssss');
    held('chuuutiya');
    held('चूूूतिया');
    passed('as');
    passed('as soon as possible');
  });

  it('holds common leetspeak', () => {
    held('fuk');
    held('sh1t');
    held('5h1t');
    held('a$$');
    held('@ss');
    held('b1tch');
    held('1und');
    held('ch00t');
    held('d1ck');
    held('sh!t');
  });

  it('holds letters spaced, dotted or starred apart', () => {
    held('f u c k');
    held('f.u.c.k');
    held('f-u-c-k you');
    held('what the f . u . c . k');
    held('f.uck');
    held('f**k');
    held('sh*t');
    held('a**hole');
    held('a s s h o l e');
    held('चू त');
    held('रं डी');
  });

  it('holds the stems of words only ever obscene, and listed phrases', () => {
    held('fuckface');
    held('motherfuckers');
    held('bhosdiwale');
    held('son of a bitch');
    held('maa ki chut');
    held('माँ की चूत');
  });

  it('passes innocent English words that hold a listed one', () => {
    for (const word of [
      'class',
      'assistant',
      'Scunthorpe',
      'shitake mushrooms',
      'cocktail',
      'Dickens',
      'analysis',
      'passion',
      'therapist',
      'Essex and Sussex',
      'assassin',
      'pussycat',
      'sniggered',
      'Hitachi',
      'Fukuoka',
      'button',
      'grape',
      'cumulative',
      'A/B testing',
      'Q & A',
      'e.g. the U.S.A.',
      'Room 101, 5 questions in 2024',
      'Great session!',
      'Thank you @team',
      'Pass the mic to the MC',
      'about 4.5 s on a phone, 3 s on a computer',
      '**run** fast',
      'Accountant cum Admin',
      'spic and span',
      'a chink in the armour',
    ])
      passed(word);
  });

  it('passes innocent Hindi and Hinglish words that hold a listed one', () => {
    for (const word of [
      'Gandhi',
      'Gandhinagar',
      'chutney',
      'Randhir',
      'Bhosle',
      'chodavaram',
      'chhod do',
      'chudail',
      'lundi',
      'gandhak',
      'लंदन',
      'लंडन',
      'गांधी',
      'छूट',
      'चुटकुला',
      'कुत्ता',
      'माँ की तबीयत कैसी है?',
      'यह तो है ही, पर मैं भी तो हूँ।',
      'आप को भी नमस्ते, सब की जय हो',
      'teri maa ki tabiyat kaisi hai',
      'muthi bhar chawal',
      'chakka maara',
    ])
      passed(word);
  });

  it("adds the organisers' words, whole and as phrases, taken literally", () => {
    const own = compileFilter(['Acme', 'rival corp', 'x*']);
    expect(own.matches('is ACME better?')).toBe(true);
    expect(own.matches('a c m e')).toBe(true);
    expect(own.matches('acmeish')).toBe(false);
    expect(own.matches('the Rival Corp offer')).toBe(true);
    expect(own.matches('rival')).toBe(false);
    // A star in an organiser's word is no wildcard.
    expect(own.matches('xylophone')).toBe(false);
    expect(own.matches('fuck')).toBe(true);
  });
});
