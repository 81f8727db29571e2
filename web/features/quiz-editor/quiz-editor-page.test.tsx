import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import type { QuestionInput, QuizInput } from '../../../common/quiz';
import { makeSite } from '../../test/factories';
import { answerPost, server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { makeEditorQuestion, makeQuizDetail } from '../../test/quiz-editor-factories';
import type { QuizDetail } from './quiz-editor-api';
import { QuizEditorPage } from './quiz-editor-page';

function renderEditor(detail: QuizDetail) {
  server.use(http.get('/api/admin/quizzes/quiz1', () => HttpResponse.json(detail)));
  return renderWithApp(
    [{ path: '/admin/quizzes/:quizId', element: <QuizEditorPage /> }],
    ['/admin/quizzes/quiz1'],
  );
}

/** The switch's requests, each answered by `reply`. */
function answerSwitch(reply: () => Response): { open: boolean }[] {
  const received: { open: boolean }[] = [];
  server.use(
    http.put('/api/admin/quizzes/quiz1/open', async ({ request }) => {
      received.push((await request.json()) as { open: boolean });
      return reply();
    }),
  );
  return received;
}

const optionInputs = () => screen.getAllByRole('textbox', { name: /^Option \d$/ });

beforeEach(() => {
  server.use(http.get('/api/site', () => HttpResponse.json(makeSite())));
});

describe("a quiz's questions", () => {
  it('adds and removes options within 2 to 6, and sends the question with its correct option', async () => {
    const user = userEvent.setup();
    const posted = answerPost<QuestionInput>('/api/admin/quizzes/quiz1/questions', () =>
      HttpResponse.json(
        {
          ...makeQuizDetail([1]),
          questions: [
            makeEditorQuestion(1, {
              text: 'Capital of India?',
              options: ['Mumbai', 'Delhi'],
              correct: 1,
            }),
          ],
        },
        { status: 201 },
      ),
    );
    renderEditor(makeQuizDetail([]));

    await user.click(await screen.findByRole('button', { name: 'Add question' }));
    expect(optionInputs()).toHaveLength(4);
    const addOption = screen.getByRole('button', { name: 'Add option' });
    await user.click(addOption);
    expect(screen.getByRole('textbox', { name: 'Option 5' })).toHaveFocus();
    await user.click(addOption);
    expect(optionInputs()).toHaveLength(6);
    expect(addOption).toBeDisabled();

    for (const number of [6, 5, 4, 3]) {
      await user.click(screen.getByRole('button', { name: `Remove option ${number}` }));
    }
    expect(optionInputs()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove option 2' })).toBeDisabled();
    expect(addOption).toBeEnabled();

    await user.type(
      screen.getByLabelText(/^Question/, { selector: 'textarea' }),
      'Capital of India?',
    );
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Mumbai');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'Delhi');
    const options = screen.getByRole('group', { name: 'Options (mark the correct one)' });
    await user.click(within(options).getByRole('radio', { name: 'Option 2 is correct' }));
    await user.click(screen.getAllByRole('button', { name: 'Add question' }).at(-1)!);

    await waitFor(() =>
      expect(posted).toEqual([
        { text: 'Capital of India?', options: ['Mumbai', 'Delhi'], correct: 1, explanation: null },
      ]),
    );
    const card = await screen.findByRole('article', { name: 'Question 1' });
    expect(within(card).getByText('Delhi').closest('li')).toHaveTextContent('DelhiCorrect');
    expect(screen.getByRole('button', { name: 'Edit question 1' })).toHaveFocus();
  });

  it('shows the reason the server gives for refusing an option beside that option', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/admin/quizzes/quiz1/questions/1', () =>
        HttpResponse.json<ApiErrorBody>(
          {
            error: {
              code: 'invalid_quiz',
              message: 'Too long',
              field: 'options.1',
              params: { reason: 'tooLong' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderEditor(makeQuizDetail([1]));

    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save question' }));

    const second = screen.getByRole('textbox', { name: 'Option 2' });
    await waitFor(() => expect(second).toHaveAccessibleDescription('Too long'));
    expect(second).toBeInvalid();
    expect(second).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toBeValid();

    await user.type(second, '!');
    expect(second).toBeValid();
  });

  it('sends the new order on a move, keeps the keyboard on the moved question and announces it', async () => {
    const user = userEvent.setup();
    let order: unknown = null;
    server.use(
      http.put('/api/admin/quizzes/quiz1/order', async ({ request }) => {
        order = await request.json();
        return HttpResponse.json(makeQuizDetail([1, 3, 2]));
      }),
    );
    renderEditor(makeQuizDetail([1, 2, 3]));

    await user.click(await screen.findByRole('button', { name: 'Move question 3 up' }));

    await waitFor(() =>
      expect(screen.getByText('Question 3 moved to position 2')).toHaveAttribute('role', 'status'),
    );
    expect(order).toEqual({ ids: [1, 3, 2] });
    const cards = screen
      .getAllByRole('article')
      .map((card) => within(card).getByText(/^Question \d$/, { selector: 'p' }).textContent);
    expect(cards).toEqual(['Question 1', 'Question 3', 'Question 2']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move question 2 up' })).toHaveFocus(),
    );

    // Moved to the top, the question can only go down: the keyboard goes to that button.
    server.use(
      http.put('/api/admin/quizzes/quiz1/order', () =>
        HttpResponse.json(makeQuizDetail([3, 1, 2])),
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move question 1 down' })).toHaveFocus(),
    );
    expect(screen.getByText('Question 2 moved to position 1')).toBeInTheDocument();
  });

  it('marks the correct option in words and points to the regrade when plays were graded by another key', async () => {
    const detail = makeQuizDetail([1]);
    detail.questions = [makeEditorQuestion(1, { correct: 2, plays: 40, playsToRegrade: 7 })];
    renderEditor(detail);

    const card = await screen.findByRole('article', { name: 'Question 1' });
    expect(within(card).getByText('Gamma').closest('li')).toHaveTextContent('GammaCorrect');
    expect(card).toHaveTextContent('Served in 40 finished plays');
    expect(card).toHaveTextContent('7 finished plays were graded by another answer key');
    expect(within(card).getByRole('button', { name: 'Go to the regrade' })).toBeVisible();
  });

  it("shows a question's explanation in its card, and sends an edited one trimmed and an emptied one as none", async () => {
    const user = userEvent.setup();
    const detail = makeQuizDetail([1]);
    detail.questions = [makeEditorQuestion(1, { explanation: 'Alpha comes first.' })];
    const sent: QuestionInput[] = [];
    server.use(
      http.put('/api/admin/quizzes/quiz1/questions/1', async ({ request }) => {
        const input = (await request.json()) as QuestionInput;
        sent.push(input);
        return HttpResponse.json({
          ...detail,
          questions: [makeEditorQuestion(1, { explanation: input.explanation ?? null })],
        });
      }),
    );
    renderEditor(detail);

    const card = await screen.findByRole('article', { name: 'Question 1' });
    expect(card).toHaveTextContent('Explanation: Alpha comes first.');
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const field = screen.getByRole('textbox', {
      name: 'Explanation (shown after the answer in a live game)',
    });
    expect(field).toHaveValue('Alpha comes first.');
    expect(field).not.toBeRequired();
    await user.clear(field);
    await user.type(field, '  Alpha is the first letter.  ');
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(sent.at(-1)?.explanation).toBe('Alpha is the first letter.'));
    expect(await screen.findByRole('article', { name: 'Question 1' })).toHaveTextContent(
      'Explanation: Alpha is the first letter.',
    );

    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    await user.clear(
      screen.getByRole('textbox', { name: 'Explanation (shown after the answer in a live game)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ text: 'Question 1', explanation: null });
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Question 1' })).not.toHaveTextContent(
        'Explanation',
      ),
    );
  });
});

describe("a quiz's settings", () => {
  it('schedules the quiz with one choice: an opening time opens it, in the event’s time zone', async () => {
    const user = userEvent.setup();
    let saved: QuizInput | null = null;
    const detail = makeQuizDetail([1, 2], { completed: 3 });
    server.use(
      http.put('/api/admin/quizzes/quiz1', async ({ request }) => {
        saved = (await request.json()) as QuizInput;
        return HttpResponse.json({
          ...detail.quiz,
          status: 'scheduled',
          opensAt: Date.UTC(2026, 8, 1, 5, 30),
          opensAtLocal: '2026-09-01T11:00',
        });
      }),
    );
    renderEditor(detail);

    const when = await screen.findByRole('group', { name: 'When players can play it' });
    // Played already: where the quiz appears is fixed, and the form says why.
    const contest = screen.getByRole('radio', { name: /Quiz & Contest/ });
    expect(contest).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Where it appears' })).toHaveAccessibleDescription(
      /This quiz has been played/,
    );
    expect(screen.getByText(/^Players see:/)).toHaveTextContent(/^Players see: Closed\.$/);
    // One control: no Open switch beside the time.
    expect(screen.queryByRole('switch', { name: 'Open' })).toBeNull();
    expect(screen.queryByLabelText(/^Opens at \(/)).toBeNull();

    await user.click(within(when).getByRole('radio', { name: /Opens at a time/ }));
    const opens = screen.getByLabelText(/^Opens at \(Asia\/Kolkata time\)/);
    fireEvent.change(opens, { target: { value: '2026-09-01T11:00' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toEqual({
      title: { en: 'Day 1 Quiz', hi: '' },
      kind: 'contest',
      questionsPerPlay: 5,
      secondsPerQuestion: 20,
      open: false,
      opensAt: '2026-09-01T11:00',
      closesAt: null,
      shuffleOptions: true,
    });
    await waitFor(() =>
      expect(screen.getByText(/^Players see:/)).toHaveTextContent(
        /Players see: Opens 1 Sept? 2026, 11:00 am\./i,
      ),
    );
  });

  it('refuses an opening time left empty, and sends Shuffle options as switched', async () => {
    const user = userEvent.setup();
    const saves: QuizInput[] = [];
    const detail = makeQuizDetail([1]);
    server.use(
      http.put('/api/admin/quizzes/quiz1', async ({ request }) => {
        saves.push((await request.json()) as QuizInput);
        return HttpResponse.json({ ...detail.quiz, shuffleOptions: false });
      }),
    );
    renderEditor(detail);

    await user.click(await screen.findByRole('radio', { name: /Opens at a time/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const opens = screen.getByLabelText(/^Opens at \(Asia\/Kolkata time\)/);
    await waitFor(() => expect(opens).toHaveAccessibleDescription(/Enter a date and a time/));
    expect(saves).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /Closed/ }));
    await user.click(screen.getByRole('switch', { name: 'Shuffle options' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ open: false, opensAt: null, shuffleOptions: false });
  });

  it('shows the server’s refusal of the closing time beside it', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/admin/quizzes/quiz1', () =>
        HttpResponse.json<ApiErrorBody>(
          {
            error: {
              code: 'invalid_quiz',
              message: 'Enter a date and a time',
              field: 'closesAt',
              params: { reason: 'scheduleNotATime' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderEditor(makeQuizDetail([], { open: true, status: 'open' }));

    await user.click(await screen.findByRole('button', { name: 'Save settings' }));

    const closes = screen.getByLabelText('Closes at (Asia/Kolkata time)');
    await waitFor(() => expect(closes).toHaveAccessibleDescription(/^Enter a date and a time/));
    expect(closes).toBeInvalid();
    expect(closes).toHaveFocus();
  });

  it('asks before closing a quiz people are playing, with how many plays are under way now', async () => {
    const user = userEvent.setup();
    const open = makeQuizDetail([1], { open: true, status: 'open', inProgress: 12 });
    const switched = answerSwitch(() =>
      HttpResponse.json({ ...open.quiz, open: false, status: 'closed' }),
    );
    renderEditor(open);
    // Counted when Close now is pressed, not as the page was first read.
    server.use(
      http.get('/api/admin/quizzes/quiz1', () =>
        HttpResponse.json({ ...open, quiz: { ...open.quiz, playingNow: 12 } }),
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Close now' }));
    const dialog = await screen.findByRole('dialog', {
      name: '12 people are playing Day 1 Quiz now. Close it?',
    });
    expect(dialog).toHaveTextContent(/can finish the play they started/);
    expect(switched).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close the quiz' }));
    await waitFor(() => expect(switched).toEqual([{ open: false }]));
  });

  it('asks before the settings close a quiz people are playing', async () => {
    const user = userEvent.setup();
    const open = makeQuizDetail([1], { open: true, status: 'open' });
    const saves: QuizInput[] = [];
    server.use(
      http.put('/api/admin/quizzes/quiz1', async ({ request }) => {
        saves.push((await request.json()) as QuizInput);
        return HttpResponse.json({ ...open.quiz, open: false, status: 'closed' });
      }),
    );
    renderEditor(open);
    server.use(
      http.get('/api/admin/quizzes/quiz1', () =>
        HttpResponse.json({ ...open, quiz: { ...open.quiz, playingNow: 1 } }),
      ),
    );

    await user.click(await screen.findByRole('radio', { name: /Closed/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', {
      name: '1 person is playing Day 1 Quiz now. Close it?',
    });
    expect(saves).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close the quiz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ open: false, opensAt: null });
  });

  it('closes a quiz nobody is playing at once, and opens one now', async () => {
    const user = userEvent.setup();
    const open = makeQuizDetail([1], { open: true, status: 'open' });
    const switched = answerSwitch(() =>
      HttpResponse.json({ ...open.quiz, open: false, status: 'closed' }),
    );
    renderEditor(open);

    await user.click(await screen.findByRole('button', { name: 'Close now' }));
    await waitFor(() => expect(switched).toEqual([{ open: false }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an archived quiz read-only, with Restore', async () => {
    renderEditor(makeQuizDetail([1], { archived: true, status: 'archived' }));

    expect(await screen.findByText(/This quiz is archived/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Restore Day 1 Quiz' })).toBeVisible();
    expect(screen.getByLabelText(/^Title in English/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit question 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
  });
});
