import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  newPlayer,
  registerWithSession,
  saveScreenshot,
  setGames,
  uniquePhoneDigits,
} from './support.js';

// A player's journey: the phone project runs it, as players do; the organisers' journeys run at a computer.
test.skip(({ isMobile }) => !isMobile, 'a player journey, run on the phone');

const quiz3 = JSON.parse(fs.readFileSync('content/questions/quiz3.json', 'utf8')) as {
  question: string;
  answer: string;
}[];

/** A team's figure on a dashboard: the row's last cell (its place comes first). */
async function cellOf(page: Page, label: string) {
  return page
    .getByRole('row', { name: new RegExp(`\\b${label}\\b`) })
    .getByRole('cell')
    .last();
}

test('the team dashboard shows the logos, two boards and the total views', async ({
  page,
}, testInfo) => {
  await newPlayer(page, testInfo, 'bhopal');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Team Dashboard' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bhopal regional office' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Total Views: \d+$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'team-dashboard');
  await page.getByRole('link', { name: 'Total Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Dashboard' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Registration %' })).toBeVisible();
  // Ranked, the player's own team marked in words.
  await expect(page.getByRole('row', { name: /^1 / })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sholay Your team/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'total-registration');
  await page.getByRole('button', { name: /Back/ }).click();
  await page.getByRole('link', { name: 'Quiz Leader Board' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Score Board' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Total Points' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'quiz-leaderboard');
});

test('a watcher sees another user’s registration and quiz points within 2 seconds, without a reload', async ({
  browser,
}, testInfo) => {
  await setGames(['quiz3=on']);
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await newPlayer(watcher, testInfo, 'lucknow');
  await watcher.goto('/total-registration');
  const registrations = await cellOf(watcher, 'Pushpa');
  const before = (await registrations.isVisible())
    ? Number((await registrations.textContent())!.replace('%', ''))
    : 0;

  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  const person = { name: 'Varanasi Player', gender: 'male', team: 'varanasi' } as const;
  await registerWithSession(player, uniquePhoneDigits(testInfo), person);

  // Varanasi's capacity is 39: one more registration is about 3 percentage points.
  await expect
    .poll(
      async () =>
        Number(((await (await cellOf(watcher, 'Pushpa')).textContent()) ?? '0').replace('%', '')),
      { timeout: 2_000 },
    )
    .toBeGreaterThan(before);

  await watcher.goto('/quiz-leaderboard');
  const pointsBefore = Number(await (await cellOf(watcher, 'Pushpa')).textContent());
  await player.goto('/fun-quiz?quizId=quiz3&save=1');
  await player.getByRole('button', { name: 'Start' }).click();
  for (let i = 0; i < 5; i++) {
    await expect(player.getByText(`Question ${i + 1} of 5`)).toBeVisible();
    const text = (await player.locator('.quiz-question').textContent())!;
    await player
      .getByRole('radio', { name: quiz3.find((q) => q.question === text)!.answer, exact: true })
      .check();
    await player.getByRole('button', { name: i === 4 ? 'Finish' : 'Submit and Next' }).click();
  }
  await expect(player.getByText('Your score: 5 / 5')).toBeVisible();
  // What the play added to the team and where it leaves the team and the player, from the server.
  const standing = (label: string) =>
    player.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(standing('Added to your team')).toHaveText('Pushpa +5');
  await expect(standing("Your team's place now")).toHaveText(/^\d+ of 7 teams$/);
  await expect(standing('Your place in this quiz')).toHaveText(/^\d+ of \d+ players?$/);
  await expect(player.getByText('Full marks!')).toBeVisible();
  await expectNoAxeViolations(player);
  await saveScreenshot(player, testInfo, 'quiz-result');
  await expect
    .poll(async () => Number(await (await cellOf(watcher, 'Pushpa')).textContent()), {
      timeout: 2_000,
    })
    .toBe(pointsBefore + 5);

  // On to the score board: the player's team is marked there.
  await player.getByRole('link', { name: 'Quiz Score Board' }).click();
  await expect(player.getByRole('heading', { name: 'Quiz Score Board' })).toBeVisible();
  await expect(player.getByRole('row', { name: /Pushpa Your team/ })).toBeVisible();
  await expectNoAxeViolations(player);
  await saveScreenshot(player, testInfo, 'quiz-leaderboard-own-team');
  await watcherContext.close();
  await playerContext.close();
});
