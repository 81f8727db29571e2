// The announcements banner on a signed-in phone: the person's language, English when no Hindi was
// written, and a dismissal that this phone remembers.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../../common/api';
import { FakeEventSource } from '../../test/fake-event-source';

/** The banner in a fresh tab (its own live stream), in the language given. */
async function renderBanner({
  enabled = true,
  held = false,
  language = 'en',
}: { enabled?: boolean; held?: boolean; language?: 'en' | 'hi' } = {}) {
  vi.resetModules();
  const { AnnouncementBanner } = await import('./announcement-banner');
  const { initI18n } = await import('../../lib/i18n');
  const { I18nextProvider } = await import('react-i18next');
  const i18n = initI18n(language);
  await i18n.ready;
  const banner = (holding: boolean) => (
    <I18nextProvider i18n={i18n}>
      <AnnouncementBanner enabled={enabled} held={holding} />
    </I18nextProvider>
  );
  const rendered = render(banner(held));
  return { ...rendered, hold: (holding: boolean) => rendered.rerender(banner(holding)) };
}

const lunch: Announcement = {
  id: 'a1',
  text: { en: 'Lunch is served', hi: 'भोजन तैयार है' },
  startsAt: 0,
  endsAt: null,
};
const quiz: Announcement = {
  id: 'a2',
  text: { en: 'Quiz 2 opens at 3 pm', hi: '' },
  startsAt: 0,
  endsAt: null,
};

/** The server pushes the announcements showing now on the live stream. */
async function push(list: Announcement[]) {
  await act(async () => {
    FakeEventSource.opened.at(-1)!.emit('announcements', JSON.stringify(list));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the announcements banner', () => {
  it('shows each announcement in English, and goes when it ends', async () => {
    await renderBanner();
    await push([lunch, quiz]);
    expect(await screen.findByText('Lunch is served')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('region', { name: 'Announcement' })).toHaveLength(2);
    await push([quiz]);
    expect(screen.queryByText('Lunch is served')).toBeNull();
  });

  it('shows Hindi to a phone in Hindi, and English where no Hindi was written', async () => {
    await renderBanner({ language: 'hi' });
    await push([lunch, quiz]);
    expect(await screen.findByText('भोजन तैयार है')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('Quiz 2 opens at 3 pm')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('region', { name: 'घोषणा' })).toHaveLength(2);
  });

  it('hides a dismissed announcement on this phone, and still after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderBanner();
    await push([lunch, quiz]);
    const [dismissLunch] = await screen.findAllByRole('button', { name: 'Dismiss announcement' });
    await user.click(dismissLunch!);
    expect(screen.queryByText('Lunch is served')).toBeNull();
    expect(screen.getByText('Quiz 2 opens at 3 pm')).toBeVisible();
    unmount();

    await renderBanner();
    await push([lunch, quiz]);
    expect(await screen.findByText('Quiz 2 opens at 3 pm')).toBeVisible();
    expect(screen.queryByText('Lunch is served')).toBeNull();
  });

  it('holds an announcement that arrives during a quiz until the play is over', async () => {
    const { hold } = await renderBanner({ held: true });
    await push([lunch]);
    expect(screen.queryByText('Lunch is served')).toBeNull();
    hold(false);
    const shown = await screen.findByText('Lunch is served');
    // Inside the live region, so a screen reader hears it as it appears.
    expect(shown.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows nothing to someone signed out', async () => {
    await renderBanner({ enabled: false });
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });
});
