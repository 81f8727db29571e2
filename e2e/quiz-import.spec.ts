// An organiser imports a 30-row spreadsheet with one bad row and two pictures chosen with it: the
// preview lists the bad row by row and column in the spreadsheet's words, "Add the 29 valid
// questions" saves the rest with their pictures, the bad row stays listed (whole, on a phone too),
// and the quiz page shows the 29 questions.
import { expect, test, type Page } from '@playwright/test';
import { addSessionCookie } from './sessions.js';
import { expectToast, saveScreenshot, solidPng } from './support.js';

// The journey server's admin for this file (playwright.config.ts).
const ORGANISER_DIGITS = '9000012357';
const SERVER = {
  baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180)}`,
  dir: '.tmp/e2e',
};
const TITLE = 'Imported trivia';
const BAD_ROW = 7;
const REFUSAL = 'Row 7, column correct (G): write the number of the right option, 1 to 4 (found 5)';

const questionText = (row: number) => `Which answer is right on row ${row}?`;

/** Rows 2 to 31 are questions (row 7 says correct = 5 of 4 options); row 32 is an example. */
function questionsCsv(): string {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const row = i + 2;
    const picture = row === 2 ? 'red.png' : row === 3 ? 'Blue.PNG' : '';
    const correct = row === BAD_ROW ? 5 : 1;
    return `,${questionText(row)},A${row},B${row},C${row},D${row},${correct},${picture}`;
  });
  return [
    'id,question,option 1,option 2,option 3,option 4,correct,picture',
    ...rows,
    'example,An example left in?,a,b,,,1,',
  ].join('\r\n');
}

async function createQuiz(page: Page) {
  await page.goto('/admin/quizzes');
  await page.getByRole('button', { name: 'New quiz' }).click();
  await page.getByLabel('Title in English').fill(TITLE);
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
}

test('an organiser imports 30 rows with one bad row: 29 are added with their pictures, and the bad one is listed by row and column', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the organiser signs in once per run');
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await addSessionCookie(page.context(), ORGANISER_DIGITS, SERVER);
  await createQuiz(page);

  await page.getByLabel('Question file (.csv or .xlsx)').setInputFiles({
    name: 'trivia.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(questionsCsv()),
  });
  await page
    .getByLabel('Pictures (optional): a .zip, or the images chosen together')
    .setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await solidPng(320, 200, '#c22') },
      { name: 'blue.png', mimeType: 'image/png', buffer: await solidPng(320, 200, '#22c') },
    ]);
  await expect(page.getByText('2 pictures chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();

  await expect(page.getByText('29 questions will be added, 0 changed, 0 unchanged')).toBeVisible();
  await expect(page.getByText('1 row cannot be imported; it is listed below.')).toBeVisible();
  await expect(
    page.getByText('1 example row of the template was left out (row 32).'),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: REFUSAL })).toHaveText(REFUSAL);
  await expect(page.getByRole('heading', { name: 'Questions (0)' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'quiz-import-preview');

  await page.getByRole('button', { name: 'Add the 29 valid questions' }).click();
  await expectToast(page, 'Questions imported: 29 added, 0 changed');
  await expect(page.getByRole('heading', { name: 'Questions (29)' })).toBeVisible();
  await expect(
    page.getByText('1 row was left out. Fix it in the file and import the file again to add it.'),
  ).toBeVisible();
  const refusal = page.getByRole('listitem').filter({ hasText: REFUSAL });
  await expect(refusal).toHaveText(REFUSAL);

  // The questions on the quiz page: row 7's is not there, the rest are, two with their pictures.
  await expect(page.getByText(questionText(8), { exact: true })).toBeVisible();
  await expect(page.getByText(questionText(31), { exact: true })).toBeVisible();
  await expect(page.getByText(questionText(BAD_ROW), { exact: true })).toHaveCount(0);
  await expect(page.getByText('An example left in?')).toHaveCount(0);
  for (const number of [1, 2])
    await expect(
      page.getByRole('img', { name: `Image for question ${number}`, exact: true }),
    ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image for question 3', exact: true })).toHaveCount(0);

  // On a phone the refusal wraps whole: nothing of it is cut off or scrolled away.
  await page.setViewportSize({ width: 390, height: 844 });
  await refusal.scrollIntoViewIfNeeded();
  const fits = await refusal.evaluate((item) => {
    const box = item.getBoundingClientRect();
    return item.scrollWidth <= item.clientWidth && box.right <= window.innerWidth && box.left >= 0;
  });
  expect(fits).toBe(true);
  await saveScreenshot(page, testInfo, 'quiz-import-phone');
});
