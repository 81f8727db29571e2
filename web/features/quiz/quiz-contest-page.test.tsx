import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QuizList } from '../../../common/api';
import { makeQuizList, makeSite } from '../../test/factories';
import { server } from '../../test/msw';
import { renderElement } from '../../test/render';
import { QuizContestPage } from './quiz-contest-page';

describe('Quiz & Contest', () => {
  it('offers the contests open now, and says when the scheduled ones open in the event time', async () => {
    const [fun, quiz1] = makeQuizList().open;
    const list: QuizList = {
      open: [fun!, quiz1!],
      upcoming: [
        {
          ...quiz1!,
          id: 'quiz2',
          title: { en: '2nd September 2025 - Quiz', hi: '' },
          // 15:00 in India.
          opensAt: Date.UTC(2025, 8, 2, 9, 30),
        },
      ],
    };
    server.use(
      http.get('/api/quizzes', () => HttpResponse.json(list)),
      http.get('/api/site', () => HttpResponse.json(makeSite())),
    );
    renderElement(<QuizContestPage />, '/quizcontest');

    expect(await screen.findByRole('link', { name: '1st September 2025 - Quiz' })).toBeVisible();
    // Practice quizzes belong to Fun & Engagement.
    expect(screen.queryByRole('link', { name: 'Fun Quiz' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Opening later' })).toBeVisible();
    expect(
      await screen.findByText(/^2nd September 2025 - Quiz: opens 2 Sept?, 3:00\s?pm$/i),
    ).toBeVisible();
  });

  it('says when the next contest opens, not that none is available, while one is scheduled', async () => {
    const [, quiz1] = makeQuizList().open;
    const later = (id: string, en: string, opensAt: number) => ({
      ...quiz1!,
      id,
      title: { en, hi: '' },
      opensAt,
    });
    server.use(
      http.get('/api/quizzes', () =>
        HttpResponse.json<QuizList>({
          open: [],
          upcoming: [
            later('quiz2', 'Day 2 Quiz', Date.UTC(2025, 8, 2, 9, 0)),
            later('quiz3', 'Day 3 Quiz', Date.UTC(2025, 8, 3, 9, 0)),
          ],
        }),
      ),
      http.get('/api/site', () => HttpResponse.json(makeSite())),
    );
    renderElement(<QuizContestPage />, '/quizcontest');
    expect(
      await screen.findByText(
        /^No quiz is open yet\. The next one, Day 2 Quiz, opens 2 Sept?, 2:30\s?pm\.$/i,
      ),
    ).toBeVisible();
    expect(screen.queryByText('No quizzes available')).toBeNull();
    expect(screen.getByText(/^Day 3 Quiz: opens 3 Sept?, 2:30\s?pm$/i)).toBeVisible();
  });

  it('says no quiz is available when none is open or scheduled', async () => {
    server.use(
      http.get('/api/quizzes', () => HttpResponse.json<QuizList>({ open: [], upcoming: [] })),
      http.get('/api/site', () => HttpResponse.json(makeSite())),
    );
    renderElement(<QuizContestPage />, '/quizcontest');
    expect(await screen.findByText('No quizzes available')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Opening later' })).toBeNull();
  });
});
