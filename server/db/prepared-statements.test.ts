import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/databases.js';
import { migratedDatabasePerTest } from '../test/migrated-database.js';
import type { Db } from './database.js';
import { PREPARED_PER_CONNECTION } from './prepared-statements.js';

const open = migratedDatabasePerTest();

/** The statements the connection running `trx` has prepared, by their text. */
async function preparedOn(trx: Db): Promise<string[]> {
  const { rows } = await sql<{
    statement: string;
  }>`select statement from pg_prepared_statements`.execute(trx);
  return rows.map((row) => row.statement);
}

describe.runIf(testDatabaseKind === 'postgres')('prepared statements on PostgreSQL', () => {
  it('prepare a query once per connection, and answer each run with its own values', async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      const counter = (team: string) =>
        connection
          .selectFrom('team_counters')
          .select(['team', 'registrations'])
          .where('team', '=', team)
          .executeTakeFirst();
      expect(await counter('bhopal')).toEqual({ team: 'bhopal', registrations: 0 });
      expect(await counter('kanpur')).toEqual({ team: 'kanpur', registrations: 0 });
      expect(await counter('nowhere')).toBeUndefined();
      const prepared = await preparedOn(connection);
      expect(prepared.filter((text) => text.includes('from "team_counters"'))).toHaveLength(1);
    });
  });

  it('leave transaction control and schema changes unnamed', async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      await connection.transaction().execute(async (trx) => {
        await sql`create table scratch (a integer)`.execute(trx);
      });
      const prepared = await preparedOn(connection);
      expect(prepared.some((text) => /^\s*(begin|commit|create)/i.test(text))).toBe(false);
    });
  });

  it(`keep at most ${PREPARED_PER_CONNECTION} statements on a connection, and run the rest unnamed`, async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      const before = (await preparedOn(connection)).length;
      for (let i = 0; i < PREPARED_PER_CONNECTION + 20; i += 1) {
        const { rows } = await sql<{ n: number }>`select ${sql.lit(i)}::integer as n`.execute(
          connection,
        );
        expect(rows).toEqual([{ n: i }]);
      }
      expect(before).toBeGreaterThan(0);
      expect((await preparedOn(connection)).length).toBe(PREPARED_PER_CONNECTION);
    });
  });

  it('run a prepared `select *` again after its table gained a column', async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      await sql`create table scratch (a integer)`.execute(connection);
      await sql`insert into scratch values (1)`.execute(connection);
      const all = () => sql`select * from scratch where a = ${1}`.execute(connection);
      expect((await all()).rows).toEqual([{ a: 1 }]);
      await sql`alter table scratch add column b integer`.execute(connection);
      expect((await all()).rows).toEqual([{ a: 1, b: null }]);
      expect((await all()).rows).toEqual([{ a: 1, b: null }]);
    });
  });
});
