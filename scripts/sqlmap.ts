// SQL injection scan: Debian's sqlmap against the main endpoints of the production build, on
// SQLite and on PostgreSQL, signed in as the caller each endpoint expects. Exits non-zero if
// sqlmap reports any injectable parameter.
//   npm run test:sqlmap [-- --db sqlite,postgres --level 5 --risk 3 --only search,profile --out results.json]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { QuizStep } from '../common/api.js';
import { newDatabase, openQuizzes, seedUsers, type SeededUser } from '../bench/seed.js';
import { scrapeMetrics, startPostgres, startProduct } from '../bench/servers.js';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    level: { type: 'string', default: '5' },
    risk: { type: 'string', default: '3' },
    out: { type: 'string' },
    /** Only the targets whose names contain one of these words. */
    only: { type: 'string' },
  },
});

/** Installs Debian's sqlmap when it is missing and we may (root); otherwise says how. */
function ensureSqlmap(): void {
  try {
    execFileSync('sqlmap', ['--version'], { stdio: 'ignore' });
    return;
  } catch {
    if (process.getuid?.() !== 0) {
      throw new Error('sqlmap is not installed: sudo apt-get install -y sqlmap');
    }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'sqlmap'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
}

type Target = {
  name: string;
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  data?: unknown;
  cookie?: string;
};

type Outcome = {
  target: string;
  database: string;
  requests: number;
  injectable: string[];
  seconds: number;
};

/** Runs sqlmap on one target; `injectable` lists what it reports as injectable. */
function scan(target: Target, dbms: string, outDir: string): Promise<Outcome> {
  const args = [
    '-u',
    target.url,
    '--batch',
    '--flush-session',
    `--output-dir=${outDir}`,
    `--level=${flags.level}`,
    `--risk=${flags.risk}`,
    `--dbms=${dbms}`,
    // Our refusals are 4xx; sqlmap must keep comparing them rather than stop at the first.
    '--ignore-code=400,401,403,404,409,413,415,429',
    '--technique=BEUST',
    '--time-sec=2',
    '--timeout=10',
    '--retries=1',
    '--disable-coloring',
    '-v',
    '1',
  ];
  if (target.method !== 'GET') {
    args.push(`--method=${target.method}`, `--data=${JSON.stringify(target.data)}`);
    args.push('--headers=Content-Type: application/json');
  }
  if (target.cookie) args.push(`--cookie=${target.cookie}`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      fs.writeFileSync(path.join(outDir, `${target.name.replace(/\W+/g, '-')}.log`), output);
      const injectable = output
        .split('\n')
        .filter((line) =>
          /is vulnerable|appears to be .*injectable|sqlmap identified the following injection/i.test(
            line,
          ),
        )
        .filter((line) => !/not injectable|does not seem to be injectable/i.test(line));
      resolve({
        target: target.name,
        database: dbms,
        requests: 0,
        injectable,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

/** Requests the server has answered, from its own metrics. */
async function requestsServed(base: string): Promise<number> {
  return (await scrapeMetrics(base))('http_request_duration_seconds_count');
}

async function run(kind: 'sqlite' | 'postgres', root: string, outcomes: Outcome[]) {
  const dir = fs.mkdtempSync(path.join(root, `${kind}-`));
  const pg =
    kind === 'postgres' ? startPostgres(fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-pg-'))) : null;
  try {
    const database = await newDatabase(kind, dir, pg?.url);
    // Three people: an organiser, a player who has started a quiz, and a newcomer with no profile.
    const [admin, player, newcomer] = (await seedUsers(database.db, 3, {
      complete: false,
      firstPhone: 9100000000,
    })) as [SeededUser, SeededUser, SeededUser];
    await openQuizzes(database.db);
    const server = await startProduct(
      {
        DATABASE_URL: database.url,
        STORAGE_URL: `file:${path.join(dir, 'uploads')}`,
        ADMIN_PHONES: admin.phone,
        OTP_IP_HOURLY_LIMIT: '1000000',
      },
      dir,
    );
    try {
      const post = async (url: string, cookie: string, body: unknown) =>
        fetch(`${server.base}${url}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      for (const [index, user] of [admin, player].entries()) {
        const saved = await post('/api/profile', user.cookie, {
          employeeId: user.employeeId,
          name: `Scan Person ${index}`,
          gender: 'female',
          team: 'kanpur',
        });
        if (saved.status !== 200) throw new Error(`profile: ${saved.status} ${await saved.text()}`);
      }
      const step = (await (
        await post('/api/quiz/quiz2/start', player.cookie, {})
      ).json()) as QuizStep;
      if (!('question' in step)) throw new Error('the quiz did not start');
      const base = server.base;
      const targets: Target[] = [
        {
          name: 'send-code',
          method: 'POST',
          url: `${base}/api/auth/send-code`,
          data: { phone: '9812345678', botCheck: 'x' },
        },
        {
          name: 'verify-code',
          method: 'POST',
          url: `${base}/api/auth/verify-code`,
          data: { phone: '9812345678', code: '123456' },
        },
        {
          name: 'profile',
          method: 'POST',
          url: `${base}/api/profile`,
          cookie: newcomer.cookie,
          data: { employeeId: 'EMP99999', name: 'Asha Verma', gender: 'female', team: 'kanpur' },
        },
        {
          name: 'quiz answer',
          method: 'POST',
          url: `${base}/api/quiz/quiz2/answer`,
          cookie: player.cookie,
          data: { questionId: step.question.id, selected: 'not an option' },
        },
        {
          name: 'admin registrations search',
          method: 'GET',
          url: `${base}/api/admin/registrations?q=scan&sort=name&dir=asc&page=1&pageSize=25`,
          cookie: admin.cookie,
        },
        {
          name: 'admin leaderboard',
          method: 'GET',
          url: `${base}/api/admin/leaderboard?quizId=quiz1`,
          cookie: admin.cookie,
        },
        {
          name: 'admin registry lookup',
          method: 'GET',
          url: `${base}/api/admin/registry/${admin.employeeId}*`,
          cookie: admin.cookie,
        },
        {
          name: 'admin quiz by id',
          method: 'GET',
          url: `${base}/api/admin/quizzes/quiz3*`,
          cookie: admin.cookie,
        },
        // An edit that leaves the question as it was, so every accepted request answers the same.
        {
          name: 'admin quiz question',
          method: 'PUT',
          url: `${base}/api/admin/quizzes/quiz3/questions/41`,
          cookie: admin.cookie,
          data: { text: 'Which planet is largest?', options: ['Jupiter', 'Mars'], correct: 0 },
        },
        {
          name: 'admin grant',
          method: 'POST',
          url: `${base}/api/admin/admins`,
          cookie: admin.cookie,
          data: { phone: '9000077777', name: 'Scanned Organiser' },
        },
      ];
      const dbms = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
      const only = flags.only?.split(',');
      for (const target of targets.filter((t) => !only || only.some((w) => t.name.includes(w)))) {
        const before = await requestsServed(base);
        const outcome = await scan(target, dbms, dir);
        outcome.requests = (await requestsServed(base)) - before - 1;
        outcomes.push(outcome);
        console.log(
          `${kind.padEnd(8)} ${target.name.padEnd(28)} ${String(outcome.requests).padStart(6)} requests ${String(outcome.seconds).padStart(4)} s  ${outcome.injectable.length ? `INJECTABLE: ${outcome.injectable.join(' | ')}` : 'nothing found'}`,
        );
      }
      // The server stayed up and answering through every scan.
      const ready = await fetch(`${base}/readyz`);
      if (ready.status !== 200)
        throw new Error(`the server is not ready after the scans: ${ready.status}`);
    } finally {
      await server.stop();
      await database.drop();
    }
  } finally {
    pg?.stop();
  }
}

ensureSqlmap();
// sqlmap's logs stay for reading; the databases are dropped.
const root = path.resolve('.tmp/sqlmap');
fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });
const outcomes: Outcome[] = [];
for (const kind of flags.db.split(',') as ('sqlite' | 'postgres')[])
  await run(kind, root, outcomes);
const found = outcomes.filter((outcome) => outcome.injectable.length > 0);
const requests = outcomes.reduce((sum, outcome) => sum + outcome.requests, 0);
console.log(
  `\nsqlmap ${execFileSync('sqlmap', ['--version'], { encoding: 'utf8' }).split('\n')[0]}, level ${flags.level}, risk ${flags.risk}: ${outcomes.length} scans, ${requests} requests, ${found.length} injectable. Logs in ${root}`,
);
if (flags.out) {
  // The shape the test summary adds up: one check per scan.
  fs.writeFileSync(
    flags.out,
    JSON.stringify({
      numPassedTests: outcomes.length - found.length,
      numFailedTests: found.length,
      numPendingTests: 0,
      numTodoTests: 0,
      level: flags.level,
      risk: flags.risk,
      outcomes,
    }),
  );
}
process.exit(found.length ? 1 : 0);
