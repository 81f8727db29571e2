import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizList } from '../../../common/api';
import { makeQuizList, makeSite } from '../../test/factories';
import { InLanguage } from '../../test/in-language';
import { server } from '../../test/msw';
import { renderElement } from '../../test/render';
import { QuizContestPage } from './quiz-contest-page';

// 2 Sept 2025, 14:47:26 in India: quiz2 below opens 12 minutes 34 seconds later, at 15:00.
const NOW = Date.UTC(2025, 8, 2, 9, 17, 26);
const [fun, quiz1] = makeQuizList().open;
const contest = (id: string, en: string, played: QuizList['open'][number]['played'] = null) => ({
  ...quiz1!,
  id,
  title: { en, hi: '' },
  played,
});
const later = (id: string, en: string, opensAt: number) => ({ ...contest(id, en), opensAt });

/** The server's answers to GET /api/quizzes, one per read; the last one stands after that. */
function answerQuizzes(...lists: QuizList[]) {
  let reads = 0;
  server.use(
    http.get('/api/quizzes', () => HttpResponse.json(lists[Math.min(reads++, lists.length - 1)])),
    http.get('/api/site', () => HttpResponse.json(makeSite())),
  );
  return () => reads;
}

beforeEach(() => {
  // Timers move with the test's clock; they also creep on by themselves, so waiting still works.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Quiz & Contest', () => {
  it('offers the contests open now under Open now, and counts down to the next opening', async () => {
    answerQuizzes({
      now: NOW,
      open: [fun!, quiz1!],
      upcoming: [later('quiz2', '2nd September 2025 - Quiz', Date.UTC(2025, 8, 2, 9, 30))],
    });
    renderElement(<QuizContestPage />, '/quizcontest');

    const openNow = await screen.findByRole('region', { name: 'Open now' });
    expect(within(openNow).getByRole('link', { name: '1st September 2025 - Quiz' })).toBeVisible();
    // Practice quizzes belong to Fun & Engagement.
    expect(screen.queryByRole('link', { name: 'Fun Quiz' })).toBeNull();
    expect(
      await screen.findByText(/^2nd September 2025 - Quiz: opens 2 Sept?, 3:00\s?pm$/i),
    ).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('Opens in 12:34');
    expect(screen.queryByRole('heading', { name: 'Opening later' })).toBeNull();
  });

  it('counts down second by second by the server’s clock, whatever the phone’s clock says', async () => {
    // The phone's clock is an hour behind the server's.
    const serverNow = NOW + 60 * 60_000;
    answerQuizzes({
      now: serverNow,
      open: [],
      upcoming: [later('quiz2', 'Day 2', serverNow + 65_000)],
    });
    renderElement(<QuizContestPage />, '/quizcontest');

    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Opens in 1:05');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(timer).toHaveTextContent('Opens in 1:04');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer).toHaveTextContent('Opens in 0:04');
  });

  it('reads the list again a moment after the countdown ends, should no live push have come', async () => {
    const opensAt = NOW + 3_000;
    const reads = answerQuizzes(
      { now: NOW, open: [], upcoming: [later('quiz2', 'Day 2', opensAt)] },
      { now: opensAt, open: [contest('quiz2', 'Day 2')], upcoming: [] },
    );
    renderElement(<QuizContestPage />, '/quizcontest');
    expect(await screen.findByRole('timer')).toHaveTextContent('Opens in 0:03');

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Opens in 0:00');
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('link', { name: 'Day 2' })).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(reads()).toBe(2);
  });

  it('shows the player’s score for a contest played, and a disqualification as such, not a button to play', async () => {
    answerQuizzes({
      now: NOW,
      open: [
        contest('quiz1', 'Day 1', { status: 'completed', score: 4, total: 5 }),
        contest('quiz2', 'Day 2', { status: 'disqualified' }),
        contest('quiz3', 'Day 3'),
      ],
      upcoming: [],
    });
    renderElement(<QuizContestPage />, '/quizcontest');

    const played = await screen.findByRole('link', { name: 'Day 1 Played: 4/5' });
    expect(played).not.toHaveClass('button');
    expect(screen.getByRole('link', { name: 'Day 2 Disqualified' })).not.toHaveClass('button');
    expect(screen.getByRole('link', { name: 'Day 3' })).toHaveClass('button-primary');
  });

  it('says so in Hindi to a reader in Hindi', async () => {
    answerQuizzes({
      now: NOW,
      open: [contest('quiz1', 'Day 1', { status: 'completed', score: 4, total: 5 })],
      upcoming: [later('quiz2', 'Day 2', NOW + 754_000)],
    });
    renderElement(
      <InLanguage language="hi">
        <QuizContestPage />
      </InLanguage>,
      '/quizcontest',
    );

    expect(await screen.findByRole('heading', { name: 'अभी खुला है' })).toBeVisible();
    expect(await screen.findByText('खेल चुके: 4/5')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('12:34 में खुलेगा');
  });

  it('says when the next contest opens, not that none is available, while one is scheduled', async () => {
    answerQuizzes({
      now: NOW,
      open: [],
      upcoming: [
        later('quiz2', 'Day 2 Quiz', Date.UTC(2025, 8, 2, 9, 30)),
        later('quiz3', 'Day 3 Quiz', Date.UTC(2025, 8, 3, 9, 0)),
      ],
    });
    renderElement(<QuizContestPage />, '/quizcontest');
    expect(
      await screen.findByText(
        /^No quiz is open yet\. The next one, Day 2 Quiz, opens 2 Sept?, 3:00\s?pm\.$/i,
      ),
    ).toBeVisible();
    expect(screen.queryByText('No quizzes available')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Opening later' })).toBeVisible();
    expect(screen.getByText(/^Day 3 Quiz: opens 3 Sept?, 2:30\s?pm$/i)).toBeVisible();
  });

  it('gives a countdown only within a day of the opening; further off, the time says it', async () => {
    answerQuizzes({
      now: NOW,
      open: [],
      upcoming: [later('quiz3', 'Day 3 Quiz', NOW + 25 * 60 * 60_000)],
    });
    renderElement(<QuizContestPage />, '/quizcontest');
    expect(
      await screen.findByText(/^No quiz is open yet\. The next one, Day 3 Quiz/),
    ).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says no quiz is available when none is open or scheduled', async () => {
    answerQuizzes({ now: NOW, open: [], upcoming: [] });
    renderElement(<QuizContestPage />, '/quizcontest');
    expect(await screen.findByText('No quizzes available')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Opening later' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
