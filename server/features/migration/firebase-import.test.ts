import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { leaderboard } from '../reports/report-queries.js';
import { importFirebaseExport, type FirebaseImportReport } from './firebase-import.js';
import { checkTeamCounters } from '../../team-counters.js';

const FIXTURE = 'server/features/migration/fixtures/firebase-export.json';
const IMPORTED_AT = 1_760_000_000_000;
const readFixture = (): Record<string, Record<string, unknown>> =>
  JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, Record<string, unknown>>;

let server: TestServer;
let report: FirebaseImportReport;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_PHONES: '+919111111111' } });
  report = await importFirebaseExport(server.app.db, server.app.site, readFixture(), IMPORTED_AT);
});
afterAll(async () => {
  await server.close();
});

/** Every row the importer may write, to tell that a run changed nothing. */
async function everything() {
  const db = server.app.db;
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    profiles: await db.selectFrom('profiles').selectAll().orderBy('user_id').execute(),
    codes: await db.selectFrom('employee_codes').selectAll().orderBy('code').execute(),
    attempts: await db.selectFrom('quiz_attempts').selectAll().orderBy('id').execute(),
    counters: await db.selectFrom('team_counters').selectAll().orderBy('team').execute(),
    quizzes: await db.selectFrom('quizzes').selectAll().orderBy('id').execute(),
  };
}

async function attemptsOf(uid: string) {
  return server.app.db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', uid)
    .orderBy('quiz_id')
    .execute();
}

describe(`importing the original's export on ${testDatabaseKind}`, () => {
  it('loads users, profiles, results (legacy bare scores too), codes and flags, and says what it skipped', async () => {
    expect(report).toMatchObject({
      users: 6,
      profiles: 3,
      attempts: 6,
      codes: 5,
      quizSwitches: true,
    });
    expect(report.skipped.map((s) => [s.what, s.id, s.reason])).toEqual([
      ['ecode', 'emp2099', 'unknown status "sometimes"'],
      ['profile', 'uidMeena03', 'not complete'],
      ['user', 'uidNoPhone04', 'no valid phone number to sign in with'],
      ['profile', 'uidBadRso05', 'unknown RSO "mumbai"'],
      ['profile', 'uidTwin06', 'employee ID emp2001 already belongs to another profile'],
    ]);

    const asha = await attemptsOf('uidAsha01');
    expect(
      asha.map((a) => [a.quiz_id, a.status, a.score, a.time_taken_sec, a.finished_at]),
    ).toEqual([
      ['quiz1', 'completed', 4, 42, 1_756_700_042_000],
      // A bare number says nothing of when or how fast: unknown, not 0 s.
      ['quiz2', 'completed', 3, null, null],
    ]);
    expect(JSON.parse(asha[0]!.answers)).toEqual([
      { id: 3, selected: 'B. R. Ambedkar' },
      { id: 7, selected: null },
    ]);
    const ravi = await attemptsOf('uidRavi02');
    expect(
      ravi.map((a) => [a.quiz_id, a.status, a.disqualified, a.finished_at, a.time_taken_sec]),
    ).toEqual([
      ['quiz1', 'in-progress', 1, null, null],
      // Finished, but with no record of when it started: its time is unknown too.
      ['quiz2', 'completed', 0, 1_756_800_300_000, null],
    ]);

    // Counters follow the imported data: kanpur 2 registrations + 12 points of quizzes.
    expect(report.counters.find((c) => c.team === 'kanpur')).toEqual({
      team: 'kanpur',
      registrations: 2,
      points: 14,
      exportRegistrations: 2,
      exportPoints: 14,
    });
    expect(report.counters.find((c) => c.team === 'bhopal')).toEqual({
      team: 'bhopal',
      registrations: 0,
      points: 0,
      exportRegistrations: 1,
      exportPoints: 1,
    });
    const switches = await server.app.db
      .selectFrom('quizzes')
      .select(['id', 'enabled'])
      .where('kind', '=', 'contest')
      .orderBy('id')
      .execute();
    expect(switches.map((g) => g.enabled)).toEqual([1, 0, 0]);
    // Each imported play carries the questions its ids name, as the seeded quiz holds them.
    const played = await server.app.db
      .selectFrom('quiz_attempts')
      .select(['questions', 'question_ids'])
      .execute();
    for (const play of played) {
      const served = JSON.parse(play.questions!) as { id: number }[];
      expect(served.map((q) => q.id)).toEqual(JSON.parse(play.question_ids));
    }
  });

  it('signs in a user who has "phone" but no "phoneNumber", with their scores', async () => {
    const user = await server.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'uidPhoneOnly07')
      .executeTakeFirstOrThrow();
    expect(user.phone_number).toBe('+919800000007');
    expect(
      (await attemptsOf('uidPhoneOnly07')).map((a) => [a.quiz_id, a.score, a.time_taken_sec]),
    ).toEqual([
      ['quiz1', 2, null],
      ['quiz2', 3, 55],
    ]);
    // The number "98000 00007" signs in as the sign-in form would send it.
    const cookies = (await signInTestUser(server.app, '9800000007')).cookies;
    const me = (await server.app.inject({ url: '/api/me', cookies })).json<{
      uid: string;
      profile: { name: string } | null;
    }>();
    expect(me).toMatchObject({ uid: 'uidPhoneOnly07', profile: { name: 'Kiran Rao' } });
  });

  it('lists the photo links it did not copy, so an organiser can fetch them', () => {
    expect(report.photos).toEqual([
      {
        uid: 'uidAsha01',
        url: 'https://firebasestorage.googleapis.com/v0/b/utsav-original.appspot.com/o/selfies%2FuidAsha01.jpg?alt=media',
      },
      {
        uid: 'uidPhoneOnly07',
        url: 'https://firebasestorage.googleapis.com/v0/b/utsav-original.appspot.com/o/selfies%2FuidPhoneOnly07.jpg?alt=media',
      },
    ]);
  });

  it('keeps employee IDs as typed beside the normalised codes', async () => {
    const profiles = await server.app.db
      .selectFrom('profiles')
      .select(['user_id', 'employee_id', 'employee_label'])
      .orderBy('user_id')
      .execute();
    expect(profiles).toEqual([
      { user_id: 'uidAsha01', employee_id: 'emp2001', employee_label: 'EMP 2001' },
      { user_id: 'uidPhoneOnly07', employee_id: 'emp2007', employee_label: 'Emp 2007' },
      { user_id: 'uidRavi02', employee_id: 'emp2002', employee_label: 'emp2002' },
    ]);
    const codes = await server.app.db
      .selectFrom('employee_codes')
      .select(['code', 'label', 'status'])
      .where('code', 'in', ['emp2001', 'emp2003', 'emp2007'])
      .orderBy('code')
      .execute();
    expect(codes).toEqual([
      { code: 'emp2001', label: 'emp2001', status: 'registered' },
      { code: 'emp2003', label: 'EMP2003', status: 'notregistered' },
      // Not in "ecode": registered from the profile, as its owner typed it.
      { code: 'emp2007', label: 'Emp 2007', status: 'registered' },
    ]);
  });

  it('ranks a timed player before an older score of no known time on a tie', async () => {
    const { ranked } = await leaderboard(server.app.db, 'quiz2');
    expect(ranked.map((r) => [r.rank, r.name, r.score, r.timeTakenMs])).toEqual([
      [1, 'Kiran Rao', 3, 55_000],
      [2, 'Asha Verma', 3, null],
      [3, 'Ravi Kumar', 1, null],
    ]);

    const admin = (await signInTestUser(server.app, '9111111111')).cookies;
    const board = await server.app.inject({
      url: '/api/admin/leaderboard?quizId=quiz2',
      cookies: admin,
    });
    expect(
      board
        .json<{ ranked: { name: string; timeTakenMs: number | null }[] }>()
        .ranked.map((r) => [r.name, r.timeTakenMs]),
    ).toEqual([
      ['Kiran Rao', 55_000],
      ['Asha Verma', null],
      ['Ravi Kumar', null],
    ]);
    const csv = await server.app.inject({
      url: '/api/admin/leaderboard.csv?quizId=quiz2',
      cookies: admin,
    });
    const rows = csv.body.trim().split('\r\n').slice(1);
    expect(rows.map((row) => [row.split(',')[2], row.split(',').at(-1)])).toEqual([
      ['"Kiran Rao"', '"55.0"'],
      ['"Asha Verma"', '""'],
      ['"Ravi Kumar"', '""'],
    ]);
  });

  it('changes nothing the second time', async () => {
    const before = await everything();
    const again = await importFirebaseExport(
      server.app.db,
      server.app.site,
      readFixture(),
      IMPORTED_AT + 86_400_000,
    );
    expect(again).toMatchObject({ users: 0, profiles: 0, attempts: 0, codes: 0 });
    expect(again.skipped).toEqual(report.skipped);
    expect(again.counters).toEqual(report.counters);
    expect(await everything()).toEqual(before);
    // The teams' counters and the quizzes' counts of plays per score agree with what was imported.
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it.each([
    ['not an object', () => [1, 2], '(top level): expected an object, found a list'],
    [
      'a score of the wrong type',
      (data: Record<string, Record<string, unknown>>) => {
        data.users!.uidLate08 = {
          profileComplete: true,
          employeeId: 'EMP2003',
          name: 'Late Comer',
          gender: 'male',
          team: 'central',
          phoneNumber: '+919800000008',
          quiz1: 4,
          quiz2: { score: 'three', status: 'completed' },
        };
      },
      'users.uidLate08.quiz2.score: expected a number, found "three"',
    ],
    [
      'a date of the wrong type',
      (data: Record<string, Record<string, unknown>>) => {
        (data.users!.uidAsha01 as Record<string, unknown>).createdAt = 'yesterday';
      },
      'users.uidAsha01.createdAt: expected a number, found "yesterday"',
    ],
    [
      'a result that is neither a score nor a record',
      (data: Record<string, Record<string, unknown>>) => {
        (data.users!.uidRavi02 as Record<string, unknown>).quiz3 = 'done';
      },
      'users.uidRavi02.quiz3: expected a number or an object, found "done"',
    ],
    [
      'a bare score that is not whole',
      (data: Record<string, Record<string, unknown>>) => {
        (data.users!.uidAsha01 as Record<string, unknown>).quiz2 = 2.5;
      },
      'users.uidAsha01.quiz2: expected a whole number or an object, found 2.5',
    ],
    [
      'an answer without its question',
      (data: Record<string, Record<string, unknown>>) => {
        (data.users!.uidAsha01 as Record<string, { answers: unknown[] }>).quiz1!.answers = [
          { selected: 'x' },
        ];
      },
      'users.uidAsha01.quiz1.answers.0.id: expected a number, found nothing',
    ],
    [
      'a games flag that is not true or false',
      (data: Record<string, Record<string, unknown>>) => {
        data.games!.quiz3 = 'yes';
      },
      'games.quiz3: expected true or false, found "yes"',
    ],
  ])(
    'refuses an export with %s, naming the path, and changes nothing',
    async (_, spoil, message) => {
      const data = readFixture();
      const spoiled = spoil(data) ?? data;
      const before = await everything();
      await expect(
        importFirebaseExport(server.app.db, server.app.site, spoiled, IMPORTED_AT + 1),
      ).rejects.toThrow(message);
      expect(await everything()).toEqual(before);
    },
  );
});
