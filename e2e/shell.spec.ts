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
  await expect(page.getByRole('img', { name: 'Welcome — Swagat hai' })).toBeVisible();
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

test('the public screens arrive rendered by the server, and the app takes them over as they are', async ({
  browser,
}) => {
  // Without the app's code: the server's page alone is the screen, styled, with its pictures.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const page = await bare.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle('Utsav 2025 — CSO Central Cluster');
  await expect(page.getByRole('link', { name: 'Register / Sign In' })).toBeVisible();
  await expectImagesLoaded(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  // The sign-in screen's own stylesheet came with the page: its button is the wide primary one.
  const button = page.getByRole('button', { name: 'Send OTP' });
  expect((await button.boundingBox())!.width).toBeGreaterThan(250);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
  await bare.close();

  // With it: the app hydrates the server's elements instead of drawing new ones.
  const context = await browser.newContext();
  for (const path of ['/', '/register', '/terms']) {
    const app = await context.newPage();
    const csp = watchCspViolations(app);
    const errors: string[] = [];
    app.on('pageerror', (error) => errors.push(error.message));
    await app.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes))
            if (node instanceof Element && record.target !== document.head)
              removed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    await app.goto(path);
    await expect
      .poll(() =>
        app.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((key) =>
            key.startsWith('__reactContainer$'),
          ),
        ),
      )
      .toBe(true);
    // Who is signed in has been asked and answered (nobody): the screen stays.
    await app.waitForLoadState('networkidle');
    expect(await app.evaluate(() => (window as unknown as { removed: string[] }).removed)).toEqual(
      [],
    );
    expect(new URL(app.url()).pathname).toBe(path);
    expect(errors).toEqual([]);
    expect(csp).toEqual([]);
    await app.close();
  }

  // The hydrated landing page is the app: its link moves on without loading a page.
  const app = await context.newPage();
  await app.goto('/');
  await app.evaluate(() => Object.assign(window, { stayed: true }));
  await app.getByRole('link', { name: 'Register / Sign In' }).click();
  await expect(app.getByLabel('Mobile number')).toBeVisible();
  expect(await app.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await context.close();
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
