// The event as organisers set it up: its name and time zone, teams, brand images, slogans, videos,
// links, pages and switches, as the server keeps it with its files stored. Its site.json, with the
// files named, is common/setup-file.ts.
import { z } from 'zod';
import { DEFAULT_ITINERARY, SPEC_EVENT_DATES } from './event-itinerary.js';

export { BRAND_SLOTS, type BrandSlot } from './event.js';

/** Whether the runtime knows an IANA time zone by this name (Asia/Kolkata, Europe/London …). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A text in English and Hindi; an empty Hindi text shows the English one. */
type Localized = { en: string; hi: string };

/** A page's text in English and Hindi: paragraphs separated by a blank line. */
const PageText = z.strictObject({
  en: z.string().trim().min(1, 'expected a text').max(20_000),
  hi: z.string().trim().max(20_000).default(''),
});

/** A team's key: lower-case letters, digits and dashes; profiles and counters are stored under it. */
export const TeamKey = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'expected a key of letters, digits and dashes');

const GalleryLinks = z.strictObject({
  selfPhotoUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) link' }).max(2000),
  eventPhotoUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) link' }).max(2000),
  /** The photo walls' approved photos as an album in the app; settings from before it have none. */
  album: z.boolean().default(false),
});

// ---- what the server keeps ---------------------------------------------------------------------

/** An image in storage (`media/<file>`); `small` is a rendition at most 640 px wide. */
export const StoredImage = z.object({
  file: z.string(),
  small: z.string().optional(),
  width: z.number(),
  height: z.number(),
});
export type StoredImage = z.infer<typeof StoredImage>;

export const StoredVideo = z.object({
  file: z.string(),
  type: z.enum(['video/mp4', 'video/webm']),
  size: z.number(),
});
export type StoredVideo = z.infer<typeof StoredVideo>;

export type TeamInfo = {
  key: string;
  office: Localized;
  label: Localized;
  capacity: number;
  logo: StoredImage | null;
  poster: StoredImage | null;
};

/** Everything of the event but its teams, as one JSON value (event_settings.value). */
export const SiteSettings = z.object({
  event: z.object({ name: z.string(), timeZone: z.string() }),
  brand: z.record(z.string(), StoredImage.nullable()),
  slogans: z.array(z.object({ id: z.string(), image: StoredImage })),
  gallery: GalleryLinks,
  videos: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      video: StoredVideo,
      cover: StoredImage.nullable(),
    }),
  ),
  pages: z.object({ terms: PageText.nullable(), privacy: PageText.nullable() }),
  profile: z.object({ selfie: z.boolean() }),
  /**
   * Whom a player asks when the registry refuses them ("Priya at the help desk, 98…"); empty until
   * organisers set it, as in a setup saved before it existed.
   */
  contact: z.object({ en: z.string(), hi: z.string() }).default({ en: '', hi: '' }),
  /** Whether the sign-in SMS ends with the line a phone's browser fills the code from (WebOTP). */
  signIn: z.object({ webOtpLine: z.boolean() }).default({ webOtpLine: false }),
  /**
   * The event's first and last day and its programme in the organisers' order
   * (common/event-itinerary.ts); the spec's event's until set.
   */
  schedule: z
    .object({
      dates: z.object({ first: z.string(), last: z.string() }),
      itinerary: z.array(
        z.object({
          day: z.number(),
          time: z.string(),
          what: z.object({ en: z.string(), hi: z.string() }),
        }),
      ),
    })
    .default({ dates: SPEC_EVENT_DATES, itinerary: DEFAULT_ITINERARY }),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** The event as the server holds it: read from the database, the same on every instance. */
export type Site = SiteSettings & {
  /** Grows with every change; names the version a phone has. */
  version: number;
  /** In the organisers' order; dashboards break ties in it. */
  teams: TeamInfo[];
};
