// The hall plays one live game: the host's console on a laptop, a venue screen at 1920x1080 and
// three phones in three teams play five questions of 10 seconds, the host revealing each. One phone
// drops mid-question and comes back with its answer and its points; one answer that comes after
// the time is refused; the screen's bars show the game's points per team, and the dashboards move
// by exactly those points. A server of its own, so its game meets no other journey.
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addSessionCookie, type JourneyServer } from './sessions.js';
import { expectNoAxeViolations, saveScreenshot, startOwnServer } from './support.js';

const ORGANISER_DIGITS = '9000012367';
// Long enough for a phone that drops to come back within the question on a busy machine.
const SECONDS = 10;
/** The server's allowance for the network beyond a question's seconds (QUIZ_ANSWER_GRACE_MS). */
const GRACE_MS = 2_000;

/** Five questions, the right option a different one each time, some with an explanation. */
const QUESTIONS = [
  {
    text: 'Which river flows through Lucknow?',
    options: ['Gomti', 'Ganga', 'Yamuna'],
    correct: 0,
    explanation: 'The Gomti runs through the old city.',
  },
  { text: 'How many teams play tonight?', options: ['Five', 'Seven', 'Nine'], correct: 1 },
  { text: 'Which colour is saffron closest to?', options: ['Blue', 'Green', 'Orange'], correct: 2 },
  {
    text: 'Which city is on the Narmada?',
    options: ['Jabalpur', 'Kanpur', 'Varanasi'],
    correct: 0,
  },
  {
    text: 'What does a live game need?',
    options: ['A phone', 'A fax', 'A pager'],
    correct: 0,
    explanation: 'Every phone is a buzzer.',
  },
].map((question) => ({ explanation: '', ...question }));

/** Three players, each in a team of their own, with an employee code of the demo registry. */
const PLAYERS = [
  { digits: '9830000001', code: 'EMP1201', name: 'Asha Lucknow', team: 'lucknow' },
  { digits: '9830000002', code: 'EMP1202', name: 'Bina Varanasi', team: 'varanasi' },
  { digits: '9830000003', code: 'EMP1203', name: 'Charu Kanpur', team: 'kanpur' },
] as const;

type Player = (typeof PLAYERS)[number] & { page: Page };
type TeamStat = { key: string; label: string; points: number };

let own: { server: JourneyServer; process: ChildProcess } | undefined;

test.afterAll(() => {
  own?.process.kill('SIGTERM');
  own = undefined;
});

/** A browser window of its own at this size, signed in as `digits`. */
async function signedInPage(
  browser: Browser,
  digits: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await addSessionCookie(context, digits, own!.server);
  return context.newPage();
}

const at = (path: string) => `${own!.server.baseURL}${path}`;

async function teamPoints(api: APIRequestContext): Promise<Map<string, TeamStat>> {
  const stats = (await (await api.get(at('/api/stats'))).json()) as { teams: TeamStat[] };
  return new Map(stats.teams.map((team) => [team.key, team]));
}

/** A quiz of the five questions, made through the quiz editor's API; its id. */
async function fiveQuestionQuiz(api: APIRequestContext): Promise<string> {
  const made = await api.post(at('/api/admin/quizzes'), {
    data: {
      title: { en: 'Hall night live', hi: 'हॉल की रात लाइव' },
      kind: 'practice',
      questionsPerPlay: 5,
      secondsPerQuestion: 20,
      open: false,
      opensAt: null,
      closesAt: null,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  for (const question of QUESTIONS) {
    const added = await api.post(at(`/api/admin/quizzes/${id}/questions`), {
      data: question,
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  return id;
}

/** The phone's option button that says `text` (its mark and counts beside it). */
const option = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Answers' }).getByRole('button', { name: text, exact: false });

test('a host, a big screen and three phones play a five-question live game', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one browser size is enough for the whole hall');
  test.setTimeout(90_000);
  const dir = `.tmp/e2e-live-game-${testInfo.project.name}`;
  fs.rmSync(dir, { recursive: true, force: true });
  own = await startOwnServer({
    port: Number(process.env.E2E_PORT ?? 4180) + 8,
    dir,
    adminDigits: ORGANISER_DIGITS,
  });

  // The organiser's quiz and a screen link for the hall.
  const host = await signedInPage(browser, ORGANISER_DIGITS, { width: 1280, height: 800 });
  const api = host.request;
  const quizId = await fiveQuestionQuiz(api);
  const link = await api.post(at('/api/admin/screens'), {
    data: { name: 'Main hall', quizId: null, names: 'first_team' },
  });
  expect(link.status()).toBe(201);
  const { token } = (await link.json()) as { token: string };

  // Three phones, each registered in its team.
  const players: Player[] = [];
  for (const player of PLAYERS) {
    const page = await signedInPage(browser, player.digits, { width: 390, height: 844 });
    const saved = await page.request.post(at('/api/profile'), {
      data: { employeeId: player.code, name: player.name, gender: 'female', team: player.team },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    players.push({ ...player, page });
  }
  const [asha, bina, charu] = players as [Player, Player, Player];
  const before = await teamPoints(api);

  // The host opens the lobby from the console.
  await host.goto(at('/admin/live-game'));
  await host.getByRole('combobox', { name: 'Quiz' }).selectOption(quizId);
  await host.getByRole('spinbutton', { name: /Seconds per question/ }).fill(String(SECONDS));
  await host.getByRole('radio', { name: /^By the host’s hand/ }).check();
  await host.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(host.getByText('Lobby: people are joining from their phones')).toBeVisible();

  // The hall's screen follows the game.
  const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await screen.goto(at(`/screen/${token}`));
  await expect(screen.getByRole('heading', { name: 'Hall night live' })).toBeVisible();

  // Each phone sees the banner on Home and joins with one tap.
  for (const { page } of players) {
    await page.goto(at('/home'));
    await page.getByRole('link', { name: 'Live game: join' }).click();
    await page.getByRole('button', { name: 'Join the game' }).click();
    await expect(page.getByText("You're in")).toBeVisible();
  }
  await expectNoAxeViolations(asha.page);
  await expect(screen.getByRole('status').filter({ hasText: '3 players' })).toBeVisible();

  const press = (name: string) => host.getByRole('button', { name, exact: true });
  /** The host reveals the question up, and every phone shows its verdict. */
  async function reveal(verdicts: [Player, string][]) {
    await press('Reveal').click();
    for (const [player, verdict] of verdicts)
      await expect(player.page.getByText(verdict, { exact: true })).toBeVisible();
  }
  const right = (index: number) => QUESTIONS[index]!.options[QUESTIONS[index]!.correct]!;
  const wrong = (index: number) => QUESTIONS[index]!.options[(QUESTIONS[index]!.correct + 1) % 3]!;

  // Question 1: all three answer, two of them right.
  await press('Start').click();
  for (const { page } of players)
    await expect(page.getByRole('heading', { name: QUESTIONS[0]!.text })).toBeVisible();
  await expect(screen.getByText(QUESTIONS[0]!.text).first()).toBeVisible();
  await option(asha.page, right(0)).click();
  await option(bina.page, wrong(0)).click();
  await option(charu.page, right(0)).click();
  for (const { page } of players) await expect(page.getByText('Answer locked in')).toBeVisible();
  await expect(asha.page.getByRole('timer')).toHaveText(/\d+ seconds? left/);
  await expectNoAxeViolations(asha.page);
  await saveScreenshot(asha.page, testInfo, 'live-game-phone-question');
  await reveal([
    [asha, 'Right!'],
    [bina, 'Not this time'],
    [charu, 'Right!'],
  ]);
  await expect(asha.page.getByText('Your points: 1')).toBeVisible();
  await expect(asha.page.getByText(QUESTIONS[0]!.explanation)).toBeVisible();
  await expectNoAxeViolations(asha.page);
  await saveScreenshot(asha.page, testInfo, 'live-game-phone-reveal');

  // Question 2: Bina's phone drops as she answers, then comes back and reloads: her answer got in.
  await press('Next question').click();
  await expect(bina.page.getByRole('heading', { name: QUESTIONS[1]!.text })).toBeVisible();
  await bina.page.context().setOffline(true);
  await option(bina.page, right(1)).click();
  await expect(bina.page.getByText('Connection lost. Still sending your answer…')).toBeVisible();
  await bina.page.context().setOffline(false);
  await expect(bina.page.getByText('Answer locked in')).toBeVisible();
  await bina.page.reload();
  await expect(option(bina.page, right(1))).toHaveAttribute('aria-pressed', 'true');
  await option(asha.page, right(1)).click();
  await expect(asha.page.getByText('Answer locked in')).toBeVisible();
  await reveal([
    [asha, 'Right!'],
    [bina, 'Right!'],
    [charu, 'No answer this time'],
  ]);
  await expect(bina.page.getByText('Your points: 1')).toBeVisible();

  // Question 3: Charu's answer comes after the question's time and its grace: refused.
  await press('Next question').click();
  await expect(charu.page.getByRole('heading', { name: QUESTIONS[2]!.text })).toBeVisible();
  await option(asha.page, right(2)).click();
  await expect(charu.page.getByText("Time's up")).toBeVisible({ timeout: SECONDS * 1000 + 2_000 });
  const game = (await (await charu.page.request.get(at('/api/live-game'))).json()) as {
    game: { id: string; question: { deadline: number } };
  };
  await charu.page.waitForTimeout(
    Math.max(0, game.game.question.deadline + GRACE_MS + 300 - Date.now()),
  );
  const late = await charu.page.request.post(at('/api/live-game/answer'), {
    data: { gameId: game.game.id, index: 2, option: QUESTIONS[2]!.correct },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { error: { code: string } }).error.code).toBe(
    'game_question_closed',
  );
  await reveal([
    [asha, 'Right!'],
    [charu, 'No answer this time'],
  ]);

  // Questions 4 and 5: quick rounds.
  for (const index of [3, 4]) {
    await press('Next question').click();
    await expect(asha.page.getByRole('heading', { name: QUESTIONS[index]!.text })).toBeVisible();
    await option(asha.page, right(index)).click();
    await option(bina.page, index === 3 ? wrong(index) : right(index)).click();
    await option(charu.page, right(index)).click();
    for (const { page } of players) await expect(page.getByText('Answer locked in')).toBeVisible();
    await reveal([[asha, 'Right!']]);
  }
  // Asha 5, Bina 2 (one of them sent through the drop), Charu 3.
  const expected = new Map([
    ['lucknow', 5],
    ['varanasi', 2],
    ['kanpur', 3],
  ]);

  // The screen's bars show the game's points per team.
  const after = await teamPoints(api);
  for (const [key, points] of expected) {
    const bar = screen.locator('.screen-live-team', { hasText: after.get(key)!.label });
    await expect(bar.locator('.screen-live-team-points [aria-hidden="true"]')).toHaveText(
      String(points),
    );
  }
  await saveScreenshot(screen, testInfo, 'live-game-screen-reveal');

  // The podium: every phone ends on it with its points.
  await press('Show the podium').click();
  await expect(asha.page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(asha.page.getByText('Your points: 5')).toBeVisible();
  await expect(bina.page.getByText('Your points: 2')).toBeVisible();
  await expect(charu.page.getByText('Your points: 3')).toBeVisible();
  await expectNoAxeViolations(asha.page);
  await saveScreenshot(asha.page, testInfo, 'live-game-phone-podium');
  await expect(screen.getByText('Hall night live: the results')).toBeVisible();
  // The screen's podium names the players as its link says (first name and team), by their points.
  for (const player of players) {
    const label = after.get(player.team)!.label;
    await expect(screen.getByText(`${player.name.split(' ')[0]} · ${label}`)).toBeVisible();
  }
  await saveScreenshot(screen, testInfo, 'live-game-screen-podium');

  // The dashboards moved by exactly the game's points, and no other team moved.
  for (const [key, team] of after) {
    expect(team.points - before.get(key)!.points, key).toBe(expected.get(key) ?? 0);
  }
});
