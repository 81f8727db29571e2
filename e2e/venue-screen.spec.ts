// The venue's big screen and announcements, as on the event day: an organiser makes a screen link;
// a computer at 1920x1080 opens it without signing in and shows the seven teams and a QR code of the
// site's address; people register and play on their phones and the screen follows within two
// seconds; an announcement reaches two signed-in phones (one in Hindi) and the screen, and a
// scheduled one shows at its time; the organiser revokes the link and the screen goes blank.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addSessionCookie } from './sessions.js';
import {
  expectNoAxeViolations,
  expectToast,
  freshEmployeeCode,
  newPage,
  registerWithSession,
  saveScreenshot,
  setGames,
  startOwnServer,
  uniquePhoneDigits,
} from './support.js';

// The journey server's admin for this file (playwright.config.ts).
const ORGANISER_DIGITS = '9000012352';
const quiz1 = JSON.parse(fs.readFileSync('content/questions/quiz1.json', 'utf8')) as {
  question: string;
  answer: string;
}[];

test.describe.configure({ mode: 'serial' });

let organiser: Page;
let hall: Page;
let screenAddress: string;

async function register(page: Page, digits: string, name: string, team: string) {
  await registerWithSession(page, digits, { name, gender: 'female', team });
}

/** Plays quiz1 through the API the quiz screen uses, answering `right` questions correctly. */
async function playQuiz1(page: Page, right: number) {
  type Step = { question?: { id: number; question: string; options: string[] } };
  let step = (await (
    await page.request.post('/api/quiz/quiz1/start', { data: {} })
  ).json()) as Step;
  let answered = 0;
  while (step.question) {
    const { id, question, options } = step.question;
    const answer = quiz1.find((each) => each.question === question)!.answer;
    const selected = answered < right ? answer : options.find((option) => option !== answer)!;
    answered += 1;
    step = (await (
      await page.request.post('/api/quiz/quiz1/answer', { data: { questionId: id, selected } })
    ).json()) as Step;
  }
}

/** The points the screen shows for a team. */
const pointsOn = (page: Page, team: string) =>
  page.getByRole('row', { name: new RegExp(team) }).locator('.screen-points');

// A CommonJS module whose types name its export as `default`.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

async function decodeQr(page: Page): Promise<string | null> {
  const png = await page.getByRole('img', { name: /^QR code to open/ }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

function onlyOnce(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'one organiser and one hall screen per run');
}

test('an organiser makes a screen link, and a computer opens it without signing in', async ({
  browser,
}, testInfo) => {
  onlyOnce(testInfo);
  test.setTimeout(60_000);
  await setGames(['quiz1=on']);
  organiser = await newPage(browser, { width: 1280, height: 800 });
  await register(organiser, ORGANISER_DIGITS, 'Venue Organiser', 'central');

  await organiser.goto('/admin/screens');
  const form = organiser.getByRole('form', { name: 'New screen link' });
  await form.getByLabel(/^Name/).fill('Main hall');
  await form.getByLabel('Top players of').selectOption({ label: '1st September 2025 - Quiz' });
  await form
    .getByRole('group', { name: 'Show players as' })
    .getByRole('radio', { name: /First name and team/ })
    .check();
  await form.getByRole('button', { name: 'Create link' }).click();
  await expectToast(organiser, 'Screen link “Main hall” created');
  const link = organiser.getByRole('article', { name: 'Main hall' });
  screenAddress = await link.getByRole('textbox', { name: 'Screen address' }).inputValue();
  expect(screenAddress).toMatch(/\/screen\/[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(organiser);
  await saveScreenshot(organiser, testInfo, 'venue-screens-admin');

  // The hall's computer: a browser of its own, nobody signed in.
  hall = await newPage(browser, { width: 1920, height: 1080 });
  await hall.goto(screenAddress);
  await expect(hall.getByRole('heading', { name: 'Team standings' })).toBeVisible();
  await expect(hall.locator('.screen-standings tbody tr')).toHaveCount(7);
  for (const team of ['Krrish', 'Pushpa', 'Dabang', 'Singham', 'KGF', 'Sholay', 'Bahubali'])
    await expect(hall.getByRole('row', { name: new RegExp(team) })).toBeVisible();
  expect(await decodeQr(hall)).toBe(new URL('/', organiser.url()).href);
  await expect(hall.getByText(new URL(organiser.url()).host, { exact: true })).toBeVisible();
  // The top players show once someone has played the screen's contest (the next test).
  // Nothing is scrolled out of sight: the whole screen fits the display.
  expect(
    await hall.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
  ).toBe(true);
  await expectNoAxeViolations(hall);
  await hall.screenshot({ path: 'test-results/screens/venue-screen-1920.png' });
  await hall.setViewportSize({ width: 1280, height: 720 });
  await hall.screenshot({ path: 'test-results/screens/venue-screen-1280.png' });
  await hall.setViewportSize({ width: 1920, height: 1080 });
});

test('the screen follows a registration and a play on a phone within two seconds', async ({
  browser,
}, testInfo) => {
  onlyOnce(testInfo);
  test.setTimeout(60_000);
  const kgf = pointsOn(hall, 'KGF');
  const before = Number(await kgf.textContent());
  const player = await newPage(browser, { width: 390, height: 844 });
  await register(player, uniquePhoneDigits(testInfo), 'Zoya Screen', 'jabalpur');
  // Registering counts a point for the team.
  await expect(kgf).toHaveText(String(before + 1), { timeout: 2_000 });

  await playQuiz1(player, 4);
  await expect(kgf).toHaveText(String(before + 5), { timeout: 2_000 });
  const leaders = hall.getByRole('region', { name: /Top players/ });
  await expect(leaders.getByText('Zoya · KGF')).toBeVisible({ timeout: 2_000 });
  await expect(leaders.getByRole('heading')).toContainText('1st September 2025 - Quiz');
  await expect(leaders).toContainText('4 points');
  // The screen shows the name as the organiser chose: the surname never reaches it.
  await expect(hall.getByText('Zoya Screen')).toHaveCount(0);
  await player.context().close();
});

test('an announcement reaches two phones, one in Hindi, and the screen; a scheduled one shows at its time', async ({
  browser,
}, testInfo) => {
  onlyOnce(testInfo);
  test.setTimeout(60_000);
  const english = await newPage(browser, { width: 390, height: 844 });
  await register(english, uniquePhoneDigits(testInfo), 'Phone English', 'kanpur');
  const hindi = await newPage(browser, { width: 390, height: 844 });
  await register(hindi, uniquePhoneDigits(testInfo), 'Phone Hindi', 'bhopal');
  await hindi.getByRole('button', { name: 'Switch to Hindi' }).click();
  await expect(hindi.locator('html')).toHaveAttribute('lang', 'hi');

  await organiser.goto('/admin/announcements');
  const form = organiser.getByRole('form', { name: 'New announcement' });
  await form.getByLabel(/^Message in English/).fill('Quiz 2 opens at 3 pm in Hall A');
  await form.getByLabel('Message in Hindi (optional)').fill('क्विज़ 2 दोपहर 3 बजे हॉल A में खुलेगी');
  const sentAt = Date.now();
  await form.getByRole('button', { name: 'Send announcement' }).click();

  const onEnglish = english.getByRole('region', { name: 'Announcement' });
  const onHindi = hindi.getByRole('region', { name: 'घोषणा' });
  await expect(onEnglish).toHaveText(/Quiz 2 opens at 3 pm in Hall A/, { timeout: 2_000 });
  await expect(onHindi).toHaveText(/क्विज़ 2 दोपहर 3 बजे हॉल A में खुलेगी/, { timeout: 2_000 });
  await expect(hall.getByRole('region', { name: 'Announcement' })).toContainText(
    'Quiz 2 opens at 3 pm in Hall A',
    { timeout: 2_000 },
  );
  expect(Date.now() - sentAt).toBeLessThan(4_000);
  await expectNoAxeViolations(english);
  await saveScreenshot(english, testInfo, 'venue-announcement-phone');
  await hall.screenshot({ path: 'test-results/screens/venue-screen-announcement.png' });

  // Dismissed on one phone, it stays on the other and on the screen.
  await english.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(onEnglish).toHaveCount(0);
  await english.reload();
  await expect(english.getByText('Quiz 2 opens at 3 pm in Hall A')).toHaveCount(0);
  await expect(onHindi).toBeVisible();

  // Scheduled a few seconds ahead: nobody sees it before its time, everyone at it.
  const startsAt = Date.now() + 4_000;
  const scheduled = await organiser.request.post('/api/admin/announcements', {
    data: { text: { en: 'Lunch is served in the atrium', hi: '' }, startsAt, endsAt: null },
    headers: { origin: new URL(organiser.url()).origin },
  });
  expect(scheduled.status()).toBe(201);
  await expect(english.getByText('Lunch is served in the atrium')).toHaveCount(0);
  await expect(english.getByText('Lunch is served in the atrium')).toBeVisible({
    timeout: 8_000,
  });
  expect(Date.now()).toBeGreaterThanOrEqual(startsAt);
  // Hindi was not written: the Hindi phone shows the English text.
  await expect(hindi.getByText('Lunch is served in the atrium')).toBeVisible();
  await expect(hall.getByText('Lunch is served in the atrium')).toBeVisible();

  // The organiser ends the first: it leaves every phone and the screen.
  await organiser.reload();
  await organiser.getByRole('button', { name: 'End “Quiz 2 opens at 3 pm in Hall A”' }).click();
  await organiser.getByRole('dialog').getByRole('button', { name: 'End' }).click();
  await expect(onHindi.filter({ hasText: 'क्विज़ 2' })).toHaveCount(0, { timeout: 2_000 });
  await expect(hall.getByText('Quiz 2 opens at 3 pm in Hall A')).toHaveCount(0);
  await english.context().close();
  await hindi.context().close();
});

test('revoking the link blanks the screen within a second, and the link never works again', async ({
  browser,
}, testInfo) => {
  onlyOnce(testInfo);
  await organiser.goto('/admin/screens');
  await organiser.getByRole('button', { name: 'Revoke Main hall' }).click();
  await organiser.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(
    hall.getByRole('heading', { name: 'This screen has been switched off.' }),
  ).toBeVisible({ timeout: 1_500 });
  await expect(hall.getByRole('heading', { name: 'Team standings' })).toHaveCount(0);
  await hall.screenshot({ path: 'test-results/screens/venue-screen-revoked.png' });

  const another = await newPage(browser, { width: 1280, height: 720 });
  await another.goto(screenAddress);
  await expect(
    another.getByRole('heading', { name: 'This screen has been switched off.' }),
  ).toBeVisible();
  await setGames(['quiz1=off']);
});

/** This journey's own server, started again on the same database to stand for a restart. */
const ownServer = (dir: string) =>
  startOwnServer({
    port: Number(process.env.E2E_PORT ?? 4180) + 4,
    dir,
    adminDigits: ORGANISER_DIGITS,
  });

/**
 * The venue's Wi-Fi between the screen and the server: a TCP relay that can drop every connection
 * and refuse new ones until it is back, as a network that goes away does.
 */
async function venueNetwork(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const relay = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`,
    drop: () => {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      down = false;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      relay.close();
    },
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('the screen rides out a dropped network and a server restart, and catches up without a reload', async ({
  browser,
}, testInfo) => {
  onlyOnce(testInfo);
  test.setTimeout(90_000);
  const dir = '.tmp/e2e-venue-restart';
  fs.rmSync(dir, { recursive: true, force: true });
  let running = await ownServer(dir);
  const cleanups: (() => void)[] = [];
  try {
    const { server } = running;
    const admin = await browser.newContext();
    await addSessionCookie(admin, ORGANISER_DIGITS, server);
    const made = await admin.request.post(`${server.baseURL}/api/admin/screens`, {
      data: { name: 'Lobby', quizId: null, names: 'team' },
      headers: { origin: server.baseURL },
    });
    expect(made.status()).toBe(201);
    const { token } = (await made.json()) as { token: string };

    const wifi = await venueNetwork(Number(new URL(server.baseURL).port));
    cleanups.push(wifi.close);
    const lobby = await newPage(browser, { width: 1280, height: 720 });
    await lobby.goto(`${wifi.baseURL}/screen/${token}`);
    const sholay = pointsOn(lobby, 'Sholay');
    await expect(sholay).toHaveText('0');
    await lobby.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    /** Someone registers for Bhopal (Sholay) on a phone of their own. */
    const registerSomeone = async () => {
      const person = await browser.newContext();
      await addSessionCookie(person, uniquePhoneDigits(testInfo), server);
      const saved = await person.request.post(`${server.baseURL}/api/profile`, {
        data: {
          employeeId: await freshEmployeeCode(dir),
          name: 'Lobby Person',
          gender: 'male',
          team: 'bhopal',
        },
        headers: { origin: server.baseURL },
      });
      expect(saved.status()).toBe(200);
      await person.close();
    };

    // The venue's network drops while someone registers; back on, the screen catches up.
    wifi.drop();
    await registerSomeone();
    await lobby.waitForTimeout(1_500);
    await expect(sholay).toHaveText('0');
    wifi.restore();
    await expect(sholay).toHaveText('1', { timeout: 10_000 });

    // The server restarts; the screen keeps showing what it had, then follows the next change.
    await stop(running.process);
    await expect(lobby.getByRole('heading', { name: 'Team standings' })).toBeVisible();
    running = await ownServer(dir);
    await registerSomeone();
    await expect(sholay).toHaveText('2', { timeout: 15_000 });
    expect(await lobby.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await admin.close();
  } finally {
    cleanups.forEach((cleanup) => cleanup());
    await stop(running.process);
  }
});
