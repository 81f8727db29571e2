import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminQuiz, ImportReport, QuizDetail } from '../../../common/quiz-editor-api.js';
import { manualClock } from '../../clock.js';
import { serverWithAdminForFile } from '../../test/admin-requests.js';
import { storedFiles } from '../../test/stored-files.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { zipEntries } from '../../test/xlsx-files.js';

const ADMIN = '9111100042';
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0));
let server: TestServer;
let admin: Record<string, string>;
const call = serverWithAdminForFile(ADMIN, clock, (file) => ({ server, admin } = file));

const HEADER = 'question,option 1,option 2,option 3,option 4,correct';

/** A file of 30 questions whose row 7 (the header is row 1) says correct = 5 of 4 options. */
function thirtyWithOneBad(): string {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const row = i + 2;
    return `Question on row ${row}?,A${row},B${row},C${row},D${row},${row === 7 ? 5 : 1}`;
  });
  return [HEADER, ...rows].join('\r\n');
}

async function newQuiz(): Promise<string> {
  const created = await call<AdminQuiz>('POST', '/api/admin/quizzes', {
    title: { en: 'Import', hi: '' },
    kind: 'contest',
    questionsPerPlay: 3,
    secondsPerQuestion: 15,
    open: false,
    opensAt: null,
    closesAt: null,
  });
  return created.body.id;
}

const questionsOf = async (quizId: string) =>
  (await call<QuizDetail>('GET', `/api/admin/quizzes/${quizId}`)).body.questions;

type Part = { field: string; name: string; type: string; data: Buffer };

/** A multipart form as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap(({ field, name, type, data }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function importFile(quizId: string, query: string, body: string | Part[]) {
  const sent =
    typeof body === 'string'
      ? { payload: body, headers: { 'content-type': 'text/csv' } }
      : form(body);
  const reply = await server.app.inject({
    method: 'POST',
    url: `/api/admin/quizzes/${quizId}/import${query}`,
    cookies: admin,
    ...sent,
  });
  return { status: reply.statusCode, body: reply.json<ImportReport & { error?: unknown }>() };
}

const sheet = (text: string): Part => ({
  field: 'file',
  name: 'questions.csv',
  type: 'text/csv',
  data: Buffer.from(text),
});
const png = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function auditEntries(action: string) {
  return server.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
}

describe(`importing questions with some bad rows (${testDatabaseKind})`, () => {
  it('previews 29 valid rows and the bad one by row and column, and changes nothing', async () => {
    const quizId = await newQuiz();
    const before = await auditEntries('question.import');
    const preview = await importFile(quizId, '?dryRun=1', thirtyWithOneBad());
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, added: 29, changed: 0, invalidTotal: 1 });
    expect(preview.body.invalid).toEqual([
      {
        line: 7,
        reason: 'correctNotAnOption',
        column: 'correct',
        letter: 'F',
        params: { max: 4, found: '5' },
      },
    ]);
    expect(await questionsOf(quizId)).toEqual([]);
    expect(await auditEntries('question.import')).toEqual(before);
  });

  it('applies nothing while the organiser has not confirmed the valid rows', async () => {
    const quizId = await newQuiz();
    const refused = await importFile(quizId, '', thirtyWithOneBad());
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { code: 'quiz_import_invalid', params: { line: 7, column: 'correct', valid: 29 } },
    });
    expect(await questionsOf(quizId)).toEqual([]);
  });

  it('applies the 29 valid rows in one go once confirmed, lists the bad one, and audits it', async () => {
    const quizId = await newQuiz();
    const applied = await importFile(quizId, '?validRows=29', thirtyWithOneBad());
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ dryRun: false, added: 29, invalidTotal: 1 });
    expect(applied.body.invalid[0]).toMatchObject({ line: 7, column: 'correct' });
    const questions = await questionsOf(quizId);
    expect(questions).toHaveLength(29);
    expect(questions.map((q) => q.text)).not.toContain('Question on row 7?');
    expect(questions[5]!.text).toBe('Question on row 8?');
    const details = (await auditEntries('question.import')).map((row): unknown =>
      typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail,
    );
    expect(details.find((detail) => JSON.stringify(detail).includes(quizId))).toMatchObject({
      quiz: quizId,
      added: 29,
      refused: 1,
    });
  });

  it('refuses a confirmation of another number of rows than the file has now, changing nothing', async () => {
    const quizId = await newQuiz();
    const stale = await importFile(quizId, '?validRows=30', thirtyWithOneBad());
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'quiz_import_changed' } });
    expect(await questionsOf(quizId)).toEqual([]);
  });

  it("leaves out the template's example rows and says how many it left out", async () => {
    const quizId = await newQuiz();
    const file = [
      `id,${HEADER},picture`,
      'example,Which planet is red?,Venus,Mars,,,2,mars.jpg',
      ',Mine?,Yes,No,,,1,',
      'Example,Another example?,a,b,,,1,',
    ].join('\n');
    const applied = await importFile(quizId, '', file);
    expect(applied.body).toMatchObject({ added: 1, invalidTotal: 0, examples: [2, 4] });
    expect((await questionsOf(quizId)).map((q) => q.text)).toEqual(['Mine?']);
  });
});

describe(`importing questions with their pictures (${testDatabaseKind})`, () => {
  const file = [
    `${HEADER},picture`,
    'Red?,Red,Blue,,,1,red.png',
    'Blue?,Red,Blue,,,2,Photos/BLUE.PNG',
    'Plain?,Yes,No,,,1,',
    'Missing?,Yes,No,,,1,green.png',
  ].join('\n');

  it('matches a .zip of pictures by file name, and lists a picture it does not hold by row and column', async () => {
    const quizId = await newQuiz();
    const zip = zipEntries([
      { name: 'pictures/red.png', data: await png('red') },
      { name: 'blue.png', data: await png('blue') },
      { name: '__MACOSX/pictures/._red.png', data: Buffer.from('resource fork') },
    ]);
    const parts = [
      sheet(file),
      { field: 'pictures', name: 'p.zip', type: 'application/zip', data: zip },
    ];
    const before = storedFiles(server.config);
    const preview = await importFile(quizId, '?dryRun=1', parts);
    expect(preview.body).toMatchObject({ added: 3, invalidTotal: 1 });
    expect(preview.body.invalid).toEqual([
      {
        line: 5,
        reason: 'pictureMissing',
        column: 'picture',
        letter: 'G',
        params: { found: 'green.png' },
      },
    ]);
    expect(storedFiles(server.config)).toEqual(before);

    const applied = await importFile(quizId, '?validRows=3', parts);
    expect(applied.body).toMatchObject({ added: 3, invalidTotal: 1 });
    const questions = await questionsOf(quizId);
    expect(questions.map((q) => [q.text, q.imageUrl !== null])).toEqual([
      ['Red?', true],
      ['Blue?', true],
      ['Plain?', false],
    ]);
    const stored = await server.app.inject({ url: questions[1]!.imageUrl!, cookies: admin });
    const { format, width } = await sharp(stored.rawPayload).metadata();
    expect([format, width]).toEqual(['webp', 40]);
    expect(storedFiles(server.config).length - before.length).toBe(2);
  });

  it('matches images chosen together by their file names', async () => {
    const quizId = await newQuiz();
    const parts = [
      sheet(file),
      { field: 'pictures', name: 'red.png', type: 'image/png', data: await png('red') },
      { field: 'pictures', name: 'blue.png', type: 'image/png', data: await png('blue') },
      { field: 'pictures', name: 'green.png', type: 'image/png', data: await png('green') },
    ];
    const applied = await importFile(quizId, '', parts);
    expect(applied.body).toMatchObject({ added: 4, invalidTotal: 0 });
    expect((await questionsOf(quizId)).filter((q) => q.imageUrl).length).toBe(3);
  });

  it('refuses the row of a picture whose bytes are not an image, and stores nothing of it', async () => {
    const quizId = await newQuiz();
    const zip = zipEntries([
      { name: 'red.png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'blue.png', data: Buffer.from('MZ\x90\x00 not a picture at all') },
    ]);
    const parts = [
      sheet([`${HEADER},picture`, 'Red?,a,b,,,1,red.png', 'Blue?,a,b,,,1,blue.png'].join('\n')),
      { field: 'pictures', name: 'p.zip', type: 'application/zip', data: zip },
    ];
    const before = storedFiles(server.config);
    const applied = await importFile(quizId, '?validRows=0', parts);
    expect(applied.body.invalid.map((row) => [row.line, row.reason, row.column])).toEqual([
      [2, 'pictureNotImage', 'picture'],
      [3, 'pictureNotImage', 'picture'],
    ]);
    expect(await questionsOf(quizId)).toEqual([]);
    expect(storedFiles(server.config)).toEqual(before);
  });

  const hostile = [
    {
      what: 'a name that climbs out of its folder',
      zip: async () => zipEntries([{ name: '../../etc/red.png', data: await png('red') }]),
      code: 'quiz_pictures_unsafe_name',
      status: 400,
    },
    {
      what: 'an absolute name',
      zip: async () => zipEntries([{ name: '/tmp/red.png', data: await png('red') }]),
      code: 'quiz_pictures_unsafe_name',
      status: 400,
    },
    {
      what: 'more entries than a quiz has questions',
      zip: async () =>
        zipEntries(
          Array.from({ length: 1_001 }, (_, i) => ({ name: `${i}.png`, data: Buffer.from('x') })),
        ),
      code: 'quiz_pictures_too_many',
      status: 413,
    },
    {
      what: 'a bomb that unpacks to far more than pictures may',
      zip: async () => zipEntries([{ name: 'red.png', data: Buffer.alloc(70 * 1024 * 1024) }]),
      code: 'quiz_pictures_too_large',
      status: 413,
    },
    {
      what: 'an entry that inflates past the size it declares',
      zip: async () =>
        zipEntries([{ name: 'red.png', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 1_000 }]),
      code: 'quiz_pictures_not_zip',
      status: 415,
    },
    {
      what: 'bytes that are not a zip at all, sent beside an image',
      zip: async () => Buffer.from('PK\x03\x04 and then nothing a zip holds'),
      code: 'quiz_pictures_not_zip',
      status: 415,
    },
  ];
  it.each(hostile)(
    'refuses a .zip with $what whole, changing nothing',
    async ({ zip, code, status }) => {
      const quizId = await newQuiz();
      const parts = [
        sheet([`${HEADER},picture`, 'Red?,a,b,,,1,red.png'].join('\n')),
        { field: 'pictures', name: 'p.zip', type: 'application/zip', data: await zip() },
      ];
      const before = storedFiles(server.config);
      for (const query of ['?dryRun=1', '?validRows=1']) {
        const answer = await importFile(quizId, query, parts);
        expect(answer.status).toBe(status);
        expect(answer.body).toMatchObject({ error: { code } });
      }
      expect(await questionsOf(quizId)).toEqual([]);
      expect(storedFiles(server.config)).toEqual(before);
    },
  );

  it('gives a question of the quiz named by its id the picture its row names, its text kept', async () => {
    const quizId = await newQuiz();
    await importFile(quizId, '', [`${HEADER}`, 'Red?,Red,Blue,,,1'].join('\n'));
    const [question] = await questionsOf(quizId);
    const parts = [
      sheet([`id,${HEADER},picture`, `${question!.id},Red?,Red,Blue,,,1,red.png`].join('\n')),
      { field: 'pictures', name: 'red.png', type: 'image/png', data: await png('red') },
    ];
    const applied = await importFile(quizId, '', parts);
    expect(applied.body).toMatchObject({ added: 0, changed: 1, unchanged: 0 });
    const [pictured] = await questionsOf(quizId);
    expect([pictured!.id, pictured!.imageUrl !== null]).toEqual([question!.id, true]);
    // The same file again changes nothing: the question has that picture now.
    expect((await importFile(quizId, '?dryRun=1', parts)).body).toMatchObject({ unchanged: 1 });
  });

  it('refuses pictures past 50 MB together, and a question file past 2 MB, as they arrive', async () => {
    const quizId = await newQuiz();
    const big = Buffer.alloc(26 * 1024 * 1024, 1);
    const tooMany = await importFile(quizId, '?dryRun=1', [
      sheet(`${HEADER}\nRed?,a,b,,,1`),
      { field: 'pictures', name: 'a.png', type: 'image/png', data: big },
      { field: 'pictures', name: 'b.png', type: 'image/png', data: big },
    ]);
    expect([tooMany.status, tooMany.body]).toMatchObject([
      413,
      { error: { code: 'quiz_pictures_too_large' } },
    ]);
    const longSheet = `${HEADER}\n${'Red?,a,b,,,1\n'.repeat(200_000)}`;
    const tooLong = await importFile(quizId, '?dryRun=1', [sheet(longSheet)]);
    expect([tooLong.status, tooLong.body]).toMatchObject([
      413,
      { error: { code: 'quiz_file_too_large' } },
    ]);
    expect(await questionsOf(quizId)).toEqual([]);
  });
});
