import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminScreenLink, ScreenState } from '../../../common/venue-api.js';
import { manualClock } from '../../clock.js';
import { countScore } from '../../team-counters.js';
import { rankedPlay } from '../../test/plays.js';
import { newPlayers } from '../../test/profiles.js';
import { signInTestUser } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { PODIUM_MS } from './screen-podium.js';

const ADMIN = '9222300001';
const clock = manualClock(Date.UTC(2026, 8, 1, 4, 0));
let server: TestServer;
let admin: Record<string, string>;
const nextPlayer = newPlayers(() => server.app, 8223300001, 1200);

beforeAll(async () => {
  server = await startTestServer({ clock, env: { ADMIN_PHONES: `+91${ADMIN}` } });
  admin = (await signInTestUser(server.app, ADMIN)).cookies;
});
afterAll(async () => {
  await server.close();
});

/** A contest of the event that closes by its schedule at `closesAt`. */
async function scheduledContest(id: string, title: string, closesAt: number) {
  const at = clock.now();
  await server.app.db
    .insertInto('quizzes')
    .values({
      id,
      kind: 'contest',
      title_en: title,
      title_hi: '',
      questions_per_play: 5,
      seconds_per_question: 20,
      enabled: 1,
      opens_at: null,
      closes_at: closesAt,
      position: 90,
      archived_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A registered player's finished play of the quiz, its score added to the team's points. */
async function played(quizId: string, name: string, team: string, score: number, ms: number) {
  const { uid } = await nextPlayer({ name, gender: 'female', team }).then(async ({ cookies }) =>
    (await server.app.inject({ url: '/api/me', cookies })).json<{ uid: string }>(),
  );
  const play = { id: `${quizId}-${uid}`, user_id: uid, quiz_id: quizId, team, score };
  await server.app.db.transaction().execute(async (trx) => {
    await trx.insertInto('quiz_attempts').values(rankedPlay(play, ms)).execute();
    await countScore(trx, team, score);
  });
}

async function screenLink(quizId: string | null): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/admin/screens',
    cookies: admin,
    payload: { name: 'Hall', quizId, names: 'first_team' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<AdminScreenLink>().token;
}

const readState = async (token: string) =>
  (await server.app.inject({ url: `/api/screen/${token}` })).json<ScreenState>();

describe(`the podium on a venue screen on ${testDatabaseKind}`, () => {
  it('stands a contest’s best players and the leading teams on the screen for a while after it closes', async () => {
    const closesAt = clock.now() + 60_000;
    await scheduledContest('final', 'Grand Final', closesAt);
    await played('final', 'Asha Verma', 'lucknow', 4, 30_000);
    await played('final', 'Ravi Kumar', 'bhopal', 5, 50_000);
    await played('final', 'Meena Iyer', 'kanpur', 5, 40_000);
    await played('final', 'Kiran Rao', 'kanpur', 2, 20_000);
    const token = await screenLink(null);

    expect((await readState(token)).podium).toBeNull();

    clock.set(closesAt + 1_000);
    const state = await readState(token);
    const podium = state.podium!;
    expect(podium.quiz).toEqual({ id: 'final', title: { en: 'Grand Final', hi: '' } });
    expect(podium.closedAt).toBe(closesAt);
    expect(podium.until).toBe(closesAt + PODIUM_MS);
    // The same ranking as the top players beside the standings, named in the screen's style.
    expect(state.leaders!.quiz.id).toBe('final');
    expect(podium.players).toEqual(state.leaders!.rows.slice(0, 3));
    expect(podium.players.map((player) => player.name)).toEqual([
      'Meena · Dabang',
      'Ravi · Sholay',
      'Asha · Krrish',
    ]);
    // The standings' first three: a registration counts a point, and each play its score.
    expect(podium.teams.map((team) => [team.label, team.points])).toEqual([
      ['Dabang', 9],
      ['Sholay', 6],
      ['Krrish', 5],
    ]);

    // The leaderboard breaks ties by employee ID; none reaches a screen, nor a surname.
    const body = (await server.app.inject({ url: `/api/screen/${token}` })).body;
    for (const hidden of ['EMP12', 'Verma', 'Kumar', 'Iyer']) expect(body).not.toContain(hidden);

    clock.set(closesAt + PODIUM_MS - 1);
    expect((await readState(token)).podium?.quiz.id).toBe('final');
    clock.set(closesAt + PODIUM_MS);
    expect((await readState(token)).podium).toBeNull();
  });

  it('stands nobody up for a contest that closes unplayed', async () => {
    const closesAt = clock.now() + 10_000;
    await scheduledContest('unplayed', 'Quiet Round', closesAt);
    const token = await screenLink(null);
    clock.set(closesAt + 1_000);
    expect((await readState(token)).podium).toBeNull();
  });
});
