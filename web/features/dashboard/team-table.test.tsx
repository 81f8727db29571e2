import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../common/api';
import type { Stats } from '../../../common/dashboard';
import { makeMe, makeProfile, makeSite, makeTeam } from '../../test/factories';
import { InLanguage } from '../../test/in-language';
import { renderWithApp } from '../../test/render';
import { QuizLeaderboardPage, RegistrationDashboardPage } from './dashboard-pages';
import { TeamTable } from './team-table';

const teams = [
  { key: 'lucknow', label: 'Krrish', capacity: 50, registrations: 10, points: 12 },
  { key: 'bhopal', label: 'Sholay', capacity: 40, registrations: 30, points: 48 },
  { key: 'kanpur', label: 'Dabang', capacity: 20, registrations: 0, points: 0 },
];
const site = makeSite({
  teams: [
    { ...makeTeam('lucknow', 'Lucknow', 'Krrish', 50), label: { en: 'Krrish', hi: 'कृष' } },
    { ...makeTeam('bhopal', 'Bhopal', 'Sholay', 40), label: { en: 'Sholay', hi: 'शोले' } },
    { ...makeTeam('kanpur', 'Kanpur', 'Dabang', 20), label: { en: 'Dabang', hi: 'दबंग' } },
  ],
});
const me: Me = makeMe({ profile: makeProfile({ team: 'bhopal', teamLabel: 'Sholay' }) });

/** The server as the dashboards see it: the player, and the teams' counters. */
function fakeServer(stats: Stats) {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/me') return json(me);
      if (url === '/api/stats') return json(stats);
      if (url === '/api/site') return json(site);
      throw new TypeError(`unexpected ${url}`);
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // jsdom has no animations of its own: a test's stand-in goes with it.
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

const show = (element: React.ReactElement) =>
  renderWithApp([{ path: '*', element }], ['/quiz-leaderboard'], { site });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const barOf = (row: HTMLElement) => row.querySelector<HTMLElement>('.team-bar > span')!;

describe('the Quiz Score Board', () => {
  it('is a table of places, teams and points with bars, the player’s own team marked', async () => {
    fakeServer({ teams, totalViews: 40 });
    show(<QuizLeaderboardPage />);
    const table = await screen.findByRole('table', { name: 'Quiz Score Board' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Place', 'Teams', 'Total Points']);
    await waitFor(() => expect(table.querySelector('tr.is-mine')).not.toBeNull());

    const [first, second, third] = rowsOf(table);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Sholay Your team');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '48']);
    expect(first).toHaveClass('is-mine');
    expect(within(second!).getByRole('rowheader')).toHaveTextContent(/^Krrish$/);
    expect(within(third!).getAllByRole('cell')[0]).toHaveTextContent('3');
    // The leader's bar is full; the others in proportion.
    expect(barOf(first!).style.width).toBe('100%');
    expect(barOf(second!).style.width).toBe('25%');
    expect(barOf(third!).style.width).toBe('0%');
    expect(first!.querySelector('.team-bar')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the spec’s words when nobody has points', async () => {
    fakeServer({ teams: teams.map((team) => ({ ...team, points: 0 })), totalViews: 0 });
    show(<QuizLeaderboardPage />);
    expect(await screen.findByText('No points yet.')).toBeVisible();
  });

  it('reads in Hindi', async () => {
    fakeServer({ teams, totalViews: 40 });
    show(
      <InLanguage language="hi">
        <QuizLeaderboardPage />
      </InLanguage>,
    );
    const table = await screen.findByRole('table', { name: 'क्विज़ स्कोर बोर्ड' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('स्थान');
    expect(await within(table).findByText('आपकी टीम')).toBeVisible();
    expect(within(table).getByText('शोले', { exact: false })).toBeVisible();
  });
});

describe('the Registration Dashboard', () => {
  it('bars each team’s registrations against its capacity, and marks the player’s team', async () => {
    fakeServer({ teams, totalViews: 40 });
    show(<RegistrationDashboardPage />);
    const table = await screen.findByRole('table', { name: 'Registration Dashboard' });
    await waitFor(() => expect(table.querySelector('tr.is-mine')).not.toBeNull());
    const [first, second] = rowsOf(table);
    expect(first).toHaveTextContent('1Sholay Your team75%');
    expect(barOf(first!).style.width).toBe('75%');
    expect(second).toHaveTextContent('2Krrish20%');
    expect(barOf(second!).style.width).toBe('20%');
  });
});

describe('a team table on a live change', () => {
  /** Where each row is: its place among its siblings, 50 px apart. */
  function measureRowsByPlace() {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const index = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
      return { top: index * 50 } as DOMRect;
    });
  }
  let pushTeams: (stats: Stats['teams']) => void = () => {};
  /** The board as the live stream keeps it: new counters replace the old ones. */
  function LiveBoard() {
    const [stats, setStats] = useState(teams);
    pushTeams = setStats;
    return (
      <TeamTable
        caption="Board"
        valueHeading="Total Points"
        teams={stats}
        value={(team) => team.points}
        empty="No points yet."
      />
    );
  }
  const overtaken = teams.map((team) => (team.key === 'kanpur' ? { ...team, points: 60 } : team));

  it('glides a row that moves to its new place', () => {
    measureRowsByPlace();
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate;
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    show(<LiveBoard />);
    act(() => pushTeams(overtaken));
    // Dabang rose from third to first; the two it passed each moved down one place.
    expect(animate).toHaveBeenCalledTimes(3);
  });

  it('moves nothing for someone who asked for less motion', () => {
    measureRowsByPlace();
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate;
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    show(<LiveBoard />);
    act(() => pushTeams(overtaken));
    expect(animate).not.toHaveBeenCalled();
  });
});
