// Engage's data as the server sends it, for the phone's tests: activities running now with their
// results, and a person's part of one.
import type { EngageState, EngageView, LiveActivity, MySends } from '../../../common/engage';

export const ENGAGE_NOW = Date.UTC(2026, 0, 15, 10, 0, 0);

export const POLL_ID = '00000000-0000-4000-8000-000000000001';
export const CLOUD_ID = '00000000-0000-4000-8000-000000000002';
export const QNA_ID = '00000000-0000-4000-8000-000000000003';
export const REACTIONS_ID = '00000000-0000-4000-8000-000000000004';
export const PHOTOS_ID = '00000000-0000-4000-8000-000000000005';

const base = {
  options: [],
  multiple: false,
  perPerson: 0,
  moderated: true,
  anonymous: true,
  points: 0,
  pointsCap: 0,
  startsAt: ENGAGE_NOW - 60_000,
  endsAt: null,
  poll: null,
  cloud: null,
  qna: null,
  photos: null,
} satisfies Partial<LiveActivity>;

export function makePoll(overrides: Partial<LiveActivity> = {}): LiveActivity {
  return {
    ...base,
    id: POLL_ID,
    kind: 'poll',
    title: { en: 'Lunch or a walk?', hi: 'भोजन या सैर?' },
    options: [
      { en: 'Lunch', hi: 'भोजन' },
      { en: 'A walk', hi: 'सैर' },
      { en: 'Both', hi: '' },
    ],
    poll: { voters: 0, counts: [0, 0, 0] },
    ...overrides,
  };
}

export function makeCloud(overrides: Partial<LiveActivity> = {}): LiveActivity {
  return {
    ...base,
    id: CLOUD_ID,
    kind: 'cloud',
    title: { en: 'One word for today', hi: 'आज के लिए एक शब्द' },
    perPerson: 3,
    cloud: { words: [], senders: 0 },
    ...overrides,
  };
}

export function makeQna(overrides: Partial<LiveActivity> = {}): LiveActivity {
  return {
    ...base,
    id: QNA_ID,
    kind: 'qna',
    title: { en: 'Ask the panel', hi: '' },
    perPerson: 5,
    qna: { questions: [] },
    ...overrides,
  };
}

export function makeReactions(overrides: Partial<LiveActivity> = {}): LiveActivity {
  return {
    ...base,
    id: REACTIONS_ID,
    kind: 'reactions',
    title: { en: 'The keynote', hi: '' },
    ...overrides,
  };
}

export function makeWall(overrides: Partial<LiveActivity> = {}): LiveActivity {
  return {
    ...base,
    id: PHOTOS_ID,
    kind: 'photos',
    title: { en: 'Hall photos', hi: '' },
    perPerson: 2,
    photos: { photos: [], approved: 0 },
    ...overrides,
  };
}

export function makeMine(activityId: string, overrides: Partial<MySends> = {}): MySends {
  return {
    activityId,
    votes: [],
    words: [],
    questions: [],
    upvoted: [],
    photos: [],
    points: 0,
    ...overrides,
  };
}

export function makeState(activities: LiveActivity[], now = ENGAGE_NOW): EngageState {
  return { activities, now };
}

export function makeView(activities: LiveActivity[], mine: MySends[] = []): EngageView {
  return { state: makeState(activities), mine };
}
