import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Activity } from '../../../common/admin-api.js';
import type { AdminQuiz } from '../../../common/quiz-editor-api.js';
import type {
  AdminLiveGameView,
  LiveGameMe,
  LiveGameState,
  LiveGameView,
} from '../../../common/live-game.js';
import type { AdminScreenLink, ScreenState } from '../../../common/venue-api.js';
import { LIVE_GAME_REVEAL_MS } from '../../../common/live-game.js';
import { QUIZ_ANSWER_GRACE_MS } from '../../../common/quiz.js';
import { createServer } from '../../app.js';
import { manualClock } from '../../clock.js';
import { serverWithAdminForFile } from '../../test/admin-requests.js';
import { openSse, type SseEvent } from '../../test/sse-client.js';
import { newPlayers } from '../../test/profiles.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { checkTeamCounters, readTeamCounters } from '../../team-counters.js';

const ADMIN = '9111100043';
const clock = manualClock(Date.UTC(2026, 8, 1, 5, 0));
let server: TestServer;
const newPlayer = newPlayers(() => server.app, 8343000000, 1000);
const call = serverWithAdminForFile(ADMIN, clock, (file) => ({ server } = file));
const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps.splice(0)) await app.close().catch(() => {});
});

/** Five questions, each written with its answer first (the game shuffles them). */
const QUESTIONS: [string, string[]][] = [
  ['Capital of France?', ['Paris', 'Lyon', 'Nice', 'Lille']],
  ['Capital of Japan?', ['Tokyo', 'Osaka', 'Kyoto', 'Nagoya']],
  ['Capital of Italy?', ['Rome', 'Milan', 'Turin', 'Naples']],
  ['Capital of Spain?', ['Madrid', 'Seville', 'Valencia', 'Bilbao']],
  ['Capital of Kenya?', ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru']],
];
const rightOf = (text: string) => QUESTIONS.find(([question]) => question === text)![1][0]!;

async function quizOfFive(): Promise<string> {
  const created = await call<AdminQuiz>('POST', '/api/admin/quizzes', {
    title: { en: 'Capitals live', hi: '' },
    kind: 'contest',
    questionsPerPlay: 5,
    secondsPerQuestion: 20,
    open: false,
    opensAt: null,
    closesAt: null,
  });
  expect(created.status).toBe(201);
  for (const [text, options] of QUESTIONS)
    await call('POST', `/api/admin/quizzes/${created.body.id}/questions`, {
      text,
      options,
      correct: 0,
      explanation: `${options[0]} it is.`,
    });
  return created.body.id;
}

type Opened = { id: string; quizId: string };
async function openGame(options: Partial<Record<string, unknown>> = {}): Promise<Opened> {
  const quizId = await quizOfFive();
  const opened = await call<AdminLiveGameView>('POST', '/api/admin/live-game', {
    quizId,
    seconds: 20,
    advance: 'host',
    countsForTeams: true,
    screens: null,
    ...options,
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { id: opened.body.game!.game.id, quizId };
}

const consoleView = async () =>
  (await call<AdminLiveGameView>('GET', '/api/admin/live-game')).body.game!;

async function command(id: string, name: string) {
  const { game } = await consoleView();
  const index = game.phase === 'lobby' ? -1 : (game.question?.index ?? game.questionCount - 1);
  return call<AdminLiveGameView>('POST', `/api/admin/live-game/${id}/${name}`, {
    phase: game.phase,
    index,
  });
}

const view = async (cookies: Record<string, string>) =>
  (await call<LiveGameView>('GET', '/api/live-game', undefined, cookies)).body;

const answer = (cookies: Record<string, string>, gameId: string, index: number, option: number) =>
  call<LiveGameMe>('POST', '/api/live-game/answer', { gameId, index, option }, cookies);

/** The option place of the right answer on the question up now, found by its text. */
async function rightPlace(cookies: Record<string, string>): Promise<number> {
  const { game } = await view(cookies);
  return game!.question!.options.indexOf(rightOf(game!.question!.text));
}

const counters = async () =>
  Object.fromEntries((await readTeamCounters(server.app.db)).map((row) => [row.team, row.points]));

/** Whatever a test left running is ended and closed, so the next can open its own. */
afterEach(async () => {
  const left = (await call<AdminLiveGameView>('GET', '/api/admin/live-game')).body.game;
  if (left) await closeGame(left.game.id);
});

async function closeGame(id: string) {
  const { game } = await consoleView();
  if (game.phase !== 'ended') expect((await command(id, 'end')).status).toBe(200);
  expect((await command(id, 'close')).status).toBe(200);
}

describe(`the live game on ${testDatabaseKind}`, () => {
  it('plays five questions with three teams: answers graded at the reveal, the counters equal a recount', async () => {
    const players = await Promise.all(
      ['kanpur', 'lucknow', 'varanasi'].map(
        async (team) =>
          (await newPlayer({ name: `Player ${team}`, gender: 'female', team })).cookies,
      ),
    );
    const [kanpur, lucknow, varanasi] = players as [
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
    ];
    const { id } = await openGame();
    // A second lobby is refused while this one runs.
    const second = await call('POST', '/api/admin/live-game', {
      quizId: (await consoleView()).game.id,
      seconds: 20,
      advance: 'host',
      countsForTeams: true,
      screens: null,
    });
    expect(second.status).toBe(409);

    for (const cookies of players)
      expect((await call('POST', '/api/live-game/join', undefined, cookies)).status).toBe(200);
    // Joining twice is the same join.
    await call('POST', '/api/live-game/join', undefined, kanpur);
    expect((await consoleView()).game.joinedTotal).toBe(3);

    const before = await counters();
    expect((await command(id, 'start')).status).toBe(200);
    // A second click on Start, with the lobby it showed, changes nothing.
    const again = await call('POST', `/api/admin/live-game/${id}/start`, {
      phase: 'lobby',
      index: -1,
    });
    expect(again.status).toBe(409);
    expect((again.body as { error: { code: string } }).error.code).toBe('game_moved_on');

    for (let index = 0; index < 5; index += 1) {
      const seen = await view(kanpur);
      expect(seen.game!.phase).toBe('question');
      expect(seen.game!.question!.index).toBe(index);
      // The key is nowhere in what a phone reads before the reveal.
      expect(seen.game!.reveal).toBeNull();
      expect(JSON.stringify(seen)).not.toMatch(/"answer":\s*\d/);
      const right = await rightPlace(kanpur);
      const wrong = (right + 1) % 4;
      const beforeReveal = await counters();
      // Kanpur always right, Lucknow right on even questions, Varanasi never.
      const locked = await answer(kanpur, id, index, right);
      expect(locked.status).toBe(200);
      expect(locked.body.answer).toBe(right);
      expect(JSON.stringify(locked.body)).not.toContain('correct');
      // The same answer again (a retry) is fine; another is refused.
      expect((await answer(kanpur, id, index, right)).status).toBe(200);
      expect((await answer(kanpur, id, index, wrong)).status).toBe(409);
      await answer(lucknow, id, index, index % 2 === 0 ? right : wrong);
      await answer(varanasi, id, index, wrong);
      // Nothing counts before the reveal: a dashboard cannot tell who was right.
      expect(await counters()).toEqual(beforeReveal);
      const revealed = await command(id, 'reveal');
      expect(revealed.status).toBe(200);
      const state = (await view(varanasi)).game!;
      expect(state.reveal!.answer).toBe(right);
      // The explanation comes with the reveal, from the quiz as the lobby dealt it.
      expect(state.reveal!.explanation).toBe(`${rightOf(state.question!.text)} it is.`);
      expect(state.reveal!.counts.reduce((sum, n) => sum + n, 0)).toBe(3);
      // An answer to a question already revealed is refused.
      expect((await answer(varanasi, id, index, right)).status).toBe(409);
      expect(await checkTeamCounters(server.app.db)).toEqual([]);
      expect((await command(id, 'next')).status).toBe(200);
    }

    const after = await counters();
    expect(after.kanpur! - before.kanpur!).toBe(5);
    expect(after.lucknow! - before.lucknow!).toBe(3);
    expect(after.varanasi! - before.varanasi!).toBe(0);
    const ended = await consoleView();
    expect(ended.game.phase).toBe('ended');
    expect(ended.podium!.teams.map((team) => [team.team, team.count])).toEqual([
      ['kanpur', 5],
      ['lucknow', 3],
    ]);
    expect(ended.podium!.players[0]).toMatchObject({ rank: 1, name: 'Player kanpur', points: 5 });
    expect((await view(kanpur)).me).toMatchObject({ joined: true, points: 5 });
    await closeGame(id);
    expect((await view(kanpur)).game).toBeNull();
  });

  it('refuses late, forged and unjoined answers, and a late joiner plays from the next question', async () => {
    const early = (await newPlayer({ name: 'Early', gender: 'male', team: 'kanpur' })).cookies;
    const late = (await newPlayer({ name: 'Late', gender: 'male', team: 'lucknow' })).cookies;
    const never = (await newPlayer({ name: 'Never', gender: 'male', team: 'lucknow' })).cookies;
    const { id } = await openGame();
    await call('POST', '/api/live-game/join', undefined, early);
    await command(id, 'start');
    clock.advance(1_000);
    await call('POST', '/api/live-game/join', undefined, late);
    expect((await view(late)).me).toMatchObject({ joined: true, canAnswer: false });
    const code = async (reply: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await reply;
      return [status, (body as { error?: { code: string } }).error?.code];
    };
    expect(await code(answer(late, id, 0, 0))).toEqual([409, 'game_joined_late']);
    expect(await code(answer(never, id, 0, 0))).toEqual([403, 'game_not_joined']);
    expect(await code(answer(early, id, 0, 4))).toEqual([400, 'invalid_answer']);
    expect(await code(answer(early, id, 1, 0))).toEqual([409, 'game_question_closed']);
    expect(await code(answer(early, '00000000-0000-4000-8000-000000000000', 0, 0))).toEqual([
      404,
      'game_not_running',
    ]);
    // The seconds and the grace run out: an answer now comes too late.
    clock.advance(20_000 + QUIZ_ANSWER_GRACE_MS + 1);
    expect(await code(answer(early, id, 0, 0))).toEqual([409, 'game_question_closed']);
    await command(id, 'reveal');
    await command(id, 'next');
    // The late joiner plays the next question.
    expect((await view(late)).me!.canAnswer).toBe(true);
    expect((await answer(late, id, 1, 0)).status).toBe(200);
    await closeGame(id);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('checks answers arriving together each as alone: one kept per player, the others refused', async () => {
    const first = (await newPlayer({ name: 'First', gender: 'female', team: 'kanpur' })).cookies;
    const second = (await newPlayer({ name: 'Second', gender: 'male', team: 'lucknow' })).cookies;
    const third = (await newPlayer({ name: 'Third', gender: 'female', team: 'varanasi' })).cookies;
    const players = [first, second, third];
    const never = (await newPlayer({ name: 'Never', gender: 'male', team: 'kanpur' })).cookies;
    const { id } = await openGame();
    for (const cookies of players) await call('POST', '/api/live-game/join', undefined, cookies);
    await command(id, 'start');
    const right = await rightPlace(first);
    const wrong = (right + 1) % 4;
    // Sent at once: each player's answer and, from the first, a second choice and a retry.
    const replies = await Promise.all([
      ...players.map((cookies) => answer(cookies, id, 0, right)),
      answer(first, id, 0, wrong),
      answer(first, id, 0, right),
      answer(never, id, 0, right),
    ]);
    // Requests sent together may be taken in any order: whichever of the first player's two
    // choices is written first is kept, its resend is taken as that answer again, the other refused.
    const statuses = replies.map((reply) => reply.status);
    const firstKeptRight = statuses[0] === 200;
    const firstReplies = firstKeptRight ? [200, 409, 200] : [409, 200, 409];
    expect([statuses[0], statuses[3], statuses[4]]).toEqual(firstReplies);
    expect([statuses[1], statuses[2], statuses[5]]).toEqual([200, 200, 403]);
    const kept = firstKeptRight ? replies[0] : replies[3];
    expect(kept?.body).toMatchObject({ answer: firstKeptRight ? right : wrong, points: 0 });
    await command(id, 'reveal');
    const { played } = await consoleView();
    expect(played[0]).toMatchObject({ answered: 3, right: firstKeptRight ? 3 : 2 });
    await closeGame(id);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('runs by itself: the reveal after the deadline and its grace, the next question after the reveal', async () => {
    const player = (await newPlayer({ name: 'Auto', gender: 'female', team: 'gorakhpur' })).cookies;
    const { id } = await openGame({ advance: 'auto', seconds: 5 });
    await call('POST', '/api/live-game/join', undefined, player);
    await command(id, 'start');
    await answer(player, id, 0, await rightPlace(player));
    clock.advance(5_000 + QUIZ_ANSWER_GRACE_MS);
    await expect
      .poll(async () => (await view(player)).game!.phase, { timeout: 3_000 })
      .toBe('reveal');
    expect((await view(player)).me!.points).toBe(1);
    clock.advance(LIVE_GAME_REVEAL_MS);
    await expect
      .poll(async () => (await view(player)).game!.question?.index, { timeout: 3_000 })
      .toBe(1);
    // Paused, the time stands still and nothing moves on.
    await command(id, 'pause');
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const paused = (await view(player)).game!;
    expect(paused.phase).toBe('question');
    expect(paused.question!.pausedLeftMs).toBe(5_000);
    await command(id, 'resume');
    expect((await view(player)).game!.question!.deadline).toBe(clock.now() + 5_000);
    await closeGame(id);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('regrades a wrong key and voids a question, moving the counters by the difference', async () => {
    const right = (await newPlayer({ name: 'Keyed', gender: 'female', team: 'bhopal' })).cookies;
    const { id } = await openGame();
    await call('POST', '/api/live-game/join', undefined, right);
    await command(id, 'start');
    const place = await rightPlace(right);
    const other = (place + 1) % 4;
    await answer(right, id, 0, other);
    await command(id, 'reveal');
    const before = await counters();
    // The key was wrong: the option this player chose was the right one after all.
    const fixed = await call<AdminLiveGameView>(
      'POST',
      `/api/admin/live-game/${id}/questions/0/key`,
      {
        answer: other,
      },
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.game!.played[0]).toMatchObject({ answer: other, right: 1 });
    expect((await counters()).bhopal! - before.bhopal!).toBe(1);
    expect((await view(right)).game!.reveal!.answer).toBe(other);
    await call('POST', `/api/admin/live-game/${id}/questions/0/key`, { answer: null });
    expect((await counters()).bhopal).toBe(before.bhopal);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    // The activity tells the fix in words, naming the quiz and the question.
    const activity = await call<Activity>('GET', '/api/admin/activity?kind=venue');
    const fix = activity.body.entries.find((entry) => entry.action === 'game.key')!;
    expect(fix.names).toMatchObject({ quiz: { en: 'Capitals live' } });
    expect(Object.values(QUESTIONS).map(([text]) => text)).toContain(fix.names.text);
    expect(activity.body.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['game.open', 'game.start', 'game.reveal', 'game.void']),
    );
    await closeGame(id);
  });

  it('leaves the counters alone for a game that counts for its podium only', async () => {
    const player = (await newPlayer({ name: 'Podium', gender: 'female', team: 'kanpur' })).cookies;
    const { id } = await openGame({ countsForTeams: false });
    await call('POST', '/api/live-game/join', undefined, player);
    await command(id, 'start');
    await answer(player, id, 0, await rightPlace(player));
    const before = await counters();
    await command(id, 'reveal');
    expect(await counters()).toEqual(before);
    expect((await view(player)).me!.points).toBe(1);
    expect((await view(player)).game!.teams[0]).toEqual({ team: 'kanpur', count: 1 });
    await closeGame(id);
  });

  it("moves a player's game points with them when organisers correct their office", async () => {
    const player = await newPlayer({ name: 'Moved', gender: 'male', team: 'kanpur' });
    const { id } = await openGame();
    await call('POST', '/api/live-game/join', undefined, player.cookies);
    await command(id, 'start');
    await answer(player.cookies, id, 0, await rightPlace(player.cookies));
    await command(id, 'reveal');
    const before = await counters();
    const moved = await call('PATCH', `/api/admin/users/${player.uid}`, { team: 'gorakhpur' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await counters();
    expect(before.kanpur! - after.kanpur!).toBe(2);
    expect(after.gorakhpur! - before.gorakhpur!).toBe(2);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    await closeGame(id);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'runs one game on two instances: the host on one, the phones and a screen on the other',
    async () => {
      const other = await createServer(server.config, { clock });
      extraApps.push(other);
      const base = await other.listen({ host: '127.0.0.1', port: 0 });
      const link = await call<AdminScreenLink>('POST', '/api/admin/screens', {
        name: 'Second hall',
        quizId: null,
        names: 'full',
      });
      const screen = await openSse(`${base}/api/screen/${link.body.token}/live`);
      const players = [
        await newPlayer({ name: 'Asha Other', gender: 'female', team: 'kanpur' }),
        await newPlayer({ name: 'Ravi Other', gender: 'male', team: 'bhopal' }),
      ];
      const cookieHeader = (cookies: Record<string, string>) =>
        Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; ');
      const phone = await openSse(`${base}/api/live`, {
        cookie: cookieHeader(players[0]!.cookies),
      });
      const onOther = async <T>(
        method: 'GET' | 'POST',
        url: string,
        cookies: object,
        payload?: object,
      ) =>
        (
          await other.inject({ method, url, cookies: cookies as Record<string, string>, payload })
        ).json<T>();
      const gameOf = (event: SseEvent) => JSON.parse(event.data) as LiveGameState | null;
      const { id } = await openGame();
      for (const { cookies } of players) await onOther('POST', '/api/live-game/join', cookies);
      for (let index = 0; index < 2; index += 1) {
        await command(id, index === 0 ? 'start' : 'next');
        const shown = gameOf(
          await screen.next(
            (event) =>
              event.event === 'game' &&
              gameOf(event)?.question?.index === index &&
              gameOf(event)?.phase === 'question',
          ),
        )!;
        expect(shown.reveal).toBeNull();
        const right = shown.question!.options.indexOf(rightOf(shown.question!.text));
        await onOther('POST', '/api/live-game/answer', players[0]!.cookies, {
          gameId: id,
          index,
          option: right,
        });
        await onOther('POST', '/api/live-game/answer', players[1]!.cookies, {
          gameId: id,
          index,
          option: (right + 1) % 4,
        });
        await command(id, 'reveal');
        const revealed = gameOf(
          await phone.next(
            (event) =>
              event.event === 'game' &&
              gameOf(event)?.phase === 'reveal' &&
              gameOf(event)?.question?.index === index,
          ),
        )!;
        expect(revealed.reveal!.answer).toBe(right);
        expect(revealed.reveal!.counts.reduce((sum, n) => sum + n, 0)).toBe(2);
        expect(revealed.teams.find((team) => team.team === 'kanpur')!.count).toBe(index + 1);
      }
      await command(id, 'end');
      const state = await onOther<ScreenState>('GET', `/api/screen/${link.body.token}`, {});
      expect(state.liveGame!.state.phase).toBe('ended');
      expect(state.liveGame!.podium!.players[0]).toMatchObject({ name: 'Asha Other', points: 2 });
      expect(await checkTeamCounters(server.app.db)).toEqual([]);
      screen.close();
      phone.close();
      await closeGame(id);
    },
  );

  it('carries on after a restart mid-question, on another instance, from the deadline kept', async () => {
    const player = (await newPlayer({ name: 'Restart', gender: 'female', team: 'lucknow' }))
      .cookies;
    const { id } = await openGame({ advance: 'auto', seconds: 10 });
    await call('POST', '/api/live-game/join', undefined, player);
    await command(id, 'start');
    const deadline = (await view(player)).game!.question!.deadline;
    // On PostgreSQL a second instance on the same database, as behind the same proxy; on SQLite
    // (one instance) the server restarts. Either way the file's requests go to the new one after.
    if (testDatabaseKind === 'sqlite') await server.app.close();
    const other = await createServer(server.config, { clock });
    extraApps.push(other);
    await other.ready();
    server.app = other;
    const onOther = await other.inject({ method: 'GET', url: '/api/live-game', cookies: player });
    const state = onOther.json<LiveGameView>().game!;
    expect(state.question!.deadline).toBe(deadline);
    const place = await rightPlace(player);
    const locked = await other.inject({
      method: 'POST',
      url: '/api/live-game/answer',
      cookies: player,
      payload: { gameId: id, index: 0, option: place },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    clock.advance(10_000 + QUIZ_ANSWER_GRACE_MS);
    await expect
      .poll(async () => (await view(player)).game!.phase, { timeout: 3_000 })
      .toBe('reveal');
    expect((await view(player)).me!.points).toBe(1);
    await closeGame(id);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });
});
