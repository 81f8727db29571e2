import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamStat } from '../../../common/dashboard.js';
import { LiveHub } from '../../live/live-hub.js';
import { newUsers, signInTestUser } from '../../test/sessions.js';
import { openSse, type SseStream } from '../../test/sse-client.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { DEFAULT_TEAM_LABELS } from '../../test/content.js';
import { countScore, readTeamCounters, setTeamCounters } from '../../team-counters.js';

let server: TestServer;
let base: string;
const open: SseStream[] = [];
const nextUser = newUsers(() => server.app, 7300000001);

beforeAll(async () => {
  server = await startTestServer({
    env: { LIVE_COALESCE_MS: '100' },
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await server.close();
});

async function user() {
  const { cookies } = await nextUser();
  return `utsav_session=${cookies.utsav_session}`;
}

/** One more point for the central team, and the change announced as a score would be. */
async function addCentralPoint() {
  await server.app.db.transaction().execute((trx) => countScore(trx, 'central', 1));
  await server.app.bus.publish({ type: 'counters' });
}

async function stream(cookie: string, headers: Record<string, string> = {}) {
  const sse = await openSse(`${base}/api/live`, { cookie, ...headers });
  open.push(sse);
  return sse;
}

const teamsOf = (data: string) => JSON.parse(data) as TeamStat[];

describe(`the live stream on ${testDatabaseKind}`, () => {
  it('refuses a visitor who is not signed in', async () => {
    const response = await fetch(`${base}/api/live`);
    expect(response.status).toBe(401);
  });

  it('starts with a snapshot of the seven teams', async () => {
    const sse = await stream(await user());
    const first = await sse.next();
    expect(first.event).toBe('counters');
    expect(teamsOf(first.data).map((t) => t.label)).toEqual(DEFAULT_TEAM_LABELS);
    expect(first.id).toMatch(/^[0-9a-f]{8}-\d+$/);
  });

  it('pushes a registration to every watcher, and the profile only to its owner', async () => {
    const watcher = await stream(await user());
    await watcher.next();
    const cookie = await user();
    const own = await stream(cookie);
    await own.next();
    const response = await fetch(`${base}/api/profile`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        employeeId: 'EMP1200',
        name: 'Live One',
        gender: 'male',
        team: 'gorakhpur',
      }),
    });
    expect(response.status).toBe(200);

    const pushed = await watcher.next((event) => event.event === 'counters');
    expect(
      teamsOf(pushed.data).find((t) => t.key === 'gorakhpur')!.registrations,
    ).toBeGreaterThanOrEqual(1);
    const profile = await own.next((event) => event.event === 'profile');
    expect(JSON.parse(profile.data)).toMatchObject({
      employeeId: 'EMP1200',
      teamLabel: 'Singham',
      profileComplete: true,
    });
    // The hub writes a profile to all its streams at once, so one the watcher got would come before
    // an event sent to everyone after the owner had it.
    await server.app.bus.publish({ type: 'quizzes' });
    await watcher.next((event) => event.event === 'quizzes');
    expect(watcher.events.filter((event) => event.event === 'profile')).toEqual([]);
  });

  it('coalesces a burst of 1,000 changes into a few pushes with the final values', async () => {
    const sse = await stream(await user());
    await sse.next();
    const started = Date.now();
    for (let i = 0; i < 1000; i++) {
      await addCentralPoint();
    }
    const burstMs = Date.now() - started;
    const final = (
      await server.app.db
        .selectFrom('team_counters')
        .select('points')
        .where('team', '=', 'central')
        .executeTakeFirstOrThrow()
    ).points;
    const central = (data: string) => teamsOf(data).find((t) => t.key === 'central')!.points;
    await sse.next((event) => event.event === 'counters' && central(event.data) === final);
    // One more change after the burst: every push the burst caused comes before the first push
    // showing it (a push still due when it came carries it).
    await addCentralPoint();
    const after = await sse.next(
      (event) => event.event === 'counters' && central(event.data) === final + 1,
    );
    const pushes =
      sse.events.slice(0, sse.events.indexOf(after)).filter((event) => event.event === 'counters')
        .length - 1;
    // At most one push per 100 ms window (LIVE_COALESCE_MS), however many changes came in it; a
    // machine under load makes the burst, and so the number of windows, longer.
    expect(pushes).toBeGreaterThanOrEqual(1);
    expect(pushes).toBeLessThanOrEqual(Math.ceil(burstMs / 100) + 2);
    expect(pushes).toBeLessThan(1000 / 10);
  });

  it('resumes without a new snapshot when the client already has the latest, and with one otherwise', async () => {
    const cookie = await user();
    const first = await stream(cookie);
    await server.app.bus.publish({ type: 'counters' });
    const latest = await first.next(
      (event) => event.event === 'counters' && event !== first.events[0],
    );
    first.close();

    // Whatever the stream opens with is written before the hub's add() settles, so it would come
    // before an event sent to everyone after that.
    const adds = vi.spyOn(LiveHub.prototype, 'add');
    try {
      const resumed = await stream(cookie, { 'last-event-id': latest.id! });
      await adds.mock.results.at(-1)!.value;
      await server.app.bus.publish({ type: 'quizzes' });
      expect((await resumed.next()).event).toBe('quizzes');
    } finally {
      adds.mockRestore();
    }

    const stale = await stream(cookie, { 'last-event-id': 'deadbeef-1' });
    expect((await stale.next()).event).toBe('counters');
  });
});

/** A window far longer than a push takes: a push well inside it can only be the first one. */
const SLOW_WINDOW_MS = 3000;

describe(`the live stream's pace on ${testDatabaseKind}`, () => {
  let slow: TestServer;
  let slowBase: string;
  beforeAll(async () => {
    slow = await startTestServer({ env: { LIVE_COALESCE_MS: String(SLOW_WINDOW_MS) } });
    slowBase = await slow.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await slow.close();
  });

  it('pushes a change after a quiet spell at once, and the next only when the window ends', async () => {
    const cookies = (await signInTestUser(slow.app, '7399999999')).cookies;
    const sse = await openSse(`${slowBase}/api/live`, {
      cookie: `utsav_session=${cookies.utsav_session}`,
    });
    open.push(sse);
    await sse.next();
    const change = async (points: number) => {
      const [before] = (await readTeamCounters(slow.app.db)).filter(
        (row) => row.team === 'lucknow',
      );
      await slow.app.db
        .transaction()
        .execute((trx) => setTeamCounters(trx, [{ ...before!, points }]));
      await slow.app.bus.publish({ type: 'counters' });
    };
    const lucknow = (data: string) => teamsOf(data).find((t) => t.key === 'lucknow')!.points;

    // The server runs in this process: its clock is this one.
    const changed = performance.now();
    await change(41);
    const first = await sse.next((event) => event.event === 'counters' && event !== sse.events[0]);
    expect(lucknow(first.data)).toBe(41);
    expect(performance.now() - changed).toBeLessThan(SLOW_WINDOW_MS);

    await change(42);
    const next = await sse.next((event) => event.event === 'counters' && event !== first);
    expect(lucknow(next.data)).toBe(42);
    // The window began with the first push, after `changed`; timers may fire a few ms early.
    expect(performance.now() - changed).toBeGreaterThanOrEqual(SLOW_WINDOW_MS - 20);
  });
});
