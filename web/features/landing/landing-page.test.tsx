// The landing page names the event in words under its logo, as organisers named it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../test/factories';
import { InLanguage } from '../../test/in-language';
import { renderWithApp } from '../../test/render';
import { LandingPage } from './landing-page';

const SPEC_EVENT = 'Utsav 2025 — CSO Central Cluster';

function renderLanding(name: string, language: 'en' | 'hi' = 'en') {
  const site = makeSite({ event: { name, timeZone: 'Asia/Kolkata' } });
  const element = (
    <InLanguage language={language}>
      <LandingPage />
    </InLanguage>
  );
  renderWithApp([{ path: '/', element }], ['/'], { site });
}

describe('the landing page', () => {
  it('shows a renamed event’s name as its heading, under the logo and above the way in', () => {
    renderLanding('Diwali Mela 2026 — Pune');

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Diwali Mela 2026 — Pune');
    expect(heading).toBeVisible();
    expect(heading).not.toHaveClass('visually-hidden');
    const logo = screen.getByRole('img', { name: 'Diwali Mela 2026 — Pune' });
    const way = screen.getByRole('link', { name: 'Register / Sign In' });
    expect(logo.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(heading.compareDocumentPosition(way)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('names the spec’s own event in Hindi to a reader in Hindi', async () => {
    renderLanding(SPEC_EVENT, 'hi');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'उत्सव 2025 — सीएसओ सेंट्रल क्लस्टर' }),
    ).toBeVisible();
  });

  it('shows a renamed event’s name as typed to a reader in Hindi', async () => {
    renderLanding('Diwali Mela 2026 — Pune', 'hi');

    expect(await screen.findByRole('link', { name: 'रजिस्टर / साइन इन करें' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Diwali Mela 2026 — Pune');
  });
});
