import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import type { AdminLiveGame, AdminLiveGameView } from '../../../common/live-game';
import type { LiveGameCommandInput, LiveGameKeyInput } from '../../../common/live-game-input';
import { makeSite, makeTeam } from '../../test/factories';
import { FakeEventSource } from '../../test/fake-event-source';
import {
  GAME_ID,
  SERVER_NOW,
  makeConsole,
  makeGameState,
  makePlayed,
  makeQuestion,
} from '../../test/live-game-host-factories';
import { answerPost, seenRequests, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { LiveGamePage } from './live-game-page';

const SITE = makeSite({
  teams: [makeTeam('kanpur', 'Kanpur', 'Dabang', 49), makeTeam('lucknow', 'Lucknow', 'Krrish', 49)],
});

/** The console showing `host`; `show` changes what the game reads as from then on. */
function renderConsole(host: AdminLiveGame) {
  let shown: AdminLiveGameView = { game: host };
  server.use(http.get('/api/admin/live-game', () => HttpResponse.json(shown)));
  renderWithApp([{ path: '/admin/live-game', element: <LiveGamePage /> }], ['/admin/live-game'], {
    site: SITE,
  });
  return {
    show: (next: AdminLiveGame | null) => {
      shown = { game: next };
    },
    reply: () => HttpResponse.json(shown),
  };
}

/** Answers a move with the state `next`, which the game reads as from then on; the bodies sent fill the list. */
function answerMove(
  view: ReturnType<typeof renderConsole>,
  command: string,
  next: AdminLiveGame,
): LiveGameCommandInput[] {
  return answerPost<LiveGameCommandInput>(`/api/admin/live-game/${GAME_ID}/${command}`, () => {
    view.show(next);
    return view.reply();
  });
}

const QUESTION_3 = makeConsole(
  { phase: 'question', question: makeQuestion(2, 12) },
  { answer: 1, counts: [4, 9, 2, 0], answered: 15 },
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the lobby', () => {
  it('shows the joins per team and in all, and starts the first question with the lobby’s place', async () => {
    const user = userEvent.setup();
    const view = renderConsole(makeConsole());
    const started = answerMove(
      view,
      'start',
      makeConsole({ phase: 'question', question: makeQuestion(0) }),
    );

    expect(await screen.findByRole('heading', { name: 'Grand final' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Lobby: people are joining from their phones',
    );
    const joins = screen.getByRole('region', { name: 'Joined so far: 19' });
    expect(within(joins).getByRole('row', { name: /Kanpur \(Dabang\)/ })).toHaveTextContent('12');
    expect(within(joins).getByRole('row', { name: /Lucknow \(Krrish\)/ })).toHaveTextContent('7');
    expect(screen.getByText(/^19 players joined · moves on by the host’s hand/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
    expect(started).toEqual([{ phase: 'lobby', index: -1 }]);
    // The keyboard is on the next move, the pressed one being gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reveal' })).toHaveFocus());
  });
  it('closes a lobby only once asked, which gives the console back to a new game', async () => {
    const user = userEvent.setup();
    const view = renderConsole(makeConsole());
    server.use(
      http.get('/api/admin/quizzes', () => HttpResponse.json({ quizzes: [] })),
      http.get('/api/admin/screens', () => HttpResponse.json([])),
    );
    const closed = answerPost<LiveGameCommandInput>(`/api/admin/live-game/${GAME_ID}/close`, () => {
      view.show(null);
      return view.reply();
    });

    await user.click(await screen.findByRole('button', { name: 'Close the lobby' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the lobby?' });
    expect(dialog).toHaveTextContent('Nobody has played yet');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closed).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close the lobby' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Close the lobby?' })).getByRole('button', {
        name: 'Close the lobby',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'New live game' })).toBeVisible();
    expect(closed).toEqual([{ phase: 'lobby', index: -1 }]);
  });
});

describe('a question', () => {
  it('shows the question, the time left by the server’s clock, the key, and the answers per option', async () => {
    renderConsole(QUESTION_3);

    expect(await screen.findByRole('heading', { name: 'Question 3 of 5' })).toBeVisible();
    expect(screen.getByText('Which river flows through Lucknow? (3)')).toBeVisible();
    // The server's clock is years from this computer's: the countdown is the server's 12 seconds.
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[12] seconds left$/);
    expect(screen.getByText('15 of 19 players answered')).toBeVisible();
    const options = within(screen.getByRole('list', { name: 'Answers per option' })).getAllByRole(
      'listitem',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Gomti4 answers · 27%',
      'Ganga✓ Right answer9 answers · 60%',
      'Yamuna2 answers · 13%',
      'Narmada0 answers · 0%',
    ]);
    // Teams level share their place.
    const points = screen.getByRole('region', { name: 'Points per team' });
    expect(
      within(points)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1Kanpur (Dabang)0', '1Lucknow (Krrish)0']);
  });

  it('reveals with the question’s phase and place', async () => {
    const user = userEvent.setup();
    const view = renderConsole(QUESTION_3);
    const revealed = answerMove(
      view,
      'reveal',
      makeConsole(
        {
          phase: 'reveal',
          question: makeQuestion(2, 0),
          reveal: {
            answer: 1,
            counts: [4, 9, 2, 0],
            explanation: 'The Gomti, not the Ganga.',
            nextAt: null,
          },
        },
        { answer: 1, counts: [4, 9, 2, 0], answered: 15 },
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Reveal' }));

    expect(await screen.findByText('The Gomti, not the Ganga.')).toBeVisible();
    expect(revealed).toEqual([{ phase: 'question', index: 2 }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The answer to question 3 of 5 is revealed',
    );
    expect(screen.getByRole('button', { name: 'Next question' })).toBeVisible();
  });

  it('pauses, then shows the time the pause kept and Resume', async () => {
    const user = userEvent.setup();
    const view = renderConsole(QUESTION_3);
    const paused = answerMove(
      view,
      'pause',
      makeConsole(
        {
          phase: 'question',
          question: { ...makeQuestion(2)!, deadline: null, pausedLeftMs: 7_400 },
        },
        { answer: 1, counts: [4, 9, 2, 0], answered: 15, paused: true },
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Pause' }));

    expect(await screen.findByRole('button', { name: 'Resume' })).toBeVisible();
    expect(paused).toEqual([{ phase: 'question', index: 2 }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus());
    expect(screen.getByRole('timer')).toHaveTextContent('Paused with 8 seconds left');
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
  });

  it('says the time is up, and waits for Reveal, in a game the host moves on', async () => {
    renderConsole(
      makeConsole(
        { phase: 'question', question: makeQuestion(2, 0) },
        { answer: 1, counts: [0, 0, 0, 0] },
      ),
    );

    expect(await screen.findByRole('timer')).toHaveTextContent('Time is up: press Reveal');
  });

  it('offers the podium after the last question’s reveal, with its place', async () => {
    const user = userEvent.setup();
    const lastReveal = makeConsole({
      phase: 'reveal',
      question: makeQuestion(4, 0),
      reveal: { answer: 0, counts: [3, 0, 0, 0], explanation: null, nextAt: null },
    });
    const view = renderConsole(lastReveal);
    const moved = answerMove(
      view,
      'next',
      makeConsole(
        { phase: 'ended' },
        { podium: { teams: [{ team: 'lucknow', count: 3 }], players: [] } },
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Show the podium' }));

    expect(await screen.findByRole('heading', { name: 'Podium' })).toBeVisible();
    expect(moved).toEqual([{ phase: 'reveal', index: 4 }]);
  });
  it('holds up the reveal of a game that runs by itself; a host’s game waits for Next anyway', async () => {
    const reveal = {
      answer: 0,
      counts: [3, 0, 0, 0],
      explanation: null,
      nextAt: SERVER_NOW + 5_000,
    };
    const user = userEvent.setup();
    const view = renderConsole(
      makeConsole({ phase: 'reveal', advance: 'auto', question: makeQuestion(1, 0), reveal }),
    );
    const paused = answerMove(
      view,
      'pause',
      makeConsole(
        {
          phase: 'reveal',
          advance: 'auto',
          question: makeQuestion(1, 0),
          reveal: { ...reveal, nextAt: null },
        },
        { paused: true },
      ),
    );

    expect(await screen.findByRole('timer')).toHaveTextContent(
      /^The answer is on the screens\. The next question in [45] seconds$/,
    );
    await user.click(screen.getByRole('button', { name: 'Pause' }));

    expect(await screen.findByRole('button', { name: 'Resume' })).toBeVisible();
    expect(paused).toEqual([{ phase: 'reveal', index: 1 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
  });

  it('offers no Pause at the reveal of a game the host moves on', async () => {
    renderConsole(
      makeConsole({
        phase: 'reveal',
        question: makeQuestion(1, 0),
        reveal: { answer: 0, counts: [3, 0, 0, 0], explanation: null, nextAt: null },
      }),
    );

    expect(await screen.findByRole('button', { name: 'Next question' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });
});

describe('a move on a game that has moved on', () => {
  it('is refused, says so, and shows the game as it is now', async () => {
    const user = userEvent.setup();
    const view = renderConsole(QUESTION_3);
    const now = makeConsole(
      { phase: 'question', question: makeQuestion(3) },
      { answer: 2, counts: [0, 0, 0, 0] },
    );
    server.use(
      http.post(`/api/admin/live-game/${GAME_ID}/reveal`, () => {
        // Another host pressed first: the game is on the next question.
        view.show(now);
        return HttpResponse.json<ApiErrorBody>(
          {
            error: {
              code: 'game_moved_on',
              message: 'The game moved on before this was pressed. Look again and retry.',
            },
          },
          { status: 409 },
        );
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Reveal' }));

    await findToast('error', 'The game moved on before this was pressed. Look again and retry.');
    expect(await screen.findByRole('heading', { name: 'Question 4 of 5' })).toBeVisible();
  });
});

describe('ending and closing', () => {
  it('asks before ending: Cancel changes nothing, End the game sends the place shown', async () => {
    const user = userEvent.setup();
    const view = renderConsole(QUESTION_3);
    const ended = answerMove(
      view,
      'end',
      makeConsole(
        { phase: 'ended' },
        {
          podium: {
            teams: [
              { team: 'lucknow', count: 12 },
              { team: 'kanpur', count: 9 },
            ],
            players: [
              { rank: 1, name: 'Asha Verma', team: 'lucknow', points: 3 },
              { rank: 2, name: 'Ravi Kumar', team: 'kanpur', points: 2 },
            ],
          },
        },
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'End the game' }));
    const dialog = screen.getByRole('dialog', { name: 'End the game now?' });
    expect(dialog).toHaveTextContent('The questions not played yet are skipped');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ended).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'End the game' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'End the game now?' })).getByRole('button', {
        name: 'End the game',
      }),
    );

    const podium = await screen.findByRole('region', { name: 'Podium' });
    expect(ended).toEqual([{ phase: 'question', index: 2 }]);
    const teams = within(podium).getByRole('region', { name: 'Teams' });
    expect(
      within(teams)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1Lucknow (Krrish)12', '2Kanpur (Dabang)9']);
    const players = within(podium).getByRole('region', { name: 'Top players' });
    expect(
      within(players)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1Asha VermaLucknow (Krrish)3', '2Ravi KumarKanpur (Dabang)2']);
    expect(screen.queryByRole('button', { name: 'End the game' })).toBeNull();
  });

  it('closes an ended game, which gives the host back to a new one', async () => {
    const user = userEvent.setup();
    const view = renderConsole(
      makeConsole({ phase: 'ended' }, { podium: { teams: [], players: [] } }),
    );
    server.use(http.get('/api/admin/quizzes', () => HttpResponse.json({ quizzes: [] })));
    server.use(http.get('/api/admin/screens', () => HttpResponse.json([])));
    const closed = answerPost<LiveGameCommandInput>(`/api/admin/live-game/${GAME_ID}/close`, () => {
      view.show(null);
      return view.reply();
    });

    await user.click(await screen.findByRole('button', { name: 'Close the game' }));

    expect(await screen.findByRole('heading', { name: 'New live game' })).toBeVisible();
    expect(closed).toEqual([{ phase: 'ended', index: -1 }]);
  });
});

describe('the questions played', () => {
  const PLAYED = makeConsole(
    {
      phase: 'reveal',
      question: makeQuestion(1, 0),
      reveal: { answer: 0, counts: [9, 6, 0, 0], explanation: null, nextAt: null },
    },
    { played: [makePlayed(0), makePlayed(1, { right: 4 })] },
  );

  it('lists each with its key and how many were right', async () => {
    renderConsole(PLAYED);

    const played = await screen.findByRole('region', { name: 'Questions played (2)' });
    const rows = within(played).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\. Which river flows through Lucknow\? \(1\)Gomti9 of 15/),
      expect.stringMatching(/^2\. Which river flows through Lucknow\? \(2\)Gomti4 of 15/),
    ]);
  });

  it('changes a key only once asked, to the option chosen', async () => {
    const user = userEvent.setup();
    const view = renderConsole(PLAYED);
    const keys = answerPost<LiveGameKeyInput>(
      `/api/admin/live-game/${GAME_ID}/questions/0/key`,
      () => {
        view.show({
          ...PLAYED,
          played: [makePlayed(0, { answer: 2, right: 2 }), makePlayed(1, { right: 4 })],
        });
        return view.reply();
      },
    );

    await user.click(
      await screen.findByRole('button', { name: 'Change the right answer of question 1' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Change the right answer of question 1?' });
    expect(dialog).toHaveTextContent('Every answer to it is graded again');
    // The key now is said as such; the first other option is chosen to start with.
    expect(
      within(dialog).getByRole('radio', { name: /Gomti\s*The right answer now/ }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Ganga' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(keys).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Change the right answer of question 1' }));
    dialog = screen.getByRole('dialog', { name: 'Change the right answer of question 1?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Yamuna' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change the right answer' }));

    await findToast('success', 'The right answer of question 1 is changed');
    expect(keys).toEqual([{ answer: 2 }]);
    const played = screen.getByRole('region', { name: 'Questions played (2)' });
    await waitFor(() =>
      expect(within(played).getAllByRole('row')[1]).toHaveTextContent(/Yamuna2 of 15/),
    );
  });

  it('voids a question only once asked', async () => {
    const user = userEvent.setup();
    const view = renderConsole(PLAYED);
    const keys = answerPost<LiveGameKeyInput>(
      `/api/admin/live-game/${GAME_ID}/questions/1/key`,
      () => {
        view.show({
          ...PLAYED,
          played: [makePlayed(0), makePlayed(1, { answer: null, right: 0 })],
        });
        return view.reply();
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Void question 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Void question 2?' });
    expect(dialog).toHaveTextContent('It gives nobody a point');
    await user.click(within(dialog).getByRole('button', { name: 'Void this question' }));

    await findToast('success', 'Question 2 voided');
    expect(keys).toEqual([{ answer: null }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Void question 2' })).toBeNull(),
    );
    expect(screen.getByRole('region', { name: 'Questions played (2)' })).toHaveTextContent(
      'Voided',
    );
  });
});

describe('keeping up with the game', () => {
  it('reads the game again when the live stream says it moved', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = [];
    const view = renderConsole(makeConsole());

    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    const reads = () =>
      seenRequests.filter((request) => request === 'GET /api/admin/live-game').length;
    const before = reads();
    view.show(makeConsole({ phase: 'question', question: makeQuestion(0) }));
    const stream = FakeEventSource.opened.find((source) => source.url === '/api/live')!;
    act(() =>
      stream.emit(
        'game',
        JSON.stringify(makeGameState({ phase: 'question', question: makeQuestion(0) })),
      ),
    );

    expect(await screen.findByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
    expect(reads()).toBeGreaterThan(before);
  });

  it('reads the game every second while the host is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: SERVER_NOW - 1e9 });
    const view = renderConsole(makeConsole());

    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    view.show(
      makeConsole({
        joined: [
          { team: 'kanpur', count: 20 },
          { team: 'lucknow', count: 7 },
        ],
        joinedTotal: 27,
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    expect(await screen.findByRole('region', { name: 'Joined so far: 27' })).toBeVisible();
  });
});
