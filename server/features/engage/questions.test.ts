import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Activity } from '../../../common/admin-api.js';
import type {
  AdminActivity,
  AdminEngage,
  EngageView,
  HallQuestion,
  ModerationQuestion,
  ModerationQueue,
  ModerationWord,
  MySends,
} from '../../../common/engage.js';
import type { AdminScreenLink, ScreenState } from '../../../common/venue-api.js';
import { manualClock } from '../../clock.js';
import { serverWithAdminForFile } from '../../test/admin-requests.js';
import { newPlayers } from '../../test/profiles.js';
import type { TestUser } from '../../test/sessions.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { checkTeamCounters, readTeamCounters } from '../../team-counters.js';

const ADMIN = '9111100046';
const clock = manualClock(Date.UTC(2026, 8, 3, 5, 0));
let server: TestServer;
const newPlayer = newPlayers(() => server.app, 8344600000, 1000);
const call = serverWithAdminForFile(ADMIN, clock, (file) => ({ server } = file));
type Cookies = Record<string, string>;
type Refusal = { error: { code: string } };

/** Each test's activities end with it, so the next test's state holds only its own. */
const running: string[] = [];
afterEach(async () => {
  for (const id of running.splice(0)) await call('POST', `/api/admin/engage/${id}/end`);
});

async function qna(input: Record<string, unknown> = {}): Promise<AdminActivity> {
  const created = await call<AdminActivity>('POST', '/api/admin/engage', {
    kind: 'qna',
    title: { en: 'Ask the CEO', hi: 'सीईओ से पूछें' },
    startsAt: null,
    endsAt: null,
    ...input,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  running.push(created.body.id);
  return created.body;
}

const players = (count: number, team = 'kanpur') =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      newPlayer({ name: `Asker ${index}`, gender: 'female', team }),
    ),
  );

const ask = (who: TestUser, activityId: string, text: string, anonymous = false) =>
  call<MySends>('POST', `/api/engage/${activityId}/questions`, { text, anonymous }, who.cookies);
const upvote = (who: TestUser, questionId: string, up = true) =>
  call<MySends>(
    up ? 'POST' : 'DELETE',
    `/api/engage/questions/${questionId}/vote`,
    undefined,
    who.cookies,
  );
const moderate = (questionId: string, action: string) =>
  call<ModerationQuestion>('POST', `/api/admin/engage/questions/${questionId}/${action}`);

const hallOf = async (cookies: Cookies, id: string): Promise<HallQuestion[] | undefined> => {
  const view = (await call<EngageView>('GET', '/api/engage', undefined, cookies)).body;
  return view.state.activities.find((each) => each.id === id)?.qna?.questions;
};
/** The hall's questions once the pushes after the last change have been read. */
async function hallSettles(cookies: Cookies, id: string, texts: string[]) {
  await expect
    .poll(async () => (await hallOf(cookies, id))?.map((question) => question.text), {
      timeout: 5_000,
    })
    .toEqual(texts);
  return (await hallOf(cookies, id))!;
}

/** The votes a question keeps, beside its rows of upvotes. */
async function votesAndRows(questionId: string) {
  const db = server.app.db;
  const row = await db
    .selectFrom('engage_questions')
    .select('votes')
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('engage_question_votes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('question_id', '=', questionId)
    .executeTakeFirstOrThrow();
  return { votes: row.votes, rows: Number(rows.n) };
}

const pointsOf = async (team: string) =>
  (await readTeamCounters(server.app.db)).find((row) => row.team === team)?.points ?? 0;
const audited = async (action: string) =>
  server.app.db.selectFrom('audit_log').select('detail').where('action', '=', action).execute();

describe(`questions to the stage on ${testDatabaseKind}`, () => {
  it('sends a question, upvotes it, approves, pins and answers it, shown by votes with points within the cap', async () => {
    const [asker, first, second] = await players(3);
    const activity = await qna({ points: 2, pointsCap: 3 });
    const before = await pointsOf('kanpur');

    const sent = await ask(asker!, activity.id, 'When is the next town hall?');
    expect(sent.status).toBe(201);
    const [question] = sent.body.questions;
    expect(question).toMatchObject({ status: 'pending', votes: 0, anonymous: false });
    // Waiting for a moderator: not in the hall, not to be upvoted, no points yet.
    expect(await hallOf(first!.cookies, activity.id)).toEqual([]);
    expect((await upvote(first!, question!.id)).status).toBe(404);
    expect(await pointsOf('kanpur')).toBe(before);

    const approved = await moderate(question!.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', name: 'Asker 0', flagged: false });
    expect(await pointsOf('kanpur')).toBe(before + 2);

    for (const voter of [first!, second!]) {
      const voted = await upvote(voter, question!.id);
      expect(voted.status).toBe(200);
      expect(voted.body.upvoted).toEqual([question!.id]);
    }
    // A second upvote changes nothing; one's own question is not theirs to upvote.
    expect((await upvote(first!, question!.id)).status).toBe(200);
    expect((await upvote(asker!, question!.id)).status).toBe(403);
    expect(await votesAndRows(question!.id)).toEqual({ votes: 2, rows: 2 });

    // A second question, approved: the hall sees the most upvoted first, a pinned one above all.
    const later = (await ask(asker!, activity.id, 'Will the canteen open on Sundays?')).body;
    const next = later.questions.find((each) => each.id !== question!.id)!;
    await moderate(next.id, 'approve');
    // Two sends at 2 points each, capped at 3.
    expect(await pointsOf('kanpur')).toBe(before + 3);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    await hallSettles(first!.cookies, activity.id, [
      'When is the next town hall?',
      'Will the canteen open on Sundays?',
    ]);
    expect((await moderate(next.id, 'pin')).body.pinned).toBe(true);
    const pinned = await hallSettles(first!.cookies, activity.id, [
      'Will the canteen open on Sundays?',
      'When is the next town hall?',
    ]);
    expect(pinned.map((each) => [each.votes, each.pinned])).toEqual([
      [0, true],
      [2, false],
    ]);
    expect((await moderate(next.id, 'unpin')).body.pinned).toBe(false);

    // Answered: still shown, marked so.
    expect((await moderate(question!.id, 'answer')).body.status).toBe('answered');
    await expect
      .poll(async () => (await hallOf(first!.cookies, activity.id))?.[0]?.status)
      .toBe('answered');
    // Withdrawn once: the votes follow the rows.
    expect((await upvote(second!, question!.id, false)).body.upvoted).toEqual([]);
    expect((await upvote(second!, question!.id, false)).status).toBe(200);
    expect(await votesAndRows(question!.id)).toEqual({ votes: 1, rows: 1 });

    // Hidden: gone from the hall, its send given back (one send left: 2 points).
    expect((await moderate(question!.id, 'hide')).body.status).toBe('hidden');
    await hallSettles(first!.cookies, activity.id, ['Will the canteen open on Sundays?']);
    expect(await pointsOf('kanpur')).toBe(before + 2);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    // A hidden question takes no upvotes.
    expect((await upvote(first!, question!.id)).status).toBe(404);

    const actions = ['approve', 'pin', 'unpin', 'answer', 'hide'];
    for (const action of actions) {
      const entries = await audited(`engage.question.${action}`);
      expect(entries.length, action).toBeGreaterThan(0);
    }
    const [hidden] = await audited('engage.question.hide');
    expect(JSON.parse(hidden!.detail)).toMatchObject({
      activityId: activity.id,
      questionId: question!.id,
      title: { en: 'Ask the CEO' },
      before: { status: 'answered' },
      after: { status: 'hidden' },
    });
    // The activity log names the activity and the question.
    const log = (await call<Activity>('GET', '/api/admin/activity')).body;
    const said = log.entries.find((entry) => entry.action === 'engage.question.hide');
    expect(said).toMatchObject({
      kind: 'venue',
      names: { title: { en: 'Ask the CEO', hi: 'सीईओ से पूछें' }, text: 'When is the next town hall?' },
    });
  });

  it('names the asker of an anonymous question to organisers only', async () => {
    const [shy, bold, reader] = await players(3, 'lucknow');
    const activity = await qna({ moderated: false });
    const shyAsked = await ask(shy!, activity.id, 'Why are bonuses late?', true);
    expect(shyAsked.body.questions[0]).toMatchObject({ status: 'approved', anonymous: true });
    await ask(bold!, activity.id, 'Can we have more plants?');
    const hall = await hallSettles(reader!.cookies, activity.id, [
      'Why are bonuses late?',
      'Can we have more plants?',
    ]);
    expect(hall.map((each) => each.name)).toEqual([null, 'Asker 1']);
    expect(JSON.stringify(hall)).not.toContain('Asker 0');
    // The moderator sees who asked, anonymous or not.
    const pinned = await moderate(shyAsked.body.questions[0]!.id, 'pin');
    expect(pinned.body).toMatchObject({ name: 'Asker 0', anonymous: true, team: 'lucknow' });
    // Sent to a moderated activity, it waits in the queue with the name.
    const moderated = await qna();
    await ask(shy!, moderated.id, 'Is the offsite confirmed?', true);
    const queue = (await call<ModerationQueue>('GET', '/api/admin/engage/queue')).body;
    expect(queue.questions.find((each) => each.text === 'Is the offsite confirmed?')).toMatchObject(
      {
        name: 'Asker 0',
        anonymous: true,
        status: 'pending',
      },
    );
  });

  it('holds a filtered question from every phone and screen until a moderator approves it', async () => {
    const [rude, reader] = await players(2, 'bhopal');
    const activity = await qna({ moderated: false });
    const link = await call<AdminScreenLink>('POST', '/api/admin/screens', {
      name: 'Q&A hall',
      quizId: null,
      names: 'full',
    });
    const screenOf = async () =>
      (await server.app.inject({ url: `/api/screen/${link.body.token}` })).json<ScreenState>()
        .engage;

    await ask(reader!, activity.id, 'How do we book rooms?');
    const held = await ask(rude!, activity.id, 'Why is the wifi so f.u.c.k.i.n.g slow');
    const mine = held.body.questions[0]!;
    expect(mine.status).toBe('pending');
    await hallSettles(reader!.cookies, activity.id, ['How do we book rooms?']);
    await expect
      .poll(
        async () =>
          (await screenOf()).find((each) => each.id === activity.id)?.qna?.questions.length,
      )
      .toBe(1);
    expect(JSON.stringify(await screenOf())).not.toContain('wifi');
    const queued = (await call<ModerationQueue>('GET', '/api/admin/engage/queue')).body;
    expect(queued.questions.find((each) => each.id === mine.id)).toMatchObject({
      flagged: true,
      name: 'Asker 0',
    });

    expect((await moderate(mine.id, 'approve')).body).toMatchObject({
      status: 'approved',
      flagged: true,
    });
    await hallSettles(reader!.cookies, activity.id, [
      'How do we book rooms?',
      'Why is the wifi so f.u.c.k.i.n.g slow',
    ]);
    await expect
      .poll(
        async () =>
          (await screenOf()).find((each) => each.id === activity.id)?.qna?.questions.length,
      )
      .toBe(2);
  });

  it("holds the organisers' own filter words once they save them, audited", async () => {
    const [asker] = await players(1, 'bhopal');
    const activity = await qna({ moderated: false });
    const saved = await call<{ words: string[] }>('PUT', '/api/admin/engage/filter', {
      words: ['Rival Corp', 'ACME', 'acme', ' '],
    });
    expect(saved.status).toBe(400);
    const kept = await call<{ words: string[] }>('PUT', '/api/admin/engage/filter', {
      words: ['Rival  Corp', 'ACME', 'acme'],
    });
    expect(kept.body.words).toEqual(['acme', 'rival corp']);
    expect((await call<AdminEngage>('GET', '/api/admin/engage')).body.filterWords).toEqual([
      'acme',
      'rival corp',
    ]);
    await expect.poll(() => server.app.engage.filter().matches('A C M E')).toBe(true);
    const asked = await ask(asker!, activity.id, 'Should we buy from Acme?');
    expect(asked.body.questions[0]!.status).toBe('pending');
    const [entry] = await audited('engage.filter');
    expect(JSON.parse(entry!.detail)).toMatchObject({ before: [], after: ['acme', 'rival corp'] });
    await call('PUT', '/api/admin/engage/filter', { words: [] });
    await expect.poll(() => server.app.engage.filter().matches('acme')).toBe(false);
  });

  it('lets a person delete their own question, keeps them to their number, and refuses the unregistered', async () => {
    const [asker, other] = await players(2, 'lucknow');
    const activity = await qna({ moderated: false, perPerson: 2, points: 1, pointsCap: 5 });
    const before = await pointsOf('lucknow');
    const first = (await ask(asker!, activity.id, 'First question?')).body.questions[0]!;
    await ask(asker!, activity.id, 'Second question?');
    const over = await ask(asker!, activity.id, 'Third question?');
    expect(over.status).toBe(409);
    expect((over.body as unknown as Refusal).error.code).toBe('engage_limit');
    const stored = await server.app.db
      .selectFrom('engage_questions')
      .select('text')
      .where('activity_id', '=', activity.id)
      .execute();
    expect(stored.map((row) => row.text).sort()).toEqual(['First question?', 'Second question?']);
    expect(await pointsOf('lucknow')).toBe(before + 2);

    await upvote(other!, first.id);
    // Not theirs: as if it were not there.
    const foreign = await call<Refusal>(
      'DELETE',
      `/api/engage/questions/${first.id}`,
      undefined,
      other!.cookies,
    );
    expect(foreign.status).toBe(404);
    const deleted = await call<MySends>(
      'DELETE',
      `/api/engage/questions/${first.id}`,
      undefined,
      asker!.cookies,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.questions.map((each) => each.text)).toEqual(['Second question?']);
    const votes = await server.app.db
      .selectFrom('engage_question_votes')
      .select('user_id')
      .where('question_id', '=', first.id)
      .execute();
    expect(votes).toEqual([]);
    await hallSettles(other!.cookies, activity.id, ['Second question?']);
    expect(await pointsOf('lucknow')).toBe(before + 1);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    // The deleted one gave its place back.
    expect((await ask(asker!, activity.id, 'Third question?')).status).toBe(201);

    // An organiser who never registered is no player.
    const organiser = await call<Refusal>('POST', `/api/engage/${activity.id}/questions`, {
      text: 'From the stage?',
    });
    expect(organiser.status).toBe(403);
    expect(organiser.body.error.code).toBe('profile_required');
    // Ended: nothing more is taken.
    await call('POST', `/api/admin/engage/${activity.id}/end`);
    const late = await ask(other!, activity.id, 'Too late?');
    expect((late.body as unknown as Refusal).error.code).toBe('engage_not_live');
  });

  it('keeps the votes equal to their rows under 30 concurrent upvotes and withdrawals', async () => {
    const [asker] = await players(1, 'kanpur');
    const crowd = await players(30, 'varanasi');
    const activity = await qna({ moderated: false });
    const question = (await ask(asker!, activity.id, 'Popular question?')).body.questions[0]!;
    const voted = await Promise.all(crowd.map((voter) => upvote(voter, question.id)));
    expect(voted.map((each) => each.status)).toEqual(crowd.map(() => 200));
    expect(await votesAndRows(question.id)).toEqual({ votes: 30, rows: 30 });
    // Each again, and half withdrawing, all at once.
    await Promise.all(crowd.map((voter, index) => upvote(voter, question.id, index % 2 === 0)));
    expect(await votesAndRows(question.id)).toEqual({ votes: 15, rows: 15 });
    await expect.poll(async () => (await hallOf(asker!.cookies, activity.id))?.[0]?.votes).toBe(15);
  });

  it('lists the photos waiting for a moderator in the queue, with who sent them', async () => {
    const [sender] = await players(1, 'bhopal');
    const created = await call<AdminActivity>('POST', '/api/admin/engage', {
      kind: 'photos',
      title: { en: 'Wall', hi: '' },
      startsAt: null,
      endsAt: null,
    });
    running.push(created.body.id);
    const row = (id: string, status: 'pending' | 'approved') => ({
      id,
      activity_id: created.body.id,
      user_id: sender!.uid,
      team: 'bhopal',
      image_key: `media/${id}.jpg`,
      small_key: `media/${id}-small.jpg`,
      width: 1920,
      height: 1080,
      status,
      created_at: clock.now(),
      moderated_at: null,
      moderated_by: null,
    });
    const waiting = randomUUID();
    await server.app.db
      .insertInto('engage_photos')
      .values([row(waiting, 'pending'), row(randomUUID(), 'approved')])
      .execute();
    const queue = (await call<ModerationQueue>('GET', '/api/admin/engage/queue')).body;
    expect(queue.photos.filter((photo) => photo.activityId === created.body.id)).toEqual([
      expect.objectContaining({
        id: waiting,
        url: `/api/engage/photos/${waiting}/image`,
        name: 'Asker 0',
        status: 'pending',
      }),
    ]);
  });

  it('moderates one person’s cloud word: a held word approved counts, hidden gives it back', async () => {
    const [person, reader] = await players(2, 'gorakhpur');
    const created = await call<AdminActivity>('POST', '/api/admin/engage', {
      kind: 'cloud',
      title: { en: 'One word', hi: '' },
      startsAt: null,
      endsAt: null,
      points: 1,
      pointsCap: 5,
    });
    running.push(created.body.id);
    const id = created.body.id;
    const before = await pointsOf('gorakhpur');
    const sent = await call<MySends>(
      'POST',
      `/api/engage/${id}/words`,
      { words: ['Sh1t Show'] },
      person!.cookies,
    );
    expect(sent.body.words).toEqual([{ word: 'sh1t show', typed: 'Sh1t Show', status: 'held' }]);
    const queue = (await call<ModerationQueue>('GET', '/api/admin/engage/queue')).body;
    const held = queue.words.find((word) => word.activityId === id)!;
    expect(held).toMatchObject({ name: 'Asker 0', team: 'gorakhpur', status: 'held' });

    const approve = (action: string, word = held.word) =>
      call<ModerationWord>('POST', `/api/admin/engage/${id}/words`, {
        userId: held.userId,
        word,
        action,
      });
    expect((await approve('approve', 'SH1T  SHOW')).body.status).toBe('shown');
    expect(await pointsOf('gorakhpur')).toBe(before + 1);
    await expect
      .poll(async () => {
        const view = (await call<EngageView>('GET', '/api/engage', undefined, reader!.cookies))
          .body;
        return view.state.activities.find((each) => each.id === id)?.cloud?.words.length;
      })
      .toBe(1);
    expect((await approve('hide')).body.status).toBe('hidden');
    expect(await pointsOf('gorakhpur')).toBe(before);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
    expect((await approve('hide', 'never sent')).status).toBe(404);
    expect((await audited('engage.word.approve')).length).toBe(1);
    expect((await audited('engage.word.hide')).length).toBe(1);
  });
});
