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

  it('goes back through history when it has more than 2 entries', async () => {
    withHistoryLength(3);
    renderWithApp(routes, ['/event', '/event-videos']);
    await act(async () => {
      screen.getByRole('button', { name: /Back/ }).click();
    });
    expect(screen.getByText('event screen')).toBeInTheDocument();
  });

  it('goes to /home when history has 2 entries or fewer', async () => {
    withHistoryLength(2);
    renderWithApp(routes, ['/event', '/event-videos']);
    await act(async () => {
      screen.getByRole('button', { name: /Back/ }).click();
    });
    expect(screen.getByText('home screen')).toBeInTheDocument();
  });

  it('uses its own fallback when given one', async () => {
    withHistoryLength(1);
    renderWithApp(routes, ['/fun-quiz']);
    await act(async () => {
      screen.getByRole('button', { name: /Back/ }).click();
    });
    expect(screen.getByText('fun screen')).toBeInTheDocument();
  });
});
