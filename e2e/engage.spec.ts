// The hall between the quizzes: an organiser runs a poll from Admin → Engage while two phones vote
// and a venue screen at 1920x1080, told what to show from Admin → Screens, moves its bars; a
// question to the stage is sent, held for a moderator, approved, upvoted and shown; a photo sent
// from a phone is approved with one tap on the organiser's phone, shown on the screen's slideshow,
// then taken down everywhere; and a word cloud grows on the screen. A server of its own, so its
// activities meet no other journey.
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { EngageView } from '../common/engage.js';
import { addSessionCookie, type JourneyServer } from './sessions.js';
import {
  expectNoAxeViolations,
  saveScreenshot,
  settleAnimations,
  startOwnServer,
} from './support.js';

const ORGANISER_DIGITS = '9000012371';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const HALL_SCREEN = { width: 1920, height: 1080 };

/** Three players, each in a team of their own, with an employee code of the demo registry. */
const PLAYERS = [
  { digits: '9830000021', code: 'EMP1221', name: 'Asha Lucknow', team: 'lucknow' },
  { digits: '9830000022', code: 'EMP1222', name: 'Bina Varanasi', team: 'varanasi' },
  { digits: '9830000023', code: 'EMP1223', name: 'Charu Kanpur', team: 'kanpur' },
] as const;

const POLL = {
  en: 'Which snack for the tea break?',
  hi: 'चाय के ब्रेक में कौन-सा नाश्ता?',
  options: ['Samosa', 'Jalebi', 'Dhokla'],
};
const QNA = 'Ask the leadership';

type Hall = {
  server: JourneyServer;
  process: ChildProcess;
  /** The organiser's laptop, and their phone (a touch screen) for moderating from the hall. */
  host: Page;
  moderator: Page;
  asha: Page;
  bina: Page;
  charu: Page;
  /** The venue screen, opened from its link. */
  screen: Page;
  screenLinkId: string;
};

let hall: Hall | undefined;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the phones and the screen have sizes of their own');

test.afterAll(async () => {
  const server = hall?.process;
  hall = undefined;
  // Gone before a retry starts another on the same port.
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

const at = (path: string) => `${hall!.server.baseURL}${path}`;

/** A name that holds `text` as it is written. */
const named = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A browser window of its own at this size, signed in as `digits`. */
async function signedInPage(
  browser: Browser,
  server: JourneyServer,
  digits: string,
  viewport: { width: number; height: number },
  touch = false,
): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  await addSessionCookie(context, digits, server);
  return context.newPage();
}

/** The server, the organiser's laptop and phone, three registered phones and the hall's screen. */
async function openTheHall(browser: Browser, project: string): Promise<Hall> {
  if (hall) return hall;
  const dir = `.tmp/e2e-engage-${project}`;
  fs.rmSync(dir, { recursive: true, force: true });
  const own = await startOwnServer({
    // Not + 10: 4190 is one of the ports browsers and fetch refuse to open (ManageSieve).
    port: Number(process.env.E2E_PORT ?? 4180) + 11,
    dir,
    adminDigits: ORGANISER_DIGITS,
  });
  const { server } = own;
  const host = await signedInPage(browser, server, ORGANISER_DIGITS, LAPTOP);
  const moderator = await signedInPage(browser, server, ORGANISER_DIGITS, PHONE, true);
  const phones: Page[] = [];
  for (const player of PLAYERS) {
    const page = await signedInPage(browser, server, player.digits, PHONE);
    const saved = await page.request.post(`${server.baseURL}/api/profile`, {
      data: { employeeId: player.code, name: player.name, gender: 'female', team: player.team },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    phones.push(page);
  }
  const link = await host.request.post(`${server.baseURL}/api/admin/screens`, {
    data: { name: 'Main hall', quizId: null, names: 'first_team' },
  });
  expect(link.status(), await link.text()).toBe(201);
  const { id, token } = (await link.json()) as { id: string; token: string };
  const screen = await browser.newPage({ viewport: HALL_SCREEN });
  await screen.goto(`${server.baseURL}/screen/${token}`);
  const [asha, bina, charu] = phones as [Page, Page, Page];
  hall = { ...own, host, moderator, asha, bina, charu, screen, screenLinkId: id };
  return hall;
}

/** Admin → Screens: the hall's link is told to show `choice` (an option's label), through its form. */
async function showOnScreen(page: Page, choice: string): Promise<void> {
  await page.goto(at('/admin/screens'));
  await page.getByLabel('What it shows').selectOption({ label: choice });
  await page.getByRole('button', { name: 'Show on Main hall' }).click();
  await expect(page.locator('.toast', { hasText: '“Main hall” now shows:' })).toBeVisible();
}

/** The same, through the admin API, where the journey is not about the form. */
async function showActivity(activityId: string): Promise<void> {
  const shown = await hall!.host.request.post(at(`/api/admin/screens/${hall!.screenLinkId}/show`), {
    data: { show: `activity:${activityId}` },
  });
  expect(shown.status(), await shown.text()).toBe(200);
}

/** An activity made through the admin API, live at once; its id. */
async function liveActivity(data: Record<string, unknown>): Promise<string> {
  const made = await hall!.host.request.post(at('/api/admin/engage'), {
    data: { startsAt: null, endsAt: null, ...data },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

async function engageView(page: Page): Promise<EngageView> {
  const response = await page.request.get(at('/api/engage'));
  expect(response.status()).toBe(200);
  return (await response.json()) as EngageView;
}

/** The wall-clock minute a day from now, as the event's clock (India) shows it. */
function tomorrowInIndia(): string {
  return new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);
}

/** A photo from the hall, as a phone's camera would send it: a JPEG of 1600x1200. */
function hallPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#7c2d12"/>
    </linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#sky)"/>
    <circle cx="1200" cy="300" r="160" fill="#fde68a"/>
    <rect x="0" y="820" width="1600" height="380" fill="#1e293b"/>
    ${[160, 420, 680, 940, 1200]
      .map(
        (x) => `<circle cx="${x}" cy="760" r="70" fill="#0f172a"/>
        <rect x="${x - 90}" y="820" width="180" height="260" rx="60" fill="#0f172a"/>`,
      )
      .join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('an organiser runs a poll while two phones vote and the screen moves its bars', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { host, asha, bina, screen } = await openTheHall(browser, testInfo.project.name);

  // Admin → Engage: the poll is prepared for tomorrow, then started by hand.
  await host.goto(at('/admin/engage'));
  await expect(host.getByText('Nothing waits.', { exact: false })).toBeVisible();
  await host.getByRole('button', { name: 'New activity' }).click();
  await host.getByLabel('Question in English').fill(POLL.en);
  await host.getByLabel('Question in Hindi').fill(POLL.hi);
  await host.getByRole('button', { name: 'Add an option' }).click();
  for (const [index, option] of POLL.options.entries())
    await host.getByLabel(`Option ${index + 1} in English`).fill(option);
  await host.getByLabel('Points per send').fill('1');
  await host.getByLabel('Most points per person').fill('1');
  await host.getByRole('radio', { name: 'At a set time' }).first().check();
  await host.getByLabel('Starts at').fill(tomorrowInIndia());
  await host.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(host.locator('.toast', { hasText: `“${POLL.en}” created` })).toBeVisible();
  const list = host.getByRole('region', { name: 'Activities', exact: true });
  await expect(list.getByRole('row', { name: named(POLL.en) })).toContainText('Scheduled');
  await host.getByRole('button', { name: `Start ${POLL.en} now` }).click();
  await expect(host.locator('.toast', { hasText: `“${POLL.en}” is live` })).toBeVisible();
  await expect(list.getByRole('row', { name: named(POLL.en) })).toContainText('Live');

  // Admin → Screens: the hall's screen shows the poll, with nobody at the screen.
  await showOnScreen(host, `Poll: ${POLL.en} (Live)`);
  await expect(screen.getByRole('heading', { name: POLL.en })).toBeVisible();
  await expect(screen.getByText('0 people voted')).toBeVisible();
  const screenOption = (option: string) =>
    screen.getByRole('list', { name: 'Options' }).getByRole('listitem').filter({ hasText: option });

  // Asha comes in from the banner and votes by keyboard; Bina from Home's card, by tapping.
  await asha.goto(at('/home'));
  await asha.getByRole('link', { name: `Poll: ${POLL.en} — Vote` }).click();
  await expect(asha.getByRole('heading', { name: POLL.en })).toBeVisible();
  await expectNoAxeViolations(asha);
  await asha.getByRole('radio', { name: POLL.options[0] }).focus();
  await asha.keyboard.press('Space');
  await asha.keyboard.press('Tab');
  await expect(asha.getByRole('button', { name: 'Vote' })).toBeFocused();
  await asha.keyboard.press('Enter');
  await expect(asha.getByText('Your vote is in')).toBeVisible();
  await expect(asha.getByText('1 person voted')).toBeVisible();
  await expect(screen.getByText('1 person voted')).toBeVisible();
  await expect(screenOption(POLL.options[0]!)).toContainText('100%');
  await expect(screenOption(POLL.options[0]!)).toContainText('1 vote');
  await expect(screenOption(POLL.options[1]!)).toContainText('0%');

  await bina.goto(at('/home'));
  await bina
    .getByRole('list', { name: 'Live now' })
    .getByRole('link', { name: named(POLL.en) })
    .click();
  await bina.getByRole('radio', { name: POLL.options[1] }).click();
  await bina.getByRole('button', { name: 'Vote' }).click();
  await expect(bina.getByText('Your vote is in')).toBeVisible();

  // Two voters, split half and half, on the screen and on the first phone, which did nothing.
  await expect(screen.getByText('2 people voted')).toBeVisible();
  for (const option of POLL.options.slice(0, 2)) {
    await expect(screenOption(option)).toContainText('50%');
    await expect(screenOption(option)).toContainText('1 vote');
  }
  await expect(screenOption(POLL.options[2]!)).toContainText('0%');
  await expect(asha.getByText('2 people voted')).toBeVisible();
  await expect(asha.getByText('Your sends here earned your team 1 point')).toBeVisible();
  await expectNoAxeViolations(asha);
  await saveScreenshot(asha, testInfo, 'engage-poll-phone-390');
  // A new word or bar is drawn whole once its entrance has played.
  await settleAnimations(screen);
  await saveScreenshot(screen, testInfo, 'engage-screen-poll-1920');

  // The list with what the poll received; then the form on a phone-sized window, as an organiser
  // at the back of the hall sees it.
  await host.goto(at('/admin/engage'));
  await expect(
    list
      .getByRole('row', { name: named(POLL.en) })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('2');
  await expectNoAxeViolations(host);
  await saveScreenshot(host, testInfo, 'engage-admin-1280');
  await host.setViewportSize(PHONE);
  await host.getByRole('button', { name: 'New activity' }).click();
  await expect(host.getByRole('heading', { name: 'New activity' })).toBeVisible();
  await saveScreenshot(host, testInfo, 'engage-admin-390');
  await host.getByRole('button', { name: 'Cancel' }).click();
  await host.setViewportSize(LAPTOP);

  // Ended: the phones and the screen let it go.
  await host.getByRole('button', { name: `End ${POLL.en} now` }).click();
  await host.getByRole('dialog').getByRole('button', { name: 'End now' }).click();
  await expect(host.locator('.toast', { hasText: `“${POLL.en}” ended` })).toBeVisible();
  await expect(asha.getByText('This has ended.')).toBeVisible();
  await expect(screen.getByRole('heading', { name: POLL.en })).toBeHidden();
});

test('a question to the stage waits for a moderator, is approved, upvoted and shown', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const { host, moderator, asha, bina, charu, screen } = await openTheHall(
    browser,
    testInfo.project.name,
  );
  const askedByAsha = 'When is the next town hall in Lucknow?';
  const askedByBina = 'Will the photos from today be shared with everyone?';
  const askedByCharu = 'Can the quizzes come in Hindi too?';

  // A moderated Q&A, made and started from the form.
  await host.goto(at('/admin/engage'));
  await host.getByRole('button', { name: 'New activity' }).click();
  await host.getByRole('radio', { name: /^Questions to the stage/ }).check();
  await host.getByLabel('Session in English').fill(QNA);
  await expect(host.getByRole('switch', { name: 'Questions wait for approval' })).toBeChecked();
  await host.getByRole('button', { name: 'Start now', exact: true }).click();
  await expect(host.locator('.toast', { hasText: `“${QNA}” created` })).toBeVisible();
  await showOnScreen(host, `Questions to the stage: ${QNA} (Live)`);
  await expect(screen.getByRole('heading', { name: QNA })).toBeVisible();
  await expect(screen.getByText('No questions yet. Ask yours from your phone.')).toBeVisible();

  // Three questions; Bina's anonymous to the hall.
  const ask = async (page: Page, text: string, anonymous = false) => {
    await page.goto(at('/home'));
    await page
      .getByRole('list', { name: 'Live now' })
      .getByRole('link', { name: named(QNA) })
      .click();
    await page.getByLabel('Your question').fill(text);
    if (anonymous) await page.getByLabel("Don't show my name to the hall").check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Question sent')).toBeVisible();
  };
  await ask(asha, askedByAsha);
  await expect(asha.getByText('Waiting for approval')).toBeVisible();
  await ask(bina, askedByBina, true);
  await ask(charu, askedByCharu);

  // Nobody else sees a question before a moderator approves it.
  const hallOf = (page: Page) =>
    page.locator('.engage-results').filter({ hasText: 'Questions from the hall' });
  await expect(hallOf(bina).getByText('No questions yet.')).toBeVisible();
  await expect(bina.getByText(askedByAsha)).toBeHidden();
  const seen = (await engageView(bina)).state.activities.find((each) => each.kind === 'qna');
  expect(seen?.qna?.questions ?? []).toEqual([]);

  // The moderator approves two from the queue on their phone; Charu's waits.
  await moderator.goto(at('/admin/engage'));
  const queue = moderator.getByRole('list', { name: 'Questions waiting' });
  await expect(queue.getByRole('article')).toHaveCount(3);
  await moderator.getByRole('button', { name: 'Approve the question from Asha Lucknow' }).tap();
  await moderator.getByRole('button', { name: 'Approve the question from Bina Varanasi' }).tap();
  await expect(queue.getByRole('article')).toHaveCount(1);

  // Bina upvotes Asha's question: one vote, on her phone and on the screen.
  const binasRow = hallOf(bina).getByRole('listitem').filter({ hasText: askedByAsha });
  await binasRow.getByRole('button', { name: 'Upvote' }).click();
  await expect(binasRow.getByRole('button', { name: 'Upvote' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(binasRow).toContainText('1 vote');
  await expect(hallOf(bina).getByRole('listitem').first()).toContainText(askedByAsha);
  const onScreen = screen
    .getByRole('list', { name: 'Questions' })
    .getByRole('listitem')
    .filter({ hasText: askedByAsha });
  await expect(onScreen.locator('.screen-qna-votes strong')).toHaveText('1');
  await expect(onScreen.locator('.screen-qna-votes')).toContainText('vote');
  await expect(onScreen).toContainText('Asha');
  await expect(
    screen.getByRole('list', { name: 'Questions' }).getByRole('listitem').filter({
      hasText: askedByBina,
    }),
  ).toContainText('Anonymous');
  await expect(screen.getByText(askedByCharu)).toBeHidden();
  await expect(asha.getByText('Shown', { exact: true })).toBeVisible();
  await expectNoAxeViolations(bina);
  await saveScreenshot(bina, testInfo, 'engage-qna-phone-390');
  await settleAnimations(screen);
  await saveScreenshot(screen, testInfo, 'engage-screen-qna-1920');
});

test('a photo is approved on a phone, shown on the screen, then taken down everywhere', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const { moderator, asha, bina, screen } = await openTheHall(browser, testInfo.project.name);
  const wallId = await liveActivity({
    kind: 'photos',
    title: { en: 'Photos from the hall', hi: 'हॉल की तस्वीरें' },
  });
  await showActivity(wallId);
  await expect(screen.getByRole('heading', { name: 'Photos from the hall' })).toBeVisible();
  await expect(screen.getByText('No photos yet. Send the first from your phone.')).toBeVisible();

  // Asha sends a photo from her phone; it waits for a moderator.
  await asha.goto(at(`/engage/${wallId}`));
  await asha.getByLabel('Choose a photo').setInputFiles({
    name: 'hall.jpg',
    mimeType: 'image/jpeg',
    buffer: await hallPhoto(),
  });
  await expect(asha.getByText('Photo sent. It shows once a moderator approves it.')).toBeVisible();
  await expect(asha.getByText('Waiting for approval')).toBeVisible();
  const [photo] = (await engageView(asha)).mine.find((each) => each.activityId === wallId)!.photos;
  expect(photo).toBeDefined();

  // The moderator's phone: the photo in the queue, approved with one tap.
  await moderator.goto(at('/admin/engage'));
  const waiting = moderator
    .getByRole('list', { name: 'Photos waiting' })
    .getByRole('article', { name: /^Photo from Asha Lucknow/ });
  await expect(waiting.getByRole('img')).toBeVisible();
  await expect
    .poll(() => waiting.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await saveScreenshot(moderator, testInfo, 'engage-queue-390');
  await moderator.getByRole('button', { name: 'Approve the photo from Asha Lucknow' }).tap();
  await expect(waiting).toBeHidden();

  // The screen's slideshow shows it, and Bina's wall too.
  const shown = screen.locator(`.screen-photos img[src="${photo!.url}"]`);
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(screen.getByText('1 photo', { exact: true })).toBeVisible();
  await bina.goto(at(`/engage/${wallId}`));
  await expect(bina.getByRole('img', { name: 'Photo 1 from the wall' })).toBeVisible();
  expect((await bina.request.get(at(photo!.url))).status()).toBe(200);
  await settleAnimations(screen);
  await saveScreenshot(screen, testInfo, 'engage-screen-photos-1920');

  // Taken down from the activity's page: gone from the screen and the wall, its image refused.
  await moderator.goto(at(`/admin/engage/${wallId}`));
  await moderator.getByRole('button', { name: 'Hide: the photo from Asha Lucknow' }).tap();
  await expect(shown).toHaveCount(0, { timeout: 3_000 });
  await expect(screen.getByText('No photos yet. Send the first from your phone.')).toBeVisible();
  await expect(bina.getByRole('img', { name: 'Photo 1 from the wall' })).toHaveCount(0, {
    timeout: 3_000,
  });
  await expect(bina.getByText('No photos on the wall yet.')).toBeVisible();
  expect((await bina.request.get(at(photo!.url))).status()).toBe(404);
  expect((await bina.request.get(at(photo!.smallUrl))).status()).toBe(404);
  // Its sender reads it as hidden (the pushes carry the wall, not each sender's own photos).
  await asha.reload();
  await expect(asha.getByText('Hidden', { exact: true })).toBeVisible();
});

test('a word cloud grows on the screen as the phones send their words', async ({
  browser,
}, testInfo) => {
  test.setTimeout(45_000);
  const { asha, bina, charu, screen } = await openTheHall(browser, testInfo.project.name);
  const cloudId = await liveActivity({
    kind: 'cloud',
    title: { en: 'Tonight in one word', hi: 'आज की शाम एक शब्द में' },
    perPerson: 3,
  });
  await showActivity(cloudId);
  await expect(screen.getByRole('heading', { name: 'Tonight in one word' })).toBeVisible();

  // Asha types hers; the others' come through the API. "Team Work" in three forms is one word
  // (shown as one of its forms).
  await asha.goto(at(`/engage/${cloudId}`));
  await asha.getByLabel('Your word').fill('Team Work');
  await asha.keyboard.press('Enter');
  await expect(asha.getByText('You can send 2 more words')).toBeVisible();
  const sends: [Page, string[]][] = [
    [asha, ['Celebration', 'Music']],
    [bina, [' team  work', 'Music', 'Jalebi']],
    [charu, ['TEAM WORK', 'Dance', 'Celebration']],
  ];
  for (const [page, words] of sends) {
    const sent = await page.request.post(at(`/api/engage/${cloudId}/words`), { data: { words } });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  const words = screen.getByRole('list', { name: 'Words sent' });
  await expect(words.getByRole('listitem')).toHaveCount(5);
  await expect(words.getByRole('listitem').filter({ hasText: /^team work/i })).toContainText(
    '3 votes',
  );
  await expect(screen.getByText('3 people sent words')).toBeVisible();
  await settleAnimations(screen);
  await saveScreenshot(screen, testInfo, 'engage-screen-cloud-1920');
});
