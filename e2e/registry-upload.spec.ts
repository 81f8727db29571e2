// An organiser uploads a registry of 100,000 employee codes: progress while it goes, then a report.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  expectNoAxeViolations,
  expectToast,
  freshEmployeeCode,
  saveProfile,
  saveScreenshot,
} from './support.js';

// This journey's admins (playwright.config.ts), one per project, so the two runs do not meet.
const ADMIN_DIGITS: Record<string, string> = { desktop: '9000012347', phone: '9000012349' };
const CODES = 100_000;

/** A registry file as HR would export it: a header, an ID and a name per row, two bad rows. */
function writeRegistry(project: string): { file: string; label: (i: number) => string } {
  const run = `${project[0]}${Date.now().toString(36)}`.toUpperCase();
  const label = (i: number) => `RU-${run} ${String(i).padStart(6, '0')}`;
  const lines = ['Employee ID,Name'];
  for (let i = 1; i <= CODES; i += 1) {
    lines.push(`${label(i)},Person ${i}`);
    if (i === 50_000) lines.push('not a code!,Nobody');
  }
  lines.push(',Nobody either');
  fs.mkdirSync('test-results', { recursive: true });
  const file = `test-results/registry-upload-${project}.csv`;
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
  return { file, label };
}

type Seen = { label: string; value: number | null };

/** Records every state of the upload's progress bar, however briefly it is shown. */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Seen[] = [];
    (window as unknown as { progressSeen: Seen[] }).progressSeen = seen;
    const record = () => {
      const bar = document.querySelector('.registry-progress progress');
      if (!bar) return;
      const label = document.querySelector('.registry-progress label')?.textContent ?? '';
      const value = bar.hasAttribute('value') ? Number(bar.getAttribute('value')) : null;
      const last = seen.at(-1);
      if (last?.label !== label || last.value !== value) seen.push({ label, value });
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

async function progressSeen(page: Page): Promise<Seen[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: Seen[] }).progressSeen);
}

function expectUploadThenCheck(seen: Seen[]) {
  const uploading = seen.filter((state) => state.label === 'Uploading the file');
  // The bar moved while the file went: seen part-way, not only empty or full.
  expect(
    uploading.some((state) => state.value! > 0 && state.value! < 100),
    JSON.stringify(seen),
  ).toBe(true);
  expect(seen.at(-1)).toEqual({ label: 'Checking the codes on the server…', value: null });
}

test('an organiser uploads 100,000 codes: a preview with progress and a report, then applies it', async ({
  page,
  signIn,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'an organiser loads the registry at a computer');
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { file, label } = writeRegistry(project);

  await signIn({ digits: ADMIN_DIGITS[project]! });
  const code = await freshEmployeeCode();
  await saveProfile(page, { code, name: 'Registry Keeper', gender: 'female', team: 'central' });
  await page.goto('/admin/access');

  await page.getByLabel('CSV file (one employee ID per row)').setInputFiles(file);
  await expect(page.getByText(/Chosen: registry-upload-\w+\.csv \(\d\.\d MB\)/)).toBeVisible();

  // A venue's uplink: slow enough that the bar is seen moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });

  await watchProgress(page);
  await page.getByRole('button', { name: 'Preview' }).click();
  const bar = page.getByRole('progressbar', { name: 'Uploading the file' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(10);
  await saveScreenshot(page, testInfo, 'registry-uploading');

  const status = page.getByRole('status').filter({ hasText: 'Preview: nothing is saved' });
  await expect(status).toContainText('1,00,000 to add, 0 already present, 2 invalid rows', {
    timeout: 60_000,
  });
  expectUploadThenCheck(await progressSeen(page));
  const invalid = page.getByRole('region', { name: 'Invalid rows' });
  await expect(invalid.getByRole('listitem')).toHaveText([
    'Line 50002: "not a code!" (not a valid employee code)',
    'Line 100003: "" (empty)',
  ]);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'registry-preview');

  await watchProgress(page);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading the file' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toContainText(
    '1,00,000 added, 0 already present, 2 invalid rows',
    { timeout: 60_000 },
  );
  await expectToast(page, '1,00,000 codes added');
  expectUploadThenCheck(await progressSeen(page));
  await expect(page.getByLabel('Or paste the codes')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();

  // The last code is in the registry, shown as the file wrote it.
  await page.getByLabel('Look up an employee ID').fill(label(CODES).toLowerCase().replace(' ', ''));
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(`${label(CODES)}: notregistered`)).toBeVisible();

  // Pasting still works, and the same codes again add nothing.
  await page.getByLabel('Or paste the codes').fill(`${label(1)}\n${label(2)}\nNEW"QUOTE`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Line 3' })).toHaveText(
    'Line 3: a quote is in the middle of a value that does not start with one',
  );
  await page.getByLabel('Or paste the codes').fill(`${label(1)}\n${label(2)}`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toContainText(
    '0 to add, 2 already present, 0 invalid rows',
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'registry-report');
});
