// A text that must fit its box steps down from its largest size until it fits, and says when even
// its floor does not.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFitText } from './use-fit-text';

/** A box 150 wide whose text is 20 per vh of its size: jsdom lays nothing out by itself. */
function measureByFontSize() {
  const width = (element: HTMLElement) =>
    Number.parseFloat(element.style.fontSize) * 20 * element.textContent.length;
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return width(this);
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(150);
}

function Name({ text, onFloor }: { text: string; onFloor: (fits: boolean) => void }) {
  const ref = useFitText<HTMLSpanElement>(
    text,
    { largest: 5, smallest: 3.4 },
    (element) => element.scrollWidth > element.clientWidth,
    (_element, fits) => onFloor(fits),
  );
  return <span ref={ref}>{text}</span>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('text fitted to its box', () => {
  it('keeps a text that fits at its largest size', () => {
    measureByFontSize();
    const { getByText } = render(<Name text="a" onFloor={() => {}} />);
    expect(getByText('a').style.fontSize).toBe('5vh');
  });

  it('shrinks a text until it fits, and says when even its floor does not', () => {
    measureByFontSize();
    const floors: boolean[] = [];
    const onFloor = (fits: boolean) => floors.push(fits);
    // Two characters at 20 per vh fit 150 wide at 3.7 vh; three would need 2.5 vh, under the floor.
    const { getByText, rerender } = render(<Name text="ab" onFloor={onFloor} />);
    expect(getByText('ab').style.fontSize).toBe('3.7vh');
    expect(floors).toEqual([true]);
    rerender(<Name text="abc" onFloor={onFloor} />);
    expect(getByText('abc').style.fontSize).toBe('3.4vh');
    expect(floors.at(-1)).toBe(false);
  });
});
