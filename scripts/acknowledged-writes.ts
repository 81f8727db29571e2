// What a server acknowledged, and whether it is still there: the crash rounds and the power-cut
// rounds drive the production server with registrations and quiz plays at full speed, note every
// write answered with success, and after the server is brought back check each is in the database
// and the counters equal a recount.
import type { QuizStep } from '../common/api.js';
import { SPEC_TEAM_KEYS } from '../common/teams.js';
import type { SeededUser } from '../bench/seed.js';
import { checkTeamCounters } from '../server/team-counters.js';
import type { Db } from '../server/db/database.js';

export type Acknowledged = {
  registrations: Map<string, { uid: string; employeeId: string; team: string }>;
  plays: Map<string, number>;
};

export const nothingAcknowledged = (): Acknowledged => ({
  registrations: new Map(),
  plays: new Map(),
});

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
  const team = SPEC_TEAM_KEYS[index % SPEC_TEAM_KEYS.length]!;
  const saved = await post(base, '/api/profile', user.cookie, {
    employeeId: user.employeeId,
    name: `Visitor ${index}`,
    gender: 'female',
    team,
  });
  if (saved.status !== 200) return;
  acked.registrations.set(user.uid, { uid: user.uid, employeeId: user.employeeId, team });
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

/**
 * Sixteen visitors at a time until `stop` runs at a random moment between 300 and 1,500 ms; once it
 * has, every request fails and the visits end. Returns when `stop` ran, in ms.
 */
export async function visitUntilStopped(
  base: string,
  users: SeededUser[],
  offset: number,
  acked: Acknowledged,
  stop: () => void | Promise<void>,
): Promise<number> {
  let next = 0;
  const stopAt = 300 + Math.random() * 1200;
  const stopper = new Promise<void>((resolve) =>
    setTimeout(() => void Promise.resolve(stop()).then(resolve), stopAt),
  );
  const visitors = Array.from({ length: 16 }, async () => {
    while (next < users.length) {
      const index = next++;
      await visit(base, users[index]!, offset + index, acked).catch(() => {});
    }
  });
  await Promise.all([...visitors, stopper]);
  return stopAt;
}

/** An acknowledged write the database no longer has. */
export type LostWrite = { kind: 'registration' | 'play'; uid: string; what: string };

/** Acknowledged writes missing from the database, and counters that differ from a recount. */
export async function findLost(
  db: Db,
  acked: Acknowledged,
): Promise<{ lost: LostWrite[]; counters: string[] }> {
  const lost: LostWrite[] = [];
  const profiles = await db
    .selectFrom('profiles')
    .select(['user_id', 'employee_id', 'team', 'profile_complete'])
    .execute();
  const profileOf = new Map(profiles.map((row) => [row.user_id, row]));
  for (const registration of acked.registrations.values()) {
    const row = profileOf.get(registration.uid);
    if (
      !row ||
      row.profile_complete !== 1 ||
      row.employee_id !== registration.employeeId.toLowerCase()
    ) {
      lost.push({
        kind: 'registration',
        uid: registration.uid,
        what: `registration of ${registration.employeeId}`,
      });
    }
  }
  const attempts = await db
    .selectFrom('quiz_attempts')
    .select(['user_id', 'status', 'score'])
    .execute();
  const attemptOf = new Map(attempts.map((row) => [row.user_id, row]));
  for (const [uid, score] of acked.plays) {
    const row = attemptOf.get(uid);
    if (!row || row.status !== 'completed' || row.score !== score) {
      lost.push({ kind: 'play', uid, what: `quiz play of ${uid}` });
    }
  }
  return { lost, counters: await checkTeamCounters(db) };
}

/** Prints a round's line, and under it the first five of the writes it lists as lost. */
export function printRound(ok: boolean, name: string, detail: string, lost: readonly LostWrite[]) {
  const shown = lost
    .slice(0, 5)
    .map((write) => write.what)
    .join('\n  ');
  process.stdout.write(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}${lost.length ? `\n  ${shown}` : ''}\n`,
  );
}

/** The JSON summary the suite's report reads (the shape of Vitest's and Playwright's). */
export function roundsReport(rounds: { name: string; ok: boolean; detail: string }[]): string {
  const failed = rounds.filter((r) => !r.ok).length;
  return JSON.stringify({
    numPassedTests: rounds.length - failed,
    numFailedTests: failed,
    numPendingTests: 0,
    numTodoTests: 0,
    rounds,
  });
}
