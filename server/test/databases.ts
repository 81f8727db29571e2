// Brand-new, empty databases for tests and benchmarks: a SQLite file in a new temporary folder,
// or a new database on a PostgreSQL server. The server suite runs once on each kind.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

/** PostgreSQL when TEST_DATABASE_URL names a server, SQLite otherwise. */
export const testDatabaseKind: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export type TestDatabase = { url: string; drop: () => Promise<void> };

export type NewDatabaseOptions = {
  /** The suite's kind unless told. */
  kind?: DatabaseKind;
  /** The PostgreSQL server to create the database on: TEST_DATABASE_URL unless told. */
  postgresUrl?: string;
  /** Where the SQLite file's folder goes: the system's temporary folder unless told. */
  dir?: string;
  /** Starts the PostgreSQL database's name and the SQLite folder's, so leftovers say whose they are. */
  prefix?: string;
};

/** A brand-new, empty database; `drop` removes it and everything in it. */
export async function createTestDatabase(options: NewDatabaseOptions = {}): Promise<TestDatabase> {
  const {
    kind = testDatabaseKind,
    postgresUrl = process.env.TEST_DATABASE_URL,
    dir = os.tmpdir(),
    prefix = 'utsav_test',
  } = options;
  if (kind === 'sqlite') {
    const folder = fs.mkdtempSync(path.join(dir, `${prefix}_`));
    return {
      url: `sqlite:${path.join(folder, 'utsav.db')}`,
      drop: async () => fs.rmSync(folder, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('a PostgreSQL database needs the server address');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
