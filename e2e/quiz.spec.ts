import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, newPlayer, saveScreenshot, setGames } from './support.js';

type Question = { id: number; question: string; options: string[]; answer: string };
const quizIds = Object.fromEntries(
  ['funquiz', 'quiz1', 'quiz2', 'quiz3'].map((quizId) => [
    quizId,
    JSON.parse(fs.readFileSync(`content/questions/${quizId}.json`, 'utf8')) as Question[],
  ]),
);

/** Answers the question on screen, right or wrong, by looking it up in the quiz file. */
async function answerShown(page: Page, quizId: string, right: boolean) {
  const text = (await page.locator('.quiz-question').textContent())!;
  const question = quizIds[quizId]!.find((q) => q.question === text)!;
  const choice = right ? question.answer : question.options.find((o) => o !== question.answer)!;
  await page.getByRole('radio', { name: choice, exact: true }).check();
}

test.describe.configure({ mode: 'serial' });

test('Quiz & Contest lists the open quizzes, and says so when none is open', async ({
  page,
}, testInfo) => {
  await newPlayer(page, testInfo);
  await setGames(['quiz1=off', 'quiz2=off', 'quiz3=off']);
  await page.getByRole('link', { name: 'Quiz & Contest' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz & Contest' })).toBeVisible();
  await expect(page.getByText('No quizzes available')).toBeVisible();

  await setGames(['quiz1=on', 'quiz3=on']);
  await page.reload();
  await expect(page.getByRole('link', { name: '1st September 2025 - Quiz' })).toBeVisible();
  await expect(page.getByRole('link', { name: '2nd September 2025 - Quiz' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '3rd September 2025 - Quiz' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'quizcontest');
});

test('a full saved play scores what the server counted, and cannot be replayed', async ({
  page,
}, testInfo) => {
  await setGames(['quiz1=on']);
  await newPlayer(page, testInfo, 'kanpur');
  await page.goto('/quizcontest');
  await page.getByRole('link', { name: '1st September 2025 - Quiz' }).click();
  await expect(page.getByText('This quiz can be played only once per user.')).toBeVisible();
  await expect(
    page.getByText('Winners are decided by the fastest answer submission.'),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'quiz-disclaimer');
  await page.getByRole('button', { name: 'Start' }).click();

  // Right, wrong, right, right, wrong: 3 of 5.
  const plan = [true, false, true, true, false];
  for (const [i, right] of plan.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 5`)).toBeVisible();
    const submit = page.getByRole('button', { name: i === 4 ? 'Finish' : 'Submit and Next' });
    await expect(submit).toBeDisabled();
    await answerShown(page, 'quiz1', right);
    if (i === 0) {
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'quiz-question');
    }
    await submit.click();
  }
  await expect(page.getByText('Your score: 3 / 5')).toBeVisible();
  await expect(page.getByText(/Time taken: \d+ seconds?/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'quiz-result');

  await page.goto('/quizcontest');
  await page.getByRole('link', { name: '1st September 2025 - Quiz' }).click();
  await expect(page.getByText('You have already played this quiz.')).toBeVisible();
  await expect(page.getByText('Your score: 3 / 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
});

test('a reload during the quiz disqualifies, with no replay', async ({ page }, testInfo) => {
  await setGames(['quiz2=on']);
  await newPlayer(page, testInfo);
  await page.goto('/fun-quiz?quizId=quiz2&save=1');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  // The browser asks before reloading a quiz in play; this player goes ahead.
  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
  await expect(
    page.getByText(
      'You exited or refreshed during the quiz. You have been disqualified and cannot play again.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'quiz-disqualified');
});

test('leaving a saved quiz asks first: Stay keeps the quiz running, Leave disqualifies', async ({
  page,
}, testInfo) => {
  await setGames(['quiz2=on']);
  await newPlayer(page, testInfo);
  await page.goto('/quizcontest');
  await page.getByRole('link', { name: '2nd September 2025 - Quiz' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  const question = (await page.locator('.quiz-question').textContent())!;
  const timer = page.getByRole('timer');
  const secondsLeft = async () => Number((await timer.textContent())!.match(/\d+/)![0]);

  await page.getByRole('button', { name: /Back/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave the quiz?' });
  await expect(dialog).toContainText(
    'Leaving now disqualifies you, and this quiz cannot be played again.',
  );
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `.tmp/shots/quiz-leave-dialog-${testInfo.project.name}.png` });
  const whileAsked = await secondsLeft();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/fun-quiz$/);
  await expect(page.locator('.quiz-question')).toHaveText(question);
  await expect.poll(secondsLeft).toBeLessThan(whileAsked);

  // The header's banner asks too, and so does closing the tab (the browser's own prompt).
  await page.getByRole('link', { name: 'Utsav home' }).click();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.locator('.quiz-question')).toHaveText(question);
  const prompts: string[] = [];
  page.once('dialog', (prompt) => {
    prompts.push(prompt.type());
    void prompt.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  await expect(page.locator('.quiz-question')).toHaveText(question);

  await page.getByRole('button', { name: /Back/ }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/quizcontest$/);
  await page.getByRole('link', { name: '2nd September 2025 - Quiz' }).click();
  await expect(
    page.getByText(
      'You exited or refreshed during the quiz. You have been disqualified and cannot play again.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  const { attempt } = (await (await page.request.get('/api/quiz/quiz2/attempt')).json()) as {
    attempt: { status: string; disqualified: boolean };
  };
  expect(attempt).toMatchObject({ status: 'in-progress', disqualified: true });
});

test('practice play starts at once, scores in the browser and Play Again starts over', async ({
  page,
}, testInfo) => {
  await newPlayer(page, testInfo);
  await page.getByRole('link', { name: 'Fun & Engagement' }).click();
  await expect(page).toHaveURL(/\/fun$/);
  await expect(page.getByRole('img', { name: 'Lucknow regional office' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'fun');
  await page.getByRole('link', { name: 'Fun Quiz' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  for (let i = 0; i < 5; i++) {
    await expect(page.getByText(`Question ${i + 1} of 5`)).toBeVisible();
    await answerShown(page, 'funquiz', true);
    await page.getByRole('button', { name: i === 4 ? 'Finish' : 'Submit and Next' }).click();
  }
  await expect(page.getByText('Your score: 5 / 5')).toBeVisible();
  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  // Back goes back in history, or to /fun.
  await page.getByRole('button', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/fun$/);
});

test('an unanswered question moves on by itself when its 20 seconds run out', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await newPlayer(page, testInfo);
  await page.goto('/fun-quiz');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/20 seconds left|19 seconds left/);
  await expect(page.getByText('Question 2 of 5')).toBeVisible({ timeout: 25_000 });
});
