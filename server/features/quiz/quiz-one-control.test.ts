import { describe, expect, it } from 'vitest';
import type { QuizList, QuizQuestion, QuizStep } from '../../../common/api.js';
import type { AdminQuiz, QuizDetail } from '../../../common/quiz-editor-api.js';
import { manualClock } from '../../clock.js';
import type { LiveEvent } from '../../live/event-bus.js';
import { serverWithAdminForFile } from '../../test/admin-requests.js';
import { newPlayers } from '../../test/profiles.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ADMIN = '9111100014';
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0));
let server: TestServer;
const newPlayer = newPlayers(() => server.app, 8314000000, 1250);
const call = serverWithAdminForFile(ADMIN, clock, (file) => ({ server } = file));

/** Five questions of four options, each written with its answer first. */
const QUESTIONS: [string, string[]][] = [
  ['Capital of France?', ['Paris', 'Lyon', 'Nice', 'Lille']],
  ['Capital of Japan?', ['Tokyo', 'Osaka', 'Kyoto', 'Nagoya']],
  ['Capital of Italy?', ['Rome', 'Milan', 'Turin', 'Naples']],
  ['Capital of Spain?', ['Madrid', 'Seville', 'Valencia', 'Bilbao']],
  ['Capital of Kenya?', ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru']],
];
const written = (text: string) => QUESTIONS.find(([question]) => question === text)![1];

async function contest(overrides: Record<string, unknown> = {}) {
  const created = await call<AdminQuiz>('POST', '/api/admin/quizzes', {
    title: { en: 'Capitals', hi: '' },
    kind: 'contest',
    questionsPerPlay: 5,
    secondsPerQuestion: 20,
    open: true,
    opensAt: null,
    closesAt: null,
    ...overrides,
  });
  expect(created.status).toBe(201);
  for (const [text, options] of QUESTIONS)
    await call('POST', `/api/admin/quizzes/${created.body.id}/questions`, {
      text,
      options,
      correct: 0,
    });
  return created.body.id;
}

const player = async (team = 'kanpur') =>
  (await newPlayer({ name: 'Colleague', gender: 'female', team })).cookies;
const adminQuiz = async (id: string) =>
  (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body.quiz;
const questionOf = (step: QuizStep): QuizQuestion => {
  if (!('question' in step)) throw new Error('expected a question, got the result');
  return step.question;
};
/** Real time for the schedule's ticks (every 250 ms) to run, twice over. */
const ticks = () => new Promise((resolve) => setTimeout(resolve, 600));

describe(`one schedule control on ${testDatabaseKind}`, () => {
  it('opens a quiz given only an opening time at that minute, and tells open screens then', async () => {
    clock.set(Date.UTC(2026, 8, 1, 5, 0)); // 10:30 in Kolkata
    const id = await contest({ open: false, opensAt: '2026-09-01T11:00' });
    expect(await adminQuiz(id)).toMatchObject({ status: 'scheduled', open: false });
    const cookies = await player();
    const list = async () => (await call<QuizList>('GET', '/api/quizzes', undefined, cookies)).body;
    expect((await list()).upcoming.map((quiz) => quiz.id)).toContain(id);
    expect((await call('POST', `/api/quiz/${id}/start`, {}, cookies)).status).toBe(403);

    await ticks();
    const events: LiveEvent['type'][] = [];
    const stop = server.app.bus.subscribe((event) => events.push(event.type));
    try {
      clock.set(Date.UTC(2026, 8, 1, 5, 29, 59));
      await ticks();
      expect(events).toEqual([]);
      clock.set(Date.UTC(2026, 8, 1, 5, 30));
      await ticks();
      expect(events).toContain('quizzes');
    } finally {
      stop();
    }
    expect((await list()).open.map((quiz) => quiz.id)).toContain(id);
    expect(await adminQuiz(id)).toMatchObject({ status: 'open' });
    expect((await call('POST', `/api/quiz/${id}/start`, {}, cookies)).status).toBe(200);
  });

  it('opens now in place of an opening time still to come, and closes now for good', async () => {
    clock.set(Date.UTC(2026, 8, 1, 5, 0));
    const id = await contest({ open: false, opensAt: '2026-09-01T11:00' });
    const opened = await call<AdminQuiz>('PUT', `/api/admin/quizzes/${id}/open`, { open: true });
    expect(opened.body).toMatchObject({ status: 'open', open: true, opensAt: null });
    const closed = await call<AdminQuiz>('PUT', `/api/admin/quizzes/${id}/open`, { open: false });
    expect(closed.body).toMatchObject({ status: 'closed', open: false, opensAt: null });
    clock.set(Date.UTC(2026, 8, 1, 5, 31));
    expect(await adminQuiz(id)).toMatchObject({ status: 'closed' });

    // A quiz its opening time opened is closed by Close now, and stays closed.
    const other = await contest({ open: false, opensAt: '2026-09-01T11:05' });
    clock.set(Date.UTC(2026, 8, 1, 5, 36));
    expect(await adminQuiz(other)).toMatchObject({ status: 'open' });
    await call('PUT', `/api/admin/quizzes/${other}/open`, { open: false });
    clock.set(Date.UTC(2026, 8, 1, 5, 40));
    expect(await adminQuiz(other)).toMatchObject({ status: 'closed', opensAt: null });
  });

  it('counts the plays under way now, which closing the quiz cuts short', async () => {
    clock.set(Date.UTC(2026, 8, 1, 6, 0));
    const id = await contest();
    expect(await adminQuiz(id)).toMatchObject({ playingNow: 0 });
    const [first, second, third] = [await player(), await player(), await player('lucknow')];
    for (const cookies of [first, second, third])
      expect((await call('POST', `/api/quiz/${id}/start`, {}, cookies)).status).toBe(200);
    // The third finishes: five answers in time.
    let step = (await call<QuizStep>('POST', `/api/quiz/${id}/shown`, { questionId: 1 }, third))
      .body;
    while ('question' in step) {
      const { id: questionId } = step.question;
      step = (
        await call<QuizStep>(
          'POST',
          `/api/quiz/${id}/answer`,
          { questionId, selected: null },
          third,
        )
      ).body;
    }
    expect(await adminQuiz(id)).toMatchObject({ playingNow: 2, inProgress: 2, completed: 1 });
    const listed = (await call<{ quizzes: AdminQuiz[] }>('GET', '/api/admin/quizzes')).body;
    expect(listed.quizzes.find((quiz) => quiz.id === id)).toMatchObject({ playingNow: 2 });
    // Past the question's seconds and the server's patience, a silent play is no longer under way.
    clock.advance(20_000 + server.app.config.quizAbandonAfterMs + 1);
    expect(await adminQuiz(id)).toMatchObject({ playingNow: 0, inProgress: 2 });
  });

  it("serves two colleagues the options in orders of their own, kept through a resume, graded by the answer's text", async () => {
    clock.set(Date.UTC(2026, 8, 1, 7, 0));
    const id = await contest();
    expect(await adminQuiz(id)).toMatchObject({ shuffleOptions: true });
    const orders: Map<number, string[]>[] = [];
    for (const cookies of [await player('bhopal'), await player('bhopal')]) {
      const order = new Map<number, string[]>();
      let step = (await call<QuizStep>('POST', `/api/quiz/${id}/start`, {}, cookies)).body;
      while ('question' in step) {
        const question = questionOf(step);
        order.set(question.id, question.options);
        expect([...question.options].sort()).toEqual([...written(question.question)].sort());
        // A reload reads the play again: the same order.
        const again = (
          await call<QuizStep>(
            'POST',
            `/api/quiz/${id}/shown`,
            { questionId: question.id },
            cookies,
          )
        ).body;
        expect(questionOf(again).options).toEqual(question.options);
        clock.advance(1_000);
        step = (
          await call<QuizStep>(
            'POST',
            `/api/quiz/${id}/answer`,
            { questionId: question.id, selected: written(question.question)[0] },
            cookies,
          )
        ).body;
      }
      expect(step.result.score).toBe(5);
      orders.push(order);
    }
    const [mine, theirs] = orders;
    // Five questions each dealt one of 24 orders: the same deal twice is one chance in 8 million.
    expect(
      [...mine!].some(([question, options]) => theirs!.get(question)!.join() !== options.join()),
    ).toBe(true);
    const asWritten = [...mine!].every(
      ([question, options]) => options.join() === written(QUESTIONS[question - 1]![0]).join(),
    );
    expect(asWritten).toBe(false);
  });

  it('serves the options as written when the quiz does not shuffle them', async () => {
    clock.set(Date.UTC(2026, 8, 1, 8, 0));
    const id = await contest({ shuffleOptions: false });
    expect(await adminQuiz(id)).toMatchObject({ shuffleOptions: false });
    const step = (await call<QuizStep>('POST', `/api/quiz/${id}/start`, {}, await player())).body;
    const question = questionOf(step);
    expect(question.options).toEqual(written(question.question));
    // Saved without the setting, the quiz keeps it.
    await call('PUT', `/api/admin/quizzes/${id}`, {
      title: { en: 'Capitals', hi: '' },
      kind: 'contest',
      questionsPerPlay: 5,
      secondsPerQuestion: 20,
      open: true,
      opensAt: null,
      closesAt: null,
    });
    expect(await adminQuiz(id)).toMatchObject({ shuffleOptions: false });
  });
});
