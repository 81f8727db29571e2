// Random and hostile input at every endpoint that reads a body, a query or a path: the answer is
// always a 4xx with a clear message, never a 5xx, and the database and the stored photos are
// exactly as they were. Where hostile text is valid data (a name, a search), it is stored and
// searched as text. BAD_INPUT_RUNS sets the runs per property; FC_SEED replays a failure.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { isOneLine, removeInvisibleControls, visibleText } from '../../common/visible-text.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, QuizStep } from '../../common/api.js';
import { RegistryReport } from '../../common/registry.js';
import { SPEC_TEAM_KEYS } from '../../common/teams.js';
import { manualClock } from '../clock.js';
import { multipart } from '../test/multipart.js';
import { photoContentDir } from '../test/content.js';
import { switchQuiz } from '../test/quiz-input.js';
import { signInTestUser } from '../test/sessions.js';
import { sendCodeTo } from '../test/sign-in.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server.js';

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 100);
/** Each run takes a few milliseconds on SQLite and up to about 20 on PostgreSQL. */
const TIMEOUT = 30_000 + RUNS * 200;
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const ADMIN_DIGITS = '9000012345';
const WAITING_DIGITS = '9811200000';

// ---------------------------------------------------------------------------------------------
// What an attacker types.

const FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "1' AND sleep(5)#",
  "'; SELECT pg_sleep(5); --",
  "' UNION SELECT phone_number, NULL FROM users --",
  '1) OR (1=1',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e',
  '\ufeff',
  '\ud83d',
  '😀👩‍👩‍👧',
  'ज़िंदगी',
  'Ünïcödé',
  '\r\n',
  '__proto__',
  'constructor',
  'null',
  'NaN',
];

const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 2, maxLength: 5 }).map((a) => a.join(' ')),
);

/**
 * Hostile text made longer than a field allows. Limits count the characters a person sees: not
 * UTF-16 units, and not the invisible controls the server removes before it measures.
 */
const tooLong = (max: number): fc.Arbitrary<string> =>
  fc
    .tuple(hostileText, fc.integer({ min: max + 1, max: max * 3 + 10 }))
    .map(([text, length]) => [...(text.trim() || 'x').repeat(length)].slice(0, length).join(''))
    .filter((text) => [...visibleText(text).trim()].length > max);

const notAString: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  // NaN and Infinity would be sent as null, which some fields take.
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(hostileText, fc.jsonValue(), { maxKeys: 3 }),
);

const notABoolean: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom('true', 'false', '1', '0', '', 'yes'),
  fc.constant(null),
  fc.array(fc.boolean(), { maxLength: 2 }),
  fc.dictionary(hostileText, fc.boolean(), { maxKeys: 2 }),
);

/** Anything but a whole number from min to max. */
const notAWholeNumberIn = (min: number, max: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    notAString.filter(
      (v) => !(Number.isInteger(v) && (v as number) >= min && (v as number) <= max),
    ),
    fc.integer({ max: min - 1 }),
    fc.integer({ min: max + 1 }),
  );

/** Text that can never be a mobile number: fewer than ten digits in it. */
const notAPhone = fc.oneof(
  notAString,
  tooLong(32),
  hostileText.filter((text) => text.replace(/\D/g, '').length < 10),
);

const keysThatPoison = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'isAdmin'),
  hostileText,
);
const poison = fc.oneof(
  fc.jsonValue(),
  fc.constant({ polluted: true }),
  fc.constant({ prototype: { polluted: true } }),
  fc.constant({ isAdmin: true, role: 'admin' }),
);

// ---------------------------------------------------------------------------------------------
// The endpoints and what a refused body of each looks like.

type Field = { name: string; bad: fc.Arbitrary<unknown>; optional?: boolean };
type Endpoint = {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  cookies: () => Record<string, string>;
  /** A body the route accepts, or refuses only for a reason no field below can repair. */
  template: () => Record<string, unknown>;
  fields: Field[];
};

/** The server's one JSON body limit (`bodyLimit` in server/app.ts). */
const BODY_LIMIT = 64 * 1024;

type Sent = { payload: string | Buffer; headers: Record<string, string>; what: string };

function bodyFor(endpoint: Endpoint): fc.Arbitrary<Sent> {
  const json = (value: unknown, what: string): Sent => ({
    payload: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
    what,
  });
  const fieldIndex = fc.integer({ min: 0, max: endpoint.fields.length - 1 });
  const required = endpoint.fields.filter((field) => !field.optional);
  const names = new Set(endpoint.fields.map((field) => field.name));
  return fc.oneof(
    // Not an object at all.
    fc
      .jsonValue()
      .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value))
      .map((value) => json(value, 'not an object')),
    // One field wrong: a wrong type, too long, or text the field cannot hold.
    fieldIndex.chain((i) =>
      endpoint.fields[i]!.bad.map((value) =>
        json(
          { ...endpoint.template(), [endpoint.fields[i]!.name]: value },
          `bad ${endpoint.fields[i]!.name}`,
        ),
      ),
    ),
    // A required field missing.
    fc.constantFrom(...required).map((field) => {
      const body = endpoint.template();
      delete body[field.name];
      return json(body, `no ${field.name}`);
    }),
    // A key the route does not take, including the ones that poison prototypes.
    fc
      .tuple(
        keysThatPoison.filter((key) => !names.has(key)),
        poison,
      )
      .map(([key, value]) => json({ ...endpoint.template(), [key]: value }, `extra key ${key}`)),
    // Not JSON, though it says so: random text, or a valid body cut short.
    fc
      .oneof(
        hostileText,
        fc.nat().map((n) => {
          const whole = JSON.stringify(endpoint.template());
          return whole.slice(0, n % whole.length);
        }),
      )
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((text) => ({
        payload: text,
        headers: { 'content-type': 'application/json' },
        what: 'malformed JSON',
      })),
    // A body the route would take, sent as something that is not JSON.
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'image/png',
      )
      .map((type) => ({
        payload: JSON.stringify(endpoint.template()),
        headers: { 'content-type': type },
        what: `content-type ${type}`,
      })),
    // Over the body limit.
    fc.tuple(fieldIndex, fc.integer({ min: 1, max: 3 * BODY_LIMIT })).map(([i, extra]) =>
      json(
        {
          ...endpoint.template(),
          [endpoint.fields[i]!.name]: 'x'.repeat(BODY_LIMIT + extra),
        },
        'over the body limit',
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The server, its callers, and what "unchanged" means.

let server: TestServer;
const clock = manualClock();
const callers = {} as Record<
  'signedOut' | 'noProfile' | 'player' | 'admin',
  Record<string, string>
>;
let question: { id: number; options: string[] };
let photo: Buffer;
let nextPhone = 9811300000;
let inputsTried = 0;
let base: string;

async function snapshot(): Promise<string> {
  const db = server.app.db;
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db
      .selectFrom(table as never)
      .selectAll()
      .execute();
    parts.push(
      `${table}: ${rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n')}`,
    );
  }
  const storage = server.config.storage;
  if (storage.kind === 'file') {
    const files = fs.existsSync(storage.dir)
      ? fs
          .readdirSync(storage.dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [];
    parts.push(`files: ${files.join(', ')}`);
  }
  return parts.join('\n');
}

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** The refusal a user can read: a 4xx, our error shape, a sentence and no internals. */
function expectClearRefusal(response: Answer, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const body = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
  expect(body.error?.code, what).toMatch(/^[A-Za-z0-9_]+$/);
  const message = body.error?.message;
  expect(typeof message, what).toBe('string');
  expect((message as string).length, what).toBeGreaterThan(3);
  expect((message as string).length, what).toBeLessThan(200);
  expect(message, what).not.toMatch(
    /\n\s+at |sqlite|postgres|syntax error|select |insert |undefined/i,
  );
}

function expectNoPollution() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.isAdmin).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
}

const settings = () => ({
  numRuns: RUNS,
  ...(SEED === undefined ? {} : { seed: SEED }),
});

async function session(profile: boolean): Promise<Record<string, string>> {
  const { cookies } = await signInTestUser(server.app, String((nextPhone += 1)));
  if (profile) {
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      cookies,
      payload: {
        employeeId: `EMP${(nextPhone % 100) + 1100}`,
        name: 'Fuzz Target',
        gender: 'male',
        team: 'central',
      },
    });
    expect(saved.statusCode).toBe(200);
  }
  return cookies;
}

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: {
      ADMIN_PHONES: `+91${ADMIN_DIGITS}`,
      CONTENT_DIR: photoContentDir(),
    },
  });
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  callers.signedOut = {};
  callers.noProfile = await session(false);
  callers.player = await session(true);
  callers.admin = (await signInTestUser(server.app, ADMIN_DIGITS)).cookies;
  // A number with a code waiting, so a well-formed guess would count against it.
  expect((await sendCodeTo(server.app, WAITING_DIGITS)).statusCode).toBe(200);
  await switchQuiz(server.app.db, 'quiz3', true);
  const started = await server.app.inject({
    method: 'POST',
    url: '/api/quiz/quiz3/start',
    cookies: callers.player,
  });
  const step = started.json<QuizStep>();
  if (!('question' in step)) throw new Error('the quiz did not start');
  question = step.question;
  photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a52' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await server?.close();
  console.info(`bad input on ${testDatabaseKind}: ${inputsTried} inputs tried`);
});

const employeeId: Field = {
  name: 'employeeId',
  bad: fc.oneof(
    notAString,
    tooLong(64),
    fc.constantFrom('', '   ', '\t\n'),
    // Anything but a code in the registry (EMP1001 to EMP1300).
    hostileText.filter((text) => !/^emp\d{4}$/.test(text.toLowerCase().replace(/\s+/g, ''))),
  ),
};
const profileFields: Field[] = [
  employeeId,
  { name: 'name', bad: fc.oneof(notAString, tooLong(120), fc.constantFrom('', '  ', '\n')) },
  { name: 'gender', bad: fc.oneof(notAString, hostileText, fc.constantFrom('Male', 'other', '')) },
  {
    name: 'team',
    bad: fc.oneof(
      notAString,
      hostileText.filter((text) => !(SPEC_TEAM_KEYS as readonly string[]).includes(text)),
      fc.constantFrom('Lucknow', 'krrish', 'all'),
    ),
  },
  {
    name: 'phone',
    bad: fc.oneof(
      notAString.filter((v) => v !== undefined),
      tooLong(32),
    ),
    optional: true,
  },
];
const profileTemplate = () => ({
  employeeId: 'EMP1299',
  name: 'Asha Verma',
  gender: 'female',
  team: 'kanpur',
});

const ENDPOINTS: Endpoint[] = [
  {
    name: 'send-code',
    method: 'POST',
    url: () => '/api/auth/send-code',
    cookies: () => callers.signedOut,
    // The bot check is never solved: no body here may cost an SMS.
    template: () => ({ phone: '9811299999', botCheck: 'unsolved' }),
    fields: [
      { name: 'phone', bad: notAPhone },
      { name: 'botCheck', bad: fc.oneof(notAString, tooLong(4096), hostileText) },
    ],
  },
  {
    name: 'verify-code',
    method: 'POST',
    url: () => '/api/auth/verify-code',
    cookies: () => callers.signedOut,
    template: () => ({ phone: WAITING_DIGITS, code: '000000' }),
    fields: [
      { name: 'phone', bad: notAPhone },
      {
        name: 'code',
        bad: fc.oneof(
          notAString,
          tooLong(32),
          hostileText.filter((t) => !/^\s*\d{6}\s*$/.test(t)),
        ),
      },
    ],
  },
  {
    name: 'profile (JSON)',
    method: 'POST',
    url: () => '/api/profile',
    cookies: () => callers.noProfile,
    template: profileTemplate,
    fields: profileFields,
  },
  {
    name: 'quiz answer',
    method: 'POST',
    url: () => '/api/quiz/quiz3/answer',
    cookies: () => callers.player,
    template: () => ({ questionId: question.id, selected: question.options[0] }),
    fields: [
      {
        name: 'questionId',
        bad: fc.oneof(
          notAString.filter((v) => typeof v !== 'number' || !Number.isInteger(v) || v <= 0),
          fc.integer().filter((id) => id !== question.id),
          fc.constant(null).map(() => String(question.id)),
        ),
      },
      {
        name: 'selected',
        bad: fc.oneof(
          notAString.filter((v) => v !== null),
          tooLong(500),
          hostileText.filter((text) => !question.options.includes(text)),
        ),
      },
    ],
  },
  {
    name: 'admin quiz switch',
    method: 'PUT',
    url: () => '/api/admin/quizzes/quiz1/open',
    cookies: () => callers.admin,
    template: () => ({ open: true }),
    fields: [{ name: 'open', bad: notABoolean }],
  },
  {
    name: 'admin quiz settings',
    method: 'PUT',
    url: () => '/api/admin/quizzes/quiz1',
    cookies: () => callers.admin,
    template: () => ({
      title: { en: '1st September 2025 - Quiz', hi: '' },
      kind: 'contest',
      questionsPerPlay: 5,
      secondsPerQuestion: 20,
      open: true,
      opensAt: null,
      closesAt: null,
    }),
    fields: [
      { name: 'title', bad: fc.oneof(notAString, fc.constant({ en: '' })) },
      {
        name: 'kind',
        bad: fc.oneof(
          notAString,
          hostileText.filter((t) => !['contest', 'practice'].includes(t)),
        ),
      },
      { name: 'questionsPerPlay', bad: notAWholeNumberIn(1, 50) },
      { name: 'secondsPerQuestion', bad: notAWholeNumberIn(5, 300) },
      { name: 'open', bad: notABoolean },
      { name: 'opensAt', bad: fc.oneof(fc.integer(), hostileText) },
    ],
  },
  {
    name: 'admin question',
    method: 'POST',
    url: () => '/api/admin/quizzes/quiz1/questions',
    cookies: () => callers.admin,
    template: () => ({
      text: 'Which planet is largest?',
      options: ['Jupiter', 'Mars'],
      correct: 0,
    }),
    fields: [
      { name: 'text', bad: fc.oneof(notAString, tooLong(500)) },
      {
        name: 'options',
        bad: fc.oneof(
          notAString.filter((v) => !Array.isArray(v)),
          fc.array(hostileText, { maxLength: 1 }),
          fc.array(fc.constant('Same'), { minLength: 2, maxLength: 7 }),
          fc.array(tooLong(200), { minLength: 2, maxLength: 3 }),
        ),
      },
      { name: 'correct', bad: notAWholeNumberIn(0, 1) },
    ],
  },
  {
    name: 'admin grant',
    method: 'POST',
    url: () => '/api/admin/admins',
    cookies: () => callers.admin,
    template: () => ({ phone: '9000077777', name: 'New organiser' }),
    fields: [
      { name: 'phone', bad: notAPhone },
      { name: 'name', bad: fc.oneof(notAString, tooLong(60), fc.constantFrom('', '  ', '\n')) },
    ],
  },
];

describe(`bad input on ${testDatabaseKind}`, () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s refuses every hostile JSON body clearly and changes nothing',
    async (_name, endpoint) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint), async (sent) => {
          inputsTried += 1;
          const response = await server.app.inject({
            method: endpoint.method,
            url: endpoint.url(),
            cookies: endpoint.cookies(),
            headers: sent.headers,
            payload: sent.payload,
          });
          expectClearRefusal(response, sent.what);
          expectNoPollution();
          expect(await snapshot(), sent.what).toBe(before);
        }),
        settings(),
      );
    },
    TIMEOUT,
  );

  /**
   * A name a part's header can carry. The parser skips a part it cannot read (no name, a quote or
   * a line break in it), as browsers' form parsers do, and the rest of the form is judged alone.
   */
  const readableName = (name: string) => /^[^\p{Cc}"\\]+$/u.test(name);

  it(
    'the profile refuses every hostile multipart body clearly and keeps no photo',
    async () => {
      const before = await snapshot();
      const corruption = fc.oneof(
        fc.constantFrom(...profileFields.slice(0, 4)).chain((field) =>
          // A form carries only text: the bad values that are text.
          field.bad
            .filter((value): value is string => typeof value === 'string')
            .map((value) => ({ kind: 'bad field', field: field.name, value })),
        ),
        fc.constantFrom('employeeId', 'name', 'gender', 'team').map((field) => ({
          kind: 'no field',
          field,
        })),
        fc
          .tuple(
            keysThatPoison.filter(
              (key) =>
                !['employeeId', 'name', 'gender', 'team', 'phone', 'selfie'].includes(key) &&
                readableName(key),
            ),
            hostileText,
          )
          .map(([field, value]) => ({ kind: 'extra field', field, value })),
        fc.constantFrom('employeeId', 'name', 'team').map((field) => ({ kind: 'twice', field })),
        fc.uint8Array({ maxLength: 3000 }).map((bytes) => ({ kind: 'not an image', bytes })),
        fc
          .oneof(hostileText, fc.constantFrom('photo', 'file', 'employeeId'))
          .filter((f) => f !== 'selfie' && readableName(f))
          .map((field) => ({ kind: 'photo elsewhere', field })),
        fc.constant({ kind: 'two photos' }),
        fc.integer({ min: 12, max: 40 }).map((count) => ({ kind: 'too many fields', count })),
        fc.integer({ min: 1025, max: 5000 }).map((length) => ({ kind: 'field too long', length })),
        fc.nat().map((cut) => ({ kind: 'cut off', cut })),
        fc.constantFrom('boundary', 'no boundary').map((kind) => ({ kind: `wrong ${kind}` })),
      );
      await fc.assert(
        fc.asyncProperty(corruption, async (c) => {
          inputsTried += 1;
          const fields: Record<string, string> = profileTemplate();
          let file: Parameters<typeof multipart>[1] = {
            data: photo,
            name: 'me.jpg',
            type: 'image/jpeg',
          };
          let extraParts = '';
          const part = (name: string, value: string) =>
            `--BOUNDARY\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
          if (c.kind === 'bad field' && 'value' in c) fields[c.field] = c.value;
          if (c.kind === 'no field' && 'field' in c) delete fields[c.field];
          if (c.kind === 'extra field' && 'value' in c) extraParts += part(c.field, c.value);
          if (c.kind === 'twice' && 'field' in c) extraParts += part(c.field, 'EMP1298');
          if (c.kind === 'not an image' && 'bytes' in c)
            file = { ...file, data: Buffer.from(c.bytes) };
          if (c.kind === 'photo elsewhere' && 'field' in c) file = { ...file, field: c.field };
          if (c.kind === 'too many fields' && 'count' in c)
            for (let i = 0; i < c.count; i += 1) extraParts += part(`extra${i}`, 'x');
          if (c.kind === 'field too long' && 'length' in c) fields.name = 'n'.repeat(c.length);
          const built = multipart(fields, file);
          const boundary = /boundary=(.+)$/.exec(built.headers['content-type'])![1]!;
          let payload = Buffer.concat([
            Buffer.from(extraParts.replaceAll('BOUNDARY', boundary)),
            built.payload,
          ]);
          if (c.kind === 'two photos') {
            const second = multipart({}, { data: photo, name: 'two.jpg', type: 'image/jpeg' });
            const secondBoundary = /boundary=(.+)$/.exec(second.headers['content-type'])![1]!;
            const filePart = second.payload
              .toString('latin1')
              .replaceAll(secondBoundary, boundary)
              .replace(`--${boundary}--\r\n`, '');
            payload = Buffer.concat([Buffer.from(filePart, 'latin1'), payload]);
          }
          let contentType = `multipart/form-data; boundary=${boundary}`;
          if (c.kind === 'cut off' && 'cut' in c)
            payload = payload.subarray(0, c.cut % (payload.length - 4));
          if (c.kind === 'wrong boundary')
            contentType = 'multipart/form-data; boundary=something-else';
          if (c.kind === 'wrong no boundary') contentType = 'multipart/form-data';
          // Over a real socket: a cut-off body ends with the request, as it does from a phone.
          const sent = await fetch(`${base}/api/profile`, {
            method: 'POST',
            headers: {
              'content-type': contentType,
              cookie: `utsav_session=${callers.noProfile.utsav_session}`,
            },
            body: payload,
            signal: AbortSignal.timeout(10_000),
          });
          const response = { statusCode: sent.status, body: await sent.text(), headers: {} };
          expectClearRefusal(response, c.kind);
          expectNoPollution();
          expect(await snapshot(), c.kind).toBe(before);
        }),
        settings(),
      );
    },
    TIMEOUT,
  );

  it('a form cut off at any byte is answered at once, and nothing is kept', async () => {
    const before = await snapshot();
    const whole = multipart(profileTemplate(), { data: photo, name: 'me.jpg', type: 'image/jpeg' });
    for (let cut = 0; cut < whole.payload.length - 4; cut += 3) {
      inputsTried += 1;
      const sent = await fetch(`${base}/api/profile`, {
        method: 'POST',
        headers: { ...whole.headers, cookie: `utsav_session=${callers.noProfile.utsav_session}` },
        body: whole.payload.subarray(0, cut),
        // A handler left waiting on a part that never ends would hold this until the timeout.
        signal: AbortSignal.timeout(5_000),
      });
      expectClearRefusal(
        { statusCode: sent.status, body: await sent.text(), headers: {} },
        `cut at ${cut}`,
      );
    }
    expect(await snapshot()).toBe(before);
  }, 120_000);

  it(
    'every query string and path a GET route reads is refused clearly or answered, never a 5xx',
    async () => {
      const before = await snapshot();
      const routes = [
        {
          path: '/api/admin/registrations',
          keys: ['q', 'sort', 'dir', 'page', 'pageSize'],
          who: 'admin',
        },
        { path: '/api/admin/registrations.csv', keys: ['q', 'sort', 'dir'], who: 'admin' },
        { path: '/api/admin/leaderboard', keys: ['quiz_id'], who: 'admin' },
        { path: '/api/admin/leaderboard.csv', keys: ['quiz_id'], who: 'admin' },
        { path: '/api/admin/registry/{}', keys: [], who: 'admin' },
        { path: '/api/selfies/{}', keys: [], who: 'admin' },
        { path: '/api/quiz/{}/attempt', keys: [], who: 'player' },
        { path: '/api/quiz/funquiz/practice', keys: ['quiz_id', 'count'], who: 'player' },
        { path: '/api/quizzes', keys: ['kind'], who: 'player' },
        { path: '/api/admin/quizzes/{}', keys: [], who: 'admin' },
        { path: '/api/stats', keys: ['team'], who: 'player' },
      ] as const;
      const value = fc.oneof(
        hostileText,
        tooLong(100),
        fc.integer().map(String),
        fc.constantFrom('0', '-1', '1e309', '200.5', 'NaN', '[]', '{}'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.oneof(
            value.map((v) => encodeURIComponent(v.replace(/\p{Cs}/gu, '\ufffd'))),
            // Percent-escapes that decode to nothing valid.
            fc.constantFrom(
              '%ED%A0%BD',
              '%',
              '%zz',
              '%00',
              '..%2F..%2Fetc%2Fpasswd',
              '%C0%AF',
              '%FF',
            ),
          ),
          fc.array(
            fc.tuple(
              fc.oneof(
                fc.constantFrom('q', 'sort', 'dir', 'page', 'pageSize', 'quiz_id'),
                hostileText,
              ),
              value,
            ),
            { maxLength: 4 },
          ),
          async (route, segment, query) => {
            inputsTried += 1;
            const search = new URLSearchParams();
            for (const [key, v] of query) search.append(key, v);
            const url = `${route.path.replace('{}', segment)}${query.length ? `?${search.toString()}` : ''}`;
            const response = await server.app.inject({
              method: 'GET',
              url,
              cookies: callers[route.who],
            });
            if (response.statusCode >= 400) expectClearRefusal(response, url);
            else expect(response.statusCode, url).toBe(200);
            expect(await snapshot(), url).toBe(before);
          },
        ),
        settings(),
      );
    },
    TIMEOUT,
  );

  it(
    'hostile text that is valid data is stored as text and searched as text',
    async () => {
      let code = 1150;
      const name = fc
        .oneof(
          hostileText,
          fc
            .array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 4 })
            .map((a) => a.join('')),
        )
        .map((text) => text.slice(0, 120))
        .filter(
          (text) => visibleText(text).trim().length > 0 && text.length <= 120 && isOneLine(text),
        );
      await fc.assert(
        fc.asyncProperty(name, async (text) => {
          inputsTried += 1;
          code += 1;
          const cookies = await session(false);
          const saved = await server.app.inject({
            method: 'POST',
            url: '/api/profile',
            cookies,
            payload: { employeeId: `EMP${code}`, name: text, gender: 'female', team: 'bhopal' },
          });
          expect(saved.statusCode, saved.body).toBe(200);
          const me = (await server.app.inject({ url: '/api/me', cookies })).json<Me>();
          // As typed, less the invisible controls that could make it read otherwise.
          const kept = removeInvisibleControls(text).trim();
          expect(me.profile?.name).toBe(kept);
          // The admin's search finds this person by their name, taken literally.
          const found = await server.app.inject({
            url: `/api/admin/registrations?q=${encodeURIComponent(`EMP${code}`)}`,
            cookies: callers.admin,
          });
          expect(found.json<{ rows: { name: string }[] }>().rows.map((row) => row.name)).toEqual([
            kept,
          ]);
        }),
        { ...settings(), numRuns: Math.min(RUNS, 100) },
      );
    },
    TIMEOUT,
  );

  it('text no database keeps as sent (NUL, half a surrogate pair) is refused, not stored garbled', async () => {
    const cookies = await session(false);
    const before = await snapshot();
    for (const name of ['Asha \\ud83d', 'Asha \\u0000 Verma']) {
      const json = await server.app.inject({
        method: 'POST',
        url: '/api/profile',
        cookies,
        headers: { 'content-type': 'application/json' },
        payload: `{"employeeId":"EMP1260","name":"${name}","gender":"female","team":"bhopal"}`,
      });
      expect(json.json()).toEqual({
        error: {
          code: 'unsaveable_text',
          message: 'The request contains characters that cannot be saved',
        },
      });
      // On the wire a form is UTF-8, where half a surrogate pair cannot be written; a NUL can.
      if (!name.includes('u0000')) continue;
      const form = multipart({
        employeeId: 'EMP1260',
        name: JSON.parse(`"${name}"`) as string,
        gender: 'female',
        team: 'bhopal',
      });
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/profile',
        cookies,
        ...form,
      });
      expect(sent.json()).toEqual({
        error: {
          code: 'invalid_profile',
          field: 'name',
          message: 'Please remove characters that cannot be saved',
          params: { reason: 'unsaveable' },
        },
      });
    }
    for (const url of [
      '/api/admin/registry/emp%00',
      '/api/admin/registrations?q=a%00b',
      '/api/selfies/%00',
    ]) {
      const response = await server.app.inject({ url, cookies: callers.admin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code, url).toBe('unsaveable_text');
    }
    expect(await snapshot()).toBe(before);
  });

  it(
    'the registry upload answers any text with a report or a clear refusal, and a refused file changes nothing',
    async () => {
      const upload = (mode: 'preview' | 'apply', payload: string, type = 'text/csv') =>
        server.app.inject({
          method: 'POST',
          url: mode === 'preview' ? '/api/admin/registry?dryRun=1' : '/api/admin/registry',
          cookies: callers.admin,
          headers: { 'content-type': type },
          payload,
        });
      const csvPiece = fc.oneof(
        hostileText,
        fc.constantFrom('"', '""', ',', '\n', '\r\n', '\r', ' "x', 'x" ', 'EMP1001', 'NEWFUZZ1'),
      );
      const csvText = fc.array(csvPiece, { maxLength: 30 }).map((pieces) => pieces.join(''));
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(csvText, async (text) => {
          inputsTried += 1;
          const preview = await upload('preview', text);
          if (preview.statusCode === 200) RegistryReport.parse(preview.json());
          else expectClearRefusal(preview, 'registry preview');
          // The same file with a quote left open after it is refused whole: none of its codes are added.
          const broken = `${text}\nNEWFUZZ2\n"NEWFUZZ3\n`;
          const apply = await upload('apply', broken);
          expectClearRefusal(apply, 'registry apply');
          expect(await snapshot()).toBe(before);
        }),
        settings(),
      );
      for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
        const refused = await upload('apply', JSON.stringify({ csv: 'NEWFUZZ4' }), type);
        expect(refused.statusCode, type).toBe(415);
        expectClearRefusal(refused, type);
      }
      expect(await snapshot()).toBe(before);
    },
    TIMEOUT,
  );

  it('a refused body says which field is wrong and what it should be', async () => {
    const cases: [string, string, unknown, string][] = [
      ['PUT', '/api/admin/quizzes/quiz1/open', {}, '"open" is missing'],
      ['PUT', '/api/admin/quizzes/quiz1/open', { open: 'yes' }, '"open" must be a boolean'],
      [
        'POST',
        '/api/admin/quizzes/quiz1/questions',
        { text: 'Which?', options: ['A', 'B'], correct: 0, answer: 'A' },
        'Unknown field: "answer"',
      ],
      [
        'POST',
        '/api/admin/admins',
        { phone: '9000077777', name: 'New organiser', role: 'owner' },
        'Unknown field: "role"',
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await server.app.inject({
        method: method as 'PUT' | 'POST',
        url,
        cookies: callers.admin,
        payload: payload as object,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message, url).toBe(message);
    }
    const profile = await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      cookies: callers.noProfile,
      payload: { ...profileTemplate(), isAdmin: true },
    });
    // A field no form has is not a profile rule: a bad request, not invalid_profile.
    expect(profile.json()).toMatchObject({
      error: { code: 'bad_request', message: 'Unknown field: "isAdmin"' },
    });
  });

  it('a search for % or _ matches those characters, not everything', async () => {
    const search = async (q: string) =>
      (
        await server.app.inject({
          url: `/api/admin/registrations?q=${encodeURIComponent(q)}`,
          cookies: callers.admin,
        })
      ).json<{ total: number }>().total;
    const everyone = await search('');
    expect(everyone).toBeGreaterThan(1);
    const withPercent = (await snapshotNames()).filter((n) => n.includes('%')).length;
    const withUnderscore = (await snapshotNames()).filter((n) => n.includes('_')).length;
    expect(await search('%')).toBe(withPercent);
    expect(await search('_')).toBe(withUnderscore);
  });
});

async function snapshotNames(): Promise<string[]> {
  const rows = await server.app.db.selectFrom('profiles').select('name').execute();
  return rows.map((row) => row.name);
}
