// The event as people play it: players who arrive and sign in, then play the three saved quizzes
// with a think time before every answer, while watchers keep the dashboard's live stream open and
// a probe completes a profile every few seconds, a change each watcher must see. The load comes from
// one generator process per core (bench/event-player.ts).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { SPEC_TEAM_KEYS } from '../common/teams.js';
import {
  KINDS,
  type FromParent,
  type PlayerPlan,
  type RequestKind,
  type ToParent,
  type WorkerPlan,
} from './event-player.js';
import { machineCpu, percentile, type LoadResult } from './load.js';
import { mb, withServers, type Context, type Kind, type Row } from './scenarios.js';
import { checkTeamCounters } from '../server/team-counters.js';
import { openQuizzes, seedUsers, type SeededUser } from './seed.js';
import { cpuSecondsOf, type Running } from './servers.js';

/** A human's pace: seconds before each answer, and before each next quiz. */
const THINK_MS: [number, number] = [2_000, 15_000];
/** A change the watchers should all have seen within this. */
const SEEN_WITHIN_MS = 1_000;
const PROBE_EVERY_MS = 5_000;

/**
 * The sign-in scenario and the venue measure the bot check; here it must not be the limit. The
 * players come through a proxy (as behind a load balancer), from venues of PHONES_PER_ADDRESS
 * phones each; the venue scenario has a whole crowd behind one address.
 */
const EVENT_ENV = { BOT_CHECK_DIFFICULTY: '1', BOT_CHECK_RATE_STEP: '1000000', TRUST_PROXY: '1' };
const PHONES_PER_ADDRESS = 200;
const addressOf = (player: number) => {
  const venue = Math.floor(player / PHONES_PER_ADDRESS);
  return `10.${(venue >> 16) & 255}.${(venue >> 8) & 255}.${venue & 255}`;
};

type Timing = { sentAt: number; latency: number; ok: boolean };

type EventRun = {
  byKind: Map<RequestKind, Timing[]>;
  seconds: number;
  playsFinished: number;
  /** Sign-in requests told to come back later (and sent again). */
  toldToRetry: number;
  probes: { sentAt: number; key: string }[];
  seen: Map<string, number[]>;
  watchersOpen: number;
  watcherErrors: number;
  generatorCpu: number;
  machineBusy: number;
  serverCpu: number;
  /** CPU time of PostgreSQL's own processes during the run, in seconds (0 on SQLite). */
  postgresCpu: number;
  peakRss: number;
};

type Schedule = {
  players: SeededUser[];
  watchers: SeededUser[];
  probes: SeededUser[];
  /** When each player arrives, in ms after the start. */
  arriveMs: (index: number) => number;
  signIn: boolean;
  endMs: number;
  /** Called every second with the answers so far; true ends the run early. */
  enough?: (answers: Timing[], elapsedMs: number) => boolean;
};

const now = () => performance.timeOrigin + performance.now();

/** CPU time so far of every PostgreSQL process on the machine (the bench's cluster), in seconds. */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes(' (postgres) ')) continue;
      total += cpuSecondsOf(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** The schedule played against `servers` (instances on one database): player i on server i mod n. */
async function playEvent(servers: Running[], schedule: Schedule): Promise<EventRun> {
  const workers = Array.from({ length: Math.max(1, os.cpus().length) }, () =>
    fork('bench/event-player.ts', { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
  );
  const byKind = new Map<RequestKind, Timing[]>(KINDS.map((kind) => [kind, []]));
  const seen = new Map<string, number[]>();
  const tell = (worker: ChildProcess, message: FromParent) => worker.send(message);
  const ready: Promise<ToParent>[] = [];
  const done: Promise<ToParent & { type: 'done' }>[] = [];
  for (const [w, worker] of workers.entries()) {
    const players: PlayerPlan[] = [];
    for (let i = w; i < schedule.players.length; i += workers.length) {
      const user = schedule.players[i]!;
      players.push({
        phone: user.phone.slice(3),
        cookie: schedule.signIn ? null : user.cookie,
        arriveMs: schedule.arriveMs(i),
        server: i % servers.length,
        address: addressOf(i),
      });
    }
    const plan: WorkerPlan = {
      bases: servers.map((server) => server.base),
      logFiles: servers.map((server) => server.logFile),
      players,
      // Watchers on every instance: a change made through one must reach the streams of all.
      watchers: schedule.watchers
        .map((user, i) => ({ cookie: user.cookie, server: i % servers.length }))
        .filter((_, i) => i % workers.length === w),
      quizIds: ['quiz1', 'quiz2', 'quiz3'],
      endMs: schedule.endMs,
      thinkMs: THINK_MS,
      connections: 128,
    };
    ready.push(new Promise((resolve) => worker.once('message', resolve)));
    done.push(
      new Promise((resolve, reject) => {
        worker.on('message', (message: ToParent) => {
          if (message.type === 'records') {
            for (let r = 0; r < message.records.length; r += 4) {
              byKind.get(KINDS[message.records[r]!]!)!.push({
                sentAt: message.records[r + 1]!,
                latency: message.records[r + 2]!,
                ok: message.records[r + 3] === 1,
              });
            }
          }
          if (message.type === 'done') resolve(message);
        });
        // Resolved already if it said it was done; otherwise its figures are lost.
        worker.once('exit', (code, signal) =>
          reject(new Error(`event player exited (${signal ?? code}) before it was done`)),
        );
      }),
    );
    tell(worker, { type: 'plan', plan });
  }
  await Promise.all(ready);

  const t0 = now() + 500;
  for (const server of servers) server.resetPeak();
  // The probe's changes go through the first instance.
  const server = servers[0]!;
  const machineBefore = machineCpu();
  const postgresBefore = postgresCpuSeconds();
  for (const worker of workers) tell(worker, { type: 'go', t0 });

  // The probe: one profile completion every few seconds, on each team in turn.
  const probes: EventRun['probes'] = [];
  const counts = new Map<string, number>();
  for (const row of await countersNow(server, schedule.watchers[0]!.cookie)) {
    counts.set(row.key, row.registrations);
  }
  let stopAt = t0 + schedule.endMs;
  const probing = (async () => {
    for (const [index, user] of schedule.probes.entries()) {
      const at = t0 + (index + 1) * PROBE_EVERY_MS;
      if (at > stopAt - 2_000) break;
      await new Promise((resolve) => setTimeout(resolve, at - now()));
      if (at > stopAt - 2_000) break;
      const team = SPEC_TEAM_KEYS[index % SPEC_TEAM_KEYS.length]!;
      const sentAt = now();
      const response = await fetch(`${server.base}/api/profile`, {
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          employeeId: user.employeeId,
          name: `Probe ${index}`,
          gender: 'female',
          team: team,
        }),
      });
      if (!response.ok) throw new Error(`probe profile: ${response.status}`);
      counts.set(team, counts.get(team)! + 1);
      probes.push({ sentAt, key: `${team}:${counts.get(team)}` });
    }
  })();

  while (now() < stopAt) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (schedule.enough?.(byKind.get('answer')!, now() - t0)) stopAt = Math.min(stopAt, now());
  }
  await probing;
  // The last probe's change has its second to arrive.
  await new Promise((resolve) => setTimeout(resolve, SEEN_WITHIN_MS + 200));
  for (const worker of workers) tell(worker, { type: 'stop' });
  const finished = await Promise.all(done);
  const machine = machineCpu();
  const postgresCpu = postgresCpuSeconds() - postgresBefore;
  for (const result of finished) {
    for (const [key, times] of Object.entries(result.seen)) {
      seen.set(key, [...(seen.get(key) ?? []), ...times]);
    }
  }
  return {
    byKind,
    seconds: (stopAt - t0) / 1000,
    playsFinished: finished.reduce((sum, result) => sum + result.playsFinished, 0),
    toldToRetry: finished.reduce((sum, result) => sum + result.toldToRetry, 0),
    probes,
    seen,
    watchersOpen: finished.reduce((sum, result) => sum + result.watchersOpen, 0),
    watcherErrors: finished.reduce((sum, result) => sum + result.watcherErrors, 0),
    generatorCpu: finished.reduce((sum, result) => sum + result.cpuSeconds, 0),
    machineBusy: (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total),
    serverCpu: servers.reduce((sum, one) => sum + one.cpuSinceReset(), 0),
    postgresCpu,
    peakRss: Math.max(...servers.map((one) => one.peakRss())),
  };
}

async function countersNow(
  server: Running,
  cookie: string,
): Promise<{ key: string; registrations: number }[]> {
  const response = await fetch(`${server.base}/api/stats`, { headers: { cookie } });
  const body = (await response.json()) as { teams: { key: string; registrations: number }[] };
  return body.teams;
}

/** Latencies of the answers (or of any list of timings) as the table's load result. */
function answersResult(timings: Timing[], run: EventRun): LoadResult {
  const latencies = timings.map((timing) => timing.latency).sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors: [...run.byKind.values()].flat().filter((timing) => !timing.ok).length,
    seconds: run.seconds,
    perSecond: latencies.length / run.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    generatorCpu: run.generatorCpu,
    machineBusy: run.machineBusy,
  };
}

/** Of every (probe, watcher) pair, the share where the watcher saw the change within a second. */
function seenWithin(run: EventRun): { share: number; pairs: number } {
  let within = 0;
  for (const probe of run.probes) {
    for (const at of run.seen.get(probe.key) ?? []) {
      if (at - probe.sentAt <= SEEN_WITHIN_MS) within += 1;
    }
  }
  const pairs = run.probes.length * run.watchersOpen;
  return { share: pairs ? within / pairs : 0, pairs };
}

const p99Of = (timings: Timing[]) =>
  percentile(
    timings.map((timing) => timing.latency).sort((a, b) => a - b),
    99,
  );

async function seedEvent(
  database: { db: Parameters<typeof seedUsers>[0] },
  players: number,
  probes: number,
): Promise<{ players: SeededUser[]; probes: SeededUser[] }> {
  const seeded = await seedUsers(database.db, players, { complete: true });
  const probeUsers = await seedUsers(database.db, probes, {
    complete: false,
    firstPhone: 8000000000,
    idPrefix: 'PROBE',
  });
  await openQuizzes(database.db);
  return { players: seeded, probes: probeUsers };
}

/**
 * (6) The event: `players` sign in over the first minute and play for three minutes in all, while
 * `watchers` keep the live stream open.
 */
export async function eventScenario(
  kind: Kind,
  context: Context,
  options: {
    players: number;
    watchers: number;
    seconds: number;
    arriveSeconds: number;
    instances: number;
  },
): Promise<Row> {
  let seeded: Awaited<ReturnType<typeof seedEvent>>;
  const endMs = options.seconds * 1000;
  return withServers(
    kind,
    { ...context, serverEnv: { ...EVENT_ENV, ...context.serverEnv } },
    options.instances,
    async (servers, database) => {
      const run = await playEvent(servers, {
        players: seeded.players,
        watchers: seeded.players.slice(0, options.watchers),
        probes: seeded.probes,
        arriveMs: () => Math.random() * options.arriveSeconds * 1000,
        signIn: true,
        endMs,
      });
      const problems = await checkTeamCounters(database.db);
      const completed = await database.db
        .selectFrom('quiz_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'completed')
        .executeTakeFirstOrThrow();
      const seen = seenWithin(run);
      const signIns = run.byKind.get('verify-code')!.filter((timing) => timing.ok).length;
      // Once the crowd is in (and its sign-ins have drained): the answers of the rest of the event.
      const settled = (options.arriveSeconds + 15) * 1000;
      const later = run.byKind
        .get('answer')!
        .filter((timing) => timing.sentAt >= settled)
        .map((timing) => timing.latency)
        .sort((a, b) => a - b);
      return {
        scenario:
          options.instances > 1
            ? `event: answers, ${options.instances} instances`
            : 'event: answers',
        database: kind,
        result: answersResult(run.byKind.get('answer')!, run),
        peakMb: mb(run.peakRss),
        serverCpu: run.serverCpu,
        detail: {
          seen,
          requests: Object.fromEntries([...run.byKind].map(([kind, list]) => [kind, list.length])),
          serverCpuSeconds: run.serverCpu,
          postgresCpuSeconds: run.postgresCpu,
          seconds: run.seconds,
        },
        ...(problems.length ? { failure: `counters wrong: ${problems.join('; ')}` } : {}),
        note: [
          `${options.players} players, ${signIns} signed in over the first ${options.arriveSeconds} s, ${run.playsFinished} plays finished (${Number(completed.n)} in the database)`,
          `sign-in p99: send ${p99Of(run.byKind.get('send-code')!).toFixed(0)} ms, verify ${p99Of(run.byKind.get('verify-code')!).toFixed(0)} ms`,
          `${run.toldToRetry} sign-in requests told to come back later`,
          `answers from ${options.arriveSeconds + 15} s on: p50 ${percentile(later, 50).toFixed(0)}, p95 ${percentile(later, 95).toFixed(0)}, p99 ${percentile(later, 99).toFixed(0)} ms`,
          `${run.watchersOpen} watchers${options.instances > 1 ? ' across the instances' : ''}: ${(100 * seen.share).toFixed(1)}% of ${seen.pairs} changes seen within 1 s`,
          `server CPU ${((100 * run.serverCpu) / run.seconds).toFixed(0)}% of a core${kind === 'postgres' ? `, PostgreSQL's ${((100 * run.postgresCpu) / run.seconds).toFixed(0)}%` : ''}`,
          `counters ${problems.length ? `WRONG: ${problems.join('; ')}` : 'exact'}`,
        ].join('; '),
      };
    },
    async (database) => {
      seeded = await seedEvent(database, options.players, Math.ceil(options.seconds / 5));
    },
  );
}

/**
 * (7) The knee: `from` players, then `step` more at each step (already signed in), each step
 * `stepSeconds` long; the newcomers arrive over a step's first half and the answers of its second
 * half are measured. The steps stop once their p99 passes 100 ms; the knee is the last step under it.
 */
export async function eventKnee(
  kind: Kind,
  context: Context,
  options: { from: number; step: number; steps: number; stepSeconds: number; watchers: number },
): Promise<Row> {
  let seeded: Awaited<ReturnType<typeof seedEvent>>;
  const stepMs = options.stepSeconds * 1000;
  const playersAt = (k: number) => options.from + k * options.step;
  const steps: {
    players: number;
    answers: number;
    errors: number;
    p50: number;
    p95: number;
    p99: number;
  }[] = [];
  return withServers(
    kind,
    { ...context, serverEnv: { ...EVENT_ENV, ...context.serverEnv } },
    1,
    async (servers, database) => {
      const run = await playEvent(servers, {
        players: seeded.players,
        watchers: seeded.players.slice(0, options.watchers),
        probes: seeded.probes,
        // Step k's newcomers arrive over the first half of step k.
        arriveMs: (index) => {
          const k =
            index < options.from ? 0 : Math.floor((index - options.from) / options.step) + 1;
          return k * stepMs + Math.random() * (stepMs / 2);
        },
        signIn: false,
        endMs: options.steps * stepMs,
        enough: (answers, elapsed) => {
          const k = steps.length;
          // Step k is measured once its second half is over and its answers are back.
          if (elapsed < (k + 1) * stepMs + 500) return false;
          const window = answers.filter(
            (timing) =>
              timing.sentAt >= k * stepMs + stepMs / 2 && timing.sentAt < (k + 1) * stepMs,
          );
          const latencies = window.map((timing) => timing.latency).sort((a, b) => a - b);
          steps.push({
            players: playersAt(k),
            answers: window.length,
            errors: window.filter((timing) => !timing.ok).length,
            p50: percentile(latencies, 50),
            p95: percentile(latencies, 95),
            p99: percentile(latencies, 99),
          });
          return steps.at(-1)!.p99 > 100 || steps.length === options.steps;
        },
      });
      const problems = await checkTeamCounters(database.db);
      const holding = steps.filter((step) => step.p99 <= 100);
      const knee = holding.at(-1);
      const last = steps.at(-1)!;
      const seen = seenWithin(run);
      return {
        scenario: 'event: knee',
        database: kind,
        result: {
          requests: knee?.answers ?? 0,
          errors: [...run.byKind.values()].flat().filter((timing) => !timing.ok).length,
          seconds: options.stepSeconds / 2,
          perSecond: knee ? knee.answers / (options.stepSeconds / 2) : 0,
          p50: knee?.p50 ?? 0,
          p95: knee?.p95 ?? 0,
          p99: knee?.p99 ?? 0,
          generatorCpu: run.generatorCpu,
          machineBusy: run.machineBusy,
        },
        peakMb: mb(run.peakRss),
        detail: { knee: knee?.players ?? 0, steps },
        ...(problems.length ? { failure: `counters wrong: ${problems.join('; ')}` } : {}),
        note: [
          knee
            ? `${knee.players} players held (p99 ${knee.p99.toFixed(0)} ms)`
            : `not even ${options.from} players held`,
          last.p99 > 100
            ? `${last.players}: p99 ${last.p99.toFixed(0)} ms`
            : `the steps ended at ${last.players} under 100 ms`,
          `from ${options.from}, ${options.step} more every ${options.stepSeconds} s: ${steps.map((step) => `${step.players / 1000}k ${step.p99.toFixed(0)} ms`).join(', ')}`,
          `${run.watchersOpen} watchers: ${(100 * seen.share).toFixed(1)}% of changes within 1 s`,
          `counters ${problems.length ? `WRONG: ${problems.join('; ')}` : 'exact'}`,
        ].join('; '),
      };
    },
    async (database) => {
      seeded = await seedEvent(
        database,
        playersAt(options.steps - 1),
        Math.ceil((options.steps * options.stepSeconds) / 5),
      );
    },
  );
}
