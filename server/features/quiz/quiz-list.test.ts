// The quiz list as a signed-in player reads it: the server's clock for countdowns, and beside each
// quiz the player's own play of it (the score, or the disqualification), nobody else's.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizList, QuizStep } from '../../../common/api.js';
import type { SeedQuestion } from '../../../common/quiz.js';
import { manualClock } from '../../clock.js';
import { newPlayers } from '../../test/profiles.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

const quiz1 = JSON.parse(fs.readFileSync('content/questions/quiz1.json', 'utf8')) as SeedQuestion[];
const answerOf = (id: number) => quiz1.find((q) => q.id === id)!.answer;

const clock = manualClock(Date.UTC(2026, 8, 1, 5, 0));
let server: TestServer;
const newPlayer = newPlayers(() => server.app, 8420000000, 1100);

beforeAll(async () => {
  server = await startTestServer({ clock });
  await server.app.db.updateTable('quizzes').set({ enabled: 1 }).execute();
});
afterAll(async () => {
  await server.close();
});

const player = async () =>
  (await newPlayer({ name: 'List Reader', gender: 'female', team: 'kanpur' })).cookies;
const list = async (cookies: Record<string, string>) =>
  (await server.app.inject({ url: '/api/quizzes', cookies })).json<QuizList>();
const post = (cookies: Record<string, string>, url: string, payload?: object) =>
  server.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) });
const played = (quizzes: QuizList, id: string) =>
  [...quizzes.open, ...quizzes.upcoming].find((quiz) => quiz.id === id)?.played;

/** Plays quiz1 through, right on the first two questions only. */
async function playQuiz1(cookies: Record<string, string>) {
  let step = (await post(cookies, '/api/quiz/quiz1/start')).json<QuizStep>();
  let index = 0;
  while ('question' in step) {
    const { id } = step.question;
    const selected = index < 2 ? answerOf(id) : null;
    step = (await post(cookies, '/api/quiz/quiz1/answer', { questionId: id, selected })).json();
    index += 1;
  }
  return step.result;
}

describe(`the quiz list on ${testDatabaseKind}`, () => {
  it('sends the server’s clock, for countdowns to run by whatever the phone’s clock says', async () => {
    expect((await list(await player())).now).toBe(clock.now());
  });

  it('shows a finished play’s score beside its quiz, to its player only', async () => {
    const asha = await player();
    const ravi = await player();
    expect(played(await list(asha), 'quiz1')).toBeNull();

    const result = await playQuiz1(asha);
    expect(result.score).toBe(2);

    expect(played(await list(asha), 'quiz1')).toEqual({ status: 'completed', score: 2, total: 5 });
    expect(played(await list(asha), 'quiz2')).toBeNull();
    expect(played(await list(ravi), 'quiz1')).toBeNull();
  });

  it('says a play left unfinished disqualified its player', async () => {
    const cookies = await player();
    expect((await post(cookies, '/api/quiz/quiz2/start')).statusCode).toBe(200);

    expect(played(await list(cookies), 'quiz2')).toEqual({ status: 'disqualified' });
  });

  it('lists a scheduled quiz still to open with its opening time, not yet played', async () => {
    const opensAt = clock.now() + 60 * 60_000;
    await server.app.db
      .updateTable('quizzes')
      .set({ opens_at: opensAt })
      .where('id', '=', 'quiz3')
      .execute();

    const quizzes = await list(await player());
    expect(quizzes.upcoming).toEqual([
      expect.objectContaining({ id: 'quiz3', opensAt, played: null }),
    ]);
    expect(quizzes.open.map((quiz) => quiz.id)).not.toContain('quiz3');
  });
});
