import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/databases.js';
import { testConfig } from '../test/test-server.js';
import { countScore, readTeamCounters } from '../team-counters.js';
import { migrateToLatest, openDatabase, sqliteCommits, type Db } from './database.js';
import { migrations } from './migrations/index.js';

const opened: Db[] = [];
let database: TestDatabase | undefined;

async function open(): Promise<Db> {
  database ??= await createTestDatabase();
  const db = openDatabase(testConfig(database.url).database);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
  await database?.drop();
  database = undefined;
});

async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** How the database would run `statement`: the plan's lines, naming the indexes it reads. */
async function queryPlan(db: Db, statement: string): Promise<string> {
  if (testDatabaseKind === 'sqlite') {
    const { rows } = await sql<{
      detail: string;
    }>`explain query plan ${sql.raw(statement)}`.execute(db);
    return rows.map((row) => row.detail).join('\n');
  }
  // The tables are small, so PostgreSQL would scan them anyway unless told not to.
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(statement)}`.execute(
      connection,
    );
    await sql`reset enable_seqscan`.execute(connection);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe(`migrations on ${testDatabaseKind}`, () => {
  it('apply every migration on an empty database and nothing the second time', async () => {
    const db = await open();
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations));
  });

  it('clean names and IDs saved with invisible controls, and change nothing else', async () => {
    const db = await open();
    await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(
      '0007-expiry-indexes',
    );
    const profile = {
      employee_id: 'e1',
      gender: 'female',
      // The columns as they were then: the team's key (renamed team by 0013) and its label.
      rso: 'kanpur',
      team: 'Dabang',
      phone: '+919000000001',
      selfie_key: null,
      profile_complete: 1,
      created_at: 1,
      updated_at: 1,
    };
    await db
      .insertInto('users')
      .values([
        { id: 'u1', phone_number: '+919000000001', created_at: 1 },
        { id: 'u2', phone_number: '+919000000002', created_at: 1 },
      ])
      .execute();
    await db
      .insertInto('profiles')
      .values([
        { ...profile, user_id: 'u1', name: '\u202EAsha\u200B Verma', employee_label: '\uFEFFE1' },
        {
          ...profile,
          user_id: 'u2',
          employee_id: 'e2',
          name: 'क्\u200Dष Rao',
          employee_label: null,
        },
      ])
      .execute();
    await db
      .insertInto('employee_codes')
      .values({ code: 'e1', status: 'registered', label: 'E\u20601', updated_at: 1 })
      .execute();

    expect(await migrateToLatest(db)).toContain('0008-visible-names');
    const rows = await db
      .selectFrom('profiles')
      .select(['user_id', 'name', 'employee_label', 'updated_at'])
      .orderBy('user_id')
      .execute();
    expect(rows).toEqual([
      { user_id: 'u1', name: 'Asha Verma', employee_label: 'E1', updated_at: 1 },
      { user_id: 'u2', name: 'क्\u200Dष Rao', employee_label: null, updated_at: 1 },
    ]);
    const code = await db.selectFrom('employee_codes').selectAll().executeTakeFirstOrThrow();
    expect(code).toEqual({ code: 'e1', status: 'registered', label: 'E1', updated_at: 1 });
  });

  it('create the seven team counters at zero', async () => {
    const db = await open();
    await migrateToLatest(db);
    const counters = await db.selectFrom('team_counters').selectAll().orderBy('team').execute();
    expect(counters).toHaveLength(7);
    expect(counters.every((row) => row.registrations === 0 && row.points === 0)).toBe(true);
  });

  it("keep each quiz's finished plays per score through every write, from the plays already there", async () => {
    const db = await open();
    await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(
      '0017-engage',
    );
    const play = (
      id: string,
      user: string,
      status: 'in-progress' | 'completed',
      score: number,
    ) => ({
      id,
      user_id: user,
      quiz_id: 'quiz1',
      team: 'kanpur',
      status,
      score,
      disqualified: 0,
      current_index: 0,
      question_ids: '[]',
      answers: '[]',
      served_at: 1,
      started_at: 1,
      finished_at: status === 'completed' ? 9_001 : null,
      time_taken_sec: status === 'completed' ? 9 : null,
    });
    await db
      .insertInto('users')
      .values(
        ['u1', 'u2', 'u3', 'u4'].map((id, n) => ({
          id,
          phone_number: `+91900000000${n}`,
          created_at: 1,
        })),
      )
      .execute();
    await db
      .insertInto('quiz_attempts')
      .values([
        play('a1', 'u1', 'completed', 3),
        play('a2', 'u2', 'completed', 3),
        play('a3', 'u3', 'in-progress', 0),
      ])
      .execute();
    const counts = async () =>
      (
        await db
          .selectFrom('quiz_score_counts')
          .select(['score', 'plays'])
          .where('plays', '<>', 0)
          .orderBy('score')
          .execute()
      ).map(({ score, plays }) => [Number(score), Number(plays)]);

    await migrateToLatest(db);
    expect(await counts()).toEqual([[3, 2]]);
    // A play finishes, another is regraded, one is removed, and a person goes with their plays.
    await db
      .updateTable('quiz_attempts')
      .set({ status: 'completed', score: 5 })
      .where('id', '=', 'a3')
      .execute();
    await db
      .insertInto('quiz_attempts')
      .values(play('a4', 'u4', 'completed', 1))
      .execute();
    expect(await counts()).toEqual([
      [1, 1],
      [3, 2],
      [5, 1],
    ]);
    await db.updateTable('quiz_attempts').set({ score: 4 }).where('id', '=', 'a1').execute();
    await db.updateTable('quiz_attempts').set({ answers: '[1]' }).where('id', '=', 'a2').execute();
    expect(await counts()).toEqual([
      [1, 1],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    await db.deleteFrom('quiz_attempts').where('id', '=', 'a4').execute();
    await db.deleteFrom('users').where('id', '=', 'u2').execute();
    expect(await counts()).toEqual([
      [4, 1],
      [5, 1],
    ]);
    expect(await db.selectFrom('quiz_attempts').select('id').orderBy('id').execute()).toEqual([
      { id: 'a1' },
      { id: 'a3' },
    ]);

    // The plays as fast as or faster than one are a range of the index, read without their rows.
    expect(
      await queryPlan(
        db,
        "select count(*) from quiz_attempts where quiz_id = 'quiz1' and status = 'completed' and score = 4 and (finished_at - started_at) <= 9000 and time_taken_sec is not null",
      ),
    ).toMatch(
      testDatabaseKind === 'sqlite'
        ? /COVERING INDEX quiz_attempts_standing/
        : /quiz_attempts_standing/,
    );
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'apply once when several instances start together',
    async () => {
      const first = await open();
      const instances = [first, await open(), await open(), await open()];
      const applied = await Promise.all(instances.map((db) => migrateToLatest(db)));
      expect(applied.flat().sort()).toEqual(Object.keys(migrations).sort());
      expect(await appliedMigrations(first)).toEqual(Object.keys(migrations));
      expect(await first.selectFrom('team_counters').selectAll().execute()).toHaveLength(7);
    },
  );
  // Every code sent prunes old sends, and every instance prunes spent bot checks each minute. Read by
  // index, a prune touches only what it deletes; over the whole table, a crowd of thousands made each
  // sign-in slower than the last.
  it('prune old codes sent and spent bot checks through an index, not the whole table', async () => {
    const db = await open();
    await migrateToLatest(db);
    const plan = (statement: string) => queryPlan(db, statement);
    expect(await plan('delete from sms_sends where sent_at < 1')).toMatch(/sms_sends_sent_at/);
    expect(await plan('delete from bot_check_uses where expires_at < 1')).toMatch(
      /bot_check_uses_expires_at/,
    );
  });
});

describe.runIf(testDatabaseKind === 'sqlite')('SQLite settings', () => {
  it('syncs every commit by default, and at checkpoints with SQLITE_SYNCHRONOUS=normal', async () => {
    database ??= await createTestDatabase();
    const full = openDatabase(testConfig(database.url).database);
    opened.push(full);
    await migrateToLatest(full);
    const normal = openDatabase(testConfig(database.url).database, { sqliteSynchronous: 'normal' });
    opened.push(normal);
    // SQLite itself never syncs a commit (PRAGMA synchronous 1 is NORMAL): at `full` the driver
    // syncs the log after each commit, off the event loop.
    const level = async (db: Db) =>
      (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous;
    expect(await level(full)).toBe(1);
    expect(await level(normal)).toBe(1);
    const write = (db: Db) => db.transaction().execute((trx) => countScore(trx, 'kanpur', 1));
    const syncs = (db: Db) => sqliteCommits(db)!.syncs;
    const [fullBefore, normalBefore] = [syncs(full), syncs(normal)];
    await write(full);
    await write(normal);
    expect(syncs(full)).toBe(fullBefore + 1);
    expect(syncs(normal)).toBe(normalBefore);
    expect(testConfig(database.url, { SQLITE_SYNCHRONOUS: 'normal' }).sqliteSynchronous).toBe(
      'normal',
    );
  });

  it('reuses prepared statements and still sees every write', async () => {
    const db = await open();
    await migrateToLatest(db);
    for (let i = 0; i < 600; i += 1) {
      // 600 distinct texts pass the cache's size; the repeated one is answered from it each time.
      await sql`select ${sql.lit(i)} as n`.execute(db);
      await db.transaction().execute((trx) => countScore(trx, 'kanpur', 1));
    }
    const counters = await readTeamCounters(db);
    expect(counters.find((row) => row.team === 'kanpur')?.points).toBe(600);
  });
});
