import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody as ErrorBody } from '../../../common/api.js';
import type { Announcement } from '../../../common/api.js';
import type { AdminAnnouncement } from '../../../common/venue-api.js';
import { manualClock } from '../../clock.js';
import { newUsers, signedInUser } from '../../test/sessions.js';
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
  admin = (await signedInUser(server.app, ADMIN)).cookies;
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

const showing = (event: { data: string }) => JSON.parse(event.data) as Announcement[];
const saying = (text: string) => (event: { event: string; data: string }) =>
  event.event === 'announcements' && showing(event).some((each) => each.text.en === text);

describe(`announcements on ${testDatabaseKind}`, () => {
  it('reach every open phone within a second, greet a phone that arrives later, and go when ended', async () => {
    const [first, second] = [await phone(), await phone()];
    await first.next((event) => event.event === 'announcements');
    await second.next((event) => event.event === 'announcements');

    const sentAt = performance.now();
    const sent = await announce({
      text: { en: 'Quiz 2 opens at 3 pm', hi: 'क्विज़ 2 दोपहर 3 बजे खुलेगी' },
      startsAt: null,
      endsAt: null,
    });
    expect(sent.statusCode).toBe(201);
    const created = sent.json<AdminAnnouncement>();
    expect(created).toMatchObject({ startsAt: clock.now(), endsAt: null, endedBy: null });
    for (const stream of [first, second]) {
      const pushed = await stream.next(saying('Quiz 2 opens at 3 pm'), 1000);
      expect(showing(pushed)[0]!.text.hi).toBe('क्विज़ 2 दोपहर 3 बजे खुलेगी');
    }
    expect(performance.now() - sentAt).toBeLessThan(1000);
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
      endedBy: `+91${ADMIN}`,
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
});
