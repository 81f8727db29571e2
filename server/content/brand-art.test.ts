// The default artwork in content/brand: well-formed SVG, nothing of one event baked in as pixels
// (its name, year, cluster or itinerary times: those are the setup's text, laid over the artwork),
// no words at all in the badges and posters that stand for an office or a team (organisers rename
// both), and no word anywhere smaller than 12 px at the width a 360 px phone shows its image.
import fs from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';

const BRAND = 'content/brand';
const PHONE_MIN_TEXT_PX = 12;

/**
 * The narrowest width (CSS px) each image is shown at on a 360 px phone, from the styles: the main
 * column is 360 − 2 × 16 px padding = 328 px (layout.css .app-main); the footer is the phone's full
 * 360 px. The first entry whose prefix matches an image's path applies.
 */
const PHONE_WIDTHS: [prefix: string, px: number, where: string][] = [
  ['regions/', 48, 'Admin → Teams 48 px; Home and Team Dashboard min(26vw, 110px) = 94 px'],
  ['teams/', 48, 'Admin → Teams 48 px; the /teams footer carousel 300 px high, capped at 360 px'],
  ['slogans/', 360, 'footer carousel, 100 px high (450 px wide) capped at the 360 px footer'],
  ['videos/', 328, 'Event Videos: one full-width tile per row'],
  ['banner-', 102, 'header, 34 px high (layout.css, under 480 px)'],
  ['event-logo.svg', 96, 'the back bar, 48 px high'],
  ['product-logo.svg', 216, 'Home, min(60vw, 320px)'],
  ['welcome.svg', 328, 'Landing, full width'],
  ['coming-soon.svg', 328, 'Coming Soon, full width'],
  ['itinerary.svg', 328, 'Itinerary, full width'],
  ['teams-all.svg', 328, 'Teams, full width'],
];

/** Images that stand for one office or one team: organisers rename both, so no words in them. */
const WORDLESS = ['regions/', 'teams/'];

/** What one event's artwork carried: its name, year and cluster, and the itinerary's clock times. */
const EVENT_SPECIFIC: [what: string, pattern: RegExp][] = [
  ['a year', /\b20\d\d\b/],
  ['the event name', /utsav/i],
  ['the cluster', /\bCSO\b/],
  ['a clock time', /\b\d{1,2}[:.]\d{2}\s*(?:am|pm)?\b(?!\.\d)|\b\d{1,2}\s*(?:am|pm)\b/i],
];
/** The product's own logo says the product's name (Utsav), as its alt text does: not the event's. */
const PRODUCT_NAME_ALLOWED = new Set(['product-logo.svg']);

type SvgElement = { name: string; attributes: Record<string, string>; text: string };
type SvgText = { content: string; fontSize: number | null; scale: number };
/** The drawing's size, its texts, and every word it holds (character data and labels). */
type ParsedSvg = { viewBoxWidth: number; texts: SvgText[]; words: string };

function brandSvgs(dir = BRAND): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return brandSvgs(full);
      return entry.name.endsWith('.svg') ? [full] : [];
    })
    .sort();
}

/** How much a transform attribute scales its content (the smaller axis, for a font's height). */
function transformScale(transform: string | undefined): number {
  let scale = 1;
  for (const [, kind, args] of (transform ?? '').matchAll(/(scale|matrix)\(([^)]*)\)/g)) {
    const n = args!
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (kind === 'scale') scale *= Math.min(Math.abs(n[0]!), Math.abs(n[1] ?? n[0]!));
    else scale *= Math.sqrt(Math.abs(n[0]! * n[3]! - n[1]! * n[2]!));
  }
  return scale;
}

function fontSizeOf(attributes: Record<string, string>): number | undefined {
  const size = attributes['font-size'] ?? /font-size:\s*([\d.]+)/.exec(attributes.style ?? '')?.[1];
  return size === undefined ? undefined : Number.parseFloat(size);
}

/** Parses an SVG strictly (a well-formedness error throws) and lists its texts' sizes. */
function parseSvg(xml: string): ParsedSvg {
  const parser = new SaxesParser({ xmlns: true });
  const open: { element: SvgElement; fontSize: number | null; scale: number }[] = [];
  const texts: SvgText[] = [];
  const words: string[] = [];
  let viewBoxWidth = Number.NaN;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
    );
    const parent = open.at(-1);
    if (attributes['aria-label']) words.push(attributes['aria-label']);
    if (!parent) {
      expect(tag.local).toBe('svg');
      viewBoxWidth = Number(attributes.viewBox?.trim().split(/[\s,]+/)[2] ?? attributes.width);
    }
    open.push({
      element: { name: tag.local, attributes, text: '' },
      fontSize: fontSizeOf(attributes) ?? parent?.fontSize ?? null,
      scale: (parent?.scale ?? 1) * transformScale(attributes.transform),
    });
  });
  parser.on('text', (text) => {
    words.push(text);
    for (const entry of open) entry.element.text += text;
  });
  parser.on('closetag', () => {
    const closed = open.pop()!;
    if (closed.element.name === 'text' || closed.element.name === 'tspan') {
      texts.push({
        content: closed.element.text.trim(),
        fontSize: closed.fontSize,
        scale: closed.scale,
      });
    }
  });
  parser.write(xml).close();
  return { viewBoxWidth, texts, words: words.join(' ') };
}

function phoneWidthOf(relative: string): number {
  const entry = PHONE_WIDTHS.find(([prefix]) => relative.startsWith(prefix));
  if (!entry) throw new Error(`${relative}: no phone width listed for it in this test`);
  return entry[1];
}

const files = brandSvgs().map((file) => ({
  file,
  relative: path.relative(BRAND, file).split(path.sep).join('/'),
  xml: fs.readFileSync(file, 'utf8'),
}));

describe('the default artwork in content/brand', () => {
  it('is there: the badges, posters, slogans, video covers and screens’ pictures', () => {
    expect(files.filter((f) => f.relative.startsWith('regions/'))).toHaveLength(7);
    expect(files.filter((f) => f.relative.startsWith('teams/'))).toHaveLength(7);
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('$relative is well-formed SVG with a width to draw at', ({ xml }) => {
    const { viewBoxWidth } = parseSvg(xml);
    expect(viewBoxWidth).toBeGreaterThan(0);
  });

  // Its words, not its path data (where 10.25 is a coordinate, not a time).
  it.each(files)('$relative carries nothing of one event: no year, name, cluster or time', (f) => {
    const { words } = parseSvg(f.xml);
    for (const [what, pattern] of EVENT_SPECIFIC) {
      if (what === 'the event name' && PRODUCT_NAME_ALLOWED.has(f.relative)) continue;
      expect(pattern.exec(words)?.[0], `${f.relative} has ${what}`).toBeUndefined();
    }
  });

  it.each(files.filter((f) => WORDLESS.some((prefix) => f.relative.startsWith(prefix))))(
    '$relative has no words: the office or team is named as text beside it or in its alt',
    ({ xml }) => {
      expect(parseSvg(xml).texts).toEqual([]);
    },
  );

  it.each(files)('$relative has no text under 12 px on a 360 px phone', ({ relative, xml }) => {
    const { viewBoxWidth, texts } = parseSvg(xml);
    const shownAt = phoneWidthOf(relative) / viewBoxWidth;
    for (const text of texts) {
      expect(text.fontSize, `${relative}: "${text.content}" states its size`).not.toBeNull();
      const px = text.fontSize! * text.scale * shownAt;
      expect(px, `${relative}: "${text.content}" is ${px.toFixed(1)} px`).toBeGreaterThanOrEqual(
        PHONE_MIN_TEXT_PX,
      );
    }
  });

  it('would catch what it guards against', () => {
    expect(() => parseSvg('<svg viewBox="0 0 10 10"><g></svg>')).toThrow();
    const small = parseSvg(
      '<svg viewBox="0 0 600 400"><g transform="scale(.5)"><text font-size="24">TEAM</text></g></svg>',
    );
    expect(small.texts).toEqual([{ content: 'TEAM', fontSize: 24, scale: 0.5 }]);
    const times = ['10:00', '9.30 am', '6 PM'];
    expect(times.every((time) => EVENT_SPECIFIC[3]![1].test(time))).toBe(true);
    expect(parseSvg('<svg viewBox="0 0 9 9"><title>Day 1 · 10:00</title></svg>').words).toContain(
      '10:00',
    );
  });
});
