// The organisers' editors racing what people do, each race its own rounds of writes sent together
// (Promise.all), so each order is tried many times: a team removed while people register into it,
// renamed while they register or by a setup file, a contest switched to practice while a player
// starts it, a regrade while its plays are corrected. Each round says which side won, and the
// rules of the race suite (server/test/race-rules.ts) are checked after it. RACE_SCENARIO_ROUNDS
// sets the rounds of each.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, PracticeQuestion, QuizStep } from '../../common/api.js';
import type { AdminQuiz, QuizDetail, RegradeReport } from '../../common/quiz-editor-api.js';
import type { AdminSetup } from '../../common/setup-api.js';
import { PLAYS_PER_BATCH } from '../features/quiz-editor/regrade.js';
import { readQuestions, toServed } from '../features/quiz/quizzes.js';
import { checkTeamCounters } from '../team-counters.js';
import { writeOneQuestionPlays } from '../test/plays.js';
import { brokenRules } from '../test/race-rules.js';
import { contestSettings, switchQuiz } from '../test/quiz-input.js';
import { signInTestUser, writeSignedInUsers, type TestUser } from '../test/sessions.js';
import { changedSetup, exportedSetupWithoutMedia, writeArchive } from '../test/setup-archive.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server.js';

const ROUNDS = Number(process.env.RACE_SCENARIO_ROUNDS ?? 20);
const ADMIN = '9000077000';
let server: TestServer;
let admin: Record<string, string>;
let phone = 9300100000;
let codes = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_PHONES: `+91${ADMIN}` } });
  admin = (await signInTestUser(server.app, ADMIN)).cookies;
  await switchQuiz(server.app.db, 'quiz1', true);
});
afterAll(async () => {
  await server?.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookies = admin,
): Promise<LightMyRequestResponse> {
  return server.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
}

const statusOf = (answer: LightMyRequestResponse) =>
  answer.statusCode === 200
    ? '200'
    : `${answer.statusCode} ${answer.json<{ error: { code: string } }>().error.code}`;

/** A signed-in person with a code of the registry that nobody holds yet. */
async function newPerson(): Promise<TestUser & { code: string }> {
  phone += 1;
  codes += 1;
  const digits = String(phone);
  const code = `editor-race-${codes}`;
  await server.app.db
    .insertInto('employee_codes')
    .values({ code, label: code.toUpperCase(), status: 'notregistered', updated_at: 0 })
    .execute();
  return { ...(await signInTestUser(server.app, digits)), code };
}

const register = (person: TestUser & { code: string }, team: string) =>
  call(
    'POST',
    '/api/profile',
    { employeeId: person.code.toUpperCase(), name: 'Race Person', gender: 'female', team: team },
    person.cookies,
  );

async function registered(team: string) {
  const person = await newPerson();
  const saved = await register(person, team);
  expect(saved.statusCode, saved.body).toBe(200);
  return person;
}

/** The team's name as the person's own screens show it. */
async function shownTeam(person: TestUser): Promise<string | undefined> {
  return (await call('GET', '/api/me', undefined, person.cookies)).json<Me>().profile?.teamLabel;
}

async function addTeam(office: string, label: string): Promise<string> {
  const added = await call('POST', '/api/admin/setup/teams', {
    office: { en: office, hi: '' },
    label: { en: label, hi: '' },
    capacity: 50,
  });
  expect(added.statusCode, added.body).toBe(200);
  return added.json<AdminSetup>().site.teams.find((team) => team.office.en === office)!.key;
}

/**
 * Answers the person's play of the quiz from this step to its end: by the keys given, or else by
 * the key each question was served.
 */
async function finishPlay(
  person: TestUser,
  quizId: string,
  first: QuizStep,
  keys?: Map<number, string>,
) {
  const play = await server.app.db
    .selectFrom('quiz_attempts')
    .select('questions')
    .where('user_id', '=', person.uid)
    .where('quiz_id', '=', quizId)
    .executeTakeFirstOrThrow();
  const served = new Map(
    (JSON.parse(play.questions!) as { id: number; answer: string }[]).map((q) => [q.id, q.answer]),
  );
  let step = first;
  while ('question' in step) {
    const { id } = step.question;
    const answered = await call(
      'POST',
      `/api/quiz/${quizId}/answer`,
      { questionId: id, selected: (keys ?? served).get(id) ?? null },
      person.cookies,
    );
    if (answered.statusCode !== 200) throw new Error(`an answer was refused: ${answered.body}`);
    step = answered.json<QuizStep>();
  }
  return step.result;
}

/** Starts the quiz and answers every question right. */
async function playRight(person: TestUser, quizId: string) {
  const started = await call('POST', `/api/quiz/${quizId}/start`, {}, person.cookies);
  if (started.statusCode !== 200) throw new Error(`the play did not start: ${started.body}`);
  return finishPlay(person, quizId, started.json<QuizStep>());
}

/** Takes these people's registrations and then the team away: the next race starts clean. */
async function clearTeam(team: string, people: TestUser[]): Promise<void> {
  for (const person of people) await call('DELETE', `/api/admin/users/${person.uid}/registration`);
  const removed = await call('DELETE', `/api/admin/setup/teams/${team}`);
  expect(removed.statusCode, removed.body).toBe(200);
}

const rules = (person: TestUser, quizzes: string[] = []) =>
  brokenRules(server.app, { admin, person: person.cookies, quizzes });

describe(`the editors racing people on ${testDatabaseKind}`, () => {
  it(`removes a team or registers people into it, never both (${ROUNDS} rounds of four registrations and the removal at once)`, async () => {
    const failed: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const team = await addTeam(`Removal Round ${round}`, `Round ${round}`);
      const four = await Promise.all(Array.from({ length: 4 }, () => newPerson()));
      const [removal, ...registrations] = await Promise.all([
        call('DELETE', `/api/admin/setup/teams/${team}`),
        ...four.map((person) => register(person, team)),
      ]);
      const joined = four.filter((_, i) => registrations[i]!.statusCode === 200);
      const removed = removal.statusCode === 200;
      const problems = await rules(four[0]!);
      if (removed ? joined.length > 0 : joined.length !== 4)
        problems.unshift(
          `the removal answered ${statusOf(removal)} and ${joined.length} of 4 registrations succeeded (${registrations.map(statusOf).join(', ')})`,
        );
      if (joined.length > 0) {
        // One of them plays: their points go to a team that counts them.
        const result = await playRight(joined[0]!, 'quiz1');
        const after = await rules(joined[0]!);
        if (after.length > 0)
          problems.push(`after a play scoring ${result.score}: ${after.join('; ')}`);
      }
      if (problems.length > 0) failed.push(`round ${round}: ${problems.join('; ')}`);
      if (!removed) await clearTeam(team, joined);
      else
        for (const person of joined)
          await call('DELETE', `/api/admin/users/${person.uid}/registration`);
    }
    expect(failed, `${failed.length} of ${ROUNDS} rounds failed`).toEqual([]);
  });

  it(`shows a person who registers while their team is renamed the new name (${ROUNDS} rounds)`, async () => {
    const team = await addTeam('Rename Race', 'Name 0');
    const people: TestUser[] = [];
    const failed: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const person = await newPerson();
      const label = `Name ${round}`;
      const [saved, renamed] = await Promise.all([
        register(person, team),
        call('PUT', `/api/admin/setup/teams/${team}`, {
          office: { en: 'Rename Race', hi: '' },
          label: { en: label, hi: '' },
          capacity: 50 + round,
        }),
      ]);
      const problems: string[] = [];
      if (saved.statusCode === 200) people.push(person);
      if (saved.statusCode !== 200 || renamed.statusCode !== 200)
        problems.push(
          `the registration answered ${statusOf(saved)}, the rename ${statusOf(renamed)}`,
        );
      const shown = await shownTeam(person);
      if (shown !== label)
        problems.push(`registered as the team became "${label}", shown "${shown}"`);
      problems.push(...(await rules(person)));
      if (problems.length > 0) failed.push(`round ${round}: ${problems.join('; ')}`);
    }
    await clearTeam(team, people);
    expect(failed, `${failed.length} of ${ROUNDS} rounds failed`).toEqual([]);
  });

  it(`shows everyone in a team a setup file renames its new name, whoever registers meanwhile (${ROUNDS} rounds)`, async () => {
    const team = await addTeam('File Rename', 'Before');
    const people = [await registered(team), await registered(team)];
    const exported = await exportedSetupWithoutMedia(server.app, admin);
    const files = await Promise.all(
      ['After', 'Before'].map((label) =>
        writeArchive(changedSetup(exported, { labels: { [team]: label } })),
      ),
    );
    const failed: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const label = round % 2 === 1 ? 'After' : 'Before';
      const person = await newPerson();
      const [imported, saved] = await Promise.all([
        server.app.inject({
          method: 'POST',
          url: '/api/admin/setup/import',
          cookies: admin,
          headers: { 'content-type': 'application/zip' },
          payload: files[round % 2 === 1 ? 0 : 1]!,
        }),
        register(person, team),
      ]);
      const problems: string[] = [];
      if (imported.statusCode !== 200 || saved.statusCode !== 200)
        problems.push(
          `the import answered ${statusOf(imported)}, the registration ${statusOf(saved)}`,
        );
      if (saved.statusCode === 200) people.push(person);
      // On their own screens, the first of them and the newest; the rules read everyone's.
      const watched = [people[0]!, ...(saved.statusCode === 200 ? [person] : [])];
      const stale = (await Promise.all(watched.map(shownTeam))).filter((name) => name !== label);
      if (stale.length > 0)
        problems.push(
          `${stale.length} of ${watched.length} own screens show "${stale[0]}", the file renamed the team "${label}"`,
        );
      problems.push(...(await rules(person)));
      if (problems.length > 0) failed.push(`round ${round}: ${problems.join('; ')}`);
    }
    await clearTeam(team, people);
    expect(failed, `${failed.length} of ${ROUNDS} rounds failed`).toEqual([]);
  });

  it(`switches a contest to practice or starts a play of it, never both (${ROUNDS} rounds)`, async () => {
    const settings = {
      title: { en: 'Kind Race', hi: '' },
      questionsPerPlay: 3,
      secondsPerQuestion: 15,
      open: true,
      opensAt: null,
      closesAt: null,
    };
    const created = await call('POST', '/api/admin/quizzes', { ...settings, kind: 'contest' });
    const quizId = created.json<AdminQuiz>().id;
    for (const [text, correct] of [
      ['Capital of Australia?', 2],
      ['Longest river in India?', 0],
      ['Largest planet?', 1],
    ] as const)
      await call('POST', `/api/admin/quizzes/${quizId}/questions`, {
        text,
        options: ['Ganga', 'Jupiter', 'Canberra'],
        correct,
      });
    const kind = (to: 'contest' | 'practice') =>
      call('PUT', `/api/admin/quizzes/${quizId}`, { ...settings, kind: to });
    const failed: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const player = await registered('lucknow');
      const [switched, started] = await Promise.all([
        kind('practice'),
        call('POST', `/api/quiz/${quizId}/start`, {}, player.cookies),
      ]);
      const problems: string[] = [];
      if ((switched.statusCode === 200) === (started.statusCode === 200)) {
        problems.push(`the switch answered ${statusOf(switched)}, the start ${statusOf(started)}`);
        const practice = await call(
          'GET',
          `/api/quiz/${quizId}/practice`,
          undefined,
          player.cookies,
        );
        if (practice.statusCode === 200) {
          // What the player can now do: read every answer, then play the saved contest with them.
          const answers = practice.json<PracticeQuestion[]>();
          const result = await finishPlay(
            player,
            quizId,
            started.json<QuizStep>(),
            new Map(answers.map((q) => [q.id, q.answer])),
          );
          problems.push(
            `/practice then gave ${answers.length} answers and the saved play scored ${result.score}/${result.total}`,
          );
        }
      }
      problems.push(...(await rules(player, [quizId])));
      if (problems.length > 0) failed.push(`round ${round}: ${problems.join('; ')}`);
      // The next round starts from a contest nobody has played.
      await call('DELETE', `/api/admin/users/${player.uid}/attempts/${quizId}`);
      const back = await kind('contest');
      expect(back.statusCode, back.body).toBe(200);
    }
    expect(failed, `${failed.length} of ${ROUNDS} rounds failed`).toEqual([]);
  });

  it(`counts each play once in a regrade's report while its plays are corrected between batches (${ROUNDS} rounds)`, async () => {
    const { db } = server.app;
    const created = await call(
      'POST',
      '/api/admin/quizzes',
      contestSettings('Regrade Race', { questionsPerPlay: 1, secondsPerQuestion: 15, open: true }),
    );
    const quizId = created.json<AdminQuiz>().id;
    const question = { text: 'Capital of Australia?', options: ['Sydney', 'Canberra'] };
    await call('POST', `/api/admin/quizzes/${quizId}/questions`, { ...question, correct: 0 });
    const questionId = (await call('GET', `/api/admin/quizzes/${quizId}`)).json<QuizDetail>()
      .questions[0]!.id;
    // Finished plays enough for three batches, written as the quiz writes them, their scores in
    // their teams' points: half answered Sydney, half Canberra, so every correction moves each.
    const [served] = (await readQuestions(db, quizId)).map(toServed);
    const phones = Array.from({ length: 2 * PLAYS_PER_BATCH + 50 }, () => `+91${(phone += 1)}`);
    const users = await writeSignedInUsers(db, phones, Date.now());
    const teams = ['lucknow', 'kanpur', 'bhopal'];
    const answers = users.map((user, i) => ({
      id: randomUUID(),
      userId: user.uid,
      team: teams[i % teams.length]!,
      selected: i % 2 === 0 ? 'Sydney' : 'Canberra',
      score: i % 2 === 0 ? 1 : 0,
    }));
    await writeOneQuestionPlays(db, quizId, served!, answers, Date.now());
    const regrade = () => call('POST', `/api/admin/quizzes/${quizId}/regrade`);
    /** Whether the person's play holds this key: a regrade gave it, or it was served it. */
    const holds = async (person: TestUser, answer: string) => {
      const play = await db
        .selectFrom('quiz_attempts')
        .select('questions')
        .where('user_id', '=', person.uid)
        .where('quiz_id', '=', quizId)
        .executeTakeFirst();
      return play?.questions?.includes(`"answer":"${answer}"`) ?? false;
    };
    const failed: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const [voided, moved, late] = [
        await registered('central'),
        await registered('central'),
        await registered('central'),
      ];
      for (const player of [voided, moved]) await playRight(player, quizId);
      const step = (
        await call('POST', `/api/quiz/${quizId}/start`, {}, late.cookies)
      ).json<QuizStep>();
      if (!('question' in step)) throw new Error('the late play did not start');
      const [before, after] = round % 2 === 1 ? ['Sydney', 'Canberra'] : ['Canberra', 'Sydney'];
      await call('PUT', `/api/admin/quizzes/${quizId}/questions/${questionId}`, {
        ...question,
        correct: question.options.indexOf(after),
      });
      const finished = await db
        .selectFrom('quiz_attempts')
        .select('id')
        .where('quiz_id', '=', quizId)
        .where('status', '=', 'completed')
        .execute();
      const [regraded, voiding, moving, answered] = await Promise.all([
        regrade(),
        call('DELETE', `/api/admin/users/${voided.uid}/attempts/${quizId}`),
        call('PATCH', `/api/admin/users/${moved.uid}`, { team: 'varanasi' }),
        call('POST', `/api/quiz/${quizId}/answer`, { questionId, selected: before }, late.cookies),
      ]);
      const problems: string[] = [];
      for (const [write, answer] of [
        ['regrade', regraded],
        ['void', voiding],
        ['move', moving],
        ['answer', answered],
      ] as const)
        if (answer.statusCode !== 200) problems.push(`the ${write} answered ${statusOf(answer)}`);
      // Which of the corrected plays this regrade changed: the voided one if it came first (the
      // void then took back its regraded score, 0), the late one if it finished in time.
      const voidedRegraded = voiding.json<{ before: { score: number } }>().before.score === 0;
      const lateRegraded = await holds(late, after);
      const expected = finished.length - 1 + Number(voidedRegraded) + Number(lateRegraded);
      const report = regraded.json<RegradeReport>();
      if (report.plays !== expected || report.questions[0]?.plays !== expected)
        problems.push(
          `the report counts ${report.plays} plays (${report.questions[0]?.plays} of the question), the regrade changed ${expected}`,
        );
      if (report.inProgress !== Number(!lateRegraded))
        problems.push(
          `the report counts ${report.inProgress} plays in progress, ${Number(!lateRegraded)} was`,
        );
      problems.push(...(await checkTeamCounters(db)));
      if (problems.length > 0) failed.push(`round ${round}: ${problems.join('; ')}`);
      // A later regrade takes in a play that finished after this one looked: the next round starts
      // with every finished play holding today's key.
      await regrade();
    }
    expect(failed, `${failed.length} of ${ROUNDS} rounds failed`).toEqual([]);
  });
});
