// Prometheus metrics: request rates and latencies by route, live connections and the streams closed
// or refused, SMS sends, quiz starts and finishes, database pool use and the process itself. Each
// server has its own registry.
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolUse, sqliteCommits, type Db } from './db/database.js';
import { AppError } from './errors.js';
import type { SmsSender } from './sms/sms-types.js';

export type Metrics = {
  registry: Registry;
  quizStarts: Counter<'quiz_id'>;
  quizFinishes: Counter<'quiz_id'>;
  /** Answers locked in to a live game's questions. */
  liveGameAnswers: Counter;
  /** Live streams the server closed itself: session_cap, slow_client, signed_out. */
  liveClosed: Counter<'reason'>;
  /** Live streams refused before they opened: address_cap. */
  liveRefused: Counter<'reason'>;
  /** Reports the open live streams of this process at every scrape. */
  countLiveConnections(count: () => number): void;
  /** The same sender, counting each message sent or failed. */
  countSms(sender: SmsSender, provider: string): SmsSender;
};

export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let liveConnections = () => 0;

  new Gauge({
    name: 'utsav_live_connections',
    help: 'Open live streams (GET /api/live) on this instance.',
    registers,
    collect() {
      this.set(liveConnections());
    },
  });
  // Every reason starts at 0, so a rate over it exists before the first closure.
  const liveClosed = new Counter({
    name: 'utsav_live_closed_total',
    help: 'Live streams the server closed: a newer one of the same session took the place of the oldest (session_cap), the client stopped reading (slow_client), the session signed out (signed_out), or the link of a venue screen was revoked (revoked).',
    labelNames: ['reason'] as const,
    registers,
  });
  for (const reason of ['session_cap', 'slow_client', 'signed_out']) liveClosed.inc({ reason }, 0);
  const liveRefused = new Counter({
    name: 'utsav_live_refused_total',
    help: 'Live streams refused with 429 because their address already had the most allowed (address_cap).',
    labelNames: ['reason'] as const,
    registers,
  });
  liveRefused.inc({ reason: 'address_cap' }, 0);
  const smsMessages = new Counter({
    name: 'utsav_sms_messages_total',
    help: 'Text messages handed to the SMS provider, by result (sent or failed).',
    labelNames: ['provider', 'result'] as const,
    registers,
  });
  new Gauge({
    name: 'utsav_db_pool_connections',
    help: 'PostgreSQL pool connections by state (open, idle, waiting for one, max).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = poolUse(db);
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  if (sqliteCommits(db)) {
    // Group commit: transactions per commit is the second over the first.
    const counted = (read: (stats: NonNullable<ReturnType<typeof sqliteCommits>>) => number) =>
      function (this: Counter) {
        this.reset();
        this.inc(read(sqliteCommits(db)!));
      };
    new Counter({
      name: 'utsav_sqlite_commits_total',
      help: 'SQLite commits, each covering the transactions of one event-loop turn.',
      registers,
      collect: counted((stats) => stats.commits),
    });
    new Counter({
      name: 'utsav_sqlite_syncs_total',
      help: 'Syncs of the SQLite log to disk, each covering the commits made while the last ran.',
      registers,
      collect: counted((stats) => stats.syncs),
    });
    new Counter({
      name: 'utsav_sqlite_transactions_total',
      help: 'SQLite transactions (and writes on their own) committed.',
      registers,
      collect: counted((stats) => stats.transactions),
    });
  }

  return {
    registry,
    quizStarts: new Counter({
      name: 'utsav_quiz_starts_total',
      help: 'Saved quizzes started, by quiz.',
      labelNames: ['quiz_id'] as const,
      registers,
    }),
    quizFinishes: new Counter({
      name: 'utsav_quiz_finishes_total',
      help: 'Saved quizzes finished (graded and saved), by quiz.',
      labelNames: ['quiz_id'] as const,
      registers,
    }),
    liveGameAnswers: new Counter({
      name: 'utsav_live_game_answers_total',
      help: "Answers locked in to a live game's questions.",
      registers,
    }),
    liveClosed,
    liveRefused,
    countLiveConnections(count) {
      liveConnections = count;
    },
    countSms(sender, provider) {
      return {
        async send(message) {
          try {
            await sender.send(message);
            smsMessages.inc({ provider, result: 'sent' });
          } catch (error) {
            smsMessages.inc({ provider, result: 'failed' });
            throw error;
          }
        },
      };
    },
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Times every request by its route pattern and serves GET /metrics. */
export function installMetrics(app: FastifyInstance): void {
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [app.metrics.registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // Patterns, not paths: /api/quiz/:quizId/start is one series whatever the quiz. The live stream
    // is timed for as long as it stays open, which says nothing about speed, so it is left out.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/api/live' || route === '/api/site/live') return;
    requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (request, reply) => {
    const token = app.config.metricsToken;
    if (token && !sameToken(request.headers.authorization ?? '', `Bearer ${token}`)) {
      throw new AppError('metrics_token');
    }
    reply.header('content-type', app.metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return app.metrics.registry.metrics();
  });
}
