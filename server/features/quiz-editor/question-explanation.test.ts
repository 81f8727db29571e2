import { describe, expect, it } from 'vitest';
import type { QuizStep } from '../../../common/api.js';
import type { AdminQuiz, ImportReport, QuizDetail } from '../../../common/quiz-editor-api.js';
import { manualClock } from '../../clock.js';
import { serverWithAdminForFile } from '../../test/admin-requests.js';
import { newPlayers } from '../../test/profiles.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ADMIN = '9111100143';
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0));
let server: TestServer;
let admin: Record<string, string>;
const call = serverWithAdminForFile(ADMIN, clock, (file) => ({ server, admin } = file));
const newPlayer = newPlayers(() => server.app, 8301430000, 1280);

async function newQuiz(): Promise<string> {
  const created = await call<AdminQuiz>('POST', '/api/admin/quizzes', {
    title: { en: 'Explained', hi: '' },
    kind: 'contest',
    questionsPerPlay: 2,
    secondsPerQuestion: 15,
    open: true,
    opensAt: null,
    closesAt: null,
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

const questionsOf = async (quizId: string) =>
  (await call<QuizDetail>('GET', `/api/admin/quizzes/${quizId}`)).body.questions;

const SKY = { text: 'Why is the sky blue?', options: ['Scattering', 'Paint'], correct: 0 };

async function importCsv(quizId: string, query: string, csv: string) {
  const reply = await server.app.inject({
    method: 'POST',
    url: `/api/admin/quizzes/${quizId}/import${query}`,
    cookies: admin,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
  });
  return { status: reply.statusCode, body: reply.json<ImportReport & { error?: unknown }>() };
}

async function exportCsv(quizId: string): Promise<string> {
  const reply = await server.app.inject({
    method: 'GET',
    url: `/api/admin/quizzes/${quizId}/questions.csv`,
    cookies: admin,
  });
  expect(reply.statusCode).toBe(200);
  return reply.body;
}

describe(`a question's explanation on ${testDatabaseKind}`, () => {
  it('is saved trimmed, kept by an edit that leaves it out, changed, and cleared by an empty one', async () => {
    const quizId = await newQuiz();
    const url = `/api/admin/quizzes/${quizId}/questions`;
    const added = await call('POST', url, {
      ...SKY,
      explanation: '  Air \u200Bscatters blue light.  ',
    });
    expect(added.status).toBe(201);
    const [question] = await questionsOf(quizId);
    expect(question).toMatchObject({ explanation: 'Air scatters blue light.' });
    const id = question!.id;

    // Another key, no explanation sent: the same question under its id, its explanation kept.
    expect((await call('PUT', `${url}/${id}`, { ...SKY, correct: 1 })).status).toBe(200);
    expect(await questionsOf(quizId)).toMatchObject([
      { id, correct: 1, explanation: 'Air scatters blue light.' },
    ]);
    // Only the explanation changed: still the same question, as a play was served it.
    const changed = await call('PUT', `${url}/${id}`, { ...SKY, explanation: 'Rayleigh.' });
    expect(changed.status).toBe(200);
    expect(await questionsOf(quizId)).toMatchObject([{ id, explanation: 'Rayleigh.' }]);
    // A duplicate of the quiz copies it with its question.
    const copy = await call<AdminQuiz>('POST', `/api/admin/quizzes/${quizId}/duplicate`, {});
    expect(await questionsOf(copy.body.id)).toMatchObject([{ explanation: 'Rayleigh.' }]);
    for (const cleared of ['   ', null]) {
      await call('PUT', `${url}/${id}`, { ...SKY, explanation: 'Again.' });
      expect((await call('PUT', `${url}/${id}`, { ...SKY, explanation: cleared })).status).toBe(
        200,
      );
      expect(await questionsOf(quizId)).toMatchObject([{ id, explanation: null }]);
    }
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'question.update')
      .execute();
    const details = audit.map(
      (entry) => JSON.parse(entry.detail) as { after: { explanation?: string | null } },
    );
    expect(details.find((detail) => detail.after.explanation === 'Rayleigh.')).toMatchObject({
      before: { explanation: 'Air scatters blue light.' },
    });
  });

  it('refuses one over 500 characters or on two lines, naming the field, and saves nothing', async () => {
    const quizId = await newQuiz();
    const url = `/api/admin/quizzes/${quizId}/questions`;
    expect((await call('POST', url, { ...SKY, explanation: 'x'.repeat(500) })).status).toBe(201);
    for (const explanation of ['x'.repeat(501), 'Two\nlines']) {
      const refused = await call('POST', url, { ...SKY, explanation });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'invalid_quiz', field: 'explanation' } });
    }
    const notText = await call('POST', url, { ...SKY, explanation: 7 });
    expect(notText.body).toMatchObject({ error: { field: 'explanation' } });
    expect(await questionsOf(quizId)).toHaveLength(1);
  });

  it('never reaches a player: a play of the quiz carries no explanation', async () => {
    const quizId = await newQuiz();
    for (const text of ['First?', 'Second?'])
      await call('POST', `/api/admin/quizzes/${quizId}/questions`, {
        ...SKY,
        text,
        explanation: 'SECRET-EXPLANATION',
      });
    const { cookies } = await newPlayer({
      name: 'Explained Player',
      gender: 'female',
      team: 'bhopal',
    });
    let step = (await call<QuizStep>('POST', `/api/quiz/${quizId}/start`, {}, cookies)).body;
    const seen = [JSON.stringify(step)];
    while ('question' in step) {
      clock.advance(1_000);
      step = (
        await call<QuizStep>(
          'POST',
          `/api/quiz/${quizId}/answer`,
          { questionId: step.question.id, selected: step.question.options[0]! },
          cookies,
        )
      ).body;
      seen.push(JSON.stringify(step));
    }
    expect(seen.join()).not.toMatch(/SECRET-EXPLANATION|explanation/);
  });

  it('imports the explanation column, refuses a too long one by row and column, and a file without the column keeps them', async () => {
    const quizId = await newQuiz();
    const file = [
      'question,option 1,option 2,correct,explanation',
      'Sky?,Blue,Red,1,Scattered light.',
      `Sea?,Blue,Red,1,${'y'.repeat(501)}`,
      'Grass?,Green,Red,1,',
    ].join('\r\n');
    const preview = await importCsv(quizId, '?dryRun=1', file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      added: 2,
      rows: [
        { line: 2, text: 'Sky?', explanation: 'Scattered light.' },
        { line: 4, text: 'Grass?', explanation: null },
      ],
      invalid: [
        {
          line: 3,
          reason: 'tooLong',
          column: 'explanation',
          letter: 'E',
          params: { max: 500, found: '501' },
        },
      ],
    });
    expect((await importCsv(quizId, '?validRows=2', file)).status).toBe(200);
    const saved = await questionsOf(quizId);
    expect(saved.map((q) => [q.text, q.explanation])).toEqual([
      ['Sky?', 'Scattered light.'],
      ['Grass?', null],
    ]);

    // An older file, without the column, changes a key and leaves the explanation as it is.
    const older = ['id,question,option 1,option 2,correct', `${saved[0]!.id},Sky?,Blue,Red,2`];
    const applied = await importCsv(quizId, '', older.join('\r\n'));
    expect(applied.body).toMatchObject({ changed: 1, unchanged: 0 });
    expect(await questionsOf(quizId)).toMatchObject([
      { text: 'Sky?', correct: 1, explanation: 'Scattered light.' },
      { text: 'Grass?', explanation: null },
    ]);
  });

  it('exports the explanations, and the exported file imports back unchanged, an edited one changing only them', async () => {
    const quizId = await newQuiz();
    const url = `/api/admin/quizzes/${quizId}/questions`;
    await call('POST', url, { ...SKY, explanation: '=Light, "scattered"' });
    await call('POST', url, { ...SKY, text: 'भारत का राष्ट्रीय पक्षी?', explanation: 'मोर, 1963 से।' });
    await call('POST', url, { ...SKY, text: 'No explanation?' });
    const before = await questionsOf(quizId);

    const exported = await exportCsv(quizId);
    expect(exported.split('\r\n')[0]).toMatch(/"correct","explanation"$/);
    const again = await importCsv(quizId, '', exported);
    expect(again.body).toMatchObject({ added: 0, changed: 0, unchanged: 3 });
    expect(await questionsOf(quizId)).toEqual(before);

    const edited = exported.replace('मोर, 1963 से।', 'मोर।');
    expect((await importCsv(quizId, '', edited)).body).toMatchObject({ changed: 1, unchanged: 2 });
    expect((await questionsOf(quizId)).map((q) => [q.id, q.explanation])).toEqual([
      [before[0]!.id, '=Light, "scattered"'],
      [before[1]!.id, 'मोर।'],
      [before[2]!.id, null],
    ]);
  });
});
