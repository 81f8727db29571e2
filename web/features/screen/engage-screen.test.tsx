// The hall's activities on the venue screen, as the hall sees them: a poll's bars, a word cloud, the
// questions to the stage, a photo wall's slideshow and the reactions floating up; what the
// organisers chose the screen to show, and the activities' pushes followed without a read.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveActivity, ReactionBurst } from '../../../common/engage';
import { SCREEN_ROTATE_MS } from '../../../common/engage';
import type { ScreenState } from '../../../common/venue-api';
import { FakeEventSource } from '../../test/fake-event-source';
import { InLanguage } from '../../test/in-language';
import { seenRequests, server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { PHOTO_TURN_MS } from './photo-turns';
import { FLOATERS_MOST } from './reaction-floaters';
import { ScreenPage } from './screen-page';

const TOKEN = 'E'.repeat(43);
const SCREEN_PATH = `/api/screen/${TOKEN}`;
/** The server's clock, at the start of a turn of `auto`. */
const SERVER_NOW = Date.UTC(2030, 0, 1, 10, 0, 0);

const ids = { poll: 1, cloud: 2, qna: 3, reactions: 4, photos: 5 } as const;
const idOf = (kind: LiveActivity['kind']) => `00000000-0000-4000-8000-00000000000${ids[kind]}`;

function makeActivity(
  kind: LiveActivity['kind'],
  overrides: Partial<LiveActivity> = {},
): LiveActivity {
  return {
    id: idOf(kind),
    kind,
    title: { en: `The ${kind}`, hi: '' },
    options: [],
    multiple: false,
    perPerson: 3,
    moderated: true,
    anonymous: true,
    points: 0,
    pointsCap: 0,
    startsAt: SERVER_NOW - 60_000,
    endsAt: null,
    poll: null,
    cloud: null,
    qna: null,
    photos: null,
    ...overrides,
  };
}

const makePoll = (counts: number[], voters: number) =>
  makeActivity('poll', {
    title: { en: 'Where shall we go next year?', hi: 'अगले साल हम कहाँ चलें?' },
    options: [
      { en: 'Goa', hi: 'गोवा' },
      { en: 'Shimla', hi: '' },
      { en: 'Jaipur', hi: 'जयपुर' },
    ],
    poll: { voters, counts },
  });

const photo = (id: string, team: string) => ({
  id,
  url: `/api/engage/photos/${id}/image`,
  smallUrl: `/api/engage/photos/${id}/image?size=small`,
  width: 800,
  height: 600,
  team,
  createdAt: SERVER_NOW,
});

function makeScreen(overrides: Partial<ScreenState> = {}): ScreenState {
  const team = (key: string, label: string) => ({
    key,
    label,
    capacity: 50,
    registrations: 10,
    points: 5,
  });
  return {
    screen: { name: 'Main hall' },
    joinUrl: 'https://utsav.example.com/',
    teams: [team('lucknow', 'Krrish'), team('varanasi', 'Pushpa')],
    quizzes: { open: [], next: null },
    leaders: null,
    announcements: [],
    podium: null,
    liveGame: null,
    show: 'auto',
    engage: [],
    now: SERVER_NOW,
    ...overrides,
  };
}

/** The screen, answering its reads with what `reads` holds at the time of each. */
function showScreen(first: ScreenState, language: 'en' | 'hi' = 'en') {
  const reads = { next: first };
  server.use(http.get(SCREEN_PATH, () => HttpResponse.json(reads.next)));
  const element =
    language === 'en' ? (
      <ScreenPage />
    ) : (
      <InLanguage language={language}>
        <ScreenPage />
      </InLanguage>
    );
  renderWithApp([{ path: '/screen/:token', element }], [`/screen/${TOKEN}`]);
  return reads;
}

const screenReads = () => seenRequests.filter((request) => request === `GET ${SCREEN_PATH}`);

/** The server pushes an event on the screen's stream. */
async function push(type: 'engage' | 'reactions' | 'screen', data: unknown) {
  await act(async () => {
    FakeEventSource.opened.at(-1)!.emit(type, JSON.stringify(data));
    // The query cache tells the screen of a change on a timer of its own: it comes after it.
    for (let tick = 0; tick < 3; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const pushActivities = (activities: LiveActivity[], now = SERVER_NOW + 1_000) =>
  push('engage', { activities, now });

// The stream's schemas load with its first event: loaded ahead, each push lands within its `act`.
beforeAll(async () => {
  await import('../../../common/api');
});
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a poll on the venue screen', () => {
  it('shows the question and each option in both languages with its share, its votes and how many voted', async () => {
    showScreen(makeScreen({ engage: [makePoll([2, 1, 0], 3)] }));
    const poll = await screen.findByRole('region', { name: 'Where shall we go next year?' });
    expect(within(poll).getByText('अगले साल हम कहाँ चलें?')).toHaveAttribute('lang', 'hi');
    const options = within(within(poll).getByRole('list', { name: 'Options' })).getAllByRole(
      'listitem',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Goaगोवा67%2 votes',
      'Shimla33%1 vote',
      'Jaipurजयपुर0%0 votes',
    ]);
    expect(poll).toHaveTextContent('3 people voted');
    // The day's frame stays: the code to join, beside the poll, says what to do.
    expect(screen.getByRole('region', { name: 'Vote on your phone' })).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Team standings' }).closest('[inert]'),
    ).not.toBeNull();
  });

  it('grows the bars as the votes are pushed, without reading again', async () => {
    showScreen(makeScreen({ engage: [makePoll([1, 0, 0], 1)] }));
    await screen.findByRole('region', { name: 'Where shall we go next year?' });
    await waitFor(() => expect(screenReads()).toHaveLength(1));
    const bar = (place: number) => {
      const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole(
        'listitem',
      );
      return options[place]!.querySelector('.screen-poll-bar > span');
    };
    expect(bar(0)).toHaveStyle({ width: '100%' });
    await pushActivities([makePoll([1, 3, 0], 4)]);
    expect(bar(0)).toHaveStyle({ width: '25%' });
    expect(bar(1)).toHaveStyle({ width: '75%' });
    expect(screen.getByText('4 people voted')).toBeVisible();
    expect(screenReads()).toHaveLength(1);
  });
});

describe('a word cloud on the venue screen', () => {
  it('shows each word once, the most sent the largest', async () => {
    const cloud = makeActivity('cloud', {
      title: { en: 'One word for today', hi: '' },
      cloud: {
        words: [
          { word: 'team work', count: 12 },
          { word: 'fun', count: 3 },
          { word: 'chai', count: 1 },
        ],
        senders: 14,
      },
    });
    showScreen(makeScreen({ engage: [cloud] }));
    const panel = await screen.findByRole('region', { name: 'One word for today' });
    const words = within(within(panel).getByRole('list', { name: 'Words sent' })).getAllByRole(
      'listitem',
    );
    const size = (word: string) =>
      parseFloat(words.find((item) => item.textContent.startsWith(word))!.style.fontSize);
    expect(words).toHaveLength(3);
    expect(size('team work')).toBeGreaterThan(size('fun'));
    expect(size('fun')).toBeGreaterThan(size('chai'));
    expect(panel).toHaveTextContent('14 people sent words');
    expect(screen.getByRole('region', { name: 'Send your words from your phone' })).toBeVisible();
  });
});

describe('the questions to the stage on the venue screen', () => {
  const question = (id: string, overrides: object = {}) => ({
    id,
    text: `Question ${id}?`,
    name: 'Asha',
    team: 'lucknow',
    votes: 0,
    status: 'approved' as const,
    pinned: false,
    createdAt: SERVER_NOW,
    ...overrides,
  });

  it('lists the approved questions as sent, pinned first, each with its votes, who asked and their team', async () => {
    const qna = makeActivity('qna', {
      title: { en: 'Ask the CEO', hi: '' },
      qna: {
        questions: [
          question('1', { pinned: true, votes: 2 }),
          question('2', { votes: 9, name: null, team: '' }),
          question('3', { votes: 4, status: 'answered' }),
          ...['4', '5', '6', '7'].map((id) => question(id)),
        ],
      },
    });
    showScreen(makeScreen({ engage: [qna] }));
    const panel = await screen.findByRole('region', { name: 'Ask the CEO' });
    const rows = within(within(panel).getByRole('list', { name: 'Questions' })).getAllByRole(
      'listitem',
    );
    // No more than the screen lists: the rest wait on the phones.
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent(/^2votesQuestion 1\?Asha · KrrishPinned$/);
    // Asked without a name: no office either.
    expect(rows[1]).toHaveTextContent(/^9votesQuestion 2\?Anonymous$/);
    expect(rows[2]).toHaveTextContent(/^4votesQuestion 3\?Asha · KrrishAnswered$/);
    expect(rows[2]).toHaveClass('screen-qna-answered');
  });

  it('takes a hidden question off at the next push', async () => {
    const qna = (questions: ReturnType<typeof question>[]) =>
      makeActivity('qna', { title: { en: 'Ask the CEO', hi: '' }, qna: { questions } });
    showScreen(makeScreen({ engage: [qna([question('1'), question('2')])] }));
    expect(await screen.findByText('Question 2?')).toBeVisible();
    await pushActivities([qna([question('1')])]);
    expect(screen.queryByText('Question 2?')).toBeNull();
    expect(screen.getByText('Question 1?')).toBeVisible();
  });
});

describe('a photo wall on the venue screen', () => {
  const wall = (photos: ReturnType<typeof photo>[]) =>
    makeActivity('photos', {
      title: { en: 'Our day', hi: '' },
      photos: { photos, approved: photos.length },
    });
  const shownPhoto = () => screen.getByRole('img', { name: /^A photo from/ });

  it('shows the latest photo with its team, then the next after its turn, and how many there are', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showScreen(makeScreen({ engage: [wall([photo('b', 'lucknow'), photo('a', 'varanasi')])] }));
    expect(await screen.findByRole('img', { name: 'A photo from Krrish' })).toHaveAttribute(
      'src',
      '/api/engage/photos/b/image',
    );
    expect(screen.getByText('2 photos')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Send your photos' })).toBeVisible();
    await act(() => vi.advanceTimersByTime(PHOTO_TURN_MS));
    expect(shownPhoto()).toHaveAttribute('src', '/api/engage/photos/a/image');
  });

  it('takes a photo down at the next push, and shows a new one next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showScreen(makeScreen({ engage: [wall([photo('b', 'lucknow'), photo('a', 'varanasi')])] }));
    await screen.findByRole('img', { name: 'A photo from Krrish' });
    await pushActivities([wall([photo('a', 'varanasi')])]);
    expect(document.querySelector('img[src="/api/engage/photos/b/image"]')).toBeNull();
    expect(shownPhoto()).toHaveAttribute('src', '/api/engage/photos/a/image');
    await pushActivities([wall([photo('c', 'lucknow'), photo('a', 'varanasi')])]);
    await act(() => vi.advanceTimersByTime(PHOTO_TURN_MS));
    expect(shownPhoto()).toHaveAttribute('src', '/api/engage/photos/c/image');
  });
});

describe('a photo wall taking turns with the standings', () => {
  it('goes on from the photo it had reached when its turn comes round again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const photos = [photo('c', 'lucknow'), photo('b', 'lucknow'), photo('a', 'lucknow')];
    const wall = makeActivity('photos', { photos: { photos, approved: 3 } });
    showScreen(makeScreen({ engage: [wall] }));
    const shown = async () =>
      (await screen.findByRole('img', { name: /^A photo from/ })).getAttribute('src');
    expect(await shown()).toBe('/api/engage/photos/c/image');
    // Each photo's time starts once the one before is on the screen.
    for (const next of ['b', 'a']) {
      await act(() => vi.advanceTimersByTime(PHOTO_TURN_MS));
      expect(await shown()).toBe(`/api/engage/photos/${next}/image`);
    }
    await act(() => vi.advanceTimersByTime(SCREEN_ROTATE_MS - 2 * PHOTO_TURN_MS));
    expect(screen.queryByRole('img', { name: /^A photo from/ })).toBeNull();
    await act(() => vi.advanceTimersByTime(SCREEN_ROTATE_MS));
    expect(await shown()).toBe('/api/engage/photos/a/image');
    await act(() => vi.advanceTimersByTime(PHOTO_TURN_MS));
    expect(await shown()).toBe('/api/engage/photos/c/image');
  });
});

describe('what the organisers chose the venue screen to show', () => {
  it('shows the chosen activity, and follows a new choice at once', async () => {
    const cloud = makeActivity('cloud', { title: { en: 'One word', hi: '' } });
    const poll = makePoll([0, 0, 0], 0);
    const reads = showScreen(makeScreen({ show: `activity:${cloud.id}`, engage: [poll, cloud] }));
    expect(await screen.findByRole('region', { name: 'One word' })).toBeVisible();
    reads.next = makeScreen({ show: 'standings', engage: [poll, cloud], now: SERVER_NOW + 500 });
    await push('screen', {});
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Team standings' }).closest('[inert]')).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: 'One word' })).toBeNull();
  });

  it('turns through the live activities and the standings under auto', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const cloud = makeActivity('cloud', { title: { en: 'One word', hi: '' } });
    showScreen(makeScreen({ engage: [makePoll([0, 0, 0], 0), cloud] }));
    expect(
      await screen.findByRole('region', { name: 'Where shall we go next year?' }),
    ).toBeVisible();
    await act(() => vi.advanceTimersByTime(SCREEN_ROTATE_MS));
    expect(screen.getByRole('region', { name: 'One word' })).toBeVisible();
    await act(() => vi.advanceTimersByTime(SCREEN_ROTATE_MS));
    expect(screen.queryByRole('region', { name: 'One word' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Team standings' }).closest('[inert]')).toBeNull();
  });

  it('shows an activity started after the screen opened, as soon as it is pushed', async () => {
    const poll = makePoll([0, 0, 0], 0);
    showScreen(makeScreen({ show: `activity:${poll.id}` }));
    await screen.findByRole('region', { name: 'Team standings' });
    await pushActivities([poll]);
    expect(
      await screen.findByRole('region', { name: 'Where shall we go next year?' }),
    ).toBeVisible();
  });
});

describe('the reactions on the venue screen', () => {
  const floating = () => document.querySelectorAll('.screen-floaters span');

  it('floats the pushed reactions up over whatever shows, a screenful at most', async () => {
    showScreen(makeScreen({ engage: [makeActivity('reactions')] }));
    await screen.findByRole('region', { name: 'Team standings' });
    await push('reactions', { '👏': 2, '🎉': 1 } satisfies ReactionBurst);
    expect([...floating()].map((each) => each.textContent)).toEqual(['👏', '👏', '🎉']);
    for (let burst = 0; burst < 10; burst += 1) await push('reactions', { '👏': 9, '❤️': 9 });
    expect(floating()).toHaveLength(FLOATERS_MOST);
  });

  it('counts them quietly instead for a screen that asked for less motion', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    showScreen(makeScreen({ engage: [makeActivity('reactions')] }));
    await screen.findByRole('region', { name: 'Team standings' });
    await push('reactions', { '👏': 2, '🎉': 1 });
    await push('reactions', { '👏': 1 });
    expect(floating()).toHaveLength(0);
    const counts = screen.getByRole('list', { name: 'Reactions sent' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['👏3', '🎉1']);
  });
});

describe('the hall’s activities in Hindi', () => {
  it('labels a poll in the screen’s language', async () => {
    showScreen(makeScreen({ engage: [makePoll([2, 1, 0], 3)] }), 'hi');
    expect(await screen.findByText('3 लोगों ने वोट किया')).toBeVisible();
    expect(screen.getByRole('region', { name: 'अपने फ़ोन से वोट करें' })).toBeVisible();
    expect(screen.getByText('मतदान')).toBeVisible();
  });
});
