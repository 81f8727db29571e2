// A list that must fit its box on a venue screen (a word cloud, the questions to the stage): it
// shrinks to the screen's floor for text (use-fit-text.ts), and what still does not fit there is
// left out whole (hidden), never cut in half at the box's edge.

export const tallerThanItsBox = (box: HTMLElement) => box.scrollHeight > box.clientHeight + 1;

const CUT = 'screen-fit-cut';

/** At the floor, hides each item of the box's list that ends below the box; shows all again else. */
export function hideWhatOverflows(box: HTMLElement, fits: boolean): void {
  const items = box.querySelectorAll<HTMLElement>('.screen-fit-list > li');
  const bottom = box.getBoundingClientRect().bottom;
  for (const item of items)
    item.classList.toggle(CUT, !fits && item.getBoundingClientRect().bottom > bottom + 1);
}
