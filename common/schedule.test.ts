// The event's days and itinerary as organisers send them and as the server keeps them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ITINERARY, eventDayCount, SPEC_EVENT_DATES } from './event-itinerary.js';
import { ScheduleInput } from './setup.js';
import { SiteSettings } from './site.js';

const row = (day: number, time = '09:00', en = 'Doors open') => ({ day, time, what: { en } });
const schedule = (first: string, last: string, itinerary: object[] = [row(1)]) => ({
  dates: { first, last },
  itinerary,
});

/** The paths and messages of a refused schedule. */
function refusal(value: unknown): [string, string][] {
  const result = ScheduleInput.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .map((issue): [string, string] => [issue.path.join('.'), issue.message])
    .sort();
}

describe("the event's schedule", () => {
  it("is the spec's event, 1–3 September 2025 with its fifteen moments, when a setup has none", () => {
    expect(ScheduleInput.parse(undefined)).toEqual({
      dates: SPEC_EVENT_DATES,
      itinerary: DEFAULT_ITINERARY,
    });
    expect(eventDayCount(SPEC_EVENT_DATES)).toBe(3);
    expect(DEFAULT_ITINERARY).toHaveLength(15);
    expect(DEFAULT_ITINERARY.every((moment) => moment.what.hi !== '')).toBe(true);
  });

  it('reads settings stored before there was a schedule as the spec event', () => {
    const stored = SiteSettings.parse({
      event: { name: 'Utsav', timeZone: 'Asia/Kolkata' },
      brand: {},
      slogans: [],
      gallery: { selfPhotoUrl: 'https://a.example', eventPhotoUrl: 'https://b.example' },
      videos: [],
      pages: { terms: null, privacy: null },
      profile: { selfie: false },
    });
    expect(stored.schedule.dates).toEqual({ first: '2025-09-01', last: '2025-09-03' });
    expect(stored.schedule.itinerary[0]).toEqual({
      day: 1,
      time: '08:30',
      what: { en: 'Registration & Welcome Kits', hi: 'पंजीकरण और स्वागत किट' },
    });
  });

  it('takes a one-day event, trims its texts and gives an empty Hindi text', () => {
    expect(ScheduleInput.parse(schedule('2026-01-31', '2026-01-31', [row(1, ' 18:05 ')]))).toEqual(
      schedule('2026-01-31', '2026-01-31', [
        { day: 1, time: '18:05', what: { en: 'Doors open', hi: '' } },
      ]),
    );
  });

  it('refuses dates that are not days of the calendar, in the wrong order, or a month apart', () => {
    expect(refusal(schedule('2026-02-30', '2026-03-01'))).toEqual([['dates.first', 'notADate']]);
    expect(refusal(schedule('1 Sep', '2026-03-01'))).toEqual([['dates.first', 'notADate']]);
    expect(refusal(schedule('2026-03-02', '2026-03-01'))).toEqual([['dates.last', 'lastDayFirst']]);
    expect(refusal(schedule('2026-03-01', '2026-04-01'))).toEqual([['dates.last', 'eventTooLong']]);
  });

  it('refuses a row at a time that is not one, outside the days, or saying nothing', () => {
    const rows = [row(1, '24:00'), row(2), row(0), row(1, '9:30'), row(1, '09:30', ' ')];
    expect(refusal(schedule('2026-03-01', '2026-03-01', rows))).toEqual([
      ['itinerary.0.time', 'notATime'],
      ['itinerary.1.day', 'itineraryDay'],
      ['itinerary.2.day', 'itineraryDay'],
      ['itinerary.3.time', 'notATime'],
      ['itinerary.4.what.en', 'itineraryWhatRequired'],
    ]);
    expect(refusal(schedule('2026-03-01', '2026-03-01', [row(2)]))).toEqual([
      ['itinerary.0.day', 'itineraryDay'],
    ]);
  });

  it('refuses more than 40 rows and a text longer than a line of the itinerary', () => {
    const many = Array.from({ length: 41 }, () => row(1));
    expect(refusal(schedule('2026-03-01', '2026-03-01', many))).toEqual([
      ['itinerary', 'tooManyItineraryRows'],
    ]);
    const long = [row(1, '09:00', 'x'.repeat(121))];
    expect(refusal(schedule('2026-03-01', '2026-03-01', long))).toEqual([
      ['itinerary.0.what.en', 'tooLong'],
    ]);
  });
});
