import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { AdminQuizList } from '../../../common/quiz-editor-api.js';
import type { AdminSetup } from '../../../common/setup-api.js';
import { manualClock } from '../../clock.js';
import { signInTestUser } from '../../test/sessions.js';
import { lucknowTeam } from '../../test/setup-archive.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { readSetupArchive } from './setup-archive.js';
import { SETUP_ARCHIVE_LIMITS } from './setup-import.js';

const ADMIN = '9111300000';
const MiB = 1024 * 1024;
let server: TestServer;
let admin: Record<string, string>;
let storageDir: string;
/** The server's temporary folder for this file: every import's files go there. */
let tmp: string;
const previousTmp = process.env.TMPDIR;

beforeAll(async () => {
  server = await startTestServer({
    clock: manualClock(Date.UTC(2026, 8, 1, 2, 0)),
    env: { ADMIN_PHONES: `+91${ADMIN}` },
  });
  admin = (await signInTestUser(server.app, ADMIN)).cookies;
  if (server.config.storage.kind !== 'file') throw new Error('expected file storage');
  storageDir = server.config.storage.dir;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-archive-test-'));
  process.env.TMPDIR = tmp;
});
afterAll(async () => {
  process.env.TMPDIR = previousTmp;
  fs.rmSync(tmp, { recursive: true, force: true });
  await server.close();
});
/** What the server left in its temporary folder: the tsx loader's cache of a reader run from source aside. */
function leftInTemporaryFolder(): string[] {
  return fs.readdirSync(tmp).filter((name) => !name.startsWith('tsx-'));
}

// ---- archives --------------------------------------------------------------------------------

const site = () => ({
  event: { name: 'Utsav 2027', timeZone: 'Asia/Kolkata' },
  teams: [lucknowTeam()],
  brand: {},
  slogans: [] as string[],
  gallery: {
    selfPhotoUrl: 'https://photos.example.com/2027/self',
    eventPhotoUrl: 'https://photos.example.com/2027/event',
  },
  videos: [] as { title: string; src: string; cover: string | null }[],
  pages: { terms: null, privacy: null },
  profile: { selfie: false },
});
const quizzes = () => [
  { id: 'quiz1', kind: 'contest', title: { en: 'Day one', hi: '' }, questionsPerPlay: 1 },
];
const questions = () => [
  {
    id: 1,
    question: 'Which city is the capital of India?',
    options: ['Mumbai', 'New Delhi'],
    answer: 'New Delhi',
  },
];

type Entry = string | Buffer | { zeros: number; level?: number };

/** A .zip of these entries, in this order; JSON values are written as an export writes them. */
async function zipOf(entries: Record<string, Entry | object>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    if (Buffer.isBuffer(content)) zip.addBuffer(content, name);
    else if (typeof content === 'string') zip.addBuffer(Buffer.from(content), name);
    else if ('zeros' in content && typeof content.zeros === 'number')
      zip.addReadStream(zerosStream(content.zeros), name, { size: content.zeros });
    else zip.addBuffer(Buffer.from(JSON.stringify(content, null, 2)), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `bytes` zeros, made as they are read: never held whole, never on disk. */
function zerosStream(bytes: number): Readable {
  const chunk = Buffer.alloc(MiB);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const size = Math.min(left, chunk.length);
      left -= size;
      this.push(size === chunk.length ? chunk : chunk.subarray(0, size));
    },
  });
}

/** The archive with the size its central directory declares for `name` changed: a lie. */
function declaring(zip: Buffer, name: string, bytes: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.indexOf('PK\x01\x02'); at >= 0; at = copy.indexOf('PK\x01\x02', at + 4)) {
    const length = copy.readUInt16LE(at + 28);
    if (copy.toString('utf8', at + 46, at + 46 + length) !== name) continue;
    copy.writeUInt32LE(bytes, at + 24);
    return copy;
  }
  throw new Error(`${name} is not in the archive`);
}

const plainSetup = () => ({
  'site.json': site(),
  'questions/quizzes.json': quizzes(),
  'questions/quiz1.json': questions(),
});

// ---- what an import leaves -------------------------------------------------------------------

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) =>
        fs.statSync(path.join(dir, name)).isFile(),
      )
    : [];
}

/** The event as the database and the storage hold it, and what the temporary folder holds. */
async function state() {
  const setup = await server.app.inject({ method: 'GET', url: '/api/admin/setup', cookies: admin });
  const list = await server.app.inject({
    method: 'GET',
    url: '/api/admin/quizzes',
    cookies: admin,
  });
  return {
    version: setup.json<AdminSetup>().site.version,
    event: setup.json<AdminSetup>().site.event.name,
    quizzes: list.json<AdminQuizList>().quizzes.map((quiz) => [quiz.id, quiz.questionCount]),
    stored: filesUnder(storageDir).sort(),
    temporary: leftInTemporaryFolder(),
  };
}

async function importing(archive: Buffer, query = '') {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/admin/setup/import${query}`,
    cookies: admin,
    headers: { 'content-type': 'application/zip' },
    payload: archive,
  });
  return { status: response.statusCode, body: response.json<Record<string, never>>() };
}

/** Sends the archive, expects it refused with this status and code, and nothing changed. */
async function expectRefused(archive: Buffer, status: number, error: object) {
  const before = await state();
  for (const query of ['?dryRun=1', '']) {
    const reply = await importing(archive, query);
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ error });
  }
  const after = await state();
  expect(after).toEqual(before);
  expect(after.temporary).toEqual([]);
}

// ---- the tests -------------------------------------------------------------------------------

describe(`a setup file's bounds (${testDatabaseKind})`, () => {
  it('takes the plain setup the hostile files below are made from', async () => {
    const reply = await importing(await zipOf(plainSetup()), '?dryRun=1');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ event: { to: 'Utsav 2027' }, questions: 1 });
    expect(leftInTemporaryFolder()).toEqual([]);
  });

  it('refuses entries whose declared sizes sum past what the file may unpack to, before unpacking any', async () => {
    // Two truthful 500 MB entries of zeros, each within a video's limit, in about a megabyte.
    const honest = await zipOf({
      ...plainSetup(),
      'videos/a.mp4': { zeros: 500 * MiB },
      'videos/b.mp4': { zeros: 500 * MiB },
    });
    expect(honest.length).toBeLessThan(8 * MiB);
    await expectRefused(honest, 413, { code: 'setup_file_unpacked_too_large' });

    // The same declared over a few bytes of data: were any of it inflated, the first entry would be
    // refused as short of what it declares; the sum refuses it first.
    const small = await zipOf({
      ...plainSetup(),
      'videos/a.mp4': { zeros: 1024 },
      'videos/b.mp4': { zeros: 1024 },
    });
    const lying = declaring(declaring(small, 'videos/a.mp4', 500 * MiB), 'videos/b.mp4', 500 * MiB);
    await expectRefused(lying, 413, { code: 'setup_file_unpacked_too_large' });
  }, 120_000);

  it('stops an entry that inflates past the size it declares at that size', async () => {
    // A logo that says 1 kB and inflates to 64 MB.
    const bomb = declaring(
      await zipOf({
        ...plainSetup(),
        'site.json': { ...site(), brand: { eventLogo: 'brand/event-logo.png' } },
        'brand/event-logo.png': { zeros: 64 * MiB },
      }),
      'brand/event-logo.png',
      1024,
    );
    await expectRefused(bomb, 400, {
      code: 'setup_file_invalid',
      params: { file: 'brand/event-logo.png' },
    });
  });

  it('refuses more entries than a setup holds, before reading them', async () => {
    const many: Record<string, string | object> = plainSetup();
    for (let i = 0; i < SETUP_ARCHIVE_LIMITS.entries; i += 1) many[`junk/${i}.txt`] = '';
    await expectRefused(await zipOf(many), 413, { code: 'setup_file_unpacked_too_large' });
  });

  it('refuses an entry larger than its kind allows, and one named outside its folder', async () => {
    const big = declaring(
      await zipOf({ ...plainSetup(), 'brand/logo.png': { zeros: 1024 } }),
      'brand/logo.png',
      SETUP_ARCHIVE_LIMITS.imageBytes + 1,
    );
    await expectRefused(big, 400, {
      code: 'setup_file_invalid',
      params: { file: 'brand/logo.png' },
    });
    const hidden = await zipOf({ ...plainSetup(), 'brand/.htaccess': 'Options +Indexes' });
    await expectRefused(hidden, 400, {
      code: 'setup_file_invalid',
      params: { file: 'brand/.htaccess' },
    });
    const escaping = await zipOf({ ...plainSetup(), 'xx/outside.json': '{}' });
    const renamed = Buffer.from(
      escaping.toString('latin1').replaceAll('xx/outside', '../outside'),
      'latin1',
    );
    await expectRefused(renamed, 415, { code: 'setup_file_not_supported' });
  });

  it('refuses a file named by the setup that the archive lacks, even in a dry run', async () => {
    const missing = await zipOf({
      ...plainSetup(),
      'site.json': { ...site(), slogans: ['slogans/slogan-1.png'] },
    });
    await expectRefused(missing, 400, {
      code: 'setup_file_invalid',
      params: { file: 'slogans/slogan-1.png' },
    });
  });
});

describe(`a setup file's texts follow the admin forms' rules (${testDatabaseKind})`, () => {
  const withSite = (change: (file: ReturnType<typeof site>) => void) => {
    const file = site();
    change(file);
    return zipOf({ ...plainSetup(), 'site.json': file });
  };

  it('refuses a NUL in the event name, naming the file and the field', async () => {
    await expectRefused(await withSite((file) => (file.event.name = 'Utsav\u0000 2027')), 400, {
      code: 'setup_file_invalid',
      field: 'event.name',
      params: { file: 'site.json (event.name)', reason: 'unsaveable' },
    });
  });

  it('refuses a right-to-left override in a team name rather than store it or change it', async () => {
    await expectRefused(
      await withSite((file) => (file.teams[0]!.label.en = 'Krrish\u202Ehsirrk')),
      400,
      {
        code: 'setup_file_invalid',
        field: 'teams.0.label.en',
        params: { file: 'site.json (teams.0.label.en)', reason: 'unsaveable' },
      },
    );
  });

  it('refuses a team name, a video title and a slogan longer than the forms take', async () => {
    await expectRefused(
      await withSite((file) => (file.teams[0]!.office.hi = 'ल'.repeat(201))),
      400,
      { code: 'setup_file_invalid', field: 'teams.0.office.hi', params: { reason: 'tooLong' } },
    );
    await expectRefused(
      await withSite((file) => {
        file.videos = [{ title: 'V'.repeat(201), src: 'videos/a.mp4', cover: null }];
      }),
      400,
      { code: 'setup_file_invalid', field: 'videos.0.title', params: { reason: 'tooLong' } },
    );
    await expectRefused(
      await withSite((file) => (file.slogans = [`slogans/${'s'.repeat(4000)}.png`])),
      400,
      { code: 'setup_file_invalid', field: 'slogans.0' },
    );
    await expectRefused(await withSite((file) => (file.teams[0]!.capacity = 1e6)), 400, {
      code: 'setup_file_invalid',
      field: 'teams.0.capacity',
      params: { reason: 'capacityRange' },
    });
  });

  it("refuses a 4 MB question, and a question the quiz editor would refuse, by the file's own fields", async () => {
    const withQuestions = (list: object) =>
      zipOf({ ...plainSetup(), 'questions/quiz1.json': list });
    await expectRefused(
      await withQuestions([{ ...questions()[0], question: 'Q'.repeat(4 * MiB) }]),
      400,
      {
        code: 'setup_file_invalid',
        field: '0.question',
        params: { file: 'questions/quiz1.json (0.question)', reason: 'tooLong' },
      },
    );
    await expectRefused(
      await withQuestions([{ ...questions()[0], options: ['Delhi', 'Delhi'], answer: 'Delhi' }]),
      400,
      { code: 'setup_file_invalid', field: '0.options', params: { reason: 'optionsNotDistinct' } },
    );
    await expectRefused(await withQuestions([{ ...questions()[0], answer: 'Kolkata' }]), 400, {
      code: 'setup_file_invalid',
      field: '0.answer',
      params: { reason: 'correctNotAnOption' },
    });
    const title = quizzes();
    title[0]!.title.en = '\u200B';
    await expectRefused(await zipOf({ ...plainSetup(), 'questions/quizzes.json': title }), 400, {
      code: 'setup_file_invalid',
      field: '0.title.en',
    });
  });
});

describe('reading a setup file without a server', () => {
  it('answers with plain data a worker thread can send, and unpacks only the files the setup names', async () => {
    const picture = await fs.promises.readFile('content/brand/event-logo.svg');
    const bytes = await zipOf({
      ...plainSetup(),
      'site.json': { ...site(), brand: { eventLogo: 'brand/event-logo' } },
      'brand/event-logo.svg': picture,
      'unused/notes.txt': 'not named by the setup',
    });
    const dir = fs.mkdtempSync(path.join(tmp, 'read-'));
    try {
      const input = {
        archive: { bytes: new Uint8Array(bytes) },
        dir,
        limits: SETUP_ARCHIVE_LIMITS,
      };
      const setup = await readSetupArchive(structuredClone(input));
      expect(structuredClone(setup)).toEqual(setup);
      expect(setup.site.brand.eventLogo).toBe('brand/event-logo');
      expect(setup.quizzes[0]!.questions[0]!.answer).toBe('New Delhi');
      expect(filesUnder(dir)).toEqual([path.join('brand', 'event-logo.svg')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
