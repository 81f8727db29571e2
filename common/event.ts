// What the screens need to know of the event's setup without loading a schema library: the brand
// image slots, the limits, and how a text in two languages is read.

/** The images every event has, each in one place on the screens. */
export const BRAND_SLOTS = [
  'eventLogo',
  'productLogo',
  'bannerLeft',
  'bannerRight',
  'welcome',
  'teamsAll',
  'itinerary',
  'comingSoon',
] as const;
export type BrandSlot = (typeof BRAND_SLOTS)[number];

/** The most teams an event has: every dashboard lists them all on a phone. */
export const MAX_TEAMS = 30;
export const MAX_SLOGANS = 24;
export const MAX_VIDEOS = 24;

/** The text in the reader's language, or the English one when it has none. */
export function localized(text: { en: string; hi: string }, language: string): string {
  return language.startsWith('hi') && text.hi ? text.hi : text.en;
}
