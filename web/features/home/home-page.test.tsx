// Home names the event in words under the logos, says which contest is open now (or counts down to
// the next) and which polls, word clouds and the like run now, above the six ways into it.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { QuizList } from '../../../common/api';
import { makeCloud, makePoll } from '../engage/engage-test-factories';
import { makeMe, makeQuizList, makeSite } from '../../test/factories';
import { FakeEventSource } from '../../test/fake-event-source';
import { InLanguage } from '../../test/in-language';
import { useLocation } from 'react-router';
import { seenRequests, server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { HomePage } from './home-page';

function renderHome(name: string, language: 'en' | 'hi' = 'en', quizzes = makeQuizList()) {
  server.use(
    http.get('/api/me', () => HttpResponse.json(makeMe())),
    http.get('/api/quizzes', () => HttpResponse.json(quizzes)),
  );
  const site = makeSite({ event: { name, timeZone: 'Asia/Kolkata' } });
  const element = (
    <InLanguage language={language}>
      <HomePage />
    </InLanguage>
  );
  const quiz = <QuizScreen />;
  renderWithApp(
    [
      { path: '/home', element },
      { path: '/fun-quiz', element: quiz },
    ],
    ['/home'],
    { site },
  );
}

/** Stands in for the quiz: which one it was asked to play, and how. */
function QuizScreen() {
  const state: unknown = useLocation().state;
  return <p>{`playing ${JSON.stringify(state)}`}</p>;
}

const contest = makeQuizList().open[1]!;
const day = (id: string, en: string, played: QuizList['open'][number]['played'] = null) => ({
  ...contest,
  id,
  title: { en, hi: 'दिन की क्विज़' },
  played,
});

describe('home', () => {
  it('shows a renamed event’s name as its heading, between the logos and the six ways in', async () => {
    renderHome('Diwali Mela 2026 — Pune');

    const heading = screen.getByRole('heading', { level: 1, name: 'Diwali Mela 2026 — Pune' });
    expect(heading).toBeVisible();
    expect(heading).not.toHaveClass('visually-hidden');
    const logo = screen.getByRole('img', { name: 'Utsav' });
    const ways = screen.getByRole('navigation', { name: 'Home' });
    expect(logo.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(heading.compareDocumentPosition(ways)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await screen.findByRole('img', { name: 'Kanpur regional office' })).toBeVisible();
  });

  it('names the spec’s own event in Hindi to a reader in Hindi', async () => {
    renderHome('Utsav 2025 — CSO Central Cluster', 'hi');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'उत्सव 2025 — सीएसओ सेंट्रल क्लस्टर' }),
    ).toBeVisible();
  });

  it('says which contest is open now, and leads straight into its play', async () => {
    const user = userEvent.setup();
    renderHome('Utsav', 'en', {
      now: Date.now(),
      open: [day('quiz1', 'Day 1 Quiz')],
      upcoming: [],
    });

    const open = await screen.findByRole('link', { name: 'Open now Day 1 Quiz' });
    const ways = screen.getByRole('navigation', { name: 'Home' });
    expect(open.compareDocumentPosition(ways)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await user.click(open);
    expect(await screen.findByText('playing {"quizId":"quiz1","serverGraded":true}')).toBeVisible();
  });

  it('counts down to the next contest when the one open has been played', async () => {
    renderHome('Utsav', 'en', {
      now: Date.now(),
      open: [day('quiz1', 'Day 1 Quiz', { status: 'completed', score: 4, total: 5 })],
      upcoming: [{ ...day('quiz2', 'Day 2 Quiz'), opensAt: Date.now() + 754_500 }],
    });

    expect(await screen.findByRole('timer')).toHaveTextContent('Opens in 12:35');
    expect(screen.getByText('Day 2 Quiz')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Open now/ })).toBeNull();
  });

  it('says it in Hindi to a reader in Hindi', async () => {
    renderHome('Utsav', 'hi', {
      now: Date.now(),
      open: [day('quiz1', 'Day 1 Quiz')],
      upcoming: [],
    });

    expect(await screen.findByRole('link', { name: 'अभी खुला है दिन की क्विज़' })).toBeVisible();
  });

  it('says nothing of quizzes when no contest is open or opening within a day', async () => {
    renderHome('Utsav', 'en', {
      now: Date.now(),
      open: makeQuizList().open.filter((quiz) => quiz.kind === 'practice'),
      upcoming: [{ ...day('quiz2', 'Day 2 Quiz'), opensAt: Date.now() + 25 * 3600_000 }],
    });

    expect(await screen.findByRole('navigation', { name: 'Home' })).toBeVisible();
    // The list was read and its answer rendered: still no word of a quiz.
    await waitFor(() => expect(seenRequests).toContain('GET /api/quizzes'));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText(/Day 2 Quiz|Open now/)).toBeNull();
  });

  it('shows a card for each poll, word cloud and the like running now, straight into it', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    renderHome('Utsav');
    const push = async (activities: unknown[], now: number) => {
      await waitFor(() =>
        expect(FakeEventSource.opened.at(-1)?.listeners.has('engage')).toBe(true),
      );
      await act(async () => {
        FakeEventSource.opened.at(-1)!.emit('engage', JSON.stringify({ activities, now }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    };
    const poll = makePoll();
    const cloud = makeCloud();
    await push([poll, cloud], poll.startsAt + 1);
    const cards = await screen.findByRole('list', { name: 'Live now' });
    const links = within(cards).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['PollLunch or a walk?Vote', `/engage/${poll.id}`],
      ['Word cloudOne word for todaySend a word', `/engage/${cloud.id}`],
    ]);
    await push([], poll.startsAt + 2);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Live now' })).toBeNull());
    vi.unstubAllGlobals();
  });
});
