import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, describe, expect, it } from 'vitest';
import type { TeamStat } from '../../../common/dashboard.js';
import { openSse } from '../../test/sse-client.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-server.js';

type Instance = { child: ChildProcess; base: string; output: () => string };
const instances: Instance[] = [];
let database: TestDatabase | undefined;

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(
    instances.map(
      (i) =>
        new Promise((resolve) =>
          i.child.exitCode === null ? i.child.on('exit', resolve) : resolve(null),
        ),
    ),
  );
  await database?.drop();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startInstance(url: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      LOG_LEVEL: 'info',
      BOT_CHECK_DIFFICULTY: '20',
      LIVE_COALESCE_MS: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const instance = { child, base: `http://127.0.0.1:${port}`, output: () => output };
  instances.push(instance);
  await expect.poll(() => output, { timeout: 20_000 }).toContain('Server listening');
  return instance;
}

async function signInOn(instance: Instance, digits: string): Promise<string> {
  const challenge = (await (
    await fetch(`${instance.base}/api/auth/bot-check`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const sent = await fetch(`${instance.base}/api/auth/send-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: digits, botCheck: JSON.stringify({ challenge, solution }) }),
  });
  expect(sent.status).toBe(200);
  const smsLine = () =>
    instance
      .output()
      .split('\n')
      .filter((l) => l.includes('"msg":"sms"') && l.includes(digits))
      .at(-1);
  await expect.poll(smsLine, { timeout: 5_000 }).toBeTruthy();
  const line = smsLine()!;
  const code = (JSON.parse(line) as { text: string }).text.match(/\b(\d{6})\b/)![1]!;
  const verified = await fetch(`${instance.base}/api/auth/verify-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: digits, code }),
  });
  expect(verified.status).toBe(200);
  return verified.headers.get('set-cookie')!.split(';')[0]!;
}

describe.runIf(testDatabaseKind === 'postgres')('two server processes on one PostgreSQL', () => {
  it('push a change made through one to a live client of the other', async () => {
    database = await createTestDatabase();
    const [a, b] = [await startInstance(database.url), await startInstance(database.url)];

    const watcherCookie = await signInOn(b, '9000000001');
    const stream = await openSse(`${b.base}/api/live`, { cookie: watcherCookie });
    const snapshot = JSON.parse((await stream.next()).data) as TeamStat[];
    const before = snapshot.find((team) => team.key === 'jabalpur')!.registrations;

    const cookie = await signInOn(a, '9000000002');
    const saved = await fetch(`${a.base}/api/profile`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        employeeId: 'EMP1250',
        name: 'Across Instances',
        gender: 'female',
        rso: 'jabalpur',
      }),
    });
    expect(saved.status).toBe(200);

    const pushed = await stream.next(
      (event) =>
        event.event === 'counters' &&
        (JSON.parse(event.data) as TeamStat[]).find((t) => t.key === 'jabalpur')!.registrations ===
          before + 1,
    );
    expect(pushed.event).toBe('counters');
    stream.close();
  });
});
