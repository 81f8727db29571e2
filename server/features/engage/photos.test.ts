import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminActivity,
  Album,
  EngageView,
  ModerationPhoto,
  MySends,
  WallPhoto,
} from '../../../common/engage.js';
import type { Activity } from '../../../common/admin-api.js';
import type { AdminScreenLink, ScreenState } from '../../../common/venue-api.js';
import { IMAGE_MAX_BYTES } from '../../../common/upload-limits.js';
import { manualClock } from '../../clock.js';
import { requestsAs } from '../../test/admin-requests.js';
import { hostileImages, HTML_PAYLOAD } from '../../test/hostile-files.js';
import { newPlayers } from '../../test/profiles.js';
import { signInTestUser, type TestUser } from '../../test/sessions.js';
import { openSse, type SseEvent } from '../../test/sse-client.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { checkTeamCounters, readTeamCounters } from '../../team-counters.js';

const ORGANISERS = ['9111100071', '9111100072'] as const;
const clock = manualClock(Date.UTC(2026, 8, 1, 5, 0));
let server: TestServer;
let base: string;
let organisers: Record<string, string>[];
const newPlayer = newPlayers(() => server.app, 8344000000, 1000);
const call = requestsAs(
  () => server,
  () => organisers[0]!,
);

beforeAll(async () => {
  const phones = ORGANISERS.map((digits) => `+91${digits}`).join(',');
  server = await startTestServer({ clock, env: { ADMIN_PHONES: phones } });
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  organisers = [];
  for (const digits of ORGANISERS)
    organisers.push((await signInTestUser(server.app, digits)).cookies);
});
afterAll(async () => {
  await server?.close();
});

type Wall = { perPerson?: number; points?: number; pointsCap?: number };
async function openWall(title: string, wall: Wall = {}): Promise<string> {
  const created = await call<AdminActivity>('POST', '/api/admin/engage', {
    kind: 'photos',
    title: { en: title, hi: `${title} (हिंदी)` },
    perPerson: wall.perPerson ?? 5,
    points: wall.points ?? 0,
    pointsCap: wall.pointsCap ?? 0,
    startsAt: null,
    endsAt: null,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** A camera's photo: sideways (EXIF orientation 6), with the place it was taken. */
function cameraPhoto(width = 3000, height = 1500, background = '#1d4ed8'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 50/1 0/1', GPSLongitudeRef: 'E' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const upload = (player: TestUser, wallId: string, body: Buffer, type = 'image/jpeg') =>
  server.app.inject({
    method: 'POST',
    url: `/api/engage/${wallId}/photos`,
    cookies: player.cookies,
    headers: { 'content-type': type },
    payload: body,
  });

async function uploaded(player: TestUser, wallId: string, body?: Buffer): Promise<MySends> {
  clock.advance(1_000);
  const sent = await upload(player, wallId, body ?? (await cameraPhoto(800, 600)));
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json<MySends>();
}

const image = (id: string, cookies?: Record<string, string>, query = '') =>
  server.app.inject({ url: `/api/engage/photos/${id}/image${query}`, cookies });

const moderate = (id: string, action: 'approve' | 'hide', organiser = 1) =>
  call<ModerationPhoto>(
    'POST',
    `/api/admin/engage/photos/${id}/${action}`,
    undefined,
    organisers[organiser],
  );

/** The wall's photos in the hall's state, as a phone reads it. */
async function wallOnPhone(player: TestUser, wallId: string): Promise<string[] | undefined> {
  const view = await call<EngageView>('GET', '/api/engage', undefined, player.cookies);
  expect(view.status).toBe(200);
  const wall = view.body.state.activities.find((activity) => activity.id === wallId);
  return wall?.photos?.photos.map((photo: WallPhoto) => photo.id);
}

let screenToken: string | null = null;
/** The wall's photos as a venue screen reads them. */
async function wallOnScreen(wallId: string): Promise<string[] | undefined> {
  if (!screenToken) {
    const link = await call<AdminScreenLink>('POST', '/api/admin/screens', {
      name: 'Photo wall screen',
      quizId: null,
      names: 'full',
    });
    screenToken = link.body.token;
  }
  const screen = await server.app.inject({ url: `/api/screen/${screenToken}` });
  expect(screen.statusCode).toBe(200);
  const wall = screen.json<ScreenState>().engage.find((activity) => activity.id === wallId);
  return wall?.photos?.photos.map((photo) => photo.id);
}

/**
 * What `look` answers once it equals `want`, within a second: a moderation reaches every phone and
 * screen with the next `engage` push, which reads the hall's state again (on PostgreSQL, once the
 * notification has come back to this instance).
 */
async function withinASecond<T>(look: () => Promise<T>, want: T): Promise<T> {
  const deadline = performance.now() + 1_000;
  let seen = await look();
  while (JSON.stringify(seen) !== JSON.stringify(want) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = await look();
  }
  return seen;
}

const photoRows = (wallId: string) =>
  server.app.db.selectFrom('engage_photos').selectAll().where('activity_id', '=', wallId).execute();
const wallFiles = (wallId: string) =>
  storedFiles(server.config).filter((key) => key.startsWith(`engage-photos/${wallId}/`));
const points = async (team: string) =>
  (await readTeamCounters(server.app.db)).find((row) => row.team === team)!.points;

describe(`a photo wall on ${testDatabaseKind}`, () => {
  it('keeps an upload re-encoded, upright and without EXIF, waiting for an organiser', async () => {
    const wallId = await openWall('Hall photos');
    const asha = await newPlayer({ name: 'Asha Photo', gender: 'female', team: 'kanpur' });
    const original = await cameraPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const mine = await uploaded(asha, wallId, original);
    expect(mine.photos).toHaveLength(1);
    const [sent] = mine.photos;
    expect(sent).toMatchObject({ activityId: wallId, status: 'pending' });
    expect(sent!.url).toBe(`/api/engage/photos/${sent!.id}/image`);

    const [row] = await photoRows(wallId);
    expect(row).toMatchObject({ team: 'kanpur', status: 'pending', width: 960, height: 1920 });
    expect(wallFiles(wallId).sort()).toEqual([row!.image_key, row!.small_key].sort());
    for (const [key, side] of [
      [row!.image_key, 1920],
      [row!.small_key, 640],
    ] as const) {
      const stored = await server.app.storage.get(key);
      const metadata = await sharp(stored!).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Turned upright: the sideways 3000 × 1500 is 1500 wide and 3000 high, then bounded.
      expect(Math.max(metadata.width, metadata.height)).toBe(side);
      expect(metadata.height).toBeGreaterThan(metadata.width);
    }
  });

  it('shows a photo to the hall only once an organiser approved it, and takes it down at once', async () => {
    const wallId = await openWall('Stage photos', { points: 2, pointsCap: 10 });
    const ravi = await newPlayer({ name: 'Ravi Photo', gender: 'male', team: 'lucknow' });
    const other = await newPlayer({ name: 'Other Player', gender: 'female', team: 'varanasi' });
    const before = await points('lucknow');
    const { photos } = await uploaded(ravi, wallId);
    const id = photos[0]!.id;

    // Pending: nowhere in the hall; its image only for its sender and organisers.
    expect(await wallOnPhone(other, wallId)).toEqual([]);
    expect(await wallOnScreen(wallId)).toEqual([]);
    expect((await image(id, other.cookies)).statusCode).toBe(404);
    expect((await image(id)).statusCode).toBe(404);
    expect((await image(id, ravi.cookies)).statusCode).toBe(200);
    expect((await image(id, organisers[0])).statusCode).toBe(200);

    // Approved by the other organiser: on every phone and screen, its image anyone's.
    const approved = await moderate(id, 'approve', 1);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, status: 'approved', name: 'Ravi Photo' });
    expect(approved.body.team).toBe('lucknow');
    expect(await withinASecond(() => wallOnPhone(other, wallId), [id])).toEqual([id]);
    expect(await withinASecond(() => wallOnScreen(wallId), [id])).toEqual([id]);
    const served = await image(id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    // The camera's 800 × 600 held sideways: 600 wide and 800 high, and 480 × 640 in small.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 600, height: 800 });
    const small = await image(id, undefined, '?size=small');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 480, height: 640 });
    // Asked again with its tag: nothing changed, nothing sent.
    const again = await image(id, undefined, '');
    const etag = again.headers.etag as string;
    const unchanged = await server.app.inject({
      url: `/api/engage/photos/${id}/image`,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(await points('lucknow')).toBe(before + 2);

    // Hidden: gone from every phone and screen within a second, its image no one's but its
    // sender's and organisers', even with the tag a screen kept.
    const cookie = Object.entries(other.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const streams = [
      await openSse(`${base}/api/live`, { cookie }),
      await openSse(`${base}/api/screen/${screenToken}/live`),
    ];
    const showing = (shown: boolean) => (event: SseEvent) =>
      event.event === 'engage' && event.data.includes(id) === shown;
    for (const stream of streams) await stream.next(showing(true));
    const hiddenAt = performance.now();
    expect((await moderate(id, 'hide', 0)).body.status).toBe('hidden');
    for (const stream of streams) await stream.next(showing(false), 1_000);
    expect(performance.now() - hiddenAt).toBeLessThan(1_000);
    for (const stream of streams) stream.close();
    expect(await withinASecond(() => wallOnPhone(other, wallId), [])).toEqual([]);
    expect(await withinASecond(() => wallOnScreen(wallId), [])).toEqual([]);
    expect((await image(id)).statusCode).toBe(404);
    expect((await image(id, other.cookies)).statusCode).toBe(404);
    const tagged = await server.app.inject({
      url: `/api/engage/photos/${id}/image`,
      headers: { 'if-none-match': etag },
    });
    expect(tagged.statusCode).toBe(404);
    expect((await image(id, ravi.cookies)).statusCode).toBe(200);
    expect((await image(id, organisers[1])).statusCode).toBe(200);
    expect(await points('lucknow')).toBe(before);
    const mine = await call<EngageView>('GET', '/api/engage', undefined, ravi.cookies);
    const sends = mine.body.mine.find((each) => each.activityId === wallId)!;
    expect(sends.photos.map((photo) => photo.status)).toEqual(['hidden']);

    // Each moderation is in the activity log, naming the wall.
    const activity = await call<Activity>('GET', '/api/admin/activity?kind=venue');
    const moderations = activity.body.entries.filter((entry) =>
      entry.action.startsWith('engage.photo.'),
    );
    expect(moderations.map((entry) => entry.action).sort()).toEqual([
      'engage.photo.approve',
      'engage.photo.hide',
    ]);
    for (const entry of moderations)
      expect(entry.names).toMatchObject({ title: { en: 'Stage photos' } });
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('refuses a file that is not a photo with a clear error, and keeps nothing', async () => {
    const wallId = await openWall('Hostile photos');
    const mallory = await newPlayer({ name: 'Mallory Files', gender: 'male', team: 'kanpur' });
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from(HTML_PAYLOAD), 'image/jpeg', 415, 'photo_not_image'],
      [await hostileImages.bomb.make(), 'image/png', 415, 'photo_not_image'],
      [await hostileImages.zip.make(), 'image/jpeg', 415, 'photo_not_image'],
      [await cameraPhoto(200, 100), 'text/html', 415, 'photo_not_image'],
      [Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff), 'image/jpeg', 413, 'photo_too_large'],
    ];
    for (const [body, type, status, code] of cases) {
      const refused = await upload(mallory, wallId, body, type);
      expect(refused.statusCode, `${type}: ${refused.body}`).toBe(status);
      expect(refused.json()).toMatchObject({ error: { code } });
    }
    expect(await photoRows(wallId)).toEqual([]);
    expect(wallFiles(wallId)).toEqual([]);
  });

  it('takes as many photos from a person as the wall allows, a hidden one not counted', async () => {
    const wallId = await openWall('Two each', { perPerson: 2 });
    const meera = await newPlayer({ name: 'Meera Two', gender: 'female', team: 'varanasi' });
    await uploaded(meera, wallId);
    const { photos } = await uploaded(meera, wallId);
    const full = await upload(meera, wallId, await cameraPhoto(400, 300));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: { code: 'engage_limit' } });
    expect(await photoRows(wallId)).toHaveLength(2);
    expect(wallFiles(wallId)).toHaveLength(4);

    await moderate(photos[1]!.id, 'hide');
    await uploaded(meera, wallId);
    expect(await photoRows(wallId)).toHaveLength(3);
  });

  it('keeps one photo of several sent at once when the wall allows one, and only its files', async () => {
    const wallId = await openWall('One each', { perPerson: 1 });
    const dev = await newPlayer({ name: 'Dev Quick', gender: 'male', team: 'lucknow' });
    const photos = await Promise.all(
      ['#b91c1c', '#15803d', '#1d4ed8'].map((colour) => cameraPhoto(600, 400, colour)),
    );
    const sent = await Promise.all(photos.map((photo) => upload(dev, wallId, photo)));
    expect(sent.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await photoRows(wallId);
    expect(rows).toHaveLength(1);
    expect(wallFiles(wallId).sort()).toEqual([rows[0]!.image_key, rows[0]!.small_key].sort());
  });

  it('refuses a photo to a wall that is not running, and from someone with no profile', async () => {
    const wallId = await openWall('Soon over');
    const late = await newPlayer({ name: 'Late Comer', gender: 'male', team: 'kanpur' });
    const ended = await call('POST', `/api/admin/engage/${wallId}/end`);
    expect(ended.status).toBe(200);
    const refused = await upload(late, wallId, await cameraPhoto(400, 300));
    expect(refused.json()).toMatchObject({ error: { code: 'engage_not_live' } });

    const open = await openWall('Open wall');
    const stranger = await signInTestUser(server.app, '8344099999');
    const noProfile = await upload(stranger, open, await cameraPhoto(400, 300));
    expect(noProfile.statusCode).toBe(403);
    expect(noProfile.json()).toMatchObject({ error: { code: 'profile_required' } });
    const signedOut = await server.app.inject({
      method: 'POST',
      url: `/api/engage/${open}/photos`,
      headers: { 'content-type': 'image/jpeg' },
      payload: await cameraPhoto(400, 300),
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await photoRows(open)).toEqual([]);
  });

  it('lets a person delete their own photo, giving an approved one’s points back', async () => {
    const wallId = await openWall('Deletable', { points: 5, pointsCap: 5 });
    const sita = await newPlayer({ name: 'Sita Delete', gender: 'female', team: 'kanpur' });
    const other = await newPlayer({ name: 'Not Hers', gender: 'male', team: 'kanpur' });
    const before = await points('kanpur');
    const { photos } = await uploaded(sita, wallId);
    const id = photos[0]!.id;
    await moderate(id, 'approve');
    expect(await points('kanpur')).toBe(before + 5);

    const notTheirs = await call('DELETE', `/api/engage/photos/${id}`, undefined, other.cookies);
    expect(notTheirs.status).toBe(404);
    const deleted = await call<MySends>(
      'DELETE',
      `/api/engage/photos/${id}`,
      undefined,
      sita.cookies,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.photos).toEqual([]);
    expect(await points('kanpur')).toBe(before);
    expect(await photoRows(wallId)).toEqual([]);
    expect(wallFiles(wallId)).toEqual([]);
    expect((await image(id, sita.cookies)).statusCode).toBe(404);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('counts approved photos for the team up to the cap, as a recount does', async () => {
    const wallId = await openWall('Capped', { points: 3, pointsCap: 7 });
    const nikhil = await newPlayer({ name: 'Nikhil Cap', gender: 'male', team: 'varanasi' });
    const before = await points('varanasi');
    const ids: string[] = [];
    for (let n = 0; n < 4; n += 1) ids.push((await uploaded(nikhil, wallId)).photos.at(-1)!.id);
    // Approved by both organisers at once: each photo counted once.
    await Promise.all(ids.map((id, n) => moderate(id, 'approve', n % 2)));
    await Promise.all(ids.map((id, n) => moderate(id, 'approve', (n + 1) % 2)));
    expect(await points('varanasi')).toBe(before + 7);
    const sends = await call<EngageView>('GET', '/api/engage', undefined, nikhil.cookies);
    expect(sends.body.mine.find((each) => each.activityId === wallId)!.points).toBe(7);
    // Three left approved: min(7, 9); two: min(7, 6).
    await moderate(ids[0]!, 'hide');
    expect(await points('varanasi')).toBe(before + 7);
    await moderate(ids[1]!, 'hide');
    expect(await points('varanasi')).toBe(before + 6);
    expect(await checkTeamCounters(server.app.db)).toEqual([]);
  });

  it('keeps the album closed until the organiser opens it, then lists the approved photos', async () => {
    const wallId = await openWall('Album wall');
    const tara = await newPlayer({ name: 'Tara Album', gender: 'female', team: 'lucknow' });
    const first = (await uploaded(tara, wallId)).photos.at(-1)!.id;
    const second = (await uploaded(tara, wallId)).photos.at(-1)!.id;
    const pending = (await uploaded(tara, wallId)).photos.at(-1)!.id;
    await moderate(first, 'approve');
    await moderate(second, 'approve');

    const closed = await call('GET', '/api/engage/album', undefined, tara.cookies);
    expect(closed.status).toBe(404);
    expect(closed.body).toMatchObject({ error: { code: 'not_found' } });

    const setup = (await call<{ site: Record<string, unknown> }>('GET', '/api/admin/setup')).body
      .site;
    const gallery = setup.gallery as Record<string, unknown>;
    const turnedOn = await call('PUT', '/api/admin/setup/event', {
      event: setup.event,
      gallery: {
        selfPhotoUrl: gallery.selfPhotoUrl,
        eventPhotoUrl: gallery.eventPhotoUrl,
        album: true,
      },
      pages: setup.pages,
      profile: setup.profile,
      contact: setup.contact,
      signIn: setup.signIn,
      schedule: setup.schedule,
    });
    expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200);

    const album = await call<Album>('GET', '/api/engage/album', undefined, tara.cookies);
    expect(album.status).toBe(200);
    const listed = album.body.photos.filter((photo) => [first, second, pending].includes(photo.id));
    expect(listed.map((photo) => photo.id)).toEqual([second, first]);
    expect(listed[0]).toMatchObject({
      wall: { en: 'Album wall', hi: 'Album wall (हिंदी)' },
      downloadUrl: `/api/engage/photos/${second}/image?download=1`,
      team: 'lucknow',
    });
    const download = await server.app.inject({
      url: listed[0]!.downloadUrl,
      cookies: tara.cookies,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="utsav-photo-${second.slice(0, 8)}.jpg"`,
    );
  });
});
