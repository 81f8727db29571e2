// A saved quiz against the server: answers that fail are sent again, and Finish shows the result.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, Me, QuizList, QuizResult, QuizStep } from '../../../common/api';
import { makeMe, makeQuestion, makeQuizList, makeResult } from '../../test/factories';
import { seenRequests, server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { QuizPage } from './quiz-page';
import { TIME_UP_MS } from './time-up-pause';

type AnswerBody = { questionId: number; selected: string | null };

/** The quiz1 endpoints: nothing played yet, Start gives the first question, answers in turn. */
function serveQuiz(...answerReplies: (() => Response)[]) {
  const answers: AnswerBody[] = [];
  server.use(
    http.get('/api/quiz/quiz1/attempt', () =>
      HttpResponse.json<{ attempt: QuizResult | null }>({ attempt: null }),
    ),
    http.post('/api/quiz/quiz1/start', () =>
      HttpResponse.json<QuizStep>({ question: makeQuestion(0) }),
    ),
    http.get('/api/quizzes', () => HttpResponse.json<QuizList>(makeQuizList())),
    // The question is on screen: its seconds as the server now counts them.
    http.post<never, { questionId: number }>('/api/quiz/quiz1/shown', async ({ request }) => {
      const { questionId } = await request.json();
      return HttpResponse.json<QuizStep>({ question: makeQuestion(questionId - 1) });
    }),
    http.post<never, AnswerBody>('/api/quiz/quiz1/answer', async ({ request }) => {
      answers.push(await request.json());
      const reply = answerReplies[answers.length - 1];
      if (!reply) throw new Error(`answer ${answers.length} was not expected`);
      return reply();
    }),
  );
  return answers;
}

const nextStep = (step: QuizStep) => () => HttpResponse.json<QuizStep>(step);

async function startQuiz(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(
    [
      { path: '/fun', element: <p>fun screen</p> },
      { path: '/fun-quiz', element: <QuizPage /> },
    ],
    ['/fun', '/fun-quiz?quizId=quiz1&save=1'],
  );
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  expect(await screen.findByText('Question text 1')).toBeInTheDocument();
}

// jsdom lays nothing out, so it has no scrolling; the connection notice scrolls itself into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

beforeEach(() => {
  server.use(http.get('/api/me', () => HttpResponse.json<Me>(makeMe())));
});

describe('a saved quiz on a flaky connection', () => {
  it.each([
    ['a dropped connection', () => HttpResponse.error()],
    [
      'a server error',
      () =>
        HttpResponse.json<ApiErrorBody>(
          { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
          { status: 503 },
        ),
    ],
  ])('sends an answer lost to %s again, then shows the next question', async (_, failure) => {
    const user = userEvent.setup();
    const answers = serveQuiz(failure, nextStep({ question: makeQuestion(1) }));
    await startQuiz(user);

    await user.click(screen.getByRole('radio', { name: 'Beta' }));
    await user.click(screen.getByRole('button', { name: 'Submit and Next' }));

    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(await screen.findByText('Question text 2', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(answers).toEqual([
      { questionId: 1, selected: 'Beta' },
      { questionId: 1, selected: 'Beta' },
    ]);
    expect(seenRequests.filter((seen) => seen === 'POST /api/quiz/quiz1/answer')).toHaveLength(2);
  });

  it('does not send again an answer the server refused, and shows why', async () => {
    const user = userEvent.setup();
    const answers = serveQuiz(() =>
      HttpResponse.json<ApiErrorBody>(
        {
          error: { code: 'not_current_question', message: 'That question is not the current one' },
        },
        { status: 409 },
      ),
    );
    await startQuiz(user);

    await user.click(screen.getByRole('radio', { name: 'Beta' }));
    await user.click(screen.getByRole('button', { name: 'Submit and Next' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That question is not the current one',
    );
    // The message shows once sending has ended: a 4xx is the server's last word.
    expect(answers).toEqual([{ questionId: 1, selected: 'Beta' }]);
  });
});

describe('finishing a saved quiz', () => {
  it('goes through the five questions, and Finish on the last shows the result', async () => {
    const user = userEvent.setup();
    const answers = serveQuiz(
      nextStep({ question: makeQuestion(1) }),
      nextStep({ question: makeQuestion(2) }),
      nextStep({ question: makeQuestion(3) }),
      nextStep({ question: makeQuestion(4) }),
      nextStep({ result: makeResult({ score: 3, timeTakenSec: 42 }) }),
    );
    await startQuiz(user);

    for (const number of [1, 2, 3, 4]) {
      await screen.findByText(`Question text ${number}`);
      expect(screen.getByText(`Question ${number} of 5`)).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Gamma' }));
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
    }
    await screen.findByText('Question text 5');
    expect(screen.queryByRole('button', { name: 'Submit and Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Delta' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { name: 'Quiz complete' })).toBeInTheDocument();
    expect(screen.getByText('Your score: 3 / 5')).toBeInTheDocument();
    expect(screen.getByText('Time taken: 42 seconds')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await waitFor(() => expect(answers).toHaveLength(5));
    expect(answers.at(-1)).toEqual({ questionId: 5, selected: 'Delta' });
    expect(answers.slice(0, 4).map((answer) => answer.questionId)).toEqual([1, 2, 3, 4]);
  });
});

describe('a question whose time runs out', () => {
  it('is sent unanswered at once, says "Time\'s up" for a moment, then the next question shows', async () => {
    const user = userEvent.setup();
    const answers = serveQuiz(nextStep({ question: makeQuestion(1) }));
    const runningOut = makeQuestion(0, { secondsLeft: 1 });
    server.use(
      http.post('/api/quiz/quiz1/start', () =>
        HttpResponse.json<QuizStep>({ question: runningOut }),
      ),
      http.post<never, { questionId: number }>('/api/quiz/quiz1/shown', async ({ request }) => {
        const { questionId } = await request.json();
        return HttpResponse.json<QuizStep>({
          question: questionId === 1 ? runningOut : makeQuestion(questionId - 1),
        });
      }),
    );
    await startQuiz(user);

    expect(await screen.findByRole('alert', {}, { timeout: 2_000 })).toHaveTextContent("Time's up");
    const saidAt = Date.now();
    await waitFor(() => expect(answers).toEqual([{ questionId: 1, selected: null }]));
    // The server has the answer and the next question is here: the one that ran out still shows.
    expect(screen.getByText('Question text 1')).toBeInTheDocument();
    await screen.findByText('Question text 2', {}, { timeout: 3_000 });
    expect(Date.now() - saidAt).toBeGreaterThan(TIME_UP_MS - 300);
    expect(screen.queryByText("Time's up")).not.toBeInTheDocument();
  });
});
