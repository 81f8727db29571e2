import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOverview } from '../../test/factories';
import { renderElement } from '../../test/render';
import type { Board } from './reports-api';
import { AdminLeaderboardPage } from './admin-leaderboard-page';

const row = { team: 'kanpur', teamLabel: 'Dabang', score: 3, startedAt: 0 };
const board: Board = {
  quizId: 'quiz1',
  title: { en: '1st September 2025 - Quiz', hi: '' },
  ranked: [
    { ...row, rank: 1, employeeId: 'EMP 2007', name: 'Kiran Rao', timeTakenMs: 55_000 },
    { ...row, rank: 2, employeeId: 'EMP 2001', name: 'Asha Verma', timeTakenMs: null },
  ],
  disqualified: [],
  teams: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin leaderboard', () => {
  it('shows a time it does not know as unknown, not as blank or 0 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/admin/leaderboard?quizId=quiz1')
          return new Response(JSON.stringify(board), { status: 200 });
        if (url === '/api/admin/overview')
          return new Response(JSON.stringify(makeOverview()), { status: 200 });
        throw new TypeError(`unexpected ${url}`);
      }),
    );
    renderElement(<AdminLeaderboardPage />);
    const asha = (await screen.findByText('Asha Verma')).closest('tr')!;
    expect(asha.lastElementChild).toHaveTextContent(/^Unknown$/);
    const kiran = screen.getByText('Kiran Rao').closest('tr')!;
    expect(kiran.lastElementChild).toHaveTextContent(/^55\.0 s$/);
  });
});
