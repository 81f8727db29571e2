// The venue screen as a hall sees it: the standings by points, the top players, the countdown on
// the server's clock, the join code, the announcements, and a blank screen once the link is refused.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import type { ScreenState } from '../../../common/venue-api';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { ANNOUNCEMENT_TURN_MS } from './screen-announcements';
import { ScreenPage } from './screen-page';

const TOKEN = 'T'.repeat(43);
/** The server's clock, far from this machine's: the countdown must follow the server. */
const SERVER_NOW = Date.UTC(2030, 0, 1, 10, 0, 0);

function makeState(overrides: Partial<ScreenState> = {}): ScreenState {
  const team = (key: string, label: string, registrations: number, points: number) => ({
    key,
    label,
    capacity: 50,
    registrations,
    points,
  });
  return {
    screen: { name: 'Main hall' },
    joinUrl: 'https://utsav.example.com/',
    teams: [
      team('lucknow', 'Krrish', 10, 12),
      team('varanasi', 'Pushpa', 25, 30),
      team('kanpur', 'Dabang', 5, 12),
    ],
    quizzes: {
      open: [],
      next: { id: 'quiz2', title: { en: 'Afternoon Quiz', hi: '' }, opensAt: SERVER_NOW + 90_500 },
    },
    leaders: {
      quiz: { id: 'quiz1', title: { en: 'Morning Quiz', hi: '' } },
      rows: [
        { rank: 1, name: 'Asha · Krrish', teamKey: 'lucknow', score: 5, timeTakenMs: 31_200 },
        { rank: 2, name: 'Ravi · Pushpa', teamKey: 'varanasi', score: 1, timeTakenMs: null },
      ],
    },
    announcements: [],
    podium: null,
    liveGame: null,
    show: 'auto',
    engage: [],
    now: SERVER_NOW,
    ...overrides,
  };
}

function showScreen(reply: () => Response) {
  server.use(http.get(`/api/screen/${TOKEN}`, reply));
  return renderWithApp([{ path: '/screen/:token', element: <ScreenPage /> }], [`/screen/${TOKEN}`]);
}

describe('the venue screen', () => {
  it('ranks the teams by points, ties in the organisers’ order, with their registrations', async () => {
    showScreen(() => HttpResponse.json(makeState()));
    const standings = await screen.findByRole('region', { name: 'Team standings' });
    const rows = within(standings).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Pushpa',
      'Krrish',
      'Dabang',
    ]);
    expect(rows[0]).toHaveTextContent(/50%\s*30/);
    expect(rows[1]).toHaveTextContent(/20%\s*12/);
  });

  it('lists the top players with their points and time, and counts down on the server’s clock', async () => {
    showScreen(() => HttpResponse.json(makeState()));
    const leaders = await screen.findByRole('region', { name: /Top players/ });
    expect(leaders).toHaveTextContent('Morning Quiz');
    const [first, second] = within(leaders).getAllByRole('listitem');
    expect(first).toHaveTextContent(/Asha · Krrish\s*5 points\s*31\.2 s/);
    expect(second).toHaveTextContent(/Ravi · Pushpa\s*1 point\s*—/);
    const quizzes = screen.getByRole('region', { name: 'Quizzes' });
    expect(quizzes).toHaveTextContent('Afternoon Quiz');
    expect(quizzes).toHaveTextContent(/Opens in 1:(30|31)/);
  });

  it('shows the code to join and the address to type', async () => {
    showScreen(() => HttpResponse.json(makeState()));
    expect(
      await screen.findByRole('img', { name: 'QR code to open utsav.example.com' }),
    ).toBeVisible();
    expect(screen.getByText('utsav.example.com')).toBeVisible();
  });

  it('shows the announcements large, in both languages', async () => {
    showScreen(() =>
      HttpResponse.json(
        makeState({
          announcements: [
            {
              id: 'a1',
              text: { en: 'Lunch is served', hi: 'भोजन तैयार है' },
              startsAt: SERVER_NOW - 1000,
              endsAt: null,
            },
          ],
        }),
      ),
    );
    const announcement = await screen.findByRole('region', { name: 'Announcement' });
    expect(within(announcement).getByText('Lunch is served')).toHaveAttribute('lang', 'en');
    expect(within(announcement).getByText('भोजन तैयार है')).toHaveAttribute('lang', 'hi');
  });

  it('turns through long announcements a language at a time, the newest first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const long = (start: string) => `${start} ${'x'.repeat(270)}`;
    const announcement = (id: string, en: string, hi: string) => ({
      id,
      text: { en: long(en), hi: long(hi) },
      startsAt: SERVER_NOW - 1000,
      endsAt: null,
    });
    showScreen(() =>
      HttpResponse.json(
        makeState({
          announcements: [announcement('a2', 'Lunch', 'भोजन'), announcement('a1', 'Quiz', 'क्विज़')],
        }),
      ),
    );
    const band = await screen.findByRole('region', { name: 'Announcement' });
    expect(band).toHaveTextContent(/^Lunch/);
    for (const next of [/^भोजन/, /^Quiz/, /^क्विज़/, /^Lunch/]) {
      await act(() => vi.advanceTimersByTime(ANNOUNCEMENT_TURN_MS));
      expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(next);
    }
    vi.useRealTimers();
  });

  it('leaves the top players out until someone has played', async () => {
    const state = makeState();
    showScreen(() => HttpResponse.json({ ...state, leaders: { ...state.leaders!, rows: [] } }));
    await screen.findByRole('region', { name: 'Team standings' });
    expect(screen.queryByRole('region', { name: /Top players/ })).toBeNull();
  });

  it('gives the whole screen to the last minute before a contest opens, on the server’s clock', async () => {
    const next = {
      id: 'quiz2',
      title: { en: 'Afternoon Quiz', hi: '' },
      opensAt: SERVER_NOW + 45_000,
    };
    showScreen(() => HttpResponse.json(makeState({ quizzes: { open: [], next } })));
    const moment = await screen.findByRole('region', { name: 'Next quiz' });
    expect(moment).toHaveTextContent('Afternoon Quiz');
    expect(within(moment).getByRole('timer')).toHaveTextContent(/^0:4[45]$/);
    expect(moment).toHaveTextContent('Get your phone ready');
  });

  it('stands the closed contest’s leading teams and best players on a podium until its time is up', async () => {
    const podium = {
      quiz: { id: 'quiz1', title: { en: 'Morning Quiz', hi: 'सुबह की क्विज़' } },
      closedAt: SERVER_NOW - 5_000,
      until: SERVER_NOW + 40_000,
      teams: makeState()
        .teams.slice()
        .sort((a, b) => b.points - a.points),
      players: makeState().leaders!.rows,
    };
    showScreen(() => HttpResponse.json(makeState({ podium })));
    const moment = await screen.findByRole('region', { name: 'Morning Quiz has closed' });
    const teams = within(moment).getByRole('region', { name: 'Leading teams' });
    // Second, first and third stand side by side; each says its place.
    expect(
      within(teams)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Krrish12 pointsRank 22', 'Pushpa30 pointsRank 11', 'Dabang12 pointsRank 33']);
    const players = within(moment).getByRole('region', { name: 'Top players' });
    expect(within(players).getAllByRole('listitem')[0]).toHaveTextContent(
      /Rank 1\s*Asha · Krrish\s*5 points\s*31\.2 s/,
    );
  });

  it('goes back to the standings once the podium’s time is up', async () => {
    const podium = {
      quiz: { id: 'quiz1', title: { en: 'Morning Quiz', hi: '' } },
      closedAt: SERVER_NOW - 50_000,
      until: SERVER_NOW - 5_000,
      teams: [],
      players: [],
    };
    showScreen(() => HttpResponse.json(makeState({ podium })));
    await screen.findByRole('region', { name: 'Team standings' });
    expect(screen.queryByRole('region', { name: /has closed/ })).toBeNull();
  });

  it('keeps counting down on the server’s clock after a push that carries no clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    showScreen(() => HttpResponse.json(makeState()));
    const quizzes = await screen.findByRole('region', { name: 'Quizzes' });
    expect(quizzes).toHaveTextContent(/Opens in 1:(30|31)/);
    await act(() => vi.advanceTimersByTime(30_000));
    await act(async () => {
      const lunch = { id: 'a1', text: { en: 'Lunch', hi: '' }, startsAt: 0, endsAt: null };
      FakeEventSource.opened.at(-1)!.emit('announcements', JSON.stringify([lunch]));
      for (let tick = 0; tick < 3; tick += 1) await vi.advanceTimersByTimeAsync(1);
    });
    await act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('Lunch');
    expect(quizzes).toHaveTextContent(/Opens in (1:00|0:59)/);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('goes blank when its link is revoked or unknown', async () => {
    showScreen(() =>
      HttpResponse.json(
        { error: { code: 'screen_revoked', message: 'switched off' } },
        { status: 410 },
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'This screen has been switched off.' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Team standings' })).toBeNull();
  });
});
