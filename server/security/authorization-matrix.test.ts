// Every API route against every kind of caller: the status each one gets. A route added without a
// row here fails the first test, so no route goes unchecked.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../features/auth/sessions.js';
import { multipart } from '../test/multipart.js';
import { photoContentDir } from '../test/content.js';
import { signedInUser } from '../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server.js';

type Role = 'signedOut' | 'noProfile' | 'user' | 'otherUser' | 'admin';
const ROLES: Role[] = ['signedOut', 'noProfile', 'user', 'otherUser', 'admin'];
const ADMIN_DIGITS = '9000012345';

/** Expected status per role, in the order of ROLES. */
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  url?: (ids: Ids) => string;
  body?: unknown;
  /** Sent as the body's content-type; JSON when not given. */
  contentType?: string;
  /** Each role signs in afresh for this row (the request ends the session). */
  fresh?: boolean;
  expect: [number, number, number, number, number];
};
type Ids = { userUid: string; screenToken: string };

const signedOnly = [401, 200, 200, 200, 200] as [number, number, number, number, number];
const adminOnly = (status = 200) =>
  [401, 403, 403, 403, status] as [number, number, number, number, number];

/** A 1x1 PNG: the smallest image a question may carry. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An id no slogan or video has. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const MATRIX: Row[] = [
  { method: 'GET', route: '/api/site', expect: [200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/auth/bot-check', expect: [200, 200, 200, 200, 200] },
  // Refused for everyone alike: the bot check is not solved. Being signed in changes nothing.
  {
    method: 'POST',
    route: '/api/auth/send-code',
    body: { phone: '9876500000', botCheck: 'x' },
    expect: [400, 400, 400, 400, 400],
  },
  {
    method: 'POST',
    route: '/api/auth/verify-code',
    body: { phone: '9876500001', code: '123456' },
    expect: [400, 400, 400, 400, 400],
  },
  { method: 'POST', route: '/api/auth/sign-out', fresh: true, expect: [204, 204, 204, 204, 204] },
  { method: 'GET', route: '/api/me', expect: signedOnly },
  // An unknown code: "Invalid employee id" without a profile, "Already registered" with one.
  {
    method: 'POST',
    route: '/api/profile',
    body: { employeeId: 'NOSUCH1', name: 'X', gender: 'male', team: 'kanpur' },
    expect: [401, 400, 409, 409, 409],
  },
  {
    method: 'GET',
    route: '/api/selfies/:uid',
    url: (ids) => `/api/selfies/${ids.userUid}`,
    expect: [401, 403, 200, 403, 200],
  },
  { method: 'GET', route: '/api/quizzes', expect: signedOnly },
  {
    method: 'GET',
    route: '/api/quiz/:quizId/attempt',
    url: () => '/api/quiz/quiz2/attempt',
    expect: signedOnly,
  },
  // A quiz needs a complete profile.
  {
    method: 'POST',
    route: '/api/quiz/:quizId/start',
    url: () => '/api/quiz/quiz2/start',
    expect: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/quiz/:quizId/shown',
    url: () => '/api/quiz/quiz3/shown',
    body: { questionId: 41 },
    // Nobody has started quiz3: there is no play whose question could be on screen.
    expect: [401, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/quiz/:quizId/answer',
    url: () => '/api/quiz/quiz3/answer',
    body: { questionId: 41, selected: null },
    // Nobody has started quiz3: there is no play to answer in.
    expect: [401, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/quiz/:quizId/practice',
    url: () => '/api/quiz/funquiz/practice',
    expect: signedOnly,
  },
  {
    method: 'GET',
    route: '/api/quiz/:quizId/questions/:questionId/image',
    url: () => '/api/quiz/funquiz/questions/1/image',
    // The practice quiz's first question has no image (the image rows below give quiz3's one).
    expect: [401, 404, 404, 404, 404],
  },
  { method: 'GET', route: '/api/stats', expect: signedOnly },
  { method: 'GET', route: '/api/live', expect: signedOnly },
  // A venue screen: its link is all it takes, whoever holds it (the rows' cookies change nothing).
  {
    method: 'GET',
    route: '/api/screen/:token',
    url: (ids) => `/api/screen/${ids.screenToken}`,
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/screen/:token/live',
    url: (ids) => `/api/screen/${ids.screenToken}/live`,
    expect: [200, 200, 200, 200, 200],
  },
  { method: 'GET', route: '/api/admin/screens', expect: adminOnly() },
  {
    method: 'POST',
    route: '/api/admin/screens',
    body: { name: 'Matrix hall', quizId: null, names: 'team' },
    expect: adminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/screens/:id',
    url: () => `/api/admin/screens/${UNKNOWN_ID}`,
    body: { name: 'Matrix hall', quizId: null, names: 'team' },
    expect: adminOnly(404),
  },
  {
    method: 'POST',
    route: '/api/admin/screens/:id/revoke',
    url: () => `/api/admin/screens/${UNKNOWN_ID}/revoke`,
    expect: adminOnly(404),
  },
  { method: 'GET', route: '/api/admin/announcements', expect: adminOnly() },
  {
    method: 'POST',
    route: '/api/admin/announcements',
    body: { text: { en: 'Matrix message', hi: '' }, startsAt: null, endsAt: null },
    expect: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/admin/announcements/:id/end',
    url: () => `/api/admin/announcements/${UNKNOWN_ID}/end`,
    expect: adminOnly(404),
  },
  { method: 'GET', route: '/api/admin/overview', expect: adminOnly() },
  { method: 'GET', route: '/api/admin/registrations', expect: adminOnly() },
  { method: 'GET', route: '/api/admin/registrations.csv', expect: adminOnly() },
  {
    method: 'GET',
    route: '/api/admin/leaderboard',
    url: () => '/api/admin/leaderboard?quizId=quiz1',
    expect: adminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/leaderboard.csv',
    url: () => '/api/admin/leaderboard.csv?quizId=quiz1',
    expect: adminOnly(),
  },
  { method: 'GET', route: '/api/admin/quizzes', expect: adminOnly() },
  {
    method: 'POST',
    route: '/api/admin/quizzes',
    body: {
      title: { en: 'Matrix quiz', hi: '' },
      kind: 'contest',
      questionsPerPlay: 5,
      secondsPerQuestion: 20,
      open: false,
      opensAt: null,
      closesAt: null,
    },
    expect: adminOnly(201),
  },
  {
    method: 'GET',
    route: '/api/admin/quizzes/:quizId',
    url: () => '/api/admin/quizzes/quiz1',
    expect: adminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/quizzes/:quizId',
    url: () => '/api/admin/quizzes/quiz3',
    body: {
      ...{
        title: { en: 'Matrix quiz', hi: '' },
        kind: 'contest',
        questionsPerPlay: 5,
        secondsPerQuestion: 20,
        open: false,
        opensAt: null,
        closesAt: null,
      },
      title: { en: '3rd September 2025 - Quiz', hi: '' },
    },
    expect: adminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/quizzes/:quizId/open',
    url: () => '/api/admin/quizzes/quiz3/open',
    body: { open: false },
    expect: adminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/quizzes/:quizId/duplicate',
    url: () => '/api/admin/quizzes/quiz3/duplicate',
    expect: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/admin/quizzes/:quizId/archive',
    url: () => '/api/admin/quizzes/quiz1/archive',
    expect: adminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/quizzes/:quizId/restore',
    url: () => '/api/admin/quizzes/quiz1/restore',
    expect: adminOnly(),
  },
  // quiz2 has plays (the start row above): it is archived, never deleted.
  {
    method: 'DELETE',
    route: '/api/admin/quizzes/:quizId',
    url: () => '/api/admin/quizzes/quiz2',
    expect: adminOnly(409),
  },
  {
    method: 'POST',
    route: '/api/admin/quizzes/:quizId/questions',
    url: () => '/api/admin/quizzes/quiz3/questions',
    body: { text: 'Which planet is largest?', options: ['Jupiter', 'Mars'], correct: 0 },
    expect: adminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/quizzes/:quizId/questions/:questionId',
    url: () => '/api/admin/quizzes/quiz3/questions/41',
    // The question as it is: another text would be another question, under another id, and the
    // routes below name 41.
    body: {
      text: 'What is the capital of Turkey?',
      options: ['Ankara', 'Istanbul', 'Izmir', 'Antalya'],
      correct: 0,
    },
    expect: adminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/quizzes/:quizId/questions/:questionId/image',
    url: () => '/api/admin/quizzes/quiz3/questions/41/image',
    body: ONE_PIXEL_PNG,
    contentType: 'image/png',
    expect: adminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/quizzes/:quizId/questions/:questionId/image',
    url: () => '/api/admin/quizzes/quiz3/questions/41/image',
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/quizzes/:quizId/questions/:questionId/image',
    url: () => '/api/admin/quizzes/quiz3/questions/41/image',
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/quizzes/:quizId/questions/:questionId',
    url: () => '/api/admin/quizzes/quiz3/questions/999',
    expect: adminOnly(404),
  },
  // Not every question once: refused, whoever asks may.
  {
    method: 'PUT',
    route: '/api/admin/quizzes/:quizId/order',
    url: () => '/api/admin/quizzes/quiz3/order',
    body: { ids: [41] },
    expect: adminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/quizzes/:quizId/import',
    url: () => '/api/admin/quizzes/quiz3/import?dryRun=1',
    body: 'question,option 1,option 2,correct\nWhich?,Yes,No,1\n',
    contentType: 'text/csv',
    expect: adminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/quizzes/:quizId/preview',
    url: () => '/api/admin/quizzes/quiz1/preview',
    expect: adminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/quizzes/:quizId/questions.csv',
    url: () => '/api/admin/quizzes/quiz3/questions.csv',
    expect: adminOnly(),
  },
  { method: 'GET', route: '/api/admin/quiz-template.xlsx', expect: adminOnly() },
  {
    method: 'POST',
    route: '/api/admin/quizzes/:quizId/regrade',
    url: () => '/api/admin/quizzes/quiz2/regrade?dryRun=1',
    expect: adminOnly(),
  },
  // The event's setup. A team is added, changed and removed again; unknown ids answer 404.
  { method: 'GET', route: '/api/admin/setup', expect: adminOnly() },
  {
    method: 'PUT',
    route: '/api/admin/setup/event',
    body: {
      event: { name: 'Utsav 2025 — CSO Central Cluster', timeZone: 'Asia/Kolkata' },
      gallery: {
        selfPhotoUrl: 'https://photos.example.com/utsav-2025/self',
        eventPhotoUrl: 'https://photos.example.com/utsav-2025/event',
      },
      pages: { terms: null, privacy: null },
      profile: { selfie: false },
    },
    expect: adminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/setup/teams',
    body: { office: { en: 'Matrix' }, label: { en: 'Grid' }, capacity: 5 },
    expect: adminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/setup/teams/:key',
    url: () => '/api/admin/setup/teams/matrix',
    body: { office: { en: 'Matrix' }, label: { en: 'Lattice' }, capacity: 6 },
    expect: adminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/setup/teams/:key/:image',
    url: () => '/api/admin/setup/teams/matrix/logo',
    body: ONE_PIXEL_PNG,
    contentType: 'image/png',
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/setup/teams/:key',
    url: () => '/api/admin/setup/teams/matrix',
    expect: adminOnly(),
  },
  // Not every team is named: refused, changing nothing.
  {
    method: 'PUT',
    route: '/api/admin/setup/teams-order',
    body: { keys: ['kanpur'] },
    expect: adminOnly(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/setup/brand/:slot',
    url: () => '/api/admin/setup/brand/teamsAll',
    body: ONE_PIXEL_PNG,
    contentType: 'image/png',
    expect: adminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/setup/slogans',
    body: ONE_PIXEL_PNG,
    contentType: 'image/png',
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/setup/slogans/:id',
    url: () => `/api/admin/setup/slogans/${UNKNOWN_ID}`,
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/admin/setup/slogans-order',
    body: { ids: [] },
    expect: adminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/setup/videos',
    url: () => '/api/admin/setup/videos?title=Matrix',
    body: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]),
    contentType: 'video/mp4',
    expect: adminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/setup/videos/:id',
    url: () => `/api/admin/setup/videos/${UNKNOWN_ID}`,
    body: { title: 'Renamed' },
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/admin/setup/videos/:id/cover',
    url: () => `/api/admin/setup/videos/${UNKNOWN_ID}/cover`,
    body: ONE_PIXEL_PNG,
    contentType: 'image/png',
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/admin/setup/videos/:id',
    url: () => `/api/admin/setup/videos/${UNKNOWN_ID}`,
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/admin/setup/videos-order',
    body: { ids: [] },
    expect: adminOnly(400),
  },
  { method: 'GET', route: '/api/admin/setup/export', expect: adminOnly() },
  // Not a zip: refused before anything is read.
  {
    method: 'POST',
    route: '/api/admin/setup/import',
    url: () => '/api/admin/setup/import?dryRun=1',
    body: 'not a zip',
    contentType: 'application/zip',
    expect: adminOnly(415),
  },
  { method: 'GET', route: '/api/admin/admins', expect: adminOnly() },
  {
    method: 'POST',
    route: '/api/admin/admins',
    body: { phone: '+919000077777' },
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/admins/:phone',
    url: () => `/api/admin/admins/${encodeURIComponent('+919000077777')}`,
    expect: adminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/registry/preview',
    body: 'employee_id\nNEW1\n',
    contentType: 'text/csv',
    expect: adminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/registry/apply',
    body: 'employee_id\nNEW2\n',
    contentType: 'text/csv',
    expect: adminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/registry/:code',
    url: () => '/api/admin/registry/EMP1001',
    expect: adminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/registry/:code/reset',
    url: () => '/api/admin/registry/NOSUCH9/reset',
    expect: adminOnly(404),
  },
  {
    method: 'GET',
    route: '/api/admin/users/:uid',
    url: (ids) => `/api/admin/users/${ids.userUid}`,
    expect: adminOnly(),
  },
  // Dry runs: each answers what it would change and changes nothing, so later rows are unaffected.
  {
    method: 'PATCH',
    route: '/api/admin/users/:uid',
    url: (ids) => `/api/admin/users/${ids.userUid}?dryRun=1`,
    body: { team: 'kanpur' },
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:uid/registration',
    url: (ids) => `/api/admin/users/${ids.userUid}/registration?dryRun=1`,
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:uid/attempts/:quizId',
    url: (ids) => `/api/admin/users/${ids.userUid}/attempts/quiz3?dryRun=1`,
    // The user has not played quiz3.
    expect: adminOnly(404),
  },
  {
    method: 'GET',
    route: '/api/admin/sign-in-limits/:phone',
    url: () => '/api/admin/sign-in-limits/9876500000',
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/sign-in-limits/:phone',
    url: () => '/api/admin/sign-in-limits/9876500000',
    expect: adminOnly(),
  },
  { method: 'GET', route: '/api/admin/audit', expect: adminOnly() },
  { method: 'GET', route: '/api/admin/analytics', expect: adminOnly() },
];

const routes = new Set<string>();
let server: TestServer;
let base: string;
let nextPhone = 9811000000;
const sessions = {} as Record<Role, Record<string, string>>;
const uids = {} as Record<Role, string>;
const ids: Ids = { userUid: '', screenToken: '' };
let nextEmployee = 1280;

async function withProfile(cookies: Record<string, string>, photo?: Buffer) {
  const fields = {
    employeeId: `EMP${(nextEmployee += 1)}`,
    name: 'Matrix Person',
    gender: 'female',
    team: 'bhopal',
  };
  const { payload, headers } = photo
    ? multipart(fields, { data: photo, name: 'me.jpg', type: 'image/jpeg' })
    : { payload: fields, headers: {} };
  const saved = await server.app.inject({
    method: 'POST',
    url: '/api/profile',
    cookies,
    payload,
    headers,
  });
  expect(saved.statusCode).toBe(200);
}

async function session(role: Role): Promise<Record<string, string>> {
  if (role === 'signedOut') return {};
  const cookies = (
    await signedInUser(server.app, role === 'admin' ? ADMIN_DIGITS : String((nextPhone += 1)))
  ).cookies;
  if (role === 'user') {
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#334' },
    })
      .jpeg()
      .toBuffer();
    await withProfile(cookies, photo);
  } else if (role !== 'noProfile') {
    await withProfile(cookies);
  }
  return cookies;
}

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ADMIN_PHONES: `+91${ADMIN_DIGITS}`,
      CONTENT_DIR: photoContentDir(),
    },
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (route.url.startsWith('/api/') && method !== 'HEAD')
          routes.add(`${method} ${route.url}`);
      }
    },
  });
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  for (const role of ROLES) {
    sessions[role] = await session(role);
    if (role === 'signedOut') continue;
    const me = await server.app.inject({ url: '/api/me', cookies: sessions[role] });
    uids[role] = me.json<{ uid: string }>().uid;
  }
  const me = await server.app.inject({ url: '/api/me', cookies: sessions.user });
  ids.userUid = me.json<{ uid: string }>().uid;
  const screen = await server.app.inject({
    method: 'POST',
    url: '/api/admin/screens',
    cookies: sessions.admin,
    payload: { name: 'Matrix screen', quizId: 'quiz2', names: 'full' },
  });
  ids.screenToken = screen.json<{ token: string }>().token;
  await server.app.db
    .updateTable('quizzes')
    .set({ enabled: 1 })
    .where('id', '=', 'quiz2')
    .execute();
});
afterAll(async () => {
  await server.close();
});

async function call(row: Row, role: Role): Promise<number> {
  // A second session of the same person, as sign-in makes it (signing in again would wait a minute).
  const cookies =
    row.fresh && role !== 'signedOut'
      ? { utsav_session: await createSession(server.app.db, uids[role], Date.now()) }
      : sessions[role];
  const url = row.url?.(ids) ?? row.route;
  if (row.route.endsWith('/live')) {
    // A stream never ends: the status is all that is read.
    const controller = new AbortController();
    const response = await fetch(`${base}${url}`, {
      headers: {
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
      signal: controller.signal,
    });
    controller.abort();
    return response.status;
  }
  const response = await server.app.inject({
    method: row.method,
    url,
    cookies,
    ...(row.body === undefined ? {} : { payload: row.body as object }),
    ...(row.contentType ? { headers: { 'content-type': row.contentType } } : {}),
  });
  return response.statusCode;
}

describe(`the authorization matrix on ${testDatabaseKind}`, () => {
  it('has a row for every API route the server registers, and no row for a route it does not', () => {
    const table = new Set(MATRIX.map((row) => `${row.method} ${row.route}`));
    expect(
      [...routes].filter((route) => !table.has(route)),
      'routes with no row',
    ).toEqual([]);
    expect(
      [...table].filter((route) => !routes.has(route)),
      'rows with no route',
    ).toEqual([]);
  });

  it('lets a screen link read nothing but its screen: as a cookie or a bearer token it is nobody', async () => {
    const reads = MATRIX.filter(
      (row) => row.method === 'GET' && !row.route.startsWith('/api/screen/'),
    );
    for (const row of reads) {
      const url = row.url?.(ids) ?? row.route;
      const asCookie = await server.app.inject({
        url,
        cookies: { utsav_session: ids.screenToken, __Host_utsav_session: ids.screenToken },
      });
      const asBearer = await server.app.inject({
        url,
        headers: { authorization: `Bearer ${ids.screenToken}` },
      });
      // Refused before any stream opens, so inject() reads the answer.
      const signedOut = await call(row, 'signedOut');
      expect([asCookie.statusCode, asBearer.statusCode], url).toEqual([signedOut, signedOut]);
    }
  });

  it.each(MATRIX.map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s answers each caller as the table says',
    async (_name, row) => {
      const got: Record<string, number> = {};
      for (const role of ROLES) got[role] = await call(row, role);
      expect(got).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, row.expect[i]])));
    },
  );
});
