// The venue on the day: a phone refused for too many codes is told when to try again and an
// organiser gives it a clean slate; a dropped connection says so and the page catches up by itself.
import { expect, test } from './fixtures.js';
import {
  codeFromServerLog,
  expectNoAxeViolations,
  expectToast,
  newPlayer,
  saveProfile,
  saveScreenshot,
  uniquePhoneDigits,
} from './support.js';

// The journey server's second admin (playwright.config.ts); the admin journey uses the first.
const ORGANISER_DIGITS = '9000012346';

test('a phone refused for too many codes sees when to try again, and an organiser clears its limits', async ({
  browser,
  page,
  signIn,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the organiser signs in once per run');
  const digits = uniquePhoneDigits(testInfo);
  await page.goto('/register');
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'OTP sent');
  // Asking again at once is over the phone's one code a minute.
  await page.getByRole('button', { name: 'Change number' }).click();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'Too many attempts. Please try again in 1 minute');
  const note = page.getByRole('status').filter({ hasText: 'You can ask for a new code at' });
  await expect(note).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'sign-in-try-again-at');

  const organiserContext = await browser.newContext({ viewport: page.viewportSize()! });
  const organiser = await organiserContext.newPage();
  await signIn({ page: organiser, digits: ORGANISER_DIGITS });
  const person = { name: 'Venue Organiser', gender: 'male', team: 'kanpur' } as const;
  await saveProfile(organiser, { code: 'EMP1299', ...person });
  await organiser.goto('/admin/access');
  const limits = organiser.locator('.admin-card', { hasText: 'Sign-in limits' });
  await limits.getByLabel('Mobile number').fill(digits);
  await limits.getByRole('button', { name: 'Check' }).click();
  await expect(limits.getByRole('status')).toContainText(
    `+91${digits}: codes sent in the last hour: 1; in the last day: 1.`,
  );
  await expect(limits.getByRole('status')).toContainText('The next code can be sent at');
  await expect(limits.getByRole('status')).toContainText('A code is waiting to be entered.');
  await limits.getByRole('button', { name: 'Clear limits' }).click();
  const dialog = organiser.getByRole('dialog', {
    name: `Clear the sign-in limits of +91${digits}?`,
  });
  await expect(dialog).toContainText('Its 1 code of the last day is forgotten');
  await expectNoAxeViolations(organiser);
  await saveScreenshot(organiser, testInfo, 'admin-clear-limits');
  await dialog.getByRole('button', { name: 'Clear limits' }).click();
  await expectToast(organiser, 'Limits cleared');
  await expect(limits.getByRole('status')).toContainText('A code can be sent now.');
  await organiser.goto('/admin');
  await expect(organiser.getByText(/cleared the sign-in limits of/).first()).toBeVisible();

  // The owner asks again within the same minute and gets a code.
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'OTP sent');
  await page.getByLabel('One-time code').fill(await codeFromServerLog(`+91${digits}`));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await organiserContext.close();
});

test('going offline shows a banner, and the dashboard catches up by itself when back online', async ({
  browser,
  context,
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a player journey, run on the phone');
  await newPlayer(page, testInfo, 'jabalpur');
  await page.goto('/total-registration');
  const kgf = page.getByRole('row', { name: /KGF/ });
  await expect(kgf).toBeVisible();
  const before = await kgf.textContent();

  await context.setOffline(true);
  const banner = page.getByText(
    'You are offline. This page will update by itself when the connection is back.',
  );
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'offline-banner');

  // Meanwhile someone else joins KGF (Jabalpur).
  const other = await browser.newContext({ viewport: page.viewportSize()! });
  const otherPage = await other.newPage();
  await newPlayer(otherPage, testInfo, 'jabalpur');
  await other.close();

  // An open stream outlives Chromium's offline emulation, so what this shows is the recovery: the
  // banner goes, and the board has the registration made meanwhile.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(kgf).not.toHaveText(before!, { timeout: 10_000 });
});
