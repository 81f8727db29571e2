import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../../common/api.js';
import { startServerWithAdmin } from '../../test/admin-requests.js';
import { newUsers } from '../../test/sessions.js';
import { rankedPlay } from '../../test/plays.js';
import { sendProfile } from '../../test/profiles.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ADMIN = '9111122222';
let server: TestServer;
let adminCookies: Record<string, string>;
const nextUser = newUsers(() => server.app, 8300000001);

beforeAll(async () => {
  ({ server, admin: adminCookies } = await startServerWithAdmin(ADMIN));
});
afterAll(async () => {
  await server.close();
});

async function register(employeeId: string) {
  const { cookies } = await nextUser();
  const fields = { employeeId, name: 'Typed Person', gender: 'female', team: 'kanpur' };
  const response = await sendProfile(server.app, cookies, fields);
  return { cookies, response };
}

async function me(cookies: Record<string, string>): Promise<Me> {
  return (await server.app.inject({ url: '/api/me', cookies })).json<Me>();
}

async function listed(q: string): Promise<string[]> {
  const page = await server.app.inject({
    url: `/api/admin/registrations?q=${encodeURIComponent(q)}`,
    cookies: adminCookies,
  });
  return page.json<{ rows: { employeeId: string }[] }>().rows.map((row) => row.employeeId);
}

describe(`employee IDs as typed on ${testDatabaseKind}`, () => {
  let spaced: Awaited<ReturnType<typeof register>>;
  let mixed: Awaited<ReturnType<typeof register>>;

  beforeAll(async () => {
    spaced = await register('  EMP 1193 ');
    mixed = await register('Emp1194');
  });

  it('shows each person their Employee ID as they typed it', async () => {
    expect(spaced.response.statusCode).toBe(200);
    expect(spaced.response.json()).toMatchObject({ employeeId: 'EMP 1193' });
    expect((await me(spaced.cookies)).profile?.employeeId).toBe('EMP 1193');
    expect((await me(mixed.cookies)).profile?.employeeId).toBe('Emp1194');
  });

  it('still matches on the normalised code: another form of a taken ID is "Already registered"', async () => {
    for (const typed of ['emp1193', 'EMP1193', 'e m p 1 1 9 4']) {
      const { response } = await register(typed);
      expect(response.statusCode, typed).toBe(409);
      expect(response.json(), typed).toMatchObject({ error: { message: 'Already registered' } });
    }
    const registered = await server.app.db
      .selectFrom('profiles')
      .select(['employee_id', 'employee_label'])
      .where('employee_id', 'in', ['emp1193', 'emp1194'])
      .orderBy('employee_id')
      .execute();
    expect(registered).toEqual([
      { employee_id: 'emp1193', employee_label: 'EMP 1193' },
      { employee_id: 'emp1194', employee_label: 'Emp1194' },
    ]);
  });

  it('lists and exports them as typed, found by either form', async () => {
    for (const q of ['emp1193', 'EMP 1193', 'E M P 1193', 'p 1193']) {
      expect(await listed(q), q).toEqual(['EMP 1193']);
    }
    expect(await listed('emp1194')).toEqual(['Emp1194']);
    const csv = await server.app.inject({
      url: '/api/admin/registrations.csv?q=emp119',
      cookies: adminCookies,
    });
    const ids = csv.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split('","')[0]!.slice(1));
    expect(ids.sort()).toEqual(['EMP 1193', 'Emp1194']);
  });

  it('ranks them on the leaderboard and its CSV as typed', async () => {
    const uid = (await me(spaced.cookies)).uid;
    const play = { id: 'typed-attempt', user_id: uid, quiz_id: 'quiz1', team: 'kanpur', score: 3 };
    await server.app.db.insertInto('quiz_attempts').values(rankedPlay(play, 30_000)).execute();
    const board = await server.app.inject({
      url: '/api/admin/leaderboard?quizId=quiz1',
      cookies: adminCookies,
    });
    expect(board.json<{ ranked: { employeeId: string }[] }>().ranked).toMatchObject([
      { employeeId: 'EMP 1193' },
    ]);
    const csv = await server.app.inject({
      url: '/api/admin/leaderboard.csv?quizId=quiz1',
      cookies: adminCookies,
    });
    expect(csv.body.split('\r\n')[1]).toBe('"1","EMP 1193","Typed Person","Dabang","3","30.0"');
  });

  it('shows the code of a profile saved before labels were kept', async () => {
    const uid = (await me(mixed.cookies)).uid;
    await server.app.db
      .updateTable('profiles')
      .set({ employee_label: null })
      .where('user_id', '=', uid)
      .execute();
    expect((await me(mixed.cookies)).profile?.employeeId).toBe('emp1194');
    expect(await listed('Emp1194')).toEqual(['emp1194']);
  });
});
