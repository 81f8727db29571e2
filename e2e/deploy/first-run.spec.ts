// The first run of a production install, as its first organiser meets it: nothing but the address
// and their number in ADMIN_PHONES. They sign in with a code by SMS and land in the admin area with
// no profile; they load the employee registry, rename the event and make a second organiser, all in
// the browser; the venue's screen still shows nobody registered, as organisers are not players.
// Runs first of the deployment journeys (the file names' order), on the stack's empty registry.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Stats } from '../../common/dashboard.js';
import { expectNoAxeViolations, expectToast, saveScreenshot } from '../support.js';
import { codesSentTo, smsCode, stack } from './stack-access.js';

test.use({ baseURL: stack.base });

const SECOND_ORGANISER = '9000054322';

/** An organiser's computer. */
async function desk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: stack.base,
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

/** Signs a number in through the sign-in screen with the code the SMS provider was given. */
async function signIn(page: Page, digits: string): Promise<void> {
  const sent = codesSentTo(`+91${digits}`);
  await page.goto('/register');
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'OTP sent');
  await page.getByLabel('One-time code').fill(await smsCode(`+91${digits}`, sent));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('the first organiser sets the event up in the browser, with no profile and no command line', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const organiser = await desk(browser);
  await signIn(organiser, stack.adminPhone.slice(3));
  // Straight into the admin area: no profile is asked of an organiser.
  await expect(organiser).toHaveURL(/\/admin$/);
  await expect(organiser.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await saveScreenshot(organiser, testInfo, 'first-run-admin');

  // The registry, empty in production, is loaded from the organiser's file.
  await organiser.goto('/admin/access');
  if (testInfo.retry === 0)
    await expect(organiser.getByText('No employee IDs loaded yet')).toBeVisible();
  await organiser
    .getByLabel('CSV file (one employee ID per row)')
    .setInputFiles('content/demo-employees.csv');
  await organiser.getByRole('button', { name: 'Preview' }).click();
  await expect(
    organiser.getByRole('status').filter({ hasText: 'Preview: nothing is saved' }),
  ).toContainText(/300 to add|300 already present/);
  await organiser.getByRole('button', { name: 'Apply' }).click();
  await expect(organiser.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();
  await expect(organiser.getByText('300 employee IDs loaded: 0 used, 300 free.')).toBeVisible();

  // A second organiser, granted in the browser by name.
  const organisers = organiser
    .locator('.admin-card')
    .filter({ has: organiser.getByRole('heading', { name: 'Organisers' }) });
  const grant = organisers.getByRole('form', { name: 'Add an organiser' });
  await grant.getByLabel('Mobile number').fill(SECOND_ORGANISER);
  await grant.getByLabel('Their name, as other organisers see it').fill('Vikram Second');
  await grant.getByRole('button', { name: 'Grant organiser access' }).click();
  await expect(organisers.getByRole('listitem').filter({ hasText: 'Vikram Second' })).toBeVisible();
  await expectNoAxeViolations(organiser);
  await saveScreenshot(organiser, testInfo, 'first-run-access');

  // The event's own name.
  const name = `Utsav Nagpur ${testInfo.retry + 1}`;
  await organiser.goto('/admin/event');
  await organiser.getByLabel('Event name').fill(name);
  await organiser.getByRole('button', { name: 'Save' }).click();
  await expectToast(organiser, 'Event settings saved');

  // The second organiser signs in on their own computer and lands in the admin area too.
  const second = await desk(browser);
  await signIn(second, SECOND_ORGANISER);
  await expect(second).toHaveURL(/\/admin$/);
  await expect(second).toHaveTitle(new RegExp(name));

  // The hall's screen: seven teams, nobody registered, no points. Organisers are not players.
  await organiser.goto('/admin/screens');
  const form = organiser.getByRole('form', { name: 'New screen link' });
  await form.getByLabel(/^Name/).fill('Main hall');
  await form.getByRole('button', { name: 'Create link' }).click();
  const link = organiser.getByRole('article', { name: 'Main hall' }).first();
  const address = await link.getByRole('textbox', { name: 'Screen address' }).inputValue();
  const hall = await desk(browser);
  await hall.goto(address);
  await expect(hall.locator('.screen-standings tbody tr')).toHaveCount(7);
  await expect(hall.locator('.screen-percent')).toHaveText(Array(7).fill('0%'));
  await expect(hall.locator('.screen-points')).toHaveText(Array(7).fill('0'));
  await saveScreenshot(hall, testInfo, 'first-run-screen');
  const stats = (await (await organiser.request.get('/api/stats')).json()) as Stats;
  expect(stats.totalViews).toBe(0);
});
