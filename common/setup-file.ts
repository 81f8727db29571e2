// The setup file (.zip) an organiser exports and imports, and the content folder, which is one
// unpacked: what it may hold, and its site.json, whose every text follows the admin forms' rules
// (the same schemas, common/setup.ts). Its quizzes follow the quiz editor's (common/quiz.ts).
import { z } from 'zod';
import { BRAND_SLOTS, MAX_SLOGANS, MAX_TEAMS, MAX_VIDEOS, type BrandSlot } from './event.js';
import { EventSettingsInput, TeamInput, VideoTitleInput } from './setup.js';
import { TeamKey } from './site.js';

/** The most a setup file may be: a few dozen videos at most. */
export const SETUP_FILE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** The most files a setup file may hold: a few thousand question pictures at most. */
export const SETUP_FILE_MAX_ENTRIES = 5_000;
/** The most one JSON file of a setup may be: a quiz of 1,000 questions of a few lines is 1 MB. */
export const SETUP_FILE_JSON_MAX_BYTES = 5 * 1024 * 1024;
/**
 * How much more than its own size a setup file may unpack to. Its pictures and videos are
 * compressed already (the export stores them as they are, and a zip tool saves a few per cent on
 * them at most); only its text (JSON, SVG) shrinks in a zip, and a setup's text is a few megabytes.
 */
export const SETUP_FILE_INFLATION_MAX_BYTES = 256 * 1024 * 1024;
/** The most a setup file may unpack to, whatever its size. */
export const SETUP_UNPACKED_MAX_BYTES = SETUP_FILE_MAX_BYTES + SETUP_FILE_INFLATION_MAX_BYTES;

/** A file of the setup, as `brand/event-logo.svg`; an export's names are far shorter. */
const FileRef = z
  .string()
  .refine(
    (value) =>
      value.length <= 200 && /^[a-z0-9][a-z0-9._/-]*$/i.test(value) && !value.includes('..'),
    'expected a file inside the content folder',
  );

const SiteFileTeam = TeamInput.extend({
  key: TeamKey,
  logo: FileRef.nullable().default(null),
  poster: FileRef.nullable().default(null),
});

const SiteFileVideo = z.strictObject({
  title: VideoTitleInput.shape.title,
  src: FileRef,
  cover: FileRef.nullable().default(null),
});

/** Office names of the spec's seven teams, for a site.json written before teams had them. */
const LEGACY_OFFICES: Record<string, { en: string; hi: string }> = {
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

/** site.json: the event's settings and teams as the admin forms take them, and the files named. */
export const SiteFile = z.preprocess(
  fromLegacy,
  z.strictObject({
    event: EventSettingsInput.shape.event,
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
    gallery: EventSettingsInput.shape.gallery,
    videos: z.array(SiteFileVideo).max(MAX_VIDEOS).default([]),
    pages: EventSettingsInput.shape.pages.default({ terms: null, privacy: null }),
    profile: EventSettingsInput.shape.profile,
    contact: EventSettingsInput.shape.contact,
    signIn: EventSettingsInput.shape.signIn,
    schedule: EventSettingsInput.shape.schedule,
  }),
);
export type SiteFile = z.infer<typeof SiteFile>;
