import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizStep } from '../common/api.js';
import { createMetrics } from './metrics.js';
import { signIn, solveBotCheck, startSignInServer, type LogCapture } from './test/sign-in.js';
import { openSse } from './test/sse-client.js';
import { startTestServer, testDatabaseKind, type TestServer } from './test/test-server.js';

let server: TestServer & { log: LogCapture };
let base: string;

beforeAll(async () => {
  // The first test signs in through the code flow: the SMS it sends is one of the counts.
  server = await startSignInServer();
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server.close();
});

async function scrape(): Promise<string> {
  const response = await server.app.inject('/metrics');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series, e.g. value(text, 'utsav_quiz_starts_total{quiz_id="quiz1"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describe(`GET /metrics on ${testDatabaseKind}`, () => {
  it('counts requests by route, SMS sent, quiz starts and finishes, and open live streams', async () => {
    const cookies = await signIn(server, '9822200001');
    const profile = await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      cookies,
      payload: { employeeId: 'EMP1200', name: 'Metric Person', gender: 'female', team: 'kanpur' },
    });
    expect(profile.statusCode).toBe(200);
    await server.app.db.updateTable('quizzes').set({ enabled: 1 }).execute();

    let step = (
      await server.app.inject({ method: 'POST', url: '/api/quiz/quiz2/start', cookies })
    ).json<QuizStep>();
    while ('question' in step) {
      step = (
        await server.app.inject({
          method: 'POST',
          url: '/api/quiz/quiz2/answer',
          cookies,
          payload: { questionId: step.question.id, selected: null },
        })
      ).json<QuizStep>();
    }
    const stream = await openSse(`${base}/api/live`, {
      cookie: `utsav_session=${cookies.utsav_session}`,
    });
    await stream.next();

    const text = await scrape();
    expect(value(text, 'utsav_sms_messages_total{provider="console",result="sent"}')).toBe(1);
    expect(value(text, 'utsav_quiz_starts_total{quiz_id="quiz2"}')).toBe(1);
    expect(value(text, 'utsav_quiz_finishes_total{quiz_id="quiz2"}')).toBe(1);
    expect(value(text, 'utsav_live_connections')).toBe(1);
    // Five answers, counted under the route pattern rather than the quiz in the path.
    expect(
      value(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/quiz/:quizId/answer",status_code="200"}',
      ),
    ).toBe(5);
    expect(
      value(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/profile",status_code="200"}',
      ),
    ).toBe(1);
    // The process itself: memory, event loop, file descriptors.
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    stream.close();
    await expect
      .poll(async () => value(await scrape(), 'utsav_live_connections'), { timeout: 3_000 })
      .toBe(0);
  });

  it.runIf(testDatabaseKind === 'postgres')('reports the PostgreSQL pool', async () => {
    const text = await scrape();
    expect(value(text, 'utsav_db_pool_connections{state="max"}')).toBe(10);
    expect(value(text, 'utsav_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'utsav_db_pool_connections{state="waiting"}')).toBe(0);
  });

  it.runIf(testDatabaseKind === 'sqlite')(
    'reports SQLite commits and what they carried',
    async () => {
      const before = await scrape();
      const commits = value(before, 'utsav_sqlite_commits_total');
      const transactions = value(before, 'utsav_sqlite_transactions_total');
      // Ten sign-in codes asked for at once: their writes share commits.
      const botChecks = await Promise.all(
        Array.from({ length: 10 }, () => solveBotCheck(server.app)),
      );
      const sends = await Promise.all(
        botChecks.map((botCheck, i) =>
          server.app.inject({
            method: 'POST',
            url: '/api/auth/send-code',
            payload: { phone: `98222100${String(i).padStart(2, '0')}`, botCheck },
          }),
        ),
      );
      expect(sends.map((response) => response.statusCode)).toEqual(sends.map(() => 200));
      const after = await scrape();
      const carried = value(after, 'utsav_sqlite_transactions_total')! - transactions!;
      expect(carried).toBeGreaterThanOrEqual(10);
      expect(value(after, 'utsav_sqlite_commits_total')! - commits!).toBeLessThan(carried);
    },
  );

  it('counts an SMS the provider refused as failed, and still reports the failure', async () => {
    const metrics = createMetrics(server.app.db);
    const sender = metrics.countSms(
      {
        send: async () => {
          throw new Error('provider said no');
        },
      },
      'http',
    );
    await expect(sender.send({ to: '+919822200002', text: 'x', code: '123456' })).rejects.toThrow(
      'provider said no',
    );
    const text = await metrics.registry.metrics();
    expect(value(text, 'utsav_sms_messages_total{provider="http",result="failed"}')).toBe(1);
  });
});

describe('METRICS_TOKEN', () => {
  it('asks for the bearer token when one is set', async () => {
    const guarded = await startTestServer({ env: { METRICS_TOKEN: 'a-long-metrics-token' } });
    try {
      expect((await guarded.app.inject('/metrics')).statusCode).toBe(401);
      const wrong = await guarded.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer a-long-metrics-tokeX' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer a-long-metrics-token' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('utsav_live_connections');
    } finally {
      await guarded.close();
    }
  });
});
