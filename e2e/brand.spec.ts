// An organiser replaces the welcome picture: the card says the size it wants, the chosen picture is
// previewed and nothing changes for a newcomer until Save; saved, a newcomer's landing shows it;
// Undo puts the earlier one back; a phone left on the sign-in screen follows a new logo within two
// seconds. Screenshots of the brand, teams and analytics pages at a laptop's
// and a phone's size, analytics first with nothing to draw and then with registrations and plays.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  expectImagesLoaded,
  expectNoAxeViolations,
  expectToast,
  registerWithSession,
  saveScreenshot,
  setGames,
  solidPng,
  uniquePhoneDigits,
} from './support.js';

// The journey server's admin for this file (playwright.config.ts).
const ORGANISER_DIGITS = '9000012356';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The welcome picture a newcomer's landing shows, in a browser of their own. */
async function newcomersWelcome(browser: Browser): Promise<string | null> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  const welcome = page.locator('img.landing-welcome');
  await expect(welcome).toBeVisible();
  await expectImagesLoaded(page);
  const src = await welcome.getAttribute('src');
  await context.close();
  return src;
}

/** Plays a contest through the API as the page's person, choosing each question's first option. */
async function play(page: Page, quizId: string) {
  type Step = { question?: { id: number; options: string[] } };
  const origin = new URL(page.url()).origin;
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { data, headers: { origin } });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as Step;
  };
  let step = await post(`/api/quiz/${quizId}/start`, {});
  while (step.question) {
    const { id, options } = step.question;
    step = await post(`/api/quiz/${quizId}/answer`, { questionId: id, selected: options[0] });
  }
}

/** The page at a laptop's size, then a phone's, each kept as a screenshot. */
async function screenshotBoth(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['1280', LAPTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // Nothing wider than the screen, once the charts have followed its width.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, testInfo, `${name}-${size}`);
  }
  await page.setViewportSize(LAPTOP);
}

test('a brand image is previewed, published on Save and put back with Undo', async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the organiser signs in once per run');
  test.setTimeout(90_000);
  await page.setViewportSize(LAPTOP);
  await signIn({ digits: ORGANISER_DIGITS });

  // Analytics before anyone has registered in this run (empty on a fresh server).
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Score distribution' })).toBeVisible();
  await screenshotBoth(page, testInfo, 'analytics-first');

  await page.goto('/admin/brand');
  const card = page.getByRole('region', { name: 'Welcome picture' });
  const picker = card.getByLabel(/^(Replace|Upload): Welcome picture/);
  await expect(picker).toHaveAccessibleDescription(
    /JPEG, PNG or WebP, at least 1280 × 800 px; shown up to 640 px wide\./,
  );
  const earlier = await newcomersWelcome(browser);

  await picker.setInputFiles({
    name: 'welcome.png',
    mimeType: 'image/png',
    buffer: await solidPng(1280, 800, '#0b5d1e'),
  });
  const preview = card.getByRole('img', { name: 'Welcome picture: the new image, not saved yet' });
  await expect(preview).toBeVisible();
  await expect(card).toContainText('welcome.png · 1280 × 800 px');
  // Nothing is published before Save.
  expect(await newcomersWelcome(browser)).toBe(earlier);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'brand-preview');

  await card.getByRole('button', { name: 'Save: Welcome picture' }).click();
  await expectToast(page, 'Welcome picture replaced');
  await expect(preview).toHaveCount(0);
  const saved = await card.getByRole('img', { name: 'Welcome picture' }).getAttribute('src');
  expect(saved).not.toBe(earlier);
  await expect.poll(() => newcomersWelcome(browser)).toBe(saved);
  await expect(card).toContainText('The earlier image can be put back for 15 minutes.');
  await screenshotBoth(page, testInfo, 'brand-saved');

  await card.getByRole('button', { name: 'Undo: Welcome picture' }).click();
  await expectToast(page, 'Welcome picture put back as it was');
  await expect(card.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  if (earlier)
    await expect(card.getByRole('img', { name: 'Welcome picture' })).toHaveAttribute(
      'src',
      earlier,
    );
  await expect.poll(() => newcomersWelcome(browser)).toBe(earlier);

  // A phone left on the sign-in screen, signed out, follows a new event logo within two seconds.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  // Its stream of the setup's version is open before the organiser saves.
  const streaming = phone.waitForResponse((response) => response.url().endsWith('/api/site/live'));
  await phone.goto('/register');
  const phoneLogo = phone.locator('img.register-logo');
  await expect(phoneLogo).toBeVisible();
  const oldLogo = await phoneLogo.getAttribute('src');
  expect((await streaming).status()).toBe(200);
  const logoCard = page.getByRole('region', { name: 'Event logo' });
  await logoCard.getByLabel(/^(Replace|Upload): Event logo/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await solidPng(840, 420, '#7c2d12'),
  });
  await logoCard.getByRole('button', { name: 'Save: Event logo' }).click();
  await expectToast(page, 'Event logo replaced');
  await expect(phoneLogo).not.toHaveAttribute('src', oldLogo!, { timeout: 2_000 });
  await logoCard.getByRole('button', { name: 'Undo: Event logo' }).click();
  await expectToast(page, 'Event logo put back as it was');
  await expect(phoneLogo).toHaveAttribute('src', oldLogo!, { timeout: 2_000 });
  await phone.context().close();

  // Two newcomers register and play the contest: the teams list says why their teams cannot be
  // removed, and the analytics draw the registrations and the plays.
  await setGames(['quiz1=on']);
  for (const team of ['bhopal', 'kanpur']) {
    const newcomer = await (await browser.newContext({ viewport: PHONE })).newPage();
    await registerWithSession(newcomer, uniquePhoneDigits(testInfo), {
      name: 'Brand Newcomer',
      gender: 'female',
      team,
    });
    await play(newcomer, 'quiz1');
    await newcomer.context().close();
  }
  await setGames(['quiz1=off']);
  await page.goto('/admin/teams');
  const remove = page.getByRole('button', { name: /^Remove Bhopal/ });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(/^Has [\d,]+ (person|people): move them first$/);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'teams');

  await page.goto('/admin/analytics');
  for (const chart of [
    'Registrations over time, by team',
    'Quiz participation and average score',
    'Score distribution',
  ])
    await expect(
      page.getByRole('region', { name: chart, exact: true }).getByRole('img'),
    ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'analytics-registered');
});
