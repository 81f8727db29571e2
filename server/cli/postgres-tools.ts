// PostgreSQL's own programs (pg_dump, pg_restore, initdb, pg_ctl…): from PATH, or Debian's versioned
// folder, where the server's programs are.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

export const runProgram = promisify(execFile);

export function postgresProgram(name: string): string {
  for (const folder of (process.env.PATH ?? '').split(':')) {
    if (folder && fs.existsSync(`${folder}/${name}`)) return `${folder}/${name}`;
  }
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian)
    ? fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const program = `${debian}/${version}/bin/${name}`;
    if (fs.existsSync(program)) return program;
  }
  throw new Error(
    `${name} was not found: install PostgreSQL's client programs (postgresql-client)`,
  );
}
