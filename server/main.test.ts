import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/instances.js';
import { createTestDatabase, type TestDatabase } from './test/databases.js';

type Run = { code: number | null; stderr: string; stdout: string };
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr, stdout })),
  );
  return { child, exited, output: () => stdout };
}

async function sqliteDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  return database;
}

describe('starting the server', () => {
  it('stops with one line naming DATABASE_URL when it is not a database URL', async () => {
    const run = await startMain({ DATABASE_URL: 'mysql://localhost/utsav' }).exited;
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'utsav: DATABASE_URL: expected sqlite:<file> or postgres://user:password@host:port/database (got "mysql://localhost/utsav")',
    ]);
  });

  it('stops with one line when the PostgreSQL server cannot be reached, hiding the password', async () => {
    const port = await freePort();
    const run = await startMain({ DATABASE_URL: `postgres://utsav:secret@127.0.0.1:${port}/utsav` })
      .exited;
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^utsav: DATABASE_URL: cannot connect to postgres://utsav:\\*\\*\\*@127.0.0.1:${port}/utsav`,
      ),
    );
    expect(run.stderr).not.toContain('secret');
  });

  it('stops with one line naming the bad field of a broken site.json', async () => {
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-content-'));
    cleanups.push(() => fs.rmSync(contentDir, { recursive: true, force: true }));
    const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as {
      teams: { label: { en: string } }[];
    };
    site.teams[4]!.label.en = '';
    fs.writeFileSync(path.join(contentDir, 'site.json'), JSON.stringify(site));
    const database = await sqliteDatabase();
    const run = await startMain({ CONTENT_DIR: contentDir, DATABASE_URL: database.url }).exited;
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `utsav: ${path.join(contentDir, 'site.json')}: teams.4.label.en: The team name in English is required`,
    ]);
  });

  it('refuses to start in production with no admin configured, and starts with one', async () => {
    const database = await sqliteDatabase();
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PUBLIC_URL: 'https://utsav.example.com',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
    };
    const refused = await startMain(production).exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      'utsav: ADMIN_PHONES: required in production; no admin is configured, so nobody could run the event',
    ]);

    const main = startMain({ ...production, ADMIN_PHONES: '+919876543210' });
    cleanups.push(() => void main.child.kill('SIGKILL'));
    await expect.poll(() => main.output(), { timeout: 15_000 }).toContain('Server listening');
    // The admin is kept in the database: a later start without ADMIN_PHONES is no longer refused.
    main.child.kill('SIGTERM');
    expect((await main.exited).code).toBe(0);
    const again = startMain(production);
    cleanups.push(() => void again.child.kill('SIGKILL'));
    await expect.poll(() => again.output(), { timeout: 15_000 }).toContain('Server listening');
  });

  it('serves, logs one JSON line per request, then on SIGTERM closes and exits cleanly', async () => {
    const database = await sqliteDatabase();
    const port = await freePort();
    const main = startMain({ DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1' });
    cleanups.push(() => void main.child.kill('SIGKILL'));
    await expect.poll(() => main.output(), { timeout: 15_000 }).toContain('Server listening');

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    main.child.kill('SIGTERM');
    const run = await main.exited;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    // Every line is JSON a log collector can read; nothing (not a warning) goes to stderr; one
    // line per request, written when it was answered.
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => line.url === '/healthz')).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', statusCode: 200, ip: '127.0.0.1' }),
    ]);
    expect(run.stderr).toBe('');
  });
});
