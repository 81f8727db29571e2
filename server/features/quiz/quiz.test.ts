import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuizQuestion, QuizStep } from '../../../common/api.js';
import type { SeedQuestion } from '../../../common/quiz.js';
import { manualClock } from '../../clock.js';
import { registeredUser } from '../../test/profiles.js';
import { signInTestUser } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

const quizIds = Object.fromEntries(
  ['quiz1', 'quiz2', 'funquiz'].map((quizId) => [
    quizId,
    JSON.parse(fs.readFileSync(`content/questions/${quizId}.json`, 'utf8')) as SeedQuestion[],
  ]),
);
const answerOf = (quizId: string, id: number) => quizIds[quizId]!.find((q) => q.id === id)!.answer;
const wrongOf = (quizId: string, id: number) =>
  quizIds[quizId]!.find((q) => q.id === id)!.options.find((o) => o !== answerOf(quizId, id))!;

const clock = manualClock();
let server: TestServer;
let phone = 8100000000;
let code = 1100;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.app.db.updateTable('quizzes').set({ enabled: 1 }).execute();
});

/** A signed-in user with a complete profile in the given team. */
async function player(team = 'kanpur') {
  phone += 1;
  code += 1;
  const fields = { employeeId: `EMP${code}`, name: 'Quiz Player', gender: 'female', team };
  return (await registeredUser(server.app, String(phone), fields)).cookies;
}

const start = (cookies: Record<string, string>, quizId = 'quiz1') =>
  server.app.inject({ method: 'POST', url: `/api/quiz/${quizId}/start`, cookies });
const answer = (cookies: Record<string, string>, body: object, quizId = 'quiz1') =>
  server.app.inject({ method: 'POST', url: `/api/quiz/${quizId}/answer`, cookies, payload: body });
const points = async (team: string) =>
  (
    await server.app.db
      .selectFrom('team_counters')
      .select('points')
      .where('team', '=', team)
      .executeTakeFirstOrThrow()
  ).points;

const questionOf = (step: QuizStep): QuizQuestion => {
  if (!('question' in step)) throw new Error('expected a question, got the result');
  return step.question;
};
/** The attempt as stored, to compare before and after a retry. */
const attemptRow = async (cookies: Record<string, string>, quizId = 'quiz1') => {
  const me = (await server.app.inject({ url: '/api/me', cookies })).json<{ uid: string }>();
  return server.app.db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', me.uid)
    .where('quiz_id', '=', quizId)
    .executeTakeFirstOrThrow();
};
const finishes = async () =>
  (await server.app.metrics.quizFinishes.get()).values.find((v) => v.labels.quiz_id === 'quiz1')
    ?.value ?? 0;

describe(`saved quiz play on ${testDatabaseKind}`, () => {
  it('writes the start record, serves 5 questions one at a time without answers, grades and adds the score to the team', async () => {
    const cookies = await player('varanasi');
    const before = await points('varanasi');
    const started = await start(cookies);
    expect(started.statusCode).toBe(200);
    let step = started.json<QuizStep>();

    const record = await server.app.inject({ url: '/api/quiz/quiz1/attempt', cookies });
    expect(record.json()).toMatchObject({
      attempt: { status: 'in-progress', score: 0, disqualified: true },
    });

    const seen: number[] = [];
    let correct = 0;
    while ('question' in step) {
      const question: QuizQuestion = step.question;
      expect(question).toMatchObject({ index: seen.length, total: 5, secondsLeft: 20 });
      expect(JSON.stringify(question)).not.toContain('answer');
      seen.push(question.id);
      clock.advance(3_000);
      // Right on the 1st, 3rd and 5th, wrong on the others.
      const right = seen.length % 2 === 1;
      if (right) correct += 1;
      const response = await answer(cookies, {
        questionId: question.id,
        selected: right ? answerOf('quiz1', question.id) : wrongOf('quiz1', question.id),
      });
      expect(response.statusCode).toBe(200);
      step = response.json<QuizStep>();
    }
    expect(new Set(seen).size).toBe(5);
    expect(seen.every((id) => id >= 1 && id <= 20)).toBe(true);
    expect(step.result).toMatchObject({
      status: 'completed',
      score: correct,
      disqualified: false,
      timeTakenSec: 15,
    });
    expect(step.result.answers.map((a) => a.id)).toEqual(seen);
    expect(await points('varanasi')).toBe(before + 3);
  });

  it('counts an answer at 21 s and treats one at 23 s as unanswered', async () => {
    const cookies = await player();
    let step = (await start(cookies)).json<QuizStep>();
    const first = 'question' in step ? step.question : null;
    clock.advance(21_000);
    step = (
      await answer(cookies, { questionId: first!.id, selected: answerOf('quiz1', first!.id) })
    ).json<QuizStep>();
    const second = 'question' in step ? step.question : null;
    clock.advance(23_000);
    step = (
      await answer(cookies, { questionId: second!.id, selected: answerOf('quiz1', second!.id) })
    ).json<QuizStep>();
    for (let i = 0; i < 3; i++) {
      const question = 'question' in step ? step.question : null;
      step = (await answer(cookies, { questionId: question!.id, selected: null })).json<QuizStep>();
    }
    expect('result' in step && step.result.answers.slice(0, 2)).toEqual([
      { id: first!.id, selected: answerOf('quiz1', first!.id) },
      { id: second!.id, selected: null },
    ]);
    expect('result' in step && step.result.score).toBe(1);
  });

  it('refuses an answer to a question not served, and one to a question older than the last answered', async () => {
    const cookies = await player();
    let step = (await start(cookies)).json<QuizStep>();
    const first = questionOf(step);
    const notServed = quizIds.quiz1!.map((q) => q.id).find((id) => id !== first.id)!;
    const wrong = await answer(cookies, { questionId: notServed, selected: null });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ error: { code: 'not_current_question' } });

    step = (await answer(cookies, { questionId: first.id, selected: null })).json<QuizStep>();
    const second = questionOf(step);
    expect((await answer(cookies, { questionId: second.id, selected: null })).statusCode).toBe(200);
    const older = await answer(cookies, { questionId: first.id, selected: null });
    expect(older.statusCode).toBe(409);
    expect(older.json()).toMatchObject({ error: { code: 'not_current_question' } });
    expect((await attemptRow(cookies)).current_index).toBe(2);
  });

  it('answers a repeated answer with the same next question, timed from when it was served, and records it once', async () => {
    const cookies = await player();
    const first = questionOf((await start(cookies)).json<QuizStep>());
    clock.advance(3_000);
    const sent = { questionId: first.id, selected: answerOf('quiz1', first.id) };
    const once = await answer(cookies, sent);
    expect(once.statusCode).toBe(200);
    const next = questionOf(once.json<QuizStep>());
    expect(next).toMatchObject({ index: 1, secondsLeft: 20 });
    const afterOne = await attemptRow(cookies);

    clock.advance(5_000);
    const again = await answer(cookies, sent);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ question: { ...next, secondsLeft: 15 } });
    // A retry carrying another choice still gets the answer recorded first.
    const other = await answer(cookies, { ...sent, selected: wrongOf('quiz1', first.id) });
    expect(other.json()).toEqual({ question: { ...next, secondsLeft: 15 } });
    expect(await attemptRow(cookies)).toEqual(afterOne);
    expect(JSON.parse(afterOne.answers)).toEqual([{ id: first.id, selected: sent.selected }]);

    const third = await answer(cookies, { questionId: next.id, selected: null });
    expect(questionOf(third.json<QuizStep>())).toMatchObject({ index: 2 });
  });

  it('returns the same result to a repeated final answer, and adds the points and the finish once', async () => {
    const cookies = await player('bhopal');
    const before = await points('bhopal');
    const finishesBefore = await finishes();
    let step = (await start(cookies)).json<QuizStep>();
    let last: QuizQuestion | null = null;
    let final: Awaited<ReturnType<typeof answer>> | undefined;
    while ('question' in step) {
      last = step.question;
      clock.advance(2_000);
      final = await answer(cookies, { questionId: last.id, selected: answerOf('quiz1', last.id) });
      step = final.json<QuizStep>();
    }
    expect(step.result).toMatchObject({ status: 'completed', score: 5, disqualified: false });
    expect(await points('bhopal')).toBe(before + 5);

    clock.advance(10_000);
    const again = await answer(cookies, {
      questionId: last!.id,
      selected: answerOf('quiz1', last!.id),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(final!.json());
    expect(await points('bhopal')).toBe(before + 5);
    expect(await finishes()).toBe(finishesBefore + 1);
  });

  it('counts an answer that first arrives after 22 s as unanswered even when it is a retry, and keeps one recorded in time', async () => {
    const cookies = await player();
    const first = questionOf((await start(cookies)).json<QuizStep>());
    // The first sending was lost on the way; this retry is the first the server hears of it.
    clock.advance(22_001);
    const late = { questionId: first.id, selected: answerOf('quiz1', first.id) };
    const second = questionOf((await answer(cookies, late)).json<QuizStep>());
    clock.advance(3_000);
    expect(questionOf((await answer(cookies, late)).json<QuizStep>())).toEqual({
      ...second,
      secondsLeft: 17,
    });

    clock.advance(1_000);
    const inTime = { questionId: second.id, selected: answerOf('quiz1', second.id) };
    let step = (await answer(cookies, inTime)).json<QuizStep>();
    // Its response was lost too; the retry comes long after the question's time.
    clock.advance(40_000);
    expect((await answer(cookies, inTime)).json()).toEqual({
      question: { ...questionOf(step), secondsLeft: 0 },
    });
    while ('question' in step) {
      step = (
        await answer(cookies, { questionId: step.question.id, selected: null })
      ).json<QuizStep>();
    }
    expect(step.result.answers.slice(0, 2)).toEqual([
      { id: first.id, selected: null },
      { id: second.id, selected: answerOf('quiz1', second.id) },
    ]);
    expect(step.result.score).toBe(1);
  });

  it('refuses an answer that is not one of the options, and any score the client sends', async () => {
    const cookies = await player();
    const step = (await start(cookies)).json<QuizStep>();
    const first = 'question' in step ? step.question : null;
    expect(
      (await answer(cookies, { questionId: first!.id, selected: 'Not an option' })).statusCode,
    ).toBe(400);
    expect(
      (await answer(cookies, { questionId: first!.id, selected: null, score: 5 })).statusCode,
    ).toBe(400);
  });

  it('gives two answers sent at the same moment the same step, and adds points once', async () => {
    const cookies = await player('gorakhpur');
    const before = await points('gorakhpur');
    let step = (await start(cookies)).json<QuizStep>();
    for (;;) {
      const { id } = questionOf(step);
      const both = await Promise.all([
        answer(cookies, { questionId: id, selected: answerOf('quiz1', id) }),
        answer(cookies, { questionId: id, selected: answerOf('quiz1', id) }),
      ]);
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(both[0].json()).toEqual(both[1].json());
      step = both[0].json<QuizStep>();
      if ('result' in step) break;
    }
    expect(step.result.score).toBe(5);
    expect(step.result.answers).toHaveLength(5);
    expect(await points('gorakhpur')).toBe(before + 5);
  });

  it('makes one attempt of two concurrent starts, and refuses a replay', async () => {
    const cookies = await player();
    const both = await Promise.all([start(cookies), start(cookies)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const replay = await start(cookies);
    expect(replay.json()).toMatchObject({
      error: { code: 'already_played', message: 'You have already played this quiz' },
    });
    const attempts = await server.app.db
      .selectFrom('quiz_attempts')
      .select('id')
      .where('quiz_id', '=', 'quiz1')
      .execute();
    expect(attempts.length).toBeGreaterThan(0);
  });

  it('refuses saved play of a quizId whose flag is off', async () => {
    const cookies = await player();
    await server.app.db
      .updateTable('quizzes')
      .set({ enabled: 0 })
      .where('id', '=', 'quiz2')
      .execute();
    const response = await start(cookies, 'quiz2');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'quiz_closed' } });
    expect((await server.app.inject({ url: '/api/quiz/quiz2/attempt', cookies })).json()).toEqual({
      attempt: null,
    });
    const list = (await server.app.inject({ url: '/api/quizzes', cookies })).json<{
      open: { id: string }[];
    }>();
    expect(list.open.map((quiz) => quiz.id)).toEqual(['funquiz', 'quiz1', 'quiz3']);
  });

  it('leaves an attempt in progress as the disqualification record', async () => {
    const cookies = await player();
    await start(cookies, 'quiz3');
    const record = (await server.app.inject({ url: '/api/quiz/quiz3/attempt', cookies })).json<{
      attempt: { status: string; disqualified: boolean };
    }>();
    expect(record.attempt).toMatchObject({ status: 'in-progress', disqualified: true });
    expect((await start(cookies, 'quiz3')).statusCode).toBe(409);
  });

  it('resumes a play whose answer arrives within a minute of its question running out, that question unanswered', async () => {
    const cookies = await player('gorakhpur');
    const first = questionOf((await start(cookies)).json<QuizStep>());
    // The connection dropped: the answer reaches the server 20 s + 59 s after the question was served.
    clock.advance(79_000);
    const resumed = await answer(cookies, {
      questionId: first.id,
      selected: answerOf('quiz1', first.id),
    });
    expect(resumed.statusCode).toBe(200);
    let step = resumed.json<QuizStep>();
    for (let i = 1; i < 5; i++) {
      const question = questionOf(step);
      clock.advance(5_000);
      step = (
        await answer(cookies, { questionId: question.id, selected: answerOf('quiz1', question.id) })
      ).json<QuizStep>();
    }
    if (!('result' in step)) throw new Error('expected the result');
    expect(step.result).toMatchObject({ status: 'completed', disqualified: false, score: 4 });
    expect(step.result.answers[0]).toEqual({ id: first.id, selected: null });
  });

  it('ends a play abandoned for over a minute after its question ran out: answers and retries change nothing', async () => {
    const cookies = await player('bhopal');
    let step = (await start(cookies)).json<QuizStep>();
    const first = questionOf(step);
    step = (
      await answer(cookies, { questionId: first.id, selected: answerOf('quiz1', first.id) })
    ).json<QuizStep>();
    const second = questionOf(step);
    const before = await attemptRow(cookies);
    const teamBefore = await points('bhopal');
    // The player left for the answers elsewhere: 20 s for the question, then a minute and a bit.
    clock.advance(20_000 + 60_001);
    for (const body of [
      { questionId: second.id, selected: answerOf('quiz1', second.id) },
      { questionId: first.id, selected: answerOf('quiz1', first.id) },
      { questionId: second.id, selected: null },
    ]) {
      const refused = await answer(cookies, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'quiz_abandoned' } });
    }
    expect(await attemptRow(cookies)).toEqual(before);
    expect(await points('bhopal')).toBe(teamBefore);
    const record = (await server.app.inject({ url: '/api/quiz/quiz1/attempt', cookies })).json<{
      attempt: { status: string; disqualified: boolean };
    }>();
    expect(record.attempt).toMatchObject({ status: 'in-progress', disqualified: true });
    expect((await start(cookies)).statusCode).toBe(409);
  });

  it('lets a play started while the quiz was open finish after it closes, and starts none after', async () => {
    const playing = await player('lucknow');
    const waiting = await player('lucknow');
    let step = (await start(playing, 'quiz2')).json<QuizStep>();
    await server.app.db
      .updateTable('quizzes')
      .set({ enabled: 0 })
      .where('id', '=', 'quiz2')
      .execute();
    expect((await start(waiting, 'quiz2')).json()).toMatchObject({
      error: { code: 'quiz_closed' },
    });
    const teamBefore = await points('lucknow');
    for (let i = 0; i < 5; i++) {
      const question = questionOf(step);
      clock.advance(3_000);
      step = (
        await answer(
          playing,
          { questionId: question.id, selected: answerOf('quiz2', question.id) },
          'quiz2',
        )
      ).json<QuizStep>();
    }
    expect('result' in step && step.result).toMatchObject({ status: 'completed', score: 5 });
    expect(await points('lucknow')).toBe(teamBefore + 5);
  });

  it('refuses saved play without a sign-in or a complete profile, and unknown quizIds', async () => {
    expect((await start({})).statusCode).toBe(401);
    phone += 1;
    const noProfile = (await signInTestUser(server.app, String(phone))).cookies;
    expect((await start(noProfile)).json()).toMatchObject({ error: { code: 'profile_required' } });
    expect((await start(noProfile, 'quiz9')).statusCode).toBe(404);
  });

  it('serves practice questions only from the practice quizId', async () => {
    const cookies = await player();
    const practice = (await server.app.inject({ url: '/api/quiz/funquiz/practice', cookies })).json<
      SeedQuestion[]
    >();
    expect(practice).toHaveLength(5);
    const funIds = new Set(quizIds.funquiz!.map((q) => q.question));
    expect(practice.every((q) => funIds.has(q.question) && q.options.includes(q.answer))).toBe(
      true,
    );
  });
});
