// What organisers send to set up the event (Admin → Setup): teams, the event's settings, titles and
// orders. The server checks every request against these, and the admin screens show each refusal on
// its field: a rule's message is the name of its text in common/messages.ts, as in common/quiz.ts.
// Uploads (images, videos, a setup file) are the file itself as the request's body.
import { z } from 'zod';
import { BRAND_SLOTS } from './event.js';
import {
  DEFAULT_ITINERARY,
  eventDayCount,
  isCalendarDate,
  isTimeOfDay,
  MAX_EVENT_DAYS,
  MAX_ITINERARY_ROWS,
  MAX_ITINERARY_TEXT,
  SPEC_EVENT_DATES,
} from './event-itinerary.js';
import type { MessageKey } from './messages.js';
import { isTimeZone, TeamKey } from './site.js';
import { isOneLine, visibleText } from './visible-text.js';

/** The most a team may hold: far above any office, low enough that a typo shows. */
export const MAX_CAPACITY = 100_000;

const key = (name: MessageKey): MessageKey => name;

/** One line as typed: required, or (for the Hindi twin) may be empty. Announcements use it too. */
export const textLine = (missing: MessageKey | null, max = 200) =>
  z
    .string({ error: missing ?? key('textRequired') })
    .overwrite(visibleText)
    .trim()
    .min(missing ? 1 : 0, missing ?? key('textRequired'))
    .max(max, key('tooLong'))
    .refine(isOneLine, key('unsaveable'));

const twoLanguages = (missing: MessageKey) =>
  z.strictObject({ en: textLine(missing), hi: textLine(null).default('') });

/** A page: paragraphs separated by a blank line; line breaks are its own. */
const page = (max = 20_000) =>
  z
    .string({ error: key('textRequired') })
    .trim()
    .max(max, key('tooLong'))
    // Line breaks and tabs are a page's own; other control characters and half pairs are not text.
    .refine((value) => !/\p{Cs}|(?![\t\n\r])\p{Cc}/u.test(value), key('unsaveable'));

const link = z.url({ protocol: /^https?$/, error: key('notALink') }).max(2000, key('tooLong'));

export const TeamInput = z.strictObject({
  office: twoLanguages('officeRequired'),
  label: twoLanguages('teamLabelRequired'),
  capacity: z
    .int({ error: key('capacityRange') })
    .min(0, key('capacityRange'))
    .max(MAX_CAPACITY, key('capacityRange')),
});
export type TeamInput = z.infer<typeof TeamInput>;

export const TeamParams = z.strictObject({ key: TeamKey });
export const TeamImageParams = z.strictObject({ key: TeamKey, image: z.enum(['logo', 'poster']) });
export const BrandSlotParams = z.strictObject({ slot: z.enum(BRAND_SLOTS) });
export const ItemParams = z.strictObject({ id: z.uuid() });

/**
 * How long a replaced brand or team image can be put back with Undo. The replaced file itself is never
 * deleted (a stored file's name is made from its bytes); past this, choosing it again is the way.
 */
export const IMAGE_UNDO_MINUTES = 15;

/**
 * POST …/brand/:slot/undo and …/teams/:key/:image/undo: the stored file (its name, as in its
 * /media/ address) that a replacement put there, to take back.
 */
export const ImageUndo = z.strictObject({ replaced: z.string().min(1).max(200) });
export type ImageUndo = z.infer<typeof ImageUndo>;

export const TeamOrderInput = z.strictObject({ keys: z.array(TeamKey).min(1).max(100) });
export const ItemOrderInput = z.strictObject({ ids: z.array(z.uuid()).max(100) });

const calendarDate = z
  .string({ error: key('notADate') })
  .trim()
  .refine(isCalendarDate, key('notADate'));

/** How many days dates make; null while either is not a date (refused on its own field). */
const dayCountOf = (dates: { first: string; last: string }) =>
  isCalendarDate(dates.first) && isCalendarDate(dates.last) ? eventDayCount(dates) : null;

/** The event's days: the last on or after the first, at most MAX_EVENT_DAYS in all. */
const EventDatesInput = z
  .strictObject({ first: calendarDate, last: calendarDate })
  .refine((dates) => dayCountOf(dates) !== 0, { message: key('lastDayFirst'), path: ['last'] })
  .refine((dates) => (dayCountOf(dates) ?? 0) <= MAX_EVENT_DAYS, {
    message: key('eventTooLong'),
    path: ['last'],
  });

const ItineraryRowInput = z.strictObject({
  day: z
    .int({ error: key('itineraryDay') })
    .min(1, key('itineraryDay'))
    .max(MAX_EVENT_DAYS, key('itineraryDay')),
  time: z
    .string({ error: key('notATime') })
    .trim()
    .refine(isTimeOfDay, key('notATime')),
  what: z.strictObject({
    en: textLine('itineraryWhatRequired', MAX_ITINERARY_TEXT),
    hi: textLine(null, MAX_ITINERARY_TEXT).default(''),
  }),
});

/**
 * The event's days and its programme, checked together: every row on one of the event's days.
 * Absent (a setup file from before there were dates), the spec's event's.
 */
export const ScheduleInput = z
  .strictObject({
    dates: EventDatesInput,
    itinerary: z.array(ItineraryRowInput).max(MAX_ITINERARY_ROWS, key('tooManyItineraryRows')),
  })
  .superRefine(({ dates, itinerary }, context) => {
    const days = dayCountOf(dates);
    // Dates that are not the event's yet are refused on their own fields.
    if (!days || days > MAX_EVENT_DAYS) return;
    itinerary.forEach((row, index) => {
      if (row.day > days)
        context.addIssue({
          code: 'custom',
          message: key('itineraryDay'),
          path: ['itinerary', index, 'day'],
        });
    });
  })
  .default({ dates: SPEC_EVENT_DATES, itinerary: DEFAULT_ITINERARY });

export const EventSettingsInput = z.strictObject({
  event: z.strictObject({
    name: textLine('eventNameRequired'),
    timeZone: z
      .string({ error: key('notATimeZone') })
      .trim()
      .refine(isTimeZone, key('notATimeZone')),
  }),
  gallery: z.strictObject({
    selfPhotoUrl: link,
    eventPhotoUrl: link,
    /** The approved photos of the event's photo walls, as an album in the app (off: the spec's links only). */
    album: z.boolean().default(false),
  }),
  pages: z.strictObject({
    terms: z
      .strictObject({ en: page().min(1, key('textRequired')), hi: page().default('') })
      .nullable(),
    privacy: z
      .strictObject({ en: page().min(1, key('textRequired')), hi: page().default('') })
      .nullable(),
  }),
  profile: z.strictObject({ selfie: z.boolean() }),
  /** Whom to ask, in both languages: may be empty (the players' texts then name no one). */
  contact: z
    .strictObject({ en: textLine(null), hi: textLine(null).default('') })
    .default({ en: '', hi: '' }),
  /** Off by default: the WebOTP line changes the text of the SMS template registered with the provider. */
  signIn: z.strictObject({ webOtpLine: z.boolean() }).default({ webOtpLine: false }),
  schedule: ScheduleInput,
});
export type EventSettingsInput = z.infer<typeof EventSettingsInput>;

export const VideoTitleInput = z.strictObject({ title: textLine('videoTitleRequired') });

/** Keys of new teams are made from the office's English name: "Pune West" → "pune-west". */
export function teamKeyOf(office: string, taken: ReadonlySet<string>): string {
  const base =
    office
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'team';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
