// Rows that move to a new place glide there (first, last, invert, play): each row's position is
// measured before and after a render, and a moved row starts where it was and slides home. Nothing
// moves for someone who asked for less motion.
import { useLayoutEffect, useRef } from 'react';

const GLIDE = { duration: 700, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' };

/** A ref setter for each row by key; `order` is what changes when rows move. */
export function useReorderAnimation(order: string) {
  const rows = useRef(new Map<string, HTMLElement>());
  const before = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const after = new Map<string, number>();
    for (const [key, row] of rows.current) {
      const top = row.getBoundingClientRect().top;
      after.set(key, top);
      const was = before.current.get(key);
      if (calm || was === undefined || was === top || typeof row.animate !== 'function') continue;
      row.animate([{ transform: `translateY(${was - top}px)` }, { transform: 'none' }], GLIDE);
    }
    before.current = after;
  }, [order]);

  return (key: string) => (row: HTMLElement | null) => {
    if (row) rows.current.set(key, row);
    else rows.current.delete(key);
  };
}
