// The frame around every screen, and how it steps aside while a screen (a quiz in play) takes the
// whole screen: no header, language switch, navigation or footer until it gives it back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLayoutEffect, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { AppLayout } from './app-layout';
import { holdScreen } from './screen-takeover';

/** A screen that takes the whole screen while its switch is on, as a quiz does while in play. */
function TakingScreen() {
  const [playing, setPlaying] = useState(false);
  useLayoutEffect(() => (playing ? holdScreen() : undefined), [playing]);
  return (
    <button type="button" onClick={() => setPlaying(!playing)}>
      {playing ? 'End the play' : 'Start the play'}
    </button>
  );
}

beforeEach(() => {
  server.use(
    http.get('/api/me', () =>
      HttpResponse.json(
        { error: { code: 'not_signed_in', message: 'Not signed in' } },
        { status: 401 },
      ),
    ),
  );
});

describe('the frame while a screen takes the whole screen', () => {
  it('steps aside, and comes back when the screen gives it back', async () => {
    const user = userEvent.setup();
    renderWithApp(
      [{ element: <AppLayout />, children: [{ path: '/fun-quiz', element: <TakingScreen /> }] }],
      ['/fun-quiz'],
    );
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Hindi' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start the play' }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to Hindi' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('button', { name: 'End the play' }),
    );

    await user.click(screen.getByRole('button', { name: 'End the play' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('gives the screen back when the screen that took it goes', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(
      [
        {
          element: <AppLayout />,
          children: [
            { path: '/fun-quiz', element: <TakingScreen /> },
            { path: '/fun', element: <p>fun screen</p> },
          ],
        },
      ],
      ['/fun-quiz'],
    );
    await user.click(await screen.findByRole('button', { name: 'Start the play' }));
    await router.navigate('/fun');
    expect(await screen.findByText('fun screen')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
