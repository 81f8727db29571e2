// The venue screen as a hall reads it: twelve teams named up to 20 characters and two announcements
// of 280 characters in English and Hindi, on a screen of 1280x720 and one of 1920x1080 (and one of
// 3840x2160, measured only), in English and in Hindi. Every text's rendered size is measured
// against the rule (standings never under 1/30 of the screen's height, nothing under 1/45), every
// team's row is on the screen and every name is whole. A server of its own, so its teams and
// announcements meet no other journey.
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { addSessionCookie, type JourneyServer } from './sessions.js';
import { expectNoAxeViolations, newPage, saveScreenshot, startOwnServer } from './support.js';

const ORGANISER_DIGITS = '9000012362';

/** Twenty characters each, the longest a team's name is promised to show whole. */
const TEAM_NAMES = [
  'Lucknow Roaring Lion',
  'Varanasi Ghat Risers',
  'Kanpur Kings United',
  'Bhopal Lakeside Star',
  'Gorakhpur Gold Eagle',
  'Prayagraj Sangam XI',
  'Central Office Titan',
  'Agra Taj Trailblazer',
  'Meerut Meteor Squad',
  'Bareilly Brave Heart',
  'Jhansi Fort Defender',
  'MUMBAI MAHARAJAS WIN',
];

/** 280 characters exactly: the most an announcement holds. */
const fill = (text: string) => text.repeat(Math.ceil(280 / text.length)).slice(0, 280);
const ANNOUNCEMENTS = [
  {
    en: fill(
      'The second quiz opens at 3 pm in Hall A: bring your phone, sign in, and sit with your team. ',
    ),
    hi: fill('दूसरी क्विज़ दोपहर 3 बजे हॉल A में खुलेगी: अपना फ़ोन लाएँ, साइन इन करें और अपनी टीम के साथ बैठें। '),
  },
  {
    en: fill(
      'Lunch is served in the atrium until 2 pm; the photo booth by the stage is open all day. ',
    ),
    hi: fill('दोपहर 2 बजे तक एट्रियम में भोजन परोसा जा रहा है; मंच के पास फ़ोटो बूथ पूरे दिन खुला है। '),
  },
];

/** The hall's screens: the rule holds at each, and a 4K one is measured without a picture. */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

test.describe.configure({ mode: 'serial' });

let own: { server: JourneyServer; process: ChildProcess } | undefined;
let screenAddress: string;

test.afterAll(() => {
  own?.process.kill('SIGTERM');
  own = undefined;
});

async function organiserRequest(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  await addSessionCookie(context, ORGANISER_DIGITS, own!.server);
  return context.request;
}

/** Renames the seven standard teams and adds five, each named in 20 characters. */
async function twelveTeams(api: APIRequestContext): Promise<void> {
  const at = (path: string) => `${own!.server.baseURL}${path}`;
  type Team = { key: string; office: { en: string; hi: string }; capacity: number };
  const setup = (await (await api.get(at('/api/admin/setup'))).json()) as {
    site: { teams: Team[] };
  };
  const teams = setup.site.teams;
  for (const [index, name] of TEAM_NAMES.entries()) {
    const team = teams[index];
    const data = {
      office: team?.office ?? { en: `Office ${index + 1}`, hi: '' },
      label: { en: name, hi: '' },
      capacity: 40,
    };
    const response = team
      ? await api.put(at(`/api/admin/setup/teams/${team.key}`), { data })
      : await api.post(at('/api/admin/setup/teams'), { data });
    expect(response.status(), await response.text()).toBe(200);
  }
}

async function setUpTheHall(browser: Browser, testInfo: TestInfo): Promise<void> {
  const dir = `.tmp/e2e-screen-hall-${testInfo.project.name}`;
  fs.rmSync(dir, { recursive: true, force: true });
  own = await startOwnServer({
    port: Number(process.env.E2E_PORT ?? 4180) + 9,
    dir,
    adminDigits: ORGANISER_DIGITS,
  });
  const api = await organiserRequest(browser);
  await twelveTeams(api);
  for (const text of ANNOUNCEMENTS) {
    const data = { text, startsAt: null, endsAt: null };
    const sent = await api.post(`${own.server.baseURL}/api/admin/announcements`, { data });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const made = await api.post(`${own.server.baseURL}/api/admin/screens`, {
    data: { name: 'Main hall', quizId: null, names: 'first_team' },
  });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as { token: string };
  screenAddress = `${own.server.baseURL}/screen/${token}`;
}

type Reading = {
  tooSmall: string[];
  /** A live game's texts and lists that do not fit their box. */
  liveCut: string[];
  rowsOffScreen: string[];
  namesCut: string[];
  names: string[];
  announcementsCut: number;
  scrolls: boolean;
};

/**
 * Reads the screen as it is drawn: every visible text's font size against its floor, each team's
 * row against the window, each name against its column, each announcement against its band.
 */
function readTheScreen(page: Page): Promise<Reading> {
  return page.evaluate(() => {
    const height = window.innerHeight;
    const tooSmall: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      if (!ownText || !element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Words only a screen reader is given are drawn one pixel square.
      if (box.width <= 1 || box.height <= 1) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      const standings = '.screen-standings tbody, .screen-live-teams li, .screen-live-joined li';
      const floor = element.closest(standings) ? height / 30 : height / 45;
      if (size < floor - 0.01)
        tooSmall.push(`${element.textContent.trim().slice(0, 30)}: ${size.toFixed(1)}px`);
    }
    const rows = Array.from(document.querySelectorAll<HTMLElement>('.screen-standings tbody tr'));
    const nameCells = Array.from(document.querySelectorAll<HTMLElement>('.screen-team-name'));
    const liveBoxes = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.screen-live-text, .screen-live-option-text, .screen-live-explanation-text, .screen-live-joined ul, .screen-live-teams ol, .screen-live .screen-team-name, .screen-live-podium li',
      ),
    );
    return {
      tooSmall,
      liveCut: liveBoxes
        .filter(
          (box) =>
            box.scrollHeight > box.clientHeight + 1 ||
            box.scrollWidth > box.clientWidth + 1 ||
            box.getBoundingClientRect().bottom > height,
        )
        .map((box) => box.textContent.trim().slice(0, 40)),
      rowsOffScreen: rows
        .filter((row) => {
          const box = row.getBoundingClientRect();
          return box.top < 0 || box.bottom > height;
        })
        .map((row) => row.textContent),
      namesCut: nameCells
        .filter(
          (name) =>
            name.scrollWidth > name.clientWidth ||
            name.scrollHeight > name.clientHeight + 1 ||
            getComputedStyle(name).textOverflow === 'ellipsis',
        )
        .map((name) => name.textContent),
      names: nameCells.map((name) => name.textContent),
      announcementsCut: Array.from(
        document.querySelectorAll<HTMLElement>('.screen-announcement'),
      ).filter((band) => band.scrollHeight > band.clientHeight + 1).length,
      scrolls: document.documentElement.scrollHeight > height,
    };
  });
}

async function expectReadableFromTheBack(page: Page): Promise<void> {
  await expect(page.locator('.screen-standings tbody tr')).toHaveCount(12);
  const reading = await readTheScreen(page);
  expect(reading.tooSmall, 'texts under the rule').toEqual([]);
  expect(reading.rowsOffScreen, 'teams off the screen').toEqual([]);
  expect(reading.namesCut, 'names cut').toEqual([]);
  expect(reading.names.sort()).toEqual([...TEAM_NAMES].sort());
  expect(reading.announcementsCut, 'announcements cut').toBe(0);
  expect(reading.scrolls).toBe(false);
}

/** Keeps the screen's picture under test-results/screens, beside the other journeys'. */
const keep = (page: Page, testInfo: TestInfo, name: string) => saveScreenshot(page, testInfo, name);

test('every text on the venue screen reads from the back of a hall, every team on it and every name whole', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one hall per run');
  test.setTimeout(120_000);
  await setUpTheHall(browser, testInfo);

  for (const size of SIZES) {
    const page = await newPage(browser, size);
    // The clock is the page's own, so the announcements' turns can be stepped through at once.
    await page.clock.install();
    await page.goto(screenAddress);
    for (const language of ['en', 'hi'] as const) {
      if (language === 'hi') {
        await page.evaluate(() => localStorage.setItem('utsav.language', 'hi'));
        await page.reload();
      }
      const announcement = page.getByRole('region', {
        name: language === 'hi' ? 'घोषणा' : 'Announcement',
      });
      // Each announcement's turn in each language: four turns of ten seconds.
      const shown = new Set<string>();
      for (const turn of [0, 1, 2, 3]) {
        if (turn > 0) await page.clock.runFor(10_000);
        await expect(announcement).toBeVisible();
        await expectReadableFromTheBack(page);
        shown.add((await announcement.textContent())!.trim());
        if (turn === 0 && size.width <= 1920) {
          // Colours and names are the same at every size: axe reads the hall's usual screen.
          // Each phase's colours and names once, at the hall's usual size (the Hindi texts' language
          // is axe's to check on the screen's other views, above).
          if (size.width === 1920 && language === 'en') await expectNoAxeViolations(page);
          await keep(page, testInfo, `screen-hall-${size.width}-${language}`);
        }
      }
      expect([...shown].sort()).toEqual(
        ANNOUNCEMENTS.flatMap(({ en, hi }) => [en.trim(), hi.trim()]).sort(),
      );
    }
    await page.context().close();
  }
});

test('the last minute before a contest and the podium after one take the whole screen', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one hall per run');
  test.skip(!own, 'needs the hall set up');
  test.setTimeout(60_000);
  const page = await newPage(browser, { width: 1920, height: 1080 });
  let moment: 'countdown' | 'podium' = 'countdown';
  // The screen's read, given a contest a minute from opening or one just closed: the moments are
  // the server's to decide (its own tests), the page's to show at a hall's size.
  await page.route('**/api/screen/*', async (route) => {
    const response = await route.fetch();
    const state = (await response.json()) as {
      now: number;
      teams: { key: string; label: string; points: number }[];
      quizzes: { next: unknown };
      podium: unknown;
    };
    const title = { en: 'Grand Final Quiz', hi: 'ग्रैंड फ़ाइनल क्विज़' };
    if (moment === 'countdown')
      state.quizzes.next = { id: 'final', title, opensAt: state.now + 45_000 };
    else {
      const [first, second, third] = state.teams;
      const player = (rank: number, name: string, team: string, score: number, ms: number) => ({
        rank,
        name: `${name} · ${team}`,
        teamKey: 'x',
        score,
        timeTakenMs: ms,
      });
      state.podium = {
        quiz: { id: 'final', title },
        closedAt: state.now - 2_000,
        until: state.now + 43_000,
        teams: [
          { ...first!, points: 42 },
          { ...second!, points: 37 },
          { ...third!, points: 29 },
        ],
        players: [
          player(1, 'Meena', first!.label, 5, 38_400),
          player(2, 'Ravi', second!.label, 5, 44_100),
          player(3, 'Asha', third!.label, 4, 29_900),
        ],
      };
    }
    await route.fulfill({ response, json: state });
  });
  for (const language of ['en', 'hi'] as const) {
    if (language === 'hi') await page.evaluate(() => localStorage.setItem('utsav.language', 'hi'));
    moment = 'countdown';
    await page.goto(screenAddress);
    await expect(page.getByRole('timer')).toHaveText(/^0:4\d$/);
    expect((await readTheScreen(page)).tooSmall).toEqual([]);
    await expectNoAxeViolations(page);
    await keep(page, testInfo, `screen-hall-countdown-${language}`);

    moment = 'podium';
    await page.reload();
    await expect(page.locator('.screen-stand')).toHaveCount(3);
    expect((await readTheScreen(page)).tooSmall).toEqual([]);
    await expectNoAxeViolations(page);
    await keep(page, testInfo, `screen-hall-podium-${language}`);
  }
  await page.context().close();
});

/** A live game on the hall's twelve teams, as the screen's read carries it, with long texts. */
function liveGameIn(
  phase: 'lobby' | 'question' | 'reveal' | 'ended',
  { now, teams }: { now: number; teams: { key: string; label: string }[] },
) {
  const question = {
    index: 3,
    id: 4,
    text: 'Which of these cities, home to the Bara Imambara, the Rumi Darwaza and a famous chikankari embroidery, is the capital of Uttar Pradesh?',
    options: [
      'Lucknow, the city of nawabs',
      'Kanpur on the Ganga',
      'Prayagraj, where the rivers meet',
      'Varanasi',
      'Agra, the city of the Taj',
      'Gorakhpur',
    ],
    image: null,
    seconds: 20,
    deadline: now + 15_000,
    pausedLeftMs: null,
  };
  const points = teams.map((team, index) => ({ team: team.key, count: 240 - index * 17 }));
  return {
    state: {
      id: 'grand-final',
      title: { en: 'Grand Final Live', hi: 'ग्रैंड फ़ाइनल लाइव' },
      phase,
      advance: 'host',
      screens: null,
      questionCount: 10,
      joined: teams.map((team, index) => ({ team: team.key, count: 40 + index * 7 })),
      joinedTotal: 942,
      question: phase === 'question' || phase === 'reveal' ? question : null,
      reveal:
        phase === 'reveal'
          ? {
              answer: 0,
              counts: [412, 120, 38, 77, 5, 61],
              explanation:
                'Lucknow has been the capital of Uttar Pradesh since 1950; Kanpur is its largest industrial city, and Prayagraj holds the High Court.',
              nextAt: null,
            }
          : null,
      teams: points,
      now,
    },
    podium:
      phase === 'ended'
        ? {
            teams: points.slice(0, 3),
            players: ['Meena', 'Ravi', 'Asha', 'Farhan', 'Gurpreet'].map((name, index) => ({
              rank: index + 1,
              name: `${name} · ${teams[index]!.label}`,
              team: teams[index]!.key,
              points: 10 - index,
            })),
          }
        : null,
  };
}

test('a live game reads from the back of the hall: its lobby, a question, its reveal and its podium', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one hall per run');
  test.skip(!own, 'needs the hall set up');
  // Sixteen pictures and four axe readings: room for a machine running other things beside.
  test.setTimeout(150_000);
  let phase: 'lobby' | 'question' | 'reveal' | 'ended' = 'lobby';
  const shown = {
    lobby: '.screen-live-joined li',
    question: '.screen-live-option',
    reveal: '.screen-live-team',
    ended: '.screen-stand',
  };
  for (const size of SIZES.slice(0, 2)) {
    const page = await newPage(browser, size);
    // The phases are the server's to run (its own tests); the page's to show at a hall's size.
    await page.route('**/api/screen/*', async (route) => {
      const response = await route.fetch();
      const state = (await response.json()) as Parameters<typeof liveGameIn>[1];
      await route.fulfill({ response, json: { ...state, liveGame: liveGameIn(phase, state) } });
    });
    for (const language of ['en', 'hi'] as const) {
      if (language === 'hi')
        await page.evaluate(() => localStorage.setItem('utsav.language', 'hi'));
      for (phase of ['lobby', 'question', 'reveal', 'ended'] as const) {
        await page.goto(screenAddress);
        await expect(page.locator(shown[phase]).first()).toBeVisible();
        await keep(page, testInfo, `screen-hall-live-${phase}-${size.width}-${language}`);
        const reading = await readTheScreen(page);
        expect(reading.tooSmall, `${phase}: texts under the rule`).toEqual([]);
        expect(reading.liveCut, `${phase}: texts cut`).toEqual([]);
        // Each phase's colours and names once, at the hall's usual size (the Hindi texts' language
        // is axe's to check on the screen's other views, above).
        if (size.width === 1920 && language === 'en') await expectNoAxeViolations(page);
      }
    }
    await page.context().close();
  }
});
