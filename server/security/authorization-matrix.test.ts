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
type Ids = { userUid: string };

const signedOnly = [401, 200, 200, 200, 200] as [number, number, number, number, number];
const adminOnly = (status = 200) =>
  [401, 403, 403, 403, status] as [number, number, number, number, number];

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
    body: { employeeId: 'NOSUCH1', name: 'X', gender: 'male', rso: 'kanpur' },
    expect: [401, 400, 409, 409, 409],
  },
  {
    method: 'GET',
    route: '/api/selfies/:uid',
    url: (ids) => `/api/selfies/${ids.userUid}`,
    expect: [401, 403, 200, 403, 200],
  },
  { method: 'GET', route: '/api/games', expect: signedOnly },
  {
    method: 'GET',
    route: '/api/quiz/:pool/attempt',
    url: () => '/api/quiz/quiz2/attempt',
    expect: signedOnly,
  },
  // A quiz needs a complete profile.
  {
    method: 'POST',
    route: '/api/quiz/:pool/start',
    url: () => '/api/quiz/quiz2/start',
    expect: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/quiz/:pool/answer',
    url: () => '/api/quiz/quiz3/answer',
    body: { questionId: 41, selected: null },
    // Nobody has started quiz3: there is no play to answer in.
    expect: [401, 404, 404, 404, 404],
  },
  { method: 'GET', route: '/api/quiz/practice', expect: signedOnly },
  { method: 'GET', route: '/api/stats', expect: signedOnly },
  { method: 'GET', route: '/api/live', expect: signedOnly },
  { method: 'GET', route: '/api/admin/overview', expect: adminOnly() },
  { method: 'GET', route: '/api/admin/registrations', expect: adminOnly() },
  { method: 'GET', route: '/api/admin/registrations.csv', expect: adminOnly() },
  {
    method: 'GET',
    route: '/api/admin/leaderboard',
    url: () => '/api/admin/leaderboard?pool=quiz1',
    expect: adminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/leaderboard.csv',
    url: () => '/api/admin/leaderboard.csv?pool=quiz1',
    expect: adminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/games',
    body: { quiz1: false, quiz2: true, quiz3: false },
    expect: adminOnly(),
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
    body: { rso: 'kanpur' },
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
    route: '/api/admin/users/:uid/attempts/:pool',
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
const ids: Ids = { userUid: '' };
let nextEmployee = 1280;

async function withProfile(cookies: Record<string, string>, photo?: Buffer) {
  const fields = {
    employeeId: `EMP${(nextEmployee += 1)}`,
    name: 'Matrix Person',
    gender: 'female',
    rso: 'bhopal',
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
  await server.app.db
    .updateTable('games')
    .set({ enabled: 1 })
    .where('pool', '=', 'quiz2')
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
  if (row.route === '/api/live') {
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

  it.each(MATRIX.map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s answers each caller as the table says',
    async (_name, row) => {
      const got: Record<string, number> = {};
      for (const role of ROLES) got[role] = await call(row, role);
      expect(got).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, row.expect[i]])));
    },
  );
});
