// The event's name is words on the screens a newcomer opens: an organiser renames the event, and a
// newcomer on a phone or a computer reads the new name as the heading of the landing page, the
// sign-in screen and Home, in the pages the server renders too; a reader in Hindi reads the standard
// event's name in Hindi; the itinerary screen reads the new name and a retitled moment as text. A
// server of its own, so the renamed event meets no other journey.
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { addSessionCookie, type JourneyServer } from './sessions.js';
import {
  expectImagesLoaded,
  expectNoAxeViolations,
  expectToast,
  registerWithSession,
  saveScreenshot,
  startOwnServer,
  uniquePhoneDigits,
} from './support.js';

const ORGANISER_DIGITS = '9000012360';
/** Long enough to wrap on a phone, with a character the server's page must escape. */
const NEW_NAME = 'Diwali Mela 2026 — Pune & Nagpur Offices';
const STANDARD_NAME_IN_HINDI = 'उत्सव 2025 — सीएसओ सेंट्रल क्लस्टर';

test.describe.configure({ mode: 'serial' });

let own: { server: JourneyServer; process: ChildProcess } | undefined;

/** Starts this project's server on a fresh database, once. */
async function startServer(testInfo: TestInfo): Promise<void> {
  if (own) return;
  const dir = `.tmp/e2e-event-name-${testInfo.project.name}`;
  fs.rmSync(dir, { recursive: true, force: true });
  own = await startOwnServer({
    port: Number(process.env.E2E_PORT ?? 4180) + 6,
    dir,
    adminDigits: ORGANISER_DIGITS,
  });
}
test.afterAll(() => {
  own?.process.kill('SIGTERM');
  own = undefined;
});

const at = (path: string) => `${own!.server.baseURL}${path}`;

/** The event's name as a screen's heading, in words a person reads. */
const nameHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

async function renameEvent(browser: Browser, name: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await addSessionCookie(context, ORGANISER_DIGITS, own!.server);
  const organiser = await context.newPage();
  await organiser.goto(at('/admin/event'));
  await organiser.getByLabel('Event name').fill(name);
  await organiser.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(organiser, 'Event settings saved');
  await context.close();
}

/** Changes what the itinerary's first row says, in English only. */
async function retitleFirstMoment(browser: Browser, what: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await addSessionCookie(context, ORGANISER_DIGITS, own!.server);
  const organiser = await context.newPage();
  await organiser.goto(at('/admin/event'));
  await organiser
    .getByLabel(/^What happens, in English/)
    .first()
    .fill(what);
  await organiser
    .getByLabel(/^What happens, in Hindi/)
    .first()
    .fill('');
  await organiser.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(organiser, 'Event settings saved');
  await context.close();
}

/** The page the server sends for `path`, before any of the app's code runs. */
async function servedHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(at(path));
  expect(response.status()).toBe(200);
  return response.text();
}

/** Looks at the screen in the project's size, checks it with axe, and keeps its picture. */
async function lookAt(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectImagesLoaded(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, name);
}

test('a reader in Hindi reads the standard event’s name in Hindi under the logo', async ({
  page,
}, testInfo) => {
  await startServer(testInfo);
  await page.goto(at('/'));
  await expect(nameHeading(page, 'Utsav 2025 — CSO Central Cluster')).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Hindi' }).click();
  await expect(nameHeading(page, STANDARD_NAME_IN_HINDI)).toBeVisible();
  await lookAt(page, testInfo, 'event-name-landing-hindi');
  await page.goto(at('/register'));
  await expect(nameHeading(page, STANDARD_NAME_IN_HINDI)).toBeVisible();
});

test('an organiser renames the event; a newcomer reads the new name on the landing page, the sign-in screen and Home', async ({
  browser,
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'phone',
    'one rename on its own server is enough; the phone reads the name in the test above',
  );
  test.setTimeout(60_000);
  await startServer(testInfo);
  await renameEvent(browser, NEW_NAME);

  // The server's own pages carry the name as words, before the app's code arrives.
  for (const path of ['/', '/register'])
    expect(await servedHtml(page, path)).toContain(
      `<h1 class="event-name">${NEW_NAME.replace('&', '&amp;')}</h1>`,
    );

  await page.goto(at('/'));
  const landingName = nameHeading(page, NEW_NAME);
  await expect(landingName).toBeVisible();
  await expect(page).toHaveTitle(NEW_NAME);
  // On the first screen with the way in, not pushed below it.
  await expect(landingName).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Register / Sign In' })).toBeVisible();
  await lookAt(page, testInfo, 'event-name-landing');

  await page.getByRole('link', { name: 'Register / Sign In' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(nameHeading(page, NEW_NAME)).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await lookAt(page, testInfo, 'event-name-register');

  const person = { name: 'Event Newcomer', gender: 'female', team: 'bhopal' } as const;
  await registerWithSession(page, uniquePhoneDigits(testInfo), person, own!.server);
  await expect(page).toHaveURL(/\/home$/);
  await expect(nameHeading(page, NEW_NAME)).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Quiz & Contest' })).toBeVisible();
  await lookAt(page, testInfo, 'event-name-home');

  // A renamed event is named as typed in Hindi too.
  await page.getByRole('button', { name: 'Switch to Hindi' }).click();
  await expect(page.getByRole('link', { name: 'क्विज़ और प्रतियोगिता' })).toBeVisible();
  await expect(nameHeading(page, NEW_NAME)).toBeVisible();
  await lookAt(page, testInfo, 'event-name-home-hindi');

  // The itinerary is the setup's text: the new name, and a moment organisers retitled.
  await retitleFirstMoment(browser, 'Lantern Walk');
  await page.goto(at('/eventitinerary'));
  await expect(page.getByRole('heading', { level: 1, name: 'कार्यक्रम सूची' })).toBeVisible();
  await expect(page.getByText(NEW_NAME, { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Lantern Walk' })).toBeVisible();
  await lookAt(page, testInfo, 'event-name-itinerary-hindi');
});
