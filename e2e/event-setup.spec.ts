// An organiser sets the event up in the browser: adds an eighth team with its logo, which a newcomer
// joins and both dashboards list; replaces the event logo, which an open phone shows at once and
// still after a reload (an SVG with a script comes out as pixels); and carries the whole setup to a
// fresh server, whose screens then look the same.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import sharp from 'sharp';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { JourneyServer } from './sessions.js';
import {
  expectImagesLoaded,
  expectNoAxeViolations,
  expectToast,
  newPage,
  registerWithSession,
  saveScreenshot,
  solidPng,
  startOwnServer,
  uniquePhoneDigits,
} from './support.js';

// The journey server's admin for this file (playwright.config.ts).
const ORGANISER_DIGITS = '9000012351';

test.describe.configure({ mode: 'serial' });

let organiser: Page;
let phone: Page;

async function register(page: Page, digits: string, team: string, server?: JourneyServer) {
  const name = team === 'central' ? 'Setup Organiser' : 'Pune Newcomer';
  await registerWithSession(page, digits, { name, gender: 'female', team }, server);
}

async function openPages(browser: Browser, testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'the organiser signs in once per run');
  if (organiser) return;
  organiser = await newPage(browser, { width: 1280, height: 800 });
  await register(organiser, ORGANISER_DIGITS, 'central');
}

/** A logo drawn as SVG, carrying a script and an onload handler that must never run or survive. */
const SCRIPTED_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" onload="alert(1)">' +
    '<script>document.title = "pwned"</script>' +
    '<rect width="600" height="300" fill="#0b5d1e"/>' +
    '<circle cx="300" cy="150" r="110" fill="#f2c14e"/></svg>',
);

test('an organiser adds an eighth team with its logo; a newcomer joins it and both dashboards list eight teams', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  await openPages(browser, testInfo);
  await organiser.goto('/admin/teams');
  await organiser.getByRole('button', { name: 'Add a team' }).click();
  await organiser.getByLabel('Office name in English').fill('Pune');
  await organiser.getByLabel('Team name in English').fill('Dangal');
  await organiser.getByLabel(/^Capacity/).fill('20');
  await organiser.getByRole('button', { name: 'Add team', exact: true }).click();
  await expectToast(organiser, 'Pune added');
  await organiser.getByRole('link', { name: 'Edit Pune' }).click();
  await organiser.getByLabel('Upload: Logo of Pune').setInputFiles({
    name: 'pune.png',
    mimeType: 'image/png',
    buffer: await solidPng(400, 400, '#1d4ed8'),
  });
  await organiser.getByRole('button', { name: 'Save: Logo of Pune' }).click();
  await expectToast(organiser, 'Logo of Pune saved');
  await expect(organiser.getByRole('img', { name: 'Logo of Pune' })).toBeVisible();
  await saveScreenshot(organiser, testInfo, 'setup-team');

  // A newcomer on a phone finds the new office in the list and joins it.
  phone = await newPage(browser, { width: 390, height: 844 });
  await register(phone, uniquePhoneDigits(testInfo), 'pune');
  const regionLogo = phone.locator('img.region-logo');
  await expect(regionLogo).toHaveAttribute('alt', /Pune/);
  await expectImagesLoaded(phone);

  for (const path of ['/total-registration', '/quiz-leaderboard']) {
    await phone.goto(path);
    await expect(phone.locator('tr[data-team]')).toHaveCount(8);
  }
  await phone.goto('/total-registration');
  // One of a capacity of 20.
  await expect(phone.locator('tr[data-team="pune"]')).toContainText('5%');
  await expect(phone.locator('tr[data-team="pune"] th')).toHaveText('Dangal Your team');

  await organiser.goto('/admin/teams');
  await expect(organiser.getByRole('row', { name: /Pune/ })).toContainText('1');
  await expectNoAxeViolations(organiser);
  await saveScreenshot(organiser, testInfo, 'setup-teams');

  // The team holds someone: Remove is off, saying why, until they move.
  const remove = organiser.getByRole('button', { name: 'Remove Pune' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('Has 1 person: move them first');
  const { uid } = (await (await phone.request.get('/api/me')).json()) as { uid: string };
  const moved = await organiser.request.patch(`/api/admin/users/${uid}`, {
    data: { team: 'central' },
    headers: { origin: new URL(organiser.url()).origin },
  });
  expect(moved.status()).toBe(200);
  await organiser.reload();
  await organiser.getByRole('button', { name: 'Remove Pune' }).click();
  await organiser.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expectToast(organiser, 'Pune removed');
  await phone.goto('/total-registration');
  await expect(phone.locator('tr[data-team]')).toHaveCount(7);
});

test('a replaced event logo shows on an open phone at once and after a reload; its script is gone', async ({
  browser,
}, testInfo) => {
  await openPages(browser, testInfo);
  await phone.goto('/teams');
  const logo = phone.locator('img.page-logo');
  await expect(logo).toBeVisible();
  const before = await logo.getAttribute('src');
  // Marks this page: a reload would lose it.
  await phone.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await organiser.goto('/admin/brand');
  await organiser.getByLabel('Replace: Event logo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: SCRIPTED_LOGO,
  });
  await organiser.getByRole('button', { name: 'Save: Event logo' }).click();
  await expectToast(organiser, 'Event logo replaced');
  await expectNoAxeViolations(organiser);
  await saveScreenshot(organiser, testInfo, 'setup-brand');

  await expect.poll(() => logo.getAttribute('src'), { timeout: 2_000 }).not.toBe(before);
  const after = (await logo.getAttribute('src'))!;
  expect(await phone.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expectImagesLoaded(phone);
  const served = await phone.request.get(after);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await served.body()).includes('script')).toBe(false);

  // After a reload the phone (and its service worker) shows the new logo, never the old one.
  await phone.reload();
  await expect(logo).toHaveAttribute('src', after);
  await expectImagesLoaded(phone);
  expect(await phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await phone.reload();
  await expect(logo).toHaveAttribute('src', after);
  expect(await phone.evaluate(() => document.title)).not.toBe('pwned');

  // The landing page the server renders for the next visitor has the new logo, not the old one.
  const landing = await (await phone.request.get('/')).text();
  expect(landing).toContain(`src="${after}"`);
  expect(landing).not.toContain(`src="${before}"`);
});

/** Starts another production server on a fresh database, as a second event's server would be. */
async function freshServer(): Promise<{ server: JourneyServer; process: ChildProcess }> {
  const dir = '.tmp/e2e-import';
  fs.rmSync(dir, { recursive: true, force: true });
  return startOwnServer({
    port: Number(process.env.E2E_PORT ?? 4180) + 3,
    dir,
    adminDigits: ORGANISER_DIGITS,
  });
}

/** The share of pixels that differ noticeably between two phone screenshots of the same size. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  // Compared at a quarter of the size: a picture encoded once more softens its edges, which is
  // not a difference a person sees; a different picture, text or layout still is.
  const [one, two] = await Promise.all(
    [a, b].map((png) =>
      sharp(png).resize({ width: 98 }).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  expect([two!.info.width, two!.info.height]).toEqual([one!.info.width, one!.info.height]);
  let differing = 0;
  for (let i = 0; i < one!.data.length; i += 3) {
    const delta =
      Math.abs(one!.data[i]! - two!.data[i]!) +
      Math.abs(one!.data[i + 1]! - two!.data[i + 1]!) +
      Math.abs(one!.data[i + 2]! - two!.data[i + 2]!);
    if (delta > 48) differing += 1;
  }
  return differing / (one!.data.length / 3);
}

async function landingShot(browser: Browser, baseURL: string): Promise<Buffer> {
  const page = await newPage(browser, { width: 390, height: 844 });
  await page.goto(`${baseURL}/`);
  await expect(page.locator('img.landing-welcome')).toBeVisible();
  await expectImagesLoaded(page);
  // The footer's carousel turns every few seconds: the two shots would catch different slogans
  // (the slogans themselves are compared below, by the setup).
  const shot = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    mask: [page.getByTestId('footer-carousel')],
  });
  await page.context().close();
  return shot;
}

test('an exported event imported into a fresh server shows the same screens', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await openPages(browser, testInfo);
  await organiser.goto('/admin/setup-file');
  const downloading = organiser.waitForEvent('download');
  await organiser.getByRole('link', { name: 'Download the setup file' }).click();
  const archive = fs.readFileSync(await (await downloading).path());
  await saveScreenshot(organiser, testInfo, 'setup-file');

  const fresh = await freshServer();
  try {
    const target = await newPage(browser, { width: 1280, height: 800 });
    await register(target, ORGANISER_DIGITS, 'central', fresh.server);
    await target.goto(`${fresh.server.baseURL}/admin/setup-file`);
    await target.getByLabel('Setup file (.zip, up to 2 GB)').setInputFiles({
      name: 'setup.zip',
      mimeType: 'application/zip',
      buffer: archive,
    });
    await target.getByRole('button', { name: 'Check the file' }).click();
    await expect(target.getByText(/What the file changes/)).toBeVisible();
    await saveScreenshot(target, testInfo, 'setup-file-preview');
    await target.getByRole('button', { name: 'Replace this event’s setup' }).click();
    // Every image of the file is checked and encoded again as it is stored: a few seconds.
    await expect(
      target.locator('.toast', { hasText: 'The event’s setup was replaced' }),
    ).toBeVisible({ timeout: 30_000 });

    // The same event: its teams and texts, and its first screen pixel for pixel (within the
    // softening of a picture encoded once more).
    const site = async (baseURL: string) => {
      const response = await fetch(`${baseURL}/api/site`);
      const body = (await response.json()) as {
        event: unknown;
        teams: { key: string; office: unknown; label: unknown; capacity: number }[];
        videos: { title: string }[];
        slogans: { width: number; height: number }[];
      };
      return {
        event: body.event,
        teams: body.teams.map(({ key, office, label, capacity }) => ({
          key,
          office,
          label,
          capacity,
        })),
        videos: body.videos.map((video) => video.title),
        slogans: body.slogans.length,
      };
    };
    const source = new URL(organiser.url()).origin;
    expect(await site(fresh.server.baseURL)).toEqual(await site(source));
    const [before, after] = [
      await landingShot(browser, source),
      await landingShot(browser, fresh.server.baseURL),
    ];
    fs.mkdirSync('test-results/screens', { recursive: true });
    fs.writeFileSync('test-results/screens/setup-exported-landing.png', before);
    fs.writeFileSync('test-results/screens/setup-imported-landing.png', after);
    const share = await differingShare(before, after);
    expect(share).toBeLessThan(0.02);
    await target.context().close();
  } finally {
    fresh.process.kill('SIGTERM');
  }
});
