// The activity log on a real database: each change with its organiser's name and the names of what
// it changed, never a phone; filtered by organiser, kind of change and names, page by page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../../common/admin-api.js';
import { registeredUser } from '../../test/profiles.js';
import { signInTestUser } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ASHA = '9000067001';
const VIKRAM = '9000067002';
let server: TestServer;
let asha: Record<string, string>;
let vikram: Record<string, string>;

const inject = (
  cookies: Record<string, string>,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: object,
) => server.app.inject({ method, url, cookies, payload });
const activity = async (query = '') => {
  const response = await server.app.inject({ url: `/api/admin/activity${query}`, cookies: asha });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Activity>();
};

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_PHONES: `+91${ASHA}` } });
  asha = (await signInTestUser(server.app, ASHA)).cookies;
  await server.app.db
    .insertInto('employee_codes')
    .values({ code: 'act1', status: 'notregistered', updated_at: 0, label: null })
    .execute();
  const ravi = await registeredUser(server.app, '9000067005', {
    employeeId: 'ACT1',
    name: 'Ravi Kumar',
    gender: 'male',
    team: 'lucknow',
  });
  await inject(asha, 'PUT', '/api/admin/organiser-name', { name: 'Asha' });
  await inject(asha, 'POST', '/api/admin/admins', { phone: VIKRAM, name: 'Vikram' });
  vikram = (await signInTestUser(server.app, VIKRAM)).cookies;
  const moved = await inject(vikram, 'PATCH', `/api/admin/users/${ravi.uid}`, { team: 'varanasi' });
  expect(moved.statusCode, moved.body).toBe(200);
  const closed = await inject(vikram, 'PUT', '/api/admin/quizzes/quiz1/open', { open: false });
  expect(closed.statusCode, closed.body).toBe(200);
});
afterAll(async () => {
  await server.close();
});

describe(`the activity log on ${testDatabaseKind}`, () => {
  it("gives each change with its organiser's name and the names of what it changed, never a phone", async () => {
    const log = await activity();
    expect(log.total).toBe(4);
    expect(log.entries.map((entry) => [entry.actor, entry.action])).toEqual([
      ['Vikram', 'quiz.switch'],
      ['Vikram', 'registration.correct'],
      ['Asha', 'admin.grant'],
      ['Asha', 'organiser.name'],
    ]);
    const [closed, moved, granted] = log.entries;
    expect(moved).toMatchObject({
      kind: 'people',
      names: {
        person: 'Ravi Kumar',
        from: { en: 'Lucknow', hi: 'लखनऊ' },
        to: { en: 'Varanasi', hi: 'वाराणसी' },
      },
    });
    expect(closed).toMatchObject({ kind: 'quizzes', counts: { open: 0 } });
    expect(closed!.names.quiz).toEqual({
      en: '1st September 2025 - Quiz',
      hi: '1 सितंबर 2025 - क्विज़',
    });
    expect(granted).toMatchObject({ kind: 'access', names: { organiser: 'Vikram' } });
    for (const phone of [ASHA, VIKRAM, '9000067005'])
      expect(JSON.stringify(log.entries)).not.toContain(phone);
    expect(log.organisers).toEqual([
      { phone: `+91${ASHA}`, name: 'Asha' },
      { phone: `+91${VIKRAM}`, name: 'Vikram' },
    ]);
  });

  it('filters by organiser and by kind of change', async () => {
    const byVikram = await activity(`?actor=${encodeURIComponent(`+91${VIKRAM}`)}`);
    expect(byVikram.entries.map((entry) => entry.action)).toEqual([
      'quiz.switch',
      'registration.correct',
    ]);
    const access = await activity('?kind=access');
    expect(access.entries.map((entry) => entry.action)).toEqual(['admin.grant', 'organiser.name']);
    const both = await activity(`?kind=people&actor=${encodeURIComponent(`+91${ASHA}`)}`);
    expect(both).toMatchObject({ entries: [], total: 0 });
  });

  it('finds the changes that name a person, a team or an organiser, in either language', async () => {
    for (const [words, actions] of [
      ['ravi', ['registration.correct']],
      ['वाराणसी', ['registration.correct']],
      ['VIKRAM', ['admin.grant']],
      ['nobody', []],
    ] as const) {
      const found = await activity(`?q=${encodeURIComponent(words)}`);
      expect(
        found.entries.map((entry) => entry.action),
        words,
      ).toEqual(actions);
      expect(found.total).toBe(actions.length);
    }
  });

  it('pages the log, newest first', async () => {
    const second = await activity('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.entries.map((entry) => entry.action)).toEqual(['organiser.name']);
    const searched = await activity('?q=a&page=2&pageSize=1');
    expect(searched.entries).toHaveLength(1);
  });

  it('refuses a kind of change it does not know', async () => {
    const response = await server.app.inject({
      url: '/api/admin/activity?kind=everything',
      cookies: asha,
    });
    expect(response.statusCode).toBe(400);
  });

  it('names the team, the screen link and the announcement a change made', async () => {
    const made = [
      await inject(asha, 'POST', '/api/admin/setup/teams', {
        office: { en: 'Indore', hi: 'इंदौर' },
        label: { en: 'Dhoom', hi: '' },
        capacity: 30,
      }),
      await inject(asha, 'POST', '/api/admin/screens', {
        name: 'Main hall',
        quizId: null,
        names: 'team',
      }),
      await inject(asha, 'POST', '/api/admin/announcements', {
        text: { en: 'Lunch is served', hi: 'भोजन तैयार है' },
        startsAt: null,
        endsAt: null,
      }),
    ];
    for (const response of made) expect(response.statusCode, response.body).toBeLessThan(300);
    const { entries } = await activity('?pageSize=3');
    expect(entries.map((entry) => [entry.action, entry.kind, entry.names])).toEqual([
      ['announcement.create', 'venue', { text: { en: 'Lunch is served', hi: 'भोजन तैयार है' } }],
      ['screen.create', 'venue', { screen: 'Main hall' }],
      ['team.add', 'setup', { team: { en: 'Indore', hi: 'इंदौर' } }],
    ]);
    const setup = await activity('?kind=setup&q=indore');
    expect(setup.entries.map((entry) => entry.action)).toEqual(['team.add']);
  });

  it('words an action it does not know from its name alone', async () => {
    await server.app.db
      .insertInto('audit_log')
      .values({
        id: 'old-entry',
        at: 1,
        actor: '+919000067009',
        action: 'games.set',
        detail: '{"quiz1":true}',
      })
      .execute();
    const log = await activity('?page=1&pageSize=100');
    expect(log.entries.at(-1)).toEqual({
      id: 'old-entry',
      at: 1,
      actor: '+91 90•••••009',
      action: 'games.set',
      kind: null,
      names: {},
      counts: {},
    });
  });
});
