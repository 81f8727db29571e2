// Home names the event in words under the logos, above the six ways into it.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMe, makeSite } from '../../test/factories';
import { InLanguage } from '../../test/in-language';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { HomePage } from './home-page';

function renderHome(name: string, language: 'en' | 'hi' = 'en') {
  server.use(http.get('/api/me', () => HttpResponse.json(makeMe())));
  const site = makeSite({ event: { name, timeZone: 'Asia/Kolkata' } });
  const element = (
    <InLanguage language={language}>
      <HomePage />
    </InLanguage>
  );
  renderWithApp([{ path: '/home', element }], ['/home'], { site });
}

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
});
