// Admin → Engage's answers as the server sends them (common/engage.ts), for the screens' tests.
import type {
  AdminActivity,
  AdminActivityDetail,
  AdminEngage,
  ModerationPhoto,
  ModerationQuestion,
  ModerationQueue,
  ModerationWord,
} from '../../common/engage';

/** An activity id: a UUID made from a number, as the server's are. */
export const activityId = (n: number) => `6a1c0f3e-0000-4000-8000-${String(n).padStart(12, '0')}`;

const T0 = Date.UTC(2026, 8, 1, 4, 30);

export function makeActivity(overrides: Partial<AdminActivity> = {}): AdminActivity {
  return {
    id: activityId(1),
    kind: 'poll',
    title: { en: 'Best snack?', hi: '' },
    options: [
      { en: 'Samosa', hi: 'समोसा' },
      { en: 'Jalebi', hi: '' },
    ],
    multiple: false,
    perPerson: 0,
    moderated: true,
    anonymous: true,
    points: 0,
    pointsCap: 0,
    startsAt: T0,
    endsAt: null,
    status: 'live',
    sends: 0,
    waiting: 0,
    createdAt: T0,
    createdBy: 'Asha Verma',
    ...overrides,
  };
}

export function makeEngage(overrides: Partial<AdminEngage> = {}): AdminEngage {
  return { activities: [], filterWords: [], now: T0, ...overrides };
}

export function makeQuestion(overrides: Partial<ModerationQuestion> = {}): ModerationQuestion {
  return {
    id: '7b2d0e4f-0000-4000-8000-000000000001',
    activityId: activityId(2),
    text: 'When is lunch?',
    name: 'Ravi Kumar',
    team: 'lucknow',
    anonymous: false,
    status: 'pending',
    flagged: false,
    pinned: false,
    votes: 0,
    createdAt: T0,
    ...overrides,
  };
}

export function makeWord(overrides: Partial<ModerationWord> = {}): ModerationWord {
  return {
    activityId: activityId(3),
    word: 'team work',
    typed: 'Team Work',
    name: 'Meera Shah',
    team: 'lucknow',
    userId: 'user-meera',
    status: 'held',
    sentAt: T0,
    ...overrides,
  };
}

export function makePhoto(overrides: Partial<ModerationPhoto> = {}): ModerationPhoto {
  const id = overrides.id ?? '8c3e1f50-0000-4000-8000-000000000001';
  return {
    id,
    activityId: activityId(4),
    url: `/api/engage/photos/${id}/image`,
    smallUrl: `/api/engage/photos/${id}/image?size=small`,
    width: 800,
    height: 600,
    name: 'Kiran Rao',
    team: 'lucknow',
    status: 'pending',
    createdAt: T0,
    ...overrides,
  };
}

export function makeQueue(overrides: Partial<ModerationQueue> = {}): ModerationQueue {
  return { questions: [], words: [], photos: [], ...overrides };
}

export function makeDetail(
  activity: AdminActivity,
  overrides: Partial<AdminActivityDetail> = {},
): AdminActivityDetail {
  return {
    activity,
    poll: null,
    cloud: null,
    questions: [],
    words: [],
    photos: [],
    ...overrides,
  };
}
