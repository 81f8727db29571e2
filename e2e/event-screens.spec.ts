import { expect, test } from '@playwright/test';
import { DEFAULT_VIDEO_TITLES } from '../server/test/content.js';
import { expectImagesLoaded, expectNoAxeViolations, newPlayer, saveScreenshot } from './support.js';

// A player's journey: the phone project runs it, as players do; the organisers' journeys run at a computer.
test.skip(({ isMobile }) => !isMobile, 'a player journey, run on the phone');

test.beforeEach(async ({ page }, testInfo) => {
  await newPlayer(page, testInfo);
});

test('Home leads to every section, and Events to its three pages', async ({ page }, testInfo) => {
  const targets: [string, RegExp][] = [
    ['Dashboard', /\/team-dashboard$/],
    ['Quiz & Contest', /\/quizcontest$/],
    ['Gallery', /\/gallery$/],
    ['Fun & Engagement', /\/fun$/],
    ['Events', /\/event$/],
    ['Teams', /\/teams$/],
  ];
  for (const [name, url] of targets) {
    await page.goto('/home');
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page, name).toHaveURL(url);
  }

  await page.goto('/event');
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'events');
  for (const [name, url, alt] of [
    ['Event Itinerary', /\/eventitinerary$/, null],
    ['Event Videos', /\/event-videos$/, null],
    ['Post Event', /\/comingsoon$/, /Post event/],
  ] as const) {
    await page.goto('/event');
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    if (alt) {
      await expect(page.getByRole('img', { name: alt })).toBeVisible();
      await expectImagesLoaded(page);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'comingsoon');
    }
  }
  // The itinerary is text over the event's colours: its days as headings, their moments as lists.
  await page.goto('/eventitinerary');
  await expect(page.getByRole('heading', { level: 1, name: 'Event Itinerary' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Opening Ceremony' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'itinerary');
});

test('a video tile opens the lightbox on its video, which plays, and Escape closes it', async ({
  page,
}, testInfo) => {
  await page.goto('/event-videos');
  for (const title of DEFAULT_VIDEO_TITLES)
    await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expectImagesLoaded(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'event-videos');

  // The videos and covers the event's setup names, each at an address of its own.
  const site = (await (await page.request.get('/api/site')).json()) as {
    videos: { title: string; src: string; cover: { src: string } | null }[];
  };
  const named = (title: string) => site.videos.find((video) => video.title === title)!;
  await page.getByRole('button', { name: /Two Days To Go/ }).click();
  const video = page.locator('.yarl__slide_current video');
  await expect(video).toHaveAttribute('poster', named('Two Days To Go').cover!.src);
  await expect(video.locator('source')).toHaveAttribute('src', named('Two Days To Go').src);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.yarl__slide_current video source')).toHaveAttribute(
    'src',
    named('1 Day To Go').src,
  );
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
});

test('the gallery asks first, then opens the photo site in a new tab with no way back in', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Self Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'You are leaving Utsav' });
  await expect(dialog).toContainText('bookmark this page');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'gallery-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Event Photo' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Event Photo' }).click();
  // Escape and the backdrop close the dialog once it is open, not while it is still opening.
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  // The configured site is outside this machine; answer it locally so nothing leaves.
  await context.route('https://photos.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Photos</title>' }),
  );
  await page.getByRole('button', { name: 'Self Photo' }).click();
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Continue' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://photos.example.com/utsav-2025/self');
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);
});

test('Teams shows every team, and the footer shows the team posters', async ({
  page,
}, testInfo) => {
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The teams’ emblems' })).toBeVisible();
  // The names are the page's text, as organisers set them.
  await expect(page.getByRole('listitem').filter({ hasText: 'Krrish' })).toBeVisible();
  await expect(page.getByTestId('footer-carousel').locator('img')).toHaveCount(7);
  await expectImagesLoaded(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'teams');
});

test("the app is installable, keeps this deployment's files for a spotty connection, and drops an older deployment's", async ({
  page,
}) => {
  const manifest: unknown = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Utsav', display: 'standalone' });
  await page.goto('/home');
  const activated = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state);
  await expect.poll(activated).toBe('activated');
  const cacheNames = () => page.evaluate(() => caches.keys());
  const [current, ...others] = await cacheNames();
  expect(others).toEqual([]);
  expect(current).toMatch(/^utsav-[0-9a-f]{12}$/);
  const cached = await page.evaluate(
    async (name) =>
      (await caches.open(name)).keys().then((keys) => keys.map((k) => new URL(k.url).pathname)),
    current!,
  );
  expect(cached).toContain('/');
  // The scripts the first screen runs are precached, so it opens without the network. (The page
  // may name the app's entry in its head or ask for it after its pictures: it is the one it ran.)
  const entry = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((resource) => new URL(resource.name).pathname)
      .find((pathname) => /^\/assets\/index-[^/]+\.js$/.test(pathname)),
  );
  expect(cached).toContain(entry);
  // Of the API, only the event's public setup is kept (for opening without a connection).
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual(
    cached.includes('/api/site') ? ['/api/site'] : [],
  );

  // An older deployment's cache is removed when this deployment's worker takes over.
  await page.evaluate(async () => {
    await (await caches.open('utsav-shell-v1')).put('/assets/old.js', new Response('old'));
    await (await navigator.serviceWorker.getRegistration())!.unregister();
  });
  await page.reload();
  await expect.poll(activated).toBe('activated');
  await expect.poll(cacheNames).toEqual([current]);
});
