// npm run db:backup -- backups/utsav-2026-11-22.db — a consistent copy of the database on
// DATABASE_URL, taken while the server keeps serving: SQLite's online backup, or on PostgreSQL
// pg_dump's snapshot in its custom format. npm run db:restore puts it back.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig } from '../config.js';
import { postgresProgram, runProgram } from './postgres-tools.js';

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target || process.argv.length > 3) {
    process.stderr.write('usage: npm run db:backup -- <backup file>\n');
    return 2;
  }
  const { database } = loadConfig(process.env);
  const destination = path.resolve(target);
  if (fs.existsSync(destination)) {
    process.stderr.write(`${destination} exists; choose a new file name\n`);
    return 1;
  }
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  if (database.kind === 'postgres') {
    // One transaction's snapshot of every table, however busy the server is meanwhile.
    await runProgram(postgresProgram('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${destination}`,
      database.url,
    ]);
    const { stdout } = await runProgram(postgresProgram('pg_restore'), ['--list', destination]);
    const tables = stdout.split('\n').filter((line) => / TABLE DATA /.test(line)).length;
    process.stdout.write(`backed up PostgreSQL to ${destination} (${tables} tables)\n`);
    return 0;
  }
  if (!fs.existsSync(database.file)) {
    process.stderr.write(`no database at ${database.file}\n`);
    return 1;
  }
  const source = new SqliteDatabase(database.file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(destination);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(destination, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the backup failed its integrity check: ${String(check)}`);
    const profiles = copy.prepare('select count(*) as n from profiles').get() as { n: number };
    process.stdout.write(
      `backed up ${database.file} to ${destination} (${profiles.n} profiles, integrity ok)\n`,
    );
  } finally {
    copy.close();
  }
  return 0;
}

process.exitCode = await main();
