import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addSessionCookie } from './sessions.js';
import { expectNoAxeViolations, newPlayer, saveScreenshot, setGames } from './support.js';

// The journey server's organiser for this file (playwright.config.ts): posts an announcement.
const ORGANISER_DIGITS = '9000012358';
const SERVER = {
  baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180)}`,
  dir: '.tmp/e2e',
};

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

/**
 * A player's journey runs on the phone; the quiz at a computer's size is played in the journeys
 * below and in quiz-network's and quiz-editor's.
 */
function playerJourney(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'phone', 'a player journey, run on the phone');
}

test('Quiz & Contest lists the open quizzes, and says so when none is open', async ({
  page,
}, testInfo) => {
  playerJourney(testInfo);
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
  playerJourney(testInfo);
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
  playerJourney(testInfo);
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
  playerJourney(testInfo);
  await setGames(['quiz2=on']);
  await newPlayer(page, testInfo);
  await page.goto('/quizcontest');
  await page.getByRole('link', { name: '2nd September 2025 - Quiz' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  const question = (await page.locator('.quiz-question').textContent())!;
  const timer = page.getByRole('timer');
  const secondsLeft = async () => Number((await timer.textContent())!.match(/\d+/)![0]);

  // No Back bar or header while playing: the phone's own Back is the way out, and it asks first.
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave the quiz?' });
  await expect(dialog).toContainText(
    'Leaving now disqualifies you, and this quiz cannot be played again.',
  );
  // Stay is the main button and has the focus; Leave is the other.
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Stay' })).toHaveClass(/button-primary/);
  await expect(dialog.getByRole('button', { name: 'Leave' })).toHaveClass(/button-secondary/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `.tmp/shots/quiz-leave-dialog-${testInfo.project.name}.png` });
  const whileAsked = await secondsLeft();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/fun-quiz$/);
  await expect(page.locator('.quiz-question')).toHaveText(question);
  await expect.poll(secondsLeft).toBeLessThan(whileAsked);

  // Back asks again each time, and so does closing the tab (the browser's own prompt).
  await page.goBack();
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

  await page.goBack();
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

test('a quiz in play has a 360x640 phone to itself: no frame, Submit in view, no pull-to-refresh', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a phone of its own, once per run');
  await setGames(['quiz3=on']);
  const organiser = await browser.newContext();
  await addSessionCookie(organiser, ORGANISER_DIGITS, SERVER);
  const admin = { headers: { origin: SERVER.baseURL } };
  const posted = await organiser.request.post(`${SERVER.baseURL}/api/admin/announcements`, {
    ...admin,
    data: {
      text: { en: 'Lunch is served in Hall B', hi: 'भोजन हॉल B में परोसा जा रहा है' },
      startsAt: Date.now(),
      endsAt: null,
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const phone = await browser.newContext({
    baseURL: SERVER.baseURL,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await phone.newPage();
    await newPlayer(page, testInfo, 'bhopal');
    await page.goto('/fun-quiz?quizId=quiz3&save=1');
    const announcement = page.getByText('Lunch is served in Hall B');
    await expect(announcement).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();

    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    // Nothing of the site's frame: header (banners, language, Sign out), Back bar, footer, announcement.
    for (const frame of ['.site-header', '.nav-bar', '.site-footer', '.announcement'])
      await expect(page.locator(frame)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Switch to Hindi' })).toHaveCount(0);
    await expect(announcement).toHaveCount(0);
    // Submit, whole, on the screen as it opens, and the countdown with it.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('button', { name: 'Submit and Next' })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.locator('.quiz-timer')).toBeInViewport({ ratio: 1 });
    // Pulling the page down does not reload it: the document does not overscroll.
    expect(
      await page.evaluate(() => getComputedStyle(document.scrollingElement!).overscrollBehaviorY),
    ).toBe('none');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'quiz-mode-360');

    for (let i = 0; i < 5; i++) {
      await expect(page.getByText(`Question ${i + 1} of 5`)).toBeVisible();
      const submit = page.getByRole('button', { name: i === 4 ? 'Finish' : 'Submit and Next' });
      await expect(submit).toBeInViewport({ ratio: 1 });
      await answerShown(page, 'quiz3', true);
      await submit.click();
    }
    await expect(page.getByText('Your score: 5 / 5')).toBeVisible();
    // The play is over: the frame is back, the announcement that waited shows, the page scrolls freely.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(announcement).toBeVisible();
    expect(
      await page.evaluate(() => getComputedStyle(document.scrollingElement!).overscrollBehaviorY),
    ).toBe('auto');
  } finally {
    await phone.close();
    // The journeys after this one meet a hall with no announcement of this one's.
    const ended = await organiser.request.post(
      `${SERVER.baseURL}/api/admin/announcements/${id}/end`,
      admin,
    );
    expect(ended.ok()).toBe(true);
    await organiser.close();
  }
});

test('practice play starts at once, scores in the browser and Play Again starts over', async ({
  page,
}, testInfo) => {
  playerJourney(testInfo);
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
  // The result gives the frame back: its Back bar goes back in history, or to /fun.
  await expect(page.getByRole('button', { name: /Back/ })).toBeVisible();
  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('button', { name: /Back/ })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/fun$/);
});

test('an unanswered question moves on by itself when its 20 seconds run out', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same 20 seconds on every screen size');
  await newPlayer(page, testInfo);
  // A practice play counts its seconds in the browser: the page's own clock runs them at once.
  await page.clock.install();
  await page.goto('/fun-quiz');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/20 seconds left|19 seconds left/);
  await page.clock.runFor(20_000);
  // It says so for a moment, in the button's place, before the next one.
  await expect(page.getByRole('alert')).toHaveText("Time's up");
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await saveScreenshot(page, testInfo, 'quiz-time-up');
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect(page.getByText("Time's up")).toHaveCount(0);
});
