import { expect, test } from './fixtures.js';
import {
  expectImagesLoaded,
  expectNoAxeViolations,
  expectToast,
  fillProfileForm,
  freshEmployeeCode,
  saveProfile,
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

  // Each field filled in, one after another: the form asks for the next, then finds no such code.
  for (const [fillIn, refusal] of [
    [() => page.getByLabel('Employee ID').fill('NOT-A-CODE'), 'Name is required'],
    [() => page.getByLabel('Name').fill('Asha Verma'), 'Gender is required'],
    [() => page.getByLabel('Gender').selectOption('female'), 'RSO is required'],
    [() => page.getByLabel('RSO').selectOption('kanpur'), 'Invalid employee id'],
  ] as const) {
    await fillIn();
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expectToast(page, refusal);
  }
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
  await saveProfile(first, { code, name: 'First Person', gender: 'male', team: 'bhopal' });

  const second = await browser.newPage();
  await signIn({ page: second });
  await fillProfileForm(second, { code, name: 'Second Person', gender: 'female', team: 'bhopal' });
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
  await saveProfile(second, { code, name: 'Two Tabs', gender: 'female', team: 'central' });

  await first.bringToFront();
  // What the browser fires when the tab is shown again (it bubbles from the document to the window).
  await first.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  await expect(first).toHaveURL(/\/home$/);
});
