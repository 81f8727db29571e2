// Shared journey helpers: accessibility checks, CSP watch and screenshots to look at.
import { AxeBuilder } from '@axe-core/playwright';
import type { ChildProcess } from 'node:child_process';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { codeInSmsLog } from '../server/test/sms-log.js';
import { addSessionCookie, type JourneyServer } from './sessions.js';

/** Where each journey server listens and keeps its database and log (see playwright.config.ts). */
const MAIN_SERVER_DIR = '.tmp/e2e';
const MAIN_SERVER: JourneyServer = {
  baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180)}`,
  dir: MAIN_SERVER_DIR,
};
export const SELFIE_SERVER: JourneyServer = {
  baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 1}`,
  dir: '.tmp/e2e-selfie',
};

/**
 * Waits for the page's animations that end (a toast sliding in, a row gliding up) to end: measured
 * half-way through a fade, a text's contrast is that of a colour nobody reads it in.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Collects Content-Security-Policy violations, which would mean the app breaks under its own policy. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Every <img> on the page has loaded real pixels. */
export async function expectImagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.$$eval('img', (images) =>
        images
          .filter((img) => img.checkVisibility() && !(img.complete && img.naturalWidth > 0))
          .map((img) => img.src),
      ),
    )
    .toEqual([]);
}

/** A PNG of one colour, for a journey to upload as a picture. */
export function solidPng(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Toasts come and go; the screen itself is what we keep.
  await page
    .locator('.toast-close')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await expect(page.locator('.toast')).toHaveCount(0);
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

/** The newest one-time code the console SMS provider logged for a phone. */
export async function codeFromServerLog(phone: string, dir = MAIN_SERVER_DIR): Promise<string> {
  const fs = await import('node:fs/promises');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = codeInSmsLog(await fs.readFile(`${dir}/server.log`, 'utf8'), phone);
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

let phoneCounter = 0;
/** A 10-digit number no other journey in this run uses. */
export function uniquePhoneDigits(testInfo: TestInfo): string {
  phoneCounter += 1;
  const project = testInfo.project.name === 'phone' ? 1 : 2;
  return `9${project}${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/**
 * Signs a new user in with a session written straight into the server's database, and opens the
 * profile screen where a new user starts: for journeys that are not about signing in.
 */
export async function signInWithSession(
  page: Page,
  digits: string,
  server: JourneyServer = MAIN_SERVER,
): Promise<void> {
  await addSessionCookie(page.context(), digits, server);
  await page.goto(`${server.baseURL}/profile`);
  await expect(page).toHaveURL(/\/profile$/);
}

/** Signs a new user in through /register and waits for the profile screen: the sign-in journeys. */
export async function signInThroughUi(
  page: Page,
  digits: string,
  dir = MAIN_SERVER_DIR,
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'OTP sent');
  await page.getByLabel('One-time code').fill(await codeFromServerLog(`+91${digits}`, dir));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** A toast with this text is on screen (Radix also keeps a hidden copy for screen readers). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.toast', { hasText: text })).toBeVisible();
}

/** Adds a fresh employee code to the journey server's registry through the import command. */
export async function freshEmployeeCode(dir = MAIN_SERVER_DIR): Promise<string> {
  const { execFileSync } = await import('node:child_process');
  const fs = await import('node:fs');
  const code =
    `E2E${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const file = `${dir}/codes-${code}.csv`;
  fs.writeFileSync(file, `employee_id\n${code}\n`);
  execFileSync(process.execPath, ['dist/server/cli/employees-import.js', file], {
    env: { ...process.env, DATABASE_URL: `sqlite:${dir}/utsav.db`, NODE_ENV: 'test' },
    stdio: 'pipe',
  });
  return code;
}

/** Opens or closes saved quizzes on a journey server through the quizzes:set command. */
export async function setGames(settings: string[], dir = MAIN_SERVER_DIR): Promise<void> {
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, ['dist/server/cli/quizzes-set.js', ...settings], {
    env: { ...process.env, DATABASE_URL: `sqlite:${dir}/utsav.db`, NODE_ENV: 'test' },
    stdio: 'pipe',
  });
}

/** A person as the profile form takes them: employee code, name, gender and team (the RSO). */
export type ProfileForm = { code: string; name: string; gender: 'male' | 'female'; team: string };

/** Fills the profile form in, without saving it. */
export async function fillProfileForm(page: Page, profile: ProfileForm): Promise<void> {
  await page.getByLabel('Employee ID').fill(profile.code);
  await page.getByLabel('Name').fill(profile.name);
  await page.getByLabel('Gender').selectOption(profile.gender);
  await page.getByLabel('RSO').selectOption(profile.team);
}

/** Fills the profile form in and saves it; the page is left on /home. */
export async function saveProfile(page: Page, profile: ProfileForm): Promise<void> {
  await fillProfileForm(page, profile);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Signs a new person in with a session as `digits` and saves their profile under a fresh employee
 * code, on `server` (the main journey server unless told); the page is left on /home. Returns the
 * code.
 */
export async function registerWithSession(
  page: Page,
  digits: string,
  person: Omit<ProfileForm, 'code'>,
  server?: JourneyServer,
): Promise<string> {
  const code = await freshEmployeeCode(server?.dir);
  await signInWithSession(page, digits, server);
  await saveProfile(page, { code, ...person });
  return code;
}

/** Signs a new user in with a session and completes their profile; the page is left on /home. */
export async function newPlayer(page: Page, testInfo: TestInfo, team = 'lucknow'): Promise<void> {
  const person = { name: 'Quiz Player', gender: 'female', team } as const;
  await registerWithSession(page, uniquePhoneDigits(testInfo), person);
}

/**
 * A production server of a journey's own, on `dir`'s SQLite database (kept, so it can be started
 * again on it), at the port given; its admin is `adminDigits`.
 */
export async function startOwnServer(options: {
  port: number;
  dir: string;
  adminDigits: string;
}): Promise<{ server: JourneyServer; process: ChildProcess }> {
  const { spawn } = await import('node:child_process');
  const fs = await import('node:fs');
  const { port, dir, adminDigits } = options;
  const baseURL = `http://127.0.0.1:${port}`;
  fs.mkdirSync(dir, { recursive: true });
  const log = fs.openSync(`${dir}/server.log`, 'a');
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATABASE_URL: `sqlite:${dir}/utsav.db`,
      STORAGE_URL: `file:${dir}/uploads`,
      CONTENT_DIR: 'content',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'info',
      ADMIN_PHONES: `+91${adminDigits}`,
    },
    stdio: ['ignore', log, log],
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
  } catch (error) {
    // Not left holding the port for a retry's server.
    child.kill('SIGKILL');
    throw error;
  }
  return { server: { baseURL, dir }, process: child };
}

/** A page in a browser window of its own, at this size. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** The next whole minute at least 25 s away, as the event's clocks (India) show it. */
export function nextMinute(): { local: string; at: number } {
  const at = Math.ceil((Date.now() + 25_000) / 60_000) * 60_000;
  const india = new Date(at + 5.5 * 3_600_000).toISOString();
  return { local: india.slice(0, 16), at };
}
