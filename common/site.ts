// The event as organisers set it up: its name and time zone, teams, brand images, slogans, videos,
// links, pages and switches. The same shape is `content/site.json` (which seeds an empty database and
// is the `site.json` of an exported setup) and, with files stored, what the server keeps.
import { z } from 'zod';
import { BRAND_SLOTS, MAX_SLOGANS, MAX_TEAMS, MAX_VIDEOS, type BrandSlot } from './event.js';

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

const TimeZone = z
  .string()
  .trim()
  .refine(isTimeZone, 'expected an IANA time zone, such as Asia/Kolkata');

/** A text in English and Hindi; an empty Hindi text shows the English one. */
const Localized = z.strictObject({
  en: z.string().trim().min(1, 'expected a text').max(200),
  hi: z.string().trim().max(200).default(''),
});
type Localized = z.infer<typeof Localized>;

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
});

// ---- content/site.json -------------------------------------------------------------------------

/** A file inside the content folder (or an unpacked setup), as `brand/event-logo.svg`. */
const FileRef = z
  .string()
  .refine(
    (value) => /^[a-z0-9][a-z0-9._/-]*$/i.test(value) && !value.includes('..'),
    'expected a file inside the content folder',
  );

const SiteFileTeam = z.strictObject({
  key: TeamKey,
  office: Localized,
  label: Localized,
  capacity: z.int('expected a whole number').min(0, 'expected a capacity of 0 or more').max(1e6),
  logo: FileRef.nullable().default(null),
  poster: FileRef.nullable().default(null),
});

const SiteFileVideo = z.strictObject({
  title: z.string().trim().min(1).max(200),
  src: FileRef,
  cover: FileRef.nullable().default(null),
});

/** Office names of the spec's seven teams, for a site.json written before teams had them. */
const LEGACY_OFFICES: Record<string, Localized> = {
  lucknow: { en: 'Lucknow', hi: 'लखनऊ' },
  varanasi: { en: 'Varanasi', hi: 'वाराणसी' },
  gorakhpur: { en: 'Gorakhpur', hi: 'गोरखपुर' },
  jabalpur: { en: 'Jabalpur', hi: 'जबलपुर' },
  bhopal: { en: 'Bhopal', hi: 'भोपाल' },
  kanpur: { en: 'Kanpur', hi: 'कानपुर' },
  central: { en: 'Central', hi: 'सेंट्रल' },
};

/**
 * A site.json of the first format kept its teams as `{ lucknow: { label, capacity } }` and found its
 * images by name in brand/; it reads as the same event in this format.
 */
function fromLegacy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const file = value as Record<string, unknown>;
  if (Array.isArray(file.teams) || typeof file.teams !== 'object' || file.teams === null)
    return value;
  const teams = Object.entries(file.teams as Record<string, { label?: string; capacity?: number }>);
  return {
    ...file,
    teams: teams.map(([key, team]) => ({
      key,
      office: LEGACY_OFFICES[key] ?? { en: key, hi: '' },
      label: { en: team?.label ?? key, hi: '' },
      capacity: team?.capacity,
      logo: `brand/regions/${key}`,
      poster: `brand/teams/${key}`,
    })),
    brand: {
      eventLogo: 'brand/event-logo',
      productLogo: 'brand/product-logo',
      bannerLeft: 'brand/banner-left',
      bannerRight: 'brand/banner-right',
      welcome: 'brand/welcome',
      teamsAll: 'brand/teams-all',
      itinerary: 'brand/itinerary',
      comingSoon: 'brand/coming-soon',
    },
    slogans: Array.from({ length: 9 }, (_, i) => `brand/slogans/slogan-${i + 1}`),
  };
}

export const SiteFile = z.preprocess(
  fromLegacy,
  z.strictObject({
    event: z.strictObject({ name: z.string().trim().min(1).max(200), timeZone: TimeZone }),
    teams: z
      .array(SiteFileTeam)
      .min(1, 'expected at least one team')
      .max(MAX_TEAMS)
      .refine(
        (teams) => new Set(teams.map((team) => team.key)).size === teams.length,
        'expected each team key once',
      ),
    brand: z
      .strictObject(
        Object.fromEntries(BRAND_SLOTS.map((slot) => [slot, FileRef.nullable().optional()])) as {
          [slot in BrandSlot]: z.ZodOptional<z.ZodNullable<typeof FileRef>>;
        },
      )
      .default({}),
    slogans: z.array(FileRef).max(MAX_SLOGANS).default([]),
    gallery: GalleryLinks,
    videos: z.array(SiteFileVideo).max(MAX_VIDEOS).default([]),
    pages: z
      .strictObject({
        terms: PageText.nullable().default(null),
        privacy: PageText.nullable().default(null),
      })
      .default({ terms: null, privacy: null }),
    profile: z.strictObject({ selfie: z.boolean().default(false) }),
  }),
);
export type SiteFile = z.infer<typeof SiteFile>;

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
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** The event as the server holds it: read from the database, the same on every instance. */
export type Site = SiteSettings & {
  /** Grows with every change; names the version a phone has. */
  version: number;
  /** In the organisers' order; dashboards break ties in it. */
  teams: TeamInfo[];
};
