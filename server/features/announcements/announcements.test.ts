import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody as ErrorBody } from '../../../common/api.js';
import type { Announcement } from '../../../common/api.js';
import type { AdminAnnouncement } from '../../../common/venue-api.js';
import { ANNOUNCEMENTS_SHOWING_MAX } from '../../../common/venue.js';
import { manualClock } from '../../clock.js';
import { newUsers, signInTestUser } from '../../test/sessions.js';
import { openSse, type SseStream } from '../../test/sse-client.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ADMIN = '9333300001';
const clock = manualClock(Date.UTC(2025, 8, 2, 9, 30));
let server: TestServer;
let base: string;
let admin: Record<string, string>;
const nextUser = newUsers(() => server.app, 8333300001);
const streams: SseStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ clock, env: { ADMIN_PHONES: `+91${ADMIN}` } });
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  admin = (await signInTestUser(server.app, ADMIN)).cookies;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

async function phone(): Promise<SseStream> {
  const { cookies } = await nextUser();
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const stream = await openSse(`${base}/api/live`, { cookie });
  streams.push(stream);
  return stream;
}

const announce = (payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/admin/announcements', cookies: admin, payload });

const list = async () =>
  (await server.app.inject({ url: '/api/admin/announcements', cookies: admin })).json<
    AdminAnnouncement[]
  >();

/** Ends every announcement not yet ended, so a test starts with none showing or scheduled. */
async function endAll() {
  for (const each of await list())
    if (each.endsAt === null || each.endsAt > clock.now())
      await server.app.inject({
        method: 'POST',
        url: `/api/admin/announcements/${each.id}/end`,
        cookies: admin,
      });
}

const HOUR = 60 * 60_000;

const showing = (event: { data: string }) => JSON.parse(event.data) as Announcement[];
const saying = (text: string) => (event: { event: string; data: string }) =>
  event.event === 'announcements' && showing(event).some((each) => each.text.en === text);

describe(`announcements on ${testDatabaseKind}`, () => {
  it('reach every open phone, greet a phone that arrives later, and go when ended', async () => {
    const [first, second] = [await phone(), await phone()];
    await first.next((event) => event.event === 'announcements');
    await second.next((event) => event.event === 'announcements');

    const sent = await announce({
      text: { en: 'Quiz 2 opens at 3 pm', hi: 'क्विज़ 2 दोपहर 3 बजे खुलेगी' },
      startsAt: null,
      endsAt: null,
    });
    expect(sent.statusCode).toBe(201);
    const created = sent.json<AdminAnnouncement>();
    expect(created).toMatchObject({ startsAt: clock.now(), endsAt: null, endedBy: null });
    for (const stream of [first, second]) {
      const pushed = await stream.next(saying('Quiz 2 opens at 3 pm'));
      expect(showing(pushed)[0]!.text.hi).toBe('क्विज़ 2 दोपहर 3 बजे खुलेगी');
    }
    // One push per stream for one announcement.
    expect(first.events.filter(saying('Quiz 2 opens at 3 pm'))).toHaveLength(1);

    const later = await phone();
    const greeted = await later.next((event) => event.event === 'announcements');
    expect(showing(greeted).map((each) => each.id)).toContain(created.id);

    const ended = await server.app.inject({
      method: 'POST',
      url: `/api/admin/announcements/${created.id}/end`,
      cookies: admin,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<AdminAnnouncement>()).toMatchObject({
      endsAt: clock.now(),
      // Who ended it, by the name organisers see: this one has none yet, so its phone, masked.
      endedBy: `+91 ${ADMIN.slice(0, 2)}•••••${ADMIN.slice(-3)}`,
    });
    const gone = await first.next(
      (event) =>
        event.event === 'announcements' && !showing(event).some((each) => each.id === created.id),
      1000,
    );
    expect(showing(gone)).toEqual([]);

    const again = await server.app.inject({
      method: 'POST',
      url: `/api/admin/announcements/${created.id}/end`,
      cookies: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('announcement_ended');
  });

  it('shows a scheduled announcement at its time and ends it at its end, with nobody pressing anything', async () => {
    const stream = await phone();
    await stream.next((event) => event.event === 'announcements');
    const start = clock.now() + 60 * 60_000;
    const sent = await announce({
      text: { en: 'Lunch is served in Hall B', hi: '' },
      startsAt: start,
      endsAt: start + 30 * 60_000,
    });
    expect(sent.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(stream.events.some(saying('Lunch is served in Hall B'))).toBe(false);

    clock.set(start);
    await stream.next(saying('Lunch is served in Hall B'), 1000);
    clock.set(start + 30 * 60_000);
    const ended = await stream.next(
      (event) => event.event === 'announcements' && !event.data.includes('Lunch'),
      1000,
    );
    expect(showing(ended)).toEqual([]);
  });

  it('takes a start already past as now: it shows at once, from the moment it arrived', async () => {
    await endAll();
    const stream = await phone();
    await stream.next((event) => event.event === 'announcements');
    const sent = await announce({
      text: { en: 'Doors are open', hi: '' },
      startsAt: clock.now() - HOUR,
      endsAt: clock.now() + HOUR,
    });

    expect(sent.statusCode).toBe(201);
    const created = sent.json<AdminAnnouncement>();
    expect(created.startsAt).toBe(clock.now());
    expect(created.startsAt).toBe(created.createdAt);
    const shown = showing(await stream.next(saying('Doors are open'), 1000));
    expect(shown.find((each) => each.text.en === 'Doors are open')).toMatchObject({
      startsAt: clock.now(),
      endsAt: clock.now() + HOUR,
    });
    await endAll();
  });

  it('refuses an announcement without English text or with an end already past, and writes nothing', async () => {
    const before = (
      await server.app.inject({ url: '/api/admin/announcements', cookies: admin })
    ).json<AdminAnnouncement[]>();
    const blank = await announce({ text: { en: '   ', hi: 'कुछ' }, startsAt: null, endsAt: null });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ErrorBody>().error).toMatchObject({
      code: 'invalid_setup',
      field: 'text.en',
      params: { reason: 'announcementRequired' },
    });
    const past = await announce({
      text: { en: 'Too late', hi: '' },
      startsAt: null,
      endsAt: clock.now() - 1,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<ErrorBody>().error).toMatchObject({
      field: 'endsAt',
      params: { reason: 'endsInPast' },
    });
    const backwards = await announce({
      text: { en: 'Backwards', hi: '' },
      startsAt: clock.now() + 10_000,
      endsAt: clock.now() + 5_000,
    });
    expect(backwards.json<ErrorBody>().error).toMatchObject({
      field: 'endsAt',
      params: { reason: 'endsBeforeStarts' },
    });
    const long = await announce({
      text: { en: 'x'.repeat(281), hi: '' },
      startsAt: null,
      endsAt: null,
    });
    expect(long.statusCode).toBe(400);
    const after = (
      await server.app.inject({ url: '/api/admin/announcements', cookies: admin })
    ).json<AdminAnnouncement[]>();
    expect(after).toEqual(before);
  });

  it('writes every announcement and its end to the audit log', async () => {
    const sent = (
      await announce({ text: { en: 'Audited message', hi: '' }, startsAt: null, endsAt: null })
    ).json<AdminAnnouncement>();
    await server.app.inject({
      method: 'POST',
      url: `/api/admin/announcements/${sent.id}/end`,
      cookies: admin,
    });
    const audit = (await server.app.inject({ url: '/api/admin/audit', cookies: admin })).json<
      { action: string; actor: string; detail: { after: { id: string; text: { en: string } } } }[]
    >();
    const mine = audit.filter((entry) => entry.detail.after?.id === sent.id);
    expect(mine.map((entry) => entry.action).sort()).toEqual([
      'announcement.create',
      'announcement.end',
    ]);
    expect(mine.every((entry) => entry.actor === `+91${ADMIN}`)).toBe(true);
  });

  it('refuses one that would make more than the cap show at any moment, scheduled ones counted where they overlap, and writes nothing', async () => {
    await endAll();
    const now = clock.now();
    const at = (startsAt: number | null, endsAt: number | null, en = 'Hall B is open') =>
      announce({ text: { en, hi: '' }, startsAt, endsAt });
    const standing: AdminAnnouncement[] = [];
    for (let i = 1; i < ANNOUNCEMENTS_SHOWING_MAX; i += 1) {
      const sent = await at(null, null, `Standing ${i}`);
      expect(sent.statusCode).toBe(201);
      standing.push(sent.json<AdminAnnouncement>());
    }
    // The cap's last place, from one hour to two.
    expect((await at(now + HOUR, now + 2 * HOUR)).statusCode).toBe(201);
    const before = await list();

    // Half an hour of its window shared with the scheduled one: one too many then.
    const overlapping = await at(now + 1.5 * HOUR, now + 3 * HOUR);
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json<ErrorBody>().error).toMatchObject({
      code: 'too_many_announcements',
    });
    expect(overlapping.json<ErrorBody>().error.message).toContain(
      `${ANNOUNCEMENTS_SHOWING_MAX} announcements`,
    );
    // Fine now, one too many once the scheduled one starts.
    expect((await at(null, null)).statusCode).toBe(409);
    expect(await list()).toEqual(before);

    // From the moment the scheduled one ends, and until the moment it starts: never more than the cap.
    expect((await at(now + 2 * HOUR, now + 3 * HOUR)).statusCode).toBe(201);
    expect((await at(null, now + HOUR)).statusCode).toBe(201);
    expect((await at(null, now + 10 * 60_000)).statusCode).toBe(409);

    // Ending one makes room.
    await server.app.inject({
      method: 'POST',
      url: `/api/admin/announcements/${standing[0]!.id}/end`,
      cookies: admin,
    });
    expect((await at(null, now + 10 * 60_000)).statusCode).toBe(201);
    await endAll();
  });

  it('lets as many of several sent at once through as the cap has room for', async () => {
    await endAll();
    for (let i = 2; i < ANNOUNCEMENTS_SHOWING_MAX; i += 1)
      expect(
        (await announce({ text: { en: `Standing ${i}`, hi: '' }, startsAt: null, endsAt: null }))
          .statusCode,
      ).toBe(201);
    const sent = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        announce({ text: { en: `At once ${i}`, hi: '' }, startsAt: null, endsAt: null }),
      ),
    );
    expect(sent.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const unended = (await list()).filter((each) => each.endsAt === null);
    expect(unended).toHaveLength(ANNOUNCEMENTS_SHOWING_MAX);
    await endAll();
  });
});
