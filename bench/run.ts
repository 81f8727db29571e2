// npm run bench — the event-day scenarios against the production build, on SQLite and PostgreSQL,
// each compared with a bare Fastify route measured in the same run with the same load generator.
//   npm run bench -- --users 2000 --registrations 2000 --streams 10000 --signins 1000 --venue 2000
//                    --connections 50 --duration 5 --db sqlite,postgres --only rush,read --no-lighthouse
//                    --event-players 20000 --event-watchers 2000 --event-seconds 180
//                    --event-players-postgres 4000 (a minute, on two instances)
//                    --knee-from 8000 --knee-step 4000 --knee-from-postgres 3000
//                    --knee-step-postgres 1000 --knee-steps 6 --knee-step-seconds 12
//                    --cpu-prof (a V8 profile of each server process in .tmp/bench/profiles)
//                    --normal (rush, burst, game and poll on SQLite also with synchronous=normal)
//                    --regrade-plays 10000 --regrade-players 300 --opening-phones 10000
//                    --image-players 5000 --game-phones 10000 --poll-phones 10000
//                    --game-phones-postgres 5000 (the live game on two instances)
//   --only takes: rush, registration, fanout (a counter change, then an organiser's announcement,
//   to the same streams), peer (the fan-out's Socket.IO peer), signin, venue, read, event (people
//   playing at a human pace), knee (the players one instance holds), regrade (an organiser's
//   regrade of a contest's finished plays while others answer), opening (a quiz opening by its
//   schedule under every open phone), image (one question image, thousands of players), game (a
//   live game: every phone's stream open and joined, five questions run by the host, each phone
//   answering each once; on SQLite with the Socket.IO peer broadcasting the same question, on
//   PostgreSQL on two instances; a missed target fails its row),
//   poll (every phone's stream open, and a few screens', each phone voting once in a poll within
//   ten seconds; on SQLite only), lighthouse
// A scenario with failed requests, or that fails its own check (counters not exact, a stream that
// never had the announcement), is printed below the table, and the run exits non-zero once the
// results are written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { imageRush, regradeUnderLoad, scheduledOpening } from './editors.js';
import { eventKnee, eventScenario } from './event.js';
import { compareGameWithPeer, liveGameScenario } from './game.js';
import { lighthouseMisses, runLighthouse } from './lighthouse.js';
import { load } from './load.js';
import { pollScenario } from './poll.js';
import {
  liveFanout,
  quizRush,
  readPath,
  registrationBurst,
  signIn,
  type Context,
  type Kind,
  type Row,
} from './scenarios.js';
import { startBaseline, startPostgres } from './servers.js';
import { compareWithPeer, socketIoFanout } from './socketio-fanout.js';
import { venueSignIn } from './venue.js';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '2000' },
    registrations: { type: 'string', default: '2000' },
    streams: { type: 'string', default: '10000' },
    signins: { type: 'string', default: '1000' },
    venue: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '5' },
    db: { type: 'string', default: 'sqlite,postgres' },
    only: { type: 'string' },
    'event-players': { type: 'string', default: '20000' },
    'event-watchers': { type: 'string', default: '2000' },
    'event-seconds': { type: 'string', default: '180' },
    'event-players-postgres': { type: 'string', default: '4000' },
    'knee-from': { type: 'string', default: '8000' },
    'knee-step': { type: 'string', default: '4000' },
    'knee-from-postgres': { type: 'string', default: '3000' },
    'knee-step-postgres': { type: 'string', default: '1000' },
    'knee-steps': { type: 'string', default: '6' },
    'knee-step-seconds': { type: 'string', default: '12' },
    'regrade-plays': { type: 'string', default: '10000' },
    'regrade-players': { type: 'string', default: '300' },
    'opening-phones': { type: 'string', default: '10000' },
    'image-players': { type: 'string', default: '5000' },
    'game-phones': { type: 'string', default: '10000' },
    'game-phones-postgres': { type: 'string', default: '5000' },
    'poll-phones': { type: 'string', default: '10000' },
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    normal: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const number = (name: keyof typeof flags) => {
  const value = Number(flags[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name}: expected a whole number`);
  return value;
};
const kinds = flags.db.split(',') as Kind[];
const only = flags.only?.split(',');
const wanted = (name: string) => !only || only.includes(name);

if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/web/index.html')) {
  throw new Error('no production build: run npm run build (npm run bench does)');
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-'));
if (flags['cpu-prof']) {
  process.env.BENCH_CPU_PROF = path.resolve('.tmp/bench/profiles');
  fs.mkdirSync(process.env.BENCH_CPU_PROF, { recursive: true });
}
const connections = number('connections');
const started = Date.now();

process.stdout.write(`Utsav benchmarks on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, `);
process.stdout.write(`${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`);

const baselineServer = await startBaseline(dir);
baselineServer.resetPeak();
const baseline = await load({
  url: baselineServer.base,
  connections,
  duration: 2 * number('duration'),
  requests: [{ method: 'GET', path: '/' }],
});
const baselineRow: Row = {
  scenario: 'baseline: bare Fastify',
  database: '-',
  result: baseline,
  peakMb: Math.round(baselineServer.peakRss() / 2 ** 20),
  serverCpu: baselineServer.cpuSinceReset(),
  note: 'GET / returning a constant',
};
await baselineServer.stop();
process.stdout.write(`baseline: ${baseline.perSecond.toFixed(0)} requests/s\n`);

const rows: Row[] = [baselineRow];
for (const kind of kinds) {
  const postgres =
    kind === 'postgres'
      ? startPostgres(fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-pg-')))
      : null;
  const context: Context = { dir, pgUrl: postgres?.url, connections, duration: number('duration') };
  try {
    const step = async (name: string, run: () => Promise<Row | Row[]>) => {
      if (!wanted(name)) return;
      process.stdout.write(`${kind}: ${name}…\n`);
      const result = await run();
      rows.push(...(Array.isArray(result) ? result : [result]));
    };
    await step('rush', () => quizRush(kind, context, number('users')));
    if (kind === 'postgres') await step('rush', () => quizRush(kind, context, number('users'), 2));
    // synchronous=normal beside the default full, for decision 008; not in the default run.
    const normal = { ...context, serverEnv: { SQLITE_SYNCHRONOUS: 'normal' } };
    if (kind === 'sqlite' && flags.normal) {
      await step('rush', () => quizRush(kind, normal, number('users')));
    }
    await step('registration', () => registrationBurst(kind, context, number('registrations')));
    if (kind === 'sqlite' && flags.normal) {
      await step('registration', () => registrationBurst(kind, normal, number('registrations')));
    }
    await step('fanout', () => liveFanout(kind, context, number('streams')));
    // The peer has no database: once per run, beside the first database's fan-out (SQLite's).
    if (kind === kinds[0]) await step('peer', () => socketIoFanout(context, number('streams')));
    await step('signin', () => signIn(kind, context, number('signins')));
    await step('venue', () => venueSignIn(kind, context, number('venue')));
    await step('read', () => readPath(kind, context));
    // The event's three minutes on SQLite, one instance; on PostgreSQL a shorter one on two
    // instances, for what only several instances can get wrong: a change made through one instance
    // reaching the streams of the other, and counters kept exact by both. Then the knee on each.
    await step('event', () =>
      kind === 'sqlite'
        ? eventScenario(kind, context, {
            players: number('event-players'),
            watchers: number('event-watchers'),
            seconds: number('event-seconds'),
            arriveSeconds: 60,
            instances: 1,
          })
        : eventScenario(kind, context, {
            players: number('event-players-postgres'),
            watchers: number('event-watchers'),
            seconds: 60,
            arriveSeconds: 20,
            instances: 2,
          }),
    );
    await step('knee', () =>
      eventKnee(kind, context, {
        from: number(kind === 'sqlite' ? 'knee-from' : 'knee-from-postgres'),
        step: number(kind === 'sqlite' ? 'knee-step' : 'knee-step-postgres'),
        steps: number('knee-steps'),
        stepSeconds: number('knee-step-seconds'),
        watchers: number('event-watchers'),
      }),
    );
    // The organisers' editors on the hot path (bench/editors.ts).
    await step('regrade', () =>
      regradeUnderLoad(kind, context, {
        plays: number('regrade-plays'),
        players: number('regrade-players'),
      }),
    );
    await step('opening', () => scheduledOpening(kind, context, number('opening-phones')));
    await step('image', () => imageRush(kind, context, number('image-players')));
    // The live game on PostgreSQL: two instances, the phones' streams shared between them.
    if (kind === 'postgres') {
      await step('game', () =>
        liveGameScenario(kind, context, number('game-phones-postgres'), {
          peer: false,
          instances: 2,
        }),
      );
    }
    // The live game's first target is one SQLite instance.
    if (kind === 'sqlite') {
      await step('game', () => liveGameScenario(kind, context, number('game-phones')));
      // With --normal, the game again with synchronous=normal (commits without a sync to disk).
      if (flags.normal) {
        await step('game', () =>
          liveGameScenario(kind, normal, number('game-phones'), { peer: false }),
        );
      }
      await step('poll', () => pollScenario(kind, context, number('poll-phones')));
      if (flags.normal) await step('poll', () => pollScenario(kind, normal, number('poll-phones')));
    }
  } finally {
    postgres?.stop();
  }
}

const lighthouse =
  flags['no-lighthouse'] || (only && !only.includes('lighthouse'))
    ? []
    : await runLighthouse(dir, number('lighthouse-runs'));

/** CPU microseconds per request. */
const perOp = (seconds: number, requests: number) => ((seconds * 1e6) / requests).toFixed(0);

const table = [
  [
    'scenario',
    'database',
    'ops/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'peak MB',
    'server µs/op',
    'load µs/op',
    'CPU busy',
    'vs baseline',
    'notes',
  ],
  ...rows.map((row) => [
    row.scenario,
    row.database,
    row.result.perSecond ? row.result.perSecond.toFixed(0) : '-',
    row.result.p50.toFixed(1),
    row.result.p95 ? row.result.p95.toFixed(1) : '-',
    row.result.p99.toFixed(1),
    String(row.result.errors),
    String(row.peakMb),
    row.serverCpu && row.result.perSecond ? perOp(row.serverCpu, row.result.requests) : '-',
    row.result.generatorCpu ? perOp(row.result.generatorCpu, row.result.requests) : '-',
    row.result.machineBusy ? `${(100 * row.result.machineBusy).toFixed(0)}%` : '-',
    row.result.perSecond
      ? `${((100 * row.result.perSecond) / baseline.perSecond).toFixed(0)}%`
      : '-',
    row.note,
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
const print = (line: string[]) =>
  `| ${line.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
const output = [
  print(table[0]!),
  `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
  ...table.slice(1).map(print),
];
const peerComparison = compareWithPeer(rows);
if (peerComparison.length) output.push('', ...peerComparison);
const gameComparison = compareGameWithPeer(rows);
if (gameComparison.length) output.push('', ...gameComparison);
if (lighthouse.length) {
  output.push(
    '',
    '| Lighthouse (mobile) | run | performance | FCP ms | LCP ms | TBT ms | JS transferred | JS before the largest paint |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const page of lighthouse) {
    output.push(
      `| ${page.path} | ${page.run} | ${page.performance} | ${page.fcp} | ${page.lcp} | ${page.tbt} | ${page.scriptKb} kB | ${page.scriptBeforeLcpKb} kB |`,
    );
  }
}
// A run with errors fails as loudly as one whose own check failed: an error is never a figure.
const failures = rows
  .map((row) => {
    const reasons = [
      ...(row.failure ? [row.failure] : []),
      ...(row.result.errors > 0 ? [`${row.result.errors} requests failed`] : []),
    ];
    return reasons.length ? `FAILED: ${row.scenario} (${row.database}): ${reasons.join('; ')}` : '';
  })
  .filter(Boolean)
  .concat(lighthouseMisses(lighthouse).map((miss) => `FAILED: ${miss}`));
if (failures.length) output.push('', ...failures);
process.stdout.write(
  `\n${output.join('\n')}\n\nfinished in ${Math.round((Date.now() - started) / 1000)} s\n`,
);
fs.mkdirSync('.tmp/bench', { recursive: true });
fs.writeFileSync('.tmp/bench/results.md', `${output.join('\n')}\n`);
fs.writeFileSync(
  '.tmp/bench/results.json',
  JSON.stringify({ baseline, rows, lighthouse, failures }, null, 2),
);
fs.rmSync(dir, { recursive: true, force: true });
if (failures.length) {
  process.stderr.write(`npm run bench: ${failures.length} scenario(s) failed their check\n`);
  process.exitCode = 1;
}
