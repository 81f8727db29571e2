// Test data for the Setup screens, shaped as the server sends it (common/setup-api.ts), with only
// what a test cares about given.
import type { PublicImage, PublicTeam, PublicVideo } from '../../common/api';
import { BRAND_SLOTS } from '../../common/event';
import type { AdminSetup, SetupImportReport } from '../../common/setup-api';
import { makeSchedule } from './factories';

/** An image as the server presents a stored one. */
export function makeImage(name: string, overrides: Partial<PublicImage> = {}): PublicImage {
  return { src: `/media/${name}.webp`, width: 1280, height: 720, ...overrides };
}

/** The team of this key: its office is the key with a capital, its team name "Team <Office>". */
export function makeTeam(key: string, overrides: Partial<PublicTeam> = {}): PublicTeam {
  const office = key.charAt(0).toUpperCase() + key.slice(1);
  return {
    key,
    office: { en: office, hi: '' },
    label: { en: `Team ${office}`, hi: '' },
    capacity: 100,
    logo: null,
    poster: null,
    ...overrides,
  };
}

export function makeVideo(id: string, overrides: Partial<PublicVideo> = {}): PublicVideo {
  return {
    id,
    title: `Video ${id}`,
    src: `/media/${id}.mp4`,
    type: 'video/mp4',
    cover: null,
    ...overrides,
  };
}

type SetupParts = {
  teams?: PublicTeam[];
  counts?: AdminSetup['counts'];
  /** Each slogan's id; its image is named after it. */
  slogans?: string[];
  videos?: PublicVideo[];
  site?: Partial<AdminSetup['site']>;
};

/** The setup with these teams (Bhopal and Kanpur by default), slogans and videos, nobody registered. */
export function makeAdminSetup(parts: SetupParts = {}): AdminSetup {
  const teams = parts.teams ?? [makeTeam('bhopal'), makeTeam('kanpur')];
  const slogans = (parts.slogans ?? []).map((id) => ({ id, image: makeImage(`slogan-${id}`) }));
  return {
    site: {
      version: 1,
      event: { name: 'Utsav 2025', timeZone: 'Asia/Kolkata' },
      teams,
      brand: Object.fromEntries(
        BRAND_SLOTS.map((slot) => [slot, null]),
      ) as AdminSetup['site']['brand'],
      slogans: slogans.map((slogan) => slogan.image),
      gallery: {
        selfPhotoUrl: 'https://example.com/self',
        eventPhotoUrl: 'https://example.com/event',
        album: false,
      },
      videos: parts.videos ?? [],
      pages: { terms: null, privacy: null },
      profile: { selfie: false },
      contact: { en: '', hi: '' },
      signIn: { webOtpLine: false },
      schedule: makeSchedule(),
      ...parts.site,
    },
    counts:
      parts.counts ??
      Object.fromEntries(
        teams.map((team) => [team.key, { registrations: 0, points: 0, plays: 0 }]),
      ),
    slogans,
  };
}

/** A dry run of a file that renames the event, adds a team and replaces a quiz. */
export function makeImportReport(overrides: Partial<SetupImportReport> = {}): SetupImportReport {
  return {
    dryRun: true,
    event: { from: 'Utsav 2025', to: 'Utsav 2026' },
    teams: { added: ['Pune'], removed: [], changed: ['Bhopal', 'Kanpur'] },
    quizzes: { added: [], replaced: ['Day 1 Quiz'], archived: ['Last year'], removed: [] },
    images: 24,
    videos: 2,
    questions: 120,
    ...overrides,
  };
}
