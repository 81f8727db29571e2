import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me, QuizQuestion, QuizResult, QuizStep } from '../../../common/api';
import { messages } from '../../../common/messages';
import { makeMe, makeProfile, makeQuestion, makeQuizList } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import { authKeys } from '../auth/auth-api';
import { QuizPage } from './quiz-page';

const phone = '+919000000001';
const me: Me = makeMe({
  uid: 'u1',
  phoneNumber: phone,
  profile: makeProfile({
    employeeId: 'E1',
    name: 'Quiz Player',
    phone,
    phoneNumber: phone,
    createdAt: 1,
    updatedAt: 1,
  }),
});
const question = (index: number, secondsLeft = 20): QuizQuestion =>
  makeQuestion(index, { secondsLeft });

/**
 * The server as the page sees it; each answer is taken from `answers` in turn. The previous play
 * is none until the first answer has been answered, then `recordAfter`.
 */
function fakeServer(
  first: QuizQuestion,
  answers: (() => Response | Promise<Response>)[],
  recordAfter: QuizResult | null = null,
) {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  let answered = false;
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/me') return json(me);
    if (url === '/api/quiz/quiz1/attempt') return json({ attempt: answered ? recordAfter : null });
    if (url === '/api/quiz/quiz1/start') return json({ question: first } satisfies QuizStep);
    if (url === '/api/quizzes') return json(makeQuizList());
    // The question is on screen: the server's count of its seconds is the one it was sent with.
    if (url === '/api/quiz/quiz1/shown') return json({ question: first } satisfies QuizStep);
    if (url === '/api/quiz/quiz1/answer') {
      const next = answers.shift();
      if (!next) throw new Error('no answer scripted');
      const response = await next();
      answered = true;
      return response;
    }
    throw new TypeError(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    answerCalls: () => fetch.mock.calls.filter(([url]) => url.endsWith('/answer')).length,
  };
}
const dropped = () => Promise.reject(new TypeError('Failed to fetch'));
const next = (step: QuizStep) => () => new Response(JSON.stringify(step), { status: 200 });

let queryClient: QueryClient;
function QuizWithClient() {
  const client = useQueryClient();
  useEffect(() => {
    queryClient = client;
  }, [client]);
  return <QuizPage />;
}
const routes = [
  { path: '/fun', element: <p>fun screen</p> },
  { path: '/fun-quiz', element: <QuizWithClient /> },
];

async function startSavedQuiz(user: ReturnType<typeof userEvent.setup>) {
  const view = renderWithApp(routes, ['/fun', '/fun-quiz?quizId=quiz1&save=1']);
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  await screen.findByText('Question text 1');
  return view;
}

describe('saved quiz play on a flaky connection', () => {
  beforeEach(() => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    // jsdom lays nothing out, so it has no scrolling either.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says it is reconnecting while a lost answer is sent again, then shows the next question', async () => {
    const user = userEvent.setup();
    const server = fakeServer(question(0), [dropped, next({ question: question(1) })]);
    await startSavedQuiz(user);
    await user.click(screen.getByRole('radio', { name: 'Beta' }));
    await user.click(screen.getByRole('button', { name: 'Submit and Next' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.getByRole('button', { name: 'Submit and Next' })).toBeDisabled();
    expect(await screen.findByText('Question text 2')).toBeInTheDocument();
    expect(server.answerCalls()).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offers Try again once the question’s time is over, and sends at once when pressed', async () => {
    const user = userEvent.setup();
    // No time left: the card sends "unanswered" at once, and the server waits 2 s more.
    const server = fakeServer(question(0, 0), [
      dropped,
      dropped,
      dropped,
      dropped,
      dropped,
      next({ question: question(1) }),
    ]);
    await startSavedQuiz(user);
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Still reconnecting…');
    expect(screen.queryByRole('button', { name: 'Submit and Next' })).not.toBeInTheDocument();
    const before = server.answerCalls();
    // Far from the next scheduled retry (1 s, then 2 s apart), so only the button can send now.
    await user.click(tryAgain);
    await waitFor(() => expect(server.answerCalls()).toBe(before + 1), { timeout: 300 });
  });

  it('says the play has ended when the connection came back too late, and shows the disqualification', async () => {
    const user = userEvent.setup();
    const abandoned = () =>
      new Response(
        JSON.stringify({ error: { code: 'quiz_abandoned', message: messages.quizAbandoned } }),
        {
          status: 409,
        },
      );
    const record: QuizResult = {
      quizId: 'quiz1',
      status: 'in-progress',
      score: 0,
      total: 5,
      disqualified: true,
      startedAt: 1,
      finishedAt: null,
      timeTakenSec: null,
      answers: [],
    };
    fakeServer(question(0), [dropped, abandoned], record);
    await startSavedQuiz(user);
    await user.click(screen.getByRole('radio', { name: 'Beta' }));
    await user.click(screen.getByRole('button', { name: 'Submit and Next' }));

    expect(
      await screen.findByText(
        'This play ended because no answer reached us for too long. You have been disqualified and cannot play again.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(
      await screen.findByText(
        'You exited or refreshed during the quiz. You have been disqualified and cannot play again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Question text 1')).not.toBeInTheDocument();
  });

  it('asks before leaving a quiz in play; Stay keeps the question, Leave goes', async () => {
    const user = userEvent.setup();
    fakeServer(question(0), []);
    const { router } = await startSavedQuiz(user);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Leave the quiz?' })).toHaveTextContent(
      'Leaving now disqualifies you',
    );
    // Staying is the main choice, and the one Enter takes; leaving is the other.
    const stay = screen.getByRole('button', { name: 'Stay' });
    await waitFor(() => expect(stay).toHaveFocus());
    expect(stay).toHaveClass('button-primary');
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveClass('button-secondary');
    await user.click(stay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Question text 1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fun-quiz');

    await act(() => router.navigate('/fun'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('fun screen')).toBeInTheDocument();
  });

  it('lets a player who signed out go without asking: the session, and the quiz, are already over', async () => {
    const user = userEvent.setup();
    fakeServer(question(0), []);
    const { router } = await startSavedQuiz(user);
    await act(() => {
      queryClient.setQueryData(authKeys.me(), null);
      return router.navigate('/fun');
    });
    expect(await screen.findByText('fun screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the player leave freely before Start and after the result', async () => {
    const user = userEvent.setup();
    fakeServer(question(0), [next({ result: { ...result, score: 1 } })]);
    const { router } = renderWithApp(routes, ['/fun', '/fun-quiz?quizId=quiz1&save=1']);
    await screen.findByRole('button', { name: 'Start' });
    await act(() => router.navigate(-1));
    expect(await screen.findByText('fun screen')).toBeInTheDocument();

    await act(() => router.navigate('/fun-quiz?quizId=quiz1&save=1'));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('radio', { name: 'Alpha' }));
    await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
    await screen.findByText('Your score: 1 / 5');
    await act(() => router.navigate('/fun'));
    expect(await screen.findByText('fun screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

const result = {
  quizId: 'quiz1',
  status: 'completed' as const,
  total: 5,
  score: 0,
  disqualified: false,
  startedAt: 1,
  finishedAt: 2,
  timeTakenSec: 1,
  answers: [],
};
