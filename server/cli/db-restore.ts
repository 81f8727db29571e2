// npm run db:restore -- backups/utsav-2026-11-22.db — puts a backup from npm run db:backup into the
// database on DATABASE_URL, which must be new: a SQLite file that does not exist yet, or an empty
// PostgreSQL database. Then start the server on it. Nothing that exists is ever overwritten.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { postgresProgram, runProgram } from './postgres-tools.js';

async function main(): Promise<number> {
  const source = process.argv[2];
  if (!source || process.argv.length > 3) {
    process.stderr.write('usage: npm run db:restore -- <backup file>\n');
    return 2;
  }
  const backup = path.resolve(source);
  if (!fs.existsSync(backup)) {
    process.stderr.write(`no backup at ${backup}\n`);
    return 1;
  }
  const { database } = loadConfig(process.env);
  if (database.kind === 'sqlite') {
    if (fs.existsSync(database.file)) {
      process.stderr.write(`${database.file} exists; restore into a new file\n`);
      return 1;
    }
    const copy = new SqliteDatabase(backup, { readonly: true, fileMustExist: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok')
        throw new Error(`the backup failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    // Copied beside, then renamed: a restore cut short leaves no half-written database behind.
    const partial = `${database.file}.restoring`;
    fs.copyFileSync(backup, partial);
    fs.renameSync(partial, database.file);
    process.stdout.write(`restored ${backup} to ${database.file}\n`);
    return 0;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname = 'public'",
    );
    if (Number(rows[0]!.n) > 0) {
      process.stderr.write('the database on DATABASE_URL is not empty; restore into a new one\n');
      return 1;
    }
  } finally {
    await client.end();
  }
  await runProgram(postgresProgram('pg_restore'), [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${database.url}`,
    backup,
  ]);
  process.stdout.write(`restored ${backup} into PostgreSQL\n`);
  return 0;
}

process.exitCode = await main();
