// Every admin page at the sizes organisers use (a laptop, at 1280x768: the narrowest of 1280x800
// and 1366x768 and the shorter of their heights; and a 390x844 phone), with some data in it
// (registrations, quiz plays, an announcement, a screen link, and a question file's preview with a
// refused row, a live game's question with its answers arriving and its podium): each is saved as a
// full-page screenshot to look at (test-results/admin-screens/<page>-<width>.png, and the phone's
// open menu), axe finds nothing, the sidebar (or the phone's menu) shows its title, first section
// and Sign out, and no table's or sidebar's control lies outside the screen sideways.
import { AxeBuilder } from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { addSessionCookie } from './sessions.js';
import { expectImagesLoaded, setGames, settleAnimations, uniquePhoneDigits } from './support.js';

// The journey server's admin for this file (playwright.config.ts).
const ORGANISER_DIGITS = '9000012353';
const SERVER_DIR = '.tmp/e2e';
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180)}`;

/**
 * `axe`: on which pages axe looks. A page's colours and names are the same at every width; what
 * only one width draws is the admin shell's (the sidebar from 960 px, the phone's menu button
 * below), the same on every page. So axe reads every page at the phone's size and, for the
 * sidebar, the first page at the laptop's.
 */
type Size = { width: number; height: number; phone?: boolean; axe: 'every page' | 'first page' };
const SIZES: Size[] = [
  // No layout changes between 960 and 1600 px wide: the narrowest laptop's width and the shortest
  // one's height (where the sidebar's sections scroll by themselves) hold the others' problems.
  { width: 1280, height: 768, axe: 'first page' },
  { width: 390, height: 844, phone: true, axe: 'every page' },
];

/** An admin page to look at. */
type AdminPage = {
  name: string;
  path: (seeded: Seeded) => string;
  /** What is done on the page before it is looked at, for a state it shows only after a step. */
  prepare?: (page: Page) => Promise<void>;
};

/** The pages a section leads to, looked at after it. */
const DETAILS: Record<string, AdminPage[]> = {
  quizzes: [
    { name: 'quiz-editor', path: () => '/admin/quizzes/quiz1' },
    { name: 'quiz-import', path: () => '/admin/quizzes/quiz1', prepare: previewImport },
  ],
  teams: [{ name: 'team', path: () => '/admin/teams/lucknow' }],
  users: [{ name: 'person', path: (seeded) => `/admin/users/${seeded.personUid}` }],
  'live-game': [
    { name: 'live-game-question', path: () => '/admin/live-game', prepare: playLiveQuestion },
    { name: 'live-game-podium', path: () => '/admin/live-game', prepare: endLiveGame },
  ],
};

/** What is done on a section's own page before it is looked at. */
const SECTION_PREPARES: Record<string, AdminPage['prepare']> = {
  // The form that opens a game, whatever the visit at another size left running.
  'live-game': async (page) => {
    await closeLiveGame(page.context());
    await expect(page.getByRole('button', { name: 'Open the lobby' })).toBeVisible();
  },
};

/** Every admin page: each section of the menu as it stands, and the pages it leads to. */
function adminPages(seeded: Seeded): AdminPage[] {
  return seeded.sections.flatMap((path) => {
    const name = path === '/admin' ? 'dashboard' : path.slice('/admin/'.length);
    return [{ name, path: () => path, prepare: SECTION_PREPARES[name] }, ...(DETAILS[name] ?? [])];
  });
}

const PEOPLE = [
  { name: 'Ravi Kumar Shrivastava', gender: 'male', team: 'lucknow' },
  { name: 'Asha Verma', gender: 'female', team: 'bhopal' },
  { name: 'Meera Iyer', gender: 'female', team: 'jabalpur' },
  { name: 'Kabir Singh', gender: 'male', team: 'lucknow' },
] as const;

/**
 * A question file's preview, with a question long enough to wrap and a row the import refuses:
 * the report's tables, previewed only (nothing changes).
 */
async function previewImport(page: Page) {
  const csv = [
    'id,question,option 1,option 2,option 3,option 4,correct',
    `,"${'Which of these festivals is celebrated over five days, with lamps lit in every home and sweets shared among neighbours and colleagues? '.repeat(2).trim()}",Diwali,Holi,Onam,Pongal,1`,
    ',Which river flows through Lucknow?,Gomti,Ganga,Yamuna,Narmada,5',
  ].join('\n');
  await page.getByLabel(/^Question file/).setInputFiles({
    name: 'questions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.locator('#admin-main .admin-table').first()).toBeVisible();
}

type LiveGameConsole = {
  game: { game: { id: string; phase: string; question: { index: number } | null } } | null;
};

/** Ends and closes the live game the organiser's context finds running, if any. */
async function closeLiveGame(organiser: BrowserContext) {
  const read = await organiser.request.get(`${baseURL}/api/admin/live-game`);
  const { game } = (await read.json()) as LiveGameConsole;
  if (!game) return;
  const move = (command: string, phase: string) =>
    organiser.request.post(`${baseURL}/api/admin/live-game/${game.game.id}/${command}`, {
      headers: { origin: baseURL },
      data: { phase, index: game.game.question?.index ?? -1 },
    });
  const { phase } = game.game;
  if (phase === 'question' || phase === 'reveal')
    expect((await move('end', phase)).ok()).toBe(true);
  const closing = phase === 'lobby' ? 'lobby' : 'ended';
  expect((await move('close', closing)).ok()).toBe(true);
}

/** The seeded people's sessions, each as its own browser context (closed by `use`'s end). */
async function asPlayers(page: Page, use: (players: BrowserContext[]) => Promise<void>) {
  const browser = page.context().browser()!;
  const players = await Promise.all(seeded!.players.map(() => browser.newContext()));
  try {
    for (const [i, player] of players.entries()) await player.addCookies(seeded!.players[i]!);
    await use(players);
  } finally {
    await Promise.all(players.map((player) => player.close()));
  }
}

/**
 * A live game's first question with the answers in: a lobby opened from the form, the seeded
 * people joined, the game started and each person answered.
 */
async function playLiveQuestion(page: Page) {
  // For its podium only: the journeys after this one count the teams' points.
  await page.getByRole('switch', { name: 'Counts for the team points' }).uncheck();
  await page.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await asPlayers(page, async (players) => {
    for (const player of players) {
      const joined = await player.request.post(`${baseURL}/api/live-game/join`, {
        headers: { origin: baseURL },
      });
      expect(joined.status()).toBe(200);
    }
    await expect(page.getByText(`${players.length} players joined`)).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Reveal' })).toBeVisible();
    for (const [i, player] of players.entries()) {
      const { game } = (await (await player.request.get(`${baseURL}/api/live-game`)).json()) as {
        game: { id: string; question: { options: string[] } };
      };
      const answered = await player.request.post(`${baseURL}/api/live-game/answer`, {
        headers: { origin: baseURL },
        data: { gameId: game.id, index: 0, option: i % game.question.options.length },
      });
      expect(answered.status()).toBe(200);
    }
  });
  await expect(page.getByText(/^4 of 4 players answered$/)).toBeVisible();
}

/** The same game revealed, then ended (asked first): its podium and the question played. */
async function endLiveGame(page: Page) {
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByRole('region', { name: 'Questions played (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'End the game' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End the game' }).click();
  await expect(page.getByRole('button', { name: 'Close the game' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Podium' })).toBeVisible();
}

type Seeded = {
  personUid: string;
  /** The registered people's session cookies, for the live game's players. */
  players: Awaited<ReturnType<BrowserContext['cookies']>>[];
  /** The menu's sections, by address. */
  sections: string[];
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  /** What the seeding put on every phone and screen, ended when the pictures are taken. */
  ends: string[];
};

test.describe.configure({ mode: 'serial' });

let seeded: Seeded | undefined;

/** Adds employee codes to the registry in one run of the import command. */
function importCodes(codes: string[]) {
  const file = `${SERVER_DIR}/admin-screens-codes.csv`;
  fs.writeFileSync(file, `employee_id\n${codes.join('\n')}\n`);
  execFileSync(process.execPath, ['dist/server/cli/employees-import.js', file], {
    env: { ...process.env, DATABASE_URL: `sqlite:${SERVER_DIR}/utsav.db`, NODE_ENV: 'test' },
    stdio: 'pipe',
  });
}

/** Plays a quiz through the quiz screen's API, choosing each question's first option. */
async function play(context: BrowserContext, quizId: string) {
  type Step = { question?: { id: number; options: string[] } };
  const post = async (path: string, data: object) => {
    const response = await context.request.post(`${baseURL}${path}`, {
      data,
      headers: { origin: baseURL },
    });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as Step;
  };
  let step = await post(`/api/quiz/${quizId}/start`, {});
  while (step.question) {
    const { id, options } = step.question;
    step = await post(`/api/quiz/${quizId}/answer`, { questionId: id, selected: options[0] });
  }
}

/**
 * The data the pages show: a few registrations (two of them playing the contest quiz), an
 * announcement and a screen link; returns the organiser's session and a registered person.
 */
async function seed(browser: Browser, testInfo: TestInfo): Promise<Seeded> {
  const organiser = await browser.newContext();
  await addSessionCookie(organiser, ORGANISER_DIGITS, { baseURL, dir: SERVER_DIR });
  const stamp = Date.now().toString(36).toUpperCase();
  const codes = PEOPLE.map((_, i) => `SCR${stamp}${i}`);
  importCodes(codes);
  const players: Seeded['players'] = [];
  await setGames(['quiz1=on']);
  for (const [i, person] of PEOPLE.entries()) {
    const context = await browser.newContext();
    await addSessionCookie(context, uniquePhoneDigits(testInfo), { baseURL, dir: SERVER_DIR });
    const saved = await context.request.post(`${baseURL}/api/profile`, {
      data: { employeeId: codes[i], ...person },
      headers: { origin: baseURL },
    });
    expect(saved.status()).toBe(200);
    if (i < 2) await play(context, 'quiz1');
    players.push(await context.cookies());
    await context.close();
  }
  await setGames(['quiz1=off']);
  const admin = { headers: { origin: baseURL } };
  const announcement = await organiser.request.post(`${baseURL}/api/admin/announcements`, {
    ...admin,
    data: {
      text: { en: 'The quiz final starts at 3 pm in Hall A', hi: 'क्विज़ फ़ाइनल 3 बजे हॉल A में' },
      startsAt: Date.now(),
      endsAt: null,
    },
  });
  expect(announcement.status()).toBe(201);
  const screen = await organiser.request.post(`${baseURL}/api/admin/screens`, {
    ...admin,
    data: { name: 'Foyer', quizId: null, names: 'team' },
  });
  expect(screen.status()).toBe(201);
  const ends = [
    `/api/admin/announcements/${((await announcement.json()) as { id: string }).id}/end`,
    `/api/admin/screens/${((await screen.json()) as { id: string }).id}/revoke`,
  ];
  const list = await organiser.request.get(`${baseURL}/api/admin/registrations`);
  expect(list.status()).toBe(200);
  const { rows } = (await list.json()) as { rows: { uid: string; name: string }[] };
  const person = rows.find((row) => row.name === PEOPLE[0].name);
  expect(person).toBeDefined();
  const sections = await menuSections(organiser);
  const cookies = await organiser.cookies();
  await organiser.close();
  return { personUid: person!.uid, players, sections, cookies, ends };
}

/** The organiser reaches the admin area signed in, with no profile: its menu's sections. */
async function menuSections(organiser: BrowserContext): Promise<string[]> {
  const page = await organiser.newPage();
  await page.goto(`${baseURL}/admin`);
  const links = page.locator('#admin-menu .admin-section-link');
  await expect(links.first()).toBeAttached();
  const sections = await links.evaluateAll((all) =>
    all.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  await page.close();
  for (const parent of Object.keys(DETAILS)) expect(sections).toContain(`/admin/${parent}`);
  return sections;
}

/** A browser of this size, signed in as the organiser. */
async function organiserPage(browser: Browser, size: Size): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    ...(size.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  await context.addCookies(seeded!.cookies);
  return context.newPage();
}

/** The page has read what it shows: nothing says Loading, and its pictures have their pixels. */
async function expectSettled(page: Page) {
  const main = page.locator('#admin-main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(main.getByText('Loading...')).toHaveCount(0);
  // Pictures below the fold load lazily: the page is scrolled through once to have them all.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expectImagesLoaded(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Boxes of `selector`'s visible elements lying (partly) outside the screen's width. */
async function outsideSideways(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const width = document.documentElement.clientWidth;
    return elements
      .filter((element) => element.checkVisibility())
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" at ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`,
      );
  });
}

/** The controls inside tables that their table's scrolling area cuts off (hidden sideways). */
async function clippedInTables(page: Page): Promise<string[]> {
  return page.locator('.table-scroll').evaluateAll((regions) =>
    regions.flatMap((region) => {
      const frame = region.getBoundingClientRect();
      return Array.from(region.querySelectorAll<HTMLElement>('a, button, input, select'))
        .filter((control) => control.checkVisibility())
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
        .map(
          ({ control, box }) =>
            `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 30)}" at ${Math.round(box.left)}–${Math.round(box.right)}, its table ${Math.round(frame.left)}–${Math.round(frame.right)}`,
        );
    }),
  );
}

/** Where the element lies once scrolled to, if not wholly inside the viewport. */
async function unreachable(page: Page, element: Locator): Promise<string | null> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const { width, height } = page.viewportSize()!;
  if (!box) return 'not shown';
  const inside =
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= width + 0.5 &&
    box.y + box.height <= height + 0.5;
  return inside
    ? null
    : `at ${Math.round(box.x)},${Math.round(box.y)} (${Math.round(box.width)}x${Math.round(box.height)})`;
}

/**
 * What of the menu cannot be reached: its title block (at the top of the screen, not above it),
 * first section and last item (Sign out), or any of its controls lying outside the screen sideways;
 * the phone's open menu is saved to `shot` when given.
 */
async function menuProblems(page: Page, size: Size, shot?: string): Promise<string[]> {
  const problems: string[] = [];
  const title = page.locator('.admin-title');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const menu = page.locator('#admin-menu');
  if (size.phone) {
    await menuButton.click();
    await expect(menu).toBeVisible();
    if (shot) await page.screenshot({ path: shot });
  } else {
    await expect(menuButton).toBeHidden();
  }
  const items: [string, Locator][] = [
    ['title', title],
    ['first section', menu.locator('.admin-section-link').first()],
    ['Sign out', menu.getByRole('button', { name: 'Sign out' })],
  ];
  for (const [name, item] of items) {
    const where = await unreachable(page, item);
    if (where) problems.push(`${name} ${where}`);
  }
  problems.push(...(await outsideSideways(page, '.admin-header a, .admin-header button')));
  if (size.phone) {
    await menuButton.click();
    await expect(menu).toBeHidden();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
}

/** axe's findings on the page, one line each. */
async function axeFindings(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test.beforeAll(async ({ browser }, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  testInfo.setTimeout(60_000);
  seeded = await seed(browser, testInfo);
});

// The journeys after this one meet a hall with no announcement, screen link or live game of this one's.
test.afterAll(async ({ browser }) => {
  if (!seeded) return;
  const organiser = await browser.newContext();
  await organiser.addCookies(seeded.cookies);
  await closeLiveGame(organiser);
  for (const end of seeded.ends) {
    const ended = await organiser.request.post(`${baseURL}${end}`, {
      headers: { origin: baseURL },
    });
    expect(ended.ok(), end).toBe(true);
  }
  await organiser.close();
});

for (const size of SIZES) {
  test(`every admin page at ${size.width}x${size.height}: nothing clipped, axe finds nothing${size.axe === 'first page' ? ' on the first (the sidebar)' : ''}`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the organiser signs in once per run');
    test.setTimeout(240_000);
    const page = await organiserPage(browser, size);
    for (const [index, { name, path, prepare }] of adminPages(seeded!).entries()) {
      await test.step(name, async () => {
        await page.goto(path(seeded!));
        await expect(page.locator('.admin-shell')).toBeVisible();
        await expectSettled(page);
        if (prepare) {
          await prepare(page);
          // A full-page picture draws the sticky sidebar where the window was scrolled to.
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await page.screenshot({
          path: `test-results/admin-screens/${name}-${size.width}.png`,
          fullPage: true,
        });
        // Every finding is noted and the other pages still visited, so one run shows them all.
        const where = `${name} at ${size.width}`;
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        const tableControls =
          '.admin-table a, .admin-table button, .admin-table input, .admin-table select';
        expect
          .soft(await outsideSideways(page, tableControls), `${where}: table controls off-screen`)
          .toEqual([]);
        expect
          .soft(await clippedInTables(page), `${where}: table controls cut off by their table`)
          .toEqual([]);
        const menuShot =
          size.phone && name === 'dashboard'
            ? `test-results/admin-screens/menu-${size.width}.png`
            : undefined;
        expect.soft(await menuProblems(page, size, menuShot), `${where}: the menu`).toEqual([]);
        if (size.axe === 'every page' || index === 0)
          expect.soft(await axeFindings(page), `${where}: axe`).toEqual([]);
      });
    }
    await page.context().close();
  });
}
