import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeImage, makeSite, makeTeam } from '../../test/factories';
import { renderWithApp } from '../../test/render';

const SITE = makeSite({
  slogans: Array.from({ length: 9 }, (_, i) => makeImage(`slogan-${i + 1}`, 600, 100)),
  teams: [makeTeam('lucknow', 'Lucknow', 'Krrish', 52), makeTeam('kanpur', 'Kanpur', 'Dabang', 49)],
});
import { CAROUSEL_INTERVAL_MS, FooterCarousel } from './footer-carousel';
import { useLocation } from 'react-router';

function Harness() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate('/event')}>go</button>
      <FooterCarousel pathname={pathname} />
    </>
  );
}

function carousel() {
  return screen.getByTestId('footer-carousel');
}

function activeImage() {
  return carousel().querySelector('img.is-active')!;
}

describe('the footer carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the organisers' slogans 100 px high and is hidden from assistive technology", async () => {
    renderWithApp([{ path: '*', element: <Harness /> }], ['/home'], { site: SITE });
    const images = carousel().querySelectorAll('img');
    expect(images).toHaveLength(9);
    expect(images[0]).toHaveAttribute('height', '100');
    expect(carousel()).toHaveAttribute('aria-hidden', 'true');
    expect(activeImage().getAttribute('src')).toBe('/media/slogan-1.webp');
  });

  it("shows the teams' posters 300 px high on /teams, in the organisers' order", async () => {
    renderWithApp([{ path: '*', element: <Harness /> }], ['/teams'], { site: SITE });
    const images = carousel().querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('height', '300');
    expect(activeImage().getAttribute('src')).toBe('/media/lucknow-poster.webp');
  });

  it('advances every 2.8 s and wraps round after the last image', async () => {
    renderWithApp([{ path: '*', element: <Harness /> }], ['/home'], { site: SITE });
    expect(CAROUSEL_INTERVAL_MS).toBe(2800);
    await act(async () => {
      vi.advanceTimersByTime(2799);
    });
    expect(carousel().dataset.index).toBe('0');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(carousel().dataset.index).toBe('1');
    await act(async () => {
      vi.advanceTimersByTime(2800 * 7);
    });
    expect(activeImage().getAttribute('src')).toBe('/media/slogan-9.webp');
    await act(async () => {
      vi.advanceTimersByTime(2800);
    });
    expect(activeImage().getAttribute('src')).toBe('/media/slogan-1.webp');
  });

  it('starts again from the first image when the path changes', async () => {
    renderWithApp([{ path: '*', element: <Harness /> }], ['/home'], { site: SITE });
    await act(async () => {
      vi.advanceTimersByTime(2800 * 3);
    });
    expect(carousel().dataset.index).toBe('3');
    await act(async () => {
      screen.getByRole('button', { name: 'go' }).click();
    });
    expect(carousel().dataset.index).toBe('0');
    await act(async () => {
      vi.advanceTimersByTime(2800);
    });
    expect(carousel().dataset.index).toBe('1');
  });
});
