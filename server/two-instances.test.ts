// Two server processes on one PostgreSQL, as behind a load balancer: a user's requests land on
// either at random, and both must agree on everything a user sees.
import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { QuizStep } from '../common/api.js';
import type { TeamStat } from '../common/dashboard.js';
import type { SeedQuestion } from '../common/quiz.js';
import { SPEC_TEAM_KEYS } from '../common/teams.js';
import type { Database } from './db/schema.js';
import { announce } from './live/event-bus.js';
import { sendCodeOn, signInOn, startInstance, type Instance } from './test/instances.js';
import { openSse, type SseStream } from './test/sse-client.js';
import { createTestDatabase, testDatabaseKind } from './test/databases.js';

const quiz1 = JSON.parse(fs.readFileSync('content/questions/quiz1.json', 'utf8')) as SeedQuestion[];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A small seeded generator, so a failing run can be replayed from the seed it prints. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

/**
 * A fresh database and two instances on it, started together with `env` and the database's
 * address; both stopped and the database dropped after the test.
 */
async function twoInstancesOnNewDatabase(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const withDatabase = { DATABASE_URL: database.url, ...env };
  const [a, b] = await Promise.all([startInstance(withDatabase), startInstance(withDatabase)]);
  cleanups.push(
    () => a.stop(),
    () => b.stop(),
  );
  return { database, a, b };
}

async function post(instance: Instance, path: string, cookie: string, body: unknown) {
  return fetch(`${instance.base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function latestCounters(stream: SseStream): TeamStat[] | null {
  const event = stream.events.filter((e) => e.event === 'counters').at(-1);
  return event ? (JSON.parse(event.data) as TeamStat[]) : null;
}

const countersOf = (teams: TeamStat[] | null) =>
  Object.fromEntries((teams ?? []).map((t) => [t.key, [t.registrations, t.points]]));

describe.runIf(testDatabaseKind === 'postgres')('two server processes on one PostgreSQL', () => {
  it('close the live streams of a session that signs out on the other instance, and only those', async () => {
    const { a, b } = await twoInstancesOnNewDatabase();
    const [leaving, staying] = [await signInOn(a, '9510000001'), await signInOn(a, '9510000002')];
    const streams = await Promise.all(
      [leaving, staying].map(async (cookie) => {
        const stream = await openSse(`${b.base}/api/live`, { cookie });
        await stream.next((event) => event.event === 'counters');
        return stream;
      }),
    );
    cleanups.push(() => streams.forEach((stream) => stream.close()));

    const out = await fetch(`${a.base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: leaving },
    });
    expect(out.status).toBe(204);

    const closed = await streams[0]!.next((event) => event.event === 'closed');
    expect(JSON.parse(closed.data)).toEqual({ reason: 'signed_out' });
    await streams[0]!.ended;
    const metrics = await (await fetch(`${b.base}/metrics`)).text();
    expect(metrics).toContain('utsav_live_closed_total{reason="signed_out"} 1');
    expect(metrics).toContain('utsav_live_connections 1');
    // The one that stays has its opening snapshot and nothing else.
    expect(streams[1]!.events.map((event) => event.event)).toEqual(['counters', 'announcements']);
  });

  it('serve users whose requests alternate at random, and end with exact counters that both live streams show', async () => {
    const { database, a, b } = await twoInstancesOnNewDatabase({ LIVE_COALESCE_MS: '50' });
    const instances = [a, b] as const;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
    });
    cleanups.push(() => db.destroy());
    await db.updateTable('quizzes').set({ enabled: 1 }).where('id', '=', 'quiz1').execute();

    const seed = Date.now() % 10_000_000;
    const rng = random(seed);
    const other = (instance: Instance) => (instance === a ? b : a);

    // One watcher on each instance, as dashboards on phones served by different processes.
    const streams = await Promise.all(
      instances.map(async (instance, index) => {
        const cookie = await signInOn(instance, `95000000${index}0`);
        const stream = await openSse(`${instance.base}/api/live`, { cookie });
        await stream.next((event) => event.event === 'counters');
        return stream;
      }),
    );
    cleanups.push(() => streams.forEach((stream) => stream.close()));

    const expected: Record<string, [number, number]> = Object.fromEntries(
      SPEC_TEAM_KEYS.map((team) => [team, [0, 0]]),
    );
    for (let user = 0; user < 8; user += 1) {
      const digits = `96${String(seed).padStart(7, '0')}${user}`;
      const team = rng.pick(SPEC_TEAM_KEYS);

      // The code is asked for on one instance and typed in on either.
      const sender = rng.pick(instances);
      const cookie = await signInOn(sender, digits, rng.pick(instances));
      // The per-number send limit holds across instances.
      const again = await sendCodeOn(other(sender), digits);
      expect(again.status, `seed ${seed}`).toBe(429);

      const profileOn = rng.pick(instances);
      const saved = await post(profileOn, '/api/profile', cookie, {
        employeeId: `EMP${1100 + user}`,
        name: `Random Player ${user}`,
        gender: rng.pick(['male', 'female'] as const),
        team,
      });
      expect(saved.status, `seed ${seed}`).toBe(200);
      // Registered on one instance means registered on both.
      const reused = await post(other(profileOn), '/api/profile', cookie, {
        employeeId: `EMP${1100 + user}`,
        name: 'Someone Else',
        gender: 'male',
        team,
      });
      expect(reused.status, `seed ${seed}`).not.toBe(200);
      const counts = expected[team]!;
      counts[0] += 1;
      counts[1] += 1;

      const started = await post(rng.pick(instances), '/api/quiz/quiz1/start', cookie, {});
      expect(started.status, `seed ${seed}`).toBe(200);
      let step = (await started.json()) as QuizStep;
      let correct = 0;
      let on = rng.pick(instances);
      while ('question' in step) {
        const served = step.question;
        const question = quiz1.find((q) => q.id === served.id)!;
        const right = rng.next() < 0.6;
        const selected = right
          ? question.answer
          : question.options.find((o) => o !== question.answer)!;
        if (right) correct += 1;
        // Answers alternate between the instances.
        on = other(on);
        const answered = await post(on, '/api/quiz/quiz1/answer', cookie, {
          questionId: question.id,
          selected,
        });
        expect(answered.status, `seed ${seed}`).toBe(200);
        step = (await answered.json()) as QuizStep;
      }
      expect(step.result.score, `seed ${seed}`).toBe(correct);
      counts[1] += correct;
    }

    // Counters in the database: exactly what was done, and equal to a recount.
    const stored = await db.selectFrom('team_counters').selectAll().execute();
    const recount = await db
      .selectFrom('profiles')
      .leftJoin('quiz_attempts', (join) =>
        join.onRef('quiz_attempts.user_id', '=', 'profiles.user_id').on('status', '=', 'completed'),
      )
      .select([
        'profiles.team',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('score').as('s'),
      ])
      .where('profile_complete', '=', 1)
      .groupBy('profiles.team')
      .execute();
    for (const team of SPEC_TEAM_KEYS) {
      const row = stored.find((r) => r.team === team)!;
      const counted = recount.find((r) => r.team === team);
      expect([row.registrations, row.points], `${team}, seed ${seed}`).toEqual(expected[team]);
      expect(
        [Number(counted?.n ?? 0), Number(counted?.n ?? 0) + Number(counted?.s ?? 0)],
        `${team} recount, seed ${seed}`,
      ).toEqual(expected[team]);
    }

    // Each instance's live stream ends on the same counters.
    for (const stream of streams) {
      await expect
        .poll(() => countersOf(latestCounters(stream)), { timeout: 5_000 })
        .toEqual(
          countersOf(
            stored.map(
              (row) =>
                ({
                  key: row.team,
                  registrations: row.registrations,
                  points: row.points,
                }) as TeamStat,
            ),
          ),
        );
    }
  });

  it("follow an organiser's change of the setup on the other instance", async () => {
    // Started together on an empty database: the content folder seeds it once.
    const { a, b } = await twoInstancesOnNewDatabase({ ADMIN_PHONES: '+919520000001' });
    const organiser = await signInOn(a, '9520000001');
    const watcher = await signInOn(b, '9520000002');
    const stream = await openSse(`${b.base}/api/live`, { cookie: watcher });
    cleanups.push(() => stream.close());
    await stream.next((event) => event.event === 'counters');
    const siteOn = async (instance: Instance) =>
      (await (await fetch(`${instance.base}/api/site`)).json()) as {
        version: number;
        teams: { key: string; label: { en: string } }[];
      };
    const before = await siteOn(b);
    expect(before.teams).toHaveLength(7);

    const added = await fetch(`${a.base}/api/admin/setup/teams`, {
      method: 'POST',
      headers: { cookie: organiser, 'content-type': 'application/json' },
      body: JSON.stringify({ office: { en: 'Indore' }, label: { en: 'Zanjeer' }, capacity: 30 }),
    });
    expect(added.status).toBe(200);
    await stream.next((event) => event.event === 'site');
    // Told only once it has read the change itself: the phone's next read has it.
    const after = await siteOn(b);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.teams.at(-1)).toMatchObject({ key: 'indore', label: { en: 'Zanjeer' } });
    const stats = (await (
      await fetch(`${b.base}/api/stats`, { headers: { cookie: watcher } })
    ).json()) as { teams: TeamStat[] };
    expect(stats.teams.map((team) => team.key)).toContain('indore');
  });

  it("carry an organiser's announcement and a screen link's revocation to the other instance", async () => {
    const { a, b } = await twoInstancesOnNewDatabase({ ADMIN_PHONES: '+919530000001' });
    const organiser = await signInOn(a, '9530000001');
    const phone = await signInOn(b, '9530000002');
    const post = (path: string, body?: unknown) =>
      fetch(`${a.base}${path}`, {
        method: 'POST',
        headers: { cookie: organiser, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    const link = (await (
      await post('/api/admin/screens', { name: 'Hall', quizId: null, names: 'team' })
    ).json()) as { id: string; token: string };
    const phoneStream = await openSse(`${b.base}/api/live`, { cookie: phone });
    const screenStream = await openSse(`${b.base}/api/screen/${link.token}/live`);
    cleanups.push(
      () => phoneStream.close(),
      () => screenStream.close(),
    );
    await phoneStream.next((event) => event.event === 'announcements');
    await screenStream.next((event) => event.event === 'announcements');

    const sent = await post('/api/admin/announcements', {
      text: { en: 'Quiz 2 opens at 3 pm', hi: '' },
      startsAt: null,
      endsAt: null,
    });
    expect(sent.status).toBe(201);
    const heard = (event: { event: string; data: string }) =>
      event.event === 'announcements' && event.data.includes('Quiz 2 opens at 3 pm');
    await phoneStream.next(heard);
    await screenStream.next(heard);
    const screen = (await (await fetch(`${b.base}/api/screen/${link.token}`)).json()) as {
      announcements: { text: { en: string } }[];
    };
    expect(screen.announcements.map((each) => each.text.en)).toEqual(['Quiz 2 opens at 3 pm']);

    expect((await post(`/api/admin/screens/${link.id}/revoke`)).status).toBe(200);
    const closed = await screenStream.next((event) => event.event === 'closed');
    expect(JSON.parse(closed.data)).toEqual({ reason: 'revoked' });
    expect((await fetch(`${b.base}/api/screen/${link.token}`)).status).toBe(410);
  });

  it('open and close a scheduled quiz on both instances by themselves, one of them restarted in between', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const env = { DATABASE_URL: database.url };
    const a = await startInstance(env);
    cleanups.push(() => a.stop());
    const first = await startInstance(env);
    await first.stop();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
    });
    cleanups.push(() => db.destroy());
    // The organiser's schedule, to the second (the editor takes minutes; the rule is the same).
    // Far enough ahead for the other instance to start and the screens to open first, mostly: on a
    // loaded machine that takes seconds, and a screen opened after a moment is not told of it.
    const opensAt = Date.now() + 10_000;
    const closesAt = opensAt + 3_000;
    await db
      .updateTable('quizzes')
      .set({ enabled: 1, opens_at: opensAt, closes_at: closesAt })
      .where('id', '=', 'quiz2')
      .execute();
    await announce(db, [{ type: 'quizzes' }]);
    // The other instance comes up after the change: it reads the schedule as it starts.
    const b = await startInstance(env);
    cleanups.push(() => b.stop());
    const watchers = await Promise.all(
      [a, b].map(async (instance, index) => {
        const cookie = await signInOn(instance, `955000010${index}`);
        const stream = await openSse(`${instance.base}/api/live`, { cookie });
        await stream.next((event) => event.event === 'counters');
        return { instance, cookie, stream, openedAt: Date.now() };
      }),
    );
    cleanups.push(() => watchers.forEach(({ stream }) => stream.close()));
    const openOn = async ({ instance, cookie }: (typeof watchers)[number]) =>
      (
        (await (await fetch(`${instance.base}/api/quizzes`, { headers: { cookie } })).json()) as {
          open: { id: string }[];
        }
      ).open.some((quiz) => quiz.id === 'quiz2');
    const scheduled = (at: number) => at >= opensAt && at < closesAt;

    for (const moment of [opensAt, closesAt]) {
      for (const watcher of watchers) {
        // Within a second of the moment, on each instance, with nobody pressing anything: when the
        // instance told its screens, by its own word (its log), however late this test reads it.
        const told = await toldOf(watcher.instance, moment);
        expect(told - moment).toBeGreaterThanOrEqual(0);
        expect(told - moment).toBeLessThan(1_000);
        if (watcher.openedAt < moment)
          await watcher.stream.next((event) => event.event === 'quizzes', 5_000);
        // What the instance serves follows the schedule (a read across a moment may get either).
        const before = Date.now();
        const open = await openOn(watcher);
        if (scheduled(before) === scheduled(Date.now())) expect(open).toBe(scheduled(before));
      }
    }
  }, 60_000);
});

/** When an instance told its open screens that a moment of a quiz's schedule passed (its log). */
async function toldOf(instance: Instance, moment: number): Promise<number> {
  const until = Math.max(Date.now(), moment) + 5_000;
  for (;;) {
    const told = instance
      .output()
      .split('\n')
      // The last piece may be a line still being written.
      .slice(0, -1)
      .filter((line) => line.includes('"moments"'))
      .map((line) => JSON.parse(line) as { time: number; moments: number[] })
      .find((entry) => entry.moments.includes(moment));
    if (told) return told.time;
    if (Date.now() > until)
      throw new Error(`no instance on port ${instance.port} told of ${moment}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
