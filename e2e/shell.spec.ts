import { expect, test, type Page } from '@playwright/test';
import {
  expectImagesLoaded,
  expectNoAxeViolations,
  newPlayer,
  saveScreenshot,
  watchCspViolations,
} from './support.js';

const APP_CODE = /\/assets\/index-[^/]*\.js$/;

/** Holds back the page's pictures until the returned function lets them through. */
async function holdPictures(page: Page): Promise<() => void> {
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/media\//, async (route) => {
    await held;
    await route.continue();
  });
  return letThrough;
}

/** Whether the app has taken the page over (React DOM's mark on its root). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root')!).some((key) =>
      key.startsWith('__reactContainer$'),
    ),
  );

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
  // The app takes the server's page over once its pictures are in.
  await expect.poll(() => hydrated(page)).toBe(true);
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
  await expect.poll(() => hydrated(app)).toBe(true);
  await app.evaluate(() => Object.assign(window, { stayed: true }));
  await app.getByRole('link', { name: 'Register / Sign In' }).click();
  await expect(app.getByLabel('Mobile number')).toBeVisible();
  expect(await app.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await context.close();
});

test('a phone shows the first screen whole before the app’s code is asked for, and the app takes it over once the pictures are in', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone’s first screen');
  // The installed app's worker would answer the pictures from its cache, before they could be held.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // (The browser's own line for the 401 that says nobody is signed in is not the page's.)
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  const appAskedAt: number[] = [];
  page.on('request', (request) => {
    if (APP_CODE.test(request.url())) appAskedAt.push(Date.now());
  });

  // Someone not signed in: the landing page's pictures first, then the app.
  let letPicturesThrough = await holdPictures(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: 'Register / Sign In' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(appAskedAt).toEqual([]);
  letPicturesThrough();
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(appAskedAt).toHaveLength(1);

  // The language switch pressed before the app has started: pressed again once it has.
  await page.unrouteAll();
  letPicturesThrough = await holdPictures(page);
  await page.goto('/register', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Switch to Hindi' }).click();
  letPicturesThrough();
  await expect(page.getByLabel('मोबाइल नंबर')).toBeVisible();
  await page.getByRole('button', { name: 'अंग्रेज़ी में बदलें' }).click();
  await expect(page.getByLabel('Mobile number')).toBeVisible();

  // A player with a session: Home drawn by the server as theirs, its ways in working as links, and
  // the app asked for once its pictures are in; then what is theirs alone (their team's logo).
  await newPlayer(page, testInfo, 'kanpur');
  await page.unrouteAll();
  appAskedAt.length = 0;
  letPicturesThrough = await holdPictures(page);
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(appAskedAt).toEqual([]);
  letPicturesThrough();
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.locator('.home-logos img')).toHaveCount(2);
  expect(new URL(page.url()).pathname).toBe('/home');
  // A tap on a way in before the app has started is a link like any other.
  await page.unrouteAll();
  letPicturesThrough = await holdPictures(page);
  await page.goto('/home', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/team-dashboard$/);
  letPicturesThrough();
  // React says nothing of a page it could not take over as it was.
  expect(errors).toEqual([]);
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
