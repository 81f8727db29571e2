// A play's hold on the screen: the frame steps aside and the page cannot be pulled to reload while
// it is on, and both come back as they were when it ends or its screen goes.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreenTakenOver } from '../../components/layout/screen-takeover';
import { usePlayScreen } from './use-play-screen';

const overscroll = () => document.documentElement.style.overscrollBehavior;

afterEach(() => {
  document.documentElement.style.overscrollBehavior = '';
});

describe('a play on screen', () => {
  it('takes the screen and stops the page overscrolling while on, and gives both back after', () => {
    document.documentElement.style.overscrollBehavior = 'contain';
    const frame = renderHook(() => useScreenTakenOver());
    const play = renderHook(({ playing }) => usePlayScreen(playing), {
      initialProps: { playing: false },
    });
    expect(frame.result.current).toBe(false);
    expect(overscroll()).toBe('contain');

    play.rerender({ playing: true });
    frame.rerender();
    expect(frame.result.current).toBe(true);
    expect(overscroll()).toBe('none');

    play.rerender({ playing: false });
    frame.rerender();
    expect(frame.result.current).toBe(false);
    expect(overscroll()).toBe('contain');
  });

  it('gives the screen back when its screen goes in the middle of the play', () => {
    const frame = renderHook(() => useScreenTakenOver());
    const play = renderHook(() => usePlayScreen(true));
    expect(overscroll()).toBe('none');
    play.unmount();
    frame.rerender();
    expect(frame.result.current).toBe(false);
    expect(overscroll()).toBe('');
  });
});
