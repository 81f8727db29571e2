import type * as Timers from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { QuizStep } from '../../../common/api.js';
import type { AdminQuiz, QuizDetail, RegradeReport } from '../../../common/quiz-editor-api.js';
import { manualClock } from '../../clock.js';
import { checkTeamCounters } from '../../team-counters.js';
import { writeOneQuestionPlays } from '../../test/plays.js';
import { registeredUser } from '../../test/profiles.js';
import { contestSettings } from '../../test/quiz-input.js';
import { writeSignedInUsers } from '../../test/sessions.js';
import {
  requestsAs,
  serverWithAdminForFile,
  startServerWithAdmin,
} from '../../test/admin-requests.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { openDatabase } from '../../db/database.js';
import { readQuestions, toServed } from '../quiz/quizzes.js';
import { exportedSetupWithoutMedia, writeArchive } from '../../test/setup-archive.js';
import { PLAYS_PER_BATCH, regradeQuiz } from './regrade.js';

// The regrade lets other requests run between its batches (setImmediate from timers/promises);
// a test may do something there, as a request arriving at that moment would.
const between = vi.hoisted(() => ({ turn: null as (() => Promise<void>) | null }));
vi.mock('node:timers/promises', async (importOriginal) => {
  const timers = await importOriginal<typeof Timers>();
  const setImmediate = async <T>(value?: T) => {
    await between.turn?.();
    return timers.setImmediate(value);
  };
  return { ...timers, setImmediate, default: { ...timers, setImmediate } };
});

const ADMIN = '9111200000';
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0));
const TEAMS = ['lucknow', 'kanpur', 'bhopal', 'central'];
/** More plays than two batches hold: the regrade takes three. */
const PLAYS = 2 * PLAYS_PER_BATCH + 50;
let server: TestServer;
let admin: Record<string, string>;
let phone = 8400000000;
let code = 1000;

serverWithAdminForFile(ADMIN, clock, (file) => ({ server, admin } = file));
afterAll(() => {
  between.turn = null;
});

// Sent to whichever server the file's variables name: onFreshDatabase swaps them for a test.
const call = requestsAs(
  () => server,
  () => admin,
);

/** A contest of one question whose key is wrong: Sydney, where Canberra is the capital. */
async function australiaQuiz() {
  const created = await call<AdminQuiz>(
    'POST',
    '/api/admin/quizzes',
    contestSettings(
      { en: 'Capitals', hi: 'राजधानियाँ' },
      { questionsPerPlay: 1, secondsPerQuestion: 15, open: true },
    ),
  );
  const id = created.body.id;
  const question = { text: 'Capital of Australia?', options: ['Sydney', 'Canberra'], correct: 0 };
  expect((await call('POST', `/api/admin/quizzes/${id}/questions`, question)).status).toBe(201);
  const detail = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body;
  const correct = () =>
    call('PUT', `/api/admin/quizzes/${id}/questions/${detail.questions[0]!.id}`, {
      ...question,
      correct: 1,
    });
  return { id, correct };
}

/**
 * `PLAYS` finished plays of the quiz, written as the quiz service writes them (their scores added
 * to their teams), with ids that sort before any other play's. Even ones answered Sydney, odd ones
 * Canberra; play i is team i % 4's. Returns each team's change once the key says Canberra.
 */
async function finishedPlays(quizId: string): Promise<Record<string, number>> {
  const { db } = server.app;
  const [question] = (await readQuestions(db, quizId)).map(toServed);
  const phones = Array.from({ length: PLAYS }, () => `+91${(phone += 1)}`);
  const users = await writeSignedInUsers(db, phones, clock.now());
  const change: Record<string, number> = {};
  const answers = users.map((user, i) => {
    const selected = i % 2 === 0 ? 'Sydney' : 'Canberra';
    const team = TEAMS[i % TEAMS.length]!;
    change[team] = (change[team] ?? 0) + (selected === 'Canberra' ? 1 : -1);
    const id = `0-${quizId}-${String(i).padStart(5, '0')}`;
    return { id, userId: user.uid, team, selected, score: selected === 'Sydney' ? 1 : 0 };
  });
  await writeOneQuestionPlays(db, quizId, question!, answers, clock.now());
  return change;
}

/** A registered player of the quiz, who plays through the API. */
async function player(quizId: string, team: string) {
  phone += 1;
  code += 1;
  const fields = { employeeId: `EMP${code}`, name: 'Regrade Player', gender: 'female', team };
  const signedIn = await registeredUser(server.app, String(phone), fields);
  const start = async () => {
    const step = (await call<QuizStep>('POST', `/api/quiz/${quizId}/start`, {}, signedIn.cookies))
      .body;
    if (!('question' in step)) throw new Error('the play did not start');
    return step.question;
  };
  const answer = async (questionId: number, selected: string) =>
    (
      await call<QuizStep>(
        'POST',
        `/api/quiz/${quizId}/answer`,
        { questionId, selected },
        signedIn.cookies,
      )
    ).body;
  /** Plays the quiz to the end with `selected` for its one question. */
  const playThrough = async (selected: string) => answer((await start()).id, selected);
  return { uid: signedIn.uid, start, answer, playThrough };
}

async function teamPoints() {
  const rows = await server.app.db.selectFrom('team_counters').selectAll().execute();
  return Object.fromEntries(rows.map((row) => [row.team, row.points]));
}

/** Every finished play of the quiz scores its answer graded by the key it holds. */
async function scoresByKeysHeld(quizId: string) {
  const plays = await server.app.db
    .selectFrom('quiz_attempts')
    .select(['score', 'questions', 'answers'])
    .where('quiz_id', '=', quizId)
    .where('status', '=', 'completed')
    .execute();
  return plays.every((play) => {
    const [question] = JSON.parse(play.questions!) as { answer: string }[];
    const [answer] = JSON.parse(play.answers) as { selected: string | null }[];
    return play.score === (answer?.selected === question?.answer ? 1 : 0);
  });
}

/** The quiz's plays that still hold the wrong key. */
async function heldBySydney(quizId: string) {
  const plays = await server.app.db
    .selectFrom('quiz_attempts')
    .select('questions')
    .where('quiz_id', '=', quizId)
    .execute();
  return plays.filter((play) => play.questions!.includes('"answer":"Sydney"')).length;
}

async function regradeAudits(quizId: string) {
  const rows = await server.app.db
    .selectFrom('audit_log')
    .select('detail')
    .where('action', '=', 'quiz.regrade')
    .execute();
  return rows
    .map((row) => JSON.parse(row.detail) as { quiz: string; plays: number })
    .filter((detail) => detail.quiz === quizId);
}

/**
 * Runs `test` on a server of its own, on a new database: its plays lie in the table in the order
 * they were written, where another test's rows and the space they left cannot reorder them.
 */
async function onFreshDatabase(test: () => Promise<void>) {
  const outer = { server, admin };
  ({ server, admin } = await startServerWithAdmin(ADMIN, clock));
  try {
    await test();
  } finally {
    await server.close();
    ({ server, admin } = outer);
  }
}

/** Runs `action` between two batches, once the regrade's first batch has committed. */
function afterFirstBatch(quizId: string, action: () => Promise<void>) {
  between.turn = async () => {
    if ((await regradeAudits(quizId)).length === 0) return;
    between.turn = null;
    await action();
  };
}

const regrade = (quizId: string, dryRun = false) =>
  call<RegradeReport>('POST', `/api/admin/quizzes/${quizId}/regrade${dryRun ? '?dryRun=1' : ''}`);

const plus = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(Object.keys(a).map((team) => [team, a[team]! + (b[team] ?? 0)]));

describe(`a regrade in batches on ${testDatabaseKind}`, () => {
  it('regrades more plays than one batch holds as the dry run said, with one audit entry for them all', async () => {
    const quiz = await australiaQuiz();
    const change = await finishedPlays(quiz.id);
    await quiz.correct();
    const before = await teamPoints();

    const dry = (await regrade(quiz.id, true)).body;
    expect(dry.plays).toBe(PLAYS);
    expect(Object.fromEntries(dry.teams.map((team) => [team.team, team.points]))).toEqual(change);
    expect(await teamPoints()).toEqual(before);

    const applied = (await regrade(quiz.id)).body;
    expect({ ...applied, dryRun: true }).toEqual(dry);
    expect(await teamPoints()).toEqual(plus(before, change));
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    expect(await heldBySydney(quiz.id)).toBe(0);
    expect(await scoresByKeysHeld(quiz.id)).toBe(true);
    const [audit, ...more] = await regradeAudits(quiz.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ quiz: quiz.id, plays: PLAYS, teams: change });
    expect((await regrade(quiz.id)).body).toMatchObject({ plays: 0, teams: [] });
  });

  it('takes in a play that finishes during the regrade, graded by the corrected key exactly once', async () => {
    const quiz = await australiaQuiz();
    const change = await finishedPlays(quiz.id);
    const late = await player(quiz.id, 'kanpur');
    const question = await late.start();
    await quiz.correct();
    const before = await teamPoints();

    const dry = (await regrade(quiz.id, true)).body;
    expect(dry).toMatchObject({ plays: PLAYS, inProgress: 1 });
    // Canberra, wrong by the key the play was served: it finishes with 0 points.
    let finished: QuizStep | null = null;
    afterFirstBatch(quiz.id, async () => {
      finished = await late.answer(question.id, 'Canberra');
    });
    const applied = (await regrade(quiz.id)).body;
    expect(finished).toMatchObject({ result: { score: 0 } });
    expect(applied).toMatchObject({ plays: PLAYS + 1, inProgress: 0 });
    expect(await teamPoints()).toEqual(plus(before, { ...change, kanpur: change.kanpur! + 1 }));
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    const play = await server.app.db
      .selectFrom('quiz_attempts')
      .select('score')
      .where('user_id', '=', late.uid)
      .executeTakeFirstOrThrow();
    expect(play.score).toBe(1);
    expect(await scoresByKeysHeld(quiz.id)).toBe(true);
    expect((await regrade(quiz.id)).body).toMatchObject({ plays: 0, inProgress: 0 });
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('regrades a play corrected between batches as it is then: voided, it moves nothing; moved, its points go with it', async () => {
    await onFreshDatabase(async () => {
      const quiz = await australiaQuiz();
      // Written before the seeded plays, so first in the table, but their ids sort after the
      // seeded ones: by their ids they are in the last batch, whatever order the database reads.
      const voided = await player(quiz.id, 'bhopal');
      const moved = await player(quiz.id, 'bhopal');
      expect(await voided.playThrough('Canberra')).toMatchObject({ result: { score: 0 } });
      expect(await moved.playThrough('Canberra')).toMatchObject({ result: { score: 0 } });
      const change = await finishedPlays(quiz.id);
      await quiz.correct();
      const before = await teamPoints();

      afterFirstBatch(quiz.id, async () => {
        expect(await heldBySydney(quiz.id)).toBeGreaterThan(PLAYS_PER_BATCH);
        const voiding = await call('DELETE', `/api/admin/users/${voided.uid}/attempts/${quiz.id}`);
        expect(voiding.status).toBe(200);
        const moving = await call('PATCH', `/api/admin/users/${moved.uid}`, { team: 'central' });
        expect(moving.status).toBe(200);
      });
      const applied = (await regrade(quiz.id)).body;
      // Each play counted once, as it was when its batch came: the voided one not at all.
      expect(applied.plays).toBe(PLAYS + 1);
      expect(await regradeAudits(quiz.id)).toMatchObject([{ plays: PLAYS + 1 }]);
      // Bhopal gave up a registration; Central gained it and the moved play's regraded point.
      expect(await teamPoints()).toEqual(
        plus(before, { ...change, bhopal: change.bhopal! - 1, central: change.central! + 2 }),
      );
      expect(await checkTeamCounters(server.app.db)).toEqual([]);
      expect(await heldBySydney(quiz.id)).toBe(0);
    });
  });

  it("leaves a play as graded when its question's id now names another question, nothing it was served having changed", async () => {
    const quiz = await australiaQuiz();
    const played = await player(quiz.id, 'lucknow');
    // Canberra, wrong by the key served (Sydney): 0 points.
    expect(await played.playThrough('Canberra')).toMatchObject({ result: { score: 0 } });
    const before = await teamPoints();
    const play = () =>
      server.app.db
        .selectFrom('quiz_attempts')
        .select(['score', 'questions'])
        .where('user_id', '=', played.uid)
        .executeTakeFirstOrThrow();
    const served = await play();
    // The row replaced under the same id by another question with another key, as a setup file
    // numbering its questions afresh wrote it: Ottawa is its second option, as Canberra was.
    const [question] = await readQuestions(server.app.db, quiz.id);
    await server.app.db
      .updateTable('questions')
      .set({
        text: 'Capital of Canada?',
        options: JSON.stringify(['Toronto', 'Ottawa']),
        correct: 1,
      })
      .where('quiz_id', '=', quiz.id)
      .where('id', '=', question!.id)
      .execute();

    const detail = (await call<QuizDetail>('GET', `/api/admin/quizzes/${quiz.id}`)).body;
    expect(detail.questions).toMatchObject([{ id: question!.id, plays: 0, playsToRegrade: 0 }]);
    expect((await regrade(quiz.id, true)).body).toMatchObject({
      plays: 0,
      teams: [],
      questions: [],
    });
    expect((await regrade(quiz.id)).body).toMatchObject({ plays: 0, teams: [], questions: [] });
    expect(await play()).toEqual(served);
    expect(await teamPoints()).toEqual(before);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('leaves the counters exact when a regrade is cut short, and running it again finishes the job', async () => {
    const quiz = await australiaQuiz();
    const change = await finishedPlays(quiz.id);
    await quiz.correct();
    const before = await teamPoints();

    afterFirstBatch(quiz.id, async () => {
      throw new Error('the instance stopped');
    });
    expect((await regrade(quiz.id)).status).toBe(500);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    expect(await heldBySydney(quiz.id)).toBe(PLAYS - PLAYS_PER_BATCH);
    expect(await regradeAudits(quiz.id)).toMatchObject([{ plays: PLAYS_PER_BATCH }]);

    const rest = (await regrade(quiz.id, true)).body;
    expect(rest.plays).toBe(PLAYS - PLAYS_PER_BATCH);
    expect({ ...(await regrade(quiz.id)).body, dryRun: true }).toEqual(rest);
    expect(await teamPoints()).toEqual(plus(before, change));
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    expect(await heldBySydney(quiz.id)).toBe(0);
    expect(await scoresByKeysHeld(quiz.id)).toBe(true);
  });

  it('runs two regrades of one quiz in turn: the second finds nothing left to change', async () => {
    const quiz = await australiaQuiz();
    const change = await finishedPlays(quiz.id);
    await quiz.correct();
    const before = await teamPoints();

    const reports = await Promise.all([regrade(quiz.id), regrade(quiz.id)]);
    expect(reports.map((report) => report.body.plays).sort((a, b) => a - b)).toEqual([0, PLAYS]);
    expect(await teamPoints()).toEqual(plus(before, change));
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    "runs two instances' regrades of one quiz in turn as well",
    async () => {
      const quiz = await australiaQuiz();
      const change = await finishedPlays(quiz.id);
      await quiz.correct();
      const before = await teamPoints();
      const other = openDatabase(server.config.database);
      const options = {
        dryRun: false,
        actor: { phone: `+91${ADMIN}`, now: clock.now(), timeZone: 'Asia/Kolkata' },
        teamLabel: (team: string) => team,
      };
      try {
        const reports = await Promise.all([
          regradeQuiz(server.app.db, quiz.id, options),
          regradeQuiz(other, quiz.id, options),
        ]);
        expect(reports.map((report) => report.plays).sort((a, b) => a - b)).toEqual([0, PLAYS]);
      } finally {
        await other.destroy();
      }
      expect(await teamPoints()).toEqual(plus(before, change));
      expect(await checkTeamCounters(server.app.db)).toEqual([]);
    },
  );

  it('leaves a play alone after a setup file reuses its question id for another question', async () => {
    const quiz = await australiaQuiz();
    await quiz.correct();
    const lucknow = await player(quiz.id, 'lucknow');
    expect(await lucknow.playThrough('Canberra')).toMatchObject({ result: { score: 1 } });
    const before = await teamPoints();

    // Next year's setup file: the quiz's question id now holds another question, keyed otherwise.
    const files = await exportedSetupWithoutMedia(server.app, admin);
    const name = `questions/${quiz.id}.json`;
    const [question] = JSON.parse(files.get(name)!.toString('utf8')) as { id: number }[];
    const other = {
      id: question!.id,
      question: 'Capital of India?',
      options: ['Mumbai', 'Delhi'],
      answer: 'Delhi',
    };
    files.set(name, Buffer.from(JSON.stringify([other])));
    const imported = await server.app.inject({
      method: 'POST',
      url: '/api/admin/setup/import',
      cookies: admin,
      headers: { 'content-type': 'application/zip' },
      payload: await writeArchive(files),
    });
    expect(imported.statusCode, imported.body).toBe(200);

    // The other question has an id of its own, and nothing the play was served was edited.
    const detail = (await call<QuizDetail>('GET', `/api/admin/quizzes/${quiz.id}`)).body;
    expect(detail.questions.map((q) => [q.id === question!.id, q.text])).toEqual([
      [false, 'Capital of India?'],
    ]);
    expect((await regrade(quiz.id, true)).body).toMatchObject({ plays: 0, teams: [] });
    expect((await regrade(quiz.id)).body).toMatchObject({ plays: 0, teams: [] });
    expect(await teamPoints()).toEqual(before);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });
});
