import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
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

  it('shows 9 slogan images 100 px high and is hidden from assistive technology', async () => {
    renderWithApp([{ path: '*', element: <Harness /> }], ['/home']);
    const images = carousel().querySelectorAll('img');
    expect(images).toHaveLength(9);
    expect(images[0]).toHaveAttribute('height', '100');
    expect(carousel()).toHaveAttribute('aria-hidden', 'true');
    expect(activeImage().getAttribute('src')).toBe('/brand/slogans/slogan-1');
  });

  it('shows the 7 team images 300 px high on /teams', async () => {
    renderWithApp([{ path: '*', element: <Harness /> }], ['/teams']);
    const images = carousel().querySelectorAll('img');
    expect(images).toHaveLength(7);
    expect(images[0]).toHaveAttribute('height', '300');
    expect(activeImage().getAttribute('src')).toBe('/brand/teams/lucknow');
  });

  it('advances every 2.8 s and wraps round after the last image', async () => {
    renderWithApp([{ path: '*', element: <Harness /> }], ['/home']);
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
    expect(activeImage().getAttribute('src')).toBe('/brand/slogans/slogan-9');
    await act(async () => {
      vi.advanceTimersByTime(2800);
    });
    expect(activeImage().getAttribute('src')).toBe('/brand/slogans/slogan-1');
  });

  it('starts again from the first image when the path changes', async () => {
    renderWithApp([{ path: '*', element: <Harness /> }], ['/home']);
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
