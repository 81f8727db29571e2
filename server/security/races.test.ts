// Every write a person or an organiser can make, sent two or three at a time against one database,
// round after round; after each round the rules that must hold whatever the order: team counters
// equal a recount, a code is registered exactly when a profile holds it, an attempt belongs to its
// player's team, an admin is left, and nothing answered or logged a 5xx.
// RACE_ROUNDS sets the rounds (npm run test:races runs many on both databases).
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { SeedQuestion } from '../../common/quiz.js';
import { RSO_KEYS, type Rso } from '../../common/teams.js';
import { signedInUser, type TestUser } from '../test/sessions.js';
import { LogCapture } from '../test/sign-in.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server.js';

const ROUNDS = Number(process.env.RACE_ROUNDS ?? 1000);
const PEOPLE = 5;
/** Fewer codes than people, so registrations contend for them. */
const CODES = ['race-a', 'race-b', 'race-c'];
/** The first is the acting organiser; any of the three may be granted or revoked. */
const ADMIN_DIGITS = ['9000066001', '9000066002', '9000066003'];
const POOL = 'quiz1';
const quiz1 = JSON.parse(fs.readFileSync('content/questions/quiz1.json', 'utf8')) as SeedQuestion[];

type Op =
  | { kind: 'register'; person: number; code: number; rso: Rso }
  | { kind: 'move'; person: number; rso: Rso }
  | { kind: 'rename'; person: number; name: string }
  | { kind: 'changeId'; person: number; code: number }
  | { kind: 'remove'; person: number }
  | { kind: 'void'; person: number }
  | { kind: 'reset'; code: number }
  | { kind: 'start'; person: number }
  | { kind: 'answer'; person: number; right: boolean }
  | { kind: 'clearLimits'; person: number }
  | { kind: 'grant'; admin: number }
  | { kind: 'revoke'; admin: number }
  | { kind: 'rekey'; question: number; correct: number }
  | { kind: 'regrade' };
type Timed = { op: Op; delayMs: number };

const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const code = fc.integer({ min: 0, max: CODES.length - 1 });
const rso = fc.constantFrom(...RSO_KEYS);
const admin = fc.integer({ min: 0, max: ADMIN_DIGITS.length - 1 });
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

/** Writes that move a registration or a code are drawn most, as they race with the most. */
const op: fc.Arbitrary<Op> = fc.oneof(
  weighted(5, fc.record({ kind: fc.constant('register' as const), person, code, rso })),
  weighted(3, fc.record({ kind: fc.constant('move' as const), person, rso })),
  weighted(
    1,
    fc.record({
      kind: fc.constant('rename' as const),
      person,
      name: fc.constantFrom('Asha Rao', 'Ravi K'),
    }),
  ),
  weighted(3, fc.record({ kind: fc.constant('changeId' as const), person, code })),
  weighted(2, fc.record({ kind: fc.constant('remove' as const), person })),
  weighted(3, fc.record({ kind: fc.constant('void' as const), person })),
  weighted(4, fc.record({ kind: fc.constant('reset' as const), code })),
  weighted(3, fc.record({ kind: fc.constant('start' as const), person })),
  weighted(8, fc.record({ kind: fc.constant('answer' as const), person, right: fc.boolean() })),
  weighted(1, fc.record({ kind: fc.constant('clearLimits' as const), person })),
  weighted(1, fc.record({ kind: fc.constant('grant' as const), admin })),
  weighted(2, fc.record({ kind: fc.constant('revoke' as const), admin })),
  // An answer key corrected and the finished plays regraded, while people play and are corrected.
  weighted(
    2,
    fc.record({
      kind: fc.constant('rekey' as const),
      question: fc.integer({ min: 1, max: 20 }),
      correct: fc.integer({ min: 0, max: 3 }),
    }),
  ),
  weighted(2, fc.record({ kind: fc.constant('regrade' as const) })),
);
/** Two or three writes, each after a delay of 0-3 ms so their steps interleave anew. */
const scattered = fc.array(fc.record({ op, delayMs: fc.integer({ min: 0, max: 3 }) }), {
  minLength: 2,
  maxLength: 3,
});
/** The same writes, all on one person and one code: the races on one row, drawn more often. */
const focused = fc.record({ writes: scattered, person, code }).map(({ writes, ...focus }) =>
  writes.map(({ op, delayMs }) => ({
    delayMs,
    op: {
      ...op,
      ...('person' in op ? { person: focus.person } : {}),
      ...('code' in op ? { code: focus.code } : {}),
    },
  })),
);
const round: fc.Arbitrary<Timed[]> = fc.oneof(scattered, focused);

let server: TestServer & { log: LogCapture };
let people: TestUser[];
let admins: TestUser[];

beforeAll(async () => {
  const log = new LogCapture();
  const started = await startTestServer({
    logStream: log,
    env: { LOG_LEVEL: 'warn', ADMIN_PHONES: `+91${ADMIN_DIGITS[0]}` },
  });
  server = { ...started, log };
  const { app } = server;
  people = await Promise.all(
    Array.from({ length: PEOPLE }, (_, i) => signedInUser(app, `93000000${10 + i}`)),
  );
  admins = await Promise.all(ADMIN_DIGITS.map((digits) => signedInUser(app, digits)));
  await app.db
    .insertInto('employee_codes')
    .values(
      CODES.map((c) => ({
        code: c,
        label: c.toUpperCase(),
        status: 'notregistered' as const,
        updated_at: 0,
      })),
    )
    .execute();
  await app.db.updateTable('quizzes').set({ enabled: 1 }).where('id', '=', POOL).execute();
});
afterAll(async () => {
  await server?.close();
});

const acting = () => admins[0]!.cookies;

type Question = { id: number; options: string[]; answer: string };

/**
 * Who answers, and the question they are on: the drawn person when they have a play under way,
 * else the next person who has one, so answers race with the corrections of people in play.
 */
async function playerInPlay(
  drawn: number,
): Promise<{ player: TestUser; question: Question | null }> {
  const attempts = await server.app.db
    .selectFrom('quiz_attempts')
    .select(['user_id', 'questions', 'current_index', 'status'])
    .where('pool', '=', POOL)
    .execute();
  const order = people.map((_, i) => people[(drawn + i) % people.length]!);
  const player =
    order.find((p) => attempts.some((a) => a.user_id === p.uid && a.status === 'in-progress')) ??
    people[drawn]!;
  const attempt = attempts.find((a) => a.user_id === player.uid);
  if (!attempt) return { player, question: null };
  const served = JSON.parse(attempt.questions!) as Question[];
  // A finished attempt's last question: the answer is then a retry, or refused.
  return { player, question: served[Math.min(attempt.current_index, served.length - 1)]! };
}

async function send(op: Op): Promise<LightMyRequestResponse> {
  const { app } = server;
  const inject = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookies: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
  switch (op.kind) {
    case 'register':
      return inject('POST', '/api/profile', people[op.person]!.cookies, {
        employeeId: CODES[op.code]!.toUpperCase(),
        name: 'Race Person',
        gender: 'female',
        rso: op.rso,
      });
    case 'move':
      return inject('PATCH', `/api/admin/users/${people[op.person]!.uid}`, acting(), {
        rso: op.rso,
      });
    case 'rename':
      return inject('PATCH', `/api/admin/users/${people[op.person]!.uid}`, acting(), {
        name: op.name,
      });
    case 'changeId':
      return inject('PATCH', `/api/admin/users/${people[op.person]!.uid}`, acting(), {
        employeeId: CODES[op.code]!,
      });
    case 'remove':
      return inject('DELETE', `/api/admin/users/${people[op.person]!.uid}/registration`, acting());
    case 'void':
      return inject(
        'DELETE',
        `/api/admin/users/${people[op.person]!.uid}/attempts/${POOL}`,
        acting(),
      );
    case 'reset':
      return inject('POST', `/api/admin/registry/${CODES[op.code]!}/reset`, acting());
    case 'start':
      return inject('POST', `/api/quiz/${POOL}/start`, people[op.person]!.cookies);
    case 'answer': {
      const { player, question } = await playerInPlay(op.person);
      const wrong = question?.options.find((option) => option !== question.answer) ?? null;
      return inject('POST', `/api/quiz/${POOL}/answer`, player.cookies, {
        questionId: question?.id ?? 1,
        selected: op.right ? (question?.answer ?? null) : wrong,
      });
    }
    case 'clearLimits':
      return inject(
        'DELETE',
        `/api/admin/sign-in-limits/${people[op.person]!.phoneNumber}`,
        acting(),
      );
    case 'grant':
      return inject('POST', '/api/admin/admins', acting(), {
        phone: admins[op.admin]!.phoneNumber,
      });
    case 'revoke':
      return inject('DELETE', `/api/admin/admins/${admins[op.admin]!.phoneNumber}`, acting());
    case 'rekey': {
      const question = quiz1.find((q) => q.id === op.question)!;
      return app.inject({
        method: 'PUT',
        url: `/api/admin/quizzes/${POOL}/questions/${op.question}`,
        cookies: acting(),
        payload: { text: question.question, options: question.options, correct: op.correct },
      });
    }
    case 'regrade':
      return inject('POST', `/api/admin/quizzes/${POOL}/regrade`, acting());
  }
}

/** Every rule that must hold between rounds, as a list of what is wrong (empty when all hold). */
async function violations(): Promise<string[]> {
  const { db, site } = server.app;
  const found: string[] = [];
  const profiles = await db
    .selectFrom('profiles')
    .selectAll()
    .where('profile_complete', '=', 1)
    .execute();
  const attempts = await db.selectFrom('quiz_attempts').selectAll().execute();
  const counters = await db.selectFrom('team_counters').selectAll().execute();
  for (const counter of counters) {
    const registrations = profiles.filter((p) => p.rso === counter.rso).length;
    const scores = attempts
      .filter((a) => a.rso === counter.rso && a.status === 'completed')
      .reduce((sum, a) => sum + a.score, 0);
    if (counter.registrations !== registrations || counter.points !== registrations + scores)
      found.push(
        `${counter.rso}: counters ${counter.registrations}/${counter.points}, recount ${registrations}/${registrations + scores}`,
      );
  }
  const codes = await db.selectFrom('employee_codes').select(['code', 'status']).execute();
  for (const row of codes) {
    const held = profiles.some((p) => p.employee_id === row.code);
    if ((row.status === 'registered') !== held)
      found.push(
        `code ${row.code} is ${row.status} while ${held ? 'a profile holds it' : 'no profile holds it'}`,
      );
  }
  for (const attempt of attempts) {
    // A finished play's score is its answers graded by the key it holds (served, or regraded).
    const served = JSON.parse(attempt.questions!) as { answer: string }[];
    const answers = JSON.parse(attempt.answers) as { selected: string | null }[];
    const graded = answers.filter(
      (a, i) => a.selected !== null && a.selected === served[i]?.answer,
    );
    if (attempt.status === 'completed' && attempt.score !== graded.length)
      found.push(
        `a play of ${attempt.user_id} scores ${attempt.score}, its key gives ${graded.length}`,
      );
    const player = profiles.find((p) => p.user_id === attempt.user_id);
    if (!player) found.push(`an attempt of ${attempt.user_id} has no registration`);
    else if (player.rso !== attempt.rso)
      found.push(
        `an attempt of ${attempt.user_id} counts for ${attempt.rso}, its player is in ${player.rso}`,
      );
  }
  for (const profile of profiles) {
    if (profile.team !== site.teams.find((team) => team.key === profile.rso)?.label.en)
      found.push(`${profile.user_id} is in ${profile.rso} with the team label "${profile.team}"`);
  }
  const adminCount = (await db.selectFrom('admins').select('phone').execute()).length;
  if (adminCount === 0) found.push('no admin is left');
  return found;
}

/** The acting organiser is an admin again before a round, whatever the last round revoked. */
async function restoreActingAdmin(): Promise<void> {
  await server.app.db
    .insertInto('admins')
    .values({ phone: admins[0]!.phoneNumber, granted_by: 'test', granted_at: 0 })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
}

describe(`writes racing on ${testDatabaseKind}`, () => {
  it(
    `keeps every rule through ${ROUNDS} rounds of two or three concurrent writes`,
    async () => {
      let rounds = 0;
      const statuses = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(round, async (writes: Timed[]) => {
          rounds += 1;
          await restoreActingAdmin();
          const logged = server.log.lines.length;
          const answers = await Promise.all(
            writes.map(async ({ op, delayMs }) => {
              if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
              return send(op);
            }),
          );
          answers.forEach((answer, i) => {
            const key = `${writes[i]!.op.kind} ${answer.statusCode}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
          });
          const problems = await violations();
          answers.forEach((answer, i) => {
            if (answer.statusCode >= 500)
              problems.push(`${writes[i]!.op.kind} answered ${answer.statusCode}: ${answer.body}`);
          });
          for (const line of server.log.lines.slice(logged)) {
            if (Number(line.level) >= 50)
              problems.push(`logged: ${JSON.stringify(line).slice(0, 300)}`);
          }
          if (problems.length > 0) throw new Error(`round ${rounds}: ${problems.join('; ')}`);
        }),
        { numRuns: ROUNDS, endOnFailure: true },
      );
      if (process.env.RACE_REPORT) {
        const writes = [...statuses.values()].reduce((sum, n) => sum + n, 0);
        const byStatus = [...statuses].sort().map(([key, n]) => `  ${key}: ${n}`);
        console.log(
          `${testDatabaseKind}: ${rounds} rounds, ${writes} writes, every rule checked after each round, 0 violations\n${byStatus.join('\n')}`,
        );
      }
      // The rounds reached the states worth racing in: writes that succeeded, not only refusals.
      for (const kind of [
        'register',
        'move',
        'changeId',
        'remove',
        'void',
        'reset',
        'start',
        'answer',
        'revoke',
      ])
        expect(statuses.get(`${kind} 200`) ?? 0, `${kind} never succeeded`).toBeGreaterThan(0);
    },
    ROUNDS * 1_000,
  );
});
