import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionId } from '../auth/sessions.js';
import { countQueries } from '../../test/query-count.js';
import { newUsers, signInTestUser } from '../../test/sessions.js';
import { rankedPlay } from '../../test/plays.js';
import { sendProfile } from '../../test/profiles.js';
import { signIn, startSignInServer, type LogCapture } from '../../test/sign-in.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { toCsv } from '../../files/csv-writer.js';

const ADMIN = '9111111111';
// The log is read by the one test that signs the admin in through the code flow.
let server: TestServer & { log: LogCapture };
let adminCookies: Record<string, string>;
const nextUser = newUsers(() => server.app, 8200000001);

beforeAll(async () => {
  server = await startSignInServer({ env: { ADMIN_PHONES: `+91${ADMIN}` } });
  adminCookies = (await signInTestUser(server.app, ADMIN)).cookies;
});
afterAll(async () => {
  await server.close();
});

/** The admin grants admin rights to a phone number, or takes them back. */
const grantAdmin = (phone: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/admins',
    cookies: adminCookies,
    payload: { phone, name: 'Granted Organiser' },
  });
const revokeAdmin = (phone: string) =>
  server.app.inject({ method: 'DELETE', url: `/api/admin/admins/${phone}`, cookies: adminCookies });

async function user() {
  return (await nextUser()).cookies;
}

const ADMIN_ROUTES: [string, string, object?][] = [
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/registrations'],
  ['GET', '/api/admin/registrations.csv'],
  ['GET', '/api/admin/leaderboard?quizId=quiz1'],
  ['GET', '/api/admin/leaderboard.csv?quizId=quiz1'],
  ['PUT', '/api/admin/quizzes/quiz1/open', { open: true }],
  ['GET', '/api/admin/admins'],
  ['POST', '/api/admin/admins', { phone: '9222222222', name: 'Someone' }],
  ['PUT', '/api/admin/organiser-name', { name: 'Someone' }],
  ['GET', '/api/admin/access'],
  ['DELETE', '/api/admin/admins/9111111111'],
  ['POST', '/api/admin/registry?dryRun=1', { csv: 'X1' }],
  ['POST', '/api/admin/registry', { csv: 'X1' }],
  ['GET', '/api/admin/registry/emp1001'],
  ['POST', '/api/admin/registry/emp1001/reset'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/activity'],
  ['GET', '/api/admin/analytics'],
];

describe(`the admin API on ${testDatabaseKind}`, () => {
  it.each(ADMIN_ROUTES)(
    '%s %s: 401 signed out, 403 for a signed-in user, and changes nothing',
    async (method, url, body) => {
      const before = await server.app.db.selectFrom('audit_log').select('id').execute();
      const anonymous = await server.app.inject({ method: method as 'GET', url, payload: body });
      expect(anonymous.statusCode).toBe(401);
      const forbidden = await server.app.inject({
        method: method as 'GET',
        url,
        payload: body,
        cookies: await user(),
      });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({
        error: { code: 'forbidden', message: 'You do not have access' },
      });
      expect(await server.app.db.selectFrom('audit_log').select('id').execute()).toEqual(before);
    },
  );

  it('checks the session and the admin role in one query', async () => {
    const cookies = await user();
    const refused = await countQueries(server.app.db, async () => {
      const response = await server.app.inject({ url: '/api/admin/overview', cookies });
      expect(response.statusCode).toBe(403);
    });
    expect(refused).toBe(1);
    const signedOut = await server.app.inject({
      url: '/api/admin/overview',
      cookies: { utsav_session: 'not-a-session' },
    });
    expect(signedOut.statusCode).toBe(401);
    const admitted = await server.app.inject({ url: '/api/admin/admins', cookies: adminCookies });
    expect(admitted.statusCode).toBe(200);
  });

  it('knows ADMIN_PHONES as admins, with a 12-hour session', async () => {
    const signedIn = await signIn(server, ADMIN);
    const me = (await server.app.inject({ url: '/api/me', cookies: signedIn })).json<{
      isAdmin: boolean;
    }>();
    expect(me.isAdmin).toBe(true);
    const session = await server.app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.created_at', 'sessions.expires_at'])
      .where('users.phone_number', '=', `+91${ADMIN}`)
      .where('sessions.id_hash', '=', hashSessionId(signedIn.utsav_session!))
      .executeTakeFirstOrThrow();
    expect(session.expires_at - session.created_at).toBe(12 * 60 * 60 * 1000);
  });

  it('holds a granted admin to the 12-hour session from their next request', async () => {
    const { cookies: recent, phoneNumber: recentPhone } = await nextUser();
    const { cookies: old, phoneNumber: oldPhone } = await nextUser();
    // The older session began 13 hours ago: as an admin's, it would be over.
    await server.app.db
      .updateTable('sessions')
      .set((eb) => ({ created_at: eb('created_at', '-', 13 * 60 * 60 * 1000) }))
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('phone_number', '=', oldPhone),
      )
      .execute();
    for (const granted of [recentPhone, oldPhone]) {
      const response = await grantAdmin(granted);
      expect(response.statusCode).toBe(200);
    }
    const session = await server.app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.created_at', 'sessions.expires_at'])
      .where('users.phone_number', '=', recentPhone)
      .executeTakeFirstOrThrow();
    expect(session.expires_at - session.created_at).toBe(12 * 60 * 60 * 1000);
    expect(
      (await server.app.inject({ url: '/api/admin/overview', cookies: recent })).statusCode,
    ).toBe(200);
    expect((await server.app.inject({ url: '/api/me', cookies: old })).statusCode).toBe(401);
    for (const granted of [recentPhone, oldPhone]) await revokeAdmin(encodeURIComponent(granted));
  });

  it('grants and revokes admins, never below one, and writes each change to the audit log', async () => {
    const granted = await grantAdmin('9333333333');
    expect(granted.statusCode).toBe(200);
    expect(granted.json<{ phone: string }[]>().map((a) => a.phone)).toContain('+919333333333');
    const again = await grantAdmin('9333333333');
    expect(again.statusCode).toBe(409);
    const revoked = await revokeAdmin('+919333333333');
    expect(revoked.statusCode).toBe(200);
    const last = await revokeAdmin(ADMIN);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: { code: 'last_admin' } });
    const auditLog = (
      await server.app.inject({ url: '/api/admin/audit', cookies: adminCookies })
    ).json<{ action: string; actor: string }[]>();
    expect(auditLog.slice(0, 2).map((e) => [e.action, e.actor])).toEqual([
      ['admin.revoke', `+91${ADMIN}`],
      ['admin.grant', `+91${ADMIN}`],
    ]);
  });

  it('ranks a quizId by score, then by the fastest finish, with disqualified attempts apart', async () => {
    const rows = [
      ['a', 4, 30_000, 'EMP1291'],
      ['b', 5, 50_000, 'EMP1292'],
      ['c', 4, 20_000, 'EMP1293'],
      ['d', 5, 40_000, 'EMP1294'],
    ] as const;
    for (const [name, score, ms, code] of rows) {
      const cookies = await user();
      await sendProfile(server.app, cookies, {
        employeeId: code,
        name: `Player ${name}`,
        gender: 'male',
        team: 'central',
      });
      const me = (await server.app.inject({ url: '/api/me', cookies })).json<{ uid: string }>();
      const play = { id: `att-${name}`, user_id: me.uid, quiz_id: 'quiz2', team: 'central', score };
      await server.app.db.insertInto('quiz_attempts').values(rankedPlay(play, ms)).execute();
    }
    const quitter = await user();
    await sendProfile(server.app, quitter, {
      employeeId: 'EMP1295',
      name: 'Player q',
      gender: 'male',
      team: 'central',
    });
    const quitterId = (await server.app.inject({ url: '/api/me', cookies: quitter })).json<{
      uid: string;
    }>().uid;
    // Disqualified on the first question, and never finished.
    const quit = { id: 'att-q', user_id: quitterId, quiz_id: 'quiz2', team: 'central', score: 0 };
    await server.app.db
      .insertInto('quiz_attempts')
      .values({
        ...rankedPlay(quit, null),
        status: 'in-progress',
        disqualified: 1,
        current_index: 1,
      })
      .execute();

    const board = (
      await server.app.inject({ url: '/api/admin/leaderboard?quizId=quiz2', cookies: adminCookies })
    ).json<{ ranked: { name: string; rank: number }[]; disqualified: { name: string }[] }>();
    expect(board.ranked.map((r) => r.name)).toEqual([
      'Player d',
      'Player b',
      'Player c',
      'Player a',
    ]);
    expect(board.ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(board.disqualified.map((r) => r.name)).toEqual(['Player q']);

    const csv = await server.app.inject({
      url: '/api/admin/leaderboard.csv?quizId=quiz2',
      cookies: adminCookies,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[1]).toBe('"1","EMP1294","Player d","Bahubali","5","40.0"');
  });

  it('pages, searches and exports registrations', async () => {
    const cookies = await user();
    await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      cookies,
      payload: {
        employeeId: 'EMP1288',
        name: '=HYPERLINK("http://x")',
        gender: 'female',
        team: 'kanpur',
      },
    });
    const page = (
      await server.app.inject({
        url: '/api/admin/registrations?q=hyperlink&pageSize=5',
        cookies: adminCookies,
      })
    ).json<{ total: number; rows: { employeeId: string }[] }>();
    expect(page.total).toBe(1);
    expect(page.rows[0]!.employeeId).toBe('EMP1288');
    const all = (
      await server.app.inject({
        url: '/api/admin/registrations?pageSize=2&sort=employeeId&dir=asc',
        cookies: adminCookies,
      })
    ).json<{ total: number; rows: unknown[] }>();
    expect(all.rows).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const csv = await server.app.inject({
      url: '/api/admin/registrations.csv?q=emp1288',
      cookies: adminCookies,
    });
    expect(csv.body).toContain('"\'=HYPERLINK(""http://x"")"');
  });

  it('previews a registry upload without applying it, then applies it', async () => {
    const csv = 'employee_id\nNEWCODE1\nNEWCODE2\nEMP1001\nbad code!\n';
    const upload = async (url: string): Promise<unknown> =>
      (
        await server.app.inject({
          method: 'POST',
          url,
          cookies: adminCookies,
          headers: { 'content-type': 'text/csv' },
          payload: csv,
        })
      ).json();
    const preview = await upload('/api/admin/registry?dryRun=1');
    expect(preview).toMatchObject({
      added: 2,
      alreadyPresent: 1,
      invalid: [{ line: 5, value: 'bad code!' }],
    });
    expect(
      (await server.app.inject({ url: '/api/admin/registry/newcode1', cookies: adminCookies }))
        .statusCode,
    ).toBe(404);
    const applied = await upload('/api/admin/registry');
    expect(applied).toMatchObject({ added: 2, alreadyPresent: 1 });
    expect(
      (
        await server.app.inject({ url: '/api/admin/registry/NEW CODE1', cookies: adminCookies })
      ).json(),
    ).toMatchObject({ code: 'NEWCODE1', status: 'notregistered' });
  });

  it('gives registrations per day and team, participation, averages and the score spread', async () => {
    const result = (
      await server.app.inject({ url: '/api/admin/analytics', cookies: adminCookies })
    ).json<{
      registrationsByDay: { day: string; counts: Record<string, number> }[];
      participation: {
        quizId: string;
        players: number;
        completed: number;
        average: number;
        distribution: number[];
      }[];
    }>();
    const registered = result.registrationsByDay.reduce(
      (sum, d) => sum + Object.values(d.counts).reduce((a, b) => a + b, 0),
      0,
    );
    const profiles = await server.app.db.selectFrom('profiles').select('user_id').execute();
    expect(registered).toBe(profiles.length);
    expect(result.registrationsByDay[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const quiz2 = result.participation.find((p) => p.quizId === 'quiz2')!;
    expect(quiz2).toEqual({
      quizId: 'quiz2',
      title: { en: '2nd September 2025 - Quiz', hi: '2 सितंबर 2025 - क्विज़' },
      players: 5,
      completed: 4,
      average: 4.5,
      distribution: [0, 0, 0, 0, 2, 2],
    });
  });

  it("switches a quiz's switch and refuses a switch that is not on or off", async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/quizzes/quiz2/open',
      cookies: adminCookies,
      payload: { open: true },
    });
    expect(response.json()).toMatchObject({ id: 'quiz2', open: true, status: 'open' });
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: '/api/admin/quizzes/quiz2/open',
          cookies: adminCookies,
          payload: { open: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('CSV for spreadsheets', () => {
  it('quotes every field and defuses formulas', () => {
    const csv = toCsv(
      [{ a: '=1+2', b: 'say "hi"', c: '+91 98', d: '@x', e: '-5', f: 'plain, text' }],
      [
        { header: 'A', value: (r) => r.a },
        { header: 'B', value: (r) => r.b },
        { header: 'C', value: (r) => r.c },
        { header: 'D', value: (r) => r.d },
        { header: 'E', value: (r) => r.e },
        { header: 'F', value: (r) => r.f },
      ],
    );
    expect(csv).toBe(
      '\uFEFF"A","B","C","D","E","F"\r\n"\'=1+2","say ""hi""","\'+91 98","\'@x","\'-5","plain, text"\r\n',
    );
  });
});
