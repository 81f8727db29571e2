import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSite } from '../../../common/api.js';
import type { Stats } from '../../../common/dashboard.js';
import type { AdminSetup, SetupImportReport } from '../../../common/setup-api.js';
import type { AdminQuiz, QuizDetail } from '../../../common/quiz-editor-api.js';
import { manualClock } from '../../clock.js';
import { recountTeams } from '../../team-counters.js';
import { DEFAULT_TEAM_LABELS } from '../../test/content.js';
import { rankedPlay } from '../../test/plays.js';
import { sendProfile } from '../../test/profiles.js';
import { contestSettings } from '../../test/quiz-input.js';
import { signInTestUser } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ADMIN = '9111200000';
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0));
let server: TestServer;
let admin: Record<string, string>;
let phone = 8400000000;
let code = 1200;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { ADMIN_PHONES: `+91${ADMIN}` } });
  admin = (await signInTestUser(server.app, ADMIN)).cookies;
});
afterAll(async () => {
  await server.close();
});

type Reply<T> = { status: number; body: T };

async function call<T = AdminSetup>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  on = server,
  cookies = admin,
): Promise<Reply<T>> {
  const response = await on.app.inject({ method, url, cookies, payload });
  return { status: response.statusCode, body: (response.body ? response.json<T>() : null) as T };
}

async function upload<T = AdminSetup>(
  method: 'PUT' | 'POST',
  url: string,
  type: string,
  body: Buffer,
  on = server,
  cookies = admin,
): Promise<Reply<T>> {
  const response = await on.app.inject({
    method,
    url,
    cookies,
    headers: { 'content-type': type },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<T>() };
}

async function register(team: string) {
  phone += 1;
  const user = await signInTestUser(server.app, String(phone));
  code += 1;
  const fields = { employeeId: `EMP${code}`, name: 'Setup Player', gender: 'female', team };
  const saved = await sendProfile(server.app, user.cookies, fields);
  return { ...user, status: saved.statusCode, body: saved.json<{ error?: { code: string } }>() };
}

/** Each team's counters as stored, and as a recount of the rows they count. */
async function countersAndRecount() {
  const db = server.app.db;
  const counters = await db.selectFrom('team_counters').selectAll().orderBy('team').execute();
  const recount = await recountTeams(db);
  const stored = Object.fromEntries(
    counters.map((row) => [row.team, [row.registrations, row.points]]),
  );
  const recounted = Object.fromEntries(
    counters.map((row) => {
      const { registrations, points } = recount.get(row.team) ?? { registrations: 0, points: 0 };
      return [row.team, [registrations, points]];
    }),
  );
  return { stored, recounted };
}

async function expectCountersExact() {
  const { stored, recounted } = await countersAndRecount();
  expect(stored).toEqual(recounted);
}

const png = (width: number, height: number, colour = '#d0342c') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const team = (office: string, label: string, capacity: number) => ({
  office: { en: office, hi: '' },
  label: { en: label, hi: '' },
  capacity,
});

describe(`teams set in the browser (${testDatabaseKind})`, () => {
  it('adds, renames, reorders and (once it is empty) removes a team, the counters exact throughout', async () => {
    const seven = (await call('GET', '/api/admin/setup')).body.site.teams;
    expect(seven.map((t) => t.label.en)).toEqual(DEFAULT_TEAM_LABELS);

    const added = await call('POST', '/api/admin/setup/teams', team('Pune West', 'Dangal', 40));
    expect(added.status).toBe(200);
    const pune = added.body.site.teams.at(-1)!;
    expect(pune).toMatchObject({ key: 'pune-west', label: { en: 'Dangal' }, capacity: 40 });
    // A newcomer can join it at once; the dashboards list it with its percentage.
    const newcomer = await register('pune-west');
    expect(newcomer.body).not.toHaveProperty('error');
    expect(newcomer.status).toBe(200);
    await register('kanpur');
    const stats = (await call<Stats>('GET', '/api/stats', undefined, server, newcomer.cookies))
      .body;
    expect(stats.teams).toHaveLength(8);
    expect(stats.teams.at(-1)).toMatchObject({ key: 'pune-west', registrations: 1, points: 1 });
    await expectCountersExact();
    // The list says what keeps a team: its people, and the plays its points come from.
    const quiz = await server.app.db.selectFrom('quizzes').select('id').executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('quiz_attempts')
      .values(
        rankedPlay(
          { id: 'pune-play', user_id: newcomer.uid, quiz_id: quiz.id, team: 'pune-west', score: 0 },
          5_000,
        ),
      )
      .execute();
    const listed = (await call('GET', '/api/admin/setup')).body.counts;
    expect(listed['pune-west']).toEqual({ registrations: 1, points: 1, plays: 1 });
    expect(listed['kanpur']).toMatchObject({ registrations: 1, plays: 0 });

    // A rename moves no point; the people's records follow the new name.
    const before = (await countersAndRecount()).stored;
    const renamed = await call(
      'PUT',
      '/api/admin/setup/teams/pune-west',
      team('Pune West', 'Lagaan', 45),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.site.teams.at(-1)!.label.en).toBe('Lagaan');
    expect((await countersAndRecount()).stored).toEqual(before);
    // The registrations' CSV names the office and the team as they are now set.
    const csv = await server.app.inject({ url: '/api/admin/registrations.csv', cookies: admin });
    expect(csv.body).toContain('"Pune West","Lagaan"');

    // Reordered: the dashboards list them in the new order, and no counter moves.
    const keys = renamed.body.site.teams.map((t) => t.key).reverse();
    const reordered = await call('PUT', '/api/admin/setup/teams-order', { keys });
    expect(reordered.body.site.teams.map((t) => t.key)).toEqual(keys);
    const after = (await call<Stats>('GET', '/api/stats', undefined, server, newcomer.cookies))
      .body;
    expect(after.teams.map((t) => t.key)).toEqual(keys);
    expect((await countersAndRecount()).stored).toEqual(before);

    // Refused while it holds someone; nothing changes.
    const refused = await call('DELETE', '/api/admin/setup/teams/pune-west');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'team_not_empty' } });
    expect((await call('GET', '/api/admin/setup')).body.site.teams).toHaveLength(8);

    // Once its person has moved (a correction), it goes, and the counters stay exact.
    const moved = await call('PATCH', `/api/admin/users/${newcomer.uid}`, { team: 'bhopal' });
    expect(moved.status).toBe(200);
    const removed = await call('DELETE', '/api/admin/setup/teams/pune-west');
    expect(removed.status).toBe(200);
    expect(removed.body.site.teams.map((t) => t.key)).not.toContain('pune-west');
    await expectCountersExact();
    const left = await server.app.db.selectFrom('team_counters').select('team').execute();
    expect(left.map((row) => row.team)).not.toContain('pune-west');

    // A registration into a team that is gone is refused with a clear message.
    const late = await register('pune-west');
    expect(late.status).toBe(400);
    expect(late.body.error?.code).toBe('unknown_team');
    await call('PUT', '/api/admin/setup/teams-order', { keys: seven.map((t) => t.key) });
  });

  it('refuses a bad team or order field by field and changes nothing', async () => {
    const { version } = (await call('GET', '/api/admin/setup')).body.site;
    const cases: [object, string][] = [
      [{ ...team('Agra', 'Sultan', 10), capacity: -1 }, 'capacity'],
      [{ ...team('', 'Sultan', 10) }, 'office.en'],
      [{ ...team('Agra', ' ', 10) }, 'label.en'],
    ];
    for (const [body, field] of cases) {
      const refused = await call('POST', '/api/admin/setup/teams', body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'invalid_setup', field } });
    }
    const order = await call('PUT', '/api/admin/setup/teams-order', { keys: ['kanpur'] });
    expect(order.body).toMatchObject({ error: { code: 'invalid_setup', field: 'keys' } });
    const event = await call('PUT', '/api/admin/setup/event', {
      event: { name: 'Utsav', timeZone: 'Mars/Olympus' },
      gallery: { selfPhotoUrl: 'https://a.example', eventPhotoUrl: 'javascript:alert(1)' },
      pages: { terms: null, privacy: null },
      profile: { selfie: false },
    });
    expect(event.body).toMatchObject({ error: { code: 'invalid_setup', field: 'event.timeZone' } });
    const lateRow = await call('PUT', '/api/admin/setup/event', {
      event: { name: 'Utsav', timeZone: 'Asia/Kolkata' },
      gallery: { selfPhotoUrl: 'https://a.example', eventPhotoUrl: 'https://b.example' },
      pages: { terms: null, privacy: null },
      profile: { selfie: false },
      schedule: {
        dates: { first: '2026-09-01', last: '2026-09-02' },
        itinerary: [
          { day: 1, time: '09:00', what: { en: 'Start' } },
          { day: 3, time: '10:00', what: { en: 'After the event' } },
        ],
      },
    });
    expect(lateRow.body).toMatchObject({
      error: { code: 'invalid_setup', field: 'schedule.itinerary.1.day' },
    });
    expect((await call('GET', '/api/admin/setup')).body.site.version).toBe(version);
  });
});

describe(`images and videos (${testDatabaseKind})`, () => {
  const mediaFiles = () => fs.readdirSync(path.join(storageDir(), 'media')).sort();
  const storageDir = () => {
    const storage = server.config.storage;
    if (storage.kind !== 'file') throw new Error('these tests read a local storage folder');
    return storage.dir;
  };

  it('replaces the event logo with a new address, and the public setup says so at once', async () => {
    const before = (await call<PublicSite>('GET', '/api/site')).body;
    const wide = await png(2000, 1000);
    const replaced = await upload('PUT', '/api/admin/setup/brand/eventLogo', 'image/png', wide);
    expect(replaced.status).toBe(200);
    const logo = replaced.body.site.brand.eventLogo!;
    expect(logo.src).not.toBe(before.brand.eventLogo!.src);
    expect(logo).toMatchObject({ width: 1280, height: 640 });
    expect(logo.srcSet).toContain('640w');
    // Every instance hears of it; this one has read it again before its screens are told.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await server.app.inject({ method: 'GET', url: '/api/site' });
    expect(after.json<PublicSite>().brand.eventLogo!.src).toBe(logo.src);
    expect(after.headers['cache-control']).toBe('no-cache');
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { 'if-none-match': after.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const weakened = await server.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { 'if-none-match': `W/${after.headers.etag as string}` },
    });
    expect(weakened.statusCode).toBe(304);
    // The image itself is cached for good: its address never names other bytes.
    const image = await server.app.inject({ method: 'GET', url: logo.src });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'brand.replace')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({
      before: { slot: 'eventLogo', file: before.brand.eventLogo!.src.slice('/media/'.length) },
      after: { slot: 'eventLogo', file: logo.src.slice('/media/'.length) },
    });
  });

  it('puts the image a replacement took the place of back with Undo, within its window only', async () => {
    const fileOf = (setup: AdminSetup) => setup.site.brand.welcome!.src.slice('/media/'.length);
    const first = await upload(
      'PUT',
      '/api/admin/setup/brand/welcome',
      'image/png',
      await png(800, 500, '#111'),
    );
    const second = await upload(
      'PUT',
      '/api/admin/setup/brand/welcome',
      'image/png',
      await png(800, 500, '#222'),
    );
    const [earlier, later] = [fileOf(first.body), fileOf(second.body)];
    expect(later).not.toBe(earlier);

    const undone = await call('POST', '/api/admin/setup/brand/welcome/undo', { replaced: later });
    expect(undone.status).toBe(200);
    expect(fileOf(undone.body)).toBe(earlier);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await call<PublicSite>('GET', '/api/site')).body.brand.welcome!.src).toBe(
      `/media/${earlier}`,
    );
    // Nothing saved is lost: the image undone is still stored, and so is the one put back.
    expect(mediaFiles()).toEqual(expect.arrayContaining([earlier, later]));
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'brand.undo')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({
      before: { slot: 'welcome', file: later },
      after: { slot: 'welcome', file: earlier },
    });

    // Once only: the undo is the slot's latest change now.
    const again = await call('POST', '/api/admin/setup/brand/welcome/undo', { replaced: later });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'image_undo_unavailable' } });
    // Not an image another replacement has taken the place of since.
    const third = await upload(
      'PUT',
      '/api/admin/setup/brand/welcome',
      'image/png',
      await png(800, 500, '#333'),
    );
    const stale = await call('POST', '/api/admin/setup/brand/welcome/undo', { replaced: earlier });
    expect(stale.body).toMatchObject({ error: { code: 'image_undo_unavailable' } });
    // Not once the window has passed.
    clock.advance(16 * 60_000);
    const late = await call('POST', '/api/admin/setup/brand/welcome/undo', {
      replaced: fileOf(third.body),
    });
    expect(late.body).toMatchObject({ error: { code: 'image_undo_unavailable' } });
    expect(fileOf((await call('GET', '/api/admin/setup')).body)).toBe(fileOf(third.body));
    // A slot that is not there, or no file named, is refused as such.
    const nowhere = await call('POST', '/api/admin/setup/brand/nowhere/undo', { replaced: later });
    expect(nowhere.status).toBe(404);
    const unnamed = await call('POST', '/api/admin/setup/brand/welcome/undo', {});
    expect(unnamed.body).toMatchObject({ error: { code: 'invalid_setup' } });
  });

  it("puts a team's earlier logo back with Undo, once, and leaves its poster alone", async () => {
    const logoOf = (setup: AdminSetup) => {
      const src = setup.site.teams.find((t) => t.key === 'kanpur')!.logo?.src;
      return src ? src.slice('/media/'.length) : null;
    };
    const before = logoOf((await call('GET', '/api/admin/setup')).body);
    const url = '/api/admin/setup/teams/kanpur/logo';
    const saved = await upload('PUT', url, 'image/png', await png(300, 300, '#456'));
    const replaced = logoOf(saved.body)!;
    expect(replaced).not.toBe(before);

    // The poster never held it: nothing to undo there.
    const poster = await call('POST', '/api/admin/setup/teams/kanpur/poster/undo', { replaced });
    expect(poster.body).toMatchObject({ error: { code: 'image_undo_unavailable' } });
    const undone = await call('POST', `${url}/undo`, { replaced });
    expect(undone.status).toBe(200);
    expect(logoOf(undone.body)).toBe(before);
    expect(mediaFiles()).toContain(replaced);
    const again = await call('POST', `${url}/undo`, { replaced });
    expect(again.status).toBe(409);
    const nowhere = await call('POST', '/api/admin/setup/teams/atlantis/logo/undo', { replaced });
    expect(nowhere.status).toBe(404);
  });

  it('turns an SVG with a script into pixels, and refuses what is not an image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="alert(1)">' +
        '<script>alert(document.cookie)</script><rect width="200" height="100" fill="#123456"/></svg>',
    );
    const added = await upload('POST', '/api/admin/setup/slogans', 'image/svg+xml', svg);
    expect(added.status).toBe(200);
    const slogan = added.body.site.slogans.at(-1)!;
    expect(slogan.src).toMatch(/\.webp$/);
    const stored = await server.app.inject({ method: 'GET', url: slogan.src });
    expect(stored.headers['content-type']).toBe('image/webp');
    expect(stored.rawPayload.includes('script')).toBe(false);

    const files = mediaFiles();
    const text = await upload(
      'POST',
      '/api/admin/setup/slogans',
      'image/png',
      Buffer.from('not a picture'),
    );
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ error: { code: 'image_not_image' } });
    const pdf = await upload(
      'POST',
      '/api/admin/setup/slogans',
      'application/pdf',
      Buffer.from('%PDF'),
    );
    expect(pdf.body).toMatchObject({ error: { code: 'image_not_image' } });
    expect(mediaFiles()).toEqual(files);
  });

  it('streams a video to storage and serves it in ranges; an upload cut off half-way leaves nothing', async () => {
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.alloc(200_000, 7),
    ]);
    const added = await upload(
      'POST',
      `/api/admin/setup/videos?title=${encodeURIComponent('Day one')}`,
      'video/mp4',
      video,
    );
    expect(added.status).toBe(200);
    const entry = added.body.site.videos.at(-1)!;
    expect(entry).toMatchObject({ title: 'Day one', type: 'video/mp4' });
    const range = await server.app.inject({
      method: 'GET',
      url: entry.src,
      headers: { range: 'bytes=4-11' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('ftypmp42');

    const files = mediaFiles();
    // This process's own (the server runs in it): other test files upload videos at the same time.
    const temporary = () =>
      fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`utsav-video-${process.pid}-`));
    const temporaryBefore = temporary();
    // A real connection that sends the first half of a 4 MB video, then drops.
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/admin/setup/videos?title=Cut`,
        headers: {
          'content-type': 'video/mp4',
          'content-length': 4_000_000,
          cookie: Object.entries(admin)
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
          origin: server.config.publicUrl.origin,
        },
      });
      request.on('error', () => resolve());
      request.write(video);
      request.write(Buffer.alloc(1_800_000, 1), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 200);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mediaFiles()).toEqual(files);
    expect(temporary()).toEqual(temporaryBefore);
    expect(
      (await call('GET', '/api/admin/setup')).body.site.videos.map((v) => v.title),
    ).not.toContain('Cut');

    const notVideo = await upload(
      'POST',
      '/api/admin/setup/videos?title=Fake',
      'video/mp4',
      await png(10, 10),
    );
    expect(notVideo.status).toBe(415);
    expect(notVideo.body).toMatchObject({ error: { code: 'video_not_video' } });
    expect(mediaFiles()).toEqual(files);
  });
});

describe(`a setup that travels (${testDatabaseKind})`, () => {
  it("exports one server's setup and imports it into a fresh one, which then holds the same event", async () => {
    await call('PUT', '/api/admin/setup/event', {
      event: { name: 'Utsav 2026 — West', timeZone: 'Asia/Kolkata' },
      gallery: {
        selfPhotoUrl: 'https://photos.example.com/2026/self',
        eventPhotoUrl: 'https://photos.example.com/2026/event',
      },
      pages: { terms: { en: 'Play fair.\n\nBe kind.', hi: 'निष्पक्ष खेलें।' }, privacy: null },
      profile: { selfie: true },
      schedule: {
        dates: { first: '2026-02-27', last: '2026-03-01' },
        itinerary: [
          { day: 3, time: '18:00', what: { en: 'Prize giving', hi: 'पुरस्कार वितरण' } },
          { day: 1, time: '09:00', what: { en: 'Doors open' } },
        ],
      },
    });
    const added = await call('POST', '/api/admin/setup/teams', team('Nagpur', 'Sarkar', 30));
    const key = added.body.site.teams.at(-1)!.key;
    await upload(
      'PUT',
      `/api/admin/setup/teams/${key}/logo`,
      'image/png',
      await png(300, 300, '#0a7'),
    );
    const quiz = await call<AdminQuiz>(
      'POST',
      '/api/admin/quizzes',
      contestSettings(
        { en: 'Travel quiz', hi: 'यात्रा क्विज़' },
        { questionsPerPlay: 2, secondsPerQuestion: 15, opensAt: '2026-09-02T11:00' },
      ),
    );
    for (const [text, correct, explanation] of [
      ['Which city is the capital of India?', 1, 'New Delhi since 1931.'],
      ['Which river flows through Agra?', 2, null],
    ] as const)
      await call('POST', `/api/admin/quizzes/${quiz.body.id}/questions`, {
        text,
        options: ['Mumbai', 'New Delhi', 'Yamuna'],
        correct,
        explanation,
      });
    await upload(
      'PUT',
      `/api/admin/quizzes/${quiz.body.id}/questions/1/image`,
      'image/png',
      await png(400, 300, '#333'),
    );

    const exported = await server.app.inject({
      method: 'GET',
      url: '/api/admin/setup/export',
      cookies: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const archive = exported.rawPayload;

    const fresh = await startTestServer({ clock, env: { ADMIN_PHONES: `+91${ADMIN}` } });
    try {
      const freshAdmin = (await signInTestUser(fresh.app, ADMIN)).cookies;
      const send = (query: string) =>
        upload<SetupImportReport>(
          'POST',
          `/api/admin/setup/import${query}`,
          'application/zip',
          archive,
          fresh,
          freshAdmin,
        );
      const preview = await send('?dryRun=1');
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({
        dryRun: true,
        event: { from: 'Utsav 2025 — CSO Central Cluster', to: 'Utsav 2026 — West' },
        teams: { added: ['Nagpur'], removed: [] },
        quizzes: { added: ['Travel quiz'] },
        // The six of the content folder and the one uploaded above.
        videos: 7,
        // The four quizzes of the content folder, 20 questions each, and the new one's 2.
        questions: 4 * 20 + 2,
      });
      // A dry run changes nothing.
      const untouched = await call('GET', '/api/admin/setup', undefined, fresh, freshAdmin);
      expect(untouched.body.site.event.name).toBe('Utsav 2025 — CSO Central Cluster');

      const applied = await send('');
      expect(applied.status).toBe(200);
      const source = (await call('GET', '/api/admin/setup')).body.site;
      const copy = (await call('GET', '/api/admin/setup', undefined, fresh, freshAdmin)).body.site;
      const same = (site: PublicSite) => ({
        event: site.event,
        gallery: site.gallery,
        pages: site.pages,
        profile: site.profile,
        schedule: site.schedule,
        teams: site.teams.map((t) => ({ ...t, logo: !!t.logo, poster: !!t.poster })),
        slogans: site.slogans.length,
        videos: site.videos.map((v) => [v.title, v.type, !!v.cover]),
        brand: Object.keys(site.brand).filter((slot) => site.brand[slot as 'eventLogo']),
      });
      expect(same(copy)).toEqual(same(source));
      expect(copy.schedule).toEqual({
        dates: { first: '2026-02-27', last: '2026-03-01' },
        itinerary: [
          { day: 3, time: '18:00', what: { en: 'Prize giving', hi: 'पुरस्कार वितरण' } },
          { day: 1, time: '09:00', what: { en: 'Doors open', hi: '' } },
        ],
      });
      // The same proportions for every image (the server's own SVGs come back as pixels).
      const ratio = (image: { width: number; height: number } | null) =>
        image ? Math.round((image.width / image.height) * 100) : null;
      expect(copy.teams.map((t) => ratio(t.logo))).toEqual(source.teams.map((t) => ratio(t.logo)));

      const quizOf = async (on: TestServer, cookies: Record<string, string>) => {
        const detail = (
          await call<QuizDetail>(
            'GET',
            `/api/admin/quizzes/${quiz.body.id}`,
            undefined,
            on,
            cookies,
          )
        ).body;
        return {
          quiz: { ...detail.quiz, plays: undefined },
          questions: detail.questions.map((q) => ({ ...q, imageUrl: !!q.imageUrl })),
        };
      };
      expect(await quizOf(fresh, freshAdmin)).toEqual(await quizOf(server, admin));
      // A question's explanation travels with it.
      expect((await quizOf(fresh, freshAdmin)).questions.map((q) => q.explanation)).toEqual([
        'New Delhi since 1931.',
        null,
      ]);

      // A file that is not a setup changes nothing and names what is wrong.
      const version = copy.version;
      const broken = await upload(
        'POST',
        '/api/admin/setup/import',
        'application/zip',
        Buffer.from('PK nothing'),
        fresh,
        freshAdmin,
      );
      expect(broken.status).toBe(415);
      expect(broken.body).toMatchObject({ error: { code: 'setup_file_not_supported' } });
      const after = (await call('GET', '/api/admin/setup', undefined, fresh, freshAdmin)).body.site;
      expect(after.version).toBe(version);
    } finally {
      await fresh.close();
    }
    // Every picture of the file is encoded again as it is stored: seconds, more on a busy machine.
  }, 60_000);
});
