// A person who chooses Hindi sees Hindi all the way through sign-in and the profile's checks,
// including the messages the server sends.
import { expect, test } from '@playwright/test';
import {
  codeFromServerLog,
  expectNoAxeViolations,
  saveScreenshot,
  uniquePhoneDigits,
} from './support.js';

test.skip(({ isMobile }) => !isMobile, 'a player journey, run on the phone');

const ENGLISH = [
  'Please enter a valid 10-digit mobile number',
  'Invalid OTP',
  'Employee ID is required',
  'Invalid employee id',
];

test('sign-in errors and the profile checks are in Hindi, with no English', async ({
  page,
}, testInfo) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Switch to Hindi' }).click();
  const phone = page.getByLabel('मोबाइल नंबर');
  await phone.fill('98765');
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(
    page.locator('.toast', { hasText: 'कृपया 10 अंकों का सही मोबाइल नंबर डालें' }),
  ).toBeVisible();

  const digits = uniquePhoneDigits(testInfo);
  await phone.fill(digits);
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.locator('.toast', { hasText: 'OTP भेजा गया' })).toBeVisible();
  const code = await codeFromServerLog(`+91${digits}`);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('वन-टाइम कोड').fill(wrong);
  await page.getByRole('button', { name: 'सत्यापित करें' }).click();
  await expect(page.locator('.toast', { hasText: 'गलत OTP' })).toBeVisible();
  await page.getByLabel('वन-टाइम कोड').fill(code);
  await page.getByRole('button', { name: 'सत्यापित करें' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const submit = page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' });
  await submit.click();
  await expect(page.getByText('कर्मचारी आईडी आवश्यक है').first()).toBeVisible();
  await page.getByLabel('कर्मचारी आईडी').fill('NOSUCH404');
  await page.getByLabel('नाम').fill('हिंदी उपयोगकर्ता');
  await page.getByLabel('लिंग').selectOption('female');
  await page.getByLabel('आरएसओ').selectOption('bhopal');
  await submit.click();
  // The server's refusal, shown beside the field in the chosen language with what to do next.
  await expect(page.getByLabel('कर्मचारी आईडी')).toHaveAccessibleDescription(
    /^अमान्य कर्मचारी आईडी। आईडी जाँचकर फिर कोशिश करें/,
  );
  for (const text of ENGLISH) await expect(page.getByText(text)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'profile-hindi-errors');
});
