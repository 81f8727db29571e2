// The live game's way in, on every screen of a registered player's phone: it comes with a game's
// lobby and stays while the game runs, goes at its podium or when it closes, and waits while a quiz
// is in play; it is not shown to someone without a profile, nor on the game's own screen.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../common/api';
import type { LiveGameState } from '../../../common/live-game';
import { makeGame } from '../../test/live-game-factories';
import { makeMe } from '../../test/factories';
import { FakeEventSource } from '../../test/fake-event-source';
import { InLanguage } from '../../test/in-language';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { AppLayout } from '../../components/layout/app-layout';
import { holdScreen } from '../../components/layout/screen-takeover';

/** A screen inside the app's frame; `playing`: it holds the screen, as a quiz in play does. */
function renderApp(
  path: string,
  { playing = false, language = 'en' }: { playing?: boolean; language?: 'en' | 'hi' } = {},
) {
  function PlayingScreen() {
    useLayoutEffect(() => (playing ? holdScreen() : undefined), []);
    return <InLanguage language={language}>screen</InLanguage>;
  }
  return renderWithApp(
    [{ element: <AppLayout />, children: [{ path: '*', element: <PlayingScreen /> }] }],
    [path],
  );
}

/** The server pushes the game on the signed-in stream. */
async function push(game: LiveGameState | null) {
  await waitFor(() => expect(FakeEventSource.opened.at(-1)?.listeners.has('game')).toBe(true));
  await act(async () => {
    FakeEventSource.opened.at(-1)!.emit('game', JSON.stringify(game));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const joinLink = () => screen.queryByRole('link', { name: 'Live game: join' });

function signIn(me: Me = makeMe()) {
  server.use(http.get('/api/me', () => HttpResponse.json<Me>(me)));
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live game banner', () => {
  it('comes with the lobby, stays through the questions and goes at the podium', async () => {
    signIn();
    renderApp('/home');
    await push(null);
    expect(joinLink()).toBeNull();

    await push(makeGame({ phase: 'lobby' }));
    const link = await screen.findByRole('link', { name: 'Live game: join' });
    expect(link).toHaveAttribute('href', '/live-game');
    // In the announcements' live region, so a screen reader hears it arrive.
    expect(link.closest('[aria-live="polite"]')).not.toBeNull();
    await push(makeGame({ phase: 'question' }));
    expect(joinLink()).not.toBeNull();

    await push(makeGame({ phase: 'ended' }));
    expect(joinLink()).toBeNull();
    await push(makeGame({ phase: 'question' }));
    expect(await screen.findByRole('link', { name: 'Live game: join' })).toBeVisible();
    await push(null);
    expect(joinLink()).toBeNull();
  });

  it('says it in Hindi on a phone in Hindi', async () => {
    signIn();
    renderApp('/home', { language: 'hi' });
    await push(makeGame({ phase: 'lobby' }));
    expect(await screen.findByRole('link', { name: 'लाइव गेम: शामिल हों' })).toBeVisible();
  });

  it('waits while a quiz is in play', async () => {
    signIn();
    renderApp('/fun-quiz', { playing: true });
    await push(makeGame({ phase: 'lobby' }));
    expect(joinLink()).toBeNull();
  });

  it('is not on the game’s own screen', async () => {
    signIn();
    renderApp('/live-game');
    await push(makeGame({ phase: 'lobby' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(joinLink()).toBeNull();
  });

  it('is not shown to someone without a profile', async () => {
    signIn(makeMe({ profile: null }));
    renderApp('/profile');
    await push(makeGame({ phase: 'lobby' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(joinLink()).toBeNull();
  });
});
