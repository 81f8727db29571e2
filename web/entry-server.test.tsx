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
});
