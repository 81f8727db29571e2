import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../test/factories';
import { renderElement, renderWithApp } from '../test/render';
import { EventLogo } from './event-logo';

describe("the event's logo", () => {
  it("is named by the event's name as organisers set it", async () => {
    const site = makeSite({ event: { name: 'Utsav 2026 — West', timeZone: 'Asia/Kolkata' } });
    renderWithApp([{ path: '*', element: <EventLogo /> }], ['/'], { site });
    const logo = await screen.findByRole('img', { name: 'Utsav 2026 — West' });
    expect(logo).toHaveAttribute('src', site.brand.eventLogo!.src);
  });

  it("keeps the spec's event name, which the translations carry, for the spec's own event", async () => {
    const site = makeSite({
      event: { name: 'Utsav 2025 — CSO Central Cluster', timeZone: 'Asia/Kolkata' },
    });
    renderWithApp([{ path: '*', element: <EventLogo /> }], ['/'], { site });
    expect(
      await screen.findByRole('img', { name: 'Utsav 2025 — CSO Central Cluster' }),
    ).toBeVisible();
  });

  it('holds its place with an empty box until the setup is read', () => {
    const { container } = renderElement(<EventLogo />);
    expect(container.querySelector('.site-image-placeholder')).toHaveAttribute(
      'viewBox',
      '0 0 600 300',
    );
  });
});
