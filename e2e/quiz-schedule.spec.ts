// A quiz as organisers think of it: its opening time alone opens it at that minute on a player's open
// Quiz & Contest, counted down to, and Home says it is open; two colleagues of one team are dealt the options in orders of their own, graded by
// the answer as written; and closing the quiz while one of them is playing asks first, with how many
// plays are under way.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  newPage,
  nextMinute,
  registerWithSession,
  saveScreenshot,
  uniquePhoneDigits,
} from './support.js';

// The journey server's admin for this file (playwright.config.ts).
const ORGANISER_DIGITS = '9000012354';
const TITLE = 'Capitals at Noon';

/** Five questions, each written with its right answer first. */
const QUESTIONS: [string, string[]][] = [
  ['Capital of France?', ['Paris', 'Lyon', 'Nice', 'Lille']],
  ['Capital of Japan?', ['Tokyo', 'Osaka', 'Kyoto', 'Nagoya']],
  ['Capital of Italy?', ['Rome', 'Milan', 'Turin', 'Naples']],
  ['Capital of Spain?', ['Madrid', 'Seville', 'Valencia', 'Bilbao']],
  ['Capital of Kenya?', ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru']],
];
const rightAnswer = (text: string) => QUESTIONS.find(([question]) => question === text)![1][0]!;

test.describe.configure({ mode: 'serial' });

let organiser: Page;
const colleagues: Page[] = [];
let quizPath = '';
/** Each colleague's play: every question's options in the order they were shown. */
const dealt: Map<string, string[]>[] = [];

async function openPages(browser: Browser, testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'the organiser signs in once per run');
  if (organiser) return;
  organiser = await newPage(browser, { width: 1280, height: 800 });
  await registerWithSession(organiser, ORGANISER_DIGITS, {
    name: 'Schedule Organiser',
    gender: 'female',
    team: 'central',
  });
  // Two colleagues in one team, on phones.
  for (const name of ['Asha Colleague', 'Ravi Colleague']) {
    const page = await newPage(browser, { width: 390, height: 844 });
    await registerWithSession(page, uniquePhoneDigits(testInfo), {
      name,
      gender: 'female',
      team: 'lucknow',
    });
    colleagues.push(page);
  }
}

/** The quiz's questions, added as the editor's form sends them. */
async function addQuestions(page: Page, path: string) {
  const origin = new URL(page.url()).origin;
  for (const [text, options] of QUESTIONS) {
    const added = await page.request.post(`${origin}/api${path}/questions`, {
      data: { text, options, correct: 0 },
      headers: { origin },
    });
    expect(added.status()).toBe(201);
  }
}

/** Plays the current question: its options as shown, then the right answer by its text. */
async function answerRight(page: Page, play: Map<string, string[]>) {
  const question = (await page.locator('.quiz-question').textContent())!;
  const options = await page.locator('.quiz-option span').allTextContents();
  play.set(question, options);
  await page.getByRole('radio', { name: rightAnswer(question), exact: true }).check();
}

test('an opening time alone opens the quiz at its minute, on a Quiz & Contest left open', async ({
  browser,
}, testInfo) => {
  await openPages(browser, testInfo);
  test.setTimeout(150_000);
  await organiser.goto('/admin/quizzes');
  await organiser.getByRole('button', { name: 'New quiz' }).click();
  await organiser.getByLabel('Title in English').fill(TITLE);
  await organiser.getByRole('button', { name: 'Create quiz' }).click();
  await expect(organiser.getByRole('heading', { name: TITLE })).toBeVisible();
  quizPath = new URL(organiser.url()).pathname;
  await addQuestions(organiser, quizPath);
  await organiser.reload();
  await expect(organiser.getByRole('heading', { name: 'Questions (5)' })).toBeVisible();

  // One control: when players can play it. No Open switch beside the time.
  const when = organiser.getByRole('group', { name: 'When players can play it' });
  await expect(when.getByRole('radio', { name: /Closed/ })).toBeChecked();
  await expect(organiser.getByRole('switch', { name: 'Open', exact: true })).toHaveCount(0);
  await expect(organiser.getByRole('switch', { name: 'Shuffle options' })).toBeChecked();
  await when.getByRole('radio', { name: /Opens at a time/ }).check();
  const opening = nextMinute();
  await organiser.getByLabel(/^Opens at \(/).fill(opening.local);
  await organiser.getByRole('button', { name: 'Save settings' }).click();
  await expect(organiser.getByText(/^Players see: Opens /)).toBeVisible();
  await expectNoAxeViolations(organiser);
  await saveScreenshot(organiser, testInfo, 'quiz-schedule-one-control');

  // A colleague waits on Quiz & Contest; nobody touches anything at the minute.
  const [asha] = colleagues;
  await asha!.goto('/quizcontest');
  await expect(asha!.getByRole('heading', { name: 'Quiz & Contest' })).toBeVisible();
  await expect(asha!.getByText(new RegExp(`${TITLE}.*opens`))).toBeVisible();
  await expect(asha!.getByText('No quizzes available')).toHaveCount(0);
  await expect(asha!.getByRole('link', { name: TITLE })).toHaveCount(0);
  // The opening counted down second by second, not only its time.
  const countdown = asha!.getByRole('timer');
  await expect(countdown).toHaveText(/^Opens in \d:\d\d$/);
  const shown = await countdown.textContent();
  await expect(countdown).not.toHaveText(shown!, { timeout: 3_000 });
  await expectNoAxeViolations(asha!);
  await saveScreenshot(asha!, testInfo, 'quiz-schedule-next-opens');
  await expect(asha!.getByRole('link', { name: TITLE })).toBeVisible({
    timeout: opening.at - Date.now() + 5_000,
  });
  expect(Date.now()).toBeGreaterThanOrEqual(opening.at - 1_000);
  await expect(asha!.getByRole('heading', { name: 'Open now' })).toBeVisible();
  await expect(countdown).toHaveCount(0);
  await organiser.reload();
  await expect(organiser.getByText(/^Players see: Open now/)).toBeVisible();

  // Home says which quiz is open now, and leads straight into it.
  await asha!.goto('/home');
  const openNow = asha!.getByRole('link', { name: `Open now ${TITLE}` });
  await expect(openNow).toBeVisible();
  await expectNoAxeViolations(asha!);
  await saveScreenshot(asha!, testInfo, 'home-open-now');
  await openNow.click();
  await expect(asha!.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(asha!.getByText(`${QUESTIONS.length} questions, 20 seconds each`)).toBeVisible();
  await expect(asha!.getByRole('button', { name: 'Start' })).toBeVisible();
  await asha!.goto('/quizcontest');
});

test('two colleagues are dealt the options in orders of their own, each graded by the answer', async ({
  browser,
}, testInfo) => {
  await openPages(browser, testInfo);
  test.setTimeout(120_000);
  const [asha, ravi] = colleagues;
  await ravi!.goto('/quizcontest');
  for (const page of [asha!, ravi!]) {
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText(`Question 1 of ${QUESTIONS.length}`)).toBeVisible();
  }
  // Asha plays it through, each answer chosen by its text wherever it stands.
  const ashaPlay = new Map<string, string[]>();
  for (let i = 0; i < QUESTIONS.length; i += 1) {
    await expect(asha!.getByText(`Question ${i + 1} of ${QUESTIONS.length}`)).toBeVisible();
    await answerRight(asha!, ashaPlay);
    const last = i === QUESTIONS.length - 1;
    await asha!.getByRole('button', { name: last ? 'Finish' : 'Submit and Next' }).click();
  }
  await expect(asha!.getByText(`Your score: 5 / ${QUESTIONS.length}`)).toBeVisible();
  dealt.push(ashaPlay);

  // Played: Quiz & Contest shows her score where the button was, and Home no longer offers it.
  await asha!.goto('/quizcontest');
  const played = asha!.getByRole('link', { name: `${TITLE} Played: 5/${QUESTIONS.length}` });
  await expect(played).toBeVisible();
  await expect(played).not.toHaveClass(/button-primary/);
  await saveScreenshot(asha!, testInfo, 'quizcontest-played');
  await asha!.goto('/home');
  await expect(asha!.getByRole('navigation', { name: 'Home' })).toBeVisible();
  await expect(asha!.getByRole('link', { name: `Open now ${TITLE}` })).toHaveCount(0);

  // Ravi answers his first question and is still playing.
  const raviPlay = new Map<string, string[]>();
  await answerRight(ravi!, raviPlay);
  await ravi!.getByRole('button', { name: 'Submit and Next' }).click();
  await expect(ravi!.getByText(`Question 2 of ${QUESTIONS.length}`)).toBeVisible();
  dealt.push(raviPlay);

  // The options are each play's own order of the ones written: the answer, written first, is not
  // first every time.
  const [question, ravisOrder] = [...raviPlay][0]!;
  const written = QUESTIONS.find(([text]) => text === question)![1];
  expect([...ravisOrder].sort()).toEqual([...written].sort());
  expect([...ashaPlay].some(([text, options]) => options[0] !== rightAnswer(text))).toBe(true);
  await saveScreenshot(ravi!, testInfo, 'quiz-shuffled-options');
});

test('closing the quiz while a colleague is playing asks first and says how many are playing', async ({
  browser,
}, testInfo) => {
  await openPages(browser, testInfo);
  test.setTimeout(90_000);
  const [asha, ravi] = colleagues;
  await organiser.reload();
  await organiser.getByRole('button', { name: 'Close now' }).click();
  const dialog = organiser.getByRole('dialog', {
    name: `1 person is playing ${TITLE} now. Close it?`,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('can finish the play they started');
  await expectNoAxeViolations(organiser);
  await saveScreenshot(organiser, testInfo, 'quiz-close-playing');
  await dialog.getByRole('button', { name: 'Close the quiz' }).click();
  await expect(organiser.getByText(/^Players see: Closed/)).toBeVisible();

  // Closed for anyone new; Ravi finishes the play he started, and it counts.
  await asha!.goto('/quizcontest');
  await expect(asha!.getByRole('heading', { name: 'Quiz & Contest' })).toBeVisible();
  await expect(asha!.getByRole('link', { name: TITLE })).toHaveCount(0);
  const raviPlay = dealt[1]!;
  for (let i = 1; i < QUESTIONS.length; i += 1) {
    await expect(ravi!.getByText(`Question ${i + 1} of ${QUESTIONS.length}`)).toBeVisible();
    await answerRight(ravi!, raviPlay);
    const last = i === QUESTIONS.length - 1;
    await ravi!.getByRole('button', { name: last ? 'Finish' : 'Submit and Next' }).click();
  }
  await expect(ravi!.getByText(`Your score: 5 / ${QUESTIONS.length}`)).toBeVisible();

  // Across both plays, at least one question came in two different orders: five questions of 24
  // orders each, the same deal twice is one chance in 8 million.
  const [ashaPlay] = dealt;
  expect(
    [...raviPlay].some(([text, options]) => ashaPlay!.get(text)!.join() !== options.join()),
  ).toBe(true);

  // Nobody playing: Open now and Close now act at once, without asking.
  await organiser.getByRole('button', { name: 'Open now' }).click();
  await expect(organiser.getByText(/^Players see: Open now/)).toBeVisible();
  await organiser.getByRole('button', { name: 'Close now' }).click();
  await expect(organiser.getByText(/^Players see: Closed/)).toBeVisible();
  await expect(organiser.getByRole('dialog')).toHaveCount(0);
});
