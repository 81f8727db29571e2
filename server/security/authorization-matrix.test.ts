// Every API route against every kind of caller: the status each one gets. A route added without a
// row here fails the first test, so no route goes unchecked.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../features/auth/sessions.js';
import { photoContentDir } from '../test/content.js';
import { sendProfile } from '../test/profiles.js';
import { contestSettings, switchQuiz } from '../test/quiz-input.js';
import { signInTestUser } from '../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server.js';

type Role = 'signedOut' | 'noProfile' | 'user' | 'otherUser' | 'admin';
const ROLES: Role[] = ['signedOut', 'noProfile', 'user', 'otherUser', 'admin'];
const ADMIN_DIGITS = '9000012345';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Expected status per role, in the order of ROLES. */
type Statuses = [number, number, number, number, number];
type Ids = { userUid: string; screenToken: string };
/** What a row's request carries besides its method. */
type Request = {
  /** The address asked, when the route has parameters or a query; the route itself when not given. */
  url?: string | ((ids: Ids) => string);
  body?: unknown;
  /** Sent as the body's content-type; JSON when not given. */
  contentType?: string;
  /** Each role signs in afresh for this row (the request ends the session). */
  fresh?: boolean;
};
type Row = Request & { method: Method; route: string; expect: Statuses };

/** A row for `METHOD /route`, the route as the server registers it. */
function row(endpoint: `${Method} /api/${string}`, expect: Statuses, request: Request = {}): Row {
  const [method, route] = endpoint.split(' ') as [Method, string];
  return { method, route, expect, ...request };
}

const everyone = (status: number): Statuses => [status, status, status, status, status];
const signedOnly: Statuses = [401, 200, 200, 200, 200];
const adminOnly = (status = 200): Statuses => [401, 403, 403, 403, status];

/** A 1x1 PNG: the smallest image a question may carry. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_UPLOAD: Request = { body: ONE_PIXEL_PNG, contentType: 'image/png' };
const csvUpload = (csv: string): Request => ({ body: csv, contentType: 'text/csv' });

/** An id no slogan or video has. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const screenSettings = { name: 'Matrix hall', quizId: null, names: 'team' };

const MATRIX: Row[] = [
  row('GET /api/site', everyone(200)),
  row('GET /api/site/live', everyone(200)),
  row('GET /api/auth/bot-check', everyone(200)),
  // Refused for everyone alike: the bot check is not solved. Being signed in changes nothing.
  row('POST /api/auth/send-code', everyone(400), { body: { phone: '9876500000', botCheck: 'x' } }),
  row('POST /api/auth/verify-code', everyone(400), {
    body: { phone: '9876500001', code: '123456' },
  }),
  row('POST /api/auth/sign-out', everyone(204), { fresh: true }),
  row('GET /api/me', signedOnly),
  // An unknown code: "Invalid employee id" without a profile, "Already registered" with one.
  row('POST /api/profile', [401, 400, 409, 409, 409], {
    body: { employeeId: 'NOSUCH1', name: 'X', gender: 'male', team: 'kanpur' },
  }),
  row('GET /api/selfies/:uid', [401, 403, 200, 403, 200], {
    url: (ids) => `/api/selfies/${ids.userUid}`,
  }),
  row('GET /api/quizzes', signedOnly),
  row('GET /api/quiz/:quizId/attempt', signedOnly, { url: '/api/quiz/quiz2/attempt' }),
  // A quiz needs a complete profile.
  row('POST /api/quiz/:quizId/start', [401, 403, 200, 200, 200], { url: '/api/quiz/quiz2/start' }),
  // Nobody has started quiz3: there is no play whose question could be on screen, nor one to
  // answer in.
  row('POST /api/quiz/:quizId/shown', [401, 404, 404, 404, 404], {
    url: '/api/quiz/quiz3/shown',
    body: { questionId: 41 },
  }),
  row('POST /api/quiz/:quizId/answer', [401, 404, 404, 404, 404], {
    url: '/api/quiz/quiz3/answer',
    body: { questionId: 41, selected: null },
  }),
  row('GET /api/quiz/:quizId/practice', signedOnly, { url: '/api/quiz/funquiz/practice' }),
  // The practice quiz's first question has no image (the image rows below give quiz3's one).
  row('GET /api/quiz/:quizId/questions/:questionId/image', [401, 404, 404, 404, 404], {
    url: '/api/quiz/funquiz/questions/1/image',
  }),
  row('GET /api/stats', signedOnly),
  row('GET /api/live', signedOnly),
  // A venue screen: its link is all it takes, whoever holds it (the rows' cookies change nothing).
  row('GET /api/screen/:token', everyone(200), { url: (ids) => `/api/screen/${ids.screenToken}` }),
  row('GET /api/screen/:token/live', everyone(200), {
    url: (ids) => `/api/screen/${ids.screenToken}/live`,
  }),
  row('GET /api/admin/screens', adminOnly()),
  row('POST /api/admin/screens', adminOnly(201), { body: screenSettings }),
  row('PUT /api/admin/screens/:id', adminOnly(404), {
    url: `/api/admin/screens/${UNKNOWN_ID}`,
    body: screenSettings,
  }),
  row('POST /api/admin/screens/:id/revoke', adminOnly(404), {
    url: `/api/admin/screens/${UNKNOWN_ID}/revoke`,
  }),
  row('POST /api/admin/screens/:id/show', adminOnly(404), {
    url: `/api/admin/screens/${UNKNOWN_ID}/show`,
    body: { show: 'auto' },
  }),
  // Engage, with no such activity: a person's sends find none, whoever sends them.
  row('GET /api/engage', signedOnly),
  row('POST /api/engage/:id/vote', [401, 404, 404, 404, 404], {
    url: `/api/engage/${UNKNOWN_ID}/vote`,
    body: { choices: [0] },
  }),
  row('POST /api/engage/:id/words', [401, 404, 404, 404, 404], {
    url: `/api/engage/${UNKNOWN_ID}/words`,
    body: { words: ['together'] },
  }),
  row('DELETE /api/engage/:id/words/:word', [401, 404, 404, 404, 404], {
    url: `/api/engage/${UNKNOWN_ID}/words/together`,
  }),
  row('POST /api/engage/:id/reactions', [401, 404, 404, 404, 404], {
    url: `/api/engage/${UNKNOWN_ID}/reactions`,
    body: { emoji: '👏' },
  }),
  row('POST /api/engage/:id/questions', [401, 404, 404, 404, 404], {
    url: `/api/engage/${UNKNOWN_ID}/questions`,
    body: { text: 'When is lunch?' },
  }),
  row('DELETE /api/engage/questions/:id', [401, 404, 404, 404, 404], {
    url: `/api/engage/questions/${UNKNOWN_ID}`,
  }),
  row('POST /api/engage/questions/:id/vote', [401, 404, 404, 404, 404], {
    url: `/api/engage/questions/${UNKNOWN_ID}/vote`,
  }),
  row('DELETE /api/engage/questions/:id/vote', [401, 404, 404, 404, 404], {
    url: `/api/engage/questions/${UNKNOWN_ID}/vote`,
  }),
  row('GET /api/admin/engage', adminOnly()),
  row('POST /api/admin/engage', adminOnly(201), {
    body: {
      kind: 'reactions',
      title: { en: 'Matrix applause', hi: '' },
      startsAt: Date.UTC(2030, 0, 1),
      endsAt: null,
    },
  }),
  row('PUT /api/admin/engage/:id', adminOnly(404), {
    url: `/api/admin/engage/${UNKNOWN_ID}`,
    body: { kind: 'reactions', title: { en: 'Matrix', hi: '' }, startsAt: null, endsAt: null },
  }),
  row('POST /api/admin/engage/:id/start', adminOnly(404), {
    url: `/api/admin/engage/${UNKNOWN_ID}/start`,
  }),
  row('POST /api/admin/engage/:id/end', adminOnly(404), {
    url: `/api/admin/engage/${UNKNOWN_ID}/end`,
  }),
  row('DELETE /api/admin/engage/:id', adminOnly(404), { url: `/api/admin/engage/${UNKNOWN_ID}` }),
  row('GET /api/admin/engage/:id', adminOnly(404), { url: `/api/admin/engage/${UNKNOWN_ID}` }),
  row('GET /api/admin/engage/queue', adminOnly()),
  row('POST /api/admin/engage/questions/:id/:action', adminOnly(404), {
    url: `/api/admin/engage/questions/${UNKNOWN_ID}/approve`,
  }),
  row('POST /api/admin/engage/:id/words', adminOnly(404), {
    url: `/api/admin/engage/${UNKNOWN_ID}/words`,
    body: { userId: 'nobody', word: 'together', action: 'hide' },
  }),
  row('PUT /api/admin/engage/filter', adminOnly(), { body: { words: ['matrixword'] } }),
  // The live game, with none running: a player's requests find none; a picture of it is no one's.
  row('GET /api/live-game', signedOnly),
  row('POST /api/live-game/join', [401, 404, 404, 404, 404]),
  row('POST /api/live-game/answer', [401, 404, 404, 404, 404], {
    body: { gameId: UNKNOWN_ID, index: 0, option: 0 },
  }),
  row('GET /api/live-game/:id/questions/:index/image', everyone(404), {
    url: `/api/live-game/${UNKNOWN_ID}/questions/0/image`,
  }),
  row('GET /api/admin/live-game', adminOnly()),
  row('POST /api/admin/live-game', adminOnly(404), {
    body: {
      quizId: 'no-such-quiz',
      seconds: 20,
      advance: 'host',
      countsForTeams: true,
      screens: null,
    },
  }),
  row('POST /api/admin/live-game/:id/:command', adminOnly(404), {
    url: `/api/admin/live-game/${UNKNOWN_ID}/start`,
    body: { phase: 'lobby', index: -1 },
  }),
  row('POST /api/admin/live-game/:id/questions/:index/key', adminOnly(404), {
    url: `/api/admin/live-game/${UNKNOWN_ID}/questions/0/key`,
    body: { answer: 0 },
  }),
  // A photo wall that is not there, a photo no one sent, and the album, off as shipped.
  row('POST /api/engage/:id/photos', [401, 404, 404, 404, 404], {
    url: `/api/engage/${UNKNOWN_ID}/photos`,
    ...PNG_UPLOAD,
  }),
  row('DELETE /api/engage/photos/:id', [401, 404, 404, 404, 404], {
    url: `/api/engage/photos/${UNKNOWN_ID}`,
  }),
  row('GET /api/engage/photos/:id/image', everyone(404), {
    url: `/api/engage/photos/${UNKNOWN_ID}/image`,
  }),
  row('GET /api/engage/album', [401, 404, 404, 404, 404]),
  row('POST /api/admin/engage/photos/:id/:action', adminOnly(404), {
    url: `/api/admin/engage/photos/${UNKNOWN_ID}/approve`,
  }),
  row('GET /api/admin/announcements', adminOnly()),
  row('POST /api/admin/announcements', adminOnly(201), {
    body: { text: { en: 'Matrix message', hi: '' }, startsAt: null, endsAt: null },
  }),
  row('POST /api/admin/announcements/:id/end', adminOnly(404), {
    url: `/api/admin/announcements/${UNKNOWN_ID}/end`,
  }),
  row('GET /api/admin/overview', adminOnly()),
  row('GET /api/admin/registrations', adminOnly()),
  row('GET /api/admin/registrations.csv', adminOnly()),
  row('GET /api/admin/leaderboard', adminOnly(), { url: '/api/admin/leaderboard?quizId=quiz1' }),
  row('GET /api/admin/leaderboard.csv', adminOnly(), {
    url: '/api/admin/leaderboard.csv?quizId=quiz1',
  }),
  row('GET /api/admin/quizzes', adminOnly()),
  row('POST /api/admin/quizzes', adminOnly(201), { body: contestSettings('Matrix quiz') }),
  row('GET /api/admin/quizzes/:quizId', adminOnly(), { url: '/api/admin/quizzes/quiz1' }),
  row('PUT /api/admin/quizzes/:quizId', adminOnly(), {
    url: '/api/admin/quizzes/quiz3',
    body: contestSettings('3rd September 2025 - Quiz'),
  }),
  row('PUT /api/admin/quizzes/:quizId/open', adminOnly(), {
    url: '/api/admin/quizzes/quiz3/open',
    body: { open: false },
  }),
  row('POST /api/admin/quizzes/:quizId/duplicate', adminOnly(201), {
    url: '/api/admin/quizzes/quiz3/duplicate',
  }),
  row('POST /api/admin/quizzes/:quizId/archive', adminOnly(), {
    url: '/api/admin/quizzes/quiz1/archive',
  }),
  row('POST /api/admin/quizzes/:quizId/restore', adminOnly(), {
    url: '/api/admin/quizzes/quiz1/restore',
  }),
  // quiz2 has plays (the start row above): it is archived, never deleted.
  row('DELETE /api/admin/quizzes/:quizId', adminOnly(409), { url: '/api/admin/quizzes/quiz2' }),
  row('POST /api/admin/quizzes/:quizId/questions', adminOnly(201), {
    url: '/api/admin/quizzes/quiz3/questions',
    body: { text: 'Which planet is largest?', options: ['Jupiter', 'Mars'], correct: 0 },
  }),
  // The question as it is: another text would be another question, under another id, and the
  // routes below name 41.
  row('PUT /api/admin/quizzes/:quizId/questions/:questionId', adminOnly(), {
    url: '/api/admin/quizzes/quiz3/questions/41',
    body: {
      text: 'What is the capital of Turkey?',
      options: ['Ankara', 'Istanbul', 'Izmir', 'Antalya'],
      correct: 0,
    },
  }),
  row('PUT /api/admin/quizzes/:quizId/questions/:questionId/image', adminOnly(), {
    url: '/api/admin/quizzes/quiz3/questions/41/image',
    ...PNG_UPLOAD,
  }),
  row('GET /api/admin/quizzes/:quizId/questions/:questionId/image', adminOnly(), {
    url: '/api/admin/quizzes/quiz3/questions/41/image',
  }),
  row('DELETE /api/admin/quizzes/:quizId/questions/:questionId/image', adminOnly(), {
    url: '/api/admin/quizzes/quiz3/questions/41/image',
  }),
  row('DELETE /api/admin/quizzes/:quizId/questions/:questionId', adminOnly(404), {
    url: '/api/admin/quizzes/quiz3/questions/999',
  }),
  // Not every question once: refused, whoever asks may.
  row('PUT /api/admin/quizzes/:quizId/order', adminOnly(400), {
    url: '/api/admin/quizzes/quiz3/order',
    body: { ids: [41] },
  }),
  row('POST /api/admin/quizzes/:quizId/import', adminOnly(), {
    url: '/api/admin/quizzes/quiz3/import?dryRun=1',
    ...csvUpload('question,option 1,option 2,correct\nWhich?,Yes,No,1\n'),
  }),
  row('GET /api/admin/quizzes/:quizId/preview', adminOnly(), {
    url: '/api/admin/quizzes/quiz1/preview',
  }),
  row('GET /api/admin/quizzes/:quizId/questions.csv', adminOnly(), {
    url: '/api/admin/quizzes/quiz3/questions.csv',
  }),
  row('GET /api/admin/quiz-template.xlsx', adminOnly()),
  row('POST /api/admin/quizzes/:quizId/regrade', adminOnly(), {
    url: '/api/admin/quizzes/quiz2/regrade?dryRun=1',
  }),
  // The event's setup. A team is added, changed and removed again; unknown ids answer 404.
  row('GET /api/admin/setup', adminOnly()),
  row('PUT /api/admin/setup/event', adminOnly(), {
    body: {
      event: { name: 'Utsav 2025 — CSO Central Cluster', timeZone: 'Asia/Kolkata' },
      gallery: {
        selfPhotoUrl: 'https://photos.example.com/utsav-2025/self',
        eventPhotoUrl: 'https://photos.example.com/utsav-2025/event',
      },
      pages: { terms: null, privacy: null },
      profile: { selfie: false },
    },
  }),
  row('POST /api/admin/setup/teams', adminOnly(), {
    body: { office: { en: 'Matrix' }, label: { en: 'Grid' }, capacity: 5 },
  }),
  row('PUT /api/admin/setup/teams/:key', adminOnly(), {
    url: '/api/admin/setup/teams/matrix',
    body: { office: { en: 'Matrix' }, label: { en: 'Lattice' }, capacity: 6 },
  }),
  row('PUT /api/admin/setup/teams/:key/:image', adminOnly(), {
    url: '/api/admin/setup/teams/matrix/logo',
    ...PNG_UPLOAD,
  }),
  row('DELETE /api/admin/setup/teams/:key', adminOnly(), { url: '/api/admin/setup/teams/matrix' }),
  // Not every team is named: refused, changing nothing.
  row('PUT /api/admin/setup/teams-order', adminOnly(400), { body: { keys: ['kanpur'] } }),
  row('PUT /api/admin/setup/brand/:slot', adminOnly(), {
    url: '/api/admin/setup/brand/teamsAll',
    ...PNG_UPLOAD,
  }),
  // Nothing replaced it within the window: refused, changing nothing.
  row('POST /api/admin/setup/brand/:slot/undo', adminOnly(409), {
    url: '/api/admin/setup/brand/teamsAll/undo',
    body: { replaced: 'nothing.webp' },
  }),
  row('POST /api/admin/setup/teams/:key/:image/undo', adminOnly(409), {
    url: '/api/admin/setup/teams/kanpur/logo/undo',
    body: { replaced: 'nothing.webp' },
  }),
  row('POST /api/admin/setup/slogans', adminOnly(), PNG_UPLOAD),
  row('DELETE /api/admin/setup/slogans/:id', adminOnly(404), {
    url: `/api/admin/setup/slogans/${UNKNOWN_ID}`,
  }),
  row('PUT /api/admin/setup/slogans-order', adminOnly(400), { body: { ids: [] } }),
  row('POST /api/admin/setup/videos', adminOnly(), {
    url: '/api/admin/setup/videos?title=Matrix',
    body: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]),
    contentType: 'video/mp4',
  }),
  row('PUT /api/admin/setup/videos/:id', adminOnly(404), {
    url: `/api/admin/setup/videos/${UNKNOWN_ID}`,
    body: { title: 'Renamed' },
  }),
  row('PUT /api/admin/setup/videos/:id/cover', adminOnly(404), {
    url: `/api/admin/setup/videos/${UNKNOWN_ID}/cover`,
    ...PNG_UPLOAD,
  }),
  row('DELETE /api/admin/setup/videos/:id', adminOnly(404), {
    url: `/api/admin/setup/videos/${UNKNOWN_ID}`,
  }),
  row('PUT /api/admin/setup/videos-order', adminOnly(400), { body: { ids: [] } }),
  row('GET /api/admin/setup/export', adminOnly()),
  // Not a zip: refused before anything is read.
  row('POST /api/admin/setup/import', adminOnly(415), {
    url: '/api/admin/setup/import?dryRun=1',
    body: 'not a zip',
    contentType: 'application/zip',
  }),
  row('GET /api/admin/admins', adminOnly()),
  row('POST /api/admin/admins', adminOnly(), {
    body: { phone: '+919000077777', name: 'Matrix organiser' },
  }),
  row('PUT /api/admin/organiser-name', adminOnly(), { body: { name: 'Matrix admin' } }),
  row('GET /api/admin/access', adminOnly()),
  row('DELETE /api/admin/admins/:phone', adminOnly(), {
    url: `/api/admin/admins/${encodeURIComponent('+919000077777')}`,
  }),
  row('POST /api/admin/registry', adminOnly(), {
    url: '/api/admin/registry?dryRun=1',
    ...csvUpload('employee_id\nNEW1\n'),
  }),
  row('POST /api/admin/registry', adminOnly(), csvUpload('employee_id\nNEW2\n')),
  row('GET /api/admin/registry/:code', adminOnly(), { url: '/api/admin/registry/EMP1001' }),
  row('POST /api/admin/registry/:code/reset', adminOnly(404), {
    url: '/api/admin/registry/NOSUCH9/reset',
  }),
  row('GET /api/admin/users/:uid', adminOnly(), {
    url: (ids) => `/api/admin/users/${ids.userUid}`,
  }),
  // Dry runs: each answers what it would change and changes nothing, so later rows are unaffected.
  row('PATCH /api/admin/users/:uid', adminOnly(), {
    url: (ids) => `/api/admin/users/${ids.userUid}?dryRun=1`,
    body: { team: 'kanpur' },
  }),
  row('DELETE /api/admin/users/:uid/registration', adminOnly(), {
    url: (ids) => `/api/admin/users/${ids.userUid}/registration?dryRun=1`,
  }),
  // The user has not played quiz3.
  row('DELETE /api/admin/users/:uid/attempts/:quizId', adminOnly(404), {
    url: (ids) => `/api/admin/users/${ids.userUid}/attempts/quiz3?dryRun=1`,
  }),
  row('GET /api/admin/sign-in-limits/:phone', adminOnly(), {
    url: '/api/admin/sign-in-limits/9876500000',
  }),
  row('DELETE /api/admin/sign-in-limits/:phone', adminOnly(), {
    url: '/api/admin/sign-in-limits/9876500000',
  }),
  row('GET /api/admin/audit', adminOnly()),
  row('GET /api/admin/activity', adminOnly()),
  row('GET /api/admin/analytics', adminOnly()),
];

const routes = new Set<string>();
let server: TestServer;
let base: string;
let nextPhone = 9811000000;
const sessions = {} as Record<Role, Record<string, string>>;
const uids = {} as Record<Role, string>;
const ids: Ids = { userUid: '', screenToken: '' };
let nextEmployee = 1280;

/** The address a row asks. */
const urlOf = (row: Row) => (typeof row.url === 'function' ? row.url(ids) : (row.url ?? row.route));

async function withProfile(cookies: Record<string, string>, photo?: Buffer) {
  const fields = {
    employeeId: `EMP${(nextEmployee += 1)}`,
    name: 'Matrix Person',
    gender: 'female',
    team: 'bhopal',
  };
  const saved = await sendProfile(server.app, cookies, fields, photo);
  expect(saved.statusCode).toBe(200);
}

async function session(role: Role): Promise<Record<string, string>> {
  if (role === 'signedOut') return {};
  const cookies = (
    await signInTestUser(server.app, role === 'admin' ? ADMIN_DIGITS : String((nextPhone += 1)))
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
  await switchQuiz(server.app.db, 'quiz2', true);
});
afterAll(async () => {
  await server.close();
});

/** A stream's status: a stream never ends, so the status is all that is read. */
async function streamStatus(url: string, headers: Record<string, string>): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, { headers, signal: controller.signal });
  controller.abort();
  return response.status;
}

const cookieHeader = (cookies: Record<string, string>) => ({
  cookie: Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; '),
});

async function call(row: Row, role: Role): Promise<number> {
  // A second session of the same person, as sign-in makes it (signing in again would wait a minute).
  const cookies =
    row.fresh && role !== 'signedOut'
      ? { utsav_session: await createSession(server.app.db, uids[role], Date.now()) }
      : sessions[role];
  const url = urlOf(row);
  if (row.route.endsWith('/live')) return streamStatus(url, cookieHeader(cookies));
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
      const url = urlOf(row);
      const asCookie = { utsav_session: ids.screenToken, __Host_utsav_session: ids.screenToken };
      const asBearer = { authorization: `Bearer ${ids.screenToken}` };
      const statuses = row.route.endsWith('/live')
        ? [await streamStatus(url, cookieHeader(asCookie)), await streamStatus(url, asBearer)]
        : [
            (await server.app.inject({ url, cookies: asCookie })).statusCode,
            (await server.app.inject({ url, headers: asBearer })).statusCode,
          ];
      const signedOut = await call(row, 'signedOut');
      expect(statuses, url).toEqual([signedOut, signedOut]);
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
