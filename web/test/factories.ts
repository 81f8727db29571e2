// Test data shaped as the server sends it (common/api.ts), with only what a test cares about given.
import type { Overview, PersonRecord } from '../../common/admin-api';
import type {
  Me,
  Profile,
  PublicImage,
  PublicSite,
  PublicTeam,
  QuizList,
  QuizQuestion,
  QuizResult,
} from '../../common/api';
import { BRAND_SLOTS } from '../../common/event';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    profileComplete: true,
    employeeId: 'E1001',
    name: 'Asha Verma',
    gender: 'female',
    team: 'kanpur',
    teamLabel: 'Dabang',
    selfieUrl: null,
    phone: '+919876543210',
    phoneNumber: '+919876543210',
    createdAt: 1_756_684_800_000,
    updatedAt: 1_756_684_800_000,
    ...overrides,
  };
}

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    uid: 'user-1',
    phoneNumber: '+919876543210',
    isAdmin: false,
    profile: makeProfile(),
    ...overrides,
  };
}

/** A two-day event with one row of its itinerary on each day. */
export function makeSchedule(): PublicSite['schedule'] {
  return {
    dates: { first: '2025-09-01', last: '2025-09-02' },
    itinerary: [
      { day: 1, time: '10:00', what: { en: 'Opening Ceremony', hi: 'उद्घाटन समारोह' } },
      { day: 2, time: '11:00', what: { en: 'Team Quiz', hi: '' } },
    ],
  };
}

/** An image of the setup as the API gives it, at its own address. */
export function makeImage(name: string, width = 600, height = 300): PublicImage {
  return { src: `/media/${name}.webp`, width, height };
}

export function makeTeam(key: string, office: string, label: string, capacity: number): PublicTeam {
  return {
    key,
    office: { en: office, hi: '' },
    label: { en: label, hi: '' },
    capacity,
    logo: makeImage(`${key}-logo`, 120, 120),
    poster: makeImage(`${key}-poster`, 600, 300),
  };
}

export function makeSite(overrides: Partial<PublicSite> = {}): PublicSite {
  return {
    version: 1,
    event: { name: 'Utsav 2025', timeZone: 'Asia/Kolkata' },
    teams: [makeTeam('kanpur', 'Kanpur', 'Dabang', 49)],
    brand: Object.fromEntries(
      BRAND_SLOTS.map((slot) => [slot, makeImage(slot)]),
    ) as PublicSite['brand'],
    slogans: [makeImage('slogan-1', 600, 100), makeImage('slogan-2', 600, 100)],
    gallery: {
      selfPhotoUrl: 'https://example.com/self',
      eventPhotoUrl: 'https://example.com/event',
      album: false,
    },
    videos: [],
    pages: { terms: null, privacy: null },
    profile: { selfie: false },
    contact: { en: '', hi: '' },
    signIn: { webOtpLine: false },
    schedule: makeSchedule(),
    ...overrides,
  };
}

/** The spec's quizzes open: Fun Quiz and the first contest. */
export function makeQuizList(overrides: Partial<QuizList> = {}): QuizList {
  const quiz = (id: string, kind: 'contest' | 'practice', en: string) => ({
    id,
    kind,
    title: { en, hi: '' },
    questionsPerPlay: 5,
    secondsPerQuestion: 20,
    closesAt: null,
    played: null,
  });
  return {
    now: Date.now(),
    open: [
      quiz('funquiz', 'practice', 'Fun Quiz'),
      quiz('quiz1', 'contest', '1st September 2025 - Quiz'),
    ],
    upcoming: [],
    ...overrides,
  };
}

/** The question at `index` (0-based) of a five-question quiz. */
export function makeQuestion(index: number, overrides: Partial<QuizQuestion> = {}): QuizQuestion {
  return {
    index,
    total: 5,
    id: index + 1,
    question: `Question text ${index + 1}`,
    options: ['Alpha', 'Beta', 'Gamma', 'Delta'],
    image: null,
    seconds: 20,
    secondsLeft: 20,
    ...overrides,
  };
}

export function makeResult(overrides: Partial<QuizResult> = {}): QuizResult {
  return {
    quizId: 'quiz1',
    status: 'completed',
    score: 0,
    total: 5,
    disqualified: false,
    startedAt: 1_756_684_800_000,
    finishedAt: 1_756_684_860_000,
    timeTakenSec: 60,
    answers: [],
    ...overrides,
  };
}

/** The admin dashboard's figures: one team, quiz1 open and played. */
export function makeOverview(overrides: Partial<Overview> = {}): Overview {
  return {
    teams: [{ key: 'kanpur', label: 'Dabang', capacity: 49, registrations: 12, points: 30 }],
    attempts: [
      {
        quizId: 'quiz1',
        title: { en: '1st September 2025 - Quiz', hi: '1 सितंबर 2025 - क्विज़' },
        open: true,
        completed: 4,
        disqualified: 1,
      },
    ],
    ...overrides,
  };
}

/** A registered person as the admin's corrections screen reads them, with one finished play. */
export function makePersonRecord(overrides: Partial<PersonRecord> = {}): PersonRecord {
  return {
    uid: 'user-1',
    phone: '+919876543210',
    employeeId: 'E1001',
    name: 'Asha Verma',
    gender: 'female',
    team: 'kanpur',
    teamLabel: 'Dabang',
    attempts: [
      {
        quizId: 'quiz1',
        title: { en: '1st September 2025 - Quiz', hi: '1 सितंबर 2025 - क्विज़' },
        status: 'completed',
        score: 4,
        disqualified: false,
      },
    ],
    ...overrides,
  };
}
