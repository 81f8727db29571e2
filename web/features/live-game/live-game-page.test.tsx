// The live game on a player's phone against the server's answers: joining with one tap, answering
// and the lock-in, the reveal, a late joiner, an answer sent again through a dropped connection,
// and the countdown by the server's clock.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, Me } from '../../../common/api';
import type { LiveGameMe, LiveGameState, LiveGameView } from '../../../common/live-game';
import type { LiveGameAnswerInput } from '../../../common/live-game-input';
import { QUIZ_ANSWER_GRACE_MS } from '../../../common/quiz';
import { useScreenTakenOver } from '../../components/layout/screen-takeover';
import { makeMe, makeSite, makeTeam } from '../../test/factories';
import { FakeEventSource } from '../../test/fake-event-source';
import { answerPost, server } from '../../test/msw';
import { renderElement } from '../../test/render';
import { GAME_NOW, makeGame, makeLiveMe } from '../../test/live-game-factories';
import { LiveGamePage } from './live-game-page';

/** The server's answer to GET /api/live-game, one per read; the last one stands after that. */
function serveGame(...views: LiveGameView[]) {
  let reads = 0;
  server.use(
    http.get('/api/live-game', () =>
      HttpResponse.json<LiveGameView>(views[Math.min(reads++, views.length - 1)]),
    ),
  );
  return () => reads;
}

const refusal = (code: string, status: number) => () =>
  HttpResponse.json<ApiErrorBody>({ error: { code, message: code } }, { status });

/** The game's screen, and whether the frame has stepped aside, as the app's layout reads it. */
function Screen() {
  const aside = useScreenTakenOver();
  return (
    <>
      <LiveGamePage />
      <span data-testid="frame">{aside ? 'aside' : 'shown'}</span>
    </>
  );
}

const frame = () => screen.getByTestId('frame').textContent;

function openScreen() {
  renderElement(<Screen />, '/live-game');
}

/** The server pushes a move of the game on the signed-in stream. */
async function push(game: LiveGameState | null) {
  await waitFor(() => expect(FakeEventSource.opened.at(-1)?.listeners.has('game')).toBe(true));
  await act(async () => {
    FakeEventSource.opened.at(-1)!.emit('game', JSON.stringify(game));
    // The stream's schemas load with its first event.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const option = (name: string | RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: GAME_NOW });
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  server.use(
    http.get('/api/me', () => HttpResponse.json<Me>(makeMe())),
    http.get('/api/site', () =>
      HttpResponse.json(
        makeSite({
          teams: [
            makeTeam('bhopal', 'Bhopal', 'Shaurya', 50),
            makeTeam('indore', 'Indore', 'Titans', 50),
          ],
        }),
      ),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('joining the live game', () => {
  it('joins with one tap and waits in the lobby with the team', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveGame({ game: makeGame(), me: makeLiveMe({ joined: false, team: 'bhopal' }) });
    let joins = 0;
    server.use(
      http.post('/api/live-game/join', () => {
        joins += 1;
        return HttpResponse.json<LiveGameView>({
          game: makeGame({ joinedTotal: 4 }),
          me: makeLiveMe({ team: 'bhopal' }),
        });
      }),
    );
    openScreen();

    expect(await screen.findByRole('heading', { name: 'Hall quiz' })).toBeVisible();
    expect(screen.getByText('5 questions · 3 players have joined')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Join the game' }));

    expect(await screen.findByRole('status')).toHaveTextContent("You're in");
    expect(await screen.findByText('Playing for Shaurya')).toBeVisible();
    expect(screen.getByText('5 questions · 4 players have joined')).toBeVisible();
    expect(joins).toBe(1);
  });

  it('says so when no game is running, with the way home', async () => {
    serveGame({ game: null, me: null });
    openScreen();
    expect(await screen.findByText('No live game is running right now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('comes back joined after a reload, where the game is', async () => {
    serveGame({
      game: makeGame({ phase: 'question', index: 2 }),
      me: makeLiveMe({ answer: 3, points: 2 }),
    });
    openScreen();
    expect(await screen.findByRole('heading', { name: 'Live question 3' })).toBeVisible();
    expect(option('Delta')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Answer locked in');
  });
});

describe('a question on the phone', () => {
  it('locks in the tapped answer, and the others can no longer be chosen', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveGame({ game: makeGame({ phase: 'question', index: 0 }), me: makeLiveMe() });
    const answers = answerPost<LiveGameAnswerInput>('/api/live-game/answer', () =>
      HttpResponse.json<LiveGameMe>(makeLiveMe({ answer: 1 })),
    );
    openScreen();

    const question = await screen.findByRole('heading', { name: 'Live question 1' });
    // The question has the reader's attention, so a screen reader reads it out first.
    expect(question).toHaveFocus();
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    expect(frame()).toBe('aside');
    const options = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('button');
    expect(options.map((each) => each.textContent)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);

    await user.click(option('Beta'));
    expect(await screen.findByText('Answer locked in')).toBeVisible();
    expect(answers).toEqual([{ gameId: 'g1', index: 0, option: 1 }]);
    expect(option('Beta')).toHaveAttribute('aria-pressed', 'true');
    for (const other of ['Alpha', 'Gamma', 'Delta'])
      expect(option(other)).toHaveAttribute('aria-disabled', 'true');
    await user.click(option('Gamma'));
    expect(answers).toHaveLength(1);
  });

  it('counts down by the server’s clock, whatever the phone’s clock says', async () => {
    // The phone's clock is an hour behind the server's.
    const serverNow = GAME_NOW + 60 * 60_000;
    serveGame({
      game: makeGame({ phase: 'question', now: serverNow, leftMs: 12_000 }),
      me: makeLiveMe(),
    });
    openScreen();
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('12 seconds left');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(timer).toHaveTextContent('9 seconds left');
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(await screen.findByText("Time's up")).toBeVisible();
    expect(option('Alpha')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows Paused, with the seconds held, while the host pauses', async () => {
    const game = makeGame({ phase: 'question' });
    serveGame({
      game: { ...game, question: { ...game.question!, deadline: null, pausedLeftMs: 7_400 } },
      me: makeLiveMe(),
    });
    openScreen();
    expect(await screen.findByText('Paused')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('8 seconds left');
    expect(option('Alpha')).toHaveAttribute('aria-disabled', 'true');
  });

  it('has a late joiner play from the next question', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveGame({
      game: makeGame({ phase: 'question', index: 1 }),
      me: makeLiveMe({ canAnswer: false }),
    });
    const answers = answerPost('/api/live-game/answer', () =>
      HttpResponse.json<LiveGameMe>(makeLiveMe({ answer: 0 })),
    );
    openScreen();
    expect(await screen.findByText('You play from the next question')).toBeVisible();
    await user.click(option('Alpha'));
    expect(answers).toHaveLength(0);

    await push(makeGame({ phase: 'reveal', index: 1 }));
    expect(await screen.findByText('No answer this time')).toBeVisible();
    await push(makeGame({ phase: 'question', index: 2, now: GAME_NOW + 10_000 }));
    await screen.findByRole('heading', { name: 'Live question 3' });
    expect(screen.queryByText('You play from the next question')).toBeNull();
    await user.click(option('Alpha'));
    await waitFor(() => expect(answers).toHaveLength(1));
  });
});

describe('an answer through a dropped connection', () => {
  it('is sent again until it gets through, and then locked in', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveGame({ game: makeGame({ phase: 'question' }), me: makeLiveMe() });
    let tries = 0;
    const answers = answerPost<LiveGameAnswerInput>('/api/live-game/answer', () =>
      ++tries === 1 ? HttpResponse.error() : HttpResponse.json(makeLiveMe({ answer: 2 })),
    );
    openScreen();
    await user.click(await screen.findByRole('button', { name: 'Gamma' }));

    expect(await screen.findByText('Connection lost. Still sending your answer…')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Answer locked in')).toBeVisible();
    expect(answers).toEqual([
      { gameId: 'g1', index: 0, option: 2 },
      { gameId: 'g1', index: 0, option: 2 },
    ]);
  });

  it('stops at the deadline and its grace, and says the answer did not get through', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveGame({ game: makeGame({ phase: 'question', leftMs: 4_000 }), me: makeLiveMe() });
    const answers = answerPost('/api/live-game/answer', () => HttpResponse.error());
    openScreen();
    await user.click(await screen.findByRole('button', { name: 'Alpha' }));
    await act(() => vi.advanceTimersByTimeAsync(4_000 + QUIZ_ANSWER_GRACE_MS + 100));
    expect(await screen.findByText('Your answer did not reach the game in time.')).toBeVisible();
    const sent = answers.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(answers).toHaveLength(sent);
  });

  it('says so when the server took it too late', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveGame({ game: makeGame({ phase: 'question' }), me: makeLiveMe() });
    answerPost('/api/live-game/answer', refusal('game_question_closed', 409));
    openScreen();
    await user.click(await screen.findByRole('button', { name: 'Alpha' }));
    expect(await screen.findByText('Time ran out before your answer arrived.')).toBeVisible();
  });

  it('reads the game again when the phone comes back online', async () => {
    const reads = serveGame(
      { game: makeGame({ phase: 'question' }), me: makeLiveMe() },
      { game: makeGame({ phase: 'question' }), me: makeLiveMe({ answer: 3 }) },
    );
    openScreen();
    await screen.findByRole('heading', { name: 'Live question 1' });
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(option('Delta')).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('the reveal and the podium', () => {
  it('says right, adds the point and places the team', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveGame({ game: makeGame({ phase: 'question' }), me: makeLiveMe({ points: 1 }) });
    answerPost('/api/live-game/answer', () =>
      HttpResponse.json<LiveGameMe>(makeLiveMe({ answer: 1, points: 1 })),
    );
    openScreen();
    await user.click(await screen.findByRole('button', { name: 'Beta' }));
    await screen.findByText('Answer locked in');

    await push({
      ...makeGame({ phase: 'reveal', answer: 1, now: GAME_NOW + 16_000 }),
      reveal: { answer: 1, counts: [0, 2, 1, 0], explanation: 'Beta comes second.', nextAt: null },
    });
    const reveal = await screen.findByText('Right!');
    expect(reveal.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('The answer: Beta')).toBeVisible();
    expect(screen.getByText('Your points: 2')).toBeVisible();
    expect(screen.getByText('Shaurya: 2 of 2 teams')).toBeVisible();
    expect(screen.getByText('Beta comes second.')).toBeVisible();
    expect(option(/Beta/)).toHaveTextContent('Right answer');
  });

  it('says wrong, with the right option, and adds nothing', async () => {
    serveGame({ game: makeGame({ phase: 'question' }), me: makeLiveMe({ answer: 0, points: 1 }) });
    openScreen();
    await screen.findByRole('heading', { name: 'Live question 1' });
    await push(makeGame({ phase: 'reveal', answer: 2, now: GAME_NOW + 16_000 }));
    expect(await screen.findByText('Not this time')).toBeVisible();
    expect(screen.getByText('The answer: Gamma')).toBeVisible();
    expect(screen.getByText('Your points: 1')).toBeVisible();
  });

  it('ends on the podium with the teams and the player’s points, the frame back', async () => {
    serveGame({ game: makeGame({ phase: 'reveal', index: 4 }), me: makeLiveMe({ points: 3 }) });
    openScreen();
    await screen.findByText('Your points: 3');
    await push(makeGame({ phase: 'ended', now: GAME_NOW + 20_000 }));
    expect(await screen.findByRole('heading', { name: 'Game over' })).toBeVisible();
    const teams = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(teams.map((team) => team.textContent)).toEqual(['1.Titans3 points', '2.Shaurya1 point']);
    expect(screen.getByText('Your points: 3')).toBeVisible();
    expect(frame()).toBe('shown');
  });
});
