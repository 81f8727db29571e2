import { expect, test } from '@playwright/test';
import {
  expectImagesLoaded,
  expectNoAxeViolations,
  saveScreenshot,
  watchCspViolations,
} from './support.js';

test('the landing page welcomes a visitor and leads to sign-in', async ({ page }, testInfo) => {
  const csp = watchCspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Welcome to Utsav 2025' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('img', { name: 'Utsav 2025 — CSO Central Cluster' }),
  ).toBeVisible();
  await expectImagesLoaded(page);
  // No navigation bar on the landing page.
  await expect(page.getByRole('button', { name: /Back/ })).toHaveCount(0);
  await expect(page.getByTestId('footer-carousel')).toHaveAttribute('aria-hidden', 'true');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'landing');

  await page.getByRole('link', { name: 'Register / Sign In' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(csp).toEqual([]);
});

test('the page is rendered by React DOM itself', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Register / Sign In' });
  await expect(link).toBeVisible();
  // React DOM marks the root it renders into and every element it creates with keys of its own;
  // a compatible renderer (Preact's compat layer, for one) leaves none of them.
  const markers = await link.evaluate((element) => {
    const keys = (node: object, prefix: string) =>
      Object.keys(node).filter((key) => key.startsWith(prefix)).length;
    const root = document.getElementById('root')!;
    return {
      container: keys(root, '__reactContainer$'),
      fiber: keys(element, '__reactFiber$'),
      props: keys(element, '__reactProps$'),
      preact: keys(element, '__k') + keys(element, '_children'),
    };
  });
  expect(markers).toEqual({ container: 1, fiber: 1, props: 1, preact: 0 });
});

test('terms and privacy are open to everyone and read well', async ({ page }, testInfo) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Back/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'terms');

  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Notice' })).toBeVisible();
  await expect(page.getByText(/mobile number \(for sign-in\)/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a signed-out visitor is sent to /register from every guarded screen, and home from unknown paths', async ({
  page,
}, testInfo) => {
  for (const path of ['/home', '/quizcontest', '/team-dashboard', '/profile', '/admin/users']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/register$/);
  }
  await saveScreenshot(page, testInfo, 'guarded-redirect');
  for (const path of ['/dashboard', '/no/such/page']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test('the language switch shows Hindi and remembers it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to Hindi' }).click();
  await expect(page.getByRole('link', { name: 'रजिस्टर / साइन इन करें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.reload();
  await expect(page.getByRole('link', { name: 'रजिस्टर / साइन इन करें' })).toBeVisible();
  await page.getByRole('button', { name: 'अंग्रेज़ी में बदलें' }).click();
  await expect(page.getByRole('link', { name: 'Register / Sign In' })).toBeVisible();
});

test('every route change starts at the top of the page', async ({ page }) => {
  await page.goto('/terms');
  // The screen is up (and has scrolled itself to the top) before the test scrolls it.
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
  // Make the page taller than any screen so it can scroll at every width.
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 2000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Notice' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
