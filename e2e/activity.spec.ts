// An organiser names themselves, grants a second organiser under a name and moves a person to
// another team; the dashboard and the Activity page tell each change as a sentence with the names,
// filtered by organiser, kind of change and the names searched, and show no phone.
import { expect, test } from './fixtures.js';
import {
  expectNoAxeViolations,
  expectToast,
  registerWithSession,
  saveScreenshot,
  uniquePhoneDigits,
} from './support.js';

// The journey server's admin for this file (playwright.config.ts).
const ORGANISER_DIGITS = '9000012355';

test('the activity tells who changed what, by name, in sentences', async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the organiser signs in once per run');
  test.setTimeout(60_000);
  // The person the organiser will correct, registered in a browser of their own.
  const player = await (await browser.newContext()).newPage();
  await registerWithSession(player, uniquePhoneDigits(testInfo), {
    name: 'Ravi Activity',
    gender: 'male',
    team: 'lucknow',
  });
  const { uid } = (await (await player.request.get('/api/me')).json()) as { uid: string };

  await signIn({ digits: ORGANISER_DIGITS });
  await page.goto('/admin/access');
  const organisers = page
    .locator('.admin-card')
    .filter({ has: page.getByRole('heading', { name: 'Organisers' }) });
  // Set when the site was installed, and unnamed until they name themselves.
  await expect(organisers).toContainText(
    'Set when the site was installed (cannot be removed here)',
  );
  await expect(page.getByRole('main')).not.toContainText('ADMIN_PHONES');
  await organisers.getByLabel('Your name, as other organisers see it').fill('Asha Activity');
  await organisers.getByRole('button', { name: 'Save my name' }).click();
  await expectToast(page, 'Your name is saved');

  const grant = organisers.getByRole('form', { name: 'Add an organiser' });
  const second = uniquePhoneDigits(testInfo);
  await grant.getByLabel('Mobile number').fill(second);
  await grant.getByLabel('Their name, as other organisers see it').fill('Vikram Activity');
  await grant.getByRole('button', { name: 'Grant organiser access' }).click();
  await expectToast(page, 'Vikram Activity can now open the admin area');
  await expect(
    organisers.getByRole('listitem').filter({ hasText: 'Vikram Activity' }),
  ).toContainText('Granted by Asha Activity');
  await expect(page.getByRole('main')).not.toContainText(second);
  await expectNoAxeViolations(page);

  // A correction: the person moves from Lucknow to Varanasi.
  await page.goto(`/admin/users/${uid}`);
  await page.getByLabel('RSO').selectOption('varanasi');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Changes saved');

  const moved = 'Asha Activity moved Ravi Activity from Lucknow to Varanasi';
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const changes = page.locator('.activity-list').getByRole('listitem');
  const recent = changes.filter({ hasText: moved }).first();
  await expect(recent).toBeVisible();
  // How long ago, and the minute itself on hover.
  await expect(recent.locator('time')).toHaveAttribute('title', /\d{4}, \d{1,2}:\d{2}/);

  await page.getByRole('link', { name: 'See all activity' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await page.getByLabel('Organiser').selectOption({ label: 'Asha Activity' });
  await page.getByLabel('Kind of change').selectOption({ label: 'Access' });
  for (const sentence of [
    'Asha Activity granted Vikram Activity organiser access',
    'Asha Activity set their organiser name to Asha Activity',
  ])
    await expect(changes.filter({ hasText: sentence }).first()).toBeVisible();
  await expect(changes.filter({ hasText: moved })).toHaveCount(0);

  await page.getByLabel('Kind of change').selectOption({ label: 'Any kind' });
  await page.getByLabel('Search by person, team or quiz').fill('Ravi Activity');
  // Only the changes that name the person: their move (once per run of this journey).
  await expect(changes.first()).toHaveText(new RegExp(`^${moved} · `));
  for (const change of await changes.all()) await expect(change).toContainText(moved);
  const main = page.getByRole('main');
  await expect(main).not.toContainText('+91');
  await expect(main).not.toContainText('{');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-activity');
});
