// An organiser fixes things during the event, and everyone's screens follow: a person moved to
// another office, a quiz play voided and played again.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectToast,
  registerWithSession,
  saveProfile,
  saveScreenshot,
  setGames,
  signInWithSession,
  uniquePhoneDigits,
} from './support.js';

// The journey server's admin for this file (playwright.config.ts).
const ORGANISER_DIGITS = '9000012348';

test.describe.configure({ mode: 'serial' });

let organiser: Page;

async function register(
  page: Page,
  name: string,
  team: string,
  testInfo: TestInfo,
  digits = uniquePhoneDigits(testInfo),
) {
  return registerWithSession(page, digits, { name, gender: 'female', team });
}

async function openPerson(name: string) {
  await organiser.goto('/admin/users');
  await organiser.getByLabel('Search by employee ID, name or phone').fill(name);
  await organiser.getByRole('link', { name: `Manage ${name}` }).click();
  await expect(organiser.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
}

async function newPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize()! });
  return context.newPage();
}

test.beforeEach(async ({ browser, page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the organiser signs in once per run');
  if (organiser) return;
  organiser = await newPage(browser, page);
  await register(organiser, 'Corrections Organiser', 'central', testInfo, ORGANISER_DIGITS);
});

test('an organiser moves a person to another office, and a watching dashboard shows both teams change within 2 s', async ({
  browser,
  page,
}, testInfo) => {
  const name = `Moved ${Date.now().toString(36)}`;
  await register(page, name, 'kanpur', testInfo);
  const watcher = await newPage(browser, page);
  await register(watcher, `Watcher ${Date.now().toString(36)}`, 'lucknow', testInfo);
  await watcher.goto('/total-registration');
  const dabang = watcher.getByRole('row', { name: /Dabang/ });
  const sholay = watcher.getByRole('row', { name: /Sholay/ });
  await expect(dabang).toBeVisible();
  const [dabangBefore, sholayBefore] = [await dabang.textContent(), await sholay.textContent()];

  await openPerson(name);
  await organiser.getByLabel('RSO').selectOption('bhopal');
  await organiser.getByRole('button', { name: 'Save changes' }).click();
  const dialog = organiser.getByRole('dialog', { name: 'Save these changes?' });
  await expect(dialog).toContainText(
    'Bhopal +1 registration, +1 point; Kanpur −1 registration, −1 point',
  );
  await expectNoAxeViolations(organiser);
  await saveScreenshot(organiser, testInfo, 'admin-correction-confirm');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(organiser, 'Changes saved');

  await expect(dabang).not.toHaveText(dabangBefore!, { timeout: 2_000 });
  await expect(sholay).not.toHaveText(sholayBefore!, { timeout: 2_000 });
  await expect(organiser.getByText(/Bhopal \(Sholay\)/)).toBeVisible();
  await saveScreenshot(organiser, testInfo, 'admin-person');
  await watcher.context().close();
});

test('an organiser voids a quiz play, and the player plays the quiz again', async ({
  page,
}, testInfo) => {
  await setGames(['quiz2=on']);
  const name = `Player ${Date.now().toString(36)}`;
  await register(page, name, 'varanasi', testInfo);
  // The play, through the API the quiz screen uses: any option will do.
  type Step = { question?: { id: number; options: string[] } };
  let step = (await (
    await page.request.post('/api/quiz/quiz2/start', { data: {} })
  ).json()) as Step;
  while (step.question) {
    const { id, options } = step.question;
    step = (await (
      await page.request.post('/api/quiz/quiz2/answer', {
        data: { questionId: id, selected: options[0] },
      })
    ).json()) as Step;
  }
  await page.goto('/quizcontest');
  await page.getByRole('link', { name: '2nd September 2025 - Quiz' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);

  await openPerson(name);
  await organiser.getByRole('button', { name: 'Void' }).click();
  const dialog = organiser.getByRole('dialog', {
    name: 'Void this play of 2nd September 2025 - Quiz?',
  });
  await expect(dialog).toContainText('The player can play this quiz again.');
  await dialog.getByRole('button', { name: 'Void' }).click();
  await expectToast(organiser, 'Play voided');
  const plays = organiser
    .locator('.admin-card')
    .filter({ has: organiser.getByRole('heading', { name: 'Quiz plays' }) });
  await expect(plays).toContainText('None');

  await page.goto('/quizcontest');
  await page.getByRole('link', { name: '2nd September 2025 - Quiz' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
});

test('an organiser resets a code a registration holds, and a new person registers with it', async ({
  browser,
  page,
}, testInfo) => {
  const holderName = `Holder ${Date.now().toString(36)}`;
  const code = await register(page, holderName, 'varanasi', testInfo);

  await organiser.goto('/admin/access');
  await organiser.getByLabel('Look up an employee ID').fill(code);
  await organiser.getByRole('button', { name: 'Find' }).click();
  const status = organiser.getByRole('status').filter({ hasText: holderName });
  await expect(status).toContainText('registered');
  await status.getByRole('button', { name: 'Reset to not registered' }).click();
  const dialog = organiser.getByRole('dialog', { name: `Reset ${code} to not registered?` });
  await expect(dialog).toContainText(`The registration of ${holderName} that holds this code`);
  await expect(dialog).toContainText('Varanasi −1 registration, −1 point');
  await expectNoAxeViolations(organiser);
  await dialog.getByRole('button', { name: 'Reset to not registered' }).click();
  await expectToast(organiser, 'Code reset');
  await expect(organiser.getByRole('status').filter({ hasText: code })).toContainText(
    'notregistered',
  );

  const newcomer = await newPage(browser, page);
  await signInWithSession(newcomer, uniquePhoneDigits(testInfo));
  await saveProfile(newcomer, { code, name: 'Newcomer', gender: 'male', team: 'kanpur' });
  await newcomer.context().close();
});
