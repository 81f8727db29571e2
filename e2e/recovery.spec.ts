// When something fails to load — a screen's code after a new deployment, the event's content, who
// is signed in — the person sees what happened and a way on, never a blank or a dead button.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, newPlayer, saveScreenshot } from './support.js';

// A player's journey: the phone project runs it, as players do; the organisers' journeys run at a computer.
test.skip(({ isMobile }) => !isMobile, 'a player journey, run on the phone');

// The offline shell's service worker would answer some of these requests itself; here the network
// is what fails.
test.use({ serviceWorkers: 'block' });

test('a screen whose code cannot be downloaded reloads once, then offers to try again', async ({
  page,
}, testInfo) => {
  await newPlayer(page, testInfo);
  let requests = 0;
  await page.route('**/assets/teams-page-*.js', (route) => {
    requests += 1;
    return route.abort('connectionreset');
  });
  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));
  await page.getByRole('link', { name: 'Teams', exact: true }).click();

  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(failure).toBeVisible();
  // The first failure reloaded the page (a deployment may have replaced the code); the second shows.
  expect(reloads.some((url) => url.endsWith('/teams'))).toBe(true);
  expect(requests).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'screen-failed');

  await page.unroute('**/assets/teams-page-*.js');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();
});

test("the event's content failing to load says so, and Try again brings the gallery back", async ({
  page,
}, testInfo) => {
  await newPlayer(page, testInfo);
  await page.route('**/api/site', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  // A fresh page without the setup the server embeds in it (as a page rendered in the browser
  // alone comes), so the content is read from the API.
  await page.route('**/gallery', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json"[^]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/gallery');
  const failure = page.getByRole('alert').filter({
    hasText: 'This could not be loaded. Please check your connection and try again.',
  });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'content-failed');

  await page.unroute('**/api/site');
  await page.unroute('**/gallery');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole('button', { name: 'Self Photo' })).toBeEnabled();
});

test('when the server cannot say who is signed in, the app says so instead of guessing', async ({
  page,
}, testInfo) => {
  await newPlayer(page, testInfo);
  await page.route('**/api/me', (route) => route.abort('connectionrefused'));
  await page.goto('/home');
  const failure = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Register / Sign In' })).toHaveCount(0);

  await page.unroute('**/api/me');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Teams', exact: true })).toBeVisible();
});
