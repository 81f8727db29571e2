// Hostile files through every upload route of a real server listening on a port, each timed, while a
// health check every 20 ms (server/test/health-probe.ts) measures how long the server went without
// answering. Every route that takes a file (each `bodyLimit`, content-type parser or multipart form):
//   PUT  /api/admin/quizzes/:quizId/questions/:questionId/image  an image, 10 MB
//   POST /api/admin/quizzes/:quizId/import[?dryRun=1]             CSV or .xlsx, 2 MB, read in a worker
//   POST /api/admin/registry[?dryRun=1]                            CSV, 8 MB, read in a worker
//   PUT  /api/admin/setup/teams/:key/(logo|poster), /brand/:slot and /videos/:id/cover, and
//   POST /api/admin/setup/slogans                                   an image, 10 MB (one handler)
//   POST /api/admin/setup/videos?title=                            MP4 or WebM, streamed, 500 MB
//   POST /api/admin/setup/import[?dryRun=1]                        a setup file, streamed, 2 GB
//   POST /api/profile                                              a person's form and photo, 10 MB
//   POST /api/engage/:id/photos                                    a photo for a photo wall, 10 MB
// HOSTILE_REPORT=1 prints each file's answer, its time and the health check's worst latency.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminActivity, MySends } from '../../common/engage.js';
import type { QuizDetail, ImportReport } from '../../common/quiz-editor-api.js';
import { REGISTRY_MAX_ROWS, type RegistryReport } from '../../common/registry.js';
import type { AdminSetup } from '../../common/setup-api.js';
import { XLSX_TYPE as XLSX } from '../features/quiz-editor/upload-routes.js';
import { photoContentDir } from '../test/content.js';
import { now, startHealthProbe, type HealthProbe } from '../test/health-probe.js';
import {
  ESCAPED_NAME,
  FORMULA,
  HTML_PAYLOAD,
  hostileImages,
  hostileQuestionCsv,
  hostileRegistryCsv,
  hostileSetups,
  hostileVideos,
  hostileWorkbooks,
  plainSetup,
  plainWorkbook,
  svgWithRemoteReference,
  type HostileFile,
} from '../test/hostile-files.js';
import { multipart } from '../test/multipart.js';
import { signInTestUser } from '../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server.js';

const ADMIN = '9111500000';
/** People who send a photo with their form, numbered from here; each may save one profile. */
let nextPerson = 7300000001;
/** The most one hostile file may take to be answered, on a loaded 2-core machine. */
const CASE_MAX_MS = 15_000;
/** The health check's worst latency over the whole file, on a machine shared with other tests. */
const HEALTH_MAX_MS = 1_000;
const MB = 1024 * 1024;
/** A file sent twice (previewed, then applied) takes longer than vitest's 20 s default allows. */
const TWICE_MS = 2 * CASE_MAX_MS + 5_000;

let server: TestServer;
let base: string;
let port: number;
let admin: string;
let person: Person;
/** A registered person, and the photo wall they send to. */
let photographer: string;
let wallId: string;
let quizId: string;
let questionId: number;
let probe: HealthProbe;
let canary: { url: string; hits: () => number; close: () => Promise<void> };
/** This file's own temporary folder: what the server leaves there is seen, and nobody else's. */
let tmp: string;
const previousTmp = process.env.TMPDIR;

// ---- the report ----------------------------------------------------------------------------------

type Answer = {
  status: number;
  code: string | null;
  params: Record<string, string | number>;
  body: unknown;
};
type Row = {
  file: string;
  route: string;
  bytes: number;
  answer: string;
  ms: number;
  /** The health check's worst latency, end to end: the server's pauses and the machine's load. */
  health: number;
  /** The server's event loop's longest pause, as the loop itself measured it. */
  pause: number;
};
const rows: Row[] = [];

const answerText = ({ status, code, params }: Answer) =>
  [status || null, code, params.reason, params.line && `line ${params.line}`, params.file]
    .filter((part) => part !== null && part !== undefined)
    .join(' ');

/** Sends one hostile file, timed; the health check must have kept answering while it was on its way. */
async function hostile(
  file: string,
  route: string,
  bytes: number,
  request: () => Promise<Answer>,
): Promise<Answer> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const from = now();
  const answer = await request();
  const to = now();
  loop.disable();
  const health = await probe.window(from, to);
  rows.push({
    file,
    route,
    bytes,
    answer: answerText(answer),
    ms: to - from,
    health: health.worstMs,
    pause: loop.max / 1e6,
  });
  expect(to - from, `${file} → ${route}`).toBeLessThan(CASE_MAX_MS);
  expect(health.failed, `health checks not answered during ${file} → ${route}`).toBe(0);
  expect(health.answered).toBeGreaterThan(0);
  return answer;
}

function printReport(): void {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const size = (bytes: number) =>
    bytes >= 1024 * MB
      ? `${(bytes / 1024 / MB).toFixed(1)} GB`
      : bytes >= MB
        ? `${(bytes / MB).toFixed(1)} MB`
        : bytes >= 1024
          ? `${(bytes / 1024).toFixed(1)} kB`
          : `${bytes} B`;
  console.log(
    [
      `Hostile files on ${testDatabaseKind}:`,
      '| file | route | size | answer | ms | worst health ms | longest pause ms |',
      '| --- | --- | --- | --- | --: | --: | --: |',
      ...rows.map(
        (row) =>
          `| ${cell(row.file)} | ${row.route} | ${row.route ? size(row.bytes) : ''} | ${cell(row.answer)} | ${Math.round(row.ms)} | ${Math.round(row.health)} | ${Math.round(row.pause)} |`,
      ),
    ].join('\n'),
  );
}

// ---- sending -------------------------------------------------------------------------------------

function answerOf(status: number, text: string): Answer {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as the text it is.
  }
  const error = (body as { error?: { code: string; params?: Answer['params'] } } | null)?.error;
  return { status, code: error?.code ?? null, params: error?.params ?? {}, body };
}

async function send(
  method: 'POST' | 'PUT',
  url: string,
  type: string,
  body: Buffer,
  cookie = admin,
): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, 'content-type': type },
    body,
  });
  return answerOf(response.status, await response.text());
}

/**
 * A request that says it carries `declared` bytes and sends the first 64 kB of them: the answer
 * must come without the rest, which is never sent.
 */
function sendDeclaring(
  method: 'POST' | 'PUT',
  url: string,
  type: string,
  declared: number,
  cookie = admin,
) {
  return (): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: { cookie, 'content-type': type, 'content-length': declared },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          request.destroy();
          resolve(answerOf(response.statusCode!, Buffer.concat(chunks).toString()));
        });
      });
      request.on('error', reject);
      request.write(Buffer.alloc(64 * 1024, 0x41));
    });
}

const quizImport = (query: string) => `/api/admin/quizzes/${quizId}/import${query}`;
const registryUpload = (mode: 'preview' | 'apply') =>
  mode === 'preview' ? '/api/admin/registry?dryRun=1' : '/api/admin/registry';
const questionImage = () => `/api/admin/quizzes/${quizId}/questions/${questionId}/image`;

function sendSelfie(photo: Buffer, type: string): Promise<Answer> {
  const form = multipart(
    { employeeId: person.code, name: 'Hostile Person', gender: 'female', team: 'varanasi' },
    { data: photo, name: 'me.png', type },
  );
  return send('POST', '/api/profile', form.headers['content-type'], form.payload, person.cookie);
}

// ---- what an upload could change -----------------------------------------------------------------

const TABLES = [
  'quizzes',
  'questions',
  'employee_codes',
  'event_settings',
  'teams',
  'profiles',
  'team_counters',
  'audit_log',
  'engage_photos',
] as const;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every row an upload could write, every stored file, and what the server left in its temporary folder. */
async function everything(): Promise<Record<string, string[]>> {
  const state: Record<string, string[]> = {};
  for (const table of TABLES)
    state[table] = (await server.app.db.selectFrom(table).selectAll().execute())
      .map((row) => JSON.stringify(row))
      .sort();
  if (server.config.storage.kind !== 'file') throw new Error('this file reads a storage folder');
  state.stored = filesUnder(server.config.storage.dir);
  state.temporary = fs.readdirSync(tmp).filter((name) => name.startsWith('utsav-'));
  return state;
}

type Verdict = { status: number; code: string; params?: Answer['params'] };
const quizFile = (reason: string, line = 1): Verdict => ({
  status: 400,
  code: 'quiz_file_malformed',
  params: { reason, line },
});

/** Sends the file, expects this refusal, and finds everything as it was. */
async function expectRefused(
  file: string,
  route: string,
  bytes: number,
  request: () => Promise<Answer>,
  verdict: Verdict,
): Promise<void> {
  const before = await everything();
  const answer = await hostile(file, route, bytes, request);
  expect(answer, `${file} → ${route}`).toMatchObject({ params: {}, ...verdict });
  expect(await everything()).toEqual(before);
}

/** Each file twice, as an organiser sends it: previewed (a dry run), then applied. */
const PREVIEWED_AND_APPLIED = [
  ['?dryRun=1', 'dry run'],
  ['', 'applied'],
] as const;

/**
 * expectRefused for a file (`kind` names it in the report) sent to an import previewed, then
 * applied: `request` sends its bytes with that query.
 */
async function expectRefusedPreviewedAndApplied(
  kind: string,
  file: HostileFile,
  route: string,
  request: (query: string, body: Buffer) => Promise<Answer>,
  verdict: Verdict,
): Promise<void> {
  const body = await file.make();
  for (const [query, mode] of PREVIEWED_AND_APPLIED)
    await expectRefused(
      `${kind}: ${file.name}`,
      `${route} (${mode})`,
      body.length,
      () => request(query, body),
      verdict,
    );
}

// ---- the server ----------------------------------------------------------------------------------

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_PHONES: `+91${ADMIN}`, CONTENT_DIR: photoContentDir() },
  });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-files-'));
  process.env.TMPDIR = tmp;
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(base).port);
  admin = cookieOf(await signInTestUser(server.app, ADMIN));
  person = await newPerson();
  ({ photographer, wallId } = await newPhotoWall());
  quizId = await newQuiz('Hostile files');
  const added = await server.app.inject({
    method: 'POST',
    url: `/api/admin/quizzes/${quizId}/questions`,
    headers: { cookie: admin },
    payload: { text: 'Which colour is the sky?', options: ['Blue', 'Green'], correct: 0 },
  });
  questionId = added.json<QuizDetail>().questions[0]!.id;
  canary = await startCanary();
  probe = startHealthProbe(`${base}/healthz`);
}, 60_000);

afterAll(async () => {
  await probe?.stop();
  await canary?.close();
  if (process.env.HOSTILE_REPORT === '1') printReport();
  process.env.TMPDIR = previousTmp;
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

type Person = { cookie: string; uid: string; code: string };

const cookieOf = (user: { cookies: Record<string, string> }) =>
  Object.entries(user.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** A signed-in person with no profile yet, and an employee code of the registry to register with. */
async function newPerson(): Promise<Person> {
  const digits = String(nextPerson++);
  const user = await signInTestUser(server.app, digits);
  const code = `HOSTILE${digits}`;
  await server.app.db
    .insertInto('employee_codes')
    .values({ code: code.toLowerCase(), status: 'notregistered', updated_at: 0 })
    .execute();
  return { cookie: cookieOf(user), uid: user.uid, code };
}

/** A live photo wall, and a person registered to send to it. */
async function newPhotoWall(): Promise<{ photographer: string; wallId: string }> {
  const sender = await newPerson();
  const registered = await server.app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: { cookie: sender.cookie },
    payload: { employeeId: sender.code, name: 'Wall Person', gender: 'male', team: 'lucknow' },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const wall = await server.app.inject({
    method: 'POST',
    url: '/api/admin/engage',
    headers: { cookie: admin },
    payload: { kind: 'photos', title: { en: 'Hostile wall' }, startsAt: null, endsAt: null },
  });
  expect(wall.statusCode, wall.body).toBe(201);
  return { photographer: sender.cookie, wallId: wall.json<AdminActivity>().id };
}

async function newQuiz(title: string): Promise<string> {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/admin/quizzes',
    headers: { cookie: admin },
    payload: {
      title: { en: title, hi: '' },
      kind: 'contest',
      questionsPerPlay: 1,
      secondsPerQuestion: 20,
      open: false,
      opensAt: null,
      closesAt: null,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: string }>().id;
}

/** A server that counts the requests it gets: where a picture's remote reference points. */
async function startCanary() {
  let hits = 0;
  const listener = http.createServer((_request, response) => {
    hits += 1;
    response.end();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port: canaryPort } = listener.address() as { port: number };
  return {
    url: `http://127.0.0.1:${canaryPort}/picture.png`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

// ---- spreadsheets --------------------------------------------------------------------------------

describe(`spreadsheets sent to the quiz import (${testDatabaseKind})`, () => {
  it('previews a plain workbook, so the refusals below are the files’ own', async () => {
    const body = await plainWorkbook.make();
    const answer = await hostile(plainWorkbook.name, 'quiz import (dry run)', body.length, () =>
      send('POST', quizImport('?dryRun=1'), XLSX, body),
    );
    expect(answer).toMatchObject({ status: 200, body: { added: 1, invalidTotal: 0 } });
  });

  const w = hostileWorkbooks;
  it.each([
    { file: w.sheetOutsideWorksheets, verdict: quizFile('quizFileTooWide', 2000) },
    { file: w.sheetInSubfolder, verdict: quizFile('quizFileTooWide', 2000) },
    { file: w.characterReference, verdict: quizFile('quizFileTooWide', 2000) },
    { file: w.lastCell, verdict: quizFile('quizFileTooWide', 1_048_576) },
    { file: w.hugeCell, verdict: quizFile('quizFileTooLarge') },
    { file: w.manyRows, verdict: quizFile('quizFileTooManyRows', 1002) },
    { file: w.bombDeclared, verdict: quizFile('quizFileTooLarge') },
    { file: w.bombUndeclared, verdict: quizFile('quizFileNotXlsx') },
    { file: w.headersDisagree, verdict: quizFile('quizFileNotXlsx') },
    { file: w.billionLaughs, verdict: quizFile('quizFileNotXlsx') },
    { file: w.sharedStringOutOfRange, verdict: quizFile('quizFileNotXlsx') },
    { file: w.thousandsOfEntries, verdict: quizFile('quizFileNotXlsx') },
    { file: w.notAZip, verdict: quizFile('quizFileNotXlsx') },
    { file: w.empty, verdict: quizFile('quizFileNotXlsx') },
    { file: w.truncated, verdict: quizFile('quizFileNotXlsx') },
  ])(
    'refuses $file.name, previewed and applied, and changes nothing',
    async ({ file, verdict }) => {
      await expectRefusedPreviewedAndApplied(
        'xlsx',
        file,
        'quiz import',
        (query, body) => send('POST', quizImport(query), XLSX, body),
        verdict,
      );
    },
    TWICE_MS,
  );
});

// ---- CSV files -----------------------------------------------------------------------------------

describe(`CSV files sent to the quiz import (${testDatabaseKind})`, () => {
  const c = hostileQuestionCsv;
  const both = (verdict: Verdict) => ({ dryRun: verdict, applied: verdict });
  // A row that cannot be a question is listed in the preview, and the file is refused when applied.
  const oneRowRefused = (reason: string) => ({
    dryRun: { status: 200, body: { added: 0, invalid: [{ line: 2, reason, column: 'question' }] } },
    applied: { status: 400, code: 'quiz_import_invalid', params: { line: 2 } },
  });
  it.each([
    { file: c.unclosedQuote, expected: both(quizFile('csvQuoteNotClosed', 2)) },
    { file: c.manyRows, expected: both(quizFile('quizFileTooManyRows', 1002)) },
    { file: c.invalidUtf8, expected: both(quizFile('csvNotValid', 2)) },
    { file: c.utf16, expected: both(quizFile('csvNotValid', 1)) },
    { file: c.millionCommas, expected: both(quizFile('quizFileTooWide', 2)) },
    { file: c.nul, expected: oneRowRefused('unsaveable') },
  ])(
    'answers $file.name as the import promises, and changes nothing',
    async ({ file, expected }) => {
      const body = await file.make();
      for (const [query, mode] of PREVIEWED_AND_APPLIED) {
        const before = await everything();
        const answer = await hostile(
          `csv: ${file.name}`,
          `quiz import (${mode})`,
          body.length,
          () => send('POST', quizImport(query), 'text/csv', body),
        );
        expect(answer).toMatchObject(query ? expected.dryRun : expected.applied);
        expect(await everything()).toEqual(before);
      }
    },
    TWICE_MS,
  );

  it('keeps a formula-looking cell as text, and the export defuses it with an apostrophe', async () => {
    const formulas = await newQuiz('Formulas');
    const body = await c.formula.make();
    const url = `/api/admin/quizzes/${formulas}/import`;
    for (const [query, mode] of PREVIEWED_AND_APPLIED) {
      const answer = await hostile(
        `csv: ${c.formula.name}`,
        `quiz import (${mode})`,
        body.length,
        () => send('POST', `${url}${query}`, 'text/csv', body),
      );
      expect(answer).toMatchObject({ status: 200, body: { added: 1, invalidTotal: 0 } });
      expect((answer.body as ImportReport).rows[0]!.text).toBe(FORMULA);
    }
    const exported = await fetch(`${base}/api/admin/quizzes/${formulas}/questions.csv`, {
      headers: { cookie: admin },
    });
    const csv = await exported.text();
    expect(csv).toContain(`"'${FORMULA.replaceAll('"', '""')}"`);
    expect(csv).not.toMatch(/(^|[\n,])"?=/);
  });
});

describe(`CSV files sent to the registry (${testDatabaseKind})`, () => {
  const c = hostileRegistryCsv;
  const notACode = (value: string) => ({ value, reason: 'not a valid employee code' });
  it.each([
    {
      file: c.unclosedQuote,
      refused: {
        status: 400,
        code: 'malformed_csv',
        params: { line: 2, reason: 'csvQuoteNotClosed' },
      },
    },
    {
      file: c.manyRows,
      refused: { status: 400, code: 'registry_too_long', params: { line: REGISTRY_MAX_ROWS + 1 } },
    },
    // Read as UTF-8 text by the route, then refused before it, as any body holding a NUL is.
    { file: c.utf16, refused: { status: 400, code: 'unsaveable_text' } },
    { file: c.nul, refused: { status: 400, code: 'unsaveable_text' } },
    // Read as UTF-8 text: what is not UTF-8 becomes U+FFFD, which no code holds.
    { file: c.invalidUtf8, invalid: [notACode('Caf\ufffd'), notACode('\ufffd\ufffd')] },
    { file: c.millionCommas, invalid: [{ value: '', reason: 'empty' }] },
    { file: c.formula, invalid: [notACode(FORMULA)] },
  ])(
    'answers $file.name, previewed and applied, and adds no code',
    async ({ file, ...expected }) => {
      const body = await file.make();
      for (const mode of ['preview', 'apply'] as const) {
        const before = await everything();
        const answer = await hostile(
          `registry csv: ${file.name}`,
          `registry ${mode}`,
          body.length,
          () => send('POST', registryUpload(mode), 'text/csv', body),
        );
        const after = await everything();
        if (expected.refused) {
          expect(answer).toMatchObject(expected.refused);
          expect(after).toEqual(before);
          continue;
        }
        // Every row is reported and none is a code; an apply adds none, and is audited as such.
        const report = answer.body as RegistryReport;
        expect(answer.status).toBe(200);
        expect(report).toMatchObject({ added: 0, invalidTotal: expected.invalid.length });
        expect(report.invalid.map(({ value, reason }) => ({ value, reason }))).toEqual(
          expected.invalid,
        );
        expect({ ...after, audit_log: [] }).toEqual({ ...before, audit_log: [] });
        expect(after.audit_log!.length - before.audit_log!.length).toBe(mode === 'apply' ? 1 : 0);
      }
    },
    TWICE_MS,
  );
});

// ---- setup files ---------------------------------------------------------------------------------

describe(`setup files sent to the setup import (${testDatabaseKind})`, () => {
  const setupImport = (query: string, body: Buffer) => () =>
    send('POST', `/api/admin/setup/import${query}`, 'application/zip', body);

  it('previews a plain setup file, so the refusals below are the files’ own', async () => {
    const body = await plainSetup.make();
    const answer = await hostile(
      plainSetup.name,
      'setup import (dry run)',
      body.length,
      setupImport('?dryRun=1', body),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  const s = hostileSetups;
  // A name that is no relative path is refused by the zip reader itself, before the setup's own
  // rules name it: the file as a whole is "not a setup file".
  const notSetup: Verdict = { status: 415, code: 'setup_file_not_supported' };
  const invalid = (file: string): Verdict => ({
    status: 400,
    code: 'setup_file_invalid',
    params: { file },
  });
  const tooMuch: Verdict = { status: 413, code: 'setup_file_unpacked_too_large' };
  it.each([
    { file: s.parentFolder, verdict: notSetup },
    { file: s.absolutePath, verdict: notSetup },
    { file: s.backslashes, verdict: notSetup },
    { file: s.duplicateNames, verdict: invalid('site.json') },
    { file: s.zeros500MB, verdict: tooMuch },
    { file: s.thousandsOfEntries, verdict: tooMuch },
    { file: s.deeplyNested, verdict: invalid('site.json') },
    { file: s.whitespace, verdict: invalid('site.json') },
    { file: s.whitespaceUndeclared, verdict: invalid('site.json') },
  ])(
    'refuses $file.name, previewed and applied, and changes nothing',
    async ({ file, verdict }) => {
      await expectRefusedPreviewedAndApplied(
        'setup',
        file,
        'setup import',
        (query, body) => setupImport(query, body)(),
        verdict,
      );
      // Nothing was written where the names point.
      expect(fs.existsSync(path.join(tmp, ESCAPED_NAME))).toBe(false);
      expect(fs.existsSync(path.join('/tmp', ESCAPED_NAME))).toBe(false);
    },
    TWICE_MS,
  );

  it(
    'unpacks a symbolic link as the plain file it is, and refuses it as the picture it is not',
    async () => {
      const body = await s.symlink.make();
      const before = await everything();
      // A preview reads the setup's texts; its pictures are decoded only when it is applied.
      const preview = await hostile(
        `setup: ${s.symlink.name}`,
        'setup import (dry run)',
        body.length,
        setupImport('?dryRun=1', body),
      );
      expect(preview.status).toBe(200);
      expect(await everything()).toEqual(before);
      await expectRefused(
        `setup: ${s.symlink.name}`,
        'setup import (applied)',
        body.length,
        setupImport('', body),
        invalid('brand/logo.png'),
      );
    },
    TWICE_MS,
  );
});

// ---- images --------------------------------------------------------------------------------------

type ImageRoute = {
  name: string;
  send: (body: Buffer, type: string) => Promise<Answer>;
  /** What it answers a file that is not a picture it takes. */
  refusal: Verdict;
  /** An SVG is sent as one where the route takes SVG, and as a PNG to get past the type elsewhere. */
  svgType: string;
  /** After a picture it took: a person saves one profile, so the next photo is another person's. */
  afterAccepting?: () => Promise<void>;
  /** The picture the last accepted upload stored, as it is served. */
  stored: (answer: Answer) => Promise<Response>;
  storedType: string;
  /** Its status for a picture it took: 200 unless it says. */
  accepted?: number;
};

const notImage: Verdict = { status: 415, code: 'image_not_image' };
const served = (src: string, cookie?: string) =>
  fetch(`${base}${src}`, cookie ? { headers: { cookie } } : {});
const imageRoutes: ImageRoute[] = [
  {
    name: 'team logo',
    send: (body, type) => send('PUT', '/api/admin/setup/teams/lucknow/logo', type, body),
    refusal: notImage,
    svgType: 'image/svg+xml',
    stored: (answer) =>
      served(
        (answer.body as AdminSetup).site.teams.find((team) => team.key === 'lucknow')!.logo!.src,
      ),
    storedType: 'image/webp',
  },
  {
    name: 'brand image',
    send: (body, type) => send('PUT', '/api/admin/setup/brand/eventLogo', type, body),
    refusal: notImage,
    svgType: 'image/svg+xml',
    stored: (answer) => served((answer.body as AdminSetup).site.brand.eventLogo!.src),
    storedType: 'image/webp',
  },
  {
    name: 'question picture',
    send: (body, type) => send('PUT', questionImage(), type, body),
    refusal: notImage,
    svgType: 'image/png',
    stored: () => served(questionImage(), admin),
    storedType: 'image/webp',
  },
  {
    name: 'selfie',
    send: (body, type) => sendSelfie(body, type),
    refusal: { status: 415, code: 'photo_not_image' },
    svgType: 'image/png',
    afterAccepting: async () => {
      person = await newPerson();
    },
    stored: () => served(`/api/selfies/${person.uid}`, person.cookie),
    storedType: 'image/jpeg',
  },
  {
    name: 'photo wall',
    send: (body, type) => send('POST', `/api/engage/${wallId}/photos`, type, body, photographer),
    refusal: { status: 415, code: 'photo_not_image' },
    svgType: 'image/png',
    stored: (answer) => served((answer.body as MySends).photos.at(-1)!.url, photographer),
    storedType: 'image/jpeg',
    accepted: 201,
  },
];

/** The stored picture holds nothing of the file's own bytes: no markup, no script. */
async function expectReencoded(route: ImageRoute, answer: Answer): Promise<void> {
  const stored = await route.stored(answer);
  expect(stored.status).toBe(200);
  expect(stored.headers.get('content-type')).toBe(route.storedType);
  expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
  const bytes = Buffer.from(await stored.arrayBuffer());
  for (const markup of ['<script', '<html', '<svg', 'alert('])
    expect(bytes.includes(markup)).toBe(false);
}

describe(`images sent to every image route (${testDatabaseKind})`, () => {
  const i = hostileImages;
  const refused = [
    { file: i.bomb, type: 'image/png' },
    { file: i.truncatedJpeg, type: 'image/jpeg' },
    { file: i.zip, type: 'image/png' },
    { file: i.svgExternalEntity, type: 'svg' },
    { file: i.svgBillionLaughs, type: 'svg' },
  ];
  describe.each(imageRoutes)('as a $name', (route) => {
    it.each(refused)('refuses $file.name, and changes nothing', async ({ file, type }) => {
      const body = await file.make();
      const sentAs = type === 'svg' ? route.svgType : type;
      await expectRefused(
        `image: ${file.name} (${sentAs})`,
        route.name,
        body.length,
        () => route.send(body, sentAs),
        route.refusal,
      );
    });

    it('re-encodes a GIF that is also an HTML page, keeping nothing of the page', async () => {
      const body = await i.gifHtmlPolyglot.make();
      expect(body.includes(HTML_PAYLOAD)).toBe(true);
      const answer = await hostile(
        `image: ${i.gifHtmlPolyglot.name}`,
        route.name,
        body.length,
        () => route.send(body, 'image/gif'),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(route.accepted ?? 200);
      await expectReencoded(route, answer);
      await route.afterAccepting?.();
    });
  });

  // A person's photo is never drawn from an SVG (below).
  it.each(imageRoutes.filter((route) => route.refusal.code === 'image_not_image'))(
    'turns an SVG with a script, and one referring to a remote picture, into pixels as a $name, fetching nothing',
    async (route) => {
      for (const file of [i.svgScript, svgWithRemoteReference(canary.url)]) {
        const body = await file.make();
        const answer = await hostile(
          `image: ${file.name} (${route.svgType})`,
          route.name,
          body.length,
          () => route.send(body, route.svgType),
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        await expectReencoded(route, answer);
      }
      expect(canary.hits()).toBe(0);
    },
  );

  it('refuses an SVG said to be one as a question picture, and any SVG as a person’s photo', async () => {
    const script = await i.svgScript.make();
    await expectRefused(
      `image: ${i.svgScript.name} (image/svg+xml)`,
      'question picture',
      script.length,
      () => send('PUT', questionImage(), 'image/svg+xml', script),
      notImage,
    );
    const photoRoutes = imageRoutes.filter((route) => route.refusal.code === 'photo_not_image');
    for (const route of photoRoutes)
      for (const file of [i.svgScript, svgWithRemoteReference(canary.url)]) {
        const body = await file.make();
        await expectRefused(
          `image: ${file.name} (image/png)`,
          route.name,
          body.length,
          () => route.send(body, 'image/png'),
          route.refusal,
        );
      }
    expect(canary.hits()).toBe(0);
  });
});

// ---- videos --------------------------------------------------------------------------------------

describe(`videos sent to the setup (${testDatabaseKind})`, () => {
  const videoUrl = (title: string) => `/api/admin/setup/videos?title=${encodeURIComponent(title)}`;
  const v = hostileVideos;

  it('refuses an HTML page said to be an MP4, and keeps nothing', async () => {
    const body = await v.html.make();
    await expectRefused(
      `video: ${v.html.name}`,
      'setup video',
      body.length,
      () => send('POST', videoUrl('Page'), 'video/mp4', body),
      { status: 415, code: 'video_not_video' },
    );
  });

  it('keeps an MP4 cut short, as its first bytes say MP4, and serves it only as a video', async () => {
    const body = await v.truncated.make();
    const answer = await hostile(`video: ${v.truncated.name}`, 'setup video', body.length, () =>
      send('POST', videoUrl('Cut short'), 'video/mp4', body),
    );
    expect(answer.status).toBe(200);
    const video = (answer.body as AdminSetup).site.videos.find(
      (each) => each.title === 'Cut short',
    )!;
    const stored = await served(video.src);
    expect(stored.headers.get('content-type')).toBe('video/mp4');
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await stored.arrayBuffer()).equals(body)).toBe(true);
  });

  it('keeps nothing of an upload whose connection is cut half-way', async () => {
    const before = await everything();
    const head = await v.truncated.make();
    const leftBehind = () => fs.readdirSync(tmp).some((name) => name.startsWith('utsav-'));
    await hostile('video: an upload cut off after 1 MB of 4 MB', 'setup video', MB, async () => {
      await new Promise<void>((resolve) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: videoUrl('Cut off'),
          agent: false,
          headers: { cookie: admin, 'content-type': 'video/mp4', 'content-length': 4 * MB },
        });
        request.on('error', () => resolve());
        request.write(Buffer.concat([head, Buffer.alloc(MB - head.length, 1)]), () =>
          setTimeout(() => {
            request.destroy();
            resolve();
          }, 200),
        );
      });
      // The server notices the cut and removes its temporary file.
      for (let waited = 0; waited < 5_000 && leftBehind(); waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 0, code: 'none: the connection was cut', params: {}, body: null };
    });
    expect(await everything()).toEqual(before);
  });
});

// ---- bodies past each route's limit --------------------------------------------------------------

describe(`bodies past each route's limit, refused before they are read (${testDatabaseKind})`, () => {
  const tooLarge = (code: string): Verdict => ({ status: 413, code });
  it.each([
    {
      route: 'quiz import',
      url: () => quizImport(''),
      type: XLSX,
      bytes: 2 * MB + 1,
      code: 'quiz_file_too_large',
    },
    {
      route: 'question picture',
      url: questionImage,
      type: 'image/png',
      bytes: 10 * MB + 1,
      code: 'image_too_large',
    },
    {
      route: 'registry apply',
      url: () => registryUpload('apply'),
      type: 'text/csv',
      bytes: 8 * MB + 1,
      code: 'registry_too_large',
    },
    {
      route: 'team logo',
      url: () => '/api/admin/setup/teams/lucknow/logo',
      type: 'image/png',
      bytes: 10 * MB + 1,
      code: 'image_too_large',
    },
    {
      route: 'photo wall',
      url: () => `/api/engage/${wallId}/photos`,
      type: 'image/jpeg',
      bytes: 10 * MB + 1,
      code: 'photo_too_large',
    },
    {
      route: 'setup video',
      url: () => '/api/admin/setup/videos?title=Huge',
      type: 'video/mp4',
      bytes: 600 * MB,
      code: 'video_too_large',
    },
    {
      route: 'setup import',
      url: () => '/api/admin/setup/import',
      type: 'application/zip',
      bytes: 3 * 1024 * MB,
      code: 'setup_file_too_large',
    },
  ])(
    'refuses a body past the limit of the $route at once',
    async ({ route, url, type, bytes, code }) => {
      const method = route === 'question picture' || route === 'team logo' ? 'PUT' : 'POST';
      await expectRefused(
        'a body past the limit (64 kB of it sent)',
        route,
        bytes,
        sendDeclaring(method, url(), type, bytes),
        tooLarge(code),
      );
    },
  );

  it('refuses a form past the limit of the selfie at once', async () => {
    const type = 'multipart/form-data; boundary=x';
    await expectRefused(
      'a body past the limit (64 kB of it sent)',
      'selfie',
      11 * MB,
      sendDeclaring('POST', '/api/profile', type, 11 * MB, person.cookie),
      tooLarge('photo_too_large'),
    );
  });
});

// ---- the whole file ------------------------------------------------------------------------------

describe('the health check across every hostile file', () => {
  it(`answered within ${HEALTH_MAX_MS} ms while each was on its way`, () => {
    const worst = Math.max(...rows.map((row) => row.health));
    const pause = Math.max(...rows.map((row) => row.pause));
    const files = rows.length;
    rows.push({
      file: `every one of the ${files} above`,
      route: '',
      bytes: 0,
      answer: '',
      ms: rows.reduce((sum, row) => sum + row.ms, 0),
      health: worst,
      pause,
    });
    expect(files).toBeGreaterThan(100);
    expect(worst).toBeLessThan(HEALTH_MAX_MS);
  });
});
