// The server's render of the public screens (entry-server.tsx): the event's name is words in the
// page a phone paints before the app's code arrives, on the landing page and the sign-in screen.
import { describe, expect, it } from 'vitest';
import { renderScreen } from './entry-server';
import { makeSite } from './test/factories';

const site = makeSite({
  event: { name: 'Diwali Mela 2026 — Pune & Nagpur', timeZone: 'Asia/Kolkata' },
});

/** The text of the rendered markup's level-one headings. */
function headingsOf(markup: string): string[] {
  const page = new DOMParser().parseFromString(markup, 'text/html');
  return [...page.querySelectorAll('h1')].map((heading) => heading.textContent ?? '');
}

describe('the prerendered public screens', () => {
  it.each(['/', '/register'])('name the event as the heading of %s', async (path) => {
    const markup = await renderScreen(path, site);

    expect(headingsOf(markup)).toEqual(['Diwali Mela 2026 — Pune & Nagpur']);
    expect(markup).toContain('<h1 class="event-name">Diwali Mela 2026 — Pune &amp; Nagpur</h1>');
  });

  it('draws Home for someone with a session as their screen, and as a wait for anyone else', async () => {
    const signedIn = new DOMParser().parseFromString(
      await renderScreen('/home', site, { signedIn: true }),
      'text/html',
    );
    expect(headingsOf(signedIn.body.innerHTML)).toEqual(['Diwali Mela 2026 — Pune & Nagpur']);
    // The ways into the event are links before the app has started.
    const ways = [...signedIn.querySelectorAll('nav.home-grid a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(ways).toEqual([
      '/team-dashboard',
      '/quizcontest',
      '/gallery',
      '/fun',
      '/event',
      '/teams',
    ]);
    expect(signedIn.body.textContent).not.toContain('Loading...');

    const frame = new DOMParser().parseFromString(await renderScreen('/home', site), 'text/html');
    expect(frame.querySelector('nav.home-grid')).toBeNull();
    expect(frame.querySelector('p.page-status')?.textContent).toBe('Loading...');
  });
});
