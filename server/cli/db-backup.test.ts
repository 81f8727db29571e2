import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startSignInServer } from '../test/sign-in.js';
import { testDatabaseKind } from '../test/test-server.js';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function backup(databaseUrl: string, target: string) {
  return run(process.execPath, ['--import', 'tsx', 'server/cli/db-backup.ts', target], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: databaseUrl },
  });
}

describe.runIf(testDatabaseKind === 'sqlite')('npm run db:backup on SQLite', () => {
  it('copies the live database, with everything saved so far, while the server keeps it open', async () => {
    const server = await startSignInServer({ env: { OTP_IP_HOURLY_LIMIT: '1000' } });
    try {
      for (const [index, rso] of (['bhopal', 'kanpur', 'lucknow'] as const).entries()) {
        const cookies = await signIn(server, `983330000${index}`);
        const saved = await server.app.inject({
          method: 'POST',
          url: '/api/profile',
          cookies,
          payload: { employeeId: `EMP102${index}`, name: 'Backed Up', gender: 'male', rso },
        });
        expect(saved.statusCode).toBe(200);
      }
      const target = path.join(dir, 'nightly', 'utsav.db');
      const { database } = server.config;
      if (database.kind !== 'sqlite') throw new Error('expected SQLite');
      const { stdout } = await backup(`sqlite:${database.file}`, target);
      expect(stdout).toContain('(3 profiles, integrity ok)');

      const copy = new SqliteDatabase(target, { readonly: true });
      const names = copy.prepare('select rso from profiles order by rso').all();
      const counters = copy.prepare('select sum(registrations) as n from team_counters').get() as {
        n: number;
      };
      copy.close();
      expect(names).toEqual([{ rso: 'bhopal' }, { rso: 'kanpur' }, { rso: 'lucknow' }]);
      expect(counters.n).toBe(3);

      // An existing file is never overwritten.
      const again = await backup(`sqlite:${database.file}`, target).catch(
        (error: { stderr: string }) => error,
      );
      expect(again.stderr).toContain('exists; choose a new file name');
    } finally {
      await server.close();
    }
  });

  it('points PostgreSQL users to pg_dump', async () => {
    const refused = await backup(
      'postgres://utsav@127.0.0.1:1/utsav',
      path.join(dir, 'x.db'),
    ).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('pg_dump');
  });
});
