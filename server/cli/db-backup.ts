// npm run db:backup -- backups/utsav-2026-11-22.db — a consistent copy of the SQLite database on
// DATABASE_URL, taken with SQLite's online backup while the server keeps serving.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig } from '../config.js';

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target || process.argv.length > 3) {
    process.stderr.write('usage: npm run db:backup -- <backup file>\n');
    return 2;
  }
  const { database } = loadConfig(process.env);
  if (database.kind !== 'sqlite') {
    process.stderr.write(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump (see "Running in production" in the README)\n',
    );
    return 2;
  }
  if (!fs.existsSync(database.file)) {
    process.stderr.write(`no database at ${database.file}\n`);
    return 1;
  }
  const destination = path.resolve(target);
  if (fs.existsSync(destination)) {
    process.stderr.write(`${destination} exists; choose a new file name\n`);
    return 1;
  }
  fs.mkdirSync(path.dirname(destination), { recursive: true });
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
