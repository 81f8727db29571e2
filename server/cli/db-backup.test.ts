import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../test/profiles.js';
import { signInTestUser } from '../test/sessions.js';
import { createServer } from '../app.js';
import { createTestDatabase, testDatabaseKind } from '../test/databases.js';
import { startTestServer, testConfig } from '../test/test-server.js';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function backup(databaseUrl: string, target: string) {
  return run(process.execPath, ['--import', 'tsx', 'server/cli/db-backup.ts', target], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: databaseUrl },
  });
}

function restore(databaseUrl: string, source: string) {
  return run(process.execPath, ['--import', 'tsx', 'server/cli/db-restore.ts', source], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: databaseUrl },
  });
}

const TEAMS = ['bhopal', 'kanpur', 'lucknow', 'central'] as const;

describe(`npm run db:backup and db:restore on ${testDatabaseKind}`, () => {
  it('restore a backup taken while people register into a fresh server that serves the same data', async () => {
    const server = await startTestServer();
    const restored = await createTestDatabase();
    const uploads = fs.mkdtempSync(path.join(dir, 'uploads-'));
    try {
      const people: Record<string, string>[] = [];
      for (let index = 0; index < 16; index += 1) {
        people.push(
          (await signInTestUser(server.app, `98444${String(index).padStart(5, '0')}`)).cookies,
        );
      }
      const register = (index: number) =>
        server.app.inject({
          method: 'POST',
          url: '/api/profile',
          cookies: people[index]!,
          payload: {
            employeeId: `EMP12${String(index).padStart(2, '0')}`,
            name: `Person ${index}`,
            gender: 'female',
            team: TEAMS[index % TEAMS.length],
          },
        });
      for (let index = 0; index < 4; index += 1)
        expect((await register(index)).statusCode).toBe(200);

      // The backup runs while the other twelve register.
      const target = path.join(dir, `under-load-${testDatabaseKind}.backup`);
      const { database } = server.config;
      const url = database.kind === 'sqlite' ? `sqlite:${database.file}` : database.url;
      const [taken, ...during] = await Promise.all([
        backup(url, target),
        ...Array.from({ length: 12 }, (_, offset) => register(4 + offset)),
      ]);
      expect(taken.stdout).toContain('backed up');
      expect(during.every((reply) => reply.statusCode === 200)).toBe(true);

      expect((await restore(restored.url, target)).stdout).toContain('restored');
      // Into a database that already has data, a restore refuses and changes nothing.
      const refused = await restore(restored.url, target).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 1 });

      const app = await createServer(testConfig(restored.url, { STORAGE_URL: `file:${uploads}` }));
      try {
        // The sessions came back too: the same people are signed in on the restored server.
        const stats = await app.inject({ method: 'GET', url: '/api/stats', cookies: people[0]! });
        expect(stats.statusCode).toBe(200);
        const teams = stats.json<{ teams: { key: string; registrations: number }[] }>().teams;
        const registered = teams.reduce((sum, team) => sum + team.registrations, 0);
        // Everything saved before the backup began, and a consistent part of what came during it.
        expect(registered).toBeGreaterThanOrEqual(4);
        expect(registered).toBeLessThanOrEqual(16);
        let complete = 0;
        for (const [index, cookies] of people.entries()) {
          const me = await app.inject({ method: 'GET', url: '/api/me', cookies });
          expect(me.statusCode).toBe(200);
          const { profile } = me.json<{ profile: { team: string } | null }>();
          if (index < 4) expect(profile?.team).toBe(TEAMS[index % TEAMS.length]);
          if (profile) complete += 1;
        }
        // The counters agree with the profiles the backup holds: one snapshot, not a mix.
        expect(complete).toBe(registered);
      } finally {
        await app.close();
      }
    } finally {
      await server.close();
      await restored.drop();
    }
  });
});

describe.runIf(testDatabaseKind === 'sqlite')('npm run db:backup on SQLite', () => {
  it('copies the live database, with everything saved so far, while the server keeps it open', async () => {
    const server = await startTestServer();
    try {
      for (const [index, team] of (['bhopal', 'kanpur', 'lucknow'] as const).entries()) {
        const fields = { employeeId: `EMP102${index}`, name: 'Backed Up', gender: 'male', team };
        await registeredUser(server.app, `983330000${index}`, fields);
      }
      const target = path.join(dir, 'nightly', 'utsav.db');
      const { database } = server.config;
      if (database.kind !== 'sqlite') throw new Error('expected SQLite');
      const { stdout } = await backup(`sqlite:${database.file}`, target);
      expect(stdout).toContain('(3 profiles, integrity ok)');

      const copy = new SqliteDatabase(target, { readonly: true });
      const names = copy.prepare('select team from profiles order by team').all();
      const counters = copy.prepare('select sum(registrations) as n from team_counters').get() as {
        n: number;
      };
      copy.close();
      expect(names).toEqual([{ team: 'bhopal' }, { team: 'kanpur' }, { team: 'lucknow' }]);
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
});
