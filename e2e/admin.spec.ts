import { expect, test } from './fixtures.js';
import {
  expectNoAxeViolations,
  expectToast,
  newPlayer,
  saveProfile,
  saveScreenshot,
} from './support.js';

// The journey server's first admin (ADMIN_PHONES in playwright.config.ts); each journey that signs
// an admin in has its own, so no journey finds another's changes to its admin.
const ADMIN_DIGITS = '9000012345';

test('a non-admin sees the refusal on every admin page, and 403 from the admin API', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a player journey, run on the phone');
  await newPlayer(page, testInfo);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/leaderboard',
    '/admin/access',
    '/admin/analytics',
    '/admin/quizzes',
    '/admin/quizzes/quiz1',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('alert').filter({ hasText: 'You do not have access' }),
    ).toBeVisible();
  }
  for (const url of [
    '/api/admin/overview',
    '/api/admin/registrations',
    '/api/admin/leaderboard?quizId=quiz1',
    '/api/admin/admins',
    '/api/admin/audit',
    '/api/admin/quizzes',
    '/api/admin/quizzes/quiz1',
  ]) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
});

test('an admin works through the dashboard, registrations, leaderboard and access control', async ({
  page,
  signIn,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one admin signs in once per run');
  // Eight pages, each checked by axe (seconds each on the long Access Control page): more than one
  // page's worth of time.
  test.setTimeout(60_000);
  await signIn({ digits: ADMIN_DIGITS });
  await saveProfile(page, {
    code: 'EMP1300',
    name: 'Organiser',
    gender: 'female',
    team: 'central',
  });

  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(
    page.getByRole('heading', { name: 'Registrations and points by team' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Bahubali/ })).toContainText('/ 38');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-dashboard');

  await page.getByRole('link', { name: 'Registrations' }).click();
  await page.getByLabel('Search by employee ID, name or phone').fill('emp1300');
  await expect(page.getByRole('cell', { name: 'Organiser', exact: true })).toBeVisible();
  await expect(page.getByText('1 registration')).toBeVisible();
  const download = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download[0].suggestedFilename()).toBe('registrations.csv');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-users');

  await page.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('columnheader', { name: 'Rank' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-leaderboard');

  await page.getByRole('link', { name: 'Quizzes' }).click();
  const quiz2 = page.getByRole('switch', { name: 'Open: 2nd September 2025 - Quiz' });
  const wasOn = await quiz2.isChecked();
  await quiz2.click();
  await expect(quiz2).toBeChecked({ checked: !wasOn });
  await quiz2.click();
  await expect(quiz2).toBeChecked({ checked: wasOn });
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-quizzes');

  await page.getByRole('link', { name: 'Access Control' }).click();

  await page.getByLabel('Or paste the codes').fill('employee_id\nADMINNEW1\nEMP1001\nbad code!');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('1 to add, 1 already present, 1 invalid rows')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expectToast(page, '1 codes added');

  await page.getByLabel('Look up an employee ID').fill('EMP1300');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(/EMP1300: registered/)).toBeVisible();

  const admins = page
    .locator('.admin-card')
    .filter({ has: page.getByRole('heading', { name: 'Organisers' }) });
  const grant = admins.getByRole('form', { name: 'Add an organiser' });
  await grant.getByLabel('Mobile number').fill('9000054321');
  await grant.getByLabel('Their name, as other organisers see it').fill('Admin Journey Helper');
  await grant.getByRole('button', { name: 'Grant organiser access' }).click();
  const helper = admins.getByRole('listitem').filter({ hasText: 'Admin Journey Helper' });
  await expect(helper).toContainText('Granted by Organiser');
  await helper
    .getByRole('button', { name: 'Take away the organiser access of Admin Journey Helper' })
    .click();
  await expect(helper).toHaveCount(0);
  await expect(page.getByText('+919000054321')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-access');

  await page.getByRole('link', { name: 'Analytics' }).click();
  // This organiser registered: the registrations are drawn. The plays are drawn once a journey has
  // played; before that, each says what will show there.
  await expect(page.getByRole('img', { name: 'Registrations over time, by team' })).toBeVisible();
  for (const [name, empty] of [
    ['Quiz participation and average score', /will show here once people play/],
    ['Score distribution', /will show here once people finish a quiz/],
  ] as const) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('img', { name }).or(page.getByText(empty))).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-analytics');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
  // Other journeys' organisers write to the same log: this admin's own changes are searched for.
  await page.getByRole('link', { name: 'See all activity' }).click();
  await page.getByLabel('Search by person, team or quiz').fill('Admin Journey Helper');
  for (const sentence of [
    'Organiser granted Admin Journey Helper organiser access',
    'Organiser took away Admin Journey Helper’s organiser access',
  ])
    await expect(page.getByRole('listitem').filter({ hasText: sentence })).toBeVisible();
  // Names, not numbers: an organiser without a name shows masked (+91 90•••••353), never whole.
  await expect(page.getByRole('main')).not.toContainText(/\+91 ?\d{10}/);
});
