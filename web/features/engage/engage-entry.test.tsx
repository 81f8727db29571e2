// The way into the live activities on a registered player's phone: one banner on every screen (in
// the announcements' live region), the latest activity's, dismissible for that activity; not on
// Engage's own screens, nor for someone without a profile.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../common/api';
import type { LiveActivity } from '../../../common/engage';
import { AppLayout } from '../../components/layout/app-layout';
import { makeMe } from '../../test/factories';
import { FakeEventSource } from '../../test/fake-event-source';
import { InLanguage } from '../../test/in-language';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { CLOUD_ID, ENGAGE_NOW, makeCloud, makePoll, POLL_ID } from './engage-test-factories';

/** Each push is later than the last: the tab keeps the latest of them across tests. */
let clock = ENGAGE_NOW;

async function push(activities: LiveActivity[]) {
  await waitFor(() => expect(FakeEventSource.opened.at(-1)?.listeners.has('engage')).toBe(true));
  await act(async () => {
    FakeEventSource.opened
      .at(-1)!
      .emit('engage', JSON.stringify({ activities, now: (clock += 1_000) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

function renderApp(path: string, language: 'en' | 'hi' = 'en') {
  return renderWithApp(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/home', element: <InLanguage language={language}>home</InLanguage> },
          { path: '*', element: <InLanguage language={language}>screen</InLanguage> },
        ],
      },
    ],
    [path],
  );
}

function signIn(me: Me = makeMe()) {
  server.use(http.get('/api/me', () => HttpResponse.json<Me>(me)));
}

const pollLink = () => screen.queryByRole('link', { name: 'Poll: Lunch or a walk? — Vote' });

beforeEach(() => {
  localStorage.clear();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the banner of live activities', () => {
  it('comes with an activity, leads into it, and goes when it ends', async () => {
    signIn();
    renderApp('/home');
    await push([]);
    expect(pollLink()).toBeNull();

    await push([makePoll()]);
    const link = await screen.findByRole('link', { name: 'Poll: Lunch or a walk? — Vote' });
    expect(link).toHaveAttribute('href', `/engage/${POLL_ID}`);
    expect(link.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();

    await push([]);
    await waitFor(() => expect(pollLink()).toBeNull());
  });

  it('shows one banner for several, the latest to start, with the way to them all', async () => {
    signIn();
    renderApp('/home');
    await push([makePoll(), makeCloud()]);
    const cloud = await screen.findByRole('link', {
      name: 'Word cloud: One word for today — Send a word',
    });
    expect(cloud).toHaveAttribute('href', `/engage/${CLOUD_ID}`);
    expect(screen.getByRole('link', { name: 'See all 2' })).toHaveAttribute('href', '/engage');
    expect(pollLink()).toBeNull();
    expect(screen.getAllByRole('region', { name: 'Live now' })).toHaveLength(1);
  });

  it('is dismissed for that activity alone, and stays dismissed', async () => {
    const user = userEvent.setup();
    signIn();
    const { unmount } = renderApp('/home');
    await push([makePoll(), makeCloud()]);
    const banner = (await screen.findByRole('link', { name: /^Word cloud:/ })).closest('section')!;
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(
      await screen.findByRole('link', { name: 'Poll: Lunch or a walk? — Vote' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Word cloud:/ })).toBeNull();
    unmount();

    renderApp('/home');
    await push([makePoll(), makeCloud()]);
    await screen.findByRole('link', { name: 'Poll: Lunch or a walk? — Vote' });
    expect(screen.queryByRole('link', { name: /^Word cloud:/ })).toBeNull();
  });

  it('is not on Engage’s own screens', async () => {
    signIn();
    renderApp(`/engage/${POLL_ID}`);
    await push([makePoll()]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(pollLink()).toBeNull();
  });

  it('is not shown to someone without a profile', async () => {
    signIn(makeMe({ profile: null }));
    renderApp('/profile');
    await push([makePoll()]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(pollLink()).toBeNull();
  });

  it('says it in Hindi on a phone in Hindi', async () => {
    signIn();
    renderApp('/home', 'hi');
    await push([makePoll()]);
    expect(await screen.findByRole('link', { name: 'पोल: भोजन या सैर? — वोट दें' })).toBeVisible();
  });
});
