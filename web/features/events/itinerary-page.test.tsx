// The itinerary screen reads the event's days and programme as text, in the reader's language.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicSite } from '../../../common/api';
import { makeImage, makeSite } from '../../test/factories';
import { InLanguage } from '../../test/in-language';
import { renderWithApp } from '../../test/render';
import { ItineraryPage } from './itinerary-page';

function renderItinerary(overrides: Partial<PublicSite>, language: 'en' | 'hi' = 'en') {
  const site = makeSite(overrides);
  const element = (
    <InLanguage language={language}>
      <ItineraryPage />
    </InLanguage>
  );
  renderWithApp([{ path: '/eventitinerary', element }], ['/eventitinerary'], { site });
}

const schedule: PublicSite['schedule'] = {
  dates: { first: '2026-02-27', last: '2026-03-01' },
  itinerary: [
    { day: 3, time: '18:00', what: { en: 'Prize giving', hi: 'पुरस्कार वितरण' } },
    { day: 1, time: '09:00', what: { en: 'Doors open', hi: '' } },
    { day: 1, time: '10:30', what: { en: 'Opening quiz', hi: 'उद्घाटन क्विज़' } },
  ],
};

describe('the itinerary screen', () => {
  it("lists each day's rows as text under the day's date, with the event's name and dates", () => {
    renderItinerary({
      event: { name: 'Diwali Mela 2026', timeZone: 'Asia/Kolkata' },
      schedule,
      brand: { ...makeSite().brand, itinerary: null },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Event Itinerary' })).toBeVisible();
    expect(screen.getByText('Diwali Mela 2026')).toBeVisible();
    expect(screen.getByText('27 February – 1 March 2026')).toBeVisible();
    const days = screen.getAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Day 1 Friday, 27 February 2026',
      'Day 3 Sunday, 1 March 2026',
    ]);
    const lists = screen.getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['09:00Doors open', '10:30Opening quiz']);
    expect(within(lists[1]!).getByRole('listitem')).toHaveTextContent('18:00Prize giving');
    expect(screen.getByText(/All times IST/)).toBeVisible();
    // No poster of the organisers: nothing to open.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads in Hindi, each row in English where it has no Hindi text', async () => {
    renderItinerary({ schedule }, 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: 'कार्यक्रम सूची' })).toBeVisible();
    expect(screen.getByText('उद्घाटन क्विज़')).toBeVisible();
    expect(screen.getByText('Doors open')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(/^दिन 1/);
  });

  it("keeps the organisers' own poster under the list, opened full size by a tap", () => {
    renderItinerary({ schedule, brand: { ...makeSite().brand, itinerary: makeImage('poster') } });

    const link = screen.getByRole('link', { name: /The organisers’ itinerary poster/ });
    expect(link).toHaveAttribute('href', makeImage('poster').src);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
