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

// A player's journey: the phone project runs it, as players do; the organisers' journeys run at a computer.
test.skip(({ isMobile }) => !isMobile, 'a player journey, run on the phone');

test('a new user completes the profile and lands on /home, and the guards now send them there', async ({
  page,
  signIn,
}, testInfo) => {
  const code = await freshEmployeeCode();
  await signIn();

  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'profile');

  // A blank form: every required field says so at once, beside it, with the keyboard on the first.
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  for (const [label, message] of [
    ['Employee ID', 'Employee ID is required'],
    ['Name', 'Name is required'],
    ['Gender', 'Gender is required'],
    ['RSO', 'RSO is required'],
  ] as const)
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
  await expect(page.getByLabel('Employee ID')).toBeFocused();
  // Said once, beside the fields: no toast says it again.
  await expect(page.locator('.toast')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'profile-errors');

  // Filled in with a code the registry does not hold: the spec's words, then what to do next.
  await page.getByLabel('Employee ID').fill('NOT-A-CODE');
  await page.getByLabel('Name').fill('Asha Verma');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('RSO').selectOption('kanpur');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByLabel('Employee ID')).toHaveAccessibleDescription(
    /^Invalid employee id\. Check the ID and try again, or ask the organisers\./,
  );
  await expect(page.locator('.toast')).toHaveCount(0);
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
  await expect(second.getByLabel('Employee ID')).toHaveAccessibleDescription(
    /^Already registered\. If this ID is yours and you did not register, ask the organisers\./,
  );
  await expect(second.locator('.toast')).toHaveCount(0);
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
