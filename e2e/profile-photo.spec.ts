import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  expectNoAxeViolations,
  expectToast,
  fillProfileForm,
  freshEmployeeCode,
  saveScreenshot,
  SELFIE_SERVER,
  solidPng,
} from './support.js';

test.skip(({ isMobile }) => !isMobile, 'a player journey, run on the phone');

// This server's content switches the photo section on (profile.selfie = true).
test.use({ baseURL: SELFIE_SERVER.baseURL, permissions: ['camera'] });

async function fillProfile(page: Page, code: string) {
  await fillProfileForm(page, { code, name: 'Photo Person', gender: 'male', team: 'jabalpur' });
}

test('a photo picked from the device is previewed, uploaded and served back as a JPEG', async ({
  page,
  signIn,
}, testInfo) => {
  const code = await freshEmployeeCode(SELFIE_SERVER.dir);
  await signIn({ server: SELFIE_SERVER });
  await expect(page.getByText('Photo (optional)')).toBeVisible();

  // Not an image: react-dropzone's own message.
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, /^File type must be/);

  const png = await solidPng(640, 480, '#c2410c');
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('img', { name: 'Your photo' });
  await expect(preview).toBeVisible();
  expect(
    await preview.evaluate((img) => [
      img.getBoundingClientRect().width,
      img.getBoundingClientRect().height,
    ]),
  ).toEqual([120, 120]);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'profile-photo');

  await fillProfile(page, code);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expectToast(page, 'Profile saved');
  await expect(page).toHaveURL(/\/home$/);

  const me = (await (await page.request.get('/api/me')).json()) as {
    profile: { selfieUrl: string };
  };
  const photo = await page.request.get(me.profile.selfieUrl);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
});

test('Capture opens the camera, Take makes the photo and closes it', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn({ server: SELFIE_SERVER });
  await page.getByRole('button', { name: 'Capture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a photo' });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  await saveScreenshot(page, testInfo, 'profile-camera');
  await dialog.getByRole('button', { name: 'Take' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  // The camera is released.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);

  await page.getByRole('button', { name: 'Capture' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
