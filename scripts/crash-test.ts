// Crash safety: the production server takes registrations and quiz plays at full speed and is
// killed with SIGKILL at a random moment, several rounds. After each restart, every request that
// was answered with success must be in the database, and the counters must equal the recount.
//   tsx scripts/crash-test.ts [--rounds 3] [--db sqlite,postgres] [--out results.json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { QuizStep } from '../common/api.js';
import { RSO_KEYS } from '../common/teams.js';
import {
  checkCounters,
  newDatabase,
  openQuizzes,
  seedUsers,
  type SeededUser,
} from '../bench/seed.js';
import { startPostgres, startProduct, type Running } from '../bench/servers.js';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    db: { type: 'string', default: 'sqlite,postgres' },
    out: { type: 'string' },
  },
});
const rounds = Number(flags.rounds);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-crash-'));

type Acknowledged = {
  registrations: Map<string, { uid: string; employeeId: string; rso: string }>;
  plays: Map<string, number>;
};

async function post(base: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** One user's whole visit: complete the profile, then play quiz1 to the end. */
async function visit(base: string, user: SeededUser, index: number, acked: Acknowledged) {
  const rso = RSO_KEYS[index % RSO_KEYS.length]!;
  const saved = await post(base, '/api/profile', user.cookie, {
    employeeId: user.employeeId,
    name: `Crash ${index}`,
    gender: 'female',
    rso,
  });
  if (saved.status !== 200) return;
  acked.registrations.set(user.uid, { uid: user.uid, employeeId: user.employeeId, rso });
  let step = (await post(base, '/api/quiz/quiz1/start', user.cookie)).json as QuizStep;
  while ('question' in step) {
    const { id, options } = step.question;
    const answered = await post(base, '/api/quiz/quiz1/answer', user.cookie, {
      questionId: id,
      selected: options[index % options.length],
    });
    if (answered.status !== 200) return;
    step = answered.json as QuizStep;
  }
  acked.plays.set(user.uid, step.result.score);
}

async function round(
  server: Running,
  users: SeededUser[],
  offset: number,
  acked: Acknowledged,
): Promise<number> {
  let next = 0;
  const killAt = 300 + Math.random() * 1200;
  const killer = setTimeout(() => process.kill(server.pid, 'SIGKILL'), killAt);
  const workers = Array.from({ length: 16 }, async () => {
    while (next < users.length) {
      const index = next++;
      await visit(server.base, users[index]!, offset + index, acked).catch(() => {});
    }
  });
  await Promise.all(workers);
  clearTimeout(killer);
  return killAt;
}

async function verify(db: Awaited<ReturnType<typeof newDatabase>>['db'], acked: Acknowledged) {
  const lost: string[] = [];
  const profiles = await db
    .selectFrom('profiles')
    .select(['user_id', 'employee_id', 'rso', 'profile_complete'])
    .execute();
  for (const registration of acked.registrations.values()) {
    const row = profiles.find((p) => p.user_id === registration.uid);
    if (
      !row ||
      row.profile_complete !== 1 ||
      row.employee_id !== registration.employeeId.toLowerCase()
    ) {
      lost.push(`registration of ${registration.employeeId}`);
    }
  }
  const attempts = await db
    .selectFrom('quiz_attempts')
    .select(['user_id', 'status', 'score'])
    .execute();
  for (const [uid, score] of acked.plays) {
    const row = attempts.find((a) => a.user_id === uid);
    if (!row || row.status !== 'completed' || row.score !== score) lost.push(`quiz play of ${uid}`);
  }
  return { lost, counters: await checkCounters(db) };
}

const results: { name: string; ok: boolean; detail: string }[] = [];
for (const kind of flags.db.split(',') as ('sqlite' | 'postgres')[]) {
  const postgres =
    kind === 'postgres'
      ? startPostgres(fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-crash-pg-')))
      : null;
  const database = await newDatabase(kind, dir, postgres?.url);
  try {
    const perRound = 400;
    const users = await seedUsers(database.db, perRound * rounds, { complete: false });
    await openQuizzes(database.db);
    const acked: Acknowledged = { registrations: new Map(), plays: new Map() };
    for (let r = 0; r < rounds; r += 1) {
      const server = await startProduct({ DATABASE_URL: database.url }, dir);
      const killedAt = await round(
        server,
        users.slice(r * perRound, (r + 1) * perRound),
        r * perRound,
        acked,
      );
      await server.stop();
      // Restarted on the same database: what it answered with success must all be there.
      const check = await startProduct({ DATABASE_URL: database.url }, dir);
      const { lost, counters } = await verify(database.db, acked);
      await check.stop();
      const ok = lost.length === 0 && counters.length === 0;
      const detail = `killed at ${Math.round(killedAt)} ms; ${acked.registrations.size} registrations and ${acked.plays.size} plays acknowledged so far; ${lost.length} lost; counters ${counters.length ? counters.join('; ') : 'exact'}`;
      results.push({ name: `${kind} round ${r + 1}`, ok, detail });
      process.stdout.write(
        `${ok ? 'ok  ' : 'FAIL'} ${kind} round ${r + 1}: ${detail}${lost.length ? `\n  ${lost.slice(0, 5).join('\n  ')}` : ''}\n`,
      );
    }
  } finally {
    await database.drop();
    postgres?.stop();
  }
}
fs.rmSync(dir, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`crash rounds: ${results.length - failed} survived, ${failed} failed\n`);
if (flags.out) {
  fs.writeFileSync(
    flags.out,
    JSON.stringify({
      numPassedTests: results.length - failed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
      rounds: results,
    }),
  );
}
process.exit(failed ? 1 : 0);
