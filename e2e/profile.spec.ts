import { expect, test } from './fixtures.js';
import {
  expectImagesLoaded,
  expectNoAxeViolations,
  expectToast,
  freshEmployeeCode,
  saveScreenshot,
} from './support.js';

test('a new user completes the profile and lands on /home, and the guards now send them there', async ({
  page,
  signIn,
}, testInfo) => {
  const code = await freshEmployeeCode();
  await signIn();

  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'profile');

  // Each required field in turn, with the spec's message.
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expectToast(page, 'Employee ID is required');
  await expect(page.getByLabel('Employee ID')).toBeFocused();

  await page.getByLabel('Employee ID').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expectToast(page, 'Name is required');

  await page.getByLabel('Name').fill('Asha Verma');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expectToast(page, 'Gender is required');

  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expectToast(page, 'RSO is required');

  await page.getByLabel('RSO').selectOption('kanpur');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expectToast(page, 'Invalid employee id');
  await saveScreenshot(page, testInfo, 'profile-error');

  await page.getByLabel('Employee ID').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expectToast(page, 'Profile saved');
  await expect(page).toHaveURL(/\/home$/);

  // Home: product logo, the Kanpur regional logo and six buttons.
  await expect(page.getByRole('img', { name: 'Kanpur regional office' })).toBeVisible();
  for (const name of [
    'Dashboard',
    'Quiz & Contest',
    'Gallery',
    'Fun & Engagement',
    'Events',
    'Teams',
  ]) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expectImagesLoaded(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'home');

  for (const path of ['/', '/register', '/profile']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/home$/);
  }
});

test('a code someone else registered is refused with "Already registered"', async ({
  browser,
  signIn,
}) => {
  const code = await freshEmployeeCode();
  const first = await browser.newPage();
  await signIn({ page: first });
  await first.getByLabel('Employee ID').fill(code);
  await first.getByLabel('Name').fill('First Person');
  await first.getByLabel('Gender').selectOption('male');
  await first.getByLabel('RSO').selectOption('bhopal');
  await first.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(first).toHaveURL(/\/home$/);

  const second = await browser.newPage();
  await signIn({ page: second });
  await second.getByLabel('Employee ID').fill(code);
  await second.getByLabel('Name').fill('Second Person');
  await second.getByLabel('Gender').selectOption('female');
  await second.getByLabel('RSO').selectOption('bhopal');
  await second.getByRole('button', { name: 'Save and Continue' }).click();
  await expectToast(second, 'Already registered');
  await expect(second).toHaveURL(/\/profile$/);
});

test('a profile completed in another tab shows when this tab comes back into view', async ({
  context,
  signIn,
}) => {
  const code = await freshEmployeeCode();
  const first = await context.newPage();
  await signIn({ page: first });
  const second = await context.newPage();
  await second.goto('/profile');
  await second.getByLabel('Employee ID').fill(code);
  await second.getByLabel('Name').fill('Two Tabs');
  await second.getByLabel('Gender').selectOption('female');
  await second.getByLabel('RSO').selectOption('central');
  await second.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(second).toHaveURL(/\/home$/);

  await first.bringToFront();
  // What the browser fires when the tab is shown again (it bubbles from the document to the window).
  await first.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  await expect(first).toHaveURL(/\/home$/);
});
