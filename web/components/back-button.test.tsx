import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { BackButton } from './back-button';

const routes = [
  { path: '/home', element: <p>home screen</p> },
  { path: '/fun', element: <p>fun screen</p> },
  { path: '/event', element: <p>event screen</p> },
  { path: '/event-videos', element: <BackButton /> },
  { path: '/fun-quiz', element: <BackButton fallback="/fun" /> },
];

function withHistoryLength(length: number) {
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(length);
}

describe('the Back button', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // [what it does, the history's length, the entries it was opened on, the screen it leads to]
  it.each([
    [
      'goes back through history when it has more than 2 entries',
      3,
      ['/event', '/event-videos'],
      'event screen',
    ],
    [
      'goes to /home when history has 2 entries or fewer',
      2,
      ['/event', '/event-videos'],
      'home screen',
    ],
    ['uses its own fallback when given one', 1, ['/fun-quiz'], 'fun screen'],
  ])('%s', async (_does, historyLength, entries, shown) => {
    withHistoryLength(historyLength);
    renderWithApp(routes, entries);
    await act(async () => {
      screen.getByRole('button', { name: /Back/ }).click();
    });
    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});
