// Changes made by a command beside the running server reach its open screens: on SQLite the server
// notices the other process's commit, on PostgreSQL the command notifies.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from '../test/sessions.js';
import { openSse } from '../test/sse-client.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server.js';

const run = promisify(execFile);
let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server.close();
});

function databaseUrl(): string {
  const { database } = server.config;
  return database.kind === 'sqlite' ? `sqlite:${database.file}` : database.url;
}

describe(`changes made beside the server on ${testDatabaseKind}`, () => {
  it('npm run quizzes:set reaches an open Quiz & Contest screen', async () => {
    const cookies = (await signInTestUser(server.app, '9555500001')).cookies;
    const sse = await openSse(`${base}/api/live`, {
      cookie: `utsav_session=${cookies.utsav_session}`,
    });
    await sse.next((event) => event.event === 'counters');
    const before = sse.events.length;

    await run(process.execPath, ['--import', 'tsx', 'server/cli/quizzes-set.ts', 'quiz2=on'], {
      env: { ...process.env, DATABASE_URL: databaseUrl(), NODE_ENV: 'test' },
    });
    await sse.next((event) => event.event === 'quizzes');
    expect(sse.events.length).toBeGreaterThan(before);
    const list = await server.app.inject({ url: '/api/quizzes', cookies });
    expect(list.json<{ open: { id: string }[] }>().open.map((quiz) => quiz.id)).toContain('quiz2');
    sse.close();
  }, 30_000);
});
