// A finished saved play's result tells where it leaves the player and their team: what it added to
// the team and the team's place now, the player's place as the organisers' leaderboard ranks the
// quiz's players, and the next contest to open; a reopened result tells the same.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizAttempt, QuizResult, QuizStep } from '../../../common/api.js';
import type { SeedQuestion } from '../../../common/quiz.js';
import { manualClock } from '../../clock.js';
import { startServerWithAdmin } from '../../test/admin-requests.js';
import { rankedPlay } from '../../test/plays.js';
import { readPlayResult } from './play-standing.js';
import { newPlayers } from '../../test/profiles.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';

const quiz1 = JSON.parse(fs.readFileSync('content/questions/quiz1.json', 'utf8')) as SeedQuestion[];
const answerOf = (id: number) => quiz1.find((q) => q.id === id)!.answer;

const clock = manualClock(Date.UTC(2026, 8, 1, 5, 0));
let server: TestServer;
let admin: Record<string, string>;
const newPlayer = newPlayers(() => server.app, 8470000000, 1200);

beforeAll(async () => {
  ({ server, admin } = await startServerWithAdmin('9111111470', clock));
  await server.app.db.updateTable('quizzes').set({ enabled: 1 }).execute();
});
afterAll(async () => {
  await server.close();
});

const post = (cookies: Record<string, string>, url: string, payload?: object) =>
  server.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) });
const reopened = async (cookies: Record<string, string>) =>
  (await server.app.inject({ url: '/api/quiz/quiz1/attempt', cookies })).json<QuizAttempt>()
    .attempt;

/** Plays quiz1 through, `right` answers right then the rest unanswered, 3 s on each question. */
async function playQuiz1(cookies: Record<string, string>, right: number): Promise<QuizResult> {
  let step = (await post(cookies, '/api/quiz/quiz1/start')).json<QuizStep>();
  for (let index = 0; 'question' in step; index += 1) {
    const { id } = step.question;
    clock.advance(3_000);
    const selected = index < right ? answerOf(id) : null;
    step = (await post(cookies, '/api/quiz/quiz1/answer', { questionId: id, selected })).json();
  }
  return step.result;
}

/** A player of `team` whose finished play of quiz1 is written as the importer or a seed keeps it. */
async function finishedPlayer(team: string, score: number, ms: number | null, quizId = 'quiz1') {
  const { uid } = await newPlayer({ name: `Player ${score} ${ms}`, gender: 'male', team });
  const play = { id: `play-${uid}`, user_id: uid, quiz_id: quizId, team, score };
  await server.app.db.insertInto('quiz_attempts').values(rankedPlay(play, ms)).execute();
  return uid;
}

describe(`a finished play's standing on ${testDatabaseKind}`, () => {
  it('gives the team’s gain and place and the player’s place as the leaderboard ranks, again when reopened', async () => {
    await finishedPlayer('central', 5, 40_000);
    await finishedPlayer('central', 3, 10_000);
    await finishedPlayer('central', 3, 60_000);
    const { cookies } = await newPlayer({ name: 'Sholay Fan', gender: 'female', team: 'bhopal' });

    const result = await playQuiz1(cookies, 3);
    expect(result).toMatchObject({ score: 3, timeTakenSec: 15 });
    // Bhopal: one registration and 3 points of the play; Central: three registrations, its plays
    // written without points.
    expect(result.standing).toEqual({
      team: 'bhopal',
      gained: 3,
      teamPlace: 1,
      teams: 7,
      place: 3,
      players: 4,
      nextQuiz: null,
    });

    const board = (
      await server.app.inject({ url: '/api/admin/leaderboard?quizId=quiz1', cookies: admin })
    ).json<{ ranked: { name: string; rank: number }[] }>();
    expect(board.ranked.find((row) => row.name === 'Sholay Fan')?.rank).toBe(3);
    expect(board.ranked).toHaveLength(4);

    expect(await reopened(cookies)).toEqual(result);
  });

  it('places a team by its points as the score board orders the teams, after the play counts', async () => {
    const { cookies } = await newPlayer({ name: 'Kanpur Player', gender: 'male', team: 'kanpur' });
    const result = await playQuiz1(cookies, 0);
    // Bhopal 4 points and Central 3 come first; Kanpur's 1 comes next, ahead of the teams at 0.
    expect(result.standing).toMatchObject({ team: 'kanpur', gained: 0, teamPlace: 3, teams: 7 });
    expect(result.standing).toMatchObject({ place: 5, players: 5 });
  });

  it('names the next contest to open by its schedule', async () => {
    const now = clock.now();
    await server.app.db
      .updateTable('quizzes')
      .set({ enabled: 0, opens_at: now + 7_200_000 })
      .where('id', '=', 'quiz2')
      .execute();
    await server.app.db
      .updateTable('quizzes')
      .set({ enabled: 0, opens_at: now + 3_600_000 })
      .where('id', '=', 'quiz3')
      .execute();
    const { cookies } = await newPlayer({ name: 'Next Player', gender: 'male', team: 'lucknow' });
    const result = await playQuiz1(cookies, 5);
    expect(result.standing?.nextQuiz).toEqual({
      id: 'quiz3',
      title: { en: '3rd September 2025 - Quiz', hi: '3 सितंबर 2025 - क्विज़' },
      opensAt: now + 3_600_000,
    });
    expect(result.standing?.place).toBe(1);
  });

  it('places every player as the leaderboard does, through ties of score and time and plays without a time', async () => {
    const plays: [number, number | null][] = [
      [4, 30_000],
      [4, 30_000],
      [4, null],
      [5, null],
      [4, 20_000],
      [4, 30_000],
      [2, 10_000],
      [4, null],
    ];
    const players: string[] = [];
    for (const [score, ms] of plays)
      players.push(await finishedPlayer('varanasi', score, ms, 'quiz2'));
    const board = (
      await server.app.inject({ url: '/api/admin/leaderboard?quizId=quiz2', cookies: admin })
    ).json<{ ranked: { name: string; rank: number }[] }>();
    const boardPlaces = board.ranked.map((row) => row.rank);
    const places: number[] = [];
    for (const userId of players) {
      const result = await readPlayResult(server.app.db, server.app.site, {
        userId,
        quizId: 'quiz2',
        now: clock.now(),
      });
      expect(result?.standing?.players).toBe(plays.length);
      places.push(result!.standing!.place!);
    }
    // Every place once, and each player's the leaderboard's.
    expect([...places].sort((a, b) => a - b)).toEqual(boardPlaces);
    const names = await server.app.db
      .selectFrom('profiles')
      .select(['user_id', 'name'])
      .where('user_id', 'in', players)
      .execute();
    const leaderboardPlaceOf = (userId: string) => {
      const name = names.find((row) => row.user_id === userId)!.name;
      return board.ranked.filter((row) => row.name === name).map((row) => row.rank);
    };
    players.forEach((userId, index) => expect(leaderboardPlaceOf(userId)).toContain(places[index]));
    expect(places[3]).toBe(1);
    expect(places[6]).toBe(8);
  });

  it('gives a disqualified play no standing', async () => {
    const { cookies } = await newPlayer({ name: 'Quitter', gender: 'male', team: 'kanpur' });
    await post(cookies, '/api/quiz/quiz1/start');
    const attempt = await reopened(cookies);
    expect(attempt).toMatchObject({ status: 'in-progress', disqualified: true });
    expect(attempt).not.toHaveProperty('standing');
  });
});
