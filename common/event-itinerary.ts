// The event's days and programme as organisers set them (Admin → Event), without zod: the itinerary
// screen lays them over neutral artwork as text, so renaming the event or moving a session changes
// every screen and no date or time is ever baked into an image.

/** The event's first and last day, as calendar dates (YYYY-MM-DD) in the event's time zone. */
export type EventDates = { first: string; last: string };

/** One moment of the programme: its day (1 is the first day), its time (24-hour HH:MM), and what. */
export type ItineraryRow = { day: number; time: string; what: { en: string; hi: string } };

/** The longest event the settings take. */
export const MAX_EVENT_DAYS = 31;
/** The most rows an itinerary holds: a few days of a full programme. */
export const MAX_ITINERARY_ROWS = 40;
/** The longest "what" of a row, in characters. */
export const MAX_ITINERARY_TEXT = 120;

/** The spec's event, 1–3 September 2025: settings stored before there were dates take it. */
export const SPEC_EVENT_DATES: EventDates = { first: '2025-09-01', last: '2025-09-03' };

const row = (day: number, time: string, en: string, hi: string): ItineraryRow => ({
  day,
  time,
  what: { en, hi },
});

/** The spec's event's programme, as its first itinerary poster showed it. */
export const DEFAULT_ITINERARY: ItineraryRow[] = [
  row(1, '08:30', 'Registration & Welcome Kits', 'पंजीकरण और स्वागत किट'),
  row(1, '10:00', 'Opening Ceremony', 'उद्घाटन समारोह'),
  row(1, '11:00', 'Team Quiz · Round 1', 'टीम क्विज़ · राउंड 1'),
  row(1, '14:30', 'Team Building Games', 'टीम बिल्डिंग खेल'),
  row(1, '19:00', 'Cultural Evening', 'सांस्कृतिक संध्या'),
  row(2, '09:30', 'Morning Huddle & Warm-up', 'सुबह की बैठक और वार्म-अप'),
  row(2, '11:00', 'Team Quiz · Round 2', 'टीम क्विज़ · राउंड 2'),
  row(2, '14:30', 'RSO Showcase Presentations', 'आरएसओ शोकेस प्रस्तुतियाँ'),
  row(2, '16:30', 'Rangoli & Creative Contest', 'रंगोली और रचनात्मक प्रतियोगिता'),
  row(2, '19:30', 'Cultural Night & Dinner', 'सांस्कृतिक रात्रि और रात्रिभोज'),
  row(3, '09:30', 'Leadership Address', 'नेतृत्व संबोधन'),
  row(3, '11:00', 'Team Quiz · Grand Finale', 'टीम क्विज़ · ग्रैंड फ़िनाले'),
  row(3, '15:00', 'Awards & Recognition', 'पुरस्कार और सम्मान'),
  row(3, '17:00', 'Closing Ceremony', 'समापन समारोह'),
  row(3, '19:00', 'Farewell Dinner', 'विदाई रात्रिभोज'),
];

const DAY_MS = 86_400_000;
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whether the text is a real calendar date written YYYY-MM-DD (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = utcMidnight(value);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Whether the text is a time of day written as 24-hour HH:MM. */
export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** How many days the event lasts, its first and last included (0 when the last comes first). */
export function eventDayCount({ first, last }: EventDates): number {
  return Math.max(0, Math.round((utcMidnight(last) - utcMidnight(first)) / DAY_MS) + 1);
}

/** The calendar date of the event's day `day` (1 is the first), as a UTC midnight for formatting. */
export function dateOfDay(dates: EventDates, day: number): Date {
  return new Date(utcMidnight(dates.first) + (day - 1) * DAY_MS);
}
