// The live game on a venue screen, as the hall sees it: the lobby with the code and who joined,
// each question with its options and the server's countdown, the reveal with the counts and the
// teams' points, the podium named as this screen names people; and the screen following the game's
// pushes by itself, reading only when the push cannot say what this screen shows.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveGamePodium, LiveGameState } from '../../../common/live-game';
import type { ScreenState } from '../../../common/venue-api';
import { FakeEventSource } from '../../test/fake-event-source';
import { InLanguage } from '../../test/in-language';
import { seenRequests, server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { TEAM_BARS_MOVE_AFTER_MS } from './live-game-screen';
import { keepNewerGame } from './screen-api';
import { ScreenPage } from './screen-page';

const TOKEN = 'L'.repeat(43);
const SCREEN_PATH = `/api/screen/${TOKEN}`;
/** The server's clock, far from this machine's: every countdown must follow the server. */
const SERVER_NOW = Date.UTC(2030, 0, 1, 10, 0, 0);

const team = (key: string, label: string, points: number) => ({
  key,
  label,
  capacity: 50,
  registrations: 10,
  points,
});

function makeGame(overrides: Partial<LiveGameState> = {}): LiveGameState {
  return {
    id: 'game1',
    title: { en: 'Hall Quiz', hi: 'हॉल क्विज़' },
    phase: 'lobby',
    advance: 'host',
    screens: null,
    questionCount: 5,
    joined: [
      { team: 'lucknow', count: 12 },
      { team: 'varanasi', count: 30 },
    ],
    joinedTotal: 42,
    question: null,
    reveal: null,
    teams: [
      { team: 'lucknow', count: 0 },
      { team: 'varanasi', count: 0 },
    ],
    now: SERVER_NOW,
    ...overrides,
  };
}

const question = (overrides: Partial<NonNullable<LiveGameState['question']>> = {}) => ({
  index: 2,
  id: 7,
  text: 'Which river flows through Varanasi?',
  options: ['Ganga', 'Yamuna', 'Gomti', 'Sarayu'],
  image: null,
  seconds: 20,
  deadline: SERVER_NOW + 12_000,
  pausedLeftMs: null,
  ...overrides,
});

function makeScreen(liveGame: ScreenState['liveGame']): ScreenState {
  return {
    screen: { name: 'Main hall' },
    joinUrl: 'https://utsav.example.com/',
    teams: [team('lucknow', 'Krrish', 12), team('varanasi', 'Pushpa', 30)],
    quizzes: { open: [], next: null },
    leaders: null,
    announcements: [],
    podium: null,
    liveGame,
    show: 'auto',
    engage: [],
    now: SERVER_NOW,
  };
}

/** The screen, answering its reads with what `reads` holds at the time of each. */
function showScreen(first: ScreenState) {
  const reads = { next: first };
  server.use(http.get(SCREEN_PATH, () => HttpResponse.json(reads.next)));
  renderWithApp([{ path: '/screen/:token', element: <ScreenPage /> }], [`/screen/${TOKEN}`]);
  return reads;
}

const screenReads = () => seenRequests.filter((request) => request === `GET ${SCREEN_PATH}`);

/** The server pushes the game's state (or null) on the screen's stream. */
async function push(game: LiveGameState | null) {
  await act(async () => {
    FakeEventSource.opened.at(-1)!.emit('game', JSON.stringify(game));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live game on the venue screen', () => {
  it('opens with the lobby: the quiz, the code to join, and the joins per team and in all', async () => {
    showScreen(makeScreen({ state: makeGame(), podium: null }));
    const lobby = await screen.findByRole('region', { name: 'Hall Quiz' });
    expect(within(lobby).getByRole('heading', { name: 'Join the live game on your phone' }));
    expect(
      within(lobby).getByRole('img', { name: 'QR code to open utsav.example.com' }),
    ).toBeVisible();
    const joined = within(lobby).getByRole('region', { name: 'Joined so far' });
    expect(
      within(joined)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Krrish12', 'Pushpa30']);
    expect(joined).toHaveTextContent('42 players');
    // The day's screen stays laid out beneath, out of reach, so its rows glide on from where they are.
    expect(
      screen.getByRole('region', { name: 'Team standings' }).closest('[inert]'),
    ).not.toBeNull();
  });

  it('shows a question with its number, its marked options and the seconds left by the server’s clock', async () => {
    const game = makeGame({ phase: 'question', question: question() });
    showScreen(makeScreen({ state: game, podium: null }));
    const asked = await screen.findByRole('region', {
      name: 'Which river flows through Varanasi?',
    });
    expect(asked).toHaveTextContent('Question 3 of 5');
    const options = within(within(asked).getByRole('list', { name: 'Options' })).getAllByRole(
      'listitem',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Ganga',
      'Yamuna',
      'Gomti',
      'Sarayu',
    ]);
    expect(
      options.map((option) => option.querySelector('svg')!.getAttribute('data-shape')),
    ).toEqual(['triangle', 'diamond', 'circle', 'square']);
    expect(options[0]).toHaveStyle({ '--mark': '#c62828' });
    expect(within(asked).getByRole('timer')).toHaveTextContent(/^Seconds left: 1[12]$/);
    // No right answer before the reveal.
    expect(within(asked).queryByText('Right answer')).toBeNull();
  });

  it('counts down as the screen’s clock runs, and says when the time is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const game = makeGame({
      phase: 'question',
      question: question({ deadline: SERVER_NOW + 3_000 }),
    });
    showScreen(makeScreen({ state: game, podium: null }));
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent(/: [23]$/);
    await act(() => vi.advanceTimersByTime(3_500));
    expect(screen.getByRole('timer')).toHaveTextContent("Time's up");
  });

  it('holds the seconds left while the game is paused, and says so', async () => {
    const paused = question({ deadline: null, pausedLeftMs: 7_400 });
    showScreen(
      makeScreen({ state: makeGame({ phase: 'question', question: paused }), podium: null }),
    );
    expect(await screen.findByRole('timer')).toHaveTextContent(/: 8$/);
    expect(screen.getByText('Paused')).toBeVisible();
  });

  it('reveals the right option, how many chose each, the explanation and the teams’ points', async () => {
    const game = makeGame({
      phase: 'reveal',
      question: question({ deadline: SERVER_NOW - 1_000 }),
      reveal: {
        answer: 0,
        counts: [25, 1, 0, 4],
        explanation: 'Varanasi stands on the Ganga’s western bank.',
        nextAt: null,
      },
      teams: [
        { team: 'varanasi', count: 20 },
        { team: 'lucknow', count: 10 },
      ],
    });
    showScreen(makeScreen({ state: game, podium: null }));
    const revealed = await screen.findByRole('region', {
      name: 'Which river flows through Varanasi?',
    });
    const options = within(within(revealed).getByRole('list', { name: 'Options' })).getAllByRole(
      'listitem',
    );
    expect(options[0]).toHaveTextContent(/^Ganga\s*25 answers\s*Right answer$/);
    expect(options[1]).toHaveTextContent(/Yamuna\s*1 answer$/);
    expect(options.filter((option) => option.textContent.includes('Right answer'))).toHaveLength(1);
    expect(revealed).toHaveTextContent('Varanasi stands on the Ganga’s western bank.');
    expect(within(revealed).queryByRole('timer')).toBeNull();
    const teams = within(revealed).getByRole('region', { name: 'Game points' });
    expect(
      within(teams)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1Rank 1Pushpa2020 points', '2Rank 2Krrish1010 points']);
  });

  it('moves the teams’ bars a moment after the reveal, not with it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = makeGame({ phase: 'question', question: question() });
    showScreen(makeScreen({ state: asked, podium: null }));
    await screen.findByRole('timer');
    await push({
      ...asked,
      phase: 'reveal',
      reveal: { answer: 0, counts: [1, 0, 0, 0], explanation: null, nextAt: null },
      teams: [
        { team: 'varanasi', count: 1 },
        { team: 'lucknow', count: 0 },
      ],
      now: SERVER_NOW + 12_000,
    });
    const names = () =>
      within(screen.getByRole('region', { name: 'Game points' }))
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(names()[0]).toContain('Krrish');
    await act(() => vi.advanceTimersByTime(TEAM_BARS_MOVE_AFTER_MS));
    expect(names()[0]).toContain('Pushpa');
  });

  it('stands the teams on the podium at the end, then the top players as this screen names them', async () => {
    const podium: LiveGamePodium = {
      teams: [
        { team: 'varanasi', count: 4 },
        { team: 'lucknow', count: 3 },
      ],
      players: [
        { rank: 1, name: 'Asha · Pushpa', team: 'varanasi', points: 5 },
        { rank: 2, name: 'Ravi · Krrish', team: 'lucknow', points: 4 },
      ],
    };
    showScreen(makeScreen({ state: makeGame({ phase: 'ended', teams: podium.teams }), podium }));
    const end = await screen.findByRole('region', { name: 'Hall Quiz: the results' });
    const stands = within(end).getByRole('region', { name: 'Leading teams' });
    expect(
      within(stands)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Krrish3 pointsRank 22', 'Pushpa4 pointsRank 11']);
    const players = within(end).getByRole('region', { name: 'Top players' });
    expect(
      within(players)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Rank 1Asha · Pushpa5 points', '2Rank 2Ravi · Krrish4 points']);
  });

  it('shows the game in Hindi when the screen is in Hindi', async () => {
    server.use(
      http.get(SCREEN_PATH, () =>
        HttpResponse.json(
          makeScreen({
            state: makeGame({ phase: 'question', question: question() }),
            podium: null,
          }),
        ),
      ),
    );
    renderWithApp(
      [
        {
          path: '/screen/:token',
          element: (
            <InLanguage language="hi">
              <ScreenPage />
            </InLanguage>
          ),
        },
      ],
      [`/screen/${TOKEN}`],
    );
    expect(await screen.findByText('प्रश्न 3 / 5')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^बचे हुए सेकंड: 1[12]$/);
  });
});

describe('the venue screen following a live game', () => {
  it('takes a pushed game as it comes, without reading again, and keeps its clock', async () => {
    const reads = showScreen(makeScreen(null));
    await screen.findByRole('region', { name: 'Team standings' });
    await waitFor(() => expect(screenReads()).toHaveLength(1));
    reads.next = makeScreen(null);
    await push(makeGame({ now: SERVER_NOW + 5_000 }));
    expect(await screen.findByRole('region', { name: 'Hall Quiz' })).toBeVisible();
    await push(
      makeGame({
        phase: 'question',
        question: question({ deadline: SERVER_NOW + 25_000 }),
        now: SERVER_NOW + 6_000,
      }),
    );
    expect(await screen.findByRole('timer')).toHaveTextContent(/: (18|19)$/);
    expect(screenReads()).toHaveLength(1);
  });

  it('reads again at the end, for the podium’s players named as this screen names them', async () => {
    const reads = showScreen(makeScreen({ state: makeGame(), podium: null }));
    await screen.findByRole('region', { name: 'Hall Quiz' });
    const ended = makeGame({ phase: 'ended', now: SERVER_NOW + 60_000 });
    const players = [{ rank: 1, name: 'Asha · Pushpa', team: 'varanasi', points: 5 }];
    reads.next = {
      ...makeScreen({ state: ended, podium: { teams: ended.teams, players } }),
      now: SERVER_NOW + 60_500,
    };
    await push(ended);
    const end = await screen.findByRole('region', { name: 'Hall Quiz: the results' });
    expect(await within(end).findByRole('region', { name: 'Top players' })).toHaveTextContent(
      'Asha · Pushpa',
    );
    expect(screenReads()).toHaveLength(2);
  });

  it('goes back to the day’s standings once the game is closed', async () => {
    const reads = showScreen(makeScreen({ state: makeGame({ phase: 'ended' }), podium: null }));
    await screen.findByRole('region', { name: 'Hall Quiz: the results' });
    reads.next = { ...makeScreen(null), now: SERVER_NOW + 1_000 };
    await push(null);
    await waitFor(() => expect(screen.queryByRole('region', { name: /Hall Quiz/ })).toBeNull());
    expect(screen.getByRole('region', { name: 'Team standings' }).closest('[inert]')).toBeNull();
  });

  it('asks the server whether a game for chosen screens follows this one, and shows its answer', async () => {
    const reads = showScreen(makeScreen(null));
    await screen.findByRole('region', { name: 'Team standings' });
    await waitFor(() => expect(screenReads()).toHaveLength(1));
    // Not this screen: the read leaves the standings up.
    await push(makeGame({ screens: ['other-screen'], now: SERVER_NOW + 1_000 }));
    await waitFor(() => expect(screenReads()).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Hall Quiz' })).toBeNull();
    // This screen: the read carries the game.
    const game = makeGame({ screens: ['this-screen'], now: SERVER_NOW + 2_000 });
    reads.next = { ...makeScreen({ state: game, podium: null }), now: SERVER_NOW + 2_000 };
    await push(game);
    expect(await screen.findByRole('region', { name: 'Hall Quiz' })).toBeVisible();
  });
});

describe('a read that crosses a push', () => {
  it('keeps the pushed game when the read was answered before it', () => {
    const pushed = makeScreen({
      state: makeGame({ phase: 'reveal', now: SERVER_NOW + 10_000 }),
      podium: null,
    });
    const staleRead = makeScreen({ state: makeGame({ phase: 'question' }), podium: null });
    expect(keepNewerGame(pushed, staleRead).liveGame?.state.phase).toBe('reveal');
    const freshRead = { ...makeScreen(null), now: SERVER_NOW + 11_000 };
    expect(keepNewerGame(pushed, freshRead).liveGame).toBeNull();
    expect(keepNewerGame(undefined, freshRead)).toBe(freshRead);
  });
});
