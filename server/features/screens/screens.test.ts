import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody as ErrorBody } from '../../../common/api.js';
import type { Announcement } from '../../../common/api.js';
import type { AdminScreenLink, ScreenState } from '../../../common/venue-api.js';
import { newUsers, signInTestUser } from '../../test/sessions.js';
import { contestSettings, switchQuiz } from '../../test/quiz-input.js';
import { DEFAULT_TEAM_LABELS } from '../../test/content.js';
import { openSse, type SseStream } from '../../test/sse-client.js';
import { rankedPlay } from '../../test/plays.js';
import { sendProfile } from '../../test/profiles.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ADMIN = '9222200001';
const PUBLIC_URL = 'http://utsav.test:8080/';
const PHONE_OF_PLAYERS = '+9182222';

let server: TestServer;
let base: string;
let admin: Record<string, string>;
const nextUser = newUsers(() => server.app, 8222200001);
const streams: SseStream[] = [];

/** The server's log lines, to check what a screen's requests leave in it. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_PHONES: `+91${ADMIN}`, PUBLIC_URL, LOG_LEVEL: 'info' },
    logStream,
  });
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  admin = (await signInTestUser(server.app, ADMIN)).cookies;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

async function createLink(body: object = {}): Promise<AdminScreenLink> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/admin/screens',
    cookies: admin,
    payload: { name: 'Main hall', quizId: null, names: 'full', ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json<AdminScreenLink>();
}

const readScreen = (token: string) => server.app.inject({ url: `/api/screen/${token}` });

async function watch(token: string): Promise<SseStream> {
  const stream = await openSse(`${base}/api/screen/${token}/live`);
  streams.push(stream);
  return stream;
}

/** Two new links, named as given, and their screens, each watched until it shows the counters. */
async function twoWatchedScreens(first: string, second: string) {
  const links = [await createLink({ name: first }), await createLink({ name: second })] as const;
  const screens = [await watch(links[0].token), await watch(links[1].token)] as const;
  for (const screen of screens) await screen.next((event) => event.event === 'counters');
  return { links, screens };
}

let nextCode = 1150;
/** A registered player with a completed play of quiz2: the score and the time it took. */
async function playerWith(name: string, team: string, score: number, ms: number | null) {
  const { cookies } = await nextUser();
  const employeeId = `EMP${(nextCode += 1)}`;
  const saved = await sendProfile(server.app, cookies, {
    employeeId,
    name,
    gender: 'female',
    team,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { uid } = (await server.app.inject({ url: '/api/me', cookies })).json<{ uid: string }>();
  const play = { id: `play-${uid}`, user_id: uid, quiz_id: 'quiz2', team, score };
  await server.app.db.insertInto('quiz_attempts').values(rankedPlay(play, ms)).execute();
  return employeeId;
}

describe(`venue screens on ${testDatabaseKind}`, () => {
  it('shows a new link the standings, the address to join and the quizzes, without anyone signed in', async () => {
    const link = await createLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await readScreen(link.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const state = response.json<ScreenState>();
    expect(state.screen.name).toBe('Main hall');
    expect(state.joinUrl).toBe(PUBLIC_URL);
    expect(state.teams.map((team) => team.label)).toEqual(DEFAULT_TEAM_LABELS);
    expect(state.quizzes).toEqual({ open: [], next: null });
    expect(state.announcements).toEqual([]);
  });

  it('lists the chosen contest’s best plays by score, then the fastest, named only as the organisers chose', async () => {
    const codes = [
      await playerWith('Asha Verma', 'lucknow', 4, 30_000),
      await playerWith('Ravi Kumar', 'bhopal', 5, 50_000),
      await playerWith('Meena Iyer', 'kanpur', 5, 40_000),
      await playerWith('Old Import', 'central', 5, null),
    ];
    const board = await server.app.inject({
      url: '/api/admin/leaderboard?quizId=quiz2',
      cookies: admin,
    });
    const ranked = board.json<{ ranked: { name: string }[] }>().ranked.map((row) => row.name);

    const full = await createLink({ quizId: 'quiz2', names: 'full' });
    const fullState = (await readScreen(full.token)).json<ScreenState>();
    expect(fullState.leaders!.quiz.id).toBe('quiz2');
    expect(fullState.leaders!.rows.map((row) => row.name)).toEqual(ranked);
    expect(fullState.leaders!.rows.map((row) => row.name)).toEqual([
      'Meena Iyer',
      'Ravi Kumar',
      'Old Import',
      'Asha Verma',
    ]);
    expect(fullState.leaders!.rows[0]).toMatchObject({ rank: 1, score: 5, timeTakenMs: 40_000 });

    const first = await createLink({ quizId: 'quiz2', names: 'first_team' });
    const firstState = (await readScreen(first.token)).json<ScreenState>();
    expect(firstState.leaders!.rows.map((row) => row.name)).toEqual([
      'Meena · Dabang',
      'Ravi · Sholay',
      'Old · Bahubali',
      'Asha · Krrish',
    ]);

    const teamOnly = await createLink({ quizId: 'quiz2', names: 'team' });
    const body = (await readScreen(teamOnly.token)).body;
    const teamState = JSON.parse(body) as ScreenState;
    expect(teamState.leaders!.rows.map((row) => row.name)).toEqual([
      'Dabang',
      'Sholay',
      'Bahubali',
      'Krrish',
    ]);
    // Nothing a screen is not meant to show reaches it: no names, employee IDs or phone numbers.
    for (const hidden of ['Meena', 'Asha', ...codes, PHONE_OF_PLAYERS])
      expect(body).not.toContain(hidden);
  });

  it('follows the contest open now when none is chosen, and when the chosen one is deleted', async () => {
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/admin/quizzes',
      cookies: admin,
      payload: contestSettings('Short-lived quiz'),
    });
    expect(made.statusCode).toBe(201);
    const { id } = made.json<{ id: string }>();
    const chosen = await createLink({ name: 'Chosen', quizId: id });
    const automatic = await createLink({ name: 'Automatic', quizId: null });
    const leadersOf = async (token: string) =>
      (await readScreen(token)).json<ScreenState>().leaders?.quiz.id;
    expect(await leadersOf(chosen.token)).toBe(id);

    await switchQuiz(server.app.db, 'quiz3', true);
    expect(await leadersOf(automatic.token)).toBe('quiz3');

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/quizzes/${id}`,
      cookies: admin,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await leadersOf(chosen.token)).toBe('quiz3');
    await switchQuiz(server.app.db, 'quiz3', false);
  });

  it('refuses a forged token and a malformed one, and changes nothing', async () => {
    const before = await server.app.db.selectFrom('audit_log').select('id').execute();
    const forged = await readScreen('A'.repeat(43));
    expect(forged.statusCode).toBe(404);
    expect(forged.json<ErrorBody>().error.code).toBe('screen_not_found');
    expect((await readScreen('not-a-token')).statusCode).toBe(404);
    const stream = await openSse(`${base}/api/screen/${'B'.repeat(43)}/live`);
    expect(stream.status).toBe(404);
    expect(await server.app.db.selectFrom('audit_log').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('blanks a screen once its link is revoked, and refuses the link from then on', async () => {
    const {
      links: [link],
      screens: [lobby, canteen],
    } = await twoWatchedScreens('Lobby', 'Canteen');

    const revoked = await server.app.inject({
      method: 'POST',
      url: `/api/admin/screens/${link.id}/revoke`,
      cookies: admin,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<AdminScreenLink>().revokedAt).not.toBeNull();
    const closed = await lobby.next((event) => event.event === 'closed');
    expect(JSON.parse(closed.data)).toEqual({ reason: 'revoked' });
    await lobby.ended;

    const again = await readScreen(link.token);
    expect(again.statusCode).toBe(410);
    expect(again.json<ErrorBody>().error.code).toBe('screen_revoked');
    expect((await openSse(`${base}/api/screen/${link.token}/live`)).status).toBe(410);
    const twice = await server.app.inject({
      method: 'POST',
      url: `/api/admin/screens/${link.id}/revoke`,
      cookies: admin,
    });
    expect(twice.statusCode).toBe(410);

    // The other screen goes on.
    await server.app.bus.publish({ type: 'quizzes' });
    await canteen.next((event) => event.event === 'quizzes');
    expect(canteen.events.some((event) => event.event === 'closed')).toBe(false);
  });

  it('tells only that screen when its settings change, and shows the new choice', async () => {
    const {
      links: [link],
      screens: [stage, foyer],
    } = await twoWatchedScreens('Stage', 'Foyer');
    const updated = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/screens/${link.id}`,
      cookies: admin,
      payload: { name: 'Main stage', quizId: 'quiz2', names: 'team' },
    });
    expect(updated.statusCode).toBe(200);
    await stage.next((event) => event.event === 'screen', 1000);
    const state = (await readScreen(link.token)).json<ScreenState>();
    expect(state.screen.name).toBe('Main stage');
    expect(state.leaders!.quiz.id).toBe('quiz2');
    await server.app.bus.publish({ type: 'quizzes' });
    await foyer.next((event) => event.event === 'quizzes');
    expect(foyer.events.some((event) => event.event === 'screen')).toBe(false);
  });

  it('streams the counters and the announcements to a screen, and no one’s profile', async () => {
    const link = await createLink({ name: 'Gallery wall' });
    const screen = await watch(link.token);
    const snapshot = await screen.next((event) => event.event === 'announcements');
    expect(JSON.parse(snapshot.data)).toEqual([]);
    await playerWith('Live Person', 'gorakhpur', 0, 10_000);
    await server.app.bus.publish({ type: 'counters' });
    await screen.next((event) => event.event === 'counters' && event.data.includes('"gorakhpur"'));
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      cookies: admin,
      payload: { text: { en: 'Lunch is served', hi: 'भोजन तैयार है' }, startsAt: null, endsAt: null },
    });
    expect(sent.statusCode).toBe(201);
    const pushed = await screen.next(
      (event) => event.event === 'announcements' && event.data.includes('Lunch'),
      1000,
    );
    expect((JSON.parse(pushed.data) as Announcement[])[0]!.text).toEqual({
      en: 'Lunch is served',
      hi: 'भोजन तैयार है',
    });
    expect((await readScreen(link.token)).json<ScreenState>().announcements).toHaveLength(1);
    expect(screen.events.some((event) => event.event === 'profile')).toBe(false);
  });

  it('refuses a link without a name or with a quiz that is not a contest, and writes nothing', async () => {
    const before = (await server.app.inject({ url: '/api/admin/screens', cookies: admin })).json<
      AdminScreenLink[]
    >();
    const unnamed = await server.app.inject({
      method: 'POST',
      url: '/api/admin/screens',
      cookies: admin,
      payload: { name: '  ', quizId: null, names: 'full' },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<ErrorBody>().error).toMatchObject({
      code: 'invalid_setup',
      field: 'name',
      params: { reason: 'screenNameRequired' },
    });
    const practice = await server.app.inject({
      method: 'POST',
      url: '/api/admin/screens',
      cookies: admin,
      payload: { name: 'Hall', quizId: 'funquiz', names: 'full' },
    });
    expect(practice.statusCode).toBe(400);
    expect(practice.json<ErrorBody>().error).toMatchObject({ field: 'quizId' });
    const after = (await server.app.inject({ url: '/api/admin/screens', cookies: admin })).json<
      AdminScreenLink[]
    >();
    expect(after).toEqual(before);
  });

  it('keeps the links’ tokens out of the request log', async () => {
    const link = await createLink({ name: 'Logged' });
    await readScreen(link.token);
    await readScreen(`${link.token}?again=1`);
    const lines = logged.filter((line) => line.includes('/screen/'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.includes('"url":"/api/screen/[token]?again=1"'))).toBe(true);
    expect(logged.join('\n')).not.toContain(link.token);
  });

  it('writes each link’s making and revoking to the audit log, never its token', async () => {
    const link = await createLink({ name: 'Audited' });
    await server.app.inject({
      method: 'POST',
      url: `/api/admin/screens/${link.id}/revoke`,
      cookies: admin,
    });
    const audit = (await server.app.inject({ url: '/api/admin/audit', cookies: admin })).json<
      { action: string; detail: { after?: { id: string; name: string } } }[]
    >();
    const mine = audit.filter((entry) => entry.detail.after?.id === link.id);
    expect(mine.map((entry) => entry.action).sort()).toEqual(['screen.create', 'screen.revoke']);
    expect(JSON.stringify(audit)).not.toContain(link.token);
  });
});
