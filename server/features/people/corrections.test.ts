// Organisers' corrections on a real database: after each one, and after many at once, the team
// counters equal a recount of the rows they count.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizStep } from '../../../common/api.js';
import type { SeedQuestion } from '../../../common/quiz.js';
import { SPEC_TEAM_KEYS } from '../../../common/teams.js';
import { checkTeamCounters } from '../../team-counters.js';
import { sendProfile } from '../../test/profiles.js';
import { photoContentDir } from '../../test/content.js';
import { signInTestUser } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ADMIN = '9000077001';
type ErrorBody = { error: { code: string; message: string } };
const quiz1 = JSON.parse(fs.readFileSync('content/questions/quiz1.json', 'utf8')) as SeedQuestion[];
const answerOf = (id: number) => quiz1.find((q) => q.id === id)!.answer;
const wrongOf = (id: number) =>
  quiz1.find((q) => q.id === id)!.options.find((o) => o !== answerOf(id))!;

let server: TestServer;
let admin: Record<string, string>;
let phone = 8300000000;
let code = 10_000;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ADMIN_PHONES: `+91${ADMIN}`,
      CONTENT_DIR: photoContentDir(),
    },
  });
  admin = (await signInTestUser(server.app, ADMIN)).cookies;
  await server.app.db.updateTable('quizzes').set({ enabled: 1 }).execute();
  const codes = Array.from({ length: 200 }, (_, i) => ({
    code: `fix${10_001 + i}`,
    status: 'notregistered' as const,
    updated_at: 0,
    label: null,
  }));
  await server.app.db.insertInto('employee_codes').values(codes).execute();
});
afterAll(async () => {
  await server.close();
});

type Person = { cookies: Record<string, string>; uid: string; code: string };

async function register(team: string, options: { photo?: boolean } = {}): Promise<Person> {
  const mine = { phone: (phone += 1), code: (code += 1) };
  const cookies = (await signInTestUser(server.app, String(mine.phone))).cookies;
  const fields = {
    employeeId: `FIX ${mine.code}`,
    name: 'Correction Person',
    gender: 'female',
    team,
  };
  const photo = options.photo
    ? await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a33' } })
        .jpeg()
        .toBuffer()
    : undefined;
  const saved = await sendProfile(server.app, cookies, fields, photo);
  expect(saved.statusCode).toBe(200);
  const me = (await server.app.inject({ url: '/api/me', cookies })).json<{ uid: string }>();
  return { cookies, uid: me.uid, code: `fix${mine.code}` };
}

/**
 * Answers all but the last question of quiz1, the first `right` of them correctly; returns the call
 * that answers the last one (correctly when `right` is 5), which resolves to the final step.
 */
async function playUntilLast(person: Person, right = 5): Promise<() => Promise<QuizStep>> {
  const send = async (url: string, payload?: object) =>
    (
      await server.app.inject({ method: 'POST', url, cookies: person.cookies, payload })
    ).json<QuizStep>();
  let step = await send('/api/quiz/quiz1/start');
  for (let i = 0; i < 4 && 'question' in step; i += 1) {
    const { id } = step.question;
    step = await send('/api/quiz/quiz1/answer', {
      questionId: id,
      selected: i < right ? answerOf(id) : wrongOf(id),
    });
  }
  if (!('question' in step)) throw new Error('the play ended early');
  const { id } = step.question;
  return () =>
    send('/api/quiz/quiz1/answer', {
      questionId: id,
      selected: right >= 5 ? answerOf(id) : wrongOf(id),
    });
}

/** Plays quiz1 with the first `right` answers correct; returns the score. */
async function play(person: Person, right: number): Promise<number> {
  const step = await (await playUntilLast(person, right))();
  if (!('result' in step)) throw new Error('the play did not finish');
  return step.result.score;
}

/** A new person signs in and registers with a code; the profile save's status. */
async function registerNewcomer(employeeId: string, team: string): Promise<number> {
  phone += 1;
  const cookies = (await signInTestUser(server.app, String(phone))).cookies;
  const saved = await server.app.inject({
    method: 'POST',
    url: '/api/profile',
    cookies,
    payload: { employeeId, name: 'Newcomer', gender: 'male', team },
  });
  return saved.statusCode;
}

type Counter = { team: string; registrations: number; points: number };

async function counters(): Promise<Counter[]> {
  const rows = await server.app.db
    .selectFrom('team_counters')
    .select(['team', 'registrations', 'points'])
    .orderBy('team')
    .execute();
  return rows.map((row) => ({
    ...row,
    registrations: Number(row.registrations),
    points: Number(row.points),
  }));
}

/** The counters as the rows say they must be. */
async function recount(): Promise<Counter[]> {
  const profiles = await server.app.db
    .selectFrom('profiles')
    .select('team')
    .where('profile_complete', '=', 1)
    .execute();
  const attempts = await server.app.db
    .selectFrom('quiz_attempts')
    .select(['team', 'score'])
    .where('status', '=', 'completed')
    .execute();
  return [...SPEC_TEAM_KEYS].sort().map((team) => {
    const registrations = profiles.filter((p) => p.team === team).length;
    const scores = attempts.filter((a) => a.team === team).reduce((sum, a) => sum + a.score, 0);
    return { team, registrations, points: registrations + scores };
  });
}

const team = async (team: string) => (await counters()).find((c) => c.team === team)!;

function correct(method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) {
  return server.app.inject({ method, url, cookies: admin, payload });
}

describe(`corrections on ${testDatabaseKind}`, () => {
  it("moves a person's registration and every point they earned to another office, after a dry run that changes nothing", async () => {
    const person = await register('kanpur');
    const score = await play(person, 3);
    expect(score).toBe(3);
    const kanpur = await team('kanpur');
    const bhopal = await team('bhopal');

    const preview = await correct('PATCH', `/api/admin/users/${person.uid}?dryRun=1`, {
      team: 'bhopal',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      effects: [
        { team: 'bhopal', registrations: 1, points: 4 },
        { team: 'kanpur', registrations: -1, points: -4 },
      ],
    });
    expect(await team('kanpur')).toEqual(kanpur);

    const moved = await correct('PATCH', `/api/admin/users/${person.uid}`, { team: 'bhopal' });
    expect(moved.json()).toMatchObject({
      dryRun: false,
      before: { team: 'kanpur', teamLabel: 'Dabang' },
      after: { team: 'bhopal', teamLabel: 'Sholay' },
    });
    expect(await team('kanpur')).toEqual({
      ...kanpur,
      registrations: kanpur.registrations - 1,
      points: kanpur.points - 4,
    });
    expect(await team('bhopal')).toEqual({
      ...bhopal,
      registrations: bhopal.registrations + 1,
      points: bhopal.points + 4,
    });
    expect(await counters()).toEqual(await recount());
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    const me = await server.app.inject({ url: '/api/me', cookies: person.cookies });
    expect(me.json()).toMatchObject({ profile: { team: 'bhopal', teamLabel: 'Sholay' } });

    // The audit log has the real change with its before and after; the dry run left no entry.
    const log = await server.app.inject({ url: '/api/admin/audit', cookies: admin });
    const entries = log
      .json<{ action: string; detail: { uid: string } }[]>()
      .filter((row) => row.action === 'registration.correct' && row.detail.uid === person.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.detail).toMatchObject({
      before: { team: 'kanpur' },
      after: { team: 'bhopal' },
      effects: [
        { team: 'bhopal', registrations: 1, points: 4 },
        { team: 'kanpur', registrations: -1, points: -4 },
      ],
    });
  });

  it('changes an employee ID: the old code is free for the next person, the new one is checked and taken', async () => {
    const person = await register('central');
    const taken = await register('central');
    const counted = await counters();

    const unknown = await correct('PATCH', `/api/admin/users/${person.uid}`, {
      employeeId: 'NOSUCH',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().error.message).toBe('Invalid employee id');
    const clash = await correct('PATCH', `/api/admin/users/${person.uid}`, {
      employeeId: taken.code.toUpperCase(),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ErrorBody>().error.message).toBe('Already registered');
    const bad = await correct('PATCH', `/api/admin/users/${person.uid}`, { team: 'mumbai' });
    expect(bad.statusCode).toBe(400);
    const extra = await correct('PATCH', `/api/admin/users/${person.uid}`, { isAdmin: true });
    expect(extra.statusCode).toBe(400);

    code += 1;
    const changed = await correct('PATCH', `/api/admin/users/${person.uid}`, {
      employeeId: `Fix ${code}`,
      name: 'Renamed Person',
      gender: 'male',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ effects: unknown[] }>().effects).toEqual([]);
    expect(await counters()).toEqual(counted);
    const me = await server.app.inject({ url: '/api/me', cookies: person.cookies });
    expect(me.json()).toMatchObject({ profile: { name: 'Renamed Person', gender: 'male' } });
    const registry = await server.app.db
      .selectFrom('employee_codes')
      .select(['code', 'status'])
      .where('code', 'in', [person.code, `fix${code}`])
      .orderBy('code')
      .execute();
    expect(registry).toEqual([
      { code: person.code, status: 'notregistered' },
      { code: `fix${code}`, status: 'registered' },
    ]);

    // Someone else registers with the freed code.
    expect(await registerNewcomer(person.code, 'lucknow')).toBe(200);
    expect(await counters()).toEqual(await recount());
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('removes a registration: the code is free, the teams give back registration and points, the photo is gone', async () => {
    const person = await register('gorakhpur', { photo: true });
    await play(person, 2);
    const before = await team('gorakhpur');
    const row = await server.app.db
      .selectFrom('profiles')
      .select('selfie_key')
      .where('user_id', '=', person.uid)
      .executeTakeFirstOrThrow();
    const storageDir = (server.config.storage as { dir?: string }).dir;
    if (storageDir) expect(fs.existsSync(path.join(storageDir, row.selfie_key!))).toBe(true);

    const removed = await correct('DELETE', `/api/admin/users/${person.uid}/registration`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ effects: unknown[] }>().effects).toEqual([
      { team: 'gorakhpur', registrations: -1, points: -3 },
    ]);
    expect(await team('gorakhpur')).toEqual({
      ...before,
      registrations: before.registrations - 1,
      points: before.points - 3,
    });
    expect(await counters()).toEqual(await recount());
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    if (storageDir) expect(fs.existsSync(path.join(storageDir, row.selfie_key!))).toBe(false);
    const me = await server.app.inject({ url: '/api/me', cookies: person.cookies });
    expect(me.json()).toMatchObject({ profile: null });

    // The same person registers again with the same code, and may play again.
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      cookies: person.cookies,
      payload: { employeeId: person.code, name: 'Back Again', gender: 'female', team: 'varanasi' },
    });
    expect(again.statusCode).toBe(200);
    expect(await play(person, 1)).toBe(1);
    expect(await counters()).toEqual(await recount());
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('voids a quiz attempt: its points are taken back and the player plays again', async () => {
    const person = await register('jabalpur');
    await play(person, 4);
    const before = await team('jabalpur');
    const voided = await correct('DELETE', `/api/admin/users/${person.uid}/attempts/quiz1`);
    expect(voided.json()).toMatchObject({
      effects: [{ team: 'jabalpur', registrations: 0, points: -4 }],
      before: { quizId: 'quiz1', status: 'completed', score: 4 },
    });
    expect((await team('jabalpur')).points).toBe(before.points - 4);
    expect(await play(person, 5)).toBe(5);
    expect((await team('jabalpur')).points).toBe(before.points + 1);
    expect(await counters()).toEqual(await recount());
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    const missing = await correct('DELETE', `/api/admin/users/${person.uid}/attempts/quiz2`);
    expect(missing.statusCode).toBe(404);
  });

  it('resets a code that a registration holds by removing that registration, so a new person registers with it', async () => {
    const holder = await register('lucknow');
    const lookup = await server.app.inject({
      url: `/api/admin/registry/${holder.code}`,
      cookies: admin,
    });
    expect(lookup.json()).toMatchObject({
      status: 'registered',
      registeredBy: { uid: holder.uid },
    });
    const preview = await correct('POST', `/api/admin/registry/${holder.code}/reset?dryRun=1`);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      effects: [{ team: 'lucknow', registrations: -1, points: -1 }],
    });
    const reset = await correct('POST', `/api/admin/registry/${holder.code}/reset`);
    expect(reset.statusCode).toBe(200);
    const after = await server.app.inject({
      url: `/api/admin/registry/${holder.code}`,
      cookies: admin,
    });
    expect(after.json()).toMatchObject({ status: 'notregistered', registeredBy: null });

    expect(await registerNewcomer(holder.code, 'kanpur')).toBe(200);
    expect(await counters()).toEqual(await recount());
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('keeps the counters equal to a recount through 20 corrections, registrations and quiz finishes at once', async () => {
    const people = await Promise.all(SPEC_TEAM_KEYS.map((team) => register(team)));
    for (const person of people.slice(0, 4)) await play(person, 2);
    // Three more are on their last question, and will finish while they are being moved.
    const finishing = await Promise.all(people.slice(4).map((person) => playUntilLast(person)));
    const work: Promise<unknown>[] = finishing.map((last) => last());
    for (let i = 0; i < 20; i += 1) {
      const person = people[i % people.length]!;
      const to = SPEC_TEAM_KEYS[(i * 3 + 1) % SPEC_TEAM_KEYS.length]!;
      if (i % 4 === 0) work.push(register(SPEC_TEAM_KEYS[i % SPEC_TEAM_KEYS.length]!));
      else if (i % 4 === 1)
        work.push(correct('PATCH', `/api/admin/users/${person.uid}`, { team: to }));
      else if (i % 4 === 2)
        work.push(correct('DELETE', `/api/admin/users/${person.uid}/attempts/quiz1`));
      else
        work.push(
          correct('PATCH', `/api/admin/users/${person.uid}`, { team: to, name: `Moved ${i}` }),
        );
    }
    const outcomes = await Promise.all(work);
    for (const outcome of outcomes) {
      if (outcome && typeof outcome === 'object' && 'statusCode' in outcome)
        expect([200, 404, 409]).toContain((outcome as { statusCode: number }).statusCode);
    }
    expect(await counters()).toEqual(await recount());
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });
});
