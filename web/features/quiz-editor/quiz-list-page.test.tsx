import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuizInput } from '../../../common/quiz';
import { makeSite } from '../../test/factories';
import { answerPost, seenRequests, server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { makeAdminQuiz } from '../../test/quiz-editor-factories';
import { QuizListPage } from './quiz-list-page';

/** 1 September 2026, 11:00 and 18:00 in India. */
const NINE_ONE_ELEVEN = Date.UTC(2026, 8, 1, 5, 30);
const NINE_ONE_SIX_PM = Date.UTC(2026, 8, 1, 12, 30);

function renderList() {
  return renderWithApp(
    [
      { path: '/admin/quizzes', element: <QuizListPage /> },
      { path: '/admin/quizzes/:quizId', element: <p>The editor</p> },
    ],
    ['/admin/quizzes'],
  );
}

beforeEach(() => {
  server.use(http.get('/api/site', () => HttpResponse.json(makeSite())));
});

describe('the list of quizzes', () => {
  it('says what players see of each quiz now, with archived quizzes last', async () => {
    server.use(
      http.get('/api/admin/quizzes', () =>
        HttpResponse.json({
          quizzes: [
            makeAdminQuiz({
              id: 'old',
              title: { en: 'Last year', hi: '' },
              status: 'archived',
              archived: true,
            }),
            makeAdminQuiz({
              id: 'quiz1',
              title: { en: 'Day 1 Quiz', hi: 'पहले दिन का क्विज़' },
              status: 'open',
              open: true,
              questionCount: 40,
              completed: 12,
              inProgress: 3,
            }),
            makeAdminQuiz({
              id: 'quiz2',
              title: { en: 'Day 2 Quiz', hi: '' },
              status: 'scheduled',
              open: true,
              opensAt: NINE_ONE_ELEVEN,
              closesAt: NINE_ONE_SIX_PM,
            }),
            makeAdminQuiz({ id: 'fun', kind: 'practice', title: { en: 'Fun Quiz', hi: '' } }),
          ],
        }),
      ),
    );
    renderList();

    expect(await screen.findByRole('heading', { name: 'Quizzes' })).toBeVisible();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Day 1 Quizपहले दिन का क्विज़Quiz & Contest',
      'Day 2 QuizQuiz & Contest',
      'Fun QuizFun & Engagement',
      'Last yearQuiz & Contest',
    ]);
    const [day1, day2, fun, archived] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(day1).getByRole('link', { name: 'Day 1 Quiz' })).toHaveAttribute(
      'href',
      '/admin/quizzes/quiz1',
    );
    expect(day1).toHaveTextContent('Quiz & Contest');
    expect(day1).toHaveTextContent('405 per play, 20 s each');
    expect(within(day1).getByRole('switch', { name: 'Open: Day 1 Quiz' })).toBeChecked();
    expect(within(archived).queryByRole('switch')).toBeNull();
    expect(day1).toHaveTextContent('Open now');
    expect(day1).toHaveTextContent('12 completed3 disqualified or in progress');
    await waitFor(() => expect(day2).toHaveTextContent(/Opens 1 Sept? 2026, 11:00 am/i));
    expect(fun).toHaveTextContent('Fun & Engagement');
    expect(fun).toHaveTextContent('Closed');
    expect(archived).toHaveTextContent('Archived');
    expect(archived).toHaveClass('quiz-row-archived');
    expect(within(archived).getByRole('button', { name: 'Restore Last year' })).toBeVisible();

    // Delete only while nobody has played the quiz.
    expect(within(day1).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(fun).getByRole('button', { name: 'Delete Fun Quiz' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the spreadsheet template' })).toHaveAttribute(
      'href',
      '/api/admin/quiz-template.xlsx',
    );
  });

  it('creates a quiz closed and without a schedule, and opens its editor', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/admin/quizzes', () => HttpResponse.json({ quizzes: [] })));
    const posted = answerPost<QuizInput>('/api/admin/quizzes', () =>
      HttpResponse.json(makeAdminQuiz({ id: 'k3x9' }), { status: 201 }),
    );
    const { router } = renderList();

    await user.click(await screen.findByRole('button', { name: 'New quiz' }));
    expect(screen.getByRole('button', { name: 'New quiz' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.type(screen.getByLabelText(/^Title in English/), 'Day 4 Quiz');
    await user.type(screen.getByLabelText('Title in Hindi (optional)'), 'चौथे दिन का क्विज़');
    await user.click(screen.getByRole('radio', { name: /Fun & Engagement/ }));
    await user.clear(screen.getByLabelText(/^Questions per play/));
    await user.type(screen.getByLabelText(/^Questions per play/), '10');
    await user.clear(screen.getByLabelText(/^Seconds per question/));
    await user.type(screen.getByLabelText(/^Seconds per question/), '30');
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/quizzes/k3x9'));
    expect(posted).toEqual([
      {
        title: { en: 'Day 4 Quiz', hi: 'चौथे दिन का क्विज़' },
        kind: 'practice',
        questionsPerPlay: 10,
        secondsPerQuestion: 30,
        open: false,
        opensAt: null,
        closesAt: null,
        shuffleOptions: true,
      },
    ]);
  });

  it('names a missing English title beside its field and sends nothing', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/admin/quizzes', () => HttpResponse.json({ quizzes: [] })));
    renderList();

    await user.click(await screen.findByRole('button', { name: 'New quiz' }));
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));

    const title = screen.getByLabelText(/^Title in English/);
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('A title in English is required'),
    );
    expect(title).toBeInvalid();
    expect(title).toHaveFocus();
    expect(seenRequests).not.toContain('POST /api/admin/quizzes');
  });

  it('deletes an unplayed quiz only after a confirmation', async () => {
    const user = userEvent.setup();
    let deleted = false;
    server.use(
      http.get('/api/admin/quizzes', () =>
        HttpResponse.json({ quizzes: deleted ? [] : [makeAdminQuiz({ questionCount: 3 })] }),
      ),
      http.delete('/api/admin/quizzes/quiz1', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete Day 1 Quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Day 1 Quiz?' });
    expect(dialog).toHaveTextContent('The quiz and its 3 questions are deleted for good.');
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No quizzes yet.')).toBeVisible();
    expect(deleted).toBe(true);
  });

  it("opens a quiz from its switch on the list, and shows the server's answer", async () => {
    const user = userEvent.setup();
    let open = false;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/quizzes', () =>
        HttpResponse.json({
          quizzes: [makeAdminQuiz({ open, status: open ? 'open' : 'closed' })],
        }),
      ),
      http.put('/api/admin/quizzes/quiz1/open', async ({ request }) => {
        sent.push(await request.json());
        open = true;
        return HttpResponse.json(makeAdminQuiz({ open: true, status: 'open' }));
      }),
    );
    renderList();

    const toggle = await screen.findByRole('switch', { name: 'Open: Day 1 Quiz' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(sent).toEqual([{ open: true }]);
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Day 1 Quiz/ })).toHaveTextContent('Open now'),
    );
    expect(toggle).toBeChecked();
  });
});
