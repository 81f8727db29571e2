import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayStanding } from '../../../common/api';
import { makeResult, makeSite, makeTeam } from '../../test/factories';
import { InLanguage } from '../../test/in-language';
import { renderWithApp } from '../../test/render';
import { celebrationOf, Finished, PastAttempt } from './quiz-result';

const sholay = {
  ...makeTeam('bhopal', 'Bhopal', 'Sholay', 40),
  label: { en: 'Sholay', hi: 'शोले' },
};
const site = makeSite({ teams: [sholay] });
const standing: PlayStanding = {
  team: 'bhopal',
  gained: 4,
  teamPlace: 3,
  teams: 7,
  place: 12,
  players: 240,
  nextQuiz: {
    id: 'quiz2',
    title: { en: '2nd September 2025 - Quiz', hi: '2 सितंबर 2025 - क्विज़' },
    // 2 Sept 2025, 3:00 pm in Kolkata.
    opensAt: Date.UTC(2025, 8, 2, 9, 30),
  },
};

const show = (element: React.ReactElement) =>
  renderWithApp([{ path: '*', element }], ['/fun-quiz'], { site });

describe('a quiz’s result', () => {
  it('says what the play added to the team, the team’s place and the player’s own, then what comes next', () => {
    show(<Finished score={4} total={5} timeTakenSec={42} standing={standing} />);
    const summary = screen.getByRole('status');
    expect(within(summary).getByText('Your score: 4 / 5')).toBeVisible();
    expect(within(summary).getByText('Time taken: 42 seconds')).toBeVisible();
    expect(within(summary).getByText('Added to your team').nextSibling).toHaveTextContent(
      'Sholay +4',
    );
    expect(within(summary).getByText("Your team's place now").nextSibling).toHaveTextContent(
      '3 of 7 teams',
    );
    expect(within(summary).getByText('Your place in this quiz').nextSibling).toHaveTextContent(
      '12 of 240 players',
    );
    const next = screen.getByRole('navigation', { name: 'What next' });
    expect(next).toHaveTextContent('2nd September 2025 - Quiz: opens 2 Sept, 3:00 pm');
    expect(within(next).getByRole('link', { name: 'Quiz Score Board' })).toHaveAttribute(
      'href',
      '/quiz-leaderboard',
    );
    expect(within(next).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });

  it('leaves out the next quiz when none is scheduled, and a place the server could not give', () => {
    show(
      <Finished
        score={1}
        total={5}
        timeTakenSec={30}
        standing={{ ...standing, nextQuiz: null, teamPlace: null, place: null }}
      />,
    );
    expect(screen.getByText('Sholay +4')).toBeVisible();
    expect(screen.queryByText(/of 7 teams/)).toBeNull();
    expect(screen.queryByText(/players/)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'What next' })).not.toHaveTextContent('opens');
  });

  it('celebrates as much as the result: nothing for 0, confetti for full marks', () => {
    expect([0, 1, 2, 3, 4, 5].map((score) => celebrationOf(score, 5))).toEqual([
      'none',
      'some',
      'some',
      'most',
      'most',
      'all',
    ]);
    expect(celebrationOf(0, 0)).toBe('none');

    const { container, unmount } = show(
      <Finished score={0} total={5} timeTakenSec={50} standing={{ ...standing, gained: 0 }} />,
    );
    expect(container.querySelector('.quiz-confetti')).toBeNull();
    expect(screen.getByText('Sholay +0')).toBeVisible();
    expect(screen.queryByText(/Full marks|Great play|Nicely done/)).toBeNull();
    unmount();

    const full = show(<Finished score={5} total={5} timeTakenSec={50} standing={standing} />);
    const confetti = full.container.querySelector('.quiz-confetti');
    expect(confetti).toHaveAttribute('aria-hidden', 'true');
    expect(confetti!.children.length).toBeGreaterThan(20);
    expect(screen.getByText('Full marks!')).toBeVisible();
  });

  it('shows a practice round’s score with no standing and no way on', () => {
    show(<Finished score={3} total={5} timeTakenSec={20} />);
    expect(screen.getByText('Your score: 3 / 5')).toBeVisible();
    expect(screen.queryByText('Added to your team')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a reopened result with its standing, after saying it was played', () => {
    show(<PastAttempt attempt={makeResult({ score: 4, timeTakenSec: 42, standing })} />);
    expect(screen.getByText('You have already played this quiz.')).toBeVisible();
    expect(screen.getByText('Sholay +4')).toBeVisible();
    expect(screen.getByText('12 of 240 players')).toBeVisible();
  });

  it('reads in Hindi, the team by its Hindi name', async () => {
    show(
      <InLanguage language="hi">
        <Finished score={5} total={5} timeTakenSec={42} standing={standing} />
      </InLanguage>,
    );
    expect(await screen.findByText('शोले +4')).toBeVisible();
    expect(screen.getByText('पूरे अंक!')).toBeVisible();
    expect(screen.getByText('7 टीमों में से 3')).toBeVisible();
    expect(screen.getByText('240 खिलाड़ियों में से 12')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'आगे क्या' })).toHaveTextContent(
      '2 सितंबर 2025 - क्विज़',
    );
  });
});
