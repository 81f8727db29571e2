import { describe, expect, it } from 'vitest';
import type { AdminQuiz, QuizDetail } from '../../../common/quiz-editor-api.js';
import { manualClock } from '../../clock.js';
import { newPlayers } from '../../test/profiles.js';
import { serverWithAdminForFile } from '../../test/admin-requests.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { keepKindOncePlayed, quizWithPlays } from './quiz-editor-service.js';

const ADMIN = '9111400000';
const ROUNDS = 20;
const clock = manualClock(Date.UTC(2026, 8, 1, 4, 0));
let server: TestServer;
const newPlayer = newPlayers(() => server.app, 8600000000, 1000);

const call = serverWithAdminForFile(ADMIN, clock, (file) => ({ server } = file));

const settings = (kind: 'contest' | 'practice') => ({
  title: { en: 'Kind race', hi: '' },
  kind,
  questionsPerPlay: 2,
  secondsPerQuestion: 15,
  open: true,
  opensAt: null,
  closesAt: null,
});

async function openContest() {
  const created = await call<AdminQuiz>('POST', '/api/admin/quizzes', settings('contest'));
  for (const [text, options] of [
    ['Capital of France?', ['Paris', 'Lyon']],
    ['Capital of Japan?', ['Tokyo', 'Osaka']],
  ] as const)
    await call('POST', `/api/admin/quizzes/${created.body.id}/questions`, {
      text,
      options,
      correct: 0,
    });
  return created.body.id;
}

async function player() {
  return (await newPlayer({ name: 'Kind Player', gender: 'female', team: 'kanpur' })).cookies;
}

describe(`a quiz's kind and its plays on ${testDatabaseKind}`, () => {
  it('lets either the switch of a contest to practice or the plays starting in it win, never both', async () => {
    const won = { switch: 0, starts: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const quizId = await openContest();
      const players = [await player(), await player()];
      const [switched, ...starts] = await Promise.all([
        call('PUT', `/api/admin/quizzes/${quizId}`, settings('practice')),
        ...players.map((cookies) => call('POST', `/api/quiz/${quizId}/start`, {}, cookies)),
      ]);
      const plays = await server.app.db
        .selectFrom('quiz_attempts')
        .select('id')
        .where('quiz_id', '=', quizId)
        .execute();
      const { quiz } = (await call<QuizDetail>('GET', `/api/admin/quizzes/${quizId}`)).body;
      const practice = await call('GET', `/api/quiz/${quizId}/practice`, undefined, players[0]);
      const outcome = `round ${round}: ${[switched, ...starts].map((r) => r.status).join(' ')}`;
      if (switched.status === 200) {
        won.switch += 1;
        // Practice from the start: no play saved, and nobody is in a contest.
        expect(
          starts.map((start) => start.status),
          outcome,
        ).toEqual([404, 404]);
        expect(plays, outcome).toEqual([]);
        expect(quiz.kind, outcome).toBe('practice');
        expect(practice.status, outcome).toBe(200);
      } else {
        won.starts += 1;
        expect(switched.body, outcome).toMatchObject({ error: { code: 'quiz_kind_locked' } });
        expect(switched.status, outcome).toBe(409);
        expect(
          starts.map((start) => start.status),
          outcome,
        ).toEqual([200, 200]);
        expect(plays, outcome).toHaveLength(2);
        // Still a contest, whose answers no browser is given.
        expect(quiz.kind, outcome).toBe('contest');
        expect(practice.status, outcome).toBe(404);
      }
    }
    expect(won.switch + won.starts).toBe(ROUNDS);
  });

  it('keeps the kind of a quiz someone has started, as the setup import checks it too', async () => {
    const quizId = await openContest();
    const keep = (kind: 'contest' | 'practice') =>
      server.app.db.transaction().execute(async (trx) => {
        await keepKindOncePlayed(trx, quizId, kind);
        return (await quizWithPlays(trx, quizId)).played;
      });
    expect(await keep('practice')).toBe(false);
    const started = await call('POST', `/api/quiz/${quizId}/start`, {}, await player());
    expect(started.status).toBe(200);
    expect(await keep('contest')).toBe(true);
    await expect(keep('practice')).rejects.toMatchObject({ code: 'quiz_kind_locked' });
  });
});
