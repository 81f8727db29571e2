// One screen at a time may have the whole screen to itself (a quiz in play): while it does, the
// frame around every screen steps aside, and the page cannot be pulled down to reload, since a
// reload in the middle of a saved quiz disqualifies.
import { useLayoutEffect, useSyncExternalStore } from 'react';

let holders = 0;
/** The document's own overscroll setting before the first holder took the screen. */
let overscrollBefore = '';
const listeners = new Set<() => void>();

function listen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function take() {
  holders += 1;
  if (holders === 1) {
    const root = document.documentElement;
    overscrollBefore = root.style.overscrollBehavior;
    // On the document, the scrolling element: Chrome's pull-to-refresh and the rubber band both stop.
    root.style.overscrollBehavior = 'none';
    // The frame above is gone: the screen starts at its top.
    if (window.scrollY > 0) window.scrollTo(0, 0);
  }
  listeners.forEach((listener) => listener());
}

function giveBack() {
  holders -= 1;
  if (holders === 0) document.documentElement.style.overscrollBehavior = overscrollBefore;
  listeners.forEach((listener) => listener());
}

/** The calling screen has the whole screen while `active`; the frame comes back after. */
export function useTakeOverScreen(active: boolean): void {
  // Before the browser paints, so the frame never flashes around the first question.
  useLayoutEffect(() => {
    if (!active) return;
    take();
    return giveBack;
  }, [active]);
}

/** Whether a screen has taken the whole screen now (never on the server). */
export function useScreenTakenOver(): boolean {
  return useSyncExternalStore(
    listen,
    () => holders > 0,
    () => false,
  );
}
