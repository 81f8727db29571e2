// While a play is on, it has the screen to itself: the frame steps aside, the page starts at its
// top, and it cannot be pulled down to reload, since a reload in the middle of a saved quiz
// disqualifies. All of it comes back when the play ends or the screen goes.
import { useLayoutEffect } from 'react';
import { holdScreen } from '../../components/layout/screen-takeover';

export function usePlayScreen(playing: boolean): void {
  // Before the browser paints, so the frame never flashes around the first question.
  useLayoutEffect(() => {
    if (!playing) return;
    const giveBack = holdScreen();
    // On the document, the scrolling element: Chrome's pull-to-refresh and the rubber band both stop.
    const root = document.documentElement;
    const before = root.style.overscrollBehavior;
    root.style.overscrollBehavior = 'none';
    // The frame above is gone: the question starts at the top of the screen.
    if (window.scrollY > 0) window.scrollTo(0, 0);
    return () => {
      root.style.overscrollBehavior = before;
      giveBack();
    };
  }, [playing]);
}
