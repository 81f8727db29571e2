import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import type { AdminLiveGameView } from '../../../common/live-game';
import type { LiveGameOpenInput } from '../../../common/live-game-input';
import type { AdminScreenLink } from '../../../common/venue-api';
import { makeConsole } from '../../test/live-game-host-factories';
import { answerPost, seenRequests, server } from '../../test/msw';
import { makeAdminQuiz } from '../../test/quiz-editor-factories';
import { findToast, renderWithApp } from '../../test/render';
import { LiveGamePage } from './live-game-page';

const QUIZZES = [
  makeAdminQuiz({ id: 'day1', title: { en: 'Day 1 Quiz', hi: '' }, questionCount: 10 }),
  makeAdminQuiz({ id: 'empty', title: { en: 'Still empty', hi: '' }, questionCount: 0 }),
  makeAdminQuiz({
    id: 'warmup',
    kind: 'practice',
    title: { en: 'Warm-up', hi: '' },
    questionCount: 1,
  }),
  makeAdminQuiz({
    id: 'old',
    archived: true,
    title: { en: 'Last year', hi: '' },
    questionCount: 8,
  }),
];

const HALL_A = '2b6f0d4e-0000-4000-8000-00000000000a';
const HALL_B = '2b6f0d4e-0000-4000-8000-00000000000b';

function makeLink(id: string, name: string, revokedAt: number | null = null): AdminScreenLink {
  return {
    id,
    name,
    token: 'k'.repeat(43),
    quizId: null,
    names: 'full',
    createdAt: Date.UTC(2026, 8, 1),
    createdBy: 'Asha Verma',
    revokedAt,
    shows: 'auto',
  };
}

const LINKS = [
  makeLink(HALL_A, 'Hall A'),
  makeLink(HALL_B, 'Hall B'),
  makeLink('2b6f0d4e-0000-4000-8000-00000000000c', 'Old foyer', Date.UTC(2026, 8, 2)),
];

/** The console with no game; `open` answers the lobby's opening and the reads after it. */
function renderNoGame({ quizzes = QUIZZES, links = LINKS } = {}) {
  let shown: AdminLiveGameView = { game: null };
  server.use(
    http.get('/api/admin/live-game', () => HttpResponse.json(shown)),
    http.get('/api/admin/quizzes', () => HttpResponse.json({ quizzes })),
    http.get('/api/admin/screens', () => HttpResponse.json(links)),
  );
  renderWithApp([{ path: '/admin/live-game', element: <LiveGamePage /> }], ['/admin/live-game']);
  return {
    opened: answerPost<LiveGameOpenInput>('/api/admin/live-game', () => {
      shown = { game: makeConsole() };
      return HttpResponse.json(shown);
    }),
  };
}

const findForm = () => screen.findByRole('form', { name: 'New live game' });

describe('opening a live game', () => {
  it('offers the quizzes with questions, contests and practice quizzes alike, not archived ones', async () => {
    renderNoGame();

    expect(await screen.findByRole('heading', { level: 2, name: 'Live game' })).toBeVisible();
    const quiz = within(await findForm()).getByRole('combobox', { name: /^Quiz/ });
    expect(
      within(quiz)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Day 1 Quiz · contest · 10 questions', 'Warm-up · practice quiz · 1 question']);
    expect(quiz).toHaveValue('day1');
  });

  it('opens a lobby with the settings as they start: 20 seconds, the host’s hand, team points, every screen', async () => {
    const user = userEvent.setup();
    const { opened } = renderNoGame();

    const form = await findForm();
    expect(within(form).getByRole('spinbutton', { name: /^Seconds per question/ })).toHaveValue(20);
    expect(within(form).getByRole('radio', { name: /By the host’s hand/ })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'Counts for the team points' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: /Every screen link/ })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Open the lobby' }));

    await findToast('success', 'The lobby is open: people can join from their phones');
    expect(opened).toEqual([
      { quizId: 'day1', seconds: 20, advance: 'host', countsForTeams: true, screens: null },
    ]);
    // The console takes the game's place.
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New live game' })).toBeNull();
  });

  it('sends the quiz, seconds, pace, podium-only and the screens picked, live links only', async () => {
    const user = userEvent.setup();
    const { opened } = renderNoGame();

    const form = await findForm();
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Quiz/ }), 'warmup');
    const seconds = within(form).getByRole('spinbutton', { name: /^Seconds per question/ });
    await user.clear(seconds);
    await user.type(seconds, '45');
    await user.click(within(form).getByRole('radio', { name: /By itself/ }));
    await user.click(within(form).getByRole('switch', { name: 'Counts for the team points' }));
    await user.click(within(form).getByRole('radio', { name: /The screens I pick/ }));
    const picked = within(form).getByRole('group', { name: 'Screens that show the game' });
    expect(
      within(picked)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Hall A', 'Hall B']);
    await user.click(within(picked).getByRole('checkbox', { name: 'Hall B' }));
    await user.click(within(form).getByRole('button', { name: 'Open the lobby' }));

    await waitFor(() =>
      expect(opened).toEqual([
        {
          quizId: 'warmup',
          seconds: 45,
          advance: 'auto',
          countsForTeams: false,
          screens: [HALL_B],
        },
      ]),
    );
  });

  it('refuses seconds out of range, and no screen picked, before sending anything', async () => {
    const user = userEvent.setup();
    renderNoGame();

    const form = await findForm();
    const seconds = within(form).getByRole('spinbutton', { name: /^Seconds per question/ });
    await user.clear(seconds);
    await user.type(seconds, '121');
    await user.click(within(form).getByRole('radio', { name: /The screens I pick/ }));
    await user.click(within(form).getByRole('button', { name: 'Open the lobby' }));

    await waitFor(() => expect(seconds).toHaveFocus());
    expect(seconds).toBeInvalid();
    expect(seconds).toHaveAccessibleDescription(
      /Seconds per question must be a whole number from 5 to 120/,
    );
    expect(
      within(form).getByRole('group', { name: 'Screens that show the game' }),
    ).toHaveAccessibleDescription('Pick at least one screen');
    expect(seenRequests).not.toContain('POST /api/admin/live-game');
  });

  it('says why a lobby cannot open when no quiz has questions', async () => {
    renderNoGame({ quizzes: [QUIZZES[1]!, QUIZZES[3]!] });

    expect(
      await screen.findByText(
        'No quiz has questions yet. Add questions to a quiz in Quizzes first.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the lobby' })).toBeNull();
  });

  it('says the game runs already when another organiser opened one meanwhile, and shows it', async () => {
    const user = userEvent.setup();
    let shown: AdminLiveGameView = { game: null };
    server.use(
      http.get('/api/admin/live-game', () => HttpResponse.json(shown)),
      http.get('/api/admin/quizzes', () => HttpResponse.json({ quizzes: QUIZZES })),
      http.get('/api/admin/screens', () => HttpResponse.json([])),
      http.post('/api/admin/live-game', () => {
        shown = { game: makeConsole() };
        return HttpResponse.json<ApiErrorBody>(
          {
            error: {
              code: 'game_running',
              message: 'A live game is already running. End it first.',
            },
          },
          { status: 409 },
        );
      }),
    );
    renderWithApp([{ path: '/admin/live-game', element: <LiveGamePage /> }], ['/admin/live-game']);

    const form = await findForm();
    expect(
      within(form).getByText(
        'No screen links yet: make one in Screens to show the game on a big screen.',
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Open the lobby' }));

    await findToast('error', 'A live game is already running. End it first.');
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
  });
});
