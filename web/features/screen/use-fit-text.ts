// Text that must fit its box on a venue screen: it starts at its largest size and steps down until
// it fits, never under its floor (the screen's readability rule), measured again when the screen's
// size changes. A text that fits at its largest is left as it is.
import { useLayoutEffect, useRef } from 'react';

/** Sizes in vh: the screen's height is what a hall's distance is measured against. */
type FitRange = { largest: number; smallest: number };

const STEP_VH = 0.1;

/**
 * A ref for the element whose text must fit; `overflows` says whether it does not yet. `content`
 * is what, when it changes, needs measuring again. Returns whether it fits at its floor too.
 */
export function useFitText<T extends HTMLElement>(
  content: string,
  range: FitRange,
  overflows: (element: T) => boolean,
  onFloor?: (element: T, fits: boolean) => void,
) {
  const ref = useRef<T>(null);
  const { largest, smallest } = range;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      let size = largest;
      element.style.fontSize = `${size}vh`;
      onFloor?.(element, true);
      while (size > smallest && overflows(element)) {
        size = Math.max(smallest, Math.round((size - STEP_VH) * 100) / 100);
        element.style.fontSize = `${size}vh`;
      }
      if (size === smallest) onFloor?.(element, !overflows(element));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
    // The callbacks are the caller's fixed rules; a change of text or range measures again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content, largest, smallest]);
  return ref;
}
