// Power-cut rounds: the database lives on a file system that keeps every write since the last
// fsync in memory only (scripts/powercut/forgetful_fs.py). The production server takes registrations
// and quiz plays at full speed; at a random moment the server (and PostgreSQL) is killed and the
// unsynced writes are thrown away, as a power cut would. The mount comes back, the server restarts,
// and every request that had been answered with success must be there, the counters must equal a
// recount, and the database must be sound (SQLite's integrity_check, PostgreSQL's recovery). A round
// is never cut before the server has acknowledged writes in it, so every round has something to lose.
//   tsx scripts/powercut-test.ts [--rounds 50] [--db sqlite,postgres] [--unsafe] [--out file]
// --unsafe runs SQLite with synchronous=normal and PostgreSQL with fsync=off: rounds must then lose
// acknowledged writes, or the file system is not dropping what it should. It passes when each
// database loses some; while one has lost nothing, it plays up to UNSAFE_MORE_ROUNDS more rounds.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openQuizzes, seedUsers, type SeededUser } from '../bench/seed.js';
import { startProduct } from '../bench/servers.js';
import { postgresProgram } from '../server/cli/postgres-tools.js';
import { migrateToLatest, openDatabase, type Db } from '../server/db/database.js';
import { freePort } from '../server/test/instances.js';
import {
  findLost,
  nothingAcknowledged,
  printRound,
  roundsReport,
  visitUntilStopped,
  type Acknowledged,
} from './acknowledged-writes.js';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '50' },
    db: { type: 'string', default: 'sqlite,postgres' },
    unsafe: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const rounds = Number(flags.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds: expected a whole number');
const unsafe = flags.unsafe;
const PER_ROUND = 300;
/** A round is cut at its random moment, but not before the server has acknowledged this many writes in it. */
const ACKNOWLEDGED_BEFORE_CUT = 16;
/** How long a round waits for those acknowledgements before it is cut anyway, and fails. */
const ACKNOWLEDGE_WITHIN_MS = 60_000;
/** Without syncs: rounds played after the requested ones while a database has lost nothing yet. */
const UNSAFE_MORE_ROUNDS = 5;
const mostRounds = unsafe ? rounds + UNSAFE_MORE_ROUNDS : rounds;
const PYTHON = '/usr/bin/python3';
const FORGETFUL_FS = path.resolve('scripts/powercut/forgetful_fs.py');

/** The forgetful file system mounted over `backing`; a cut drops what was not synced. */
class Mount {
  private constructor(
    private readonly child: ChildProcess,
    readonly at: string,
  ) {}

  static async start(backing: string, at: string, allowOther: boolean): Promise<Mount> {
    fs.mkdirSync(at, { recursive: true });
    const child = spawn(
      PYTHON,
      [FORGETFUL_FS, 'mount', backing, at, ...(allowOther ? ['--allow-other'] : [])],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`forgetful_fs exited ${code}: ${output}`)));
    });
    return new Mount(child, at);
  }

  #exited(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  /** The power cut: everything not synced is gone, and the mount with it. */
  async cut(): Promise<void> {
    const exited = this.#exited();
    this.child.kill('SIGUSR1');
    await exited;
  }

  /** A clean shutdown: the system syncs everything before the mount goes. */
  async stop(): Promise<void> {
    const exited = this.#exited();
    this.child.kill('SIGTERM');
    await exited;
  }
}

/** The processes of a PostgreSQL cluster: the postmaster and its children. */
function clusterPids(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return [];
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

function asPostgres(command: string, args: string[]): string {
  return execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' });
}

/** A PostgreSQL cluster whose data directory is on the mount, with fsync as the round asks. */
class Cluster {
  readonly url: string;
  constructor(
    readonly dataDir: string,
    private readonly socketDir: string,
    private readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/utsav`;
  }

  start(): void {
    const settings = unsafe
      ? '-c fsync=off -c synchronous_commit=off -c full_page_writes=off'
      : '-c fsync=on -c synchronous_commit=on -c full_page_writes=on';
    asPostgres(postgresProgram('pg_ctl'), [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.socketDir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${this.port} -k ${this.socketDir} -c listen_addresses=127.0.0.1 ${settings}`,
      'start',
    ]);
  }

  /** Killed at once; returns once they are gone, since a new postmaster refuses a live one's lock. */
  async kill(): Promise<void> {
    const pids = clusterPids(this.dataDir);
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    const deadline = Date.now() + 10_000;
    while (pids.some((pid) => fs.existsSync(`/proc/${pid}`)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  stop(): void {
    asPostgres(postgresProgram('pg_ctl'), ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }
}

type Round = { name: string; ok: boolean; detail: string; lost: number };

const acknowledgedCount = (acked: Acknowledged) => acked.registrations.size + acked.plays.size;

/** Resolves once `acked` holds `count` writes, or after `withinMs`. */
async function untilAcknowledged(acked: Acknowledged, count: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (acknowledgedCount(acked) < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type Subject = {
  kind: 'sqlite' | 'postgres';
  /** DATABASE_URL for the server. */
  url: string;
  serverEnv: Record<string, string>;
  /** After the cut and the remount: the database running again, as a restart would find it. */
  recover: () => void;
  /** A clean stop of the database, before the mount goes. */
  shutdown: () => void;
  /** Everything that writes to the mount, killed at once. */
  kill: () => void | Promise<void>;
  soundness: (db: Db) => Promise<string>;
  open: () => Db;
};

async function playRounds(
  subject: Subject,
  backing: string,
  mountAt: string,
  users: SeededUser[],
  results: Round[],
): Promise<void> {
  const dir = path.dirname(backing);
  const acked: Acknowledged = nothingAcknowledged();
  let mount = await Mount.start(backing, mountAt, subject.kind === 'postgres');
  subject.recover();
  let lostInRounds = 0;
  try {
    // Without syncs, rounds go on past the requested ones (up to mostRounds) until one loses writes.
    for (let r = 0; r < rounds || (unsafe && lostInRounds === 0 && r < mostRounds); r += 1) {
      const server = await startProduct({ DATABASE_URL: subject.url, ...subject.serverEnv }, dir);
      const before = acknowledgedCount(acked);
      const started = performance.now();
      let cutAt = 0;
      await visitUntilStopped(
        server.base,
        users.slice(r * PER_ROUND, (r + 1) * PER_ROUND),
        r * PER_ROUND,
        acked,
        async () => {
          await untilAcknowledged(acked, before + ACKNOWLEDGED_BEFORE_CUT, ACKNOWLEDGE_WITHIN_MS);
          cutAt = performance.now() - started;
          process.kill(server.pid, 'SIGKILL');
          const killed = subject.kill();
          await mount.cut();
          await killed;
        },
      );
      await server.stop();
      mount = await Mount.start(backing, mountAt, subject.kind === 'postgres');
      subject.recover();
      // The server's own start-up on what the disk kept: migrations, secrets, the live counters.
      const restarted = await startProduct(
        { DATABASE_URL: subject.url, ...subject.serverEnv },
        dir,
      );
      await restarted.stop();
      const db = subject.open();
      const { lost, counters } = await findLost(db, acked);
      const soundness = await subject.soundness(db);
      await db.destroy();
      const sound = soundness === 'ok';
      const inRound = acknowledgedCount(acked) - before;
      // A round whose server acknowledged nothing in a minute had nothing to lose: it fails.
      const ok =
        inRound > 0 && (unsafe ? true : lost.length === 0 && counters.length === 0 && sound);
      lostInRounds += lost.length;
      const detail = `cut at ${Math.round(cutAt)} ms; ${inRound} writes acknowledged in the round, ${acked.registrations.size} registrations and ${acked.plays.size} plays so far; ${lost.length} lost; counters ${counters.length ? counters.join('; ') : 'exact'}; ${subject.kind === 'sqlite' ? 'integrity_check' : 'recovery'} ${soundness}`;
      results.push({ name: `${subject.kind} round ${r + 1}`, ok, detail, lost: lost.length });
      // --unsafe expects losses: the round's line does not list them.
      printRound(ok, `${subject.kind} round ${r + 1}`, detail, unsafe ? [] : lost);
      // Lost writes stay lost: what the next round checks is what the server still acknowledges.
      for (const { kind, uid } of lost) {
        if (kind === 'registration') acked.registrations.delete(uid);
        acked.plays.delete(uid);
      }
    }
  } finally {
    subject.shutdown();
    await mount.stop();
  }
}

async function sqliteRounds(dir: string, results: Round[]) {
  const backing = path.join(dir, 'disk');
  fs.mkdirSync(backing);
  // Created and seeded on the backing disk itself, and closed: the rounds start from a synced file.
  const file = path.join(backing, 'utsav.db');
  const setup = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(setup);
  const users = await seedUsers(setup, PER_ROUND * mostRounds, { complete: false });
  await openQuizzes(setup);
  await setup.destroy();
  const mountAt = path.join(dir, 'mnt');
  const onMount = path.join(mountAt, 'utsav.db');
  await playRounds(
    {
      kind: 'sqlite',
      url: `sqlite:${onMount}`,
      serverEnv: unsafe ? { SQLITE_SYNCHRONOUS: 'normal' } : {},
      recover: () => {},
      shutdown: () => {},
      kill: () => {},
      open: () => openDatabase({ kind: 'sqlite', file: onMount }),
      soundness: async (db) => {
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        return rows.map((row) => row.integrity_check).join('; ');
      },
    },
    backing,
    mountAt,
    users,
    results,
  );
}

async function postgresRounds(dir: string, results: Round[]) {
  const backing = path.join(dir, 'disk');
  const socketDir = path.join(dir, 'socket');
  fs.mkdirSync(backing);
  fs.mkdirSync(socketDir);
  execFileSync('chown', ['postgres:postgres', backing, socketDir]);
  asPostgres(postgresProgram('initdb'), [
    '-D',
    path.join(backing, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  // Set up on the backing disk itself, stopped cleanly: the rounds start from a synced cluster.
  const setupCluster = new Cluster(path.join(backing, 'data'), socketDir, port);
  setupCluster.start();
  execFileSync(postgresProgram('psql'), [
    `postgres://postgres@127.0.0.1:${port}/postgres`,
    '-c',
    'create database utsav',
  ]);
  const setup = openDatabase({ kind: 'postgres', url: setupCluster.url });
  await migrateToLatest(setup);
  const users = await seedUsers(setup, PER_ROUND * mostRounds, { complete: false });
  await openQuizzes(setup);
  await setup.destroy();
  setupCluster.stop();
  const mountAt = path.join(dir, 'mnt');
  const cluster = new Cluster(path.join(mountAt, 'data'), socketDir, port);
  await playRounds(
    {
      kind: 'postgres',
      url: cluster.url,
      serverEnv: {},
      recover: () => cluster.start(),
      shutdown: () => cluster.stop(),
      kill: () => cluster.kill(),
      open: () => openDatabase({ kind: 'postgres', url: cluster.url }),
      // pg_ctl start returned only once crash recovery had finished and the server accepted
      // connections; a failed recovery would have thrown there.
      soundness: async (db) => {
        const { rows } = await sql<{ n: string }>`select count(*) as n from pg_class`.execute(db);
        return Number(rows[0]!.n) > 0 ? 'ok' : 'no catalog';
      },
    },
    backing,
    mountAt,
    users,
    results,
  );
}

const results: Round[] = [];
for (const kind of flags.db.split(',') as ('sqlite' | 'postgres')[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `utsav-powercut-${kind}-`));
  fs.chmodSync(dir, 0o755);
  try {
    await (kind === 'sqlite' ? sqliteRounds(dir, results) : postgresRounds(dir, results));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const lostInAll = results.reduce((sum, r) => sum + r.lost, 0);
if (unsafe) {
  // Without syncs, cuts must lose acknowledged writes; a database none of whose rounds lost any
  // shows a file system that dropped nothing, and all its rounds fail.
  for (const kind of new Set(results.map((r) => r.name.split(' ')[0]))) {
    const ofKind = results.filter((r) => r.name.startsWith(`${kind} `));
    const lossy = ofKind.filter((r) => r.lost > 0).length;
    if (lossy === 0) for (const r of ofKind) r.ok = false;
    process.stdout.write(
      `${lossy ? 'ok  ' : 'FAIL'} ${kind}, power cuts without syncs: ${lossy} of ${ofKind.length} rounds lost acknowledged writes (${ofKind.reduce((sum, r) => sum + r.lost, 0)} writes)\n`,
    );
    if (lossy === 0) {
      process.stdout.write(
        `  ${ofKind.length} cuts without syncs lost nothing: the file system (scripts/powercut/forgetful_fs.py) kept writes that were never synced, so the safe rounds prove nothing\n`,
      );
    }
  }
} else {
  const failed = results.filter((r) => !r.ok).length;
  process.stdout.write(
    `power cuts: ${results.length - failed} rounds survived, ${failed} failed, ${lostInAll} acknowledged writes lost\n`,
  );
}
const failedNow = results.filter((r) => !r.ok).length;
if (flags.out) fs.writeFileSync(flags.out, roundsReport(results));
process.exit(failedNow ? 1 : 0);
