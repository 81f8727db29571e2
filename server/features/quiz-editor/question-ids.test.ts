import { describe, expect, it } from 'vitest';
import type { QuizStep } from '../../../common/api.js';
import type { AdminQuiz, QuizDetail, RegradeReport } from '../../../common/quiz-editor-api.js';
import { manualClock } from '../../clock.js';
import { checkTeamCounters } from '../../team-counters.js';
import { newPlayers } from '../../test/profiles.js';
import { contestSettings } from '../../test/quiz-input.js';
import { serverWithAdminForFile } from '../../test/admin-requests.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { applyQuestions } from './question-service.js';

const ADMIN = '9111300000';
const clock = manualClock(Date.UTC(2026, 8, 1, 3, 0));
let server: TestServer;
let admin: Record<string, string>;
const newPlayer = newPlayers(() => server.app, 8500000000, 1200);

const call = serverWithAdminForFile(ADMIN, clock, (file) => ({ server, admin } = file));

type Question = [text: string, options: string[], correct: number];
const CAPITALS: Question[] = [
  ['Capital of France?', ['Paris', 'Lyon'], 0],
  ['Capital of Japan?', ['Osaka', 'Tokyo', 'Kyoto'], 1],
  // The key is wrong: Canberra is the capital.
  ['Capital of Australia?', ['Sydney', 'Canberra'], 0],
];
const RIGHT: Record<string, string> = {
  'Capital of France?': 'Paris',
  'Capital of Japan?': 'Tokyo',
  'Capital of Australia?': 'Canberra',
};

/** A new contest serving every one of its questions to each play. */
async function contest(questions: Question[]) {
  const created = await call<AdminQuiz>(
    'POST',
    '/api/admin/quizzes',
    contestSettings('Question ids', {
      questionsPerPlay: questions.length,
      secondsPerQuestion: 15,
      open: true,
    }),
  );
  for (const [text, options, correct] of questions)
    expect(
      (
        await call('POST', `/api/admin/quizzes/${created.body.id}/questions`, {
          text,
          options,
          correct,
        })
      ).status,
    ).toBe(201);
  return created.body.id;
}

const questionsOf = async (quizId: string) =>
  (await call<QuizDetail>('GET', `/api/admin/quizzes/${quizId}`)).body.questions;

/** A registered player of `team` plays the quiz through, answering every question right. */
async function playRight(quizId: string, team: string) {
  const { cookies } = await newPlayer({ name: 'Id Player', gender: 'male', team });
  let step = (await call<QuizStep>('POST', `/api/quiz/${quizId}/start`, {}, cookies)).body;
  while ('question' in step) {
    const { id, question } = step.question;
    step = (
      await call<QuizStep>(
        'POST',
        `/api/quiz/${quizId}/answer`,
        { questionId: id, selected: RIGHT[question] ?? null },
        cookies,
      )
    ).body;
  }
  return step.result;
}

const dryRun = async (quizId: string) =>
  (await call<RegradeReport>('POST', `/api/admin/quizzes/${quizId}/regrade?dryRun=1`)).body;

describe(`question ids on ${testDatabaseKind}`, () => {
  it('keep a question whose key alone changes, and give one whose text or options change a new id in its place', async () => {
    const quizId = await contest(CAPITALS);
    // Australia answered right (Canberra) counts wrong by the key served.
    expect(await playRight(quizId, 'lucknow')).toMatchObject({ score: 2 });
    const [france, japan, australia] = await questionsOf(quizId);
    const save = (id: number, [text, options, correct]: Question) =>
      call<QuizDetail>('PUT', `/api/admin/quizzes/${quizId}/questions/${id}`, {
        text,
        options,
        correct,
      });

    await save(australia!.id, ['Capital of Australia?', ['Sydney', 'Canberra'], 1]);
    await save(france!.id, ['Capital of France, the city?', ['Paris', 'Lyon'], 0]);
    const saved = (await save(japan!.id, ['Capital of Japan?', ['Osaka', 'Tokyo', 'Nara'], 1])).body
      .questions;

    const newest = Math.max(france!.id, japan!.id, australia!.id);
    expect(saved.map((question) => [question.text, question.id])).toEqual([
      ['Capital of France, the city?', newest + 1],
      ['Capital of Japan?', newest + 2],
      ['Capital of Australia?', australia!.id],
    ]);
    // Only the play's Australia is still that question, and a regrade corrects it.
    expect(saved.map((question) => question.plays)).toEqual([0, 0, 1]);
    expect(await dryRun(quizId)).toMatchObject({
      plays: 1,
      teams: [{ team: 'lucknow', points: 1 }],
      questions: [{ id: australia!.id }],
    });
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'question.update')
      .execute();
    expect(audit.map((row) => JSON.parse(row.detail) as object).slice(-3)).toMatchObject([
      { quiz: quizId, question: australia!.id },
      { quiz: quizId, question: france!.id, newId: newest + 1 },
      { quiz: quizId, question: japan!.id, newId: newest + 2 },
    ]);
  });

  it('never give a new question the id of one a play was served, even once it is deleted', async () => {
    const quizId = await contest(CAPITALS);
    await playRight(quizId, 'kanpur');
    const before = await questionsOf(quizId);
    const last = before.at(-1)!;
    await call('DELETE', `/api/admin/quizzes/${quizId}/questions/${last.id}`);
    const added = await call<QuizDetail>('POST', `/api/admin/quizzes/${quizId}/questions`, {
      text: 'Capital of Kenya?',
      options: ['Nairobi', 'Mombasa'],
      correct: 0,
    });
    expect(added.body.questions.at(-1)).toMatchObject({
      text: 'Capital of Kenya?',
      id: last.id + 1,
    });
    expect(await dryRun(quizId)).toMatchObject({ plays: 0 });
  });

  it("give a file's row that rewrites a question a new id, and keep one that changes its key", async () => {
    const quizId = await contest(CAPITALS);
    expect(await playRight(quizId, 'bhopal')).toMatchObject({ score: 2 });
    const [france, japan, australia] = await questionsOf(quizId);
    const csv =
      'id,question,option 1,option 2,option 3,correct\r\n' +
      `${france!.id},Capital of Italy?,Rome,Milan,,1\r\n` +
      `${japan!.id},Capital of Japan?,Osaka,Tokyo,Kyoto,2\r\n` +
      `${australia!.id},Capital of Australia?,Sydney,Canberra,,2\r\n` +
      ',Capital of Chile?,Santiago,Lima,,1\r\n';
    const imported = await server.app.inject({
      method: 'POST',
      url: `/api/admin/quizzes/${quizId}/import`,
      cookies: admin,
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.json()).toMatchObject({ added: 1, changed: 2, unchanged: 1 });
    const newest = Math.max(france!.id, japan!.id, australia!.id);
    expect((await questionsOf(quizId)).map((question) => [question.text, question.id])).toEqual([
      ['Capital of Italy?', newest + 1],
      ['Capital of Japan?', japan!.id],
      ['Capital of Australia?', australia!.id],
      ['Capital of Chile?', newest + 2],
    ]);
    // The play's France stays graded as it was: Italy's key is not France's.
    expect(await dryRun(quizId)).toMatchObject({
      plays: 1,
      teams: [{ team: 'bhopal', points: 1 }],
      questions: [{ id: australia!.id }],
    });
  });

  it("give a setup's questions that reuse ids for other questions new ids, so the plays served the old ones keep their grades", async () => {
    const quizId = await contest(CAPITALS);
    // Right everywhere but Australia, by its wrong key.
    for (let play = 0; play < 4; play += 1)
      expect(await playRight(quizId, 'lucknow')).toMatchObject({ score: 2 });
    const [france, japan, australia] = await questionsOf(quizId);
    // A file numbering its questions afresh: 1 and 2 were France and Japan here, now other
    // questions, with the correct option in the place Canberra is in the plays' Australia.
    const setup = [
      { id: australia!.id, question: 'Capital of Australia?', options: ['Sydney', 'Canberra'] },
      { id: france!.id, question: 'Capital of Peru?', options: ['Cusco', 'Lima'] },
      { id: japan!.id, question: 'Capital of Egypt?', options: ['Giza', 'Cairo', 'Luxor'] },
      { id: 40, question: 'Capital of Nepal?', options: ['Kathmandu', 'Pokhara'] },
    ].map((question) => ({ ...question, answer: question.options[1]! }));
    const ids = await server.app.db
      .transaction()
      .execute((trx) => applyQuestions(trx, quizId, setup, clock.now()));
    const newest = Math.max(france!.id, japan!.id, australia!.id);
    // Australia is the same question with Canberra for its key; 40 is new to the quiz.
    expect(ids).toEqual([australia!.id, newest + 1, newest + 2, 40]);
    expect((await questionsOf(quizId)).map((question) => [question.id, question.correct])).toEqual(
      ids.map((id) => [id, 1]),
    );
    // Only Australia's key moved for the plays: Lucknow gains a point a play, no more.
    expect(await dryRun(quizId)).toMatchObject({
      plays: 4,
      teams: [{ team: 'lucknow', points: 4 }],
      questions: [{ id: australia!.id, plays: 4 }],
    });
    expect(
      (await call<RegradeReport>('POST', `/api/admin/quizzes/${quizId}/regrade`)).body,
    ).toMatchObject({ plays: 4, teams: [{ team: 'lucknow', points: 4 }] });
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });
});
