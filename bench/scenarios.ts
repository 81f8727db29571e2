// The event-day scenarios. Each starts a fresh database and fresh server processes, so figures
// (peak memory above all) belong to one scenario only.
import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { QuizStep } from '../common/api.js';
import type { AdminScreenLink } from '../common/venue-api.js';
import { SPEC_TEAM_KEYS } from '../common/teams.js';
import { checkTeamCounters, readTeamCounters } from '../server/team-counters.js';
import { fanout, fanoutLoadResult, openSseStream, type FanoutResult } from './fanout.js';
import { load, type LoadResult } from './load.js';
import { newDatabase, openQuizzes, seedUsers, signInAdmin, type SeededUser } from './seed.js';
import { scrapeMetrics, smsCodesFromLog, startProduct, type Running } from './servers.js';

export type Kind = 'sqlite' | 'postgres';
export type Row = {
  scenario: string;
  database: string;
  result: LoadResult;
  peakMb: number;
  /** CPU time of the server process(es) during the run, in seconds; PostgreSQL's own is not in it. */
  serverCpu?: number;
  /** Live fan-out rows: the fan-out itself and the server's memory per connection, in KB. */
  fanout?: FanoutResult & { perConnectionKb: number };
  /** Figures of one scenario's own, kept in results.json. */
  detail?: unknown;
  /** Why the scenario failed its own check: npm run bench then prints it and exits non-zero. */
  failure?: string;
  note: string;
};
export type Context = {
  dir: string;
  pgUrl?: string;
  connections: number;
  duration: number;
  /** Extra settings for the server processes, e.g. SQLITE_SYNCHRONOUS. */
  serverEnv?: Record<string, string>;
};

const SERVER_ENV = {
  OTP_IP_HOURLY_LIMIT: '1000000',
  BOT_CHECK_DIFFICULTY: '1000',
  // Every stream the bench opens comes from 127.0.0.1.
  LIVE_STREAMS_PER_ADDRESS: '1000000',
};

/** The context with `phone` (+91 and ten digits) as the servers' admin (ADMIN_PHONES). */
export function withAdmin(context: Context, phone: string): Context {
  return { ...context, serverEnv: { ...context.serverEnv, ADMIN_PHONES: phone } };
}

export async function withServers<T>(
  kind: Kind,
  context: Context,
  instances: number,
  run: (servers: Running[], database: Awaited<ReturnType<typeof newDatabase>>) => Promise<T>,
  seed: (database: Awaited<ReturnType<typeof newDatabase>>) => Promise<void>,
): Promise<T> {
  const database = await newDatabase(kind, context.dir, context.pgUrl);
  const servers: Running[] = [];
  try {
    await seed(database);
    for (let i = 0; i < instances; i += 1) {
      servers.push(
        await startProduct(
          {
            ...SERVER_ENV,
            STORAGE_URL: database.storageUrl,
            ...context.serverEnv,
            DATABASE_URL: database.url,
          },
          context.dir,
        ),
      );
    }
    return await run(servers, database);
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

export const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** On SQLite, how many transactions each commit (one sync to disk) carried, from /metrics. */
async function perCommit(kind: Kind, server: Running): Promise<string> {
  if (kind !== 'sqlite') return '';
  const metric = await scrapeMetrics(server.base);
  const ratio = metric('utsav_sqlite_transactions_total') / metric('utsav_sqlite_commits_total');
  return `; ${ratio.toFixed(1)} transactions per commit`;
}

/** What one connection remembers between the requests of a play. */
type Play = { cookie?: string; questionId?: number; selected?: string };

/** Keeps the question served last, and picks an option for the next answer. */
function remember(_status: number, body: string, state: object): void {
  const context = state as Play;
  try {
    const step = JSON.parse(body) as QuizStep;
    if ('question' in step) {
      const options = step.question.options;
      context.questionId = step.question.id;
      context.selected = options[Math.floor(Math.random() * options.length)];
    }
  } catch {
    // An error body; the next answer is refused and counted as an error.
  }
}

function quizRequests(queue: SeededUser[]): Request[] {
  const answer: Request = {
    method: 'POST',
    path: '/api/quiz/quiz1/answer',
    setupRequest: (request, state) => {
      const context = state as Play;
      return {
        ...request,
        headers: { cookie: context.cookie!, 'content-type': 'application/json' },
        body: JSON.stringify({ questionId: context.questionId, selected: context.selected }),
      };
    },
    onResponse: remember,
  };
  return [
    {
      method: 'POST',
      path: '/api/quiz/quiz1/start',
      setupRequest: (request, state) => {
        const context = state as Play;
        context.cookie = queue.shift()!.cookie;
        return { ...request, headers: { cookie: context.cookie } };
      },
      onResponse: remember,
    },
    answer,
    answer,
    answer,
    answer,
    answer,
  ];
}

/** (1) N users each start a saved quiz, answer 5 questions and finish, all at once. */
export async function quizRush(
  kind: Kind,
  context: Context,
  users: number,
  instances = 1,
): Promise<Row> {
  let seeded: SeededUser[] = [];
  return withServers(
    kind,
    context,
    instances,
    async (servers, database) => {
      // One generator for all instances: its connections are spread over them in turn, so two
      // instances cost the generator no more than one.
      for (const server of servers) server.resetPeak();
      const result = await load({
        url: servers.map((server) => server.base),
        connections: context.connections,
        amount: users * 6,
        requests: quizRequests(seeded),
      });
      const finished = await database.db
        .selectFrom('quiz_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'completed')
        .executeTakeFirstOrThrow();
      const problems = await checkTeamCounters(database.db);
      return {
        scenario:
          (instances > 1 ? `quiz rush, ${instances} instances` : 'quiz rush') +
          (context.serverEnv?.SQLITE_SYNCHRONOUS
            ? `, synchronous=${context.serverEnv.SQLITE_SYNCHRONOUS}`
            : ''),
        database: kind,
        result,
        peakMb: mb(Math.max(...servers.map((server) => server.peakRss()))),
        serverCpu: servers.reduce((sum, server) => sum + server.cpuSinceReset(), 0),
        ...(problems.length ? { failure: `counters wrong: ${problems.join('; ')}` } : {}),
        note: `${users} users; ${Number(finished.n)} plays finished (${(Number(finished.n) / result.seconds).toFixed(0)}/s); counters ${problems.length ? `WRONG: ${problems.join('; ')}` : 'exact'}${await perCommit(kind, servers[0]!)}`,
      };
    },
    async (database) => {
      // A few spare users: connections still cycling when the last play ends take one each.
      seeded = await seedUsers(database.db, users + 64, { complete: true });
      await openQuizzes(database.db);
    },
  );
}

/** (2) N profile completions across the seven teams. */
export async function registrationBurst(kind: Kind, context: Context, count: number): Promise<Row> {
  let seeded: SeededUser[] = [];
  return withServers(
    kind,
    context,
    1,
    async ([server], database) => {
      let next = 0;
      server!.resetPeak();
      const result = await load({
        url: server!.base,
        connections: context.connections,
        amount: count,
        requests: [
          {
            method: 'POST',
            path: '/api/profile',
            setupRequest: (request) => {
              const index = next++;
              const user = seeded[index]!;
              return {
                ...request,
                headers: { cookie: user.cookie, 'content-type': 'application/json' },
                body: JSON.stringify({
                  employeeId: user.employeeId,
                  name: `Burst ${index}`,
                  gender: index % 2 ? 'male' : 'female',
                  team: SPEC_TEAM_KEYS[index % SPEC_TEAM_KEYS.length],
                }),
              };
            },
          },
        ],
      });
      const problems = await checkTeamCounters(database.db);
      return {
        scenario:
          'registration burst' +
          (context.serverEnv?.SQLITE_SYNCHRONOUS
            ? `, synchronous=${context.serverEnv.SQLITE_SYNCHRONOUS}`
            : ''),
        database: kind,
        result,
        peakMb: mb(server!.peakRss()),
        serverCpu: server!.cpuSinceReset(),
        ...(problems.length ? { failure: `counters wrong: ${problems.join('; ')}` } : {}),
        note: `${count} completions; counters ${problems.length ? `WRONG: ${problems.join('; ')}` : 'exact'}${await perCommit(kind, server!)}`,
      };
    },
    async (database) => {
      seeded = await seedUsers(database.db, count + context.connections, { complete: false });
    },
  );
}

/** The organiser who announces in the live fan-out: an admin by ADMIN_PHONES. */
const ORGANISER_PHONE = '+919000000001';
/** Venue screens among the live fan-out's streams, beside the phones. */
const VENUE_SCREENS = 3;

/** Whether `text` (whole SSE events) has the announcements pushed as a change with `english`. */
function announced(text: string, english: string): boolean {
  const encoded = JSON.stringify(english).slice(1, -1);
  // The snapshot a stream gets when it opens has no id; the push to every stream has one.
  return text
    .split('\n\n')
    .some(
      (event) =>
        event.startsWith('id: ') &&
        event.includes('\nevent: announcements\ndata: ') &&
        event.includes(encoded),
    );
}

/**
 * (3) Open SSE streams on one process, phones and a few venue screens: one counter change, then an
 * organiser's announcement, each timed until every stream has it. The announcement is sent as an
 * organiser sends it, over HTTP with an admin's session, and reaches the streams as one chunk.
 */
export async function liveFanout(kind: Kind, context: Context, count: number): Promise<Row[]> {
  let seeded: SeededUser[] = [];
  return withServers(
    kind,
    withAdmin(context, ORGANISER_PHONE),
    1,
    async ([server], database) => {
      const port = Number(new URL(server!.base).port);
      const before = (await readTeamCounters(database.db)).find((row) => row.team === 'central')!;
      const marker = `"key":"central","label":"Bahubali","capacity":38,"registrations":${before.registrations + 1},`;
      // The organiser's session, and the venue screens' links made with it as in the admin area.
      const organiser = await signInAdmin(database.db, ORGANISER_PHONE);
      const asOrganiser = (path: string, body: unknown) =>
        fetch(`${server!.base}${path}`, {
          method: 'POST',
          headers: {
            cookie: organiser,
            origin: server!.base,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
      const screens = Math.min(VENUE_SCREENS, count);
      const tokens: string[] = [];
      for (let i = 0; i < screens; i += 1) {
        const response = await asOrganiser('/api/admin/screens', {
          name: `Hall ${i + 1}`,
          quizId: null,
          names: 'team',
        });
        if (response.status !== 201) {
          throw new Error(`screen link: ${response.status} ${await response.text()}`);
        }
        tokens.push(((await response.json()) as AdminScreenLink).token);
      }
      // On SQLite the server notices the session written by this process within half a second, and
      // pushes to its streams: that passes before any stream opens.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Warm the server up, then take its memory without streams.
      await fetch(`${server!.base}/api/stats`, { headers: { cookie: seeded[0]!.cookie } });
      const idleRss = server!.rss();
      let connectedRss = 0;
      const newcomer = seeded.at(-1)!;
      const cookies = seeded.slice(0, -1).map((user) => user.cookie);
      // The screens open last, so the hub writes to them after every phone.
      const firstScreen = count - screens;
      const english = `Bench announcement ${randomUUID()}`;
      const [counters, announcement] = await fanout({
        count,
        open: (index, events) =>
          openSseStream(
            port,
            index >= firstScreen
              ? { path: `/api/screen/${tokens[index - firstScreen]}/live` }
              : { path: '/api/live', cookie: cookies[index % cookies.length]! },
            events,
          ),
        afterConnect: async () => {
          connectedRss = server!.rss();
        },
        changes: [
          {
            changed: (text) => text.includes(marker),
            change: async () => {
              const response = await fetch(`${server!.base}/api/profile`, {
                method: 'POST',
                headers: { cookie: newcomer.cookie, 'content-type': 'application/json' },
                body: JSON.stringify({
                  employeeId: newcomer.employeeId,
                  name: 'Fan-out',
                  gender: 'female',
                  team: 'central',
                }),
              });
              if (!response.ok) throw new Error(`profile: ${response.status}`);
            },
          },
          {
            changed: (text) => announced(text, english),
            change: async () => {
              const response = await asOrganiser('/api/admin/announcements', {
                text: { en: english, hi: '' },
                startsAt: null,
                endsAt: null,
              });
              if (response.status !== 201) {
                throw new Error(`announcement: ${response.status} ${await response.text()}`);
              }
            },
          },
        ],
      });
      const { missed: _counterMisses, ...result } = counters!;
      const { missed, ...told } = announcement!;
      const perConnection = (connectedRss - idleRss) / Math.max(1, result.connections);
      const perStreamKb = perConnection / 1024;
      const screensTold = screens - missed.filter((index) => index >= firstScreen).length;
      const problems = [
        told.errors ? `${told.errors} errors` : '',
        told.connections < count
          ? `${count - told.connections} of ${count} streams never opened`
          : '',
        told.updated < told.connections
          ? `${told.connections - told.updated} of ${told.connections} open streams never had it`
          : '',
        screensTold < screens
          ? `${screens - screensTold} of ${screens} venue screens never had it`
          : '',
      ].filter(Boolean);
      return [
        {
          scenario: 'live fan-out',
          database: kind,
          result: fanoutLoadResult(result),
          peakMb: mb(server!.peakRss()),
          fanout: { ...result, perConnectionKb: perStreamKb },
          note: `${result.connections} streams; ${result.updated} updated; 99% within ${result.p99.toFixed(0)} ms of the change; ${perStreamKb.toFixed(1)} KB server memory per stream`,
        },
        {
          scenario: 'live announcement',
          database: kind,
          result: fanoutLoadResult(told),
          peakMb: mb(server!.peakRss()),
          fanout: { ...told, perConnectionKb: perStreamKb },
          detail: { screens, screensTold },
          ...(problems.length ? { failure: problems.join('; ') } : {}),
          note: `${told.connections} streams (${screens} venue screens); ${told.updated} had it (screens ${screensTold}/${screens}); 50% / 99% / all within ${told.p50.toFixed(0)} / ${told.p99.toFixed(0)} / ${told.max.toFixed(0)} ms of the admin's POST; ${perStreamKb.toFixed(1)} KB server memory per stream`,
        },
      ];
    },
    async (database) => {
      // People with 5 tabs each (LIVE_STREAMS_PER_SESSION's default); one more completes a profile
      // to cause the change.
      seeded = await seedUsers(database.db, Math.ceil(count / 5) + 1, { complete: false });
    },
  );
}

/**
 * Where phone `index` signs in from: phones on their own networks, each its own address (a header
 * behind the trusted proxy; no traffic goes there). The venue scenario is the one address.
 */
const phoneAddress = (index: number) => `198.18.${(index >> 8) & 255}.${index & 255}`;

/**
 * (4) Sign-in throughput with the console provider: send-code, then verify, from phones on
 * networks of their own (bench/venue.ts signs a whole venue in from one address).
 */
export async function signIn(kind: Kind, context: Context, count: number): Promise<Row[]> {
  return withServers(
    kind,
    { ...context, serverEnv: { ...context.serverEnv, TRUST_PROXY: '1' } },
    1,
    async ([server]) => {
      const phones = Array.from({ length: count + context.connections }, (_, i) =>
        String(7000000000 + i),
      );
      // A phone solves its bot check while the user types the number; here, before the clock starts.
      const checks: string[] = [];
      for (let i = 0; i < phones.length; i += 1) {
        const challenge = (await (
          await fetch(`${server!.base}/api/auth/bot-check`, {
            headers: { 'x-forwarded-for': phoneAddress(i) },
          })
        ).json()) as Challenge;
        const solution = await solveChallenge({ challenge, deriveKey });
        checks.push(JSON.stringify({ challenge, solution }));
      }
      let sendNext = 0;
      server!.resetPeak();
      const send = await load({
        url: server!.base,
        connections: context.connections,
        amount: count,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/send-code',
            setupRequest: (request) => {
              const index = sendNext++;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'x-forwarded-for': phoneAddress(index),
                },
                body: JSON.stringify({ phone: phones[index], botCheck: checks[index] }),
              };
            },
          },
        ],
      });
      const sendPeak = server!.peakRss();
      const sendCpu = server!.cpuSinceReset();
      const codes = smsCodesFromLog(server!.logFile);
      const sent = phones.filter((phone) => codes.has(phone));
      const indexOf = new Map(phones.map((phone, index) => [phone, index]));
      let verifyNext = 0;
      server!.resetPeak();
      const verify = await load({
        url: server!.base,
        connections: context.connections,
        amount: Math.min(count, sent.length),
        requests: [
          {
            method: 'POST',
            path: '/api/auth/verify-code',
            setupRequest: (request) => {
              const phone = sent[verifyNext++ % sent.length]!;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'x-forwarded-for': phoneAddress(indexOf.get(phone)!),
                },
                body: JSON.stringify({ phone, code: codes.get(phone) }),
              };
            },
          },
        ],
      });
      return [
        {
          scenario: 'sign-in: send code',
          database: kind,
          result: send,
          peakMb: mb(sendPeak),
          serverCpu: sendCpu,
          note: `${count} numbers, each from its own address, console provider`,
        },
        {
          scenario: 'sign-in: verify',
          database: kind,
          result: verify,
          peakMb: mb(server!.peakRss()),
          serverCpu: server!.cpuSinceReset(),
          note: `${sent.length} codes; each a new session`,
        },
      ];
    },
    async () => {},
  );
}

/** (5) The read path: GET /api/me and GET /api/stats for signed-in users, beside GET /healthz. */
export async function readPath(kind: Kind, context: Context): Promise<Row[]> {
  let seeded: SeededUser[] = [];
  return withServers(
    kind,
    context,
    1,
    async ([server]) => {
      const rows: Row[] = [];
      // /healthz touches no database: what every request costs in the product's own stack
      // (security headers, origin check, input guard, cookies, metrics, the log line).
      for (const path of ['/healthz', '/api/me', '/api/stats']) {
        let next = 0;
        server!.resetPeak();
        const result = await load({
          url: server!.base,
          connections: context.connections,
          duration: context.duration,
          requests: [
            {
              method: 'GET',
              path,
              setupRequest: (request) => ({
                ...request,
                headers: { cookie: seeded[next++ % seeded.length]!.cookie },
              }),
            },
          ],
        });
        rows.push({
          scenario: `read: GET ${path}`,
          database: kind,
          result,
          peakMb: mb(server!.peakRss()),
          serverCpu: server!.cpuSinceReset(),
          note:
            path === '/healthz'
              ? `no database: the product's hooks, headers, metrics and log line, ${context.duration} s`
              : `${seeded.length} signed-in users, ${context.duration} s`,
        });
      }
      return rows;
    },
    async (database) => {
      seeded = await seedUsers(database.db, 500, { complete: true });
    },
  );
}
