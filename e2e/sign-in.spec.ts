import { expect, test } from '@playwright/test';
import {
  codeFromServerLog,
  expectNoAxeViolations,
  expectToast,
  saveScreenshot,
  signInThroughUi,
  uniquePhoneDigits,
  watchCspViolations,
} from './support.js';

// A player's journey: the phone project runs it, as players do; the organisers' journeys run at a computer.
test.skip(({ isMobile }) => !isMobile, 'a player journey, run on the phone');

test('a new user signs in with a code from the server log, stays signed in, and signs out', async ({
  page,
  context,
}, testInfo) => {
  const csp = watchCspViolations(page);
  const digits = uniquePhoneDigits(testInfo);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'register');

  // Digits only, at most 10.
  const phone = page.getByLabel('Mobile number');
  await phone.pressSequentially(`${digits.slice(0, 4)}ab${digits.slice(4)}77`);
  await expect(phone).toHaveValue(digits);

  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'OTP sent');
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  await expect(page.getByLabel('One-time code')).toHaveAttribute(
    'placeholder',
    'Enter 6-digit OTP',
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'register-code');

  // A code too short to be one is refused beside the field, and nothing is sent: no try is spent.
  let verifies = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/verify-code')) verifies += 1;
  });
  await page.getByLabel('One-time code').fill('12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter all 6 digits of the code.');
  await expect(page.getByLabel('One-time code')).toBeFocused();
  expect(verifies).toBe(0);

  // A wrong code says how many tries the code has left: all five were there.
  const code = await codeFromServerLog(`+91${digits}`);
  await page.getByLabel('One-time code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Invalid OTP. 4 tries left');
  expect(verifies).toBe(1);
  await saveScreenshot(page, testInfo, 'register-tries-left');

  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Verified');
  await expect(page).toHaveURL(/\/profile$/);

  // The session survives a reload, and signed-in users are kept off the sign-in screens.
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/profile$/);

  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'utsav_session')!;
  expect(session.httpOnly).toBe(true);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/register$/);

  // The old cookie no longer opens anything.
  const replay = await page.request.get('/api/me', {
    headers: { cookie: `utsav_session=${session.value}` },
  });
  expect(replay.status()).toBe(401);
  expect(csp).toEqual([]);
});

test('a number that is not 10 digits gets the spec message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Mobile number').fill('98765');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'Please enter a valid 10-digit mobile number');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
});

test('a user can go back to change the number', async ({ page }, testInfo) => {
  const digits = uniquePhoneDigits(testInfo);
  await page.goto('/register');
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('One-time code')).toBeVisible();
  await page.getByRole('button', { name: 'Change number' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveValue(digits);
});

test('signing in through the helper lands on /profile', async ({ page }, testInfo) => {
  await signInThroughUi(page, uniquePhoneDigits(testInfo));
});

test('a number typed and sent on a slow network, before the app has started, is sent once it has; the bot check runs in workers', async ({
  page,
}, testInfo) => {
  const digits = uniquePhoneDigits(testInfo);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // The app's code is held back: the page is the server's alone until it is let through.
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/register', { waitUntil: 'commit' });
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  letThrough();

  await expectToast(page, 'OTP sent');
  await expect(page.getByText(`+91 ${digits}`)).toBeVisible();
  await expect(page.getByLabel('One-time code')).toBeVisible();
  expect(await codeFromServerLog(`+91${digits}`)).toMatch(/^\d{6}$/);
  expect(workers.some((url) => url.includes('/assets/bot-check-worker-'))).toBe(true);
});
