// "3 minutes ago", "yesterday", in the reader's language: how long ago a moment was, in the largest
// unit that fits; a moment more than a week ago is told by its date instead (`olderAs`).
const UNITS: [unit: Intl.RelativeTimeFormatUnit, ms: number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];
const WEEK = 7 * 24 * 60 * 60 * 1000;

export function relativeTime(
  at: number,
  now: number,
  language: string,
  olderAs: (at: number) => string,
): string {
  const ago = Math.max(0, now - at);
  if (ago >= WEEK) return olderAs(at);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (ago >= ms) return format.format(-Math.floor(ago / ms), unit);
  return format.format(0, 'second');
}
