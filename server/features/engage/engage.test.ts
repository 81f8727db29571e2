import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminActivity, EngageView, LiveActivity, MySends } from '../../../common/engage.js';
import type { AdminScreenLink, ScreenState } from '../../../common/venue-api.js';
import { manualClock } from '../../clock.js';
import { serverWithAdminForFile } from '../../test/admin-requests.js';
import { newPlayers } from '../../test/profiles.js';
import { signInTestUser } from '../../test/sessions.js';
import { openSse, type SseEvent, type SseStream } from '../../test/sse-client.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { checkTeamCounters, readTeamCounters } from '../../team-counters.js';
import { findActivity } from './activity-rows.js';
import { vote } from './polls.js';

const ADMIN = '9111100044';
const clock = manualClock(Date.UTC(2026, 8, 2, 5, 0));
let server: TestServer;
let base: string;
const newPlayer = newPlayers(() => server.app, 8344100000, 1000);
const call = serverWithAdminForFile(ADMIN, clock, (file) => ({ server } = file));
type Cookies = Record<string, string>;
const streams: SseStream[] = [];

beforeAll(async () => {
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const activity = (input: Record<string, unknown>) =>
  call<AdminActivity>('POST', '/api/admin/engage', {
    startsAt: null,
    endsAt: null,
    ...input,
  });

async function poll(options: string[], extra: Record<string, unknown> = {}) {
  const created = await activity({
    kind: 'poll',
    title: { en: 'Lunch?', hi: '' },
    options: options.map((en) => ({ en, hi: '' })),
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const view = async (cookies: Cookies) =>
  (await call<EngageView>('GET', '/api/engage', undefined, cookies)).body;
const liveOf = async (cookies: Cookies, id: string): Promise<LiveActivity | undefined> =>
  (await view(cookies)).state.activities.find((each) => each.id === id);
const counters = async () =>
  Object.fromEntries((await readTeamCounters(server.app.db)).map((row) => [row.team, row.points]));
const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
const engageOf = (event: SseEvent) => JSON.parse(event.data) as { activities: LiveActivity[] };

/** The hall's state as a phone reads it, once the pushes after the last change have been read. */
async function settled(
  cookies: Cookies,
  id: string,
  check: (found: LiveActivity | undefined) => boolean,
) {
  await expect.poll(async () => check(await liveOf(cookies, id)), { timeout: 5_000 }).toBe(true);
}

describe(`Engage on ${testDatabaseKind}`, () => {
  it("counts a poll's votes exactly under concurrent voting, one final vote per person, and its points within the cap", async () => {
    const players = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        newPlayer({
          name: `Voter ${index}`,
          gender: 'female',
          team: ['kanpur', 'lucknow', 'bhopal'][index % 3]!,
        }),
      ),
    );
    const refused = await activity({
      kind: 'poll',
      title: { en: 'One option', hi: '' },
      options: [{ en: 'Only', hi: '' }],
    });
    expect(refused.status).toBe(400);
    const lunch = await poll(['Dal', 'Paneer', 'Biryani'], { points: 3, pointsCap: 3 });
    const late = await newPlayer({ name: 'Late', gender: 'male', team: 'kanpur' });
    expect(lunch.status).toBe('live');
    const before = await counters();
    const phone = await openSse(`${base}/api/live`, { cookie: cookieHeader(players[0]!.cookies) });
    streams.push(phone);

    // Everyone at once: each vote counted once, for the voter's team.
    const votes = await Promise.all(
      players.map(({ cookies }, index) =>
        call<MySends>('POST', `/api/engage/${lunch.id}/vote`, { choices: [index % 3] }, cookies),
      ),
    );
    expect(votes.map((each) => each.status)).toEqual(players.map(() => 200));
    expect(votes[4]!.body.votes).toEqual([1]);
    await settled(players[0]!.cookies, lunch.id, (found) => found?.poll?.voters === 24);
    expect((await liveOf(players[0]!.cookies, lunch.id))!.poll!.counts).toEqual([8, 8, 8]);
    // The phone's stream was told, without asking.
    const pushed = await phone.next(
      (event) => event.event === 'engage' && engageOf(event).activities[0]?.poll?.voters === 24,
    );
    expect(engageOf(pushed).activities[0]!.id).toBe(lunch.id);
    // The votes' points reach the dashboards too.
    const expected = (await counters()).kanpur;
    await phone.next(
      (event) =>
        event.event === 'counters' &&
        (JSON.parse(event.data) as { key: string; points: number }[]).some(
          (team) => team.key === 'kanpur' && team.points === expected,
        ),
    );

    // The same vote again answers as the first did; another is refused and changes nothing.
    const [first] = players;
    expect(
      (await call('POST', `/api/engage/${lunch.id}/vote`, { choices: [0] }, first!.cookies)).status,
    ).toBe(200);
    const changed = await call<{ error: { code: string } }>(
      'POST',
      `/api/engage/${lunch.id}/vote`,
      { choices: [1] },
      first!.cookies,
    );
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('engage_voted');
    // A single-choice poll takes one option; a place past the options is refused.
    for (const choices of [[0, 1], [3], []])
      expect(
        (await call('POST', `/api/engage/${lunch.id}/vote`, { choices }, late.cookies)).status,
      ).toBe(400);

    const after = await counters();
    expect(after.kanpur! - before.kanpur!).toBe(24);
    expect(after.lucknow! - before.lucknow!).toBe(24);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    // Kind, options and points stay as they were voted on; the poll can be ended, once.
    const edit = await call<{ error: { code: string } }>('PUT', `/api/admin/engage/${lunch.id}`, {
      kind: 'poll',
      title: { en: 'Lunch?', hi: '' },
      options: [
        { en: 'Dal', hi: '' },
        { en: 'Rice', hi: '' },
      ],
      startsAt: null,
      endsAt: null,
    });
    expect(edit.body.error.code).toBe('engage_has_sends');
    expect((await call('DELETE', `/api/admin/engage/${lunch.id}`)).status).toBe(409);
    expect((await call('POST', `/api/admin/engage/${lunch.id}/end`)).status).toBe(200);
    expect((await call('POST', `/api/admin/engage/${lunch.id}/end`)).status).toBe(409);
    const ended = await call<{ error: { code: string } }>(
      'POST',
      `/api/engage/${lunch.id}/vote`,
      { choices: [0] },
      late.cookies,
    );
    expect(ended.body.error.code).toBe('engage_not_live');
  });

  it('merges the forms of one word in a cloud, holds filtered words and keeps each person to their number', async () => {
    const people = await Promise.all(
      ['Team work', ' team  work', 'TEAM WORK', 'Team work'].map(async (typed, index) => ({
        typed,
        player: await newPlayer({ name: `Cloud ${index}`, gender: 'male', team: 'gorakhpur' }),
      })),
    );
    const cloud = await activity({
      kind: 'cloud',
      title: { en: 'One word for today', hi: '' },
      perPerson: 2,
      points: 1,
      pointsCap: 1,
    });
    expect(cloud.status).toBe(201);
    const id = cloud.body.id;
    for (const { typed, player } of people)
      expect(
        (await call('POST', `/api/engage/${id}/words`, { words: [typed] }, player.cookies)).status,
      ).toBe(200);
    const [asha] = people.map((each) => each.player);
    // A word the filter lists is held: on no phone or screen until a moderator approves it.
    const held = await call<MySends>(
      'POST',
      `/api/engage/${id}/words`,
      { words: ['f.u.c.k'] },
      asha!.cookies,
    );
    expect(Object.fromEntries(held.body.words.map((word) => [word.typed, word.status]))).toEqual({
      'Team work': 'shown',
      'f.u.c.k': 'held',
    });
    // Over the number: refused whole, nothing stored.
    const over = await call<{ error: { code: string } }>(
      'POST',
      `/api/engage/${id}/words`,
      { words: ['Energy'] },
      asha!.cookies,
    );
    expect(over.body.error.code).toBe('engage_limit');
    await settled(asha!.cookies, id, (found) => found?.cloud?.senders === 4);
    const shown = (await liveOf(asha!.cookies, id))!.cloud!;
    expect(shown).toEqual({ words: [{ word: 'Team work', count: 4 }], senders: 4 });
    expect(JSON.stringify(shown)).not.toMatch(/f\.?u\.?c\.?k/i);
    // A moderator's hand on the held word tells its sender's phones to read their sends again.
    const sender = await openSse(`${base}/api/live`, { cookie: cookieHeader(asha!.cookies) });
    streams.push(sender);
    const hidden = await call('POST', `/api/admin/engage/${id}/words`, {
      userId: asha!.uid,
      word: held.body.words.find((word) => word.status === 'held')!.word,
      action: 'hide',
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    await sender.next((event) => event.event === 'mine');
    // A person takes their own word back.
    const removed = await call<MySends>(
      'DELETE',
      `/api/engage/${id}/words/${encodeURIComponent('team work')}`,
      undefined,
      asha!.cookies,
    );
    expect(removed.body.words.map((word) => word.typed)).toEqual(['f.u.c.k']);
    await settled(asha!.cookies, id, (found) => found?.cloud?.words[0]?.count === 3);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    await call('POST', `/api/admin/engage/${id}/end`);
    // Once it has ended a person can still take their own words back, as their questions and photos.
    const after = await call<MySends>(
      'DELETE',
      `/api/engage/${id}/words/${encodeURIComponent('f.u.c.k')}`,
      undefined,
      asha!.cookies,
    );
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.words).toEqual([]);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('starts and ends activities by their times, and tells a screen what to show', async () => {
    const player = await newPlayer({ name: 'Timed', gender: 'female', team: 'kanpur' });
    const startsAt = clock.now() + 60_000;
    const later = await activity({
      kind: 'reactions',
      title: { en: 'Applause for the speakers', hi: '' },
      startsAt,
      endsAt: startsAt + 60_000,
    });
    expect(later.body.status).toBe('scheduled');
    const id = later.body.id;
    expect(await liveOf(player.cookies, id)).toBeUndefined();
    const refused = await call<{ error: { code: string } }>(
      'POST',
      `/api/engage/${id}/reactions`,
      { emoji: '👏' },
      player.cookies,
    );
    expect(refused.body.error.code).toBe('engage_not_live');

    const link = await call<AdminScreenLink>('POST', '/api/admin/screens', {
      name: 'Hall',
      quizId: null,
      names: 'full',
    });
    const screen = await openSse(`${base}/api/screen/${link.body.token}/live`);
    streams.push(screen);
    clock.advance(60_000);
    await settled(player.cookies, id, (found) => found !== undefined);
    // Reactions reach the screens in bursts, one per person per second.
    const sent = await call<{ shown: boolean }>(
      'POST',
      `/api/engage/${id}/reactions`,
      { emoji: '👏' },
      player.cookies,
    );
    expect(sent.status).toBe(202);
    expect(sent.body.shown).toBe(true);
    const again = await call<{ shown: boolean }>(
      'POST',
      `/api/engage/${id}/reactions`,
      { emoji: '🎉' },
      player.cookies,
    );
    expect(again.body.shown).toBe(false);
    const burst = await screen.next((event) => event.event === 'reactions');
    expect(JSON.parse(burst.data)).toEqual({ '👏': 1 });

    const shown = await call<AdminScreenLink>('POST', `/api/admin/screens/${link.body.id}/show`, {
      show: `activity:${id}`,
    });
    expect(shown.body.shows).toBe(`activity:${id}`);
    await screen.next((event) => event.event === 'screen');
    const state = await server.app.inject({ url: `/api/screen/${link.body.token}` });
    const read = state.json<ScreenState>();
    expect(read.show).toBe(`activity:${id}`);
    expect(read.engage.map((each) => each.id)).toContain(id);
    expect(
      (await call('POST', `/api/admin/screens/${link.body.id}/show`, { show: 'everything' }))
        .status,
    ).toBe(400);

    clock.advance(60_000);
    await settled(player.cookies, id, (found) => found === undefined);
  });

  it('votes on the poll as stored when this instance holds it a moment before a change, and refuses as stored', async () => {
    const [asha, ravi, meena] = await Promise.all(
      ['Asha', 'Ravi', 'Meena'].map((name) =>
        newPlayer({ name: `Held ${name}`, gender: 'female', team: 'bhopal' }),
      ),
    );
    const quick = await poll(['Tea', 'Coffee'], { points: 2, pointsCap: 2 });
    const stored = await findActivity(server.app.db, quick.id);
    const voteAs = (uid: string, choices: number[], held: typeof stored | undefined) =>
      vote(server.app.db, quick.id, { choices }, { userId: uid, now: clock.now() }, held).then(
        (mine) => mine.points,
        (error: { code?: string }) => error.code,
      );
    const before = await counters();
    // Held with a third option the poll does not have: refused as stored.
    const three = JSON.stringify(['Tea', 'Coffee', 'Juice'].map((en) => ({ en, hi: '' })));
    expect(await voteAs(asha!.uid, [2], { ...stored, options: three })).toBe('bad_request');
    // Held with other points, or before it started: cast as stored, its points as stored.
    expect(await voteAs(asha!.uid, [1], { ...stored, points: 5, points_cap: 5 })).toBe(2);
    expect(await voteAs(ravi!.uid, [0], { ...stored, starts_at: clock.now() + 60_000 })).toBe(2);
    expect(await voteAs(meena!.uid, [0], undefined)).toBe(2);
    // Again as held, the same choices answer as before; others are refused.
    expect(await voteAs(asha!.uid, [1], stored)).toBe(2);
    expect(await voteAs(asha!.uid, [0], stored)).toBe('engage_voted');
    // Someone not registered is refused, whatever is held.
    const visitor = await signInTestUser(server.app, '8344199999');
    expect(await voteAs(visitor.uid, [0], stored)).toBe('profile_required');
    expect((await counters()).bhopal! - before.bhopal!).toBe(6);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    // Held as live once it has ended: refused as stored.
    await call('POST', `/api/admin/engage/${quick.id}/end`);
    const late = await newPlayer({ name: 'Held Late', gender: 'male', team: 'bhopal' });
    expect(await voteAs(late.uid, [0], stored)).toBe('engage_not_live');
    expect(
      await server.app.db
        .selectFrom('engage_votes')
        .select('user_id')
        .where('activity_id', '=', quick.id)
        .execute(),
    ).toHaveLength(3);
  });

  it("carries a person's points for taking part with them when organisers correct their office, and takes them back with the registration", async () => {
    const person = await newPlayer({ name: 'Mover', gender: 'male', team: 'kanpur' });
    const quick = await poll(['Yes', 'No'], { points: 5, pointsCap: 5 });
    await call('POST', `/api/engage/${quick.id}/vote`, { choices: [0] }, person.cookies);
    const before = await counters();
    const moved = await call('PATCH', `/api/admin/users/${person.uid}`, { team: 'varanasi' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await counters();
    expect(before.kanpur! - after.kanpur!).toBe(6);
    expect(after.varanasi! - before.varanasi!).toBe(6);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    expect((await call('DELETE', `/api/admin/users/${person.uid}/registration`)).status).toBe(200);
    await settled(person.cookies, quick.id, () => true);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    const votes = await server.app.db
      .selectFrom('engage_votes')
      .selectAll()
      .where('user_id', '=', person.uid)
      .execute();
    expect(votes).toEqual([]);
    await call('POST', `/api/admin/engage/${quick.id}/end`);
  });
});
