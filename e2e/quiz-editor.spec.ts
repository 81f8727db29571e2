// An organiser writes a quiz in the browser: imports 30 questions from Excel, gives one a picture,
// schedules it to open a minute later; a player whose Quiz & Contest is open sees it appear, plays it,
// and the organiser fixes a wrong answer key and regrades while the player's scoreboard watches.
import writeExcelFile, { type Row } from 'write-excel-file/node';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectToast,
  newPage,
  registerWithSession,
  saveScreenshot,
  solidPng,
  uniquePhoneDigits,
} from './support.js';

// The journey server's admin for this file (playwright.config.ts).
const ORGANISER_DIGITS = '9000012350';
const TITLE = 'Day 2 Arithmetic';
const HINDI_TITLE = 'दूसरे दिन का गणित';
const QUESTIONS = 30;

test.describe.configure({ mode: 'serial' });

let organiser: Page;
let player: Page;

/** Question n asks n + n; its key (option 1) is right, and option 2 is what this player answers. */
const questionText = (n: number) =>
  n === 7 ? `सात और सात कितने होते हैं? (${n})` : `What is ${n} + ${n}?`;

async function spreadsheet(): Promise<Buffer> {
  const header = ['id', 'question', 'option 1', 'option 2', 'option 3', 'option 4', 'correct'];
  const rows = Array.from({ length: QUESTIONS }, (_, i) => {
    const n = i + 1;
    return [
      null,
      questionText(n),
      String(2 * n),
      String(2 * n + 1),
      String(2 * n + 2),
      String(2 * n + 3),
      1,
    ];
  });
  const cell = (value: string | number | null) =>
    value === null ? null : typeof value === 'number' ? { value, type: Number } : { value };
  const sheet: Row[] = [header, ...rows].map((row) => row.map(cell));
  return writeExcelFile(sheet).toBuffer();
}

async function register(page: Page, team: string, digits: string) {
  const name = team === 'central' ? 'Quiz Organiser' : 'Quiz Player';
  await registerWithSession(page, digits, { name, gender: 'female', team });
}

/** The organiser at a desktop and the player on a phone, signed in once for the three steps. */
async function openPages(browser: Browser, testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'the organiser signs in once per run');
  if (organiser) return;
  organiser = await newPage(browser, { width: 1280, height: 800 });
  await register(organiser, 'central', ORGANISER_DIGITS);
  player = await newPage(browser, { width: 390, height: 844 });
  await register(player, 'lucknow', uniquePhoneDigits(testInfo));
}

test('an organiser imports 30 questions from Excel, adds a picture, and opens the quiz; an open Quiz & Contest shows it at once', async ({
  browser,
}, testInfo) => {
  await openPages(browser, testInfo);
  test.setTimeout(90_000);
  await organiser.goto('/admin/quizzes');
  await organiser.getByRole('button', { name: 'New quiz' }).click();
  await organiser.getByLabel('Title in English').fill(TITLE);
  await organiser.getByLabel('Title in Hindi (optional)').fill(HINDI_TITLE);
  await organiser.getByRole('button', { name: 'Create quiz' }).click();
  await expect(organiser.getByRole('heading', { name: TITLE })).toBeVisible();

  await organiser.getByLabel('Question file (.csv or .xlsx)').setInputFiles({
    name: 'day-2.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await spreadsheet(),
  });
  await organiser.getByRole('button', { name: 'Preview' }).click();
  await expect(
    organiser.getByText('30 questions will be added, 0 changed, 0 unchanged'),
  ).toBeVisible();
  await expect(organiser.getByRole('heading', { name: 'Questions (0)' })).toBeVisible();
  await organiser.getByRole('button', { name: 'Apply' }).click();
  await expectToast(organiser, 'Questions imported: 30 added, 0 changed');
  await expect(organiser.getByRole('heading', { name: 'Questions (30)' })).toBeVisible();
  await expect(organiser.getByText(questionText(7))).toBeVisible();

  // The organiser plays it as a player would, before anyone can.
  await organiser.getByRole('link', { name: 'Preview as a player' }).click();
  await expect(organiser.getByRole('note')).toHaveText(/Nothing is recorded/);
  await expect(organiser.getByText('Question 1 of 5')).toBeVisible();
  await organiser.goBack();
  await expect(organiser.getByRole('heading', { name: 'Questions (30)' })).toBeVisible();

  // A picture for question 3, and an explanation for a live game's reveal.
  await organiser.getByRole('button', { name: 'Edit question 3', exact: true }).click();
  const picture = await solidPng(320, 200, '#2a6');
  await organiser
    .getByLabel('Image (optional)')
    .setInputFiles({ name: 'six.png', mimeType: 'image/png', buffer: picture });
  await organiser
    .getByLabel('Explanation (shown after the answer in a live game)')
    .fill('Three and three make six.');
  await organiser.getByRole('button', { name: 'Save question' }).click();
  await expectToast(organiser, 'Question saved');
  await expect(
    organiser.getByRole('img', { name: 'Image for question 3', exact: true }),
  ).toBeVisible();
  await expect(organiser.getByRole('article', { name: 'Question 3', exact: true })).toContainText(
    'Explanation: Three and three make six.',
  );

  // The player is on Quiz & Contest before it opens; nobody reloads anything. (An opening time's
  // own minute is quiz-schedule.spec.ts's.)
  await player.goto('/quizcontest');
  await expect(player.getByRole('heading', { name: 'Quiz & Contest' })).toBeVisible();
  await expect(player.getByRole('link', { name: TITLE })).toHaveCount(0);

  // Every question in each play, so the picture is sure to come up; open now.
  await organiser.getByLabel(/Questions per play/).fill(String(QUESTIONS));
  await organiser
    .getByRole('group', { name: 'When players can play it' })
    .getByRole('radio', { name: /Open now/ })
    .check();
  await organiser.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(organiser, 'Settings saved');
  await expect(organiser.getByText(/Players see: Open now/)).toBeVisible();
  await expectNoAxeViolations(organiser);
  await saveScreenshot(organiser, testInfo, 'quiz-editor');

  await expect(player.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(player.getByText('No quizzes available')).toHaveCount(0);
  await expectNoAxeViolations(player);
  await saveScreenshot(player, testInfo, 'quizcontest-scheduled-open');
});

let firstServed = '';

test('the player plays it, the picture on screen before its seconds run, and the scoreboard takes the points', async ({
  browser,
}, testInfo) => {
  await openPages(browser, testInfo);
  test.setTimeout(120_000);
  await player.getByRole('link', { name: TITLE }).click();
  await player.getByRole('button', { name: 'Start' }).click();
  for (let i = 0; i < QUESTIONS; i += 1) {
    await expect(player.getByText(`Question ${i + 1} of ${QUESTIONS}`)).toBeVisible();
    const text = (await player.locator('.quiz-question').textContent())!;
    if (i === 0) firstServed = text;
    if (text === questionText(3)) {
      const image = player.getByRole('img', { name: `Image for question ${i + 1}` });
      await expect(image).toBeVisible();
      expect(
        await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBe(320);
      // Its 20 seconds started once the picture was on screen.
      await expect(player.getByRole('timer')).toHaveText(/^(20|19) seconds left$/);
      await saveScreenshot(player, testInfo, 'quiz-image-question');
    }
    // Option 2 as written each time (the options come shuffled): wrong by the key as imported.
    const n = Array.from({ length: QUESTIONS }, (_, k) => k + 1).find(
      (m) => questionText(m) === text,
    )!;
    await player.getByRole('radio', { name: String(2 * n + 1), exact: true }).check();
    await player
      .getByRole('button', { name: i === QUESTIONS - 1 ? 'Finish' : 'Submit and Next' })
      .click();
  }
  await expect(player.getByText(`Your score: 0 / ${QUESTIONS}`)).toBeVisible();
});

test('a wrong key fixed and regraded moves the open scoreboard by exactly what the dry run said; a malformed file changes nothing', async ({
  browser,
}, testInfo) => {
  await openPages(browser, testInfo);
  await player.goto('/quiz-leaderboard');
  const krrish = player.getByRole('row', { name: /Krrish/ });
  await expect(krrish).toBeVisible();
  const pointsOf = async () =>
    Number((await krrish.getByRole('cell').last().textContent())!.trim());
  const before = await pointsOf();

  // The organiser finds the player's first question and marks option 2 as the right one.
  await organiser.reload();
  const card = organiser.getByRole('listitem').filter({ hasText: firstServed });
  await card.getByRole('button', { name: /^Edit question/ }).click();
  await organiser.getByRole('radio', { name: 'Option 2 is correct' }).check();
  await organiser.getByRole('button', { name: 'Save question' }).click();
  await expectToast(organiser, 'Question saved');
  await expect(
    organiser.getByText('1 finished play was graded by another answer key'),
  ).toBeVisible();

  // The admin leaderboard, open in another tab, watches too.
  const board = await organiser.context().newPage();
  await board.goto('/admin/leaderboard');
  await board.getByLabel('Quiz').selectOption({ label: TITLE });
  const playerRow = board.getByRole('row', { name: /Quiz Player/ });
  await expect(playerRow.getByRole('cell').nth(4)).toHaveText('0');

  await organiser.getByRole('button', { name: 'Check what changes' }).click();
  await expect(organiser.getByText('1 finished play changes score; Krrish +1 point')).toBeVisible();
  expect(await pointsOf()).toBe(before);
  await saveScreenshot(organiser, testInfo, 'quiz-regrade');
  await organiser.getByRole('button', { name: 'Regrade', exact: true }).click();
  await organiser.getByRole('dialog').getByRole('button', { name: 'Regrade' }).click();
  await expect.poll(pointsOf, { timeout: 2_000 }).toBe(before + 1);
  await expect(playerRow.getByRole('cell').nth(4)).toHaveText('1', { timeout: 2_000 });
  await board.close();

  // A file with a quote left open: its line is named and nothing is imported.
  await organiser.getByLabel('Question file (.csv or .xlsx)').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'question,option 1,option 2,correct\nWhat is 1 + 1?,2,3,1\n"Unclosed,4,5,1\n',
    ),
  });
  await organiser.getByRole('button', { name: 'Preview' }).click();
  await expect(organiser.getByText(/^Line 3: /)).toBeVisible();
  await expect(organiser.getByRole('heading', { name: 'Questions (30)' })).toBeVisible();
  await expectNoAxeViolations(organiser);

  // Archived, it leaves the players' Quiz & Contest, its plays and leaderboard kept.
  await organiser.getByRole('button', { name: `Archive ${TITLE}` }).click();
  await expectToast(organiser, `${TITLE} archived`);
  await player.goto('/quizcontest');
  await expect(player.getByRole('heading', { name: 'Quiz & Contest' })).toBeVisible();
  await expect(player.getByRole('link', { name: TITLE })).toHaveCount(0);
});
