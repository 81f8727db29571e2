// A phone's journey through nginx to two production instances, and what the proxy must keep true:
// https only, an unbuffered live stream, an organiser's video as large as the server takes, traffic
// on both instances, private metrics, failover.
import https from 'node:https';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { PublicSite } from '../../common/api.js';
import type { TeamStat } from '../../common/dashboard.js';
// The server's additions to Fastify's types, which the server modules below are checked against.
import type {} from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/database.js';
import { sessionCookieName } from '../../server/features/auth/sessions.js';
import { sendCodeOn } from '../../server/test/instances.js';
import { writeSignedInUsers } from '../../server/test/sessions.js';
import { expectNoAxeViolations, expectToast, saveProfile, saveScreenshot } from '../support.js';
import { writePaddedVideo } from './padded-video.js';
import { loadDemoRegistry, smsCode, stack } from './stack-access.js';

test.use({ baseURL: stack.base });
test.beforeAll(loadDemoRegistry);

// A retry runs in a new worker: numbers and codes of its own, so the first run's sends do not
// rate-limit it and its registrations do not take its codes.
let nextPhone = 7300000000 + (process.pid % 10_000) * 100;
let nextEmployee = 1001 + (process.pid % 25) * 10;

const json = { 'content-type': 'application/json' };

/** Signs a number in and completes its profile by API on one instance directly. */
async function registerOn(base: string, team: string): Promise<string> {
  const digits = String((nextPhone += 1));
  expect((await sendCodeOn({ base }, digits)).status).toBe(200);
  const verified = await fetch(`${base}/api/auth/verify-code`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone: digits, code: await smsCode(`+91${digits}`) }),
  });
  expect(verified.status).toBe(200);
  const cookie = verified.headers.get('set-cookie')!.split(';')[0]!;
  await completeProfileOn(base, cookie, team);
  return cookie;
}

/** Completes the profile of the session in `cookie` with the next free demo employee code. */
async function completeProfileOn(base: string, cookie: string, team: string): Promise<void> {
  const save = () =>
    fetch(`${base}/api/profile`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({
        employeeId: `EMP${(nextEmployee += 1)}`,
        name: 'Second Instance',
        gender: 'male',
        team,
      }),
    });
  let saved = await save();
  // A retry in a new worker starts again at the first demo code: skip the ones already taken.
  while (saved.status === 409 && nextEmployee < 1300) saved = await save();
  expect(saved.status).toBe(200);
}

async function signInThroughProxy(page: Page): Promise<void> {
  const digits = String((nextPhone += 1));
  await page.goto('/register');
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'OTP sent');
  await page.getByLabel('One-time code').fill(await smsCode(`+91${digits}`));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('a phone signs in over https, completes its profile and sees registrations made on the other instance live', async ({
  page,
  context,
}, testInfo) => {
  await signInThroughProxy(page);
  const session = (await context.cookies()).find((c) => c.name === '__Host-utsav_session');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });

  const code = `EMP${(nextEmployee += 1)}`;
  await saveProfile(page, { code, name: 'Proxy Person', gender: 'female', team: 'gorakhpur' });

  await page.goto('/total-registration');
  // Singham is Gorakhpur's team; its cell shows registrations as a share of the office.
  const singham = page
    .getByRole('row', { name: /Singham/ })
    .getByRole('cell')
    .last();
  await expect(singham).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'deploy-total-registration');

  // A registration made on each instance directly reaches this page through the proxy's stream.
  for (const base of stack.instances) {
    const before = await singham.textContent();
    await registerOn(base, 'gorakhpur');
    await expect.poll(() => singham.textContent(), { timeout: 2_000 }).not.toBe(before);
  }
  const stats = (await (await page.request.get('/api/stats')).json()) as { teams: TeamStat[] };
  expect(stats.teams.find((team) => team.key === 'gorakhpur')!.registrations).toBe(3);
});

/** Opens the live stream through nginx, collecting each event with the time it arrived. */
function openLiveStream(cookie: string) {
  const events: { event: string; data: string; at: number }[] = [];
  let headers: Record<string, string | string[] | undefined> = {};
  const request = https.get(
    `${stack.base}/api/live`,
    { headers: { cookie, accept: 'text/event-stream' }, rejectUnauthorized: false },
    (response) => {
      headers = response.headers;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data, at: Date.now() });
        }
      });
    },
  );
  return { events, headers: () => headers, close: () => request.destroy() };
}

test('the live stream through nginx is not buffered: a change reaches it well within a second', async () => {
  const cookie = await registerOn(stack.instances[0]!, 'central');
  const stream = openLiveStream(cookie);
  try {
    await expect.poll(() => stream.events.length).toBeGreaterThan(0);
    expect(stream.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers()['content-encoding']).toBeUndefined();
    const central = () =>
      stream.events
        .filter((e) => e.event === 'counters')
        .map((e) => (JSON.parse(e.data) as TeamStat[]).find((t) => t.key === 'central')!);
    const before = central().at(-1)!.registrations;

    // The change is made on the other instance; the stream may be served by either.
    const changedAt = Date.now();
    await registerOn(stack.instances[1]!, 'central');
    const doneAt = Date.now();
    await expect.poll(() => central().at(-1)!.registrations, { timeout: 2_000 }).toBe(before + 1);
    const arrived = stream.events.at(-1)!.at;
    // Coalescing holds a change up to 250 ms; a buffering proxy would hold it until 4-8 KB pile up.
    expect(arrived - doneAt).toBeLessThan(1_000);
    expect(arrived).toBeGreaterThan(changedAt);
  } finally {
    stream.close();
  }
});

test('requests reach both instances, and /metrics is answered by each instance but not by the public address', async ({
  request,
}) => {
  expect((await request.get('/metrics')).status()).toBe(404);
  for (const base of stack.instances) {
    const metrics = await (await fetch(`${base}/metrics`)).text();
    const served = metrics
      .split('\n')
      .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
      .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
    expect(served).toBeGreaterThan(0);
  }
});

test('plain http is redirected to https', async () => {
  const response = await fetch(`${stack.httpBase}/home`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/home$/);
});

/** Signs the browser in as the organiser (who needs no profile), with a session written into the instances' database. */
async function signInAdmin(context: BrowserContext): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: stack.databaseUrl,
    PUBLIC_URL: stack.base,
  });
  const db = openDatabase(config.database);
  try {
    const [admin] = await writeSignedInUsers(db, [stack.adminPhone], Date.now());
    const name = sessionCookieName(config);
    await context.addCookies([
      {
        name,
        value: admin!.sessionId,
        url: stack.base,
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
      },
    ]);
  } finally {
    await db.destroy();
  }
}

test('an organiser uploads a 20 MB video through nginx, and a player reads it back in byte ranges', async ({
  page,
}, testInfo) => {
  // More than a profile photo's 11 MB, the largest body of the other uploads, far below the 500 MB
  // the server takes for a video.
  const size = 20 * 1024 * 1024;
  const file = testInfo.outputPath('padded.mp4');
  const video = writePaddedVideo(file, size);
  await signInAdmin(page.context());
  await page.goto('/admin/videos');
  const title = `Highlights ${process.pid}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel(/^Video file/).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload video' }).click();
  const added = page.locator('.toast', { hasText: `${title} added` });
  const refused = page.getByRole('alert');
  await expect(added.or(refused).first()).toBeVisible({ timeout: 30_000 });
  // A proxy that refuses the body shows here as the form's message, "The upload is too large…".
  expect(await refused.allTextContents()).toEqual([]);

  const site = (await (await page.request.get('/api/site')).json()) as PublicSite;
  const uploaded = site.videos.find((item) => item.title === title)!;
  expect(uploaded).toMatchObject({ type: 'video/mp4', src: expect.stringMatching(/^\/media\//) });
  // A range past the first 11 MB, as a player seeking into the video asks for it.
  const [start, end] = [15 * 1024 * 1024, 15 * 1024 * 1024 + 65_535];
  const range = await page.request.get(uploaded.src, {
    headers: { range: `bytes=${start}-${end}` },
  });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-range']).toBe(`bytes ${start}-${end}/${size}`);
  expect((await range.body()).equals(video.subarray(start, end + 1))).toBe(true);
  const tail = await page.request.get(uploaded.src, { headers: { range: 'bytes=-16' } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).equals(video.subarray(size - 16))).toBe(true);
});

// Last, as it stops one of the two instances.
test('when one instance shuts down, every request through nginx is still answered by the other', async ({
  page,
}) => {
  const cookie = await registerOn(stack.instances[0]!, 'lucknow');
  const [name, value] = cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: stack.base }]);
  await page.goto('/team-dashboard');
  await expect(page.getByRole('heading', { name: 'Team Dashboard' })).toBeVisible();

  process.kill(stack.pids[1]!, 'SIGTERM');
  const statuses: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    statuses.push((await page.request.get('/api/stats')).status());
    statuses.push((await page.request.get('/home')).status());
  }
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // The page's live stream moves to the remaining instance and keeps the board current (it comes
  // back after the stream's own pauses, which grow from 3 s while the instance it had is gone).
  const before = await page.locator('main').textContent();
  await registerOn(stack.instances[0]!, 'lucknow');
  await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).not.toBe(before);
});
