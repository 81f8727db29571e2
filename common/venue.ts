// What organisers send for the venue: screen links (a named, revocable address for a big screen)
// and announcements (a message to every phone and screen, now or at a set time). The server checks
// every request against these; a rule's message is the name of its text in common/messages.ts.
import { z } from 'zod';
import type { MessageKey } from './messages.js';
import { QuizId } from './quiz.js';
import { textLine } from './setup.js';
import { SCREEN_NAME_STYLES } from './venue-names.js';

const key = (name: MessageKey): MessageKey => name;

/** An announcement is read from a phone's banner and across a hall: a few lines at most. */
export const ANNOUNCEMENT_CHARS = 280;

/**
 * The most announcements that may show at one moment. Every phone stacks all of them above the
 * page it shows, and a hall's screen lists them beside the standings: a handful already covers a
 * quiz opening, lunch, a room change and a lost phone at once, and past ten a phone would show
 * little else. Every change is written to every open stream, so it also bounds that push to about
 * 10 × 280 characters in two languages. The refusal's texts (errors.too_many_announcements) name it.
 */
export const ANNOUNCEMENTS_SHOWING_MAX = 10;

export const ScreenLinkInput = z.strictObject({
  name: textLine('screenNameRequired', 60),
  /** The contest whose top players the screen shows; null: the one open now, else the latest. */
  quizId: QuizId.nullable(),
  names: z.enum(SCREEN_NAME_STYLES),
});
export type ScreenLinkInput = z.infer<typeof ScreenLinkInput>;

const moment = z.int({ error: key('scheduleNotATime') }).min(0, key('scheduleNotATime'));

export const AnnouncementInput = z
  .strictObject({
    text: z.strictObject({
      en: textLine('announcementRequired', ANNOUNCEMENT_CHARS),
      hi: textLine(null, ANNOUNCEMENT_CHARS).default(''),
    }),
    /** When it shows; null: now. */
    startsAt: moment.nullable(),
    /** When it ends by itself; null: when an organiser ends it. */
    endsAt: moment.nullable(),
  })
  .refine((input) => input.endsAt === null || input.endsAt > (input.startsAt ?? 0), {
    path: ['endsAt'],
    message: key('endsBeforeStarts'),
  });
export type AnnouncementInput = z.infer<typeof AnnouncementInput>;

export const ScreenTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
