import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { importFirebaseExport } from './firebase-import.js';

const fixture: unknown = JSON.parse(
  fs.readFileSync('server/features/migration/fixtures/firebase-export.json', 'utf8'),
);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe(`importing the original's export on ${testDatabaseKind}`, () => {
  it('loads users, profiles, results (legacy bare scores too), codes and flags, and says what it skipped', async () => {
    const report = await importFirebaseExport(
      server.app.db,
      server.app.site,
      fixture,
      1_760_000_000_000,
    );
    expect(report).toMatchObject({ users: 5, profiles: 2, attempts: 3, codes: 5, games: true });
    expect(report.skipped.map((s) => [s.what, s.id, s.reason])).toEqual([
      ['ecode', 'emp2099', 'unknown status "sometimes"'],
      ['profile', 'uidMeena03', 'not complete'],
      ['user', 'uidNoPhone04', 'no valid phone number to sign in with'],
      ['profile', 'uidBadRso05', 'unknown RSO "mumbai"'],
      ['profile', 'uidTwin06', 'employee ID emp2001 already belongs to another profile'],
    ]);

    const asha = await server.app.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('user_id', '=', 'uidAsha01')
      .orderBy('pool')
      .execute();
    expect(asha.map((a) => [a.pool, a.status, a.score, a.time_taken_sec])).toEqual([
      ['quiz1', 'completed', 4, 42],
      ['quiz2', 'completed', 3, 0],
    ]);
    const ravi = await server.app.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('user_id', '=', 'uidRavi02')
      .executeTakeFirstOrThrow();
    expect([ravi.status, ravi.disqualified]).toEqual(['in-progress', 1]);

    // Counters follow the imported data: kanpur 1 registration + 7 points of quizzes.
    expect(report.counters.find((c) => c.rso === 'kanpur')).toEqual({
      rso: 'kanpur',
      registrations: 1,
      points: 8,
      exportRegistrations: 1,
      exportPoints: 8,
    });
    expect(report.counters.find((c) => c.rso === 'bhopal')).toMatchObject({
      registrations: 0,
      exportRegistrations: 1,
    });
    const games = await server.app.db
      .selectFrom('games')
      .select(['pool', 'enabled'])
      .orderBy('pool')
      .execute();
    expect(games.map((g) => g.enabled)).toEqual([1, 0, 0]);
  });

  it('changes nothing the second time', async () => {
    const before = await server.app.db
      .selectFrom('team_counters')
      .selectAll()
      .orderBy('rso')
      .execute();
    const report = await importFirebaseExport(
      server.app.db,
      server.app.site,
      fixture,
      1_760_000_000_000,
    );
    expect(report).toMatchObject({ users: 0, profiles: 0, attempts: 0, codes: 0 });
    expect(
      await server.app.db.selectFrom('team_counters').selectAll().orderBy('rso').execute(),
    ).toEqual(before);
  });

  it('refuses something that is not an export', async () => {
    await expect(importFirebaseExport(server.app.db, server.app.site, [1, 2], 0)).rejects.toThrow(
      'the export is not a JSON object',
    );
  });
});
