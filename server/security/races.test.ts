// Every write a person or an organiser can make (server/test/race-draws.ts, sent by race-event.ts), sent two or three at a
// time against one database, round after round; after each round the rules that must hold whatever
// the order (server/test/race-rules.ts), an admin is left, a regrade's report counts each play
// once, and nothing answered or logged a 5xx.
// RACE_ROUNDS sets the rounds (npm run test:races runs many on both databases).
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegradeReport } from '../../common/quiz-editor-api.js';
import { brokenRules, type RuleReaders } from '../test/race-rules.js';
import {
  ADMIN_DIGITS,
  KEYED,
  QUIZZES,
  round,
  SWITCHED,
  type Op,
  type Timed,
} from '../test/race-draws.js';
import { RaceEvent } from '../test/race-event.js';
import { LogCapture } from '../test/sign-in.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server.js';

const ROUNDS = Number(process.env.RACE_ROUNDS ?? 1000);

const log = new LogCapture();
let server: TestServer;
let event: RaceEvent;
let readers: RuleReaders;

beforeAll(async () => {
  server = await startTestServer({
    logStream: log,
    env: { LOG_LEVEL: 'warn', ADMIN_PHONES: `+91${ADMIN_DIGITS[0]}` },
  });
  event = await RaceEvent.start(server.app);
  readers = { admin: event.acting, person: event.people[0]!.cookies, quizzes: QUIZZES };
});
afterAll(async () => {
  await server?.close();
});

/** A regrade's report counts each play it changed once: no more plays than the quiz had. */
function regradeCounts(report: RegradeReport, plays: number): string[] {
  const found: string[] = [];
  if (report.plays > plays) found.push(`a regrade reports ${report.plays} plays of ${plays}`);
  for (const question of report.questions)
    if (question.plays > plays)
      found.push(
        `a regrade reports ${question.plays} plays of question ${question.id}, of ${plays}`,
      );
  return found;
}

type Play = { id: string; quiz_id: string };
const playsNow = (): Promise<Play[]> =>
  event.app.db.selectFrom('quiz_attempts').select(['id', 'quiz_id']).execute();

const touches = (writes: Timed[], ...kinds: Op['kind'][]) =>
  writes.some(({ op }) => kinds.includes(op.kind));

/** What is wrong after a round: the rules, an admin left, the answers and the log. */
async function roundProblems(
  writes: Timed[],
  answers: LightMyRequestResponse[],
  before: Play[],
  logged: number,
): Promise<string[]> {
  const problems: string[] = [];
  const adminsLeft = await event.app.db.selectFrom('admins').select('phone').execute();
  if (adminsLeft.length === 0) problems.push('no admin is left');
  const touched = (...kinds: Op['kind'][]) => touches(writes, ...kinds);
  const revealed = writes.flatMap(({ op }, i) =>
    op.kind === 'practice' && answers[i]!.statusCode === 200 ? [SWITCHED] : [],
  );
  const trace = {
    playsBefore: new Set(before.map((play) => play.id)),
    revealed: new Set(revealed),
    teamsChanged: touched('register', 'move', 'addTeam', 'removeTeam', 'renameTeam', 'importSetup'),
    kindsChanged: touched('switchKind', 'importSetup'),
    quizzesChanged: touched('switchKind', 'importSetup', 'start', 'practice'),
  };
  // The people list is an organiser's to read, whatever the round revoked.
  if (trace.teamsChanged) await event.restoreActingAdmin();
  problems.push(...(await brokenRules(event.app, readers, trace)));
  const keyed = (plays: Play[]) => plays.filter((play) => play.quiz_id === KEYED).map((p) => p.id);
  const regradable = touched('regrade')
    ? new Set([...keyed(before), ...keyed(await playsNow())]).size
    : 0;
  answers.forEach((answer, i) => {
    const { kind } = writes[i]!.op;
    if (answer.statusCode >= 500)
      problems.push(`${kind} answered ${answer.statusCode}: ${answer.body}`);
    else if (kind === 'regrade' && answer.statusCode === 200)
      problems.push(...regradeCounts(answer.json<RegradeReport>(), regradable));
  });
  for (const line of log.lines.slice(logged))
    if (Number(line.level) >= 50) problems.push(`logged: ${JSON.stringify(line).slice(0, 300)}`);
  return problems;
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
          await event.restoreActingAdmin();
          const logged = log.lines.length;
          // The plays before the round, for the rounds whose rules compare with them.
          const before = touches(writes, 'practice', 'regrade') ? await playsNow() : [];
          const answers = await Promise.all(
            writes.map(async ({ op, delayMs }) => {
              if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
              return event.send(op);
            }),
          );
          answers.forEach((answer, i) => {
            const key = `${writes[i]!.op.kind} ${answer.statusCode}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
          });
          const problems = await roundProblems(writes, answers, before, logged);
          if (problems.length > 0) throw new Error(`round ${rounds}: ${problems.join('; ')}`);
          if (touches(writes, 'addTeam', 'importSetup')) await event.removeStrayTeams();
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
        'addTeam',
        'removeTeam',
        'renameTeam',
        'switchKind',
        'importSetup',
        'importQuestions',
      ])
        expect(statuses.get(`${kind} 200`) ?? 0, `${kind} never succeeded`).toBeGreaterThan(0);
    },
    ROUNDS * 1_000,
  );
});
