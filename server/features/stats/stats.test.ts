import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stats } from '../../../common/dashboard.js';
import { manualClock } from '../../clock.js';
import { countQueries } from '../../test/query-count.js';
import { newUsers } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { setTeamCounters } from '../../team-counters.js';

const HOUR = 60 * 60 * 1000;
const clock = manualClock();
let server: TestServer;
const nextUser = newUsers(() => server.app, 7400000001);

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

async function user() {
  return (await nextUser()).cookies;
}

const stats = (cookies: Record<string, string>) =>
  server.app.inject({ url: '/api/stats', cookies });

describe(`GET /api/stats on ${testDatabaseKind}`, () => {
  it('answers a signed-in user with the seven teams, in one query', async () => {
    const cookies = await user();
    let body: Stats | undefined;
    const queries = await countQueries(server.app.db, async () => {
      const response = await stats(cookies);
      expect(response.statusCode).toBe(200);
      body = response.json<Stats>();
    });
    expect(queries).toBe(1);
    expect(body!.teams.map((team) => team.key)).toHaveLength(7);
    expect(body!.teams.every((team) => team.registrations === 0 && team.points === 0)).toBe(true);
  });

  it('shows the counters as stored', async () => {
    const cookies = await user();
    await server.app.db
      .transaction()
      .execute((trx) => setTeamCounters(trx, [{ team: 'bhopal', registrations: 3, points: 40 }]));
    const { teams } = (await stats(cookies)).json<Stats>();
    expect(teams.find((team) => team.key === 'bhopal')).toMatchObject({
      registrations: 3,
      points: 40,
    });
  });

  it('refuses no session, an unknown one, a signed-out one and an idle one', async () => {
    expect((await server.app.inject({ url: '/api/stats' })).statusCode).toBe(401);
    expect((await stats({ utsav_session: 'not-a-session' })).statusCode).toBe(401);
    const out = await user();
    await server.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: out });
    expect((await stats(out)).statusCode).toBe(401);
    const idle = await user();
    clock.advance(14 * 24 * HOUR + 1);
    expect((await stats(idle)).statusCode).toBe(401);
  });

  it('keeps a session in use alive, writing at most once an hour', async () => {
    const cookies = await user();
    clock.advance(HOUR / 2);
    expect(await countQueries(server.app.db, () => stats(cookies))).toBe(1);
    clock.advance(HOUR);
    expect(await countQueries(server.app.db, () => stats(cookies))).toBe(2);
    const session = await server.app.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.last_seen_at).toBe(clock.now());
  });
});
